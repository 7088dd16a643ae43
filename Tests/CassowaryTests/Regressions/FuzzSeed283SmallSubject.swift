// A required equality took as subject the first feasible error symbol (coefficient 0.005 next to
// 51.7), which scaled its row by 1e4; a later satisfiable constraint's real leftover (0.01) was then
// lost among values of 3e7 and refused. Fixed in `feasibleExistingSubject` (largest first).
// Solver defect (false refusal), operation fuzz seed 283: CASSOWARY_FUZZ_SEEDS=283 swift test
// --filter randomOperationSequencesMatchTheReference (main at 6a3723e with refcheck's reference fix cherry-picked as 5ad17b2), minimised by the harness.
// Checked with scipy 1.17's HiGHS (linprog, method='highs') on the final state below, the same
// lexicographic LP (free variables, required constraints hard, each priority level minimised and then held
// at its optimum + 1e-12 relative while the next is minimised):
//   the required constraints with the refused one are feasible: least total violation 0.0e+00
//   (rows scaled to a largest coefficient of 1); the reference finds them feasible too.
// The solver is the one that is wrong: it refuses a satisfiable required constraint.
// Operation fuzz, seed 283: false refusal.
// step 4, solver.addConstraint(k[41]!): refused a required constraint that the reference finds satisfiable: unsatisfiable constraint: -3 * x4 + -0.3333333333333333 * x2 <= 0 | required contradicts this required constraint, in the order they were added: -0.5 * x4 + -100 * x2 + -3 >= 0 | required
// Minimised from 123 to 5 steps.
import Cassowary
import Testing

@Test func anExistingSubjectIsChosenByMagnitude() throws {
    let x = (0..<13).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[4] = c([(-0.5, 4), (-100, 2)], -3, .greaterOrEqual, .required)
    k[17] = c([(-0.01, 4)], 0, .lessOrEqual, Strength(priority: 750, weight: 3.476))
    k[24] = c([(-2, 6)], -12, .greaterOrEqual, Strength(priority: 752, weight: 1))
    k[38] = c([(100, 6), (0.010000000000000002, 2), (3.333333333333333, 6)], 81.82, .equal, .required)
    k[41] = c([(-3, 4), (-0.3333333333333333, 2)], 0, .lessOrEqual, .required)
    let solver = Solver()
    try solver.addConstraint(k[17]!)
    solver.updateVariables()
    try solver.addConstraint(k[24]!)
    try solver.addConstraint(k[4]!)
    try solver.addConstraint(k[38]!)
    solver.updateVariables()
    #expect(throws: Never.self) { try solver.addConstraint(k[41]!) }
}
