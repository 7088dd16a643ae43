// Operation fuzz, seed 109 (objective differs from the reference optimum; minimised by the harness).
// After the last add the rows put level 751 at 0 (its answer evaluates to 6.5e-7, within rounding
// of its magnitudes), and the basis looks optimal: the only way down at level 251 is k[34]'s error
// symbol, whose reduced costs are 1 at level 751 and -5.9e11 at 251. A reduced cost that large
// next to weights of 1-4 says the basis itself is ill-conditioned (its rows hold amplified
// rounding), and the "optimum" is one of the drifted rows: level 251 was left at 108,430 where
// 83,790 is reachable (a fresh tableau reaches it).
// Fixed (2026-11-26): an ill-conditioned tableau whose objective holds a reduced cost over 1e5
// times its level's largest weight is rebuilt from the constraints, and the better answer kept.
// Operation fuzz, seed 109: objective differs from the reference optimum.
// step 34, solver.addConstraint(k[35]!): objective [6.475801044238056e-07, 200634.03447487752, 108429.65471724927, 181284.7205988295] at priorities [751.0, 500.5, 251.0, 150.0]; the reference reaches [2.8931154090472422e-11, 200634.03447488858, 83789.93182812349, 140218.5157836199]
// Minimised from 80 to 35 steps (196 replays).
import Cassowary
import Testing

@Test func objectiveOptimalSeed109() throws {
    let x = (0..<11).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[0] = c([(0.3333333333333333, 10), (1, 9)], 18, .greaterOrEqual, .required)
    k[1] = c([(-0.5, 2)], -23, .lessOrEqual, Strength(priority: 150, weight: 1))
    k[3] = c([(0.1111111111111111, 10), (0.3333333333333333, 9)], 6, .greaterOrEqual, .required)
    k[4] = c([(1, 9), (0.1, 9)], 0.4666666666666667, .lessOrEqual, .required)
    k[5] = c([(-0.06666666666666667, 1)], 15.09, .greaterOrEqual, Strength(priority: 500.5, weight: 1))
    k[6] = c([(7, 0), (-0.1, 5), (-2, 0)], 80.17, .equal, Strength(priority: 500.5, weight: 2))
    k[7] = c([(1000, 4), (1, 0), (-1, 2), (0.003333333333333333, 9)], 0, .equal, Strength(priority: 751, weight: 3.657))
    k[8] = c([(2, 9), (0.5, 4)], 15, .greaterOrEqual, .required)
    k[9] = c([(1, 10)], 42, .lessOrEqual, Strength(priority: 150, weight: 1))
    k[11] = c([(-33.33333333333333, 0)], 37.15, .greaterOrEqual, Strength(priority: 500.5, weight: 1))
    k[12] = c([(-1, 2), (1, 10), (1, 6), (-10, 0)], -44, .greaterOrEqual, Strength(priority: 251, weight: 1))
    k[14] = c([(0.5, 6), (0.6666666666666666, 10), (2, 10)], -70.29, .equal, Strength(priority: 751, weight: 4))
    k[15] = c([(-0.2222222222222222, 6), (1, 8)], 32, .lessOrEqual, Strength(priority: 251, weight: 4))
    k[16] = c([(-0.5, 10), (-0.01, 1)], 0.04, .equal, Strength(priority: 251, weight: 1))
    k[17] = c([(-0.5, 1)], 0, .equal, .required)
    k[18] = c([(0.3333333333333333, 2), (0.7, 10), (3, 2), (-10, 0)], 70, .lessOrEqual, Strength(priority: 150, weight: 1))
    k[19] = c([(2, 5), (-2, 9), (-1, 7), (-2, 6)], -1, .greaterOrEqual, Strength(priority: 500.5, weight: 2.284))
    k[20] = c([(0.05, 1)], 0, .equal, Strength(priority: 251, weight: 3))
    k[21] = c([(1, 2), (-0.6666666666666666, 9)], 11, .greaterOrEqual, Strength(priority: 500.5, weight: 3))
    k[22] = c([(-1, 2)], 5.333333333333333, .greaterOrEqual, Strength(priority: 251, weight: 1))
    k[23] = c([(0.6666666666666666, 10), (1, 10), (1000, 10)], 0.04, .lessOrEqual, .required)
    k[24] = c([(-1, 8), (0.5, 8), (-0.001, 1)], 9.799999999999999, .equal, .required)
    k[25] = c([(-1, 8), (0.5, 8), (-0.001, 1)], 9.799999999999999, .equal, .required)
    k[26] = c([(-1, 3), (-0.5, 9), (0.01, 10)], -14, .equal, Strength(priority: 251, weight: 1))
    k[29] = c([(1, 7), (-3, 5)], -24, .greaterOrEqual, Strength(priority: 751, weight: 1))
    k[30] = c([(-666.6666666666666, 6)], 79.23, .equal, Strength(priority: 500.5, weight: 2.136))
    k[31] = c([(666.6666666666666, 5)], 0, .equal, .required)
    k[34] = c([(-0.16666666666666666, 8), (-50.00033333333333, 1), (-666.6666666666666, 5)], 3.266666666666666, .equal, Strength(priority: 751, weight: 1))
    k[35] = c([(-0.3333333333333333, 8)], 0, .lessOrEqual, .required)
    let solver = Solver()
    try solver.addConstraint(k[0]!)
    solver.updateVariables()
    try solver.addConstraint(k[3]!)
    solver.updateVariables()
    try solver.addConstraint(k[1]!)
    solver.updateVariables()
    try solver.addConstraint(k[5]!)
    solver.updateVariables()
    try solver.addConstraint(k[7]!)
    solver.updateVariables()
    try solver.addConstraint(k[9]!)
    try solver.addConstraint(k[11]!)
    solver.updateVariables()
    try solver.addConstraint(k[8]!)
    solver.updateVariables()
    try solver.addConstraint(k[12]!)
    solver.updateVariables()
    try solver.addConstraint(k[14]!)
    solver.updateVariables()
    try solver.addConstraint(k[15]!)
    solver.updateVariables()
    try solver.addConstraint(k[16]!)
    solver.updateVariables()
    try solver.addConstraint(k[4]!)
    solver.updateVariables()
    try solver.addConstraint(k[18]!)
    solver.updateVariables()
    try solver.addConstraint(k[19]!)
    solver.updateVariables()
    try solver.addConstraint(k[20]!)
    solver.updateVariables()
    try solver.addConstraint(k[21]!)
    solver.updateVariables()
    try solver.addConstraint(k[22]!)
    try solver.addConstraint(k[23]!)
    solver.updateVariables()
    try solver.addEditVariable(x[3], strength: Strength(priority: 251, weight: 1))
    try solver.addConstraint(k[24]!)
    solver.updateVariables()
    try solver.addConstraint(k[6]!)
    solver.updateVariables()
    try solver.removeConstraint(k[24]!)
    solver.updateVariables()
    try solver.addConstraint(k[25]!)
    solver.updateVariables()
    try solver.addConstraint(k[26]!)
    solver.updateVariables()
    try solver.addConstraint(k[17]!)
    solver.updateVariables()
    try solver.addEditVariable(x[5], strength: Strength(priority: 500.5, weight: 4))
    try solver.suggestValue(x[3], -8)
    solver.updateVariables()
    try solver.addConstraint(k[29]!)
    try solver.removeConstraint(k[0]!)
    solver.updateVariables()
    try solver.addConstraint(k[30]!)
    solver.updateVariables()
    try solver.removeEditVariable(x[5])
    solver.updateVariables()
    try solver.addConstraint(k[31]!)
    solver.updateVariables()
    try solver.addConstraint(k[34]!)
    try solver.addConstraint(k[35]!)
    solver.updateVariables()
    func value(_ constraint: Constraint) -> Double {
        constraint.expression.terms.reduce(constraint.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }
    func violation(_ constraint: Constraint) -> Double {
        let e = value(constraint)
        switch constraint.relation {
        case .equal: return abs(e)
        case .greaterOrEqual: return max(0, -e)
        case .lessOrEqual: return max(0, e)
        }
    }
    let optional: [Constraint] = [k[1]!, k[5]!, k[7]!, k[9]!, k[11]!, k[12]!, k[14]!, k[15]!, k[16]!, k[18]!, k[19]!, k[20]!, k[21]!, k[22]!, k[6]!, k[26]!, k[29]!, k[30]!, k[34]!]
    // Each edit variable is the constraint x == suggested value at its strength.
    let edits: [(Variable, Double, Strength)] = [(x[3], -8, Strength(priority: 251, weight: 1))]
    func objective(_ priority: Double) -> Double {
        optional.filter { $0.strength.priority == priority }.reduce(0) { $0 + $1.strength.weight * violation($1) }
            + edits.filter { $0.2.priority == priority }.reduce(0) { $0 + $1.2.weight * abs(solver.value(of: $1.0) - $1.1) }
    }
    // The reference LP has a point that holds every required constraint and reaches these,
    // level by level from the highest priority; the solver must do as well (it does worse at the last).
    #expect(objective(751) <= 2.8931154090472422e-11 + 0.7057263961134823)
    #expect(objective(500.5) <= 200634.03447488858 + 2.69943972472192)
    #expect(objective(251) <= 83789.93182812349 + 1.0319297597989279)
}
