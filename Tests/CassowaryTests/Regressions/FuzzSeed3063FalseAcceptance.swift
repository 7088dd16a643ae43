// Operation fuzz, seed 3063 (the 100x run of 2026-11-25, seeds 1-10000), minimised by the
// harness: the plainest false acceptance it found. k[7] says 3 x7 >= 61.97 and k[57] says
// 700 x7 <= 0, and the solver accepted k[57] (values are small; a fresh solver with the same
// constraints refuses it). Every constraint's identity held in the tableau before the add; the
// add's phase one pivoted on -0.00066 in the row of k[57] (next to 233: the amplified rounding
// of a coefficient that is zero, since x7 depends on neither symbol), moved a slack by 2.2e7
// and reached a minimum of -1.8e-12, and the rows stopped describing k[7]. Fixed: a phase one
// with such an ill-conditioned pivot (`Tolerance.illConditionedPivot`) does not accept on its
// own; the add is refused provisionally and re-decided on a fresh tableau and in extended
// precision, as any refusal, which refuses it here with its conflict.
import Cassowary
import Testing

@Test func falseAcceptanceSeed3063IsRefused() throws {
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
        guard case SolverError.unsatisfiableConstraint(_, let conflicting) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(conflicting.contains { $0 === k[7]! })
    }
}
