// Operation fuzz, seed 1752 (an internal error; minimised by the harness from 76 steps), found
// while trying a steepest-first entering rule (2026-11-26).
// A chain of required equalities (each box's edge is the last one's plus 5.33) makes every move
// of the last add degenerate: choosing the steepest candidate, the simplex came back to a basis
// after 8 pivots, the cycle guard took the cycle for rounding (it is not: steepest-first choices
// can cycle in exact arithmetic), refused the moves, cycled again and threw "the simplex cycled
// on moves that are not rounding".
// Fixed before it landed: partial pricing gives way to Bland's rule at a run's first cycle
// (`CycleGuard.pricing`, `Tableau.runPrimal`).
import Cassowary
import Testing

@Test func degenerateCycleUnderPricingEndsInBlandsRuleSeed1752() throws {
    let x = (0..<30).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[11] = c([(1, 2), (1, 17), (-1, 19)], 5.33, .equal, .required)
    k[12] = c([(1, 25), (-1, 19), (-1, 2)], -5.33, .equal, .required)
    k[13] = c([(1, 2), (1, 25), (-1, 11)], 5.33, .equal, .required)
    k[14] = c([(1, 16), (-1, 11), (-1, 2)], -5.33, .equal, .required)
    k[15] = c([(1, 2), (1, 16), (-1, 18)], 5.33, .equal, .required)
    k[16] = c([(1, 8), (-1, 18), (-1, 2)], -5.33, .equal, .required)
    k[17] = c([(1, 29), (-1, 8), (-1, 2)], -5.33, .equal, .required)
    k[18] = c([(1, 27), (-1, 29), (-1, 2)], -5.33, .equal, .required)
    k[19] = c([(1, 2), (1, 27), (-1, 24)], 5.33, .equal, .required)
    k[20] = c([(1, 12), (-1, 24), (-1, 2)], -5.33, .equal, .required)
    k[21] = c([(1, 20), (-1, 12), (-1, 2)], -5.33, .equal, .required)
    k[26] = c([(1, 17)], -0.0, .equal, Strength(priority: 501, weight: 1))
    k[29] = c([(3, 1), (-0.5, 24)], 0, .equal, Strength(priority: 501, weight: 4))
    k[32] = c([(2, 27)], 0, .equal, Strength(priority: 977, weight: 0.5))
    k[35] = c([(-2, 3), (0.1, 3), (0.3333333333333333, 3)], 0, .equal, Strength(priority: 999, weight: 1))
    k[36] = c([(-2, 1), (-1, 3), (0.5, 1), (1, 1)], 0, .equal, Strength(priority: 977, weight: 3))
    k[38] = c([(0.3333333333333333, 1), (3, 20), (1, 1)], 0, .equal, Strength(priority: 977, weight: 3))
    let solver = Solver()
    try solver.addConstraint(k[11]!)
    solver.updateVariables()
    try solver.addConstraint(k[12]!)
    solver.updateVariables()
    try solver.addConstraint(k[13]!)
    solver.updateVariables()
    try solver.addConstraint(k[14]!)
    solver.updateVariables()
    try solver.addConstraint(k[15]!)
    solver.updateVariables()
    try solver.addConstraint(k[16]!)
    solver.updateVariables()
    try solver.addConstraint(k[17]!)
    solver.updateVariables()
    try solver.addConstraint(k[18]!)
    solver.updateVariables()
    try solver.addConstraint(k[19]!)
    solver.updateVariables()
    try solver.addConstraint(k[20]!)
    solver.updateVariables()
    try solver.addConstraint(k[21]!)
    solver.updateVariables()
    try solver.addConstraint(k[26]!)
    solver.updateVariables()
    try solver.addConstraint(k[29]!)
    solver.updateVariables()
    try solver.addConstraint(k[32]!)
    try solver.addConstraint(k[35]!)
    solver.updateVariables()
    try solver.addConstraint(k[36]!)
    solver.updateVariables()
    #expect(throws: Never.self) { try solver.addConstraint(k[38]!) }
    solver.updateVariables()
    // Every required constraint holds (they chain x2-based offsets of 5.33).
    for key in [11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21] {
        let c = k[key]!
        let value = c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
        #expect(abs(value) < 1e-9, "k[\(key)] is \(value) off")
    }
}
