// Defect class: HANG (infinite loop) in addConstraint: Tableau.optimize() (the primal simplex run
// by Tableau.add) pivots forever; seen in gdb as optimize -> enter -> pivot -> substitute, on and on.
// Found by the operation fuzz generator (Tests/CassowaryTests/OperationGenerator.swift, branch fuzz,
// commit ee729ea) run in child processes with checks off (seed 2325, 300 steps; the case hangs at
// step 112), then minimised by running candidates in child processes with a 5 s timeout.
// The last add never returns. Swift Testing cannot stop a busy loop: run this file under an
// external timeout (e.g. `timeout 60 swift test --filter addConstraintReturns`).
import Cassowary
import Testing

@Test func fuzzFindingHang() throws {
    let x = (0..<13).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[0] = c([(1, 7), (0.4444444444444444, 7)], -95.07, .equal, .required)
    k[2] = c([(1, 0), (-1000, 10)], 23.5, .equal, Strength(priority: 109, weight: 0.5))
    k[3] = c([(1, 12), (1, 5), (-1, 11)], 94.57, .equal, Strength(priority: 109, weight: 3))
    k[5] = c([(-1, 9)], -68.98, .equal, Strength(priority: 2, weight: 2.945))
    k[13] = c([(-0.05, 1)], 3.079, .equal, .required)
    k[14] = c([(0.1, 0)], -12, .lessOrEqual, Strength(priority: 109, weight: 3))
    k[16] = c([(-666.6666666666666, 3), (0.006999999999999999, 3), (2, 4)], 160, .lessOrEqual, Strength(priority: 2, weight: 1))
    k[17] = c([(0.5, 5), (-1, 3), (-0.6666666666666666, 9)], -80.39, .equal, Strength(priority: 249, weight: 1))
    k[18] = c([(100, 0), (2, 12)], 8, .lessOrEqual, Strength(priority: 2, weight: 1))
    k[22] = c([(1, 10)], -110, .greaterOrEqual, Strength(priority: 109, weight: 1))
    k[35] = c([(1, 6), (10, 11), (10, 3), (0.001, 11)], -33.49, .lessOrEqual, Strength(priority: 109, weight: 1))
    k[43] = c([(-1, 7), (-0.4444444444444444, 7), (-0.5249999999999999, 1), (0.0075000000000000015, 1), (0.0015, 7), (0.0006666666666666668, 7), (-0.05, 1), (-0.7, 5)], 104.67404499999999, .equal, .required)
    k[44] = c([(1, 8), (0.6666666666666666, 8), (0.1, 10)], -18, .equal, Strength(priority: 249, weight: 1))
    k[47] = c([(100, 0), (0.01, 9)], 1.5, .lessOrEqual, .required)
    k[48] = c([(3, 1), (-10, 1), (666.6666666666666, 8), (-2, 7)], -92.86, .lessOrEqual, .required)
    let solver = Solver()
    try solver.addConstraint(k[2]!)
    solver.updateVariables()
    try solver.addConstraint(k[3]!)
    solver.updateVariables()
    try solver.addConstraint(k[0]!)
    solver.updateVariables()
    try solver.addEditVariable(x[6], strength: Strength(priority: 249, weight: 0.5))
    solver.updateVariables()
    try solver.addConstraint(k[14]!)
    try solver.addConstraint(k[5]!)
    solver.updateVariables()
    try solver.addConstraint(k[16]!)
    solver.updateVariables()
    try solver.addConstraint(k[17]!)
    solver.updateVariables()
    try solver.addConstraint(k[18]!)
    solver.updateVariables()
    try solver.removeConstraint(k[16]!)
    solver.updateVariables()
    try solver.addConstraint(k[13]!)
    try solver.addConstraint(k[22]!)
    solver.updateVariables()
    try solver.addConstraint(k[35]!)
    solver.updateVariables()
    try solver.addConstraint(k[43]!)
    try solver.addConstraint(k[44]!)
    solver.updateVariables()
    try solver.addConstraint(k[47]!)
    solver.updateVariables()
    // This call never returns (an infinite loop): run with a timeout.
    _ = try? solver.addConstraint(k[48]!)
}

