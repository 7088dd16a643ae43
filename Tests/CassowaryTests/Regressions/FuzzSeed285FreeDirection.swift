// Operation fuzz, seed 285: required constraints violated (found once the seed's earlier objective
// mismatch was fixed; this minimised case fails on 3093c1c too). k[33] is exactly 0.7·k[7] + 0.01·k[28],
// so the required constraints leave a direction free (x1 = -3·x3); a move of the optional k[31]
// found that direction limited only by a row whose cell was rounding (below 1e-11 of its row),
// and took x1 and x3 to 1e19; k[28] and k[34] were then 262,144 off, and 414,112 after k[34].
// Fixed (2026-11-26): the primal ratio test passes over a cell below `Tolerance.cancellation` of
// its own row's largest; no row limits the move, and its reduced cost is cleared as noise.
import Cassowary
import Testing

@Test func requiredConstraintsHoldSeed285() throws {
    let x = (0..<12).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[2] = c([(-0.003333333333333333, 3), (0.0003333333333333333, 5)], -60, .greaterOrEqual, .required)
    k[7] = c([(-0.1, 8), (0.1, 1), (0.30000000000000004, 3)], 4.211, .equal, .required)
    k[8] = c([(-1, 5)], 0, .greaterOrEqual, .required)
    k[10] = c([(-0.5, 5), (-1, 2)], 45.28, .lessOrEqual, .required)
    k[16] = c([(0.5, 8), (-1000, 11), (0.01, 6)], 41, .greaterOrEqual, .required)
    k[20] = c([(-1, 5), (0.3333333333333333, 8), (333.3333333333333, 11)], -26, .equal, Strength(priority: 5, weight: 1))
    k[22] = c([(-1, 0), (-0.5, 11)], -28.94, .equal, Strength(priority: 249, weight: 1))
    k[24] = c([(3, 1), (-0.5, 1), (-0.06666666666666667, 3), (10, 3)], 0, .lessOrEqual, .required)
    k[25] = c([(-0.01, 11), (-700, 0)], -46, .greaterOrEqual, Strength(priority: 249, weight: 1))
    k[28] = c([(-0.6666666666666666, 11), (1135.1666666666665, 2), (-1.6216666666666666, 0), (134.925, 8), (-134.925, 1), (-404.77500000000003, 3)], -5707.67175, .equal, .required)
    k[31] = c([(-0.4666666666666666, 8), (-0.5, 8)], 38, .equal, Strength(priority: 656, weight: 1))
    k[33] = c([(-0.06999999999999999, 8), (0.06999999999999999, 1), (0.21000000000000002, 3), (-0.006666666666666666, 11), (11.351666666666665, 2), (-0.016216666666666667, 0), (1.34925, 8), (-1.34925, 1), (-4.047750000000001, 3)], -54.12901750000001, .equal, .required)
    k[34] = c([(0.6659999999999999, 11), (-1134.0314999999998, 2), (1.620045, 0), (-134.86374166666667, 8), (134.86374166666667, 1), (404.59122500000007, 3)], 5705.066181583334, .equal, .required)
    let solver = Solver()
    try solver.addConstraint(k[2]!)
    try solver.addEditVariable(x[6], strength: Strength(priority: 1, weight: 1))
    solver.updateVariables()
    try solver.addConstraint(k[8]!)
    solver.updateVariables()
    try solver.addConstraint(k[10]!)
    try solver.addConstraint(k[16]!)
    solver.updateVariables()
    try solver.addConstraint(k[22]!)
    try solver.addConstraint(k[24]!)
    solver.updateVariables()
    try solver.addConstraint(k[25]!)
    solver.updateVariables()
    try solver.addConstraint(k[28]!)
    try solver.addConstraint(k[31]!)
    solver.updateVariables()
    try solver.addConstraint(k[7]!)
    solver.updateVariables()
    try solver.addConstraint(k[33]!)
    solver.updateVariables()
    try solver.addConstraint(k[20]!)
    solver.updateVariables()
    try solver.addConstraint(k[34]!)
    solver.updateVariables()
    func value(_ constraint: Constraint) -> Double {
        constraint.expression.terms.reduce(constraint.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }
    #expect(abs(value(k[28]!)) <= 25.704710304195)
    #expect(abs(value(k[7]!)) <= 0.015616539642575252)
    #expect(abs(value(k[33]!)) <= 0.2461172152921474)
    #expect(abs(value(k[34]!)) <= 25.690509042427514)
}
