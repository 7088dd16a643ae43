// Fuzz seed 2228 at 100 times the `make test` budget (CASSOWARY_FUZZ_SEEDS=1...10000), minimised
// by the harness: a false acceptance, found on the way to fixing seed 9924. Five equalities with
// coefficients from 1e-3 to 1e3 leave x3 = 3.7e-15 x5 + 1.1e-17 x7 - 1.365 exactly (sympy,
// rationals): x3 >= 0 holds only with x5 near 3.6e14, a contradiction for any layout, as the
// reference LP and scipy's HiGHS say. The first exact re-decision within reach
// (`PreciseFeasibility`) measured its least violation, 2.7e-4, against the values it allowed
// (3.1e9) and passed it; the violation is now measured against the constants alone.
import Cassowary
import Testing

@Test func exactOnlyFarAwayIsRefusedSeed2228() throws {
    let x = (0..<11).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[1] = c([(0.01, 7), (0.2222222222222222, 6)], -69.92, .equal, .required)
    k[20] = c([(-3.333333333333333, 10), (500, 2), (100, 3), (-0.4444444444444444, 10), (-2, 2), (-0.002, 5), (14, 5), (-0.006666666666666666, 10), (1, 2), (-0.001, 7), (-0.022222222222222223, 6)], 5149.2919999999995, .equal, .required)
    k[39] = c([(-0.06999999999999999, 1), (-0.3333333333333333, 10), (1, 6)], 21.16, .equal, .required)
    k[46] = c([(-0.02333333333333333, 1), (-7.228888888888888, 10), (2.533333333333333, 6), (999, 2), (200, 3), (13.998, 5), (0.099, 7)], 9493.645333333332, .equal, .required)
    k[51] = c([(-0.15555555555555553, 10), (-0.7, 2), (4.899299999999999, 5)], 33.599999999999994, .equal, .required)
    k[52] = c([(-1, 3)], 0, .lessOrEqual, .required)
    let solver = Solver()
    try solver.addConstraint(k[1]!)
    solver.updateVariables()
    try solver.addConstraint(k[20]!)
    solver.updateVariables()
    try solver.addConstraint(k[39]!)
    try solver.addConstraint(k[46]!)
    solver.updateVariables()
    try solver.addConstraint(k[51]!)
    solver.updateVariables()
    do {
        try solver.addConstraint(k[52]!)
        Issue.record("accepted a required constraint that contradicts the required constraints present")
    } catch {
        if case .unsatisfiableConstraint = error {} else { Issue.record("\(error)") }
    }
}
