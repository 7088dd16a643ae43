// Phase one's leftover (0.0019) was judged against the largest value in the tableau, an optional
// row 1.7e10 away from its target, and a contradiction was accepted. It is now judged against
// the magnitudes it was computed from.
// Solver defect (false acceptance), operation fuzz seed 320: CASSOWARY_FUZZ_SEEDS=320 swift test
// --filter randomOperationSequencesMatchTheReference (main at 6a3723e with refcheck's reference fix cherry-picked as 5ad17b2), minimised by the harness.
// Checked with scipy 1.17's HiGHS (linprog, method='highs') on the final state below, the same
// lexicographic LP (free variables, required constraints hard, each priority level minimised and then held
// at its optimum + 1e-12 relative while the next is minimised):
//   the required constraints with the accepted one are infeasible: least total violation 0.0179
//   (rows scaled to a largest coefficient of 1); the reference finds them infeasible too.
// The solver is the one that is wrong: it accepts a required constraint that contradicts the others.
// Operation fuzz, seed 320: false acceptance.
// step 5, solver.addConstraint(k[36]!): accepted a required constraint that the reference finds unsatisfiable
// Minimised from 112 to 6 steps.
import Cassowary
import Testing

@Test func aLeftoverIsNotHiddenByTheLargestValue() throws {
    let x = (0..<4).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[4] = c([(0.7, 3), (1, 0)], -34, .equal, .required)
    k[8] = c([(0.6666666666666666, 1), (100, 0), (-1, 0), (-10, 1)], 45.29, .lessOrEqual, .required)
    k[22] = c([(1.4, 0), (-700, 1), (0.002, 0), (-1, 1), (-0.004666666666666666, 3), (-0.006666666666666666, 0), (-0.004666666666666666, 3), (-0.006666666666666666, 0), (0.002, 0), (-1, 1)], -11.480666666666664, .equal, .required)
    k[32] = c([(2, 0), (-1, 0), (1000, 2)], 0, .lessOrEqual, Strength(priority: 1, weight: 0.592))
    k[35] = c([(-0.001, 2), (1, 1)], 17000, .lessOrEqual, .required)
    k[36] = c([(-0.1, 1), (-0.003333333333333333, 1)], 0, .equal, .required)
    let solver = Solver()
    try solver.addConstraint(k[22]!)
    try solver.addConstraint(k[8]!)
    solver.updateVariables()
    try solver.addConstraint(k[4]!)
    solver.updateVariables()
    try solver.addConstraint(k[32]!)
    solver.updateVariables()
    try solver.addConstraint(k[35]!)
    solver.updateVariables()
    do {
        try solver.addConstraint(k[36]!)
        Issue.record("accepted a required constraint that contradicts the required constraints present")
    } catch {
        if case .unsatisfiableConstraint = error {} else { Issue.record("\(error)") }
    }
}
