// Fuzz seed 9409 at 100 times the `make test` budget (CASSOWARY_FUZZ_SEEDS=1...10000, on the mix
// with changes of constant), minimised by the harness (10 of 144 steps): a false acceptance.
// k[19] and k[24] each name only x3 (1995.2 x3 and 130 x3, written as sums of decimals), so both
// pin it at 0; k[19]'s constant moved to -3 asks x3 = 0.0015, a contradiction. Both tableaus
// refused the change; the re-decision in extended precision (`PreciseFeasibility`) passed it.
// Under its cancellation rule, phase one pivoted on cells of 1.4e-6 and 7e-12 whose size (the
// largest magnitude summed into them) was as small as they were: they were products of a
// multiplier that was itself what was left of a dependence, and the size did not carry the
// multiplier's. Each pivot divided the magnitudes a violation is judged against by such a
// cell, until 0.0015 passed as rounding of 3e11. Fixed (2026-12-02): a product's size is
// `max(|f|·size(u), size(f)·|u|)`, and such cells are cleared as rounding.
import Cassowary
import Testing

@Test func changedConstantContradictionRefusedSeed9409() throws {
    let x = (0..<6).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[10] = c([(3.333333333333333, 3), (-10, 3), (0.3333333333333333, 3), (-1, 3), (-0.21, 1), (0.48999999999999994, 1)], -0.0, .lessOrEqual, .required)
    k[13] = c([(1.5, 1), (0.6666666666666666, 1), (1, 3), (-2, 2)], 0, .lessOrEqual, .required)
    k[17] = c([(-0.5, 4)], 0, .greaterOrEqual, .required)
    k[19] = c([(-0.6666666666666666, 3), (2, 3), (1994, 3), (0.03, 3), (-0.09, 3), (0.034999999999999996, 3), (-0.10499999999999998, 3)], 0, .equal, .required)
    k[23] = c([(0.6666666666666666, 3), (0.3, 4)], 0, .greaterOrEqual, .required)
    k[24] = c([(-30, 3), (89.99999999999999, 3), (-35, 3), (104.99999999999999, 3)], 0, .equal, .required)
    k[34] = c([(-0.6666666666666666, 5), (-2, 5), (-2194.592, 3), (0.19999999999999998, 3), (-0.6, 3), (-598.1999999999999, 3), (-0.009, 3), (0.027, 3), (-0.010499999999999999, 3), (0.03149999999999999, 3), (0.06666666666666665, 3), (-0.19999999999999998, 3), (-199.39999999999998, 3), (-0.0029999999999999996, 3), (0.009, 3), (-0.0034999999999999996, 3), (0.010499999999999997, 3), (3, 3), (-8.999999999999998, 3), (3.5, 3), (-10.499999999999996, 3), (-0.5, 2), (-0.09999999999999999, 3), (-1, 2), (-109729.6, 3), (0.16666666666666666, 3), (-0.5, 3), (-0.3333333333333333, 3), (-0.15, 4)], -0.0, .lessOrEqual, .required)
    k[45] = c([(-0.015000000000000003, 1), (-0.006666666666666667, 1), (-0.010000000000000002, 3), (0.020000000000000004, 2), (-0.16666666666666666, 3), (0.5, 3), (-0.3333333333333333, 3), (1, 3), (-6.666666666666666, 3), (20, 3), (-0.6666666666666666, 3), (2, 3), (0.42, 1), (-0.9799999999999999, 1), (-1.5, 1), (-0.6666666666666666, 1), (-1, 3), (2, 2), (-3.333333333333333, 3), (10, 3), (-0.3333333333333333, 3), (1, 3), (0.21, 1), (-0.48999999999999994, 1), (-0.16666666666666666, 3), (0.5, 3)], 0, .greaterOrEqual, .required)
    k[46] = c([(-0.03333333333333333, 3), (0.1, 3), (1.3333333333333333, 5), (4, 5), (4389.184, 3), (-0.39999999999999997, 3), (1.2, 3), (1196.3999999999999, 3), (0.018, 3), (-0.054, 3), (0.020999999999999998, 3), (-0.06299999999999999, 3), (-0.1333333333333333, 3), (0.39999999999999997, 3), (398.79999999999995, 3), (0.005999999999999999, 3), (-0.018, 3), (0.006999999999999999, 3), (-0.020999999999999994, 3), (-6, 3), (17.999999999999996, 3), (-7, 3), (20.999999999999993, 3), (1, 2), (0.19999999999999998, 3), (2, 2), (219459.2, 3), (-0.3333333333333333, 3), (1, 3), (0.6666666666666666, 3), (0.3, 4)], 0, .greaterOrEqual, .required)
    let solver = Solver()
    try solver.addConstraint(k[10]!)
    solver.updateVariables()
    try solver.addConstraint(k[13]!)
    solver.updateVariables()
    try solver.addConstraint(k[17]!)
    solver.updateVariables()
    try solver.addConstraint(k[23]!)
    try solver.addConstraint(k[24]!)
    solver.updateVariables()
    try solver.addConstraint(k[34]!)
    solver.updateVariables()
    try solver.addConstraint(k[19]!)
    solver.updateVariables()
    try solver.addConstraint(k[45]!)
    solver.updateVariables()
    try solver.addConstraint(k[46]!)
    solver.updateVariables()
    // Refused, and the refusal changes nothing.
    expectChangeRefused(of: k[19]!, to: -3, in: solver, variables: x)
}
