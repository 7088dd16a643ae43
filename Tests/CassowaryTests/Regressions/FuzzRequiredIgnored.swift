// Defect (beyond the four classes): an accepted REQUIRED constraint does not hold.
// Found by the operation fuzz test (Tests/CassowaryTests/OperationFuzzTests.swift, branch fuzz,
// generator as of commit ee729ea): CASSOWARY_FUZZ_SEEDS=5 swift test --filter OperationFuzz
// (seed 5, 150 steps, checks on), minimised by the harness.
// k[4] is 0.007 * x1 == 0, required, and is accepted, yet x1 stays at the edit's suggestion -14
// (value(k[4]) = -0.098): the optional edit wins over a required constraint.
import Cassowary
import Testing

@Test func fuzzFindingRequiredIgnored() throws {
    let x = (0..<8).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[1] = c([(0.001, 3), (-1, 7), (-3, 0), (3, 3)], 0, .lessOrEqual, .required)
    k[4] = c([(0.006999999999999999, 1)], 0, .equal, .required)
    k[9] = c([(2, 0), (-1, 5), (33.33333333333333, 5), (3, 5)], -52.39, .lessOrEqual, Strength(priority: 249, weight: 1))
    k[12] = c([(140, 1), (0.00014, 1), (-0.6666666666666666, 2), (-1.3333333333333333, 7), (0.15555555555555553, 2), (0.6666666666666666, 7), (-0.0003333333333333333, 3), (0.3333333333333333, 7), (1, 0), (-1, 3)], 0, .greaterOrEqual, .required)
    k[13] = c([(-1, 2), (0.006999999999999999, 0)], -15.17, .lessOrEqual, Strength(priority: 100, weight: 1))
    k[27] = c([(-700, 3), (1, 5), (100, 3), (-2, 7)], 44, .equal, Strength(priority: 249, weight: 3))
    let solver = Solver()
    try solver.addConstraint(k[9]!)
    solver.updateVariables()
    try solver.addConstraint(k[1]!)
    try solver.addEditVariable(x[1], strength: Strength(priority: 749, weight: 1))
    solver.updateVariables()
    try solver.addConstraint(k[12]!)
    solver.updateVariables()
    try solver.addConstraint(k[13]!)
    solver.updateVariables()
    try solver.addConstraint(k[27]!)
    solver.updateVariables()
    try solver.addEditVariable(x[0], strength: Strength(priority: 831, weight: 1))
    solver.updateVariables()
    try solver.suggestValue(x[1], -14)
    solver.updateVariables()
    try solver.addConstraint(k[4]!)
    solver.updateVariables()
    func value(_ constraint: Constraint) -> Double {
        constraint.expression.terms.reduce(constraint.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }
    #expect(abs(value(k[4]!)) <= 4.265582233818451e-05)
}

