// Solver defect (false acceptance), operation fuzz seed 3063: CASSOWARY_FUZZ_SEEDS=3063 swift test
// --filter randomOperationSequencesMatchTheReference, found by the 100x run of 2026-11-25 (seeds
// 1-10000 at 04c46b7), minimised by the harness. The plainest false acceptance yet: k[7] says
// 3 x7 >= 61.97 and k[57] says 700 x7 <= 0, and the solver accepts k[57]. Values are small (the
// tableau's value scale is 61.97); the extended-precision check (`PreciseFeasibility`) finds the
// pair and the whole component infeasible, but is never asked: the tableau's own phase one
// reaches a minimum of -1.8e-12 over the row `47032 - 700 a + 600 b - 1400 e1 + 1400 e2 + s`
// (two slacks, the error pair of k[48]), so the tableau rows no longer describe the constraints
// (the row of x7 through k[48]'s errors, after the optional k[8] with a -700 coefficient was
// removed). Not yet investigated further. The tableau accepts on its own (the refusal
// confirmation is not involved), and the lenient rebuild of that day is not the cause (switched
// off, it still accepts).
import Cassowary
import Testing

@Test func solverDefectFalseAcceptanceSeed3063() throws {
    withKnownIssue("open solver defect: a plain contradiction accepted after an optional constraint's removal") {
        let x = (0..<9).map { Variable("x\($0)") }
        func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
            Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
        }
        var k: [Int: Constraint] = [:]
        k[1] = c([(3, 5), (-0.001, 4), (-2, 8), (0.1, 7)], 45, .lessOrEqual, .required)
        k[4] = c([(-3, 2), (-0.5, 2)], -46, .greaterOrEqual, .required)
        k[5] = c([(-3, 2), (-0.5, 2), (-0.30000000000000004, 5), (0.0001, 4), (0.2, 8), (-0.010000000000000002, 7)], -50.5, .greaterOrEqual, .required)
        k[7] = c([(2, 7), (1, 7)], -61.97, .greaterOrEqual, .required)
        k[8] = c([(-1, 7), (0.5, 4), (-700, 4)], -43, .greaterOrEqual, Strength(priority: 813, weight: 3.308))
        k[12] = c([(1, 1), (-1, 8), (1, 2)], -28, .lessOrEqual, .required)
        k[14] = c([(-0.1, 1), (0.0001, 5), (-7, 1), (-0.03333333333333333, 4), (2, 4)], 0, .equal, .required)
        k[38] = c([(-1, 1), (2, 2)], 20.24, .equal, .required)
        k[45] = c([(2591.7768066666663, 4), (-34626.24951333332, 1), (0.4876922466666667, 5), (0.2, 2)], 2.024, .lessOrEqual, Strength(priority: 813, weight: 0.5))
        k[48] = c([(-0.5, 7), (-0.5, 8)], 10, .equal, Strength(priority: 2, weight: 2.676))
        k[57] = c([(700, 7)], 0, .lessOrEqual, .required)
        let solver = Solver()
        try solver.addConstraint(k[7]!)
        solver.updateVariables()
        try solver.addConstraint(k[8]!)
        solver.updateVariables()
        try solver.addConstraint(k[1]!)
        solver.updateVariables()
        try solver.addConstraint(k[12]!)
        solver.updateVariables()
        try solver.addConstraint(k[14]!)
        try solver.removeConstraint(k[8]!)
        solver.updateVariables()
        try solver.addConstraint(k[5]!)
        solver.updateVariables()
        try solver.addConstraint(k[4]!)
        try solver.addConstraint(k[38]!)
        solver.updateVariables()
        try solver.addConstraint(k[45]!)
        solver.updateVariables()
        try solver.addConstraint(k[48]!)
        solver.updateVariables()
        do {
            try solver.addConstraint(k[57]!)
            Issue.record("accepted a required constraint that contradicts the required constraints present")
        } catch {
            if case SolverError.unsatisfiableConstraint = error {} else { Issue.record("\(error)") }
        }
    }
}
