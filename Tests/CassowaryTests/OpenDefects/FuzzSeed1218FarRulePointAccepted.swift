// Open: operation fuzz seed 1218 on the mix with changes of constant (CASSOWARY_FUZZ_SEEDS=1218),
// the whole seed minimised on 2026-12-02 to 8 steps: a false acceptance. As in its 6-step
// reproducer (`../Regressions/FuzzSeed1218MultiplierLeftOfADependence.swift`, fixed), k[38] is a
// combination of k[36], k[37] and k[13] written in decimals, and k[13]'s constant moved by 30 is a
// contradiction. With k[35] (`701 x0 + 6.67 x4 - 0.1 x2 <= 0`, its constant changed to 0) in the
// set, the re-decision's rule (`PreciseFeasibility`) reaches a point at 1.3e9 on constants of 30,
// beyond `Tolerance.valueReach`. Systems satisfiable only that far through products of small
// coefficients (fuzz seeds 2428, 5703, 2808, 3170) are held by the solver and their tests say so.
// A far point that leaves a constraint as written off by more than `Tolerance.requiredResidual`
// of its terms is now judged again in exact arithmetic (batched fuzz seed 99, 0.76 of its terms
// off, refused since; seed 2808's, 4e-3 off, found exactly), but this one holds every
// constraint to 4e-9 of its terms: nothing tells it from a far solution yet. The fuzz's judge
// counts every point beyond 1e7 as none.
// The one false acceptance left at 100 times the `make test` budget.
import Cassowary
import Testing

@Test func farRulePointAcceptedSeed1218() throws {
    let x = (0..<30).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[13] = c([(-0.5, 0), (0.3333333333333333, 10)], 15, .equal, .required)
    k[16] = c([(-0.01, 3), (-100, 0)], 0, .lessOrEqual, .required)
    k[35] = c([(1, 0), (700, 0), (6.666666666666666, 4), (-0.1, 2)], 0.30000000000000004, .lessOrEqual, .required)
    k[36] = c([(0.31111111111111106, 2), (-666.6666666666666, 3), (-0.00046666666666666666, 2), (-19.200000000000003, 3), (336.66666666666663, 14), (-49.99999999999999, 14), (3, 3)], -66.28766666666667, .equal, .required)
    k[37] = c([(-0.31111111111111106, 2), (666.6666666666666, 3), (-0.05, 0), (0.03333333333333333, 10)], -12.5, .equal, .required)
    k[38] = c([(-499.9999999999999, 14), (30, 3), (0.0013999999999999998, 2), (57.599999999999994, 3), (-1009.9999999999998, 14), (3.1111111111111107, 2), (-6666.666666666666, 3), (-0.004666666666666666, 2), (-192.00000000000003, 3), (3366.666666666666, 14), (-499.99999999999994, 14), (30, 3)], -240.01366666666672, .equal, .required)
    let solver = Solver()
    try solver.addConstraint(k[16]!)
    solver.updateVariables()
    try solver.addConstraint(k[35]!)
    solver.updateVariables()
    try solver.addConstraint(k[36]!)
    solver.updateVariables()
    try solver.addConstraint(k[13]!)
    solver.updateVariables()
    try solver.addConstraint(k[37]!)
    solver.updateVariables()
    try solver.addConstraint(k[38]!)
    solver.updateVariables()
    try solver.changeConstant(of: k[35]!, to: 0)
    withKnownIssue("open: a contradiction whose rule point lies beyond reach is accepted") {
        #expect(throws: SolverError.self) { try solver.changeConstant(of: k[13]!, to: -15) }
    }
}
