// Operation fuzz, seed 9858 at 100 times the `make test` budget (CASSOWARY_FUZZ_SEEDS=9858),
// an objective level above the exact optimum, confirmed by `ExactLexicographicLP`.
// step 8, solver.addConstraint(k[42]!): Minimised from 120 to 9 steps (101 replays).
// Priority 999 stopped at 4.55 where 0 is the optimum. The way there begins with a move whose
// cost, -4.3e-7 beside weights of 3 (a product of coefficients of 1e-3 and 1e3), is beyond the
// simplex's noise threshold, but whose step (0.023) makes a gain too small to measure, while
// priority 912 below loses; the simplex does not trust a cost below `Tolerance.roundingCostBound`
// with such a trade, and stopped. Fixed (2026-11-29): the move is hinted to the solver, which
// takes it (and the second such step after it) and keeps the result because the answer,
// evaluated from the constraints as written, is better (`SolverCore.followHintedMoves()`).
import Cassowary
import Testing

@Test func doubtfulCostTrustedSeed9858() throws {
    let x = (0..<14).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[4] = c([(33.33333333333333, 0), (-1000, 2), (-1, 2)], 0, .greaterOrEqual, Strength(priority: 912, weight: 1))
    k[9] = c([(-0.1, 2)], 0, .equal, Strength(priority: 912, weight: 1))
    k[10] = c([(-0.1, 10)], 0, .lessOrEqual, .required)
    k[18] = c([(-0.006999999999999999, 9), (-10, 9)], 0, .equal, Strength(priority: 999, weight: 0.5))
    k[30] = c([(-333.3333333333333, 11), (-1000, 11), (1, 2), (-1000, 8)], -48, .equal, .required)
    k[38] = c([(1, 10), (0.6666666666666666, 12)], -3, .equal, Strength(priority: 999, weight: 3))
    k[39] = c([(7, 12), (2, 11)], -46, .equal, .required)
    k[40] = c([(-0.01, 11), (1, 10), (10, 0)], 0, .equal, .required)
    k[42] = c([(1, 9), (100, 8)], -89.17, .equal, .required)
    let solver = Solver()
    try solver.addConstraint(k[9]!)
    solver.updateVariables()
    try solver.addConstraint(k[10]!)
    solver.updateVariables()
    try solver.addConstraint(k[4]!)
    solver.updateVariables()
    try solver.addConstraint(k[18]!)
    solver.updateVariables()
    try solver.addConstraint(k[30]!)
    solver.updateVariables()
    try solver.addConstraint(k[38]!)
    solver.updateVariables()
    try solver.addConstraint(k[39]!)
    solver.updateVariables()
    try solver.addConstraint(k[40]!)
    try solver.addConstraint(k[42]!)
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
    let optional: [Constraint] = [k[9]!, k[4]!, k[18]!, k[38]!]
    // Each edit variable is the constraint x == suggested value at its strength.
    let edits: [(Variable, Double, Strength)] = []
    func objective(_ priority: Double) -> Double {
        optional.filter { $0.strength.priority == priority }.reduce(0) { $0 + $1.strength.weight * violation($1) }
            + edits.filter { $0.2.priority == priority }.reduce(0) { $0 + $1.2.weight * abs(solver.value(of: $1.0) - $1.1) }
    }
    // The reference LP has a point that holds every required constraint and reaches these,
    // level by level from the highest priority; the solver must do as well (it does worse at the last).
    #expect(objective(999) <= 0 + 5.0545585724344926e-05)
}
