// Solver defect (objective differs from the reference optimum), operation fuzz seed 449: CASSOWARY_FUZZ_SEEDS=449 swift test
// --filter randomOperationSequencesMatchTheReference (branch refcheck, commit 0cd8dbb), minimised by the harness.
// Checked with scipy 1.17's HiGHS (linprog, method='highs') on the final state below, the same
// lexicographic LP (free variables, required constraints hard, each priority level minimised and then held
// at its optimum + 1e-12 relative while the next is minimised):
//   priorities         [979, 501, 300]
//   scipy optimum      [1154.223, 0, 0]
//   solver reaches     [1154.223, 0, 64.3]
//   reference optimum  [1154.223, 0, 0] (agrees with scipy)
// The solver is the one that is wrong: it is worse than scipy's optimum at a level where every higher level is optimal.
// Operation fuzz, seed 449: objective differs from the reference optimum.
// step 17, solver.addConstraint(k[15]!): objective [1154.2226334874983, 0.0, 64.29999999636524] at priorities [979.0, 501.0, 300.0]; the reference reaches [1154.222632597477, 1.9082619928667555e-09, 0.0]
// Minimised from 61 to 18 steps.
// Fixed (2026-11-26) by partial pricing (`Tableau.runPrimal`): the steepest of a few candidates
// takes another path to the last add's optimum, and reaches it.
import Cassowary
import Testing

@Test func objectiveOptimalSeed449() throws {
    let x = (0..<9).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[0] = c([(0.5, 2), (-0.03333333333333333, 3), (-0.01, 4)], 19.6, .greaterOrEqual, Strength(priority: 501, weight: 1))
    k[1] = c([(0.5, 2), (666.6666666666666, 5)], -300, .greaterOrEqual, Strength(priority: 501, weight: 2))
    k[4] = c([(2, 5), (10, 3)], -0.30000000000000004, .lessOrEqual, Strength(priority: 501, weight: 3))
    k[5] = c([(-0.5, 7), (-0.001, 0), (100, 3)], -9, .lessOrEqual, .required)
    k[7] = c([(3, 4)], 0, .greaterOrEqual, Strength(priority: 300, weight: 0.5))
    k[9] = c([(-0.5, 7), (33.33333333333333, 2), (1, 8), (-0.5, 1)], -49.16, .lessOrEqual, Strength(priority: 501, weight: 4))
    k[10] = c([(2, 7), (-0.6666666666666666, 7), (-0.1, 7)], -40, .lessOrEqual, Strength(priority: 501, weight: 1))
    k[13] = c([(1, 3), (2, 3), (-0.010000000000000002, 1)], -23.24, .lessOrEqual, .required)
    k[14] = c([(1, 7), (-2, 7), (0.5, 2), (2, 0)], 0, .greaterOrEqual, .required)
    k[15] = c([(-1, 0)], -34, .greaterOrEqual, Strength(priority: 979, weight: 1))
    k[16] = c([(7, 4), (-1, 0), (-0.006999999999999999, 4)], 599.9999999999999, .lessOrEqual, .required)
    k[20] = c([(0.1, 7), (-0.5, 4)], 39.22, .lessOrEqual, .required)
    k[21] = c([(0.4666666666666666, 3)], 0, .equal, .required)
    let solver = Solver()
    try solver.addConstraint(k[4]!)
    solver.updateVariables()
    try solver.addEditVariable(x[5], strength: Strength(priority: 300, weight: 1))
    solver.updateVariables()
    try solver.addConstraint(k[5]!)
    solver.updateVariables()
    try solver.addConstraint(k[7]!)
    solver.updateVariables()
    try solver.addConstraint(k[9]!)
    solver.updateVariables()
    try solver.addConstraint(k[10]!)
    solver.updateVariables()
    try solver.addEditVariable(x[8], strength: Strength(priority: 300, weight: 1))
    solver.updateVariables()
    try solver.addConstraint(k[13]!)
    solver.updateVariables()
    try solver.addConstraint(k[14]!)
    solver.updateVariables()
    try solver.addConstraint(k[15]!)
    solver.updateVariables()
    try solver.addConstraint(k[1]!)
    solver.updateVariables()
    try solver.addConstraint(k[16]!)
    solver.updateVariables()
    try solver.addConstraint(k[0]!)
    solver.updateVariables()
    try solver.suggestValue(x[5], -64.15)
    try solver.removeConstraint(k[15]!)
    solver.updateVariables()
    try solver.addConstraint(k[20]!)
    solver.updateVariables()
    try solver.addConstraint(k[21]!)
    solver.updateVariables()
    try solver.addConstraint(k[15]!)
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
    let optional: [Constraint] = [k[4]!, k[7]!, k[9]!, k[10]!, k[1]!, k[0]!, k[15]!]
    // Each edit variable is the constraint x == suggested value at its strength.
    let edits: [(Variable, Double, Strength)] = [(x[5], -64.15, Strength(priority: 300, weight: 1)), (x[8], 0, Strength(priority: 300, weight: 1))]
    func objective(_ priority: Double) -> Double {
        optional.filter { $0.strength.priority == priority }.reduce(0) { $0 + $1.strength.weight * violation($1) }
            + edits.filter { $0.2.priority == priority }.reduce(0) { $0 + $1.2.weight * abs(solver.value(of: $1.0) - $1.1) }
    }
    // The reference LP has a point that holds every required constraint and reaches these,
    // level by level from the highest priority; the solver must do as well (it did worse at the last).
    #expect(objective(979) <= 1154.222632597477 + 0.013860671592059746)
    #expect(objective(501) <= 1.9082619928667555e-09 + 23.29301902801558)
    #expect(objective(300) <= 0 + 0.0004257757328806151)
}
