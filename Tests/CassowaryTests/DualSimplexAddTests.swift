import Testing
@testable import Cassowary

/// A required row that needs phase one, on a dense tableau, is added by the dual simplex
/// (`Tableau+DualAdd.swift`): the same answers as phase one's, in fewer row rewrites, and the
/// same refusals, which phase one still decides.
@Suite("Required rows added by the dual simplex")
struct DualSimplexAddTests {
    /// W5's shape (30 variables, 80 constraints, a priority each; ``ManyPriorityTests``), seed
    /// `seed`, built and churned (40 required constraints removed and added back) by a solver
    /// with the dual simplex on or off. Returns each pair's level totals and values, and the
    /// rows the churn rewrote (a tableau built afresh starts its count again: its count is added).
    private func churn(seed: UInt64, dual: Bool) -> (levels: [[Double: Double]], values: [[Double]], rows: Int) {
        let fuzzCase = ManyPriorityTests.fuzzCase(seed: seed, variableCount: 30, constraintCount: 80)
        let x = (0..<fuzzCase.variableCount).map { Variable("x\($0)") }
        let constraints = fuzzCase.specs.map { $0.constraint(x) }
        let reference = fuzzCase.specs.map { $0.reference(variableCount: fuzzCase.variableCount) }
        let solver = Solver()
        solver.addsByDualSimplex = dual
        var levels: [[Double: Double]] = []
        var answers: [[Double]] = []
        for c in constraints { try? solver.addConstraint(c) }
        var rows = 0
        func counting(_ call: () throws -> Void) {
            let before = solver.rowUpdates
            try? call()
            rows += solver.rowUpdates >= before ? solver.rowUpdates - before : solver.rowUpdates
        }
        let required = constraints.filter { $0.strength.isRequired && solver.hasConstraint($0) }
        for k in 0..<40 {
            let c = required[(k * 7919) % required.count]
            counting { try solver.removeConstraint(c) }
            counting { try solver.addConstraint(c) }
            solver.updateVariables()
            // Each priority's weighted violation of the optional constraints held, at the answer.
            let values = x.map { solver.value(of: $0) }
            var totals: [Double: Double] = [:]
            for i in constraints.indices where !constraints[i].strength.isRequired && solver.hasConstraint(constraints[i]) {
                totals[reference[i].priority, default: 0] += reference[i].weight * reference[i].violation(at: values)
            }
            levels.append(totals)
            answers.append(values)
        }
        return (levels, answers, rows)
    }

    /// Seeds 1 and 2 (74,200 rows rewritten against 134,130, and 58,382 against 80,911, on
    /// 2026-12-05). Seed 3's tableau amplifies rounding, where a dual add is kept only if it
    /// did not raise the growth (since 2026-12-06), so fewer of its rows go the dual way.
    @Test(arguments: [UInt64(1), 2])
    func reAddingRequiredConstraintsReachesPhaseOnesAnswersInFewerRowRewrites(seed: UInt64) {
        let dual = churn(seed: seed, dual: true), phaseOne = churn(seed: seed, dual: false)
        // The same levels within the rounding the operation fuzz allows a level
        // (`OperationRunner.levelTolerance`): seed 2's priority 887 is 3.2e-6 by phase one and
        // 7.2e-11 by the dual simplex, both its optimum 0 within rounding of terms near 100.
        let fuzzCase = ManyPriorityTests.fuzzCase(seed: seed, variableCount: 30, constraintCount: 80)
        let soft = fuzzCase.specs.map { $0.reference(variableCount: fuzzCase.variableCount) }.filter { $0.priority < 1000 }
        for (step, (a, b)) in zip(dual.levels, phaseOne.levels).enumerated() {
            for (priority, total) in b {
                let other = a[priority] ?? 0
                let tolerance = OperationRunner.levelTolerance(soft, priority: priority, objective: total,
                                                               at: dual.values[step], and: phaseOne.values[step])
                #expect(abs(other - total) <= tolerance,
                        "seed \(seed), pair \(step): priority \(priority) at \(other) by the dual simplex, \(total) by phase one")
            }
        }
        #expect(Double(dual.rows) < 0.8 * Double(phaseOne.rows),
                "seed \(seed): \(dual.rows) rows rewritten by the dual simplex, \(phaseOne.rows) by phase one")
    }

    /// A contradiction on a dense tableau (the negation of a required inequality the system
    /// holds, moved by 1): refused, naming the same conflict with the dual simplex on as off,
    /// since phase one decides every refusal.
    @Test(arguments: [UInt64(1), 2, 3])
    func aRefusalIsPhaseOnesWithItsExplanation(seed: UInt64) throws {
        let fuzzCase = ManyPriorityTests.fuzzCase(seed: seed, variableCount: 30, constraintCount: 80)
        var named: [[Int]] = []
        for dual in [true, false] {
            let x = (0..<fuzzCase.variableCount).map { Variable("x\($0)") }
            let constraints = fuzzCase.specs.map { $0.constraint(x) }
            let solver = Solver()
            solver.addsByDualSimplex = dual
            for c in constraints { try? solver.addConstraint(c) }
            let held = try #require(constraints.firstIndex { $0.strength.isRequired && $0.relation == .lessOrEqual
                && solver.hasConstraint($0) })
            // `e <= 0` held; `e >= 1` contradicts it.
            let e = constraints[held].expression
            let negation = Constraint(Expression(e.terms, constant: e.constant - 1), .greaterOrEqual)
            var conflicting: [Constraint] = []
            #expect {
                try solver.addConstraint(negation)
            } throws: { error in
                guard case SolverError.unsatisfiableConstraint(let refused, let found) = error else { return false }
                conflicting = found
                return refused === negation
            }
            #expect(!solver.hasConstraint(negation))
            named.append(conflicting.compactMap { c in constraints.firstIndex { $0 === c } }.sorted())
        }
        #expect(!named[0].isEmpty)
        #expect(named[0] == named[1], "seed \(seed): the dual simplex on names \(named[0]), off \(named[1])")
    }
}
