// Open: operation fuzz seed 219 on the mix with changes of constant (2026-11-30,
// CASSOWARY_FUZZ_SEEDS=219), minimised to 11 steps: k[39] (a required inequality over
// constraints whose constants are all 0) gets the constant -0.007; the change is accepted, and
// the answer leaves every value at 0, k[39] 0.007 off. Traced in part: `PreciseFeasibility`
// finds the change satisfiable and it is accepted with its leftover, but none of the tableaus
// that try reaches a point (a fresh solver adding everything in order reaches values near 1e-6
// and refuses k[53]): a nearly degenerate cone. One of 6 required constraints broken at 100
// times the `make test` budget on that mix; see `OpenDefects.swift` and
// `Docs/PerformanceHistory.md`, thirty-seventh round.
import Cassowary
import Testing

@Test func changedConstantLeftOffSeed219() throws {
    let x = (0..<6).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[8] = c([(0.3333333333333333, 0), (-1, 5), (-0.3333333333333333, 5), (0.3333333333333333, 3)], 0, .equal, .required)
    k[27] = c([(-0.20166666666666666, 3), (1.0083333333333333, 4), (0.16666666666666666, 5)], 0, .equal, .required)
    k[28] = c([(-0.7, 0), (-0.48999999999999994, 1), (-0.06999999999999999, 3)], -0.0, .lessOrEqual, .required)
    k[29] = c([(0.3, 0), (2, 2), (-3, 2), (-1.5, 1)], 0, .lessOrEqual, .required)
    k[39] = c([(5, 5), (-15, 5), (-60, 3), (40, 0), (28, 1), (4, 3), (20, 0), (14, 1), (2, 3), (1000, 5), (-3000, 5), (140, 0), (97.99999999999999, 1), (14, 3), (800, 0), (560, 1), (80, 3), (-400, 3), (266.66666666666663, 0), (186.66666666666663, 1), (26.666666666666664, 3), (133.33333333333331, 0), (93.33333333333331, 1), (13.333333333333332, 3), (280, 0), (195.99999999999997, 1), (28, 3), (-26.666666666666664, 3), (17.77777777777778, 0), (12.444444444444443, 1), (1.7777777777777777, 3), (8.88888888888889, 0), (6.222222222222221, 1), (0.8888888888888888, 3), (18.666666666666664, 0), (13.066666666666665, 1), (1.8666666666666665, 3), (400, 0), (280, 1), (40, 3), (-15, 3), (-0.03, 0), (-0.2, 2), (0.30000000000000004, 2), (0.15000000000000002, 1)], 0, .greaterOrEqual, .required)
    k[40] = c([(-0.20166666666666666, 3), (1.0083333333333333, 4), (0.16666666666666666, 5), (-0.48999999999999994, 5), (-1.4, 2), (0.3333333333333333, 0), (-1, 5), (-0.3333333333333333, 5), (0.3333333333333333, 3), (0.05, 5)], 0, .equal, .required)
    k[46] = c([(-1.4, 0), (-0.9799999999999999, 1), (-0.13999999999999999, 3), (3, 3), (-0.5, 5), (1.5, 5), (1, 3), (-10, 5), (30, 5), (120, 3), (-80, 0), (-56, 1), (-8, 3), (-40, 0), (-28, 1), (-4, 3), (-2000, 5), (6000, 5), (-280, 0), (-195.99999999999997, 1), (-28, 3), (-1600, 0), (-1120, 1), (-160, 3), (800, 3), (-533.3333333333333, 0), (-373.33333333333326, 1), (-53.33333333333333, 3), (-266.66666666666663, 0), (-186.66666666666663, 1), (-26.666666666666664, 3), (-560, 0), (-391.99999999999994, 1), (-56, 3), (53.33333333333333, 3), (-35.55555555555556, 0), (-24.888888888888886, 1), (-3.5555555555555554, 3), (-17.77777777777778, 0), (-12.444444444444443, 1), (-1.7777777777777777, 3), (-37.33333333333333, 0), (-26.13333333333333, 1), (-3.733333333333333, 3), (-800, 0), (-560, 1), (-80, 3), (30, 3), (0.06, 0), (0.4, 2), (-0.6000000000000001, 2), (-0.30000000000000004, 1)], -0.0, .lessOrEqual, .required)
    k[49] = c([(1, 1), (-0.1, 1), (2, 1)], 0, .lessOrEqual, .required)
    k[51] = c([(-0.1, 3), (0.06666666666666667, 0), (0.04666666666666666, 1), (0.006666666666666668, 3), (0.03333333333333333, 0), (0.02333333333333333, 1), (0.003333333333333334, 3), (1.6666666666666665, 5), (-5, 5), (-20, 3), (13.333333333333332, 0), (9.333333333333332, 1), (1.3333333333333333, 3), (6.666666666666666, 0), (4.666666666666666, 1), (0.6666666666666666, 3), (333.3333333333333, 5), (-1000, 5), (46.666666666666664, 0), (32.66666666666666, 1), (4.666666666666666, 3), (266.66666666666663, 0), (186.66666666666666, 1), (26.666666666666664, 3), (-133.33333333333331, 3), (88.88888888888887, 0), (62.22222222222221, 1), (8.888888888888888, 3), (44.444444444444436, 0), (31.111111111111104, 1), (4.444444444444444, 3), (93.33333333333333, 0), (65.33333333333331, 1), (9.333333333333332, 3), (-8.888888888888888, 3), (5.925925925925926, 0), (4.148148148148147, 1), (0.5925925925925926, 3), (2.962962962962963, 0), (2.0740740740740735, 1), (0.2962962962962963, 3), (6.222222222222221, 0), (4.355555555555554, 1), (0.6222222222222221, 3), (133.33333333333331, 0), (93.33333333333333, 1), (13.333333333333332, 3), (-5, 3), (-0.009999999999999998, 0), (-0.06666666666666667, 2), (0.1, 2), (0.05, 1)], 0, .greaterOrEqual, .required)
    k[53] = c([(-0.48999999999999994, 5), (-1.4, 2)], 0, .equal, .required)
    let solver = Solver()
    try solver.addConstraint(k[27]!)
    try solver.addConstraint(k[28]!)
    solver.updateVariables()
    try solver.addConstraint(k[8]!)
    solver.updateVariables()
    try solver.addConstraint(k[29]!)
    try solver.addConstraint(k[39]!)
    solver.updateVariables()
    try solver.addConstraint(k[40]!)
    try solver.addConstraint(k[46]!)
    try solver.addConstraint(k[49]!)
    solver.updateVariables()
    try solver.addConstraint(k[51]!)
    solver.updateVariables()
    try solver.addConstraint(k[53]!)
    solver.updateVariables()
    try solver.changeConstant(of: k[39]!, to: -0.006999999999999999)
    solver.updateVariables()
    func value(_ constraint: Constraint) -> Double {
        let constant = solver.constant(of: constraint) ?? constraint.expression.constant
        return constraint.expression.terms.reduce(constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }
    withKnownIssue("open: an accepted change of constant leaves its constraint off") {
        #expect(value(k[39]!) >= -1.0069999999999998e-06)
    }
}
