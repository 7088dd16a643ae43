// Solver defect (required constraint violated), operation fuzz seed 168: CASSOWARY_FUZZ_SEEDS=168 swift test
// --filter randomOperationSequencesMatchTheReference (branch refcheck, commit 0cd8dbb), minimised by the harness.
// Checked with scipy 1.17's HiGHS (linprog, method='highs') on the final state below, the same
// lexicographic LP (free variables, required constraints hard, each priority level minimised and then held
// at its optimum + 1e-12 relative while the next is minimised):
//   the required constraints are feasible: least total violation 0.0e+00 (rows scaled to a largest
//   coefficient of 1); the reference finds them feasible too.
//   the solver's values: violates a required constraint by 0.000404 (relative 2.4e-06).
// The solver is the one that is wrong: its values break a required constraint beyond rounding.
// Operation fuzz, seed 168: required constraint violated.
// step 11, solver.addConstraint(k[21]!): required constraints violated: ["k[30]", "k[34]"] at [0.9450127302047662, 0.0, -0.8486908164341003, -6.3, 4.001890025460159, 0.0, 0.0, 0.6899810996837914, 0.0, 0.0, 0.0, -5.5699999999999985, 0.0, 0.0, -0.04001890025460286, 0.0, 0.0, 0.0, 0.0, 4.731890025460158, 0.0, 0.06593510857783258, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 21.425031630655134, 0.0, 0.0, 0.0]
// Minimised from 141 to 12 steps.
// Fixed (2026-11-25): the add's tableau had pivoted on an ill-conditioned cell, so its answer
// is checked against the required constraints (`Tableau.illConditioned`,
// `Tolerance.requiredResidual`); it broke one, and the add was redone on a fresh tableau.
import Cassowary
import Testing

@Test func requiredConstraintsHoldSeed168() throws {
    let x = (0..<33).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[3] = c([(1, 1), (1, 14), (-1, 7)], 0.73, .equal, .required)
    k[17] = c([(1, 29), (-1, 27), (-1, 0)], -0.73, .equal, .required)
    k[21] = c([(1, 19), (-1, 13), (-1, 4)], -0.73, .equal, .required)
    k[30] = c([(-0.6666666666666666, 3), (-0.6666666666666666, 11), (0.6666666666666666, 27), (-0.6666666666666666, 29), (0.6666666666666666, 27), (0.6666666666666666, 0), (100, 8), (-100, 21), (-100, 2), (0.7, 1), (0.7, 22), (-0.7, 21)], -72.489, .equal, .required)
    k[32] = c([(0.3, 3), (0.3, 18), (-0.3, 11), (0.7, 14), (0.7, 29), (-0.7, 27), (-0.7, 0)], -14.089, .greaterOrEqual, Strength(priority: 750, weight: 3.904))
    k[34] = c([(2.5, 8), (-2.507, 21), (-1.8333333333333335, 2), (-0.006666666666666666, 3), (-0.006666666666666666, 11), (0.013333333333333332, 27), (-0.006666666666666666, 29), (0.006666666666666666, 0), (1.507, 1), (0.006999999999999999, 22), (1.5, 14), (-1.5, 7), (-0.6666666666666666, 13), (0.6666666666666666, 17)], -0.2382233333333334, .equal, .required)
    k[35] = c([(-100, 3), (-0.01, 2), (-666.6666666666666, 0)], 0, .lessOrEqual, Strength(priority: 55, weight: 0.5))
    k[40] = c([(1.5, 3), (1.5, 18), (-1.5, 11)], 1.095, .equal, .required)
    k[41] = c([(1, 3)], 6.3, .lessOrEqual, Strength(priority: 750, weight: 3))
    k[45] = c([(0.5, 4), (-0.001, 0)], -2, .greaterOrEqual, Strength(priority: 750, weight: 3))
    k[46] = c([(0.01, 4), (1, 14)], 0, .lessOrEqual, .required)
    let solver = Solver()
    try solver.addConstraint(k[30]!)
    solver.updateVariables()
    try solver.addConstraint(k[32]!)
    solver.updateVariables()
    try solver.addConstraint(k[35]!)
    solver.updateVariables()
    try solver.addConstraint(k[34]!)
    solver.updateVariables()
    try solver.addConstraint(k[41]!)
    solver.updateVariables()
    try solver.addConstraint(k[40]!)
    solver.updateVariables()
    try solver.addConstraint(k[45]!)
    solver.updateVariables()
    try solver.addConstraint(k[46]!)
    solver.updateVariables()
    try solver.addConstraint(k[17]!)
    solver.updateVariables()
    try solver.removeConstraint(k[17]!)
    try solver.addConstraint(k[3]!)
    try solver.addConstraint(k[21]!)
    solver.updateVariables()
    func value(_ constraint: Constraint) -> Double {
        constraint.expression.terms.reduce(constraint.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }
    #expect(abs(value(k[30]!)) <= 0.00025340646513920636)
    #expect(abs(value(k[34]!)) <= 7.009629385491485e-06)
}
