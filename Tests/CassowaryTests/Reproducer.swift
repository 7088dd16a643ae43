import Cassowary

/// Prints a (minimised) failing case as a self-contained Swift Testing file in the style of the
/// regression cases: `c(terms, constant, relation, strength)` builds
/// `Σ coefficient·x[i] + constant (relation) 0`, `k[i]` holds constraint i, the calls follow in
/// order (`try` for those that succeeded, `_ = try?` for those refused as they should be,
/// `updateVariables()` where the harness checked), and the failing call or check comes last.
struct Reproducer {
    /// How the case ends.
    enum Ending {
        /// A failure the harness saw, with what to assert.
        case failure(FuzzFailure)
        /// The process dies (a trap) or never returns (a hang) in this call, or in the
        /// `updateVariables()` after it.
        case dies(FuzzStep, note: String, inUpdate: Bool)
    }

    var fuzzCase: FuzzCase
    /// The steps run, with their outcomes: before the last one, or up to and including it when
    /// the process dies in the `updateVariables()` after it.
    var executed: [ExecutedStep]
    /// The harness's model when the case ends.
    var model: FuzzModel

    /// The Swift file: `comment` lines first, then a test named `name`.
    func swiftTest(name: String, comment: [String], ending: Ending) -> String {
        let failingStep: FuzzStep
        let evidence: FailureEvidence?
        switch ending {
        case .failure(let f):
            failingStep = executed[f.step].step
            evidence = f.evidence
        case .dies(let step, _, _):
            failingStep = step
            evidence = nil
        }
        let before = Array(executed.prefix(ending.stepIndex(executed)))
        let usesShadow: Bool
        if case .shadow = evidence { usesShadow = true } else { usesShadow = false }

        var used: [Int] = []
        func use(_ operation: SolverOperation) {
            switch operation {
            case .add(let k), .remove(let k), .changeConstant(let k, _): if !used.contains(k) { used.append(k) }
            case .addBatch(let ks): for k in ks where !used.contains(k) { used.append(k) }
            default: break
            }
        }
        for e in before { use(e.step.operation) }
        use(failingStep.operation)
        switch evidence {
        case .requiredHold(let list): for (k, _) in list where !used.contains(k) { used.append(k) }
        case .bookkeeping(_, let present, let absent): for k in present + absent where !used.contains(k) { used.append(k) }
        case .objective: for k in model.present where !used.contains(k) && !fuzzCase.specs[k].strength.isRequired { used.append(k) }
        default: break
        }
        used.sort()

        var out = comment.map { "// " + $0 }
        out += ["import Cassowary", "import Testing", "", "@Test func \(name)() throws {"]
        out.append("    let x = (0..<\(fuzzCase.variableCount)).map { Variable(\"x\\($0)\") }")
        if !used.isEmpty {
            out.append("    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {")
            out.append("        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)")
            out.append("    }")
            out.append("    var k: [Int: Constraint] = [:]")
            for i in used { out.append("    k[\(i)] = \(fuzzCase.specs[i].swiftCall)") }
        }
        out.append("    let solver = Solver()")
        if usesShadow { out.append("    let shadow = Solver()  // receives only the calls that succeed") }
        for e in before {
            let call = e.step.operation.swiftCall(solver: "solver")
            out.append(e.threw ? "    _ = try? \(call)" : "    try \(call)")
            if usesShadow, let succeeded = e.succeeded { out.append("    try \(succeeded.swiftCall(solver: "shadow"))") }
            if e.step.checked {
                out.append("    solver.updateVariables()")
                if usesShadow { out.append("    shadow.updateVariables()") }
            }
        }
        let call = failingStep.operation.swiftCall(solver: "solver")
        switch ending {
        case .dies(_, let note, let inUpdate):
            if inUpdate, let last = executed.last {
                // The call itself returned (it is the last executed step).
                out.append(last.threw ? "    _ = try? \(call)" : "    try \(call)")
                out.append("    // \(note)")
                out.append("    solver.updateVariables()")
            } else {
                out.append("    // \(note)")
                out.append("    _ = try? \(call)")
            }
        case .failure(let f):
            out += finish(f, call: call, step: failingStep, previousChecked: before.last?.step.checked ?? true)
        }
        out.append("}")
        return out.joined(separator: "\n") + "\n"
    }

    private func finish(_ f: FuzzFailure, call: String, step: FuzzStep, previousChecked: Bool) -> [String] {
        let threw = executed[f.step].threw
        var out: [String] = []
        func replayFailingStep() {
            out.append(threw ? "    _ = try? \(call)" : "    try \(call)")
            if case .shadow = f.evidence, let succeeded = executed[f.step].succeeded {
                out.append("    try \(succeeded.swiftCall(solver: "shadow"))")
            }
            if step.checked {
                out.append("    solver.updateVariables()")
                if case .shadow = f.evidence { out.append("    shadow.updateVariables()") }
            }
        }
        func valueHelper() {
            out.append("    func value(_ constraint: Constraint) -> Double {")
            out.append("        let constant = solver.constant(of: constraint) ?? constraint.expression.constant")
            out.append("        return constraint.expression.terms.reduce(constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }")
            out.append("    }")
        }
        switch f.evidence {
        case .callMustSucceed:
            out.append("    #expect(throws: Never.self) { try \(call) }")
        case .callMustBeRefused:
            out.append("    do {")
            out.append("        try \(call)")
            out.append("        Issue.record(\"accepted a required constraint that contradicts the required constraints present\")")
            out.append("    } catch {")
            out.append("        if case .unsatisfiableConstraint = error {} else { Issue.record(\"\\(error)\") }")
            out.append("    }")
        case .batchAccepts(let k):
            out.append("    let refused = try \(call)")
            out.append("    #expect(!refused.contains { $0.constraint === k[\(k)]! })")
        case .batchRefuses(let k):
            out.append("    let refused = try \(call)")
            out.append("    #expect(refused.contains { $0.constraint === k[\(k)]! })")
            out.append("    #expect(!solver.hasConstraint(k[\(k)]!))")
        case .stateAfterThrow:
            out.append("    let count = solver.constraintCount")
            if previousChecked { out.append("    let before = x.map { solver.value(of: $0).bitPattern }") }
            out.append("    _ = try? \(call)")
            if previousChecked {
                out.append("    solver.updateVariables()")
                out.append("    #expect(x.map { solver.value(of: $0).bitPattern } == before)")
            }
            out.append("    #expect(solver.constraintCount == count)")
            if case .add(let k) = step.operation { out.append("    #expect(!solver.hasConstraint(k[\(k)]!))") }
            if case .changeConstant(let k, _) = step.operation {
                out.append("    #expect(solver.constant(of: k[\(k)]!) == \(swiftNumber(model.held(k, fuzzCase.specs).constant)))")
            }
        case .shadow:
            replayFailingStep()
            out.append("    #expect(x.map { solver.value(of: $0).bitPattern } == x.map { shadow.value(of: $0).bitPattern })")
        case .requiredHold(let list):
            replayFailingStep()
            valueHelper()
            for (k, tolerance) in list {
                let t = swiftNumber(tolerance)
                switch fuzzCase.specs[k].relation {
                case .equal: out.append("    #expect(abs(value(k[\(k)]!)) <= \(t))")
                case .greaterOrEqual: out.append("    #expect(value(k[\(k)]!) >= -\(t))")
                case .lessOrEqual: out.append("    #expect(value(k[\(k)]!) <= \(t))")
                }
            }
        case .objective(let levels):
            replayFailingStep()
            valueHelper()
            let optional = model.present.filter { !fuzzCase.specs[$0].strength.isRequired }.map { "k[\($0)]!" }
            let edits = model.edits.map { "(x[\($0.variable)], \(swiftNumber($0.value)), \($0.strength.swiftLiteral))" }
            out.append("    func violation(_ constraint: Constraint) -> Double {")
            out.append("        let e = value(constraint)")
            out.append("        switch constraint.relation {")
            out.append("        case .equal: return abs(e)")
            out.append("        case .greaterOrEqual: return max(0, -e)")
            out.append("        case .lessOrEqual: return max(0, e)")
            out.append("        }")
            out.append("    }")
            out.append("    let optional: [Constraint] = [\(optional.joined(separator: ", "))]")
            out.append("    // Each edit variable is the constraint x == suggested value at its strength.")
            out.append("    let edits: [(Variable, Double, Strength)] = [\(edits.joined(separator: ", "))]")
            out.append("    func objective(_ priority: Double) -> Double {")
            out.append("        optional.filter { $0.strength.priority == priority }.reduce(0) { $0 + $1.strength.weight * violation($1) }")
            out.append("            + edits.filter { $0.2.priority == priority }.reduce(0) { $0 + $1.2.weight * abs(solver.value(of: $1.0) - $1.1) }")
            out.append("    }")
            out.append("    // The reference LP has a point that holds every required constraint and reaches these,")
            out.append("    // level by level from the highest priority; the solver must do as well (it does worse at the last).")
            for level in levels {
                out.append("    #expect(objective(\(swiftNumber(level.priority))) <= \(swiftNumber(level.optimum)) + \(swiftNumber(level.tolerance)))")
            }
        case .bookkeeping(let count, let present, let absent):
            replayFailingStep()
            out.append("    #expect(solver.constraintCount == \(count))")
            for k in present { out.append("    #expect(solver.hasConstraint(k[\(k)]!))") }
            for k in present {
                out.append("    #expect(solver.constant(of: k[\(k)]!) == \(swiftNumber(model.held(k, fuzzCase.specs).constant)))")
            }
            for k in absent { out.append("    #expect(!solver.hasConstraint(k[\(k)]!))") }
            for e in model.edits { out.append("    #expect(solver.hasEditVariable(x[\(e.variable)]))") }
            for v in model.removedEdits { out.append("    #expect(!solver.hasEditVariable(x[\(v)]))") }
        }
        return out
    }
}

extension Reproducer.Ending {
    /// How many executed steps come before the last one.
    func stepIndex(_ executed: [ExecutedStep]) -> Int {
        switch self {
        case .failure(let f): f.step
        case .dies(_, _, let inUpdate): inUpdate ? executed.count - 1 : executed.count
        }
    }
}
