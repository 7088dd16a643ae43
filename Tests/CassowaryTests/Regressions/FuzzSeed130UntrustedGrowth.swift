// Solver defect (objective differs from the reference optimum), operation fuzz seed 130:
// CASSOWARY_FUZZ_SEEDS=130 swift test --filter randomOperationSequencesMatchTheReference (commit
// 29585cf), minimised by the harness from 47 to 10 steps.
// step 9, solver.addConstraint(k[26]!): objective [0.0, 189.05628742419242] at priorities
// [999.0, 471.0]; the reference reaches [0.0, 8.526512829121202e-14], and so does a fresh solver.
// k[22], k[24] and k[26] are nearly parallel required equalities (k[26] is close to twice k[22]
// plus k[24]), and adding k[26] pivoted on a cell that was rounding: the tableau's largest cell
// grew to 2.9e9 of its row. x2, which only k[1] (priority 471) holds, came out of it as a function
// of the required rows, so k[1] looked fixed at 63 off, and the answer held every required
// constraint and agreed with its rows: nothing the checks of the answer looked at was wrong.
// Fixed (2026-11-26): when a call takes a tableau's growth past `Tolerance.untrustedGrowth` (1e8),
// its answer is compared with a fresh tableau's and the better one is kept
// (`SolverCore.repairIfDrifted`).
import Cassowary
import Testing

@Test func objectiveMismatchSeed130UntrustedGrowth() throws {
    let x = (0..<8).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[1] = c([(0.01, 2), (-0.5, 0)], 14.01, .equal, Strength(priority: 471, weight: 3))
    k[16] = c([(-1, 3), (0.1, 0), (0.30000000000000004, 6)], -0.1, .equal, .required)
    k[22] = c([(-0.2, 3), (33.333333333333336, 6), (0.05, 3), (-100, 3), (22222.22222222222, 6), (-0.01, 3), (0.001, 0), (0.0030000000000000005, 6), (20, 0), (-0.013999999999999999, 7), (6, 5)], 0.06576666666666667, .equal, .required)
    k[23] = c([(0.1, 5)], -0.0, .lessOrEqual, .required)
    k[24] = c([(-203.97, 3), (40.68533333333333, 0), (44545.50044444444, 6), (-0.02823333333333333, 7), (12.1, 5)], -0.2183666666666667, .equal, .required)
    k[25] = c([(2, 6), (3, 5), (0.01, 0), (3, 1)], 42, .lessOrEqual, Strength(priority: 999, weight: 4))
    k[26] = c([(-0.6666666666666666, 3), (0.06666666666666667, 0), (0.2, 6), (15, 0), (-0.010499999999999999, 7), (4.5, 5), (4, 3), (-666.6666666666666, 6), (-1, 3), (-0.4, 3), (66.66666666666667, 6), (0.1, 3), (-200, 3), (44444.44444444444, 6), (-0.02, 3), (0.002, 0), (0.006000000000000001, 6), (40, 0), (-0.027999999999999997, 7), (12, 5)], 0.06286666666666667, .equal, .required)
    let solver = Solver()
    try solver.addConstraint(k[1]!)
    solver.updateVariables()
    try solver.addConstraint(k[16]!)
    try solver.addConstraint(k[22]!)
    try solver.addConstraint(k[23]!)
    solver.updateVariables()
    try solver.addEditVariable(x[1], strength: Strength(priority: 471, weight: 2))
    solver.updateVariables()
    try solver.removeConstraint(k[23]!)
    solver.updateVariables()
    try solver.addConstraint(k[24]!)
    solver.updateVariables()
    try solver.addConstraint(k[25]!)
    solver.updateVariables()
    try solver.suggestValue(x[1], 998)
    try solver.addConstraint(k[26]!)
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
    let optional: [Constraint] = [k[1]!, k[25]!]
    // Each edit variable is the constraint x == suggested value at its strength.
    let edits: [(Variable, Double, Strength)] = [(x[1], 998, Strength(priority: 471, weight: 2))]
    func objective(_ priority: Double) -> Double {
        optional.filter { $0.strength.priority == priority }.reduce(0) { $0 + $1.strength.weight * violation($1) }
            + edits.filter { $0.2.priority == priority }.reduce(0) { $0 + $1.2.weight * abs(solver.value(of: $1.0) - $1.1) }
    }
    // The answer that replaced the drifted one still holds every required constraint.
    for required in [k[16]!, k[22]!, k[24]!, k[26]!] { #expect(abs(value(required)) <= 1e-6 * 100) }
    // The reference LP has a point that holds every required constraint and reaches these,
    // level by level from the highest priority; the solver must do as well.
    #expect(objective(999) <= 0 + 0.04863899700755252)
    #expect(objective(471) <= 8.526512829121202e-14 + 0.010006643675207648)
}
