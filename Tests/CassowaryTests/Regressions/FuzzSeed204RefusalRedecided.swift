// The incremental tableau, scaled by optional rows to coefficients of 3.6e10, judged a real
// reduced cost of -8.8 as noise and refused a satisfiable constraint. Every refusal is now
// re-decided on a fresh tableau that adds the required constraints first.
// Solver defect (false refusal), operation fuzz seed 204: CASSOWARY_FUZZ_SEEDS=204 swift test
// --filter randomOperationSequencesMatchTheReference (branch refcheck, commit 0cd8dbb), minimised by the harness.
// Checked with scipy 1.17's HiGHS (linprog, method='highs') on the final state below, the same
// lexicographic LP (free variables, required constraints hard, each priority level minimised and then held
// at its optimum + 1e-12 relative while the next is minimised):
//   the required constraints with the refused one are feasible: least total violation 0.0e+00
//   (rows scaled to a largest coefficient of 1); the reference finds them feasible too.
// The solver is the one that is wrong: it refuses a satisfiable required constraint.
// Operation fuzz, seed 204: false refusal.
// step 5, solver.addConstraint(k[22]!): refused a required constraint that the reference finds satisfiable: unsatisfiable constraint: x3 + 1000 * x0 + 0.1 * x3 <= 0 | required contradicts this required constraint, in the order they were added: -0.2222222222222222 * x3 + -0.006999999999999999 * x0 + -0.1 * x2 + 40 <= 0 | required
// Minimised from 69 to 6 steps.
import Cassowary
import Testing

@Test func aFalseRefusalIsRedecidedOnRequiredConstraintsFirst() throws {
    let x = (0..<4).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[10] = c([(-2, 1), (0.001, 0)], 0, .equal, Strength(priority: 5, weight: 2))
    k[16] = c([(-1, 2), (3, 2)], -18, .equal, .required)
    k[17] = c([(-0.2222222222222222, 3), (-0.006999999999999999, 0), (-0.1, 2)], 40, .lessOrEqual, .required)
    k[18] = c([(-1000, 3), (-0.5, 1), (-0.7, 2), (100, 3)], -0.002, .equal, .required)
    k[19] = c([(0.5, 0), (-0.1, 3), (-0.5, 0), (0.06999999999999999, 2)], -70.63, .equal, Strength(priority: 999, weight: 4))
    k[22] = c([(1, 3), (1000, 0), (0.1, 3)], 0, .lessOrEqual, .required)
    let solver = Solver()
    try solver.addConstraint(k[10]!)
    solver.updateVariables()
    try solver.addConstraint(k[17]!)
    solver.updateVariables()
    try solver.addConstraint(k[19]!)
    solver.updateVariables()
    try solver.addConstraint(k[16]!)
    try solver.addConstraint(k[18]!)
    solver.updateVariables()
    #expect(throws: Never.self) { try solver.addConstraint(k[22]!) }
}
