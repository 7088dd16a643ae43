import Testing
@testable import Cassowary

/// `Solver.changeConstant(of:to:)` against the independent dense LP in `ReferenceLP.swift`:
/// random systems whose constants change one at a time (some changes make the required
/// constraints infeasible), interleaved with removals, re-adds and suggestions.
@Suite("Changing constants in place")
struct ChangeConstantTests {
    /// After every change: the solver accepts exactly the changes the reference finds feasible;
    /// an accepted one holds its required constraints at the reference's optimum and reports the
    /// new constant; a refused one leaves every value bit-identical, keeps the old constant and
    /// names an irreducible set of required constraints it contradicts.
    @Test(arguments: Array(UInt64(1)...800))
    func changesMatchTheReference(seed: UInt64) throws {
        let system = RandomSystem(seed: seed)
        var rng = SeededGenerator(seed: seed &* 0x9E37_79B9)
        let solver = Solver()
        var present: [Int] = []
        var current = system.reference
        for i in system.constraints.indices where (try? solver.addConstraint(system.constraints[i])) != nil {
            present.append(i)
        }
        guard !present.isEmpty else { return }
        var log: [String] = []
        func fail(_ message: String) {
            let operations = log.joined(separator: "\n  ")
            Issue.record("seed \(seed): \(message)\noperations:\n  \(operations)")
        }
        for _ in 0..<10 {
            guard let i = present.randomElement(using: &rng) else { break }
            let c = system.constraints[i]
            let step = Double(Int.random(in: -12...12, using: &rng))
            let value = Bool.random(using: &rng) ? step : step / 3
            log.append("change #\(i) (\(c)) constant \(current[i].constant) -> \(value)")
            var trial = current
            trial[i].constant = value
            let feasible = ReferenceSolver.optimum(present.map { trial[$0] }, variableCount: system.variables.count) != nil
            let before = system.values(solver)
            do {
                try solver.changeConstant(of: c, to: value)
                guard feasible else { return fail("accepted a change the reference finds infeasible") }
                current = trial
            } catch {
                guard case .unsatisfiableConstraint(let refused, let conflicting) = error else {
                    return fail("unexpected error \(error)")
                }
                guard !feasible else { return fail("refused a change the reference finds feasible") }
                #expect(refused === c)
                #expect(system.values(solver).map(\.bitPattern) == before.map(\.bitPattern),
                        "seed \(seed): a refused change moved values")
                #expect(solver.constant(of: c) == current[i].constant)
                checkIrreducible(conflicting, changed: trial[i], system: system, current: current, fail: fail)
                continue
            }
            #expect(solver.constant(of: c) == value)
            let x = system.values(solver)
            let held = present.map { current[$0] }
            guard requiredHold(held, at: x) else { return fail("a required constraint is violated at \(x)") }
            let optimum = try #require(ReferenceSolver.optimum(held, variableCount: system.variables.count))
            let achieved = ReferenceSolver.objective(held, at: x)
            guard objectivesAgree(achieved, optimum) else { return fail("objective \(achieved), reference \(optimum)") }
            // Now and then, something else between changes: a removal and re-add (which must
            // keep the changed constant), or an edit.
            if Int.random(in: 0..<4, using: &rng) == 0, let j = present.randomElement(using: &rng), j != i {
                try solver.removeConstraint(system.constraints[j])
                log.append("remove #\(j)")
                present.removeAll { $0 == j }
            }
        }
    }

    /// Changes and suggestions interleaved: the edit variable's suggested value is a soft
    /// equality for the reference, at the edit's strength.
    @Test(arguments: Array(UInt64(1)...200))
    func changesAndSuggestionsInterleaved(seed: UInt64) throws {
        let system = RandomSystem(seed: seed)
        var rng = SeededGenerator(seed: seed &+ 77)
        let solver = Solver()
        let n = system.variables.count
        let edited = system.variables[0]
        try solver.addEditVariable(edited, strength: Strength(priority: 900))
        var edit = RefConstraint(coefficients: [1] + Array(repeating: 0, count: n - 1), constant: 0, relation: 0,
                                 priority: 900, weight: 1)
        var present: [Int] = []
        var current = system.reference
        for i in system.constraints.indices where (try? solver.addConstraint(system.constraints[i])) != nil {
            present.append(i)
        }
        for step in 0..<12 {
            if step % 2 == 0 {
                let value = Double(Int.random(in: -15...15, using: &rng))
                try solver.suggestValue(edited, value)
                edit.constant = -value
            } else if let i = present.randomElement(using: &rng) {
                let value = Double(Int.random(in: -12...12, using: &rng)) / 2
                var trial = current
                trial[i].constant = value
                let feasible = ReferenceSolver.optimum(present.map { trial[$0] } + [edit], variableCount: n) != nil
                do {
                    try solver.changeConstant(of: system.constraints[i], to: value)
                    #expect(feasible, "seed \(seed) step \(step): accepted an infeasible change")
                    current = trial
                } catch {
                    #expect(!feasible, "seed \(seed) step \(step): refused a feasible change (\(error))")
                }
            }
            let held = present.map { current[$0] } + [edit]
            let x = system.values(solver)
            #expect(requiredHold(held, at: x), "seed \(seed) step \(step): a required constraint is violated")
            let optimum = try #require(ReferenceSolver.optimum(held, variableCount: n))
            #expect(objectivesAgree(ReferenceSolver.objective(held, at: x), optimum),
                    "seed \(seed) step \(step): objective off the reference's optimum")
        }
    }

    /// The refusal's explanation: with the changed constraint the set is infeasible, and
    /// without any one of its members it is feasible (by the reference, not the solver).
    private func checkIrreducible(_ conflicting: [Constraint], changed: RefConstraint, system: RandomSystem,
                                  current: [RefConstraint], fail: (String) -> Void) {
        let indices = conflicting.compactMap { c in system.constraints.firstIndex { $0 === c } }
        guard indices.count == conflicting.count else { return fail("the explanation names unknown constraints") }
        let set = indices.map { current[$0] }
        let n = system.variables.count
        guard ReferenceSolver.optimum(set + [changed], variableCount: n) == nil else {
            return fail("the explanation \(indices) does not conflict with the change")
        }
        for k in set.indices {
            var smaller = set
            smaller.remove(at: k)
            guard ReferenceSolver.optimum(smaller + [changed], variableCount: n) != nil else {
                return fail("the explanation \(indices) is not irreducible (drop #\(indices[k]))")
            }
        }
    }

    @Test func anEqualityMovesInPlaceAndItsRowsFollow() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        let pin = x == 10
        try solver.addConstraints([pin, y == x + 5, z >= y * 2, (z == 0) | .weak])
        try solver.changeConstant(of: pin, to: -4)          // x - 4 == 0
        solver.updateVariables()
        #expect(solver.value(of: x) == 4 && solver.value(of: y) == 9 && solver.value(of: z) == 18)
        #expect(solver.constant(of: pin) == -4)
        #expect(pin.expression.constant == -10)             // the object itself does not change
        // Removed and added again, the object enters with its own constant.
        try solver.removeConstraint(pin)
        #expect(solver.constant(of: pin) == nil)
        try solver.addConstraint(pin)
        solver.updateVariables()
        #expect(solver.value(of: x) == 10)
    }

    @Test func aContradictingChangeIsRefusedWithItsConflictAndChangesNothing() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let low = x >= 0, gap = y == x + 3, cap = y <= 20
        try solver.addConstraints([low, gap, cap, (x == 5) | .medium])
        #expect(throws: SolverError.self) { try solver.changeConstant(of: cap, to: -2) } // y <= 2
        do {
            try solver.changeConstant(of: cap, to: -2)
        } catch {
            guard case .unsatisfiableConstraint(let c, let conflicting) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(c === cap)
            #expect(conflicting.map(ObjectIdentifier.init) == [low, gap].map(ObjectIdentifier.init))
        }
        solver.updateVariables()
        #expect(solver.value(of: x) == 5 && solver.value(of: y) == 8)
        #expect(solver.constant(of: cap) == -20)
        #expect(throws: SolverError.self) { try solver.changeConstant(of: x == 1, to: 2) }   // unknown
        #expect(throws: SolverError.self) { try solver.changeConstant(of: cap, to: .nan) }
    }
}
