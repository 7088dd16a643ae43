// Solver defect (required constraint violated), operation fuzz seed 4826: CASSOWARY_FUZZ_SEEDS=4826
// swift test --filter randomOperationSequencesMatchTheReference, found while the objective was
// made to be recomputed on tableaus that amplify rounding; minimised by the harness from 98 to 26
// steps. step 25, solver.removeConstraint(k[24]!): required constraints ["k[22]", "k[29]",
// "k[32]"] violated (by 188, 136 and 397).
// k[22], k[25], k[29] and k[32] are nearly parallel required equalities (each a sum of the same
// differences with multipliers such as 2/3 and 0.1). The removal's pivots grew a cell to 3.5e10 of
// its row; the answer broke required constraints and the tableau was rebuilt from the
// constraints, required ones first, as always: that fresh tableau grew a cell to 5.8e8 and broke
// them too. Built in the order the constraints were added, it holds them (to 3e-8).
// Fixed (2026-11-26): a rebuild whose answer still breaks a required constraint is tried again in
// the order the constraints were added (`SolverCore.repairIfDrifted`).
import Cassowary
import Testing

@Test func requiredViolatedSeed4826RebuiltInTheOrderAdded() throws {
    let x = (0..<30).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[1] = c([(-3, 3)], 70.73, .equal, Strength(priority: 501, weight: 1))
    k[8] = c([(1, 28), (-1, 24)], -7, .equal, .required)
    k[15] = c([(1, 26), (-1, 9)], 7, .equal, .required)
    k[17] = c([(-1, 1), (0.5, 1)], 0, .equal, Strength(priority: 501, weight: 0.5))
    k[18] = c([(-3, 3), (3, 3), (1, 3)], 57.51, .greaterOrEqual, .required)
    k[19] = c([(-3, 2), (1, 1)], 86.95, .equal, Strength(priority: 225, weight: 1))
    k[22] = c([(1.5, 28), (-1.5, 24), (2, 19), (-2, 23), (-0.1, 6), (0.1, 14), (0.1, 20), (-0.1, 9)], 3.5, .equal, .required)
    k[24] = c([(0.006666666666666666, 1)], -0.2, .greaterOrEqual, .required)
    k[25] = c([(0.6666666666666666, 19), (-0.6666666666666666, 23), (2, 6), (-2, 14), (3, 28), (-3, 24), (4, 19), (-4, 23), (-0.2, 6), (0.2, 14), (0.2, 20), (-0.2, 9), (10, 26), (-10, 9)], 67.66666666666667, .greaterOrEqual, .required)
    k[26] = c([(-0.0006666666666666666, 1), (-0.4666666666666666, 19), (0.4666666666666666, 23), (-1.4, 6), (1.4, 14), (-2.0999999999999996, 28), (2.0999999999999996, 24), (-2.8, 19), (2.8, 23), (0.13999999999999999, 6), (-0.13999999999999999, 14), (-0.13999999999999999, 20), (0.13999999999999999, 9), (-7, 26), (7, 9), (0.30000000000000004, 3), (-0.30000000000000004, 3), (-0.1, 3)], -53.09766666666666, .lessOrEqual, .required)
    k[27] = c([(-3, 1), (-1, 2), (0.001, 9), (-10, 0)], -0.009000000000000001, .greaterOrEqual, .required)
    k[29] = c([(-0.6666666666666666, 6), (0.6666666666666666, 14), (10, 26), (-10, 9), (-1, 28), (1, 24), (-1.3333333333333333, 19), (1.3333333333333333, 23), (0.06666666666666667, 6), (-0.06666666666666667, 14), (-0.06666666666666667, 20), (0.06666666666666667, 9)], 72.33333333333334, .equal, .required)
    k[30] = c([(1, 23), (0.01, 23)], -46.23, .equal, .required)
    k[31] = c([(-7, 0), (-0.4444444444444444, 2), (1, 3)], -40.78, .greaterOrEqual, .required)
    k[32] = c([(0.013333333333333332, 1), (-2.0999999999999996, 1), (-0.7, 2), (0.0007, 9), (-7, 0), (0.05, 3), (-50, 1), (-0.3333333333333333, 0), (-0.5, 19), (0.6666666666666666, 19), (-0.6666666666666666, 23), (2, 6), (-2, 14), (3, 28), (-3, 24), (4, 19), (-4, 23), (-0.2, 6), (0.2, 14), (0.2, 20), (-0.2, 9), (10, 26), (-10, 9)], 92.26036666666667, .greaterOrEqual, .required)
    k[34] = c([(-3, 26)], 11.2, .greaterOrEqual, .required)
    k[36] = c([(-0.5, 23), (-0.1, 2), (0.5, 3)], 0, .lessOrEqual, .required)
    k[38] = c([(-3, 1)], 43.87, .greaterOrEqual, Strength(priority: 225, weight: 1))
    k[39] = c([(0.001, 2), (-1000, 0)], -47.86, .lessOrEqual, Strength(priority: 500, weight: 3))
    let solver = Solver()
    try solver.addConstraint(k[17]!)
    solver.updateVariables()
    try solver.addConstraint(k[18]!)
    solver.updateVariables()
    try solver.addConstraint(k[19]!)
    solver.updateVariables()
    try solver.addConstraint(k[8]!)
    solver.updateVariables()
    try solver.addConstraint(k[22]!)
    solver.updateVariables()
    try solver.addConstraint(k[24]!)
    solver.updateVariables()
    try solver.addConstraint(k[25]!)
    solver.updateVariables()
    try solver.addConstraint(k[26]!)
    solver.updateVariables()
    try solver.addEditVariable(x[23], strength: Strength(priority: 501, weight: 1))
    solver.updateVariables()
    try solver.addConstraint(k[15]!)
    solver.updateVariables()
    try solver.addConstraint(k[1]!)
    solver.updateVariables()
    try solver.addConstraint(k[27]!)
    solver.updateVariables()
    try solver.addConstraint(k[29]!)
    solver.updateVariables()
    try solver.addConstraint(k[30]!)
    solver.updateVariables()
    try solver.addConstraint(k[31]!)
    solver.updateVariables()
    try solver.addConstraint(k[32]!)
    solver.updateVariables()
    try solver.addConstraint(k[34]!)
    solver.updateVariables()
    try solver.removeConstraint(k[8]!)
    try solver.removeConstraint(k[30]!)
    try solver.removeConstraint(k[15]!)
    try solver.addConstraint(k[36]!)
    solver.updateVariables()
    try solver.removeConstraint(k[26]!)
    solver.updateVariables()
    try solver.addConstraint(k[26]!)
    try solver.addConstraint(k[38]!)
    solver.updateVariables()
    try solver.addConstraint(k[39]!)
    try solver.removeConstraint(k[24]!)
    solver.updateVariables()
    func value(_ constraint: Constraint) -> Double {
        constraint.expression.terms.reduce(constraint.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }
    #expect(abs(value(k[22]!)) <= 18.21331275405639)
    #expect(abs(value(k[29]!)) <= 13.712266054842964)
    #expect(value(k[32]!) >= -42.78090761701805)
}
