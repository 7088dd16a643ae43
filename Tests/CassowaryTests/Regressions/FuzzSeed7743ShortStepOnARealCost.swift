// Fuzz seed 7743 at 100 times the `make test` budget (CASSOWARY_FUZZ_SEEDS=1...10000): the system
// present at step 129 (38 constraints and 2 edits over 8 variables), added to a new solver, left
// priority 847 at 13.243 where the exact lexicographic optimum is 0 (a simplex in Python
// fractions over the same doubles gives 0, 1,733,689.6634, 549.1407 and 39,894.1327 at
// priorities 847, 750, 501 and 249). In the fuzz's history the simplex stopped on a cost of
// -3.0e-5 at 847 (weights up to 1.737): its step was 4.8e-4, its gain 1.4e-8, below what the
// level can measure (1.7e-8), a
// level below would have lost measurably, and the move was refused as noise traded for a real
// loss. A cost 17,000 times the level's noise threshold is no rounding
// (`Tolerance.roundingCostBound`): such a move is now taken however short its step, as a
// degenerate one would be.
@testable import Cassowary
import Testing

@Test func shortStepOnARealCostIsTakenSeed7743() throws {
    let x = (0..<8).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    let constraints = [
        c([(2.0, 4), (10.0, 1)], 65.89, .greaterOrEqual, .required),
        c([(-0.006666666666666666, 3), (1.0, 6), (-1.0, 0), (0.5, 6)], -0.3333333333333333, .greaterOrEqual, Strength(priority: 501.0, weight: 1.0)),
        c([(-1.0, 3), (0.06666666666666667, 1), (1.0, 3), (1.0, 4)], 90.0, .greaterOrEqual, Strength(priority: 501.0, weight: 1.0)),
        c([(-100.0, 1), (-1.0, 2)], 10.0, .greaterOrEqual, .required),
        c([(33.33333333333333, 3), (1.0, 4)], 35.0, .equal, Strength(priority: 501.0, weight: 1.0)),
        c([(-1.0, 3), (-0.1111111111111111, 3)], -19.0, .greaterOrEqual, .required),
        c([(1.0, 3), (7.0, 1), (-3.0, 5)], 0.049999999999999996, .equal, Strength(priority: 847.0, weight: 1.0)),
        c([(2.0, 2)], -5.1, .lessOrEqual, Strength(priority: 750.0, weight: 3.745)),
        c([(2.0, 2)], 88.69, .greaterOrEqual, .required),
        c([(1000.0, 0)], -0.6666666666666666, .lessOrEqual, .required),
        c([(3.0, 2), (1000.0, 2), (1.0, 0), (1.0, 5)], 700.0, .lessOrEqual, Strength(priority: 249.0, weight: 3.0)),
        c([(-2.0, 5), (0.03333333333333333, 5), (-0.5, 5)], 0.0, .lessOrEqual, Strength(priority: 501.0, weight: 1.0)),
        c([(-1.0, 4), (-333.3333333333333, 0)], -2.37, .greaterOrEqual, Strength(priority: 750.0, weight: 1.322)),
        c([(0.5, 7)], 0.14, .greaterOrEqual, Strength(priority: 847.0, weight: 1.22)),
        c([(-0.1, 6), (1.0, 2), (1.3333333333333333, 7), (-0.6666666666666666, 4)], 45.333333333333336, .equal, Strength(priority: 750.0, weight: 0.5)),
        c([(-10.0, 4), (1.0, 0), (-1.0, 5)], 0.0, .lessOrEqual, .required),
        c([(1.0, 7)], -10.83, .lessOrEqual, Strength(priority: 249.0, weight: 1.0)),
        c([(1.0, 0)], -5.0, .lessOrEqual, Strength(priority: 750.0, weight: 3.217)),
        c([(1000.0, 2), (-7.0, 3), (-1000.0, 7), (10.0, 7)], 0.0, .equal, Strength(priority: 750.0, weight: 1.0)),
        c([(100.0, 1), (1.0, 2)], -10.0, .lessOrEqual, .required),
        c([(1.0, 1), (-0.01, 1), (10.0, 5)], -35.0, .lessOrEqual, .required),
        c([(0.3333333333333333, 1), (0.3333333333333333, 1)], 91.89, .equal, Strength(priority: 249.0, weight: 2.0)),
        c([(0.1, 6), (-1.0, 2), (-1.3333333333333333, 7), (0.6666666666666666, 4)], -45.333333333333336, .equal, .required),
        c([(-2.0, 3)], -35.0, .lessOrEqual, .required),
        c([(1.0, 0), (-0.4444444444444444, 0)], 0.0, .equal, Strength(priority: 249.0, weight: 1.0)),
        c([(1.0, 6)], 0.0, .greaterOrEqual, Strength(priority: 249.0, weight: 1.0)),
        c([(0.48999999999999994, 5), (-0.5, 0)], 0.0, .equal, Strength(priority: 847.0, weight: 0.962)),
        c([(0.5, 5), (1.0, 4), (-1.0, 6)], 0.0, .equal, Strength(priority: 249.0, weight: 1.0)),
        c([(-0.6666666666666666, 7), (0.3333333333333333, 4)], -24.96666666666667, .lessOrEqual, .required),
        c([(0.06666666666666667, 7), (-0.03333333333333333, 4), (-100.0, 1), (-1.0, 2), (1.3333333333333333, 4), (6.666666666666666, 1)], 56.42333333333333, .greaterOrEqual, .required),
        c([(2.0, 4), (10.0, 1)], 65.89, .greaterOrEqual, .required),
        c([(0.5, 7)], 0.0, .lessOrEqual, Strength(priority: 501.0, weight: 1.0)),
        c([(0.2, 6), (-2.0, 2), (-2.6666666666666665, 7), (1.3333333333333333, 4)], -90.66666666666667, .lessOrEqual, .required),
        c([(-0.5, 0), (1000.0, 6)], 0.0, .equal, Strength(priority: 750.0, weight: 3.0)),
        c([(1.0, 3), (-1.0, 6)], -6.0, .lessOrEqual, .required),
        c([(0.3333333333333333, 7), (-0.16666666666666666, 4)], 12.483333333333334, .greaterOrEqual, .required),
        c([(0.3333333333333333, 7), (-3.0, 1)], 0.0, .lessOrEqual, Strength(priority: 847.0, weight: 1.737)),
        c([(-100.0, 5), (-1.0, 6)], -0.09799999999999999, .lessOrEqual, .required)
    ]
    let solver = Solver()
    for constraint in constraints { try solver.addConstraint(constraint) }
    try solver.addEditVariable(x[3], strength: Strength(priority: 750, weight: 1))
    try solver.suggestValue(x[3], -63)
    try solver.addEditVariable(x[7], strength: Strength(priority: 249, weight: 1))
    try solver.suggestValue(x[7], 5)
    solver.updateVariables()

    var levels: [Double: Double] = [:]
    func add(_ strength: Strength, _ violation: Double) {
        levels[strength.priority, default: 0] += strength.weight * violation
    }
    // How far each constraint is from holding: `offFromHolding` (HeldConstraints.swift).
    for constraint in constraints {
        let (off, magnitude) = offFromHolding(constraint, in: solver)
        if constraint.strength.isRequired {
            #expect(off <= 1e-9 * (1 + magnitude), "required constraint off by \(off)")
        } else {
            add(constraint.strength, off)
        }
    }
    add(Strength(priority: 750, weight: 1), abs(solver.value(of: x[3]) + 63))
    add(Strength(priority: 249, weight: 1), abs(solver.value(of: x[7]) - 5))
    // The exact optimum, level by level from the top.
    #expect(levels[847]! <= 1e-9)
    #expect(abs(levels[750]! - 1_733_689.6633605396) <= 1e-6 * 1_733_689.6633605396)
    #expect(abs(levels[501]! - 549.1407279129121) <= 1e-6 * 549.1407279129121)
    #expect(abs(levels[249]! - 39_894.132669572566) <= 1e-6 * 39_894.132669572566)
}
