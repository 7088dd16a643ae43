// Fuzz seed 47, a default seed: the ratio test's pivot floor was relative to the largest entry in
// the entering column, including a row of an unrestricted symbol (3e6), so the restricted row that
// really limited the move (-0.0005) looked like noise; the move was judged unbounded and a real
// reduced cost at priority 249 was cleared, leaving level 188 at 26.6 instead of 0. The floor is
// now relative to the competing (restricted) rows only.
import Cassowary
import Testing

@Test func aRealReducedCostIsNotClearedAsUnbounded() throws {
    let x = (0..<9).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[0] = c([(0.1, 4), (1, 6)], -10.5, .equal, Strength(priority: 250, weight: 1))
    k[2] = c([(2, 2), (-1, 2)], -6, .greaterOrEqual, Strength(priority: 188, weight: 3))
    k[5] = c([(0.1, 6), (1000, 0), (-1, 3)], 0, .lessOrEqual, Strength(priority: 188, weight: 2))
    k[6] = c([(10, 4)], 0, .lessOrEqual, Strength(priority: 250, weight: 1))
    k[11] = c([(-2, 7), (-33.33333333333333, 4), (-0.001, 0)], -48, .lessOrEqual, Strength(priority: 188, weight: 1))
    k[12] = c([(1, 2), (-0.03333333333333333, 2), (1, 8), (0.5, 6)], 9, .lessOrEqual, .required)
    k[13] = c([(0.1, 8), (1, 7)], 26, .equal, Strength(priority: 250, weight: 1))
    k[15] = c([(-0.01, 8), (-1, 0)], -0.001, .equal, Strength(priority: 188, weight: 1))
    k[17] = c([(100, 4), (0.1111111111111111, 1), (1, 1), (0.5, 1)], -5, .lessOrEqual, Strength(priority: 188, weight: 2.093))
    k[18] = c([(1, 1)], -11, .equal, .required)
    let solver = Solver()
    try solver.addEditVariable(x[7], strength: Strength(priority: 249, weight: 1))
    solver.updateVariables()
    try solver.addConstraint(k[5]!)
    solver.updateVariables()
    try solver.addConstraint(k[6]!)
    solver.updateVariables()
    try solver.addConstraint(k[2]!)
    try solver.addConstraint(k[0]!)
    solver.updateVariables()
    try solver.addConstraint(k[11]!)
    solver.updateVariables()
    try solver.addConstraint(k[12]!)
    solver.updateVariables()
    try solver.addConstraint(k[13]!)
    solver.updateVariables()
    try solver.addConstraint(k[15]!)
    try solver.addConstraint(k[17]!)
    try solver.addConstraint(k[18]!)
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
    let optional: [Constraint] = [k[5]!, k[6]!, k[2]!, k[0]!, k[11]!, k[13]!, k[15]!, k[17]!]
    // Each edit variable is the constraint x == suggested value at its strength.
    let edits: [(Variable, Double, Strength)] = [(x[7], 0, Strength(priority: 249, weight: 1))]
    func objective(_ priority: Double) -> Double {
        optional.filter { $0.strength.priority == priority }.reduce(0) { $0 + $1.strength.weight * violation($1) }
            + edits.filter { $0.2.priority == priority }.reduce(0) { $0 + $1.2.weight * abs(solver.value(of: $1.0) - $1.1) }
    }
    // The reference LP has a point that holds every required constraint and reaches these,
    // level by level from the highest priority; the solver must do as well (it does worse at the last).
    #expect(objective(250) <= 1.2434497875801753e-14 + 0.00015729766666666679)
    #expect(objective(249) <= 0 + 1e-05)
    #expect(objective(188) <= 2.9531932455029164e-13 + 0.021859466274785643)
}
