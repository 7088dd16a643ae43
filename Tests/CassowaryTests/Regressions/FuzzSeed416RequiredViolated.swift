// Solver defect (required constraint violated), operation fuzz seed 416: CASSOWARY_FUZZ_SEEDS=416 swift test
// --filter randomOperationSequencesMatchTheReference (branch refcheck, commit 0cd8dbb), minimised by the harness.
// Checked with scipy 1.17's HiGHS (linprog, method='highs') on the final state below, the same
// lexicographic LP (free variables, required constraints hard, each priority level minimised and then held
// at its optimum + 1e-12 relative while the next is minimised):
//   the required constraints are feasible: least total violation 0.0e+00 (rows scaled to a largest
//   coefficient of 1); the reference finds them feasible too.
//   the solver's values: violates a required constraint by 64.4 (relative 0.98).
// The solver is the one that is wrong: its values break a required constraint beyond rounding.
// Operation fuzz, seed 416: required constraint violated.
// step 15, solver.suggestValue(x[27], 5.666666666666667): required constraints violated: ["k[48]"] at [2.6000000000000014, -0.058171748838503845, 0.0, 0.06434349765694573, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, -0.0016502390064048764, 0.0, 0.0, 0.0, 0.0, 23.199999999254942, 0.0, 25.789999997615816, 0.0, 0.0, 0.0, 11.599999999627471, 0.0, 0.0, 11.59834975503313, 0.0, 0.0, 5.666666666666667, 0.0, 0.0]
// Minimised from 137 to 16 steps.
// Fixed (2026-11-25): the suggestion's tableau had pivoted on an ill-conditioned cell, so its
// answer is checked against the required constraints (`Tableau.illConditioned`,
// `Tolerance.requiredResidual`); it broke one, and the tableau was rebuilt from the constraints.
import Cassowary
import Testing

@Test func requiredConstraintsHoldSeed416() throws {
    let x = (0..<30).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[2] = c([(-3, 3), (1, 3)], -3000, .equal, Strength(priority: 500, weight: 1.076))
    k[9] = c([(1, 0), (1, 10), (-1, 24)], 9, .equal, .required)
    k[15] = c([(1, 0), (1, 21), (-1, 15)], 9, .equal, .required)
    k[29] = c([(-1, 2), (1, 0), (-0.1, 3), (-0.001, 2)], 0, .lessOrEqual, Strength(priority: 500, weight: 1))
    k[38] = c([(2, 0), (3, 0)], -13, .greaterOrEqual, .required)
    k[39] = c([(10029, 21), (-29, 14), (9949.5, 0), (-10000, 15), (10, 17), (-10, 4), (-10, 28), (10, 29), (1.5, 18), (-1.5, 27)], 89545.5, .equal, .required)
    k[40] = c([(1.5, 0), (1.5, 21), (-1.5, 15), (-0.75, 24), (-150, 1), (10, 21), (-10, 14), (-10, 0)], -76.527, .equal, Strength(priority: 500, weight: 1))
    k[42] = c([(-0.01, 0), (-1, 1), (-0.5, 3)], 0, .lessOrEqual, Strength(priority: 777, weight: 0.5))
    k[48] = c([(-1000, 3), (1, 1)], 0, .greaterOrEqual, .required)
    k[49] = c([(-0.001, 3)], 0.4666666666666666, .equal, .required)
    k[50] = c([(-0.3333333333333333, 2)], 0, .greaterOrEqual, Strength(priority: 749, weight: 1))
    k[56] = c([(2, 21), (-2, 14), (-2, 0)], -18, .equal, .required)
    k[60] = c([(1, 2), (-666.6666666666666, 10), (0.1, 10)], -1.1, .lessOrEqual, .required)
    let solver = Solver()
    try solver.addConstraint(k[2]!)
    solver.updateVariables()
    try solver.addConstraint(k[9]!)
    solver.updateVariables()
    try solver.addConstraint(k[15]!)
    try solver.addConstraint(k[29]!)
    solver.updateVariables()
    try solver.addConstraint(k[38]!)
    solver.updateVariables()
    try solver.addConstraint(k[39]!)
    solver.updateVariables()
    try solver.addConstraint(k[40]!)
    solver.updateVariables()
    try solver.addConstraint(k[42]!)
    solver.updateVariables()
    try solver.addConstraint(k[48]!)
    solver.updateVariables()
    try solver.addConstraint(k[49]!)
    try solver.addConstraint(k[50]!)
    solver.updateVariables()
    try solver.addConstraint(k[56]!)
    try solver.addEditVariable(x[27], strength: Strength(priority: 749, weight: 2))
    solver.updateVariables()
    try solver.addConstraint(k[60]!)
    solver.updateVariables()
    try solver.removeConstraint(k[49]!)
    try solver.suggestValue(x[27], 5.666666666666667)
    solver.updateVariables()
    func value(_ constraint: Constraint) -> Double {
        constraint.expression.terms.reduce(constraint.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }
    #expect(value(k[48]!) >= -0.0003235595693819185)
}
