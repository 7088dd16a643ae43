// Solver defect (objective differs from the reference optimum), operation fuzz seed 262: CASSOWARY_FUZZ_SEEDS=262 swift test
// --filter randomOperationSequencesMatchTheReference (branch refcheck, commit 0cd8dbb), minimised by the harness.
// Checked with scipy 1.17's HiGHS (linprog, method='highs') on the final state below, the same
// lexicographic LP (free variables, required constraints hard, each priority level minimised and then held
// at its optimum + 1e-12 relative while the next is minimised):
//   priorities         [300, 250, 205, 2]
//   scipy optimum      [0, 0, 6.329504, 4928.799]
//   solver reaches     [1.37633e-12, 8.155074e-11, 6.329504, 4765828]
//   reference optimum  [0, 0, 6.329504, 4928.799] (agrees with scipy)
// The solver is the one that is wrong: it is worse than scipy's optimum at a level where every higher level is optimal.
// Operation fuzz, seed 262: objective differs from the reference optimum.
// step 19, solver.addConstraint(k[39]!): objective [1.376232461325344e-12, 8.155074482374402e-11, 6.329503602478584, 4765828.399050615] at priorities [300.0, 250.0, 205.0, 2.0]; the reference reaches [0.0, 0.0, 6.329503602101527, 4928.7990476194955]
// Minimised from 142 to 20 steps.
// Fixed (2026-11-26): the objective is recomputed from the rows when the simplex stops after
// many pivots (`Tableau.refreshObjective()`), and a move that worsens a higher level by noise
// times a long step is taken unless its pivot cell is ill-conditioned; together they reach the
// optimum (the rounding of the objective's updates had blocked or refused the last moves).
import Cassowary
import Testing

@Test func objectiveMismatchSeed262ReachesTheOptimum() throws {
    let x = (0..<13).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[0] = c([(-2, 1), (-1, 11), (3, 6), (2, 3)], -33.26, .equal, Strength(priority: 2, weight: 4))
    k[12] = c([(-0.5, 11), (700, 1), (0.5, 11)], -9, .lessOrEqual, Strength(priority: 250, weight: 2.714))
    k[16] = c([(-0.001, 5), (1, 7)], 4, .lessOrEqual, Strength(priority: 250, weight: 1))
    k[19] = c([(-0.001, 6), (0.7, 9)], 0, .greaterOrEqual, Strength(priority: 2, weight: 2))
    k[20] = c([(-0.5, 1), (-2, 1), (0.1, 9), (-1, 0)], -170, .equal, Strength(priority: 250, weight: 1))
    k[21] = c([(1, 4), (-1, 6), (-0.7, 9), (0.3333333333333333, 7)], -47, .equal, Strength(priority: 2, weight: 4))
    k[25] = c([(0.006666666666666666, 2), (1, 2)], 4, .equal, .required)
    k[29] = c([(1.0166666666666666, 2), (-0.3, 0), (-0.1, 4), (-100.3, 12)], 4.21, .equal, .required)
    k[34] = c([(-1000, 6), (0.5, 5)], 100, .lessOrEqual, .required)
    k[35] = c([(-20, 10), (2, 11), (2, 7), (-1, 10)], -50.116, .lessOrEqual, .required)
    k[36] = c([(0.6666666666666666, 1), (1, 7)], 0, .greaterOrEqual, Strength(priority: 205, weight: 1))
    k[37] = c([(-0.5, 10), (2, 10)], -27, .greaterOrEqual, Strength(priority: 2, weight: 1))
    k[38] = c([(3.333333333333333, 3), (-100, 4)], 14, .equal, Strength(priority: 205, weight: 1))
    k[39] = c([(3, 1), (0.03333333333333333, 1), (-100, 1), (0.006666666666666666, 3)], -0.017, .greaterOrEqual, Strength(priority: 300, weight: 1))
    let solver = Solver()
    try solver.addEditVariable(x[5], strength: Strength(priority: 205, weight: 3))
    solver.updateVariables()
    try solver.addEditVariable(x[0], strength: Strength(priority: 205, weight: 1))
    solver.updateVariables()
    try solver.addConstraint(k[12]!)
    solver.updateVariables()
    try solver.addConstraint(k[16]!)
    solver.updateVariables()
    try solver.addConstraint(k[19]!)
    solver.updateVariables()
    try solver.addEditVariable(x[12], strength: Strength(priority: 205, weight: 1))
    solver.updateVariables()
    try solver.addConstraint(k[0]!)
    solver.updateVariables()
    try solver.addConstraint(k[20]!)
    solver.updateVariables()
    try solver.addConstraint(k[25]!)
    solver.updateVariables()
    try solver.addConstraint(k[34]!)
    solver.updateVariables()
    try solver.addConstraint(k[35]!)
    solver.updateVariables()
    try solver.addConstraint(k[29]!)
    try solver.addConstraint(k[36]!)
    solver.updateVariables()
    try solver.removeConstraint(k[19]!)
    solver.updateVariables()
    try solver.addConstraint(k[37]!)
    solver.updateVariables()
    try solver.suggestValue(x[12], 2.3333333333333335)
    solver.updateVariables()
    try solver.addConstraint(k[19]!)
    solver.updateVariables()
    try solver.addConstraint(k[21]!)
    try solver.addConstraint(k[38]!)
    try solver.addConstraint(k[39]!)
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
    let optional: [Constraint] = [k[12]!, k[16]!, k[0]!, k[20]!, k[36]!, k[37]!, k[19]!, k[21]!, k[38]!, k[39]!]
    // Each edit variable is the constraint x == suggested value at its strength.
    let edits: [(Variable, Double, Strength)] = [(x[5], 0, Strength(priority: 205, weight: 3)), (x[0], 0, Strength(priority: 205, weight: 1)), (x[12], 2.3333333333333335, Strength(priority: 205, weight: 1))]
    func objective(_ priority: Double) -> Double {
        optional.filter { $0.strength.priority == priority }.reduce(0) { $0 + $1.strength.weight * violation($1) }
            + edits.filter { $0.2.priority == priority }.reduce(0) { $0 + $1.2.weight * abs(solver.value(of: $1.0) - $1.1) }
    }
    // The reference LP has a point that holds every required constraint and reaches these,
    // level by level from the highest priority; the solver must do as well (before the fix it did worse at the last).
    #expect(objective(300) <= 0 + 1.5054857142859414e-05)
    #expect(objective(250) <= 0 + 0.0008038325714286543)
    #expect(objective(205) <= 6.329503602101527 + 0.002669416900368886)
    #expect(objective(2) <= 4928.7990476194955 + 33.9090090818013)
}
