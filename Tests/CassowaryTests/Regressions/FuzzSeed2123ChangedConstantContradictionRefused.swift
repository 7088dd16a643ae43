// Operation fuzz seed 2123 on the mix with changes of constant (2026-11-30,
// CASSOWARY_FUZZ_SEEDS=2123), minimised to 9 steps: k[42]'s constant moved from -26.28 to 2.628
// was accepted, where the reference LP finds the required constraints present contradictory with
// it. Two faults, both fixed (2026-12-02). The change needs a marker, so the solver switched to
// a tableau that tracks equalities; that rebuild's fresh tableau refused k[42] for rounding and
// let it accept its leftover, as a held constraint does. The change then failed in place and on
// a fresh tableau, where k[42], still accepting a leftover, took the whole contradiction (28.9)
// as one. Now a changed constraint is judged afresh, without the leftover its old constant was
// allowed. And the re-decision in extended precision (`PreciseFeasibility`) said satisfiable in
// some orders of the same constraints; it judges a cell against the largest magnitude summed
// into it now (see `FuzzSeed2841ChangedRedundantEquality.swift`).
import Cassowary
import Testing

@Test func changedConstantContradictionRefusedSeed2123() throws {
    let x = (0..<5).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[3] = c([(-0.1, 1), (0.006666666666666666, 3), (3.333333333333333, 2), (-0.5, 2)], 60.23, .greaterOrEqual, .required)
    k[5] = c([(-0.001, 2), (-3, 4), (-2, 3)], 18.51, .equal, .required)
    k[20] = c([(0.06999999999999999, 0), (0.6666666666666666, 2)], -37.15, .lessOrEqual, .required)
    k[34] = c([(-0.01, 3), (-100, 3)], 0, .greaterOrEqual, .required)
    k[36] = c([(-10, 4), (0.30000000000000004, 4), (0.1, 1), (100, 3), (-50, 4), (1.5, 4), (0.5, 1), (500, 3), (0.05, 1), (-0.003333333333333333, 3), (-1.6666666666666665, 2), (0.25, 2), (-0.16666666666666666, 4), (-1, 4), (-70, 4), (2.0999999999999996, 4), (0.7, 1), (700, 3), (0.06666666666666667, 1), (-0.004444444444444444, 3), (-2.222222222222222, 2), (0.3333333333333333, 2), (-10, 1), (-5, 2), (20, 0)], -100.95500000000003, .lessOrEqual, .required)
    k[37] = c([(-0.45150000000000007, 4), (0.03, 1), (-0.00015000000000000001, 2), (-0.30000000000000004, 3)], 2.1465000000000005, .equal, .required)
    k[42] = c([(7, 4), (-0.7, 4), (-0.001, 2)], -26.28, .equal, .required)
    k[43] = c([(-3067.8999999999996, 4), (-1.0256666666666665, 2), (-2049.3333333333335, 3), (4, 1)], 18856.3, .equal, .required)
    let solver = Solver()
    try solver.addConstraint(k[3]!)
    solver.updateVariables()
    try solver.addConstraint(k[5]!)
    solver.updateVariables()
    try solver.addConstraint(k[34]!)
    solver.updateVariables()
    try solver.addConstraint(k[36]!)
    solver.updateVariables()
    try solver.addConstraint(k[37]!)
    try solver.addConstraint(k[20]!)
    solver.updateVariables()
    try solver.addConstraint(k[42]!)
    solver.updateVariables()
    try solver.addConstraint(k[43]!)
    solver.updateVariables()
    expectChangeRefused(of: k[42]!, to: 2.628, in: solver, variables: x)
}
