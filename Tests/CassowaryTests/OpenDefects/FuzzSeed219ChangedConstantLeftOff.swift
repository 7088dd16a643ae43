// Open: operation fuzz seed 219 on the mix with changes of constant (CASSOWARY_FUZZ_SEEDS=219),
// minimised again on 2026-12-02 to 9 steps: k[39] (a required inequality over constraints whose
// constants are all 0) gets the constant -0.007; the change is accepted, with values near 1e-6,
// and k[29] is left 4e-6 off. A nearly degenerate cone, as the earlier reproducer of this seed
// (refused since 2026-12-02: `../Regressions/FuzzSeed219DegenerateConeChangeRefused.swift`).
// The whole seed is right since 2026-12-05 (the primal simplex no longer pivots on rounding
// over rounding); this reproducer, a different path to the same change, still fails. See
// `OpenDefects.swift` and `Docs/PerformanceHistory.md`, thirty-ninth round.
import Cassowary
import Testing

@Test func changedConstantLeftOffSeed219() throws {
    let x = (0..<6).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[8] = c([(0.3333333333333333, 0), (-1, 5), (-0.3333333333333333, 5), (0.3333333333333333, 3)], 0, .equal, .required)
    k[16] = c([(-0.7, 5), (-2, 2)], 0, .equal, .required)
    k[29] = c([(0.3, 0), (2, 2), (-3, 2), (-1.5, 1)], 0, .lessOrEqual, .required)
    k[39] = c([(5, 5), (-15, 5), (-60, 3), (40, 0), (28, 1), (4, 3), (20, 0), (14, 1), (2, 3), (1000, 5), (-3000, 5), (140, 0), (97.99999999999999, 1), (14, 3), (800, 0), (560, 1), (80, 3), (-400, 3), (266.66666666666663, 0), (186.66666666666663, 1), (26.666666666666664, 3), (133.33333333333331, 0), (93.33333333333331, 1), (13.333333333333332, 3), (280, 0), (195.99999999999997, 1), (28, 3), (-26.666666666666664, 3), (17.77777777777778, 0), (12.444444444444443, 1), (1.7777777777777777, 3), (8.88888888888889, 0), (6.222222222222221, 1), (0.8888888888888888, 3), (18.666666666666664, 0), (13.066666666666665, 1), (1.8666666666666665, 3), (400, 0), (280, 1), (40, 3), (-15, 3), (-0.03, 0), (-0.2, 2), (0.30000000000000004, 2), (0.15000000000000002, 1)], 0, .greaterOrEqual, .required)
    k[48] = c([(0.3333333333333333, 2), (1, 3)], 0, .equal, .required)
    k[49] = c([(1, 1), (-0.1, 1), (2, 1)], 0, .lessOrEqual, .required)
    let solver = Solver()
    try solver.addEditVariable(x[5], strength: Strength(priority: 801, weight: 3))
    solver.updateVariables()
    try solver.addConstraint(k[8]!)
    solver.updateVariables()
    try solver.addConstraint(k[29]!)
    try solver.addConstraint(k[39]!)
    solver.updateVariables()
    try solver.suggestValue(x[5], -3000)
    try solver.addConstraint(k[16]!)
    try solver.addConstraint(k[48]!)
    solver.updateVariables()
    try solver.addConstraint(k[49]!)
    solver.updateVariables()
    try solver.changeConstant(of: k[39]!, to: -0.006999999999999999)
    solver.updateVariables()
    func value(_ constraint: Constraint) -> Double {
        let constant = solver.constant(of: constraint) ?? constraint.expression.constant
        return constraint.expression.terms.reduce(constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }
    withKnownIssue("open: an accepted change of constant leaves a required constraint off") {
        #expect(value(k[29]!) <= 1.0000018304443537e-06)
    }
}
