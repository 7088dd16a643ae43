// Defect class: FALSE REFUSAL of a redundant required equality with fractional coefficients.
// Found by the operation fuzz test (Tests/CassowaryTests/OperationFuzzTests.swift, branch fuzz,
// generator as of commit ee729ea): CASSOWARY_FUZZ_SEEDS=19 swift test --filter OperationFuzz
// (seed 19, 150 steps, checks on), minimised by the harness.
// k[36] is exactly 10 x k[21] (an Expression built as 10 * k[21].expression), so it holds wherever
// k[21] does; the solver refuses it as unsatisfiable. The reference LP (and plain algebra) finds
// the required constraints with k[36] satisfiable.
// step 7, solver.addConstraint(k[36]!): refused a required constraint that the reference finds satisfiable: unsatisfiable constraint: -3.333333333333333 * x5 + -0.2222222222222222 * x6 + -3.333333333333333 * x10 + -33.33333333333333 * x0 + 10.499999999999998 == 0 | required contradicts the required constraints already added
// Minimised from 127 to 8 steps (85 replays).
import Cassowary
import Testing

@Test func fuzzFindingFalseRefusal() throws {
    let x = (0..<12).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[4] = c([(-1, 8), (-1, 11)], 3, .equal, Strength(priority: 2, weight: 3.894))
    k[14] = c([(1, 0), (0.003333333333333333, 7)], 0, .lessOrEqual, .required)
    k[19] = c([(-1, 9), (-0.006999999999999999, 6), (1, 2)], 44.64, .lessOrEqual, Strength(priority: 2, weight: 1))
    k[21] = c([(-0.3333333333333333, 5), (-0.02222222222222222, 6), (-0.3333333333333333, 10), (-3.333333333333333, 0)], 1.0499999999999998, .equal, .required)
    k[23] = c([(-0.1, 11), (0.5, 9), (0.5, 0), (-7, 11)], 27.46, .greaterOrEqual, Strength(priority: 100, weight: 1))
    k[32] = c([(-0.5, 0), (-0.3333333333333333, 8), (6.666666666666666, 7)], 0, .greaterOrEqual, .required)
    k[33] = c([(2, 0)], -4000, .lessOrEqual, .required)
    k[36] = c([(-3.333333333333333, 5), (-0.2222222222222222, 6), (-3.333333333333333, 10), (-33.33333333333333, 0)], 10.499999999999998, .equal, .required)
    let solver = Solver()
    try solver.addConstraint(k[4]!)
    solver.updateVariables()
    try solver.addConstraint(k[14]!)
    solver.updateVariables()
    try solver.addConstraint(k[21]!)
    solver.updateVariables()
    try solver.addConstraint(k[19]!)
    solver.updateVariables()
    try solver.addConstraint(k[23]!)
    solver.updateVariables()
    try solver.addConstraint(k[32]!)
    solver.updateVariables()
    try solver.addConstraint(k[33]!)
    solver.updateVariables()
    #expect(throws: Never.self) { try solver.addConstraint(k[36]!) }
}

