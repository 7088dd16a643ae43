// Operation fuzz with batches, seed 161 (objective differs from the reference optimum), minimised
// by the harness from 100 steps to 13. The change of k[55]'s constant went in place on a tableau
// its pivots had grown 8e8 times, and grew it to 1.3e11: its answer left priority 751 at 0.062
// where 0 is the optimum, and the last level (priority 1) at 2,234.54 where the exact optimum is
// 2,230.29. A solver given the same constraints afresh reaches both. `changeConstant(of:to:)` never
// settled its answer as every other call does (`SolverCore.settleAnswer()`: the drift repair that
// rebuilds a tableau whose rows mislead about its levels, the hinted moves, the periodic
// refactorization); it does now, in place and after a rebuild.
import Cassowary
import Testing

@Test func changedConstantSettledLikeEveryCallSeed161() throws {
    let x = (0..<36).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[1] = c([(0.5, 2), (6.666666666666666, 7), (1, 0), (0.1, 7)], 0, .greaterOrEqual, .required)
    k[2] = c([(-0.5, 9), (-1, 13)], -15, .equal, Strength(priority: 500, weight: 2))
    k[4] = c([(-70, 9), (2, 9), (-0.2222222222222222, 8), (0.001, 3)], 15, .equal, Strength(priority: 1, weight: 1))
    k[6] = c([(-3, 8), (-1, 0), (0.5, 0), (0.001, 4)], 0, .greaterOrEqual, Strength(priority: 749, weight: 1))
    k[9] = c([(-0.3333333333333333, 25), (66.66666666666666, 2)], 0.9, .equal, .required)
    k[14] = c([(1, 7)], 4.666666666666666, .equal, .required)
    k[32] = c([(-0.3333333333333333, 6), (-0.1, 9)], 16, .equal, Strength(priority: 751, weight: 2.024))
    k[38] = c([(-2, 4), (-100, 2), (-0.5, 2)], -90.56, .equal, Strength(priority: 500, weight: 1))
    k[45] = c([(1, 23), (0.06999999999999999, 8), (0.001, 6)], -65.46, .greaterOrEqual, Strength(priority: 749, weight: 0.5))
    k[46] = c([(10, 3), (0.5, 6), (-0.5, 7), (1000, 8)], 0, .equal, Strength(priority: 1, weight: 4))
    k[47] = c([(-0.5033333333333333, 25), (100.66166666666666, 2), (10.02, 7), (-0.03333333333333333, 3)], 2.6843333333333335, .equal, Strength(priority: 326, weight: 0.5))
    k[54] = c([(-0.028777777777777777, 25), (5.755555555555555, 2)], 0.0777, .lessOrEqual, .required)
    k[55] = c([(-5.010833333333333, 25), (1002.1554166666664, 2), (0.045, 7)], 12.906749999999999, .equal, .required)
    k[58] = c([(0.028777777777777777, 25), (-5.755555555555555, 2), (-2, 7), (-0.006666666666666666, 8), (-0.04444444444444444, 3), (-0.1, 17), (-0.05, 5)], 8.822299999999998, .greaterOrEqual, .required)
    k[59] = c([(-2, 4), (-0.03333333333333333, 23), (0.5, 4), (-10, 4)], 26.34, .greaterOrEqual, .required)
    k[61] = c([(0.020144444444444444, 25), (-4.028888888888888, 2), (-1.4, 7), (-0.004666666666666666, 8), (-0.031111111111111107, 3), (-0.06999999999999999, 17), (-0.034999999999999996, 5), (1, 13), (0.01, 5), (-0.2, 4), (-0.0033333333333333335, 23), (0.05, 4), (-1, 4)], 14.876276666666666, .greaterOrEqual, Strength(priority: 751, weight: 2))
    let solver = Solver()
    try solver.addConstraints([k[1]!, k[2]!])
    solver.updateVariables()
    try solver.addConstraints([k[4]!, k[6]!, k[9]!])
    solver.updateVariables()
    try solver.addConstraint(k[32]!)
    solver.updateVariables()
    try solver.addConstraint(k[38]!)
    solver.updateVariables()
    try solver.addConstraints([k[45]!, k[14]!, k[46]!, k[47]!])
    solver.updateVariables()
    try solver.addConstraint(k[54]!)
    solver.updateVariables()
    try solver.addConstraint(k[58]!)
    try solver.removeConstraint(k[9]!)
    solver.updateVariables()
    try solver.addConstraint(k[59]!)
    try solver.addConstraint(k[61]!)
    solver.updateVariables()
    try solver.addConstraint(k[55]!)
    solver.updateVariables()
    try solver.changeConstant(of: k[55]!, to: 16.90675)
    try solver.changeConstant(of: k[46]!, to: 0)
    solver.updateVariables()
    // No optional constraint's constant changed (k[46]'s stays 0), so each is judged as written.
    let optional: [Constraint] = [k[2]!, k[4]!, k[6]!, k[32]!, k[38]!, k[45]!, k[46]!, k[47]!, k[61]!]
    func objective(_ priority: Double) -> Double {
        optional.filter { $0.strength.priority == priority }.reduce(0) { $0 + $1.strength.weight * offFromHolding($1, in: solver).off }
    }
    // The reference LP has a point that holds every required constraint and reaches these,
    // level by level from the highest priority; the solver must do as well.
    // The top level is at its optimum, 0 (it was left at 0.062, within the harness's tolerance
    // for terms of this size, and the levels below paid for it), and the last is the exact one.
    #expect(objective(751) <= 1e-6)
    #expect(objective(749) <= 0 + 2.4490917353485675)
    #expect(objective(500) <= 0 + 0.1136783208596034)
    #expect(objective(326) <= 0 + 0.05679275651769367)
    #expect(objective(1) <= 2230.2891003661357 + 0.24276022161896954)
}
