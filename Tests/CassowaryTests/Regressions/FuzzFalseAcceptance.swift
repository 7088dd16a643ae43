// Defect (beyond the four classes): FALSE ACCEPTANCE. The last required add contradicts the
// required constraints present (the fuzz test's reference LP and the dense textbook LP in
// ReferenceLP.swift both find the set infeasible); the solver accepts it and then violates a
// required constraint by about 650.
// Found by the operation fuzz test (Tests/CassowaryTests/OperationFuzzTests.swift, branch fuzz,
// generator as of commit ee729ea): CASSOWARY_FUZZ_SEEDS=503 swift test --filter OperationFuzz
// (seed 503, 150 steps, checks on), minimised by the harness.
import Cassowary
import Testing

@Test func fuzzFindingFalseAcceptance() throws {
    let x = (0..<13).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[1] = c([(1, 2), (0.001, 5)], -22, .lessOrEqual, Strength(priority: 300, weight: 3))
    k[7] = c([(-20, 4), (-1, 8), (0.02, 2), (0.3333333333333333, 1), (5, 1), (-0.0001, 3), (0.03333333333333333, 11), (-3.333333333333333, 4), (-0.16666666666666666, 8), (0.003333333333333333, 2)], -129.41666666666666, .lessOrEqual, .required)
    k[45] = c([(-6.883333333333333, 4), (41.3, 1), (0.45888888888888885, 3), (-13766.666666666666, 5), (13.2, 9), (0.005, 4), (-0.03, 1), (-0.0003333333333333333, 3), (10, 5)], -59.4, .equal, .required)
    k[46] = c([(-0.5, 4), (3, 1), (0.03333333333333333, 3), (-1000, 5), (-13.766666666666666, 4), (82.6, 1), (0.9177777777777777, 3), (-27533.333333333332, 5), (26.4, 9), (0.01, 4), (-0.06, 1), (-0.0006666666666666666, 3), (20, 5), (-6.883333333333333, 4), (41.3, 1), (0.45888888888888885, 3), (-13766.666666666666, 5), (13.2, 9)], -178.2, .equal, .required)
    k[48] = c([(3, 9)], -666.6666666666665, .equal, .required)
    let solver = Solver()
    try solver.addConstraint(k[1]!)
    solver.updateVariables()
    try solver.addConstraint(k[7]!)
    solver.updateVariables()
    try solver.addConstraint(k[45]!)
    solver.updateVariables()
    try solver.addConstraint(k[46]!)
    solver.updateVariables()
    do {
        try solver.addConstraint(k[48]!)
        Issue.record("accepted a required constraint that contradicts the required constraints present")
    } catch {
        guard case .unsatisfiableConstraint(_, let conflicting) = error else { Issue.record("\(error)"); return }
        // Exactly the two equalities x9 is pinned by.
        #expect(conflicting.map(\.description) == [k[45]!.description, k[46]!.description])
    }
}
