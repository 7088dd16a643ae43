// Operation fuzz, seed 7157 at 100 times the `make test` budget (CASSOWARY_FUZZ_SEEDS=7157),
// an objective level above the exact optimum, confirmed by `ExactLexicographicLP`.
// step 9, solver.addConstraint(k[23]!): Minimised from 76 to 10 steps (96 replays).
// Priority 157 stopped at 146.39 where 0 is the optimum. On a tableau grown 8.2e7 times (by
// coefficients of 1111 and 0.0067), the move to the optimum was limited by a cell of -7.4e-8
// next to 1.67 in its row, below `Tolerance.growthNoise(growth:)`: the simplex left it to the
// solver as a doubtful move. The dual simplex then restored a row negative by rounding (-9.5e-7)
// by making the hinted symbol basic, and the hint, whose symbol was no longer parametric, was
// dropped. Fixed (2026-12-07): a doubtful hint whose symbol has become basic passes to the
// parametric symbols of its row (`Tableau.takeHintedMoves(limit:)`), and the one whose refined
// column confirms the move takes it.
import Cassowary
import Testing

@Test func doubtfulMoveFollowedPastAPivotSeed7157() throws {
    let x = (0..<14).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[0] = c([(-3, 6), (0.006666666666666666, 4)], 0, .equal, Strength(priority: 157, weight: 1))
    k[1] = c([(2, 3)], -17.97, .greaterOrEqual, .required)
    k[3] = c([(333.3333333333333, 4), (-0.6666666666666666, 11), (0.6666666666666666, 10)], -8.333333333333332, .greaterOrEqual, .required)
    k[13] = c([(0.3333333333333333, 5), (0.5, 5)], -44, .equal, Strength(priority: 157, weight: 3.327))
    k[14] = c([(0.006666666666666666, 6), (-0.5, 5), (-0.1, 11)], 0, .equal, Strength(priority: 750, weight: 1))
    k[17] = c([(-0.3333333333333333, 6), (2, 2)], 0, .lessOrEqual, Strength(priority: 750, weight: 1))
    k[20] = c([(100, 4), (-0.2, 11), (0.2, 10), (2, 3), (1111.1111111111109, 4), (-2.222222222222222, 11), (2.222222222222222, 10)], -48.24777777777777, .greaterOrEqual, .required)
    k[22] = c([(0.1, 2), (-10, 2), (-1, 5), (-0.01, 10)], 38, .equal, Strength(priority: 157, weight: 3))
    k[23] = c([(-10, 2)], -21, .greaterOrEqual, Strength(priority: 750, weight: 0.703))
    let solver = Solver()
    try solver.addEditVariable(x[11], strength: Strength(priority: 157, weight: 1))
    solver.updateVariables()
    try solver.addConstraint(k[0]!)
    solver.updateVariables()
    try solver.addConstraint(k[1]!)
    solver.updateVariables()
    try solver.addConstraint(k[3]!)
    solver.updateVariables()
    try solver.addConstraint(k[13]!)
    solver.updateVariables()
    try solver.addConstraint(k[14]!)
    solver.updateVariables()
    try solver.addConstraint(k[17]!)
    solver.updateVariables()
    try solver.addConstraint(k[20]!)
    solver.updateVariables()
    try solver.addConstraint(k[22]!)
    solver.updateVariables()
    try solver.addConstraint(k[23]!)
    solver.updateVariables()
    func value(_ constraint: Constraint) -> Double {
        let constant = solver.constant(of: constraint) ?? constraint.expression.constant
        return constraint.expression.terms.reduce(constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }
    func violation(_ constraint: Constraint) -> Double {
        let e = value(constraint)
        switch constraint.relation {
        case .equal: return abs(e)
        case .greaterOrEqual: return max(0, -e)
        case .lessOrEqual: return max(0, e)
        }
    }
    let optional: [Constraint] = [k[0]!, k[13]!, k[14]!, k[17]!, k[22]!, k[23]!]
    // Each edit variable is the constraint x == suggested value at its strength.
    let edits: [(Variable, Double, Strength)] = [(x[11], 0, Strength(priority: 157, weight: 1))]
    func objective(_ priority: Double) -> Double {
        optional.filter { $0.strength.priority == priority }.reduce(0) { $0 + $1.strength.weight * violation($1) }
            + edits.filter { $0.2.priority == priority }.reduce(0) { $0 + $1.2.weight * abs(solver.value(of: $1.0) - $1.1) }
    }
    // The reference LP has a point that holds every required constraint and reaches these,
    // level by level from the highest priority; the solver must do as well (it did worse at the last).
    #expect(objective(750) <= 0 + 0.001450261038809119)
    #expect(objective(157) <= 0 + 0.024914803490657226)
}
