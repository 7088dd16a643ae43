import Testing

/// The fast reference of the operation fuzz test against the dense textbook one.
@Suite("Lexicographic reference LP")
struct LexicographicLPTests {
    /// The fast reference agrees with the dense textbook one on the property tests' systems.
    @Test func theFastReferenceAgreesWithTheDenseOne() {
        var compared = 0
        for seed in UInt64(1)...400 {
            let system = RandomSystem(seed: seed)
            let n = system.variables.count
            let dense = ReferenceSolver.optimum(system.reference, variableCount: n)
            let fast = LexicographicLP.solve(system.reference, variableCount: n)
            if fast.feasibility == .borderline { continue }
            #expect((dense == nil) == (fast.feasibility == .infeasible), "seed \(seed): feasibility")
            if let dense, let optimum = fast.optimum, let point = fast.point {
                #expect(objectivesAgree(optimum, dense), "seed \(seed): \(optimum) vs \(dense)")
                // Its point is a certificate: it holds the required constraints and reaches the optimum.
                #expect(requiredHold(system.reference, at: point), "seed \(seed)")
                #expect(objectivesAgree(ReferenceSolver.objective(system.reference, at: point), optimum), "seed \(seed)")
                compared += 1
            }
        }
        #expect(compared > 150)
    }

    /// Seed 11 of the operation fuzz test, a level with deviation costs from 2e-7 to 1000 per
    /// unit (`-0.001·x5 + 2 <= 0` once the required equalities are eliminated is a row of size
    /// 2e-7): the reference used to leave the small column open after priority 610 and let
    /// priority 100 undo 2 of its optimum (the minimised case: [0, 0] claimed at a point
    /// reaching [2, 0]; at step 70: [75.363, 14016.9] claimed, [77.362, 14016.9] reached).
    /// The expected optima are scipy 1.17's (HiGHS, `linprog(method='highs')`), solved level
    /// by level with each level held at its optimum; the dense reference agrees.
    @Test(arguments: [
        // The minimised reproducer's final state (6 constraints). scipy: [0, 2000]
        // (x5 >= 2000 at priority 610, then x5 == 0 at priority 100 is off by 2000).
        BadlyScaledCase(expected: [0, 2000], constraints: [
            ref([0: 1000], -25.03, 0, 610, 1),
            ref([5: -0.001], 2, -1, 610, 1),
            ref([2: -2, 5: -100], 48.13, 0, 1000, 1),
            ref([2: -100, 3: 0.5, 6: -1], 0, -1, 610, 1),
            ref([2: -1, 6: -0.01], -23.36, 0, 1000, 1),
            ref([5: 1], 0, 0, 100, 1),
        ]),
        // The state where the fuzz test failed (step 70, 12 constraints). scipy: [75.363, 16016].
        BadlyScaledCase(expected: [75.363, 16016], constraints: [
            ref([0: 1000], -25.03, 0, 610, 1),
            ref([4: -3], 0.012, 0, 610, 1),
            ref([5: -0.001], 2, -1, 610, 1),
            ref([3: -1], 0, 0, 100, 3),
            ref([3: -0.001], 0, 1, 100, 1),
            ref([0: 0.5], -33, -1, 1000, 1),
            ref([2: -100, 3: 0.5, 6: -1], 0, -1, 610, 1),
            ref([2: -1, 6: -0.01], -23.36, 0, 1000, 1),
            ref([4: 2], -50.25, 1, 610, 2.85),
            ref([2: -1.3333333333333335, 5: -66.66666666666667], 32.08666666666667, 0, 1000, 1),
            ref([6: -6.666666666666666], -42, -1, 1000, 1),
            ref([5: 1], 0, 0, 100, 1),
        ]),
    ])
    func aBadlyScaledLevelKeepsItsOptimum(_ system: BadlyScaledCase) throws {
        let answer = LexicographicLP.solve(system.constraints, variableCount: 7)
        #expect(answer.feasibility == .feasible)
        let optimum = try #require(answer.optimum)
        let point = try #require(answer.point)
        #expect(objectivesAgree(optimum, system.expected), "\(optimum)")
        // Its point reaches what it claims.
        #expect(requiredHold(system.constraints, at: point))
        #expect(objectivesAgree(ReferenceSolver.objective(system.constraints, at: point), system.expected))
        #expect(ReferenceSolver.optimum(system.constraints, variableCount: 7).map { objectivesAgree($0, system.expected) } == true)
        // The exact reference reaches scipy's optimum too, and its point holds every required
        // constraint exactly.
        let exact = try #require(ExactLexicographicLP.solve(system.constraints, variableCount: 7))
        let exactOptimum = try #require(exact.optimum)
        #expect(objectivesAgree(exactOptimum.map(\.doubleValue), system.expected), "\(exactOptimum)")
        let exactPoint = try #require(exact.point)
        #expect(system.constraints.allSatisfy { $0.priority < 1000 || exactlyHolds($0, at: exactPoint) })
    }

    /// The exact reference agrees with the dense textbook one on the property tests' systems,
    /// its points hold the required constraints exactly and reach the optimum it claims, exactly.
    @Test func theExactReferenceAgreesWithTheDenseOne() throws {
        var compared = 0, infeasible = 0
        for seed in UInt64(1)...150 {
            let system = RandomSystem(seed: seed)
            let n = system.variables.count
            let dense = ReferenceSolver.optimum(system.reference, variableCount: n)
            let exact = try #require(ExactLexicographicLP.solve(system.reference, variableCount: n), "seed \(seed)")
            #expect((dense == nil) == !exact.isFeasible, "seed \(seed): feasibility")
            guard let dense, let optimum = exact.optimum, let point = exact.point else {
                infeasible += 1
                continue
            }
            #expect(objectivesAgree(optimum.map(\.doubleValue), dense), "seed \(seed): \(optimum) vs \(dense)")
            #expect(system.reference.allSatisfy { $0.priority < 1000 || exactlyHolds($0, at: point) }, "seed \(seed)")
            #expect(exactObjective(system.reference, at: point, priorities: exact.priorities) == optimum, "seed \(seed)")
            compared += 1
        }
        #expect(compared > 100)
        #expect(infeasible > 0)
    }

    /// Exact on what doubles cannot tell apart: x = 0.1 is not x = 0.1 + 2⁻⁵⁶, so requiring both
    /// is infeasible, while the fast reference, within its rounding, abstains or accepts; and
    /// a level that can only be met by 1e-9 of a variable of weight 1e3 is exactly its optimum.
    @Test func theExactReferenceSeesWhatRoundingHides() throws {
        let x = 0.1, y = 0.1.nextUp
        let contradiction = [
            RefConstraint(coefficients: [1], constant: -x, relation: 0, priority: 1000, weight: 1),
            RefConstraint(coefficients: [1], constant: -y, relation: 0, priority: 1000, weight: 1),
        ]
        #expect(try #require(ExactLexicographicLP.solve(contradiction, variableCount: 1)).isFeasible == false)
        #expect(LexicographicLP.solve(contradiction, variableCount: 1).feasibility != .infeasible)
        // x >= 1e-9 required; x == 0 at priority 500, weight 1e3: the optimum is 1e-6 exactly
        // as the doubles say it (1e-9 · 1e3).
        let tiny = [
            RefConstraint(coefficients: [1], constant: -1e-9, relation: 1, priority: 1000, weight: 1),
            RefConstraint(coefficients: [1], constant: 0, relation: 0, priority: 500, weight: 1e3),
        ]
        let answer = try #require(ExactLexicographicLP.solve(tiny, variableCount: 1))
        #expect(answer.optimum == [Rational(exactly: 1e-9) * Rational(exactly: 1e3)])
        #expect(answer.point == [Rational(exactly: 1e-9)])
    }
}

/// Whether required constraint `c` holds at `x` with no tolerance.
func exactlyHolds(_ c: RefConstraint, at x: [Rational]) -> Bool {
    let e = exactValue(c, at: x)
    switch c.relation {
    case 0: return e.isZero
    case 1: return !(e < .zero)
    default: return !(.zero < e)
    }
}

/// `Σ aᵢxᵢ + constant` of `c` at `x`, exactly.
func exactValue(_ c: RefConstraint, at x: [Rational]) -> Rational {
    zip(c.coefficients, x).reduce(Rational(exactly: c.constant)) { $0 + Rational(exactly: $1.0) * $1.1 }
}

/// The objective at `x` per priority in `priorities`, exactly (as `ReferenceSolver.objective`).
func exactObjective(_ constraints: [RefConstraint], at x: [Rational], priorities: [Double]) -> [Rational] {
    priorities.map { p in
        constraints.filter { $0.priority == p }.reduce(Rational.zero) { sum, c in
            let e = exactValue(c, at: x)
            let violation: Rational
            switch c.relation {
            case 0: violation = e < .zero ? .zero - e : e
            case 1: violation = e < .zero ? .zero - e : .zero
            default: violation = .zero < e ? e : .zero
            }
            return sum + Rational(exactly: c.weight) * violation
        }
    }
}

/// A system of seven variables with its lexicographic optimum, as computed by scipy.
struct BadlyScaledCase: Sendable, CustomTestStringConvertible {
    var expected: [Double]
    var constraints: [RefConstraint]

    var testDescription: String { "\(constraints.count) constraints, optimum \(expected)" }
}

/// `Σ coefficient·x[index] + constant (relation) 0` over seven variables; relation -1 is <=, 0
/// is ==, 1 is >=; priority 1000 is required.
private func ref(_ terms: [Int: Double], _ constant: Double, _ relation: Int, _ priority: Double,
                 _ weight: Double) -> RefConstraint {
    var coefficients = [Double](repeating: 0, count: 7)
    for (j, a) in terms { coefficients[j] = a }
    return RefConstraint(coefficients: coefficients, constant: constant, relation: relation, priority: priority, weight: weight)
}
