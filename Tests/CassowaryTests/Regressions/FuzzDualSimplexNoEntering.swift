// Defect (beyond the four classes): suggestValue throws internalError("dual optimize found no entering symbol").
// Found by the operation fuzz test (Tests/CassowaryTests/OperationFuzzTests.swift, branch fuzz,
// generator as of commit ee729ea): CASSOWARY_FUZZ_SEEDS=1 swift test --filter OperationFuzz
// (seed 1, 150 steps, checks on), minimised by the harness.
// A suggestion on an optional edit variable cannot make the system infeasible, so the dual simplex
// must always find an entering symbol. The same error comes out of addConstraint when a rebuild
// re-applies suggestions. (Probably rows whose constant is a rounding-sized negative number,
// e.g. -1e-17, treated as infeasible; the constraints here are fractional combinations.)
import Cassowary
import Testing

@Test func fuzzFindingDualSimplexNoEntering() throws {
    let x = (0..<10).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[11] = c([(0.5, 0), (2, 1)], -31, .equal, .required)
    k[12] = c([(-0.30000000000000004, 0), (-0.05, 2), (0.1, 3), (0.04666666666666666, 0), (-0.2222222222222222, 8), (-0.25, 3)], 7.675000000000001, .greaterOrEqual, .required)
    k[16] = c([(1407.4074074074074, 3), (0.35, 0), (1.4, 1)], -177.20444444444442, .equal, .required)
    k[17] = c([(74.07407407407406, 3), (0.05, 0), (0.2, 1)], -11.284444444444443, .lessOrEqual, .required)
    k[24] = c([(49.38271604938271, 3), (0.03333333333333333, 0), (0.13333333333333333, 1)], -7.5229629629629615, .lessOrEqual, .required)
    let solver = Solver()
    try solver.addConstraint(k[12]!)
    solver.updateVariables()
    try solver.addEditVariable(x[8], strength: Strength(priority: 645, weight: 1))
    solver.updateVariables()
    try solver.addConstraint(k[17]!)
    solver.updateVariables()
    try solver.addConstraint(k[24]!)
    solver.updateVariables()
    try solver.addConstraint(k[11]!)
    try solver.addConstraint(k[16]!)
    #expect(throws: Never.self) { try solver.suggestValue(x[8], -2.6666666666666665) }
}

