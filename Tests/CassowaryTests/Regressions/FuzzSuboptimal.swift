// Defect (beyond the four classes): a SUBOPTIMAL solution at the highest priority level.
// Found by the operation fuzz test (Tests/CassowaryTests/OperationFuzzTests.swift, branch fuzz,
// generator as of commit ee729ea): CASSOWARY_FUZZ_SEEDS=48 swift test --filter OperationFuzz
// (seed 48, 150 steps, checks on), minimised by the harness.
// After the last add the solver leaves the priority-869 constraint k[56] violated by about 4,
// although a point holding every required constraint satisfies it exactly (the fuzz test's
// reference LP finds one, the dense textbook LP in ReferenceLP.swift agrees). Seed 75
// shows the same at another level.
import Cassowary
import Testing

@Test func fuzzFindingSuboptimal() throws {
    let x = (0..<30).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[47] = c([(0.3, 11), (-0.3, 23), (0.7, 14), (-0.7, 15), (-0.7, 1)], -5.763999999999999, .equal, .required)
    k[51] = c([(-2.0966666666666667, 15), (2.1666666666666665, 5), (-364.5, 0), (-15.08, 1), (-0.15000000000000002, 4), (0.15000000000000002, 6), (-0.36000000000000004, 3), (-0.3666666666666667, 12), (0.3666666666666667, 8), (366.66666666666663, 13), (-366.66666666666663, 7), (15, 20), (-15, 9), (0.006666666666666666, 22), (-0.03666666666666667, 11), (0.03, 23), (-0.06999999999999999, 14)], -1519.4636, .equal, .required)
    k[56] = c([(0.001, 3), (3, 0)], 23, .equal, Strength(priority: 869, weight: 1))
    k[59] = c([(0.006666666666666666, 0), (3, 1), (3, 1)], 70, .equal, Strength(priority: 500.5, weight: 1))
    k[60] = c([(-1000, 3)], -2, .greaterOrEqual, .required)
    k[62] = c([(-3, 0), (-0.010000000000000002, 1), (-0.01, 3)], -18.89, .lessOrEqual, .required)
    k[63] = c([(-1.6311111111111112, 15), (1.4444444444444442, 5), (-243, 0), (-10.286666666666665, 1), (-0.1, 4), (0.1, 6), (-0.24000000000000002, 3), (-0.24444444444444446, 12), (0.24444444444444446, 8), (244.4444444444444, 13), (-244.4444444444444, 7), (10, 20), (-10, 9), (0.004444444444444444, 22), (0.07555555555555554, 11), (-0.07999999999999999, 23), (0.18666666666666665, 14)], -1014.8970666666667, .equal, .required)
    let solver = Solver()
    try solver.addConstraint(k[56]!)
    try solver.addConstraint(k[59]!)
    solver.updateVariables()
    try solver.addConstraint(k[51]!)
    try solver.addConstraint(k[47]!)
    solver.updateVariables()
    try solver.addConstraint(k[60]!)
    solver.updateVariables()
    try solver.addConstraint(k[62]!)
    solver.updateVariables()
    try solver.addConstraint(k[63]!)
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
    let optional: [Constraint] = [k[56]!, k[59]!]
    // Each edit variable is the constraint x == suggested value at its strength.
    let edits: [(Variable, Double, Strength)] = []
    func objective(_ priority: Double) -> Double {
        optional.filter { $0.strength.priority == priority }.reduce(0) { $0 + $1.strength.weight * violation($1) }
            + edits.filter { $0.2.priority == priority }.reduce(0) { $0 + $1.2.weight * abs(solver.value(of: $1.0) - $1.1) }
    }
    // The reference LP has a point that holds every required constraint and reaches these,
    // level by level from the highest priority; the solver must do as well (it does worse at the last).
    #expect(objective(869) <= 1.4968008149390203e-15 + 9.78742115865725e-05)
}