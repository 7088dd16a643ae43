import Cassowary

/// An edit variable as the harness sees it: its strength and the value last suggested.
struct EditState {
    var variable: Int
    var strength: Strength
    var value: Double
}

/// What the solver should hold after the successful calls so far. Arrays, not sets or
/// dictionaries, so that iteration order (and with it every generated case) is the same in
/// every process.
struct FuzzModel {
    /// Constraint indices in the solver, in the order they were added.
    var present: [Int] = []
    /// Constraint indices once in the solver and since removed.
    var absent: [Int] = []
    /// Edit variables, in the order they were added.
    var edits: [EditState] = []
    /// Edit variables once added and since removed.
    var removedEdits: [Int] = []
    /// Constants set by `changeConstant` on present constraints, by index (looked up only,
    /// never iterated); a removal forgets the entry, since the object added again brings its
    /// own constant.
    var changedConstants: [Int: Double] = [:]
    /// Bumped by every change, to know when a reference answer is still current.
    var version = 0

    var liveCount: Int { present.count + edits.count }

    func isPresent(_ k: Int) -> Bool { present.contains(k) }

    func editIndex(_ v: Int) -> Int? { edits.firstIndex { $0.variable == v } }

    /// Whether `operation` makes sense now; a replay of a shrunk case skips the others.
    func allows(_ operation: SolverOperation) -> Bool {
        switch operation {
        case .add(let k): !isPresent(k)
        case .remove(let k): isPresent(k)
        case .addEdit(let v, _): editIndex(v) == nil
        case .removeEdit(let v), .suggest(let v, _): editIndex(v) != nil
        case .changeConstant(let k, _): isPresent(k)
        case .addBatch(let ks): ks.contains { !isPresent($0) }
        }
    }

    /// Constraint `k` as the solver holds it: its spec with the constant last changed to.
    func held(_ k: Int, _ specs: [ConstraintSpec]) -> ConstraintSpec {
        var spec = specs[k]
        if let constant = changedConstants[k] { spec.constant = constant }
        return spec
    }

    /// The reference's constraints: the present ones and each edit as `x == value`.
    func references(_ specs: [ConstraintSpec], variableCount n: Int, requiredOnly: Bool = false) -> [RefConstraint] {
        var refs = present.map { held($0, specs) }.filter { !requiredOnly || $0.strength.isRequired }
            .map { $0.reference(variableCount: n) }
        if !requiredOnly {
            for e in edits {
                var coefficients = [Double](repeating: 0, count: n)
                coefficients[e.variable] = 1
                refs.append(RefConstraint(coefficients: coefficients, constant: -e.value, relation: 0,
                                          priority: e.strength.priority, weight: e.strength.weight))
            }
        }
        return refs
    }
}

/// A step that was run, whether its call threw, and the members a batch returned as refused.
struct ExecutedStep {
    var step: FuzzStep
    var threw: Bool
    var refused: [Int] = []

    /// The call a solver that receives only what succeeded makes: a batch without its refused
    /// members; nil for a call that threw or a batch refused whole.
    var succeeded: SolverOperation? {
        if threw { return nil }
        guard case .addBatch(let ks) = step.operation else { return step.operation }
        let accepted = ks.filter { !refused.contains($0) }
        return accepted.isEmpty ? nil : .addBatch(accepted)
    }
}

/// Runs steps on a solver and checks every answer against the reference, the harness's model
/// and a shadow solver that receives only the calls that succeeded.
///
/// Tolerances (all relative to the magnitudes involved, since coefficients run from 1e-3 to
/// 1e3 and values far beyond):
/// - feasibility: `LexicographicLP`'s, rounding below 1e-9 of the magnitudes combined,
///   contradiction above 1e-6, no verdict in between;
/// - a required constraint holds if its violation is at most 1e-6 × (1 + |constant| + Σ|aᵢxᵢ|)
///   + 1e-8 × Σ|aᵢ| × max|x| (rounding, and kiwi's dropping of cells below 1e-8, stay well
///   inside; a wrong answer does not);
/// - states with a value beyond 1e7 (`magnitudeLimit`) are not judged: the tableau has lost
///   the digits the tolerances rely on; nor is a required add the reference calls infeasible
///   that the solver accepts with such values, every required constraint holding there;
/// - the objective is judged against the reference's optimal point, not its optimum alone: the
///   solver fails if, at the first priority level where they differ by more than
///   1e-5 × (1 + |reference|) + 1e-6 × (the level's Σ weight × (|constant| + Σ|aᵢxᵢ|) at both
///   points), the solver's objective is the larger. The reference abstains when its point
///   breaks a required constraint or misses its own optimum, or when the solver does better.
final class OperationRunner {
    let variableCount: Int
    let variables: [Variable]
    private(set) var specs: [ConstraintSpec]
    private var constraints: [Constraint?] = []
    let solver = Solver()
    let shadow = Solver()
    private(set) var model = FuzzModel()
    private(set) var executed: [ExecutedStep] = []
    /// Only checks that can report this category run (the minimiser's speed-up); nil runs all.
    var only: FailureKind.Category?
    /// False runs the calls with no checks at all (to replay up to a crash).
    var checking = true
    /// Applied to every reference answer: the self-test corrupts the reference this way.
    var tamper: ((inout LexicographicLP.Answer) -> Void)?
    /// Applied to the solver's values before they are checked: the self-test corrupts the
    /// solver's answer this way.
    var distort: ((inout [Double]) -> Void)?
    /// Checks given no verdict: a borderline system, values beyond `magnitudeLimit`, or a
    /// reference point that does not certify its optimum.
    private(set) var abstentions = 0
    /// Objective mismatches the reference in doubles reported and exact arithmetic found to be
    /// its own error (`exactVerdict`), refusals it called false that exact arithmetic found
    /// to be real contradictions (`contradictsExactly`), and acceptances it called false whose
    /// constraints exact arithmetic found to hold together (`acceptanceSettled`): no failure.
    private(set) var exactlySettled = 0
    /// Whether a refusal or an acceptance the reference in doubles calls false is judged again
    /// in exact arithmetic before it is reported (the self-test turns this off to see it
    /// reported).
    var settlesVerdictsExactly = true
    /// The values at the last checked step, while no unchecked call followed it.
    private var published: [UInt64]?
    private var answer: (version: Int, answer: LexicographicLP.Answer)?

    init(variableCount: Int, specs: [ConstraintSpec] = []) {
        self.variableCount = variableCount
        variables = (0..<variableCount).map { Variable("x\($0)") }
        self.specs = specs
        published = Array(repeating: 0.0.bitPattern, count: variableCount)
    }

    /// Appends constraints to the table (the generator makes them as it goes).
    func define(_ new: [ConstraintSpec]) {
        specs += new
    }

    /// The same `Constraint` object every time for index `k`.
    func constraint(_ k: Int) -> Constraint {
        if constraints.count <= k { constraints += Array(repeating: nil, count: k + 1 - constraints.count) }
        if let c = constraints[k] { return c }
        let c = specs[k].constraint(variables)
        constraints[k] = c
        return c
    }

    private func perform(_ operation: SolverOperation, on solver: Solver) throws(SolverError) {
        switch operation {
        case .add(let k): try solver.addConstraint(constraint(k))
        case .remove(let k): try solver.removeConstraint(constraint(k))
        case .addEdit(let v, let s): try solver.addEditVariable(variables[v], strength: s)
        case .removeEdit(let v): try solver.removeEditVariable(variables[v])
        case .suggest(let v, let value): try solver.suggestValue(variables[v], value)
        case .changeConstant(let k, let value): try solver.changeConstant(of: constraint(k), to: value)
        case .addBatch(let ks): try solver.addConstraints(ks.map(constraint))
        }
    }

    /// Makes a failure of the step being run from its category, detail, message and evidence.
    typealias MakeFailure = (FailureKind.Category, String, String, FailureEvidence) -> FuzzFailure
    /// The reference's verdict on the required constraints a call would leave: feasible or not
    /// (or borderline), those constraints, and a point that satisfies them if it found one.
    typealias Verdict = (feasibility: LexicographicLP.Feasibility, constraints: [RefConstraint], point: [Double]?)

    private func wants(_ category: FailureKind.Category) -> Bool { checking && (only == nil || only == category) }

    private func bits(_ solver: Solver) -> [UInt64] { variables.map { solver.value(of: $0).bitPattern } }

    /// Runs one step unless the model rules it out (then it is skipped and not recorded), and
    /// returns the first failure it shows.
    func execute(_ step: FuzzStep) -> FuzzFailure? {
        let operation = step.operation
        guard model.allows(operation) else { return nil }
        if case .addBatch(let ks) = operation {
            // Members already present (a replay of a shrunk case) or named twice are left out.
            var members: [Int] = []
            for k in ks where !model.isPresent(k) && !members.contains(k) { members.append(k) }
            return executeBatch(FuzzStep(operation: .addBatch(members), checked: step.checked))
        }
        let index = executed.count
        let failure = failureMaker(index, operation)

        // The reference's verdict on a required add or change of constant, before the call.
        let verdict = requiredChange(operation).flatMap { requiredVerdict($0.k, $0.newConstant) }

        let countBefore = solver.constraintCount
        var thrown: SolverError?
        do { try perform(operation, on: solver) } catch { thrown = error }
        executed.append(ExecutedStep(step: step, threw: thrown != nil))

        if let error = thrown {
            if case .unsatisfiableConstraint = error, let verdict {
                if verdict.feasibility == .feasible && wants(.falseRefusal) && !refusalSettled(verdict) {
                    return failure(.falseRefusal, "", "refused a required constraint that the reference finds satisfiable: \(error)",
                                   .callMustSucceed)
                }
            } else if wants(.unexpectedError) {
                let detail = "\(operation.name): \(error.caseName)"
                return failure(.unexpectedError, detail, "threw \(error)",
                               verdict?.feasibility == .infeasible ? .callMustBeRefused : .callMustSucceed)
            }
            if wants(.changedOnThrow) {
                var trace: [String] = []
                if solver.constraintCount != countBefore { trace.append("constraintCount \(countBefore) -> \(solver.constraintCount)") }
                if case .add(let k) = operation, solver.hasConstraint(constraint(k)) { trace.append("hasConstraint is true") }
                if case .changeConstant(let k, _) = operation, solver.constant(of: constraint(k)) != model.held(k, specs).constant {
                    trace.append("constant(of:) is \(solver.constant(of: constraint(k)).map { "\($0)" } ?? "nil"), "
                                 + "was \(model.held(k, specs).constant)")
                }
                if let before = published {
                    solver.updateVariables()
                    shadow.updateVariables()
                    if bits(solver) != before { trace.append("values changed") }
                }
                if !trace.isEmpty {
                    return failure(.changedOnThrow, "", "a call that threw left a trace: " + trace.joined(separator: ", "), .stateAfterThrow)
                }
            }
        } else {
            if verdict?.feasibility == .infeasible && wants(.falseAcceptance) {
                if let (k, newConstant) = requiredChange(operation), witnessedBeyondRange(requiredAfter(k, newConstant)) {
                    abstentions += 1
                } else if let (k, newConstant) = requiredChange(operation), acceptanceSettled(requiredAfter(k, newConstant)) {
                    // The reference in doubles was wrong: the constraints hold together exactly.
                } else {
                    return failure(.falseAcceptance, "", "accepted a required constraint that the reference finds unsatisfiable",
                                   .callMustBeRefused)
                }
            }
            do {
                try perform(operation, on: shadow)
            } catch {
                if wants(.shadowMismatch) {
                    return failure(.shadowMismatch, "", "the shadow solver threw \(error) on a call the solver accepted", .shadow)
                }
            }
            apply(operation)
        }
        return checkAfter(step, failure)
    }

    /// Runs an `addConstraints` step of `members` (none present, none twice). The batch adds
    /// each as `addConstraint` would, one after another, so each refusal and acceptance is
    /// judged against the required constraints present with the members accepted before it.
    /// The shadow receives the accepted members as one batch: a refused member leaves no trace,
    /// so the two must agree bit for bit.
    private func executeBatch(_ step: FuzzStep) -> FuzzFailure? {
        guard case .addBatch(let members) = step.operation else { return nil }
        let index = executed.count
        let failure = failureMaker(index, step.operation)
        var returned: [(constraint: Constraint, error: SolverError)] = []
        var thrown: SolverError?
        do { returned = try solver.addConstraints(members.map(constraint)) } catch { thrown = error }
        let refused = members.filter { k in returned.contains { $0.constraint === constraint(k) } }
        executed.append(ExecutedStep(step: step, threw: thrown != nil, refused: refused))
        if let error = thrown {
            if wants(.unexpectedError) {
                return failure(.unexpectedError, "addConstraints: \(error.caseName)", "threw \(error)", .callMustSucceed)
            }
            return checkAfter(step, failure)
        }

        var accepted: [Int] = []
        for k in members {
            let verdict = specs[k].strength.isRequired ? requiredVerdict(k, nil) : nil
            if let error = returned.first(where: { $0.constraint === constraint(k) })?.error {
                if case .unsatisfiableConstraint = error, let verdict {
                    if verdict.feasibility == .feasible && wants(.falseRefusal) && !refusalSettled(verdict) {
                        return failure(.falseRefusal, "addConstraints",
                                       "refused k[\(k)], which the reference finds satisfiable with the required constraints "
                                       + "present and the members accepted before it: \(error)", .batchAccepts(k))
                    }
                } else if wants(.unexpectedError) {
                    return failure(.unexpectedError, "addConstraints: \(error.caseName)", "returned k[\(k)] with \(error)",
                                   verdict?.feasibility == .infeasible ? .batchRefuses(k) : .batchAccepts(k))
                }
                if wants(.changedOnThrow) && solver.hasConstraint(constraint(k)) {
                    return failure(.changedOnThrow, "addConstraints", "returned k[\(k)] as refused, but hasConstraint is true",
                                   .batchRefuses(k))
                }
            } else {
                if verdict?.feasibility == .infeasible && wants(.falseAcceptance) {
                    if witnessedBeyondRange(requiredAfter(k, nil)) {
                        abstentions += 1
                    } else if acceptanceSettled(requiredAfter(k, nil)) {
                        // The reference in doubles was wrong, as above.
                    } else {
                        return failure(.falseAcceptance, "addConstraints",
                                       "accepted k[\(k)], which the reference finds unsatisfiable with the required constraints "
                                       + "present and the members accepted before it", .batchRefuses(k))
                    }
                }
                accepted.append(k)
                apply(.add(k))
            }
        }
        if !accepted.isEmpty {
            do {
                let refusedByShadow = try shadow.addConstraints(accepted.map(constraint))
                if !refusedByShadow.isEmpty && wants(.shadowMismatch) {
                    let names = accepted.filter { k in refusedByShadow.contains { $0.constraint === constraint(k) } }
                    return failure(.shadowMismatch, "", "the shadow solver refused \(names.map { "k[\($0)]" }), which the solver accepted",
                                   .shadow)
                }
            } catch {
                if wants(.shadowMismatch) {
                    return failure(.shadowMismatch, "", "the shadow solver threw \(error) on the members the solver accepted", .shadow)
                }
            }
        }
        return checkAfter(step, failure)
    }

    /// Makes the failures of the step at `index`, which runs `operation`.
    private func failureMaker(_ index: Int, _ operation: SolverOperation) -> MakeFailure {
        { category, detail, message, evidence in
            FuzzFailure(kind: FailureKind(category: category, detail: detail), step: index,
                        message: "step \(index), \(operation.swiftCall(solver: "solver")): \(message)", evidence: evidence)
        }
    }

    /// The reference's verdict, before the call, on adding required constraint `k`
    /// (`newConstant` nil) or changing its constant: the required constraints that would then
    /// hold and a point satisfying them, if any. Nil when no check that needs it runs.
    private func requiredVerdict(_ k: Int, _ newConstant: Double?) -> Verdict? {
        guard wants(.falseRefusal) || wants(.falseAcceptance) || wants(.unexpectedError) else { return nil }
        let refs = requiredAfter(k, newConstant)
        var a = LexicographicLP.solve(refs, variableCount: variableCount, feasibilityOnly: true)
        tamper?(&a)
        // Satisfiable only with values out of range: no verdict either.
        if a.feasibility == .feasible, let p = a.point, !inRange(p) { a.feasibility = .borderline }
        if a.feasibility == .borderline { abstentions += 1 }
        return (a.feasibility, refs, a.point)
    }

    /// Whether a refusal the reference in doubles calls false is a real contradiction in exact
    /// arithmetic (then counted as settled, not reported).
    private func refusalSettled(_ verdict: Verdict) -> Bool {
        let near = published?.map(Double.init(bitPattern:)) ?? verdict.point
        guard settlesVerdictsExactly && contradictsExactly(verdict.constraints, near: near) else { return false }
        exactlySettled += 1
        return true
    }

    /// The checks after a step, whatever its call: bookkeeping, and when the step is checked,
    /// the shadow and the reference.
    private func checkAfter(_ step: FuzzStep,
                            _ failure: MakeFailure) -> FuzzFailure? {
        if wants(.bookkeeping), let f = checkBookkeeping(failure) { return f }
        if step.checked {
            solver.updateVariables()
            shadow.updateVariables()
            let x = bits(solver)
            published = x
            if wants(.shadowMismatch) && x != bits(shadow) {
                let differing = variables.indices.filter { x[$0] != bits(shadow)[$0] }.map { "x\($0)" }
                return failure(.shadowMismatch, "", "values differ from the shadow solver at \(differing.joined(separator: ", "))", .shadow)
            }
            if let f = checkAgainstReference(failure) { return f }
        } else {
            published = nil
        }
        return nil
    }

    private func apply(_ operation: SolverOperation) {
        model.version += 1
        switch operation {
        case .add(let k):
            model.present.append(k)
            model.absent.removeAll { $0 == k }
        case .remove(let k):
            model.present.removeAll { $0 == k }
            model.absent.append(k)
            model.changedConstants[k] = nil
        case .addEdit(let v, let s):
            model.edits.append(EditState(variable: v, strength: s, value: 0))
            model.removedEdits.removeAll { $0 == v }
        case .removeEdit(let v):
            model.edits.removeAll { $0.variable == v }
            model.removedEdits.append(v)
        case .suggest(let v, let value):
            if let i = model.editIndex(v) { model.edits[i].value = value }
        case .changeConstant(let k, let value):
            model.changedConstants[k] = value
        case .addBatch(let ks):
            for k in ks { apply(.add(k)) }
        }
    }

    /// The required constraint a call adds (`newConstant` nil) or changes the constant of; nil
    /// for any other call.
    private func requiredChange(_ operation: SolverOperation) -> (k: Int, newConstant: Double?)? {
        switch operation {
        case .add(let k) where specs[k].strength.isRequired: (k, nil)
        case .changeConstant(let k, let value) where specs[k].strength.isRequired: (k, value)
        default: nil
        }
    }

    /// The required constraints the reference holds the solver to if the call on `k` succeeds:
    /// those present with `k` added, or with `k`'s constant changed to `newConstant`.
    private func requiredAfter(_ k: Int, _ newConstant: Double?) -> [RefConstraint] {
        var after = model
        if let newConstant { after.changedConstants[k] = newConstant } else { after.present.append(k) }
        return after.references(specs, variableCount: variableCount, requiredOnly: true)
    }

    private func checkBookkeeping(_ failure: MakeFailure) -> FuzzFailure? {
        var wrong: [String] = []
        if solver.constraintCount != model.liveCount {
            wrong.append("constraintCount is \(solver.constraintCount), expected \(model.liveCount)")
        }
        let lost = model.present.filter { !solver.hasConstraint(constraint($0)) }
        if !lost.isEmpty { wrong.append("hasConstraint is false for present \(lost.map { "k[\($0)]" })") }
        let moved = model.present.filter { solver.constant(of: constraint($0)) != model.held($0, specs).constant }
        if !moved.isEmpty {
            wrong.append("constant(of:) differs from the constant last set for \(moved.map { "k[\($0)]" })")
        }
        let ghosts = model.absent.filter { solver.hasConstraint(constraint($0)) }
        if !ghosts.isEmpty { wrong.append("hasConstraint is true for removed \(ghosts.map { "k[\($0)]" })") }
        let lostEdits = model.edits.filter { !solver.hasEditVariable(variables[$0.variable]) }
        if !lostEdits.isEmpty { wrong.append("hasEditVariable is false for \(lostEdits.map { "x\($0.variable)" })") }
        let ghostEdits = model.removedEdits.filter { solver.hasEditVariable(variables[$0]) }
        if !ghostEdits.isEmpty { wrong.append("hasEditVariable is true for removed \(ghostEdits.map { "x\($0)" })") }
        guard !wrong.isEmpty else { return nil }
        return failure(.bookkeeping, "", wrong.joined(separator: "; "),
                       .bookkeeping(count: model.liveCount, present: model.present, absent: model.absent))
    }

    private func checkAgainstReference(_ failure: MakeFailure) -> FuzzFailure? {
        guard wants(.requiredViolated) || wants(.objectiveMismatch) else { return nil }
        var x = variables.map { solver.value(of: $0) }
        distort?(&x)
        let refs = model.references(specs, variableCount: variableCount)
        guard inRange(x) else {
            abstentions += 1
            return nil
        }

        if wants(.requiredViolated) {
            var violated: [(constraint: Int, tolerance: Double)] = []
            for k in model.present where specs[k].strength.isRequired {
                let r = model.held(k, specs).reference(variableCount: variableCount)
                let tolerance = Self.requiredTolerance(r, at: x)
                if !(r.violation(at: x) <= tolerance) { violated.append((k, tolerance)) }
            }
            if !violated.isEmpty {
                return failure(.requiredViolated, "", "required constraints violated: \(violated.map { "k[\($0.constraint)]" }) at \(x)",
                               .requiredHold(violated))
            }
        }

        guard wants(.objectiveMismatch) else { return nil }
        let current: LexicographicLP.Answer
        if let cached = answer, cached.version == model.version {
            current = cached.answer
        } else {
            var a = LexicographicLP.solve(refs, variableCount: variableCount)
            tamper?(&a)
            current = a
            answer = (model.version, a)
        }
        // The reference's point is the certificate: the solver fails only if a point that
        // holds the required constraints does lexicographically better than the solver. A
        // reference that cannot give one, or whose point is not what it claims, abstains; so
        // does one the solver beats (its optimality is the weak link, not the solver's).
        guard current.feasibility == .feasible, let optimum = current.optimum, let point = current.point, inRange(point),
              refs.allSatisfy({ $0.priority < 1000 || $0.violation(at: point) <= Self.requiredTolerance($0, at: point) })
        else {
            abstentions += 1
            return nil
        }
        let achieved = ReferenceSolver.objective(refs, at: x)
        let reference = ReferenceSolver.objective(refs, at: point)
        let soft = refs.filter { $0.priority < 1000 }
        var levels: [(priority: Double, optimum: Double, tolerance: Double)] = []
        for (i, p) in current.priorities.enumerated() {
            let tolerance = Self.levelTolerance(soft, priority: p, objective: reference[i], at: x, and: point)
            levels.append((p, reference[i], tolerance))
            guard abs(reference[i] - optimum[i]) <= tolerance else {
                abstentions += 1  // the point does not achieve what the reference claims
                return nil
            }
            if achieved[i] > reference[i] + tolerance {
                // The reference in doubles may be wrong here, on a badly scaled system: exact
                // arithmetic decides (`ExactLexicographicLP`).
                guard let exact = exactVerdict(refs, achieved: achieved, at: x) else {
                    abstentions += 1
                    return nil
                }
                guard exact.confirmed else {
                    exactlySettled += 1
                    return nil
                }
                return failure(.objectiveMismatch, "",
                               "objective \(achieved) at priorities \(current.priorities); the reference reaches \(reference), "
                               + "the exact optimum is \(exact.levels.map(\.optimum))",
                               .objective(levels: exact.levels))
            }
            if achieved[i] < reference[i] - tolerance {
                abstentions += 1  // the solver beats the reference: no verdict
                return nil
            }
        }
        return nil
    }

    /// The exact verdict on a solver that the reference in doubles found a level above its
    /// optimum: `confirmed` when, at the highest level where the solver's objective `achieved`
    /// (at `x`) and the exact optimum differ by more than the tolerance, the solver's is worse;
    /// not confirmed (a false alarm of the reference) when every level agrees within it; nil (no
    /// verdict) when the exact program is infeasible (the required constraints hold only within
    /// rounding), its optimal point lies beyond `magnitudeLimit` (where `inRange` stops judging),
    /// or the solver is better at the level that decides (it bent a required constraint within
    /// its tolerance). `levels` are the exact optima down to the deciding level, as evidence for
    /// a reproducer.
    private func exactVerdict(_ refs: [RefConstraint], achieved: [Double], at x: [Double])
        -> (confirmed: Bool, levels: [(priority: Double, optimum: Double, tolerance: Double)])? {
        guard let exact = ExactLexicographicLP.solve(refs, variableCount: variableCount),
              let optimum = exact.optimum, let exactPoint = exact.point else { return nil }
        let point = exactPoint.map(\.doubleValue)
        guard inRange(point) else { return nil }
        let soft = refs.filter { $0.priority < 1000 }
        var levels: [(priority: Double, optimum: Double, tolerance: Double)] = []
        for (i, p) in exact.priorities.enumerated() {
            let best = optimum[i].doubleValue
            let tolerance = Self.levelTolerance(soft, priority: p, objective: best, at: x, and: point)
            levels.append((p, best, tolerance))
            if achieved[i] > best + tolerance { return (true, levels) }
            if achieved[i] < best - tolerance { return nil }
        }
        return (false, levels)
    }

    /// Whether an acceptance the reference in doubles calls false holds in exact arithmetic:
    /// the `required` constraints, the accepted one among them, hold together within the bands
    /// of ``exactlyFeasible(_:near:)`` at the solver's answer (then counted as settled, not
    /// reported). The reference's tolerances are absolute next to terms of 1e10: batched fuzz
    /// seed 5647's three equalities, two of them 33 times the third plus a little, written in
    /// decimals, hold exactly at x0 = 73,343 and x2 = 6.6e6, where the solver is, and the
    /// reference called them infeasible; seed 8038's the same at 4e6.
    /// Only an answer within range is a guide to the bands: one beyond it reaches here because it
    /// breaks a required constraint (`witnessedBeyondRange`), and its terms would widen the
    /// bands past any contradiction.
    private func acceptanceSettled(_ required: [RefConstraint]) -> Bool {
        guard settlesVerdictsExactly else { return false }
        solver.updateVariables()
        var x = variables.map { solver.value(of: $0) }
        distort?(&x)
        guard inRange(x), exactlyFeasible(required, near: x) == true else { return false }
        exactlySettled += 1
        return true
    }

    /// Whether the `required` constraints contradict each other in exact arithmetic
    /// (``exactlyFeasible(_:near:)`` says they cannot hold; no verdict is no contradiction).
    private func contradictsExactly(_ required: [RefConstraint], near point: [Double]?) -> Bool {
        exactlyFeasible(required, near: point) == false
    }

    /// Whether the `required` constraints can hold together in exact arithmetic, over the very
    /// doubles they hold, within the rounding those doubles were written with (nil: the exact LP
    /// gives no verdict). False: they cannot hold together even when each may be off by
    /// ``writtenRounding`` of the size of its terms at `point` (for a refusal, the solver's
    /// values at the last check when no call came since, the sizes of the layout at hand; else
    /// the reference's point, which a free direction can put far out, and its bands with it;
    /// else the origin; for an acceptance, the solver's answer), with every value within
    /// `magnitudeLimit`, as everywhere in these checks. The reference in doubles calls residuals
    /// up to 1e-9 of the magnitudes combined rounding, which a fractional combination written in
    /// doubles is (a few ulps); but a change of constant of 0.001 under a redundant equality, a
    /// real contradiction of 6e-10 of its terms, is one too (seed 10 of the mix with changes of
    /// constant: the solver refused it, as its own threshold, 1e-11, has it). A contradiction
    /// beyond `writtenRounding` is not rounding, so the refusal stands; an equality that is
    /// redundant up to its written rounding fits within the bands, and its refusal is still
    /// reported.
    func exactlyFeasible(_ required: [RefConstraint], near point: [Double]?) -> Bool? {
        let at = point ?? [Double](repeating: 0, count: variableCount)
        var banded: [RefConstraint] = []
        for c in required {
            let band = Self.writtenRounding * Self.termSize(c, at: at)
            var loose = c
            if c.relation >= 0 { loose.constant = c.constant + band; loose.relation = 1; banded.append(loose) }
            if c.relation <= 0 { loose.constant = c.constant - band; loose.relation = -1; banded.append(loose) }
        }
        // Within the range the checks judge: a point beyond it is no verdict (seed 4869 of the
        // mix with changes of constant holds exactly only at 4.6e11).
        for j in 0..<variableCount where required.contains(where: { $0.coefficients[j] != 0 }) {
            var bound = [Double](repeating: 0, count: variableCount)
            bound[j] = 1
            banded.append(RefConstraint(coefficients: bound, constant: -Self.magnitudeLimit, relation: -1, priority: 1000, weight: 1))
            bound[j] = -1
            banded.append(RefConstraint(coefficients: bound, constant: -Self.magnitudeLimit, relation: -1, priority: 1000, weight: 1))
        }
        guard let exact = ExactLexicographicLP.solve(banded, variableCount: variableCount) else { return nil }
        return exact.isFeasible
    }

    /// How far off, as a fraction of the size of its terms, a required constraint may be in
    /// `contradictsExactly`: a thousand times the rounding of the doubles it is written with, a
    /// tenth of the solver's documented redundancy threshold.
    static let writtenRounding = 1e-12

    /// How far the solver's objective at level `priority` may be from `objective` (the
    /// reference's) before it counts: 1e-5 of it, plus 1e-6 of the size of the terms the level
    /// is summed from at both points (the soft constraints' `termSize` times their weights).
    static func levelTolerance(_ soft: [RefConstraint], priority: Double, objective: Double,
                               at x: [Double], and point: [Double]) -> Double {
        let size = soft.filter { $0.priority == priority }.reduce(0.0) { sum, c in
            sum + c.weight * (Self.termSize(c, at: x) + Self.termSize(c, at: point))
        }
        return 1e-5 * (1 + abs(objective)) + 1e-6 * size
    }

    /// `|constant| + Σ|aᵢxᵢ|`: the size of the numbers a constraint's value is summed from.
    static func termSize(_ c: RefConstraint, at x: [Double]) -> Double {
        zip(c.coefficients, x).reduce(abs(c.constant)) { $0 + abs($1.0 * $1.1) }
    }

    /// How far a required constraint may be off at `x`: 1e-6 of the size of its terms (+1),
    /// plus 1e-8 of its coefficients times the largest value, since the tableau mixes every
    /// value into every row and drops cells below 1e-8 (as kiwi does): a wrong answer is off by
    /// far more, rounding far less.
    static func requiredTolerance(_ c: RefConstraint, at x: [Double]) -> Double {
        let largest = x.reduce(0) { max($0, abs($1)) }
        return 1e-6 * (1 + Self.termSize(c, at: x)) + 1e-8 * largest * c.coefficients.reduce(0) { $0 + abs($1) }
    }

    /// Values beyond this are out of what a check in doubles can judge: a tableau holding
    /// 1e8 next to 1 has lost the digits the tolerances above rely on. Such states are
    /// skipped (counted as abstentions), as are required adds that would get there.
    static let magnitudeLimit = 1e7

    private func inRange(_ x: [Double]) -> Bool { x.allSatisfy { abs($0) <= Self.magnitudeLimit } }

    /// Whether the solver, having accepted a required add or change of constant, shows a point
    /// beyond `magnitudeLimit` where every `required` constraint (as the call left them) holds.
    /// A system whose only solutions lie that far out is one the reference, working in doubles,
    /// calls infeasible:
    /// fuzz seed 8835's eight constraints are satisfiable in exact arithmetic (a rational simplex
    /// over the same doubles) but not within |x| <= 1e9, and the solver's point, with x2 at
    /// -7.37e10, is the exact one to five digits. A point beyond the range is not judged (as in
    /// `checkAgainstReference`), so this gives no verdict; a point in range, or one that breaks
    /// a required constraint, leaves the acceptance reported.
    private func witnessedBeyondRange(_ required: [RefConstraint]) -> Bool {
        solver.updateVariables()
        var x = variables.map { solver.value(of: $0) }
        distort?(&x)
        guard !inRange(x) else { return false }
        return required.allSatisfy { r in r.violation(at: x) <= Self.requiredTolerance(r, at: x) }
    }
}

extension OperationRunner {
    /// Runs `steps` of `fuzzCase` on a fresh runner; the runner (for its record) and the first
    /// failure.
    static func replay(_ fuzzCase: FuzzCase, steps: [FuzzStep], only: FailureKind.Category? = nil,
                       tamper: ((inout LexicographicLP.Answer) -> Void)? = nil,
                       distort: ((inout [Double]) -> Void)? = nil,
                       settlingExactly: Bool = true) -> (OperationRunner, FuzzFailure?) {
        let runner = OperationRunner(variableCount: fuzzCase.variableCount, specs: fuzzCase.specs)
        runner.only = only
        runner.tamper = tamper
        runner.distort = distort
        runner.settlesVerdictsExactly = settlingExactly
        for step in steps {
            if let f = runner.execute(step) { return (runner, f) }
        }
        return (runner, nil)
    }
}
