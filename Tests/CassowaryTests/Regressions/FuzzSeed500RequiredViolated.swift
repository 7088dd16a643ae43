// Solver defect (required constraint violated), operation fuzz seed 500: CASSOWARY_FUZZ_SEEDS=500 swift test
// --filter randomOperationSequencesMatchTheReference (main at 6a3723e with refcheck's reference fix cherry-picked as 5ad17b2), minimised by the harness.
// Checked with scipy 1.17's HiGHS (linprog, method='highs') on the final state below, the same
// lexicographic LP (free variables, required constraints hard, each priority level minimised and then held
// at its optimum + 1e-12 relative while the next is minimised):
//   the required constraints are feasible: least total violation 0.0e+00 (rows scaled to a largest
//   coefficient of 1); the reference finds them feasible too.
//   the solver's values: violates a required constraint by 1.12e-05 (relative 1.1e-05).
// The solver is the one that is wrong: its values break a required constraint beyond rounding.
// Operation fuzz, seed 500: required constraint violated.
// step 7, solver.addConstraint(k[29]!): required constraints violated: ["k[23]"] at [-134.9993250966072, 0.044999775011092424, 0.0, -2.2499887506910454e-05]
// Minimised from 110 to 8 steps.
// Fixed (2026-11-25): the add's tableau had pivoted on an ill-conditioned cell, so its answer
// is checked against the required constraints (`Tableau.illConditioned`,
// `Tolerance.requiredResidual`); it broke one, and the add was redone on a fresh tableau.
import Cassowary
import Testing

@Test func requiredConstraintsHoldSeed500() throws {
    let x = (0..<4).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[18] = c([(-100, 1), (-0.03333333333333333, 0)], 0, .greaterOrEqual, .required)
    k[20] = c([(-0.06666666666666667, 0), (-3, 3), (1, 3), (2, 2)], -9, .equal, Strength(priority: 501, weight: 1))
    k[23] = c([(-0.5, 3), (2, 2)], 0, .lessOrEqual, .required)
    k[24] = c([(-0.001, 1), (-2, 3)], 0, .equal, Strength(priority: 501, weight: 3))
    k[27] = c([(1000, 1), (0.3333333333333333, 0), (-0.01, 2), (-0.3333333333333333, 3), (1.3333333333333333, 2)], -133333.3333333333, .lessOrEqual, .required)
    k[29] = c([(-0.48999999999999994, 2), (1, 2)], 0, .greaterOrEqual, .required)
    let solver = Solver()
    try solver.addEditVariable(x[3], strength: Strength(priority: 501, weight: 0.5))
    solver.updateVariables()
    try solver.addConstraint(k[18]!)
    try solver.suggestValue(x[3], -49)
    solver.updateVariables()
    try solver.addConstraint(k[20]!)
    solver.updateVariables()
    try solver.addConstraint(k[23]!)
    try solver.addConstraint(k[24]!)
    solver.updateVariables()
    try solver.addConstraint(k[27]!)
    solver.updateVariables()
    try solver.addConstraint(k[29]!)
    solver.updateVariables()
    func value(_ constraint: Constraint) -> Double {
        constraint.expression.terms.reduce(constraint.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }
    #expect(value(k[23]!) <= 4.3749943773589335e-06)
}
