// Operation fuzz with changes of constant in its mix, seed 262 (CASSOWARY_FUZZ_SEEDS=262 on the
// mix of 2026-11-30), minimised to 6 steps: k[15] and k[18] are the same equality written twice
// (coefficients parallel but for their last bits), and moving k[18]'s constant from 0 to 1 makes
// them disagree by 1. The change was accepted and the answer left k[18] 1 off. In extended
// precision (`PreciseFeasibility`) the two rows cancel under the solver's rule and leave the
// contradiction, but the violation was judged against every value of the vertex its phase one
// stopped at, and the free direction of k[23] and k[29] put one at 2.4e10: 7e-4 (in the row's
// scaled units) passed for rounding. Fixed (2026-11-30, thirty-seventh round): each row's
// violation is judged against the magnitudes that went into that row.
import Cassowary
import Testing

@Test func changeOfConstantOfNearlyParallelEqualitySeed262() throws {
    let x = (0..<13).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[15] = c([(0.031000000000000007, 2), (31, 9)], 0, .equal, .required)
    k[18] = c([(1.4233333333333338, 2), (1423.3333333333335, 9)], 0, .equal, .required)
    k[23] = c([(-0.7, 12), (-1.4, 0), (0.1, 9), (-6666.666666666666, 6), (-6.666666666666666, 4)], -12.499999999999998, .greaterOrEqual, .required)
    k[25] = c([(-0.006666666666666666, 12)], -47, .lessOrEqual, .required)
    k[29] = c([(-0.1, 12), (-3, 7), (2, 6)], 0.014, .equal, .required)
    let solver = Solver()
    try solver.addConstraint(k[18]!)
    solver.updateVariables()
    try solver.addConstraint(k[15]!)
    solver.updateVariables()
    try solver.addConstraint(k[23]!)
    solver.updateVariables()
    try solver.addConstraint(k[25]!)
    solver.updateVariables()
    try solver.addConstraint(k[29]!)
    solver.updateVariables()
    let before = x.map { solver.value(of: $0).bitPattern }
    do {
        try solver.changeConstant(of: k[18]!, to: 1)
        Issue.record("accepted a constant that contradicts the required constraints present")
    } catch {
        if case .unsatisfiableConstraint = error {} else { Issue.record("\(error)") }
    }
    solver.updateVariables()
    #expect(solver.constant(of: k[18]!) == 0)
    #expect(x.map { solver.value(of: $0).bitPattern } == before)
}
