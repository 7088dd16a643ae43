// Fuzz seed 447 at 100 times the `make test` budget (CASSOWARY_FUZZ_SEEDS=1...10000), minimised by
// the harness (8 of 148 steps): a required constraint broken. `-0.001 x0 <= 0` (k[43], x0 >= 0)
// ended 1.5e-5 off, x0 at -0.015, where k[51] (coefficients near 1.1e9) bounds it. The edit of
// x0 at priority 501 drives it down; in the ratio test, k[43]'s slack row had the cell 1.5e-6 in
// a column whose largest was 2,000, below `Tolerance.pivot` of it, and was passed over as noise
// although it was the only cell of its row. Fixed (2026-12-02): a cell below the floor still
// limits the move when it is its own row's largest.
import Cassowary
import Testing

@Test func smallConstraintLimitsTheMoveSeed447() throws {
    let x = (0..<5).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[10] = c([(1.3333333333333333, 3), (2, 3), (666.6666666666666, 0), (0.06666666666666667, 0), (4, 3), (6, 3)], -172.35333333333332, .lessOrEqual, .required)
    k[12] = c([(-11111866.666666664, 0), (-16667.8, 2)], -166677.99999999997, .equal, .required)
    k[43] = c([(-0.001, 0)], 0, .lessOrEqual, .required)
    k[45] = c([(3, 3), (-0.5, 3)], 16, .equal, .required)
    k[51] = c([(1, 0), (-2, 3), (2000, 2), (-66666.66666666666, 0), (-100, 2), (-1111186666.6666665, 0), (-1666780, 2), (1.4, 3), (2.0999999999999996, 3)], -16668974.652999997, .lessOrEqual, .required)
    k[52] = c([(31104.444444444438, 0), (46.65666666666667, 2), (0.8333333333333334, 3), (250, 4)], 4971.900000000001, .equal, .required)
    let solver = Solver()
    try solver.addConstraint(k[10]!)
    solver.updateVariables()
    try solver.addConstraint(k[12]!)
    solver.updateVariables()
    try solver.addConstraint(k[43]!)
    solver.updateVariables()
    try solver.addConstraint(k[45]!)
    solver.updateVariables()
    try solver.addConstraint(k[51]!)
    solver.updateVariables()
    try solver.addEditVariable(x[0], strength: Strength(priority: 501, weight: 1))
    solver.updateVariables()
    try solver.suggestValue(x[0], -1004)
    try solver.addConstraint(k[52]!)
    solver.updateVariables()
    func value(_ constraint: Constraint) -> Double {
        let constant = solver.constant(of: constraint) ?? constraint.expression.constant
        return constraint.expression.terms.reduce(constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }
    #expect(value(k[43]!) <= 1.0001951382011037e-06)
}
