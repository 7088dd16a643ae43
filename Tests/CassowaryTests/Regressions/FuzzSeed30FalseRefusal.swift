// Solver defect (false refusal), operation fuzz seed 30: CASSOWARY_FUZZ_SEEDS=30 swift test
// --filter randomOperationSequencesMatchTheReference (branch refcheck, commit 0cd8dbb), minimised by the harness.
// Checked with scipy 1.17's HiGHS (linprog, method='highs') on the final state below, the same
// lexicographic LP (free variables, required constraints hard, each priority level minimised and then held
// at its optimum + 1e-12 relative while the next is minimised):
//   the required constraints with the refused one are feasible: least total violation 0.0e+00
//   (rows scaled to a largest coefficient of 1); the reference finds them feasible too.
// The solver is the one that is wrong: it refuses a satisfiable required constraint.
// Operation fuzz, seed 30: false refusal.
// step 7, solver.addConstraint(k[30]!): refused a required constraint that the reference finds satisfiable: unsatisfiable constraint: -0.1333333333333333 * x6 + 59.999999999999986 * x9 + 200 * x3 + 3 * x7 + -626.8000000000001 == 0 | required contradicts this required constraint, in the order they were added: -0.001333333333333333 * x6 + 0.5999999999999999 * x9 + 2 * x3 + 0.03 * x7 + -6.268000000000001 == 0 | required
// Minimised from 96 to 8 steps.
import Cassowary
import Testing

@Test func aRefusalIsRedecidedOnAFreshTableau() throws {
    let x = (0..<11).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[12] = c([(2, 5), (0.001, 5), (0.001, 10)], 1300, .equal, Strength(priority: 990, weight: 1))
    k[21] = c([(0.01, 10), (0.5, 3), (-2, 3)], -16, .equal, Strength(priority: 251, weight: 3))
    k[25] = c([(-0.001333333333333333, 6), (0.5999999999999999, 9), (2, 3), (0.03, 7)], -6.268000000000001, .equal, .required)
    k[26] = c([(1, 5)], 49, .equal, .required)
    k[27] = c([(-3, 3)], -3, .lessOrEqual, .required)
    k[28] = c([(0.2333333333333333, 10), (0.001, 3)], 37, .lessOrEqual, Strength(priority: 749, weight: 1))
    k[30] = c([(-0.1333333333333333, 6), (59.999999999999986, 9), (200, 3), (3, 7)], -626.8000000000001, .equal, .required)
    let solver = Solver()
    try solver.addConstraint(k[12]!)
    solver.updateVariables()
    try solver.addConstraint(k[21]!)
    solver.updateVariables()
    try solver.addConstraint(k[25]!)
    solver.updateVariables()
    try solver.addConstraint(k[26]!)
    solver.updateVariables()
    try solver.addConstraint(k[27]!)
    solver.updateVariables()
    try solver.addConstraint(k[28]!)
    solver.updateVariables()
    try solver.removeConstraint(k[26]!)
    #expect(throws: Never.self) { try solver.addConstraint(k[30]!) }
}
