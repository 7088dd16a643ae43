import Testing
@testable import Cassowary

/// Random small systems checked against the independent dense LP in `ReferenceLP.swift`.
@Suite("Solver properties against a reference LP")
struct PropertyTests {
    static let seeds: [UInt64] = Array(1...1500)

    /// Adding constraints one at a time: the solver accepts exactly the required constraints the
    /// reference finds feasible, a refused add leaves every value bit-identical, required
    /// constraints hold, and the lexicographic objective equals the reference optimum.
    @Test(arguments: seeds)
    func incrementalAddsMatchTheReference(seed: UInt64) throws {
        let system = RandomSystem(seed: seed)
        let solver = Solver()
        var accepted: [RefConstraint] = []
        var acceptedConstraints: [Constraint] = []
        for (c, ref) in zip(system.constraints, system.reference) {
            let before = system.values(solver)
            let feasible = ReferenceSolver.optimum(accepted + [ref], variableCount: system.variables.count) != nil
            do {
                try solver.addConstraint(c)
                #expect(feasible, "seed \(seed): solver accepted \(c), the reference finds it infeasible")
                accepted.append(ref)
                acceptedConstraints.append(c)
            } catch {
                guard case .unsatisfiableConstraint = error else {
                    Issue.record("seed \(seed): unexpected error \(error)")
                    continue
                }
                #expect(!feasible, "seed \(seed): solver refused \(c), the reference finds it feasible")
                #expect(system.values(solver) == before, "seed \(seed): a refused add changed the solution")
                #expect(!solver.hasConstraint(c))
            }
        }
        let x = system.values(solver)
        #expect(requiredHold(accepted, at: x), "seed \(seed): a required constraint is violated at \(x)")
        let optimum = try #require(ReferenceSolver.optimum(accepted, variableCount: system.variables.count))
        let achieved = ReferenceSolver.objective(accepted, at: x)
        #expect(objectivesAgree(achieved, optimum), "seed \(seed): objective \(achieved), reference \(optimum)")
        // Refused adds left no trace: a solver that never saw them is bit-identical.
        let clean = Solver()
        for c in acceptedConstraints { try clean.addConstraint(c) }
        #expect(system.values(clean).map(\.bitPattern) == x.map(\.bitPattern), "seed \(seed): refused adds left a trace")
    }

    /// Any add/remove sequence ends where building the final system from scratch ends.
    @Test(arguments: seeds.prefix(1000))
    func removalsEndWhereAFreshBuildEnds(seed: UInt64) throws {
        let system = RandomSystem(seed: seed)
        var rng = SeededGenerator(seed: seed ^ 0xABCDEF)
        let solver = Solver()
        var present: [Int] = []
        for i in system.constraints.indices where (try? solver.addConstraint(system.constraints[i])) != nil {
            present.append(i)
        }
        // Remove a random half, re-add a few of those, remove some more.
        present.shuffle(using: &rng)
        let removed = Array(present.prefix(present.count / 2))
        for i in removed { try solver.removeConstraint(system.constraints[i]) }
        present.removeFirst(removed.count)
        for i in removed.prefix(2) where (try? solver.addConstraint(system.constraints[i])) != nil {
            present.append(i)
        }
        if let last = present.last, rng.next() % 2 == 0 {
            try solver.removeConstraint(system.constraints[last])
            present.removeLast()
        }
        let remaining = present.map { system.reference[$0] }
        let fresh = Solver()
        for i in present { try fresh.addConstraint(system.constraints[i].withStrength(system.constraints[i].strength)) }
        let x = system.values(solver)
        let y = system.values(fresh)
        let optimum = try #require(ReferenceSolver.optimum(remaining, variableCount: system.variables.count))
        #expect(requiredHold(remaining, at: x), "seed \(seed)")
        #expect(objectivesAgree(ReferenceSolver.objective(remaining, at: x), optimum), "seed \(seed): incremental")
        #expect(objectivesAgree(ReferenceSolver.objective(remaining, at: y), optimum), "seed \(seed): fresh")
        for i in removed where !present.contains(i) { #expect(!solver.hasConstraint(system.constraints[i])) }
    }

    /// A sequence of suggestions ends where re-solving with the edit as a constraint ends.
    @Test(arguments: seeds.prefix(1000))
    func suggestionsEndWhereAnEditConstraintEnds(seed: UInt64) throws {
        let system = RandomSystem(seed: seed)
        var rng = SeededGenerator(seed: seed ^ 0x5EED)
        let solver = Solver()
        var accepted: [RefConstraint] = []
        for (c, ref) in zip(system.constraints, system.reference) where (try? solver.addConstraint(c)) != nil {
            accepted.append(ref)
        }
        let index = Int.random(in: 0..<system.variables.count, using: &rng)
        let edited = system.variables[index]
        let priority = [750.0, 500, 900].randomElement(using: &rng)!
        try solver.addEditVariable(edited, strength: Strength(priority: priority))
        for _ in 0..<6 {
            let value = Double(Int.random(in: -40...40, using: &rng))
            try solver.suggestValue(edited, value)
            var edit = RefConstraint(coefficients: [Double](repeating: 0, count: system.variables.count),
                                     constant: -value, relation: 0, priority: priority, weight: 1)
            edit.coefficients[index] = 1
            let all = accepted + [edit]
            let x = system.values(solver)
            let optimum = try #require(ReferenceSolver.optimum(all, variableCount: system.variables.count))
            #expect(requiredHold(accepted, at: x), "seed \(seed)")
            #expect(objectivesAgree(ReferenceSolver.objective(all, at: x), optimum),
                    "seed \(seed): after suggesting \(value), objective \(ReferenceSolver.objective(all, at: x)) vs \(optimum)")
        }
        try solver.removeEditVariable(edited)
        let x = system.values(solver)
        let optimum = try #require(ReferenceSolver.optimum(accepted, variableCount: system.variables.count))
        #expect(objectivesAgree(ReferenceSolver.objective(accepted, at: x), optimum), "seed \(seed): after removing the edit")
    }

    /// The same calls give bit-identical values, run after run.
    @Test(arguments: seeds.prefix(200))
    func sameCallsGiveBitIdenticalValues(seed: UInt64) {
        func run() -> [Double] {
            let system = RandomSystem(seed: seed)
            let solver = Solver()
            for c in system.constraints { try? solver.addConstraint(c) }
            if let first = system.constraints.first { try? solver.removeConstraint(first) }
            return system.values(solver)
        }
        let a = run(), b = run()
        #expect(a.map(\.bitPattern) == b.map(\.bitPattern), "seed \(seed)")
    }
}
