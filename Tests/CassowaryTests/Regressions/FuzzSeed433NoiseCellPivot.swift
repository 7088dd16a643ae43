// A redundant required equality (0.7 x another) whose substituted row kept a slack cell of 7.5e-17:
// the sum of three contributions of ~0.7 that cancels, 2.5e-10 of its last two operands. Phase one
// pivoted on it and moved the slack to -104, breaking k[32]. Fixed by `RowAccumulator`, which
// measures each cell against everything added into it.
// Solver defect (required constraint violated), operation fuzz seed 433: CASSOWARY_FUZZ_SEEDS=433 swift test
// --filter randomOperationSequencesMatchTheReference (branch refcheck, commit 0cd8dbb), minimised by the harness.
// Checked with scipy 1.17's HiGHS (linprog, method='highs') on the final state below, the same
// lexicographic LP (free variables, required constraints hard, each priority level minimised and then held
// at its optimum + 1e-12 relative while the next is minimised):
//   the required constraints are feasible: least total violation 0.0e+00 (rows scaled to a largest
//   coefficient of 1); the reference finds them feasible too.
//   the solver's values: violates a required constraint by 104 (relative 0.77).
// The solver is the one that is wrong: its values break a required constraint beyond rounding.
// Operation fuzz, seed 433: required constraint violated.
// step 3, solver.addConstraint(k[34]!): required constraints violated: ["k[32]"] at [0.0, -0.00023124832024370493, -87.75946772544765, 11.873824170593458, 0.0]
// Minimised from 105 to 4 steps.
import Cassowary
import Testing

@Test func aCancellationSpreadOverSeveralRowsIsNoPivot() throws {
    let x = (0..<5).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[6] = c([(700, 1), (0.001, 3), (1, 0)], 0.15, .equal, Strength(priority: 973, weight: 0.787))
    k[32] = c([(-0.001, 0), (10, 3), (-3.333333333333333, 1)], -15, .lessOrEqual, .required)
    k[33] = c([(-10, 3), (-2, 2), (3, 1), (0.001, 4)], -56.78, .equal, .required)
    k[34] = c([(-7, 3), (-1.4, 2), (2.0999999999999996, 1), (0.0007, 4)], -39.745999999999995, .equal, .required)
    let solver = Solver()
    try solver.addConstraint(k[32]!)
    try solver.addConstraint(k[6]!)
    solver.updateVariables()
    try solver.addConstraint(k[33]!)
    solver.updateVariables()
    try solver.addConstraint(k[34]!)
    solver.updateVariables()
    func value(_ constraint: Constraint) -> Double {
        constraint.expression.terms.reduce(constraint.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }
    #expect(value(k[32]!) <= 0.000146441152491739)
}
