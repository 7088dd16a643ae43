import Testing
@testable import Cassowary

/// The second opinion a refusal must pass (`PreciseFeasibility`) and what the solver does with
/// a constraint it overturns.
@Suite("Refusals confirmed in extended precision")
struct PreciseFeasibilityTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")

    @Test func doubleDoubleKeepsWhatDoublesLose() {
        // 1 + 1e-20 - 1 is 0 in doubles, 1e-20 in double-double.
        let sum = DoubleDouble(1) + DoubleDouble(1e-20) - DoubleDouble(1)
        #expect(sum.value == 1e-20)
        // (1/3) * 3 is 1 to about 32 digits.
        let third = DoubleDouble(1) / DoubleDouble(3)
        #expect(abs((third * DoubleDouble(3) - DoubleDouble(1)).value) < 1e-30)
    }

    @Test func decimalRoundingIsNotAContradiction() {
        // 0.1 + 0.2 != 0.3 in doubles (by 5.6e-17): rounding of the input, not a conflict.
        let others = [x == 0.1, y == 0.2]
        #expect(PreciseFeasibility.conflicts(x + y == 0.3, others) == false)
    }

    @Test func aSmallRealContradictionUnderLargeTermsIsOne() {
        // 0.001 apart at values of 2.4e6: 4e-10 of the magnitudes, far above the threshold.
        let others = [x == 2_400_000, y == x]
        #expect(PreciseFeasibility.conflicts(y == 2_400_000.001, others) == true)
        #expect(PreciseFeasibility.conflicts(y >= 2_400_000.001, others) == true)
        #expect(PreciseFeasibility.conflicts(y <= 2_400_000.001, others) == false)
    }

    @Test func inequalitiesAndBadlyScaledCoefficients() {
        // x <= 1 (written as 1000x <= 1000), 0.001 y >= 0.002, z = x + y: z >= 3 is tangent.
        let others = [1000 * x <= 1000, 0.001 * y >= 0.002, z == x + y, y <= 2]
        #expect(PreciseFeasibility.conflicts(z >= 3, others) == false)
        #expect(PreciseFeasibility.conflicts(z >= 3.0001, others) == true)
    }

    @Test func nearlyParallelEqualitiesAreDecidedByHowFarTheirPointIs() throws {
        // x + y = 0 and x + (1 + 2e-12) y = c: to the cancellation rule the two are parallel
        // and any c beyond rounding is a contradiction. Exactly, y = c / 2e-12: 5e5 for
        // c = 1e-6, a point within reach (1e7 on constants of at most 1), 5e8 for c = 1e-3,
        // beyond it (seed 503's kind: a contradiction for any layout).
        let near = x + (1 + 2e-12) * y == 1e-6, far = x + (1 + 2e-12) * y == 1e-3
        #expect(PreciseFeasibility.conflicts(near, [x + y == 0]) == false)
        #expect(PreciseFeasibility.conflicts(far, [x + y == 0]) == true)
        // And the solver holds the first one (whether its tableau refused it or not).
        let solver = Solver()
        let first = x + y == 0
        try solver.addConstraint(first)
        try solver.addConstraint(near)
        #expect(unheld([first, near], in: solver).isEmpty)
        #expect(throws: SolverError.self) { try solver.addConstraint(far) }
    }

    /// The verdict is the same whatever order the constraints come in, and a redundant
    /// equality moved off its combination is a contradiction in every order. Fuzz seed 2841: a
    /// cell judged against the last subtraction only kept the disagreement of its decimals with
    /// one inequality first. Seed 1218: phase one pivoted on products of small real cells to a
    /// point at 7.7e16. Every order of each system's five constraints is tried.
    @Test func theVerdictDoesNotDependOnTheOrder() {
        let x = (0..<15).map { Variable("x\($0)") }
        func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation = .equal) -> Constraint {
            Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: .required)
        }
        func orders(_ items: [Constraint]) -> [[Constraint]] {
            guard let first = items.first else { return [[]] }
            return orders(Array(items.dropFirst())).flatMap { rest in
                (0...rest.count).map { i in Array(rest[..<i]) + [first] + Array(rest[i...]) }
            }
        }
        // Seed 2841: the last is twice the third, less two thirds of the first, plus a
        // hundredth of the fourth; its constant 8694 is theirs.
        let seed2841 = [
            c([(700, 10), (-0.001, 8)], -13000),
            c([(1, 4), (0.001, 7), (-1, 9)], 13, .lessOrEqual),
            c([(-1, 10), (0.001, 4), (0.1, 1), (-1, 1)], -0.3333333333333333),
            c([(-50, 6), (0.1, 0), (800, 7)], 2800),
        ]
        let moved2841 = { (constant: Double) in
            c([(-468.66666666666663, 10), (0.002, 4), (-1.8, 1), (0.0006666666666666666, 8), (-0.5, 6), (0.001, 0),
               (8, 7)], constant)
        }
        // Seed 1218: the last is 4.73 of the second, less 5.26 of the third, plus 0.526 of the
        // moved one (constant 15 as written).
        let seed1218 = [
            c([(-0.01, 3), (-100, 0)], 0, .lessOrEqual),
            c([(0.31111111111111106, 2), (-666.6666666666666, 3), (-0.00046666666666666666, 2), (-19.200000000000003, 3),
               (336.66666666666663, 14), (-49.99999999999999, 14), (3, 3)], -66.28766666666667),
            c([(-0.31111111111111106, 2), (666.6666666666666, 3), (-0.05, 0), (0.03333333333333333, 10)], -12.5),
            c([(-499.9999999999999, 14), (30, 3), (0.0013999999999999998, 2), (57.599999999999994, 3),
               (-1009.9999999999998, 14), (3.1111111111111107, 2), (-6666.666666666666, 3), (-0.004666666666666666, 2),
               (-192.00000000000003, 3), (3366.666666666666, 14), (-499.99999999999994, 14), (30, 3)],
              -240.01366666666672),
        ]
        let moved1218 = { (constant: Double) in c([(-0.5, 0), (0.3333333333333333, 10)], constant) }
        let cases: [(String, [Constraint], (Double) -> Constraint, [(Double, Bool)])] = [
            ("seed 2841", seed2841, moved2841, [(8694, true), (-70, false), (8694.5, false)]),
            ("seed 1218", seed1218, moved1218, [(15, true), (-15, false), (14.9, false)]),
        ]
        for (name, others, moved, constants) in cases {
            for (constant, feasible) in constants {
                var verdicts: [Bool?: Int] = [:]
                for order in orders(others + [moved(constant)]) {
                    verdicts[PreciseFeasibility.isFeasible(order), default: 0] += 1
                }
                #expect(verdicts == [feasible: 120], "\(name), constant \(constant): \(verdicts)")
            }
        }
    }

    @Test func tooManyConstraintsGiveNoVerdict() {
        let many = (0..<PreciseFeasibility.constraintLimit).map { _ in x >= 0 }
        #expect(PreciseFeasibility.conflicts(x <= -1, many) == nil)
    }

    /// A constraint accepted over a refusal (fuzz seed 328's) survives the rebuilds that
    /// removing a required equality and re-deciding later refusals cause.
    @Test func anOverturnedRefusalSurvivesRebuilds() throws {
        let x = (0..<10).map { Variable("x\($0)") }
        func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation) -> Constraint {
            c(terms, constant, relation, .required)
        }
        func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
            Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
        }
        let k14 = c([(100, 6), (-0.003333333333333333, 6), (-0.5, 7), (-0.5, 2)], -50.66, .equal)
        let k36 = c([(0.9999666666666667, 6), (-0.0052, 7), (-999.855, 2), (-0.2, 4), (150, 9), (0.75, 3)],
                    -0.10959999999999992, .equal)
        let solver = Solver()
        try solver.addConstraint(c([(-0.5, 9), (-0.001, 8), (1000, 3), (-2, 3)], 29, .greaterOrEqual, Strength(priority: 750, weight: 1)))
        try solver.addConstraint(c([(1, 0), (0.6666666666666666, 8), (-6, 9), (-1, 9)], 183.01999999999998, .greaterOrEqual))
        try solver.addEditVariable(x[4], strength: Strength(priority: 300, weight: 0.5))
        try solver.addConstraint(c([(0.002, 7), (2, 4)], -4, .equal))
        try solver.addConstraint(c([(0.001, 4)], -30.9, .lessOrEqual))
        try solver.addConstraint(c([(149.995, 6), (-0.7498, 7), (-0.75, 2), (0.2, 4)], -76.39, .equal))
        try solver.addConstraint(c([(1, 8), (-0.5, 7), (-2, 4)], 1.6, .lessOrEqual, Strength(priority: 300, weight: 0.5)))
        try solver.addConstraint(c([(-1, 8), (0.010000000000000002, 6)], -4.8999999999999995, .equal, Strength(priority: 5, weight: 2.301)))
        try solver.suggestValue(x[4], -6.666666666666667)
        try solver.addConstraint(c([(0.3333333333333333, 0), (3, 3), (0.01, 4)], 0.02, .lessOrEqual))
        try solver.addConstraint(c([(0.001, 4), (-2, 7)], -46, .equal))
        try solver.addEditVariable(x[8], strength: Strength(priority: 750, weight: 2))
        try solver.addConstraint(k36)
        // Refused by both tableaus (phase one's minimum 2.4e-7 at a scale of 1000), satisfiable.
        try solver.addConstraint(k14)
        // Removing an equality switches to a tableau that tracks equalities: a rebuild that
        // re-adds k14, accepting its leftover again.
        try solver.removeConstraint(k36)
        #expect(solver.hasConstraint(k14))
        try solver.addConstraint(k36)
        // A real contradiction is still refused.
        #expect(throws: SolverError.self) { try solver.addConstraint(c([(1, 4)], -3, .equal)) }
        try solver.removeConstraint(k14)
        try solver.addConstraint(k14)
        solver.updateVariables()
        let value = k14.expression.terms.reduce(k14.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
        #expect(abs(value) < 1e-6)
    }
}
