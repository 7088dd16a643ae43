// Solver defect (required constraint violated), operation fuzz seed 362: CASSOWARY_FUZZ_SEEDS=362 swift test
// --filter randomOperationSequencesMatchTheReference (branch refcheck, commit 0cd8dbb), minimised by the harness.
// Checked with scipy 1.17's HiGHS (linprog, method='highs') on the final state below, the same
// lexicographic LP (free variables, required constraints hard, each priority level minimised and then held
// at its optimum + 1e-12 relative while the next is minimised):
//   the required constraints are feasible: least total violation 0.0e+00 (rows scaled to a largest
//   coefficient of 1); the reference finds them feasible too.
//   the solver's values: violates a required constraint by 0.00465 (relative 0.00038).
// The solver is the one that is wrong: its values break a required constraint beyond rounding.
// Operation fuzz, seed 362: required constraint violated.
// step 12, solver.addConstraint(k[10]!): required constraints violated: ["k[10]"] at [0.0, 7.890625, 0.14787540000000007, 0.0, 0.0, 0.0, 0.07081999999999872, 0.0, 0.0]
// Minimised from 32 to 13 steps.
// Fixed (2026-11-25): the add's tableau had pivoted on an ill-conditioned cell, so its answer
// is checked against the required constraints (`Tableau.illConditioned`,
// `Tolerance.requiredResidual`); it broke one, and the add was redone on a fresh tableau.
import Cassowary
import Testing

@Test func requiredConstraintsHoldSeed362() throws {
    let x = (0..<9).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[3] = c([(-6.666666666666666, 6), (-222.2222222222222, 2)], 33.33333333333333, .lessOrEqual, .required)
    k[7] = c([(-1000, 6), (0.001, 4)], 70.82, .lessOrEqual, Strength(priority: 1, weight: 1))
    k[8] = c([(1, 4)], -666.6666666666666, .equal, .required)
    k[9] = c([(-3, 1), (1, 2)], 0, .equal, .required)
    k[10] = c([(-1, 2), (-0.7, 1)], 5.666666666666666, .equal, .required)
    k[12] = c([(100, 4), (-0.5, 1), (-1, 1)], 6, .greaterOrEqual, .required)
    let solver = Solver()
    try solver.addConstraint(k[7]!)
    solver.updateVariables()
    try solver.addConstraint(k[3]!)
    solver.updateVariables()
    try solver.addConstraint(k[8]!)
    solver.updateVariables()
    try solver.removeConstraint(k[8]!)
    solver.updateVariables()
    try solver.addConstraint(k[9]!)
    solver.updateVariables()
    try solver.addConstraint(k[10]!)
    solver.updateVariables()
    try solver.addConstraint(k[12]!)
    solver.updateVariables()
    try solver.addConstraint(k[8]!)
    solver.updateVariables()
    try solver.removeConstraint(k[12]!)
    solver.updateVariables()
    try solver.removeConstraint(k[10]!)
    try solver.removeConstraint(k[8]!)
    try solver.removeConstraint(k[9]!)
    try solver.addConstraint(k[10]!)
    solver.updateVariables()
    func value(_ constraint: Constraint) -> Double {
        constraint.expression.terms.reduce(constraint.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }
    #expect(abs(value(k[10]!)) <= 1.2472120191666665e-05)
}
