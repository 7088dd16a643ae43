// Solver defect (objective differs from the reference optimum), operation fuzz seed 249: CASSOWARY_FUZZ_SEEDS=249 swift test
// --filter randomOperationSequencesMatchTheReference (branch refcheck, commit 0cd8dbb), minimised by the harness.
// Checked with scipy 1.17's HiGHS (linprog, method='highs') on the final state below, the same
// lexicographic LP (free variables, required constraints hard, each priority level minimised and then held
// at its optimum + 1e-12 relative while the next is minimised):
//   priorities         [500.5, 385, 300, 250, 1]
//   scipy optimum      [14.37717, 0, 34.33, 4162.067, 124.2947]
//   solver reaches     [14.37723, 3.700057e-06, 345.0929, 1627597, 324287.5]
//   reference optimum  [14.37717, 0, 34.33, 4162.067, 124.2947] (agrees with scipy)
// The solver is the one that is wrong: it is worse than scipy's optimum at a level where every higher level is optimal.
// Operation fuzz, seed 249: objective differs from the reference optimum.
// step 42, solver.removeConstraint(k[43]!): objective [14.377231034918518, 3.700057277455926e-06, 345.0928552992734, 1627597.4879257428, 324287.488474236] at priorities [500.5, 385.0, 300.0, 250.0, 1.0]; the reference reaches [14.377170000000001, 1.7913848182615766e-10, 34.33000000000034, 4162.066666666348, 124.29467555567757]
// Minimised from 143 to 43 steps.
// Fixed (2026-11-26): the objective is recomputed from the rows when the simplex stops after
// many pivots (`Tableau.refreshObjective()`), and a move that worsens a higher level by noise
// times a long step is taken unless its pivot cell is ill-conditioned; together they reach the
// optimum (the rounding of the objective's updates had blocked or refused the last moves).
import Cassowary
import Testing

@Test func objectiveMismatchSeed249ReachesTheOptimum() throws {
    let x = (0..<13).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[0] = c([(-2, 2), (1, 4)], 0, .greaterOrEqual, Strength(priority: 250, weight: 1))
    k[4] = c([(0.06666666666666667, 3), (-0.6666666666666666, 6), (2, 12)], -0.0, .greaterOrEqual, Strength(priority: 300, weight: 3))
    k[6] = c([(-10, 7), (-1, 11)], -31, .greaterOrEqual, Strength(priority: 250, weight: 1))
    k[22] = c([(2, 1), (-1, 5), (0.5, 0), (-0.06666666666666667, 10)], 2, .lessOrEqual, Strength(priority: 500.5, weight: 1.722))
    k[23] = c([(-222.2222222222222, 5), (0.3333333333333333, 1), (0.15555555555555553, 11), (2, 0), (1.3333333333333333, 9), (4.444444444444444, 6), (0.06666666666666667, 1), (-20, 6)], -30.53333333333333, .greaterOrEqual, .required)
    k[32] = c([(1, 0), (2, 7)], 98.34, .equal, Strength(priority: 1, weight: 1))
    k[33] = c([(0.5, 2), (-1, 7), (-333.3333333333333, 9)], 36, .equal, Strength(priority: 385, weight: 1))
    k[36] = c([(222.2222222222222, 5), (-0.3333333333333333, 1), (-0.3333333333333333, 11), (1.3333333333333333, 6), (0.3333333333333333, 7), (333.3333333333333, 5), (-0.5, 1), (-0.125, 11), (0.5, 6), (0.125, 7), (2, 2), (-1, 0), (100, 10), (233.33333333333331, 5), (-0.35, 1), (148.14814814814812, 5), (-0.2222222222222222, 1), (-0.10370370370370369, 11), (-1.3333333333333333, 0), (-0.8888888888888888, 9), (-2.9629629629629624, 6), (-0.04444444444444444, 1), (13.333333333333332, 6)], -8.82777777777778, .lessOrEqual, .required)
    k[37] = c([(-0.7, 6), (-0.5, 2)], 45, .equal, .required)
    k[39] = c([(10, 0), (20, 7)], 983.4000000000001, .greaterOrEqual, .required)
    k[40] = c([(-333.3333333333333, 12), (-0.5, 8)], 4.31, .lessOrEqual, Strength(priority: 500.5, weight: 2))
    k[41] = c([(-666.6666666666666, 1)], -52.39, .greaterOrEqual, Strength(priority: 500.5, weight: 1.532))
    k[42] = c([(1, 0), (1, 0), (0.5, 11)], -41, .greaterOrEqual, .required)
    k[43] = c([(0.3333333333333333, 9)], -61.61, .greaterOrEqual, .required)
    k[44] = c([(1, 12)], 11, .equal, .required)
    k[45] = c([(0.3333333333333333, 0)], 36.3, .lessOrEqual, Strength(priority: 300, weight: 1))
    k[46] = c([(2, 8), (0.1, 1), (-0.1, 1)], 0, .greaterOrEqual, Strength(priority: 385, weight: 2.446))
    k[49] = c([(0.1, 12)], 1.1, .equal, .required)
    k[50] = c([(10, 12)], 110, .equal, Strength(priority: 250, weight: 1))
    k[51] = c([(0.1, 0), (-0.003333333333333333, 12), (1000, 4)], -75.83, .greaterOrEqual, Strength(priority: 1, weight: 1))
    k[52] = c([(0.03, 12), (-1, 12)], -10.67, .equal, .required)
    k[53] = c([(10, 3), (-1, 11), (1, 7)], 2.888888888888889, .equal, Strength(priority: 1, weight: 2.637))
    k[54] = c([(1, 2), (0.7, 12)], 31, .greaterOrEqual, Strength(priority: 1, weight: 1))
    k[55] = c([(1, 4)], 49.63, .lessOrEqual, Strength(priority: 1, weight: 2.5))
    k[56] = c([(0.7, 6)], -47, .greaterOrEqual, Strength(priority: 500.5, weight: 2.147))
    k[57] = c([(0.5, 1), (10, 8), (-2, 12), (-2, 11)], 0, .lessOrEqual, .required)
    k[58] = c([(-1.455, 12)], -16.005, .equal, .required)
    k[59] = c([(1, 8), (-2, 11), (3, 12)], 0, .equal, Strength(priority: 500.5, weight: 1))
    k[60] = c([(666.6666666666666, 5), (-1, 1), (-0.25, 11), (1, 6), (0.25, 7), (4, 2), (-2, 0), (200, 10), (466.66666666666663, 5), (-0.7, 1), (666.6666666666666, 5), (-1, 1), (-0.15555555555555553, 11), (-2, 0), (-1.3333333333333333, 9)], -28.03333333333334, .lessOrEqual, .required)
    let solver = Solver()
    try solver.addConstraint(k[22]!)
    solver.updateVariables()
    try solver.addConstraint(k[6]!)
    try solver.addConstraint(k[23]!)
    solver.updateVariables()
    try solver.addConstraint(k[32]!)
    solver.updateVariables()
    try solver.addConstraint(k[33]!)
    solver.updateVariables()
    try solver.addConstraint(k[36]!)
    solver.updateVariables()
    try solver.addConstraint(k[37]!)
    solver.updateVariables()
    try solver.addConstraint(k[39]!)
    solver.updateVariables()
    try solver.addEditVariable(x[8], strength: Strength(priority: 300, weight: 1))
    solver.updateVariables()
    try solver.addConstraint(k[40]!)
    solver.updateVariables()
    try solver.addConstraint(k[41]!)
    solver.updateVariables()
    try solver.addConstraint(k[42]!)
    solver.updateVariables()
    try solver.addConstraint(k[43]!)
    solver.updateVariables()
    try solver.addConstraint(k[44]!)
    solver.updateVariables()
    try solver.addEditVariable(x[1], strength: Strength(priority: 500.5, weight: 2))
    solver.updateVariables()
    try solver.removeConstraint(k[37]!)
    try solver.suggestValue(x[1], 3)
    solver.updateVariables()
    try solver.suggestValue(x[1], 3)
    solver.updateVariables()
    try solver.addConstraint(k[45]!)
    solver.updateVariables()
    try solver.addConstraint(k[46]!)
    solver.updateVariables()
    try solver.addConstraint(k[49]!)
    try solver.addConstraint(k[50]!)
    solver.updateVariables()
    try solver.suggestValue(x[8], 999.9)
    solver.updateVariables()
    try solver.addConstraint(k[51]!)
    solver.updateVariables()
    try solver.addConstraint(k[52]!)
    solver.updateVariables()
    try solver.addConstraint(k[53]!)
    solver.updateVariables()
    try solver.addConstraint(k[54]!)
    solver.updateVariables()
    try solver.addConstraint(k[55]!)
    solver.updateVariables()
    try solver.suggestValue(x[8], -1004.9)
    solver.updateVariables()
    try solver.removeConstraint(k[44]!)
    solver.updateVariables()
    try solver.addConstraint(k[56]!)
    solver.updateVariables()
    try solver.addConstraint(k[57]!)
    solver.updateVariables()
    try solver.removeConstraint(k[49]!)
    solver.updateVariables()
    try solver.addConstraint(k[58]!)
    solver.updateVariables()
    try solver.addConstraint(k[4]!)
    solver.updateVariables()
    try solver.addConstraint(k[59]!)
    solver.updateVariables()
    try solver.removeConstraint(k[58]!)
    solver.updateVariables()
    try solver.suggestValue(x[1], 7.11)
    solver.updateVariables()
    try solver.addConstraint(k[0]!)
    solver.updateVariables()
    try solver.removeConstraint(k[52]!)
    solver.updateVariables()
    try solver.addConstraint(k[60]!)
    solver.updateVariables()
    try solver.suggestValue(x[8], -34.33)
    solver.updateVariables()
    try solver.removeConstraint(k[43]!)
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
    let optional: [Constraint] = [k[22]!, k[6]!, k[32]!, k[33]!, k[40]!, k[41]!, k[45]!, k[46]!, k[50]!, k[51]!, k[53]!, k[54]!, k[55]!, k[56]!, k[4]!, k[59]!, k[0]!]
    // Each edit variable is the constraint x == suggested value at its strength.
    let edits: [(Variable, Double, Strength)] = [(x[8], -34.33, Strength(priority: 300, weight: 1)), (x[1], 7.11, Strength(priority: 500.5, weight: 2))]
    func objective(_ priority: Double) -> Double {
        optional.filter { $0.strength.priority == priority }.reduce(0) { $0 + $1.strength.weight * violation($1) }
            + edits.filter { $0.2.priority == priority }.reduce(0) { $0 + $1.2.weight * abs(solver.value(of: $1.0) - $1.1) }
    }
    // The reference LP has a point that holds every required constraint and reaches these,
    // level by level from the highest priority; the solver must do as well (before the fix it did worse at the last).
    #expect(objective(500.5) <= 14.377170000000001 + 0.6123008193227202)
    #expect(objective(385) <= 1.7913848182615766e-10 + 0.32619853266082155)
    #expect(objective(300) <= 34.33000000000034 + 0.011751483057702)
}
