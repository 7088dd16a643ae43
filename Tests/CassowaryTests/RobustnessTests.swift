import Testing
@testable import Cassowary

/// The promises of "a solver you can trust": explanations that are exactly the conflict,
/// required equalities removed in place with edits intact, and calls that throw leaving no trace.
@Suite("Solver robustness")
struct RobustnessTests {
    /// On random systems, every refused required constraint comes with a set K of required
    /// constraints already present such that (K + refused) is infeasible and dropping any one
    /// member of K makes it feasible, both decided by the independent reference LP.
    @Test(arguments: Array(UInt64(1)...400))
    func explanationsAreIrreducible(seed: UInt64) throws {
        let system = RandomSystem(seed: seed)
        let solver = Solver()
        var present: [(Constraint, RefConstraint)] = []
        let n = system.variables.count
        func reference(_ c: Constraint) -> RefConstraint? { present.first { $0.0 === c }?.1 }
        for (c, ref) in zip(system.constraints, system.reference) {
            do {
                try solver.addConstraint(c)
                present.append((c, ref))
            } catch {
                guard case .unsatisfiableConstraint(let refused, let conflicting) = error else {
                    Issue.record("seed \(seed): unexpected \(error)")
                    continue
                }
                #expect(refused === c)
                let set = conflicting.compactMap(reference)
                try #require(set.count == conflicting.count, "seed \(seed): \(error) names a constraint that is not present")
                #expect(set.allSatisfy { $0.priority >= 1000 }, "seed \(seed): an optional constraint in \(error)")
                expectIrreducibleByReference(set, with: ref, variableCount: n,
                                             satisfiable: "seed \(seed): the reference finds \(error) satisfiable",
                                             notNeeded: { "seed \(seed): \(conflicting[$0]) is not needed in \(error)" })
            }
        }
    }

    /// A contradiction through a chain of equalities names exactly the chain, in add order,
    /// whether or not the solver was tracking equalities yet.
    @Test(arguments: [false, true])
    func aChainOfEqualitiesIsNamedExactly(tracking: Bool) throws {
        let solver = Solver()
        let x = (0..<6).map { Variable("x\($0)") }
        let unrelated = Variable("u")
        let links = (1..<6).map { x[$0] == x[$0 - 1] + 2 }
        try solver.addConstraint(unrelated >= 3)
        try solver.addConstraint(x[0] == 1)
        for link in links { try solver.addConstraint(link) }
        if tracking {
            let extra = unrelated == 7
            try solver.addConstraint(extra)
            try solver.removeConstraint(extra)  // switches to a tableau that tracks equalities
        }
        do {
            try solver.addConstraint(x[5] >= 20)
            Issue.record("no error")
        } catch {
            guard case .unsatisfiableConstraint(_, let conflicting) = error else { Issue.record("\(error)"); return }
            #expect(conflicting.map(\.description) == ["x0 + -1 == 0 | required"] + links.map(\.description))
            #expect(error.description.contains("in the order they were added"))
        }
    }

    /// Removing a required equality happens in place; edit variables keep their suggested
    /// values through the switch to tracking, and suggestions keep working after it (a rebuild
    /// once left a stale edit slot behind and the next suggestion crashed).
    @Test func requiredEqualitiesAreRemovedInPlaceAndEditsSurvive() throws {
        let solver = Solver()
        let width = Variable("width"), left = Variable("left"), right = Variable("right")
        let middle = Variable("middle")
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(width, 80)
        try solver.addConstraint(left == 0)
        try solver.addConstraint(right == left + width)
        let centred = middle == (left + right) / 2
        try solver.addConstraint(centred)
        try solver.addConstraint((middle == 10) | .weak)
        solver.updateVariables()
        #expect(solver[middle] == 40)
        try solver.removeConstraint(centred)
        solver.updateVariables()
        #expect(solver[middle] == 10)
        #expect(solver[right] == 80)
        try solver.suggestValue(width, 120)
        solver.updateVariables()
        #expect(solver[right] == 120)
        try solver.addConstraint(centred)
        solver.updateVariables()
        #expect(solver[middle] == 60)
        try solver.removeConstraint(centred)
        try solver.suggestValue(width, 30)
        solver.updateVariables()
        #expect(solver[middle] == 10)
        #expect(solver[right] == 30)
        #expect(solver.constraintCount == 4)
    }

    /// A call stopped by the pivot guard throws an internal error and is undone exactly: every
    /// value, the constraint count and every later answer are as if it never happened.
    @Test func aCallStoppedByThePivotGuardLeavesNoTrace() throws {
        let v = (0..<5).map { Variable("v\($0)") }
        func build() throws -> SolverCore {
            var core = SolverCore()
            try core.addEditVariable(v[0], strength: .strong)
            try core.suggestValue(v[0], 50)
            for i in 1..<5 {
                try core.addConstraint(v[i] >= v[i - 1] + 1)
                try core.addConstraint((v[i] == 0) | .weak)
            }
            core.updateVariables()
            return core
        }
        var core = try build()
        var twin = try build()
        func values(_ s: inout SolverCore) -> [UInt64] {
            s.updateVariables()
            return v.map { s.value(of: $0).bitPattern }
        }
        // An add that must pivot (medium beats weak): refused by a budget of 0, and undone.
        let pull = (v[4] == 100) | .medium
        let before = values(&core)
        core.pivotBudgetOverride = 0
        do { try core.addConstraint(pull); Issue.record("the guard did not stop the add") } catch {
            guard case .internalError = error else { Issue.record("\(error)"); return }
        }
        let afterRefusal = values(&core)
        #expect(afterRefusal == before)
        let counts = (core.constraintCount(), twin.constraintCount())
        #expect(counts.0 == counts.1)
        let has = core.hasConstraint(pull)
        #expect(!has)
        core.pivotBudgetOverride = nil
        try core.addConstraint(pull)
        try twin.addConstraint(pull)
        let (a, b) = (values(&core), values(&twin))
        #expect(a == b)
        // A suggestion that must pivot (v4 >= v0 + 4 pushes past the medium 100): with no pivots
        // allowed the incremental call fails, and the solver redoes it on a fresh tableau; that
        // one needs no pivot here, so the call succeeds with the twin's answer. Had it failed
        // too, it would have to leave no trace.
        let middle = values(&core)
        core.pivotBudgetOverride = 0
        do {
            try core.suggestValue(v[0], 120)
        } catch {
            guard case .internalError = error else { Issue.record("\(error)"); return }
            let afterSuggestion = values(&core)
            #expect(afterSuggestion == middle)
            core.pivotBudgetOverride = nil
            try core.suggestValue(v[0], 120)
        }
        core.pivotBudgetOverride = nil
        try twin.suggestValue(v[0], 120)
        let (c, d) = (values(&core), values(&twin))
        #expect(c == d)
        let last = core.value(of: v[4])
        #expect(last == 124)
    }

    /// A batch larger than the solver it enters (a screen's first layout) is not journaled
    /// through its final optimisation: the solver as it was before the batch is kept instead.
    /// When that optimisation is stopped, the batch is undone exactly all the same and added
    /// again one constraint at a time, each add with a pivot budget of its own: values, the
    /// constraint count and every later answer are those of a twin given the same constraints
    /// one at a time, which never saw the stopped optimisation.
    @Test func aLargeBatchStoppedInItsFinalOptimisationLeavesNoTrace() throws {
        let x = (0..<20).map { Variable("x\($0)") }
        let anchor = Variable("anchor")
        let anchored = anchor == 3
        // Rows from before the batch (the first variables' weak preferences) that its final
        // optimisation rewrites: they come back only if the call undoes what it never journaled.
        func build() throws -> SolverCore {
            var core = SolverCore()
            try core.addConstraint(anchored)
            for v in x.prefix(4) { try core.addConstraint((v == 0) | .weak) }
            return core
        }
        // Each pair enters without a pivot (its new error symbols are the rows' subjects), but
        // the medium preferences are then unmet: only the final optimisation pivots.
        var batch: [Constraint] = []
        for (i, v) in x.enumerated() {
            batch.append((v == anchor + Double(i)) | .weak)
            batch.append((v == anchor + Double(2 * i + 1)) | .medium)
        }
        var core = try build(), twin = try build()
        func values(_ s: inout SolverCore) -> [UInt64] {
            s.updateVariables()
            return (x + [anchor]).map { s.value(of: $0).bitPattern }
        }
        // A few pivots, then stopped: rows rewritten, none journaled. One at a time, each add
        // needs fewer.
        core.pivotBudgetOverride = 3
        twin.pivotBudgetOverride = 3
        let failures = try core.addConstraints(batch)
        #expect(failures.isEmpty, "\(failures.map(\.error))")
        #expect(core.batchesAddedOneByOne == 1)
        for c in batch { try twin.addConstraint(c) }
        core.pivotBudgetOverride = nil
        twin.pivotBudgetOverride = nil
        let (a, b) = (values(&core), values(&twin))
        #expect(a == b)
        #expect(core.constraintCount() == twin.constraintCount())
        #expect(x.enumerated().allSatisfy { core.value(of: $1) == 3 + Double(2 * $0 + 1) })
        // Every later answer too: the anchor moved.
        try core.removeConstraint(anchored)
        try twin.removeConstraint(anchored)
        #expect(values(&core) == values(&twin))
    }

    /// A call undone after pivots on a dense many-priority system (where the journal saves
    /// whole objective levels instead of one entry per coefficient) leaves no trace: values and
    /// every later answer are bit for bit those of a twin that never made the call.
    @Test func aDenseCallUndoneRestoresTheObjectiveExactly() throws {
        let x = (0..<24).map { Variable("x\($0)") }
        var rng = SeededGenerator(seed: 7)
        var constraints: [Constraint] = []
        for i in 0..<60 {
            var expression = Expression([], constant: Double(Int.random(in: -100...100, using: &rng)))
            for _ in 0..<Int.random(in: 2...4, using: &rng) {
                let c = Double(Int.random(in: 1...1000, using: &rng)) / 1000 * (Bool.random(using: &rng) ? 1 : -1)
                expression = expression + c * x[Int.random(in: 0..<24, using: &rng)]
            }
            let relation = [Relation.lessOrEqual, .equal, .greaterOrEqual].randomElement(using: &rng)!
            let strength = i % 3 == 0 ? Strength.required
                : Strength(priority: Double(Int.random(in: 1...999, using: &rng)), weight: 1)
            constraints.append(Constraint(expression, relation, strength: strength))
        }
        var core = SolverCore(), twin = SolverCore()
        var added: [Constraint] = []
        for c in constraints {
            do {
                try core.addConstraint(c)
                try twin.addConstraint(c)
                added.append(c)
            } catch {}
        }
        func values(_ s: inout SolverCore) -> [UInt64] {
            s.updateVariables()
            return x.map { s.value(of: $0).bitPattern }
        }
        var undone = 0
        for k in 0..<40 {
            let c = added[(k * 7919) % added.count]
            try core.removeConstraint(c)
            try twin.removeConstraint(c)
            let before = values(&core)
            core.pivotBudgetOverride = 2
            do {
                try core.addConstraint(c)
                try twin.addConstraint(c)
            } catch {
                guard case .internalError = error else { Issue.record("step \(k): \(error)"); return }
                undone += 1
                let after = values(&core)
                #expect(after == before, "step \(k): values moved")
                core.pivotBudgetOverride = nil
                try core.addConstraint(c)
                try twin.addConstraint(c)
            }
            core.pivotBudgetOverride = nil
            let (a, b) = (values(&core), values(&twin))
            #expect(a == b, "step \(k): the answer differs from the twin's")
        }
        #expect(undone >= 5, "only \(undone) adds ran out of pivots: the test no longer undoes dense calls")
    }
}
