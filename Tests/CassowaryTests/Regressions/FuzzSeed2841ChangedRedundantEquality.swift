// Fuzz seed 2841 at 100 times the `make test` budget (CASSOWARY_FUZZ_SEEDS=1...10000, on the mix
// with changes of constant), minimised by the harness (6 of 49 steps): a false acceptance.
// k[13] is k[7] twice, less two thirds of k[1], plus a hundredth of k[11], written in decimals
// (its constant 8694 is theirs). Moving its constant to -70 makes it 8,764 off that combination:
// a contradiction. The tableau refused the change in place and on a fresh tableau; the
// re-decision in extended precision (`PreciseFeasibility`) passed it, because its cancellation
// rule judged each cell against the last subtraction's operands only: with the inequality k[3]
// first, a cell summed from three contributions kept their decimals' disagreement (1e-16 of the
// largest) and let the variable take values near 1e17. Fixed (2026-12-02) by judging a cell
// against the largest magnitude summed into it, as `RowAccumulator` does in the tableau. Seed
// 2123 was this too, and also needed the changed constraint to lose a leftover accepted at its
// old constant (its own file).
import Cassowary
import Testing

@Test func changedRedundantEqualityContradictionRefusedSeed2841() throws {
    let x = (0..<11).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[1] = c([(700, 10), (-0.001, 8)], -13000, .equal, .required)
    k[3] = c([(1, 4), (0.001, 7), (-1, 9)], 13, .lessOrEqual, .required)
    k[7] = c([(-1, 10), (0.001, 4), (0.1, 1), (-1, 1)], -0.3333333333333333, .equal, .required)
    k[11] = c([(-50, 6), (0.1, 0), (800, 7)], 2800, .equal, .required)
    k[13] = c([(-468.66666666666663, 10), (0.002, 4), (-1.8, 1), (0.0006666666666666666, 8), (-0.5, 6), (0.001, 0), (8, 7)], 8694, .equal, .required)
    let solver = Solver()
    try solver.addConstraint(k[3]!)
    solver.updateVariables()
    try solver.addConstraint(k[7]!)
    solver.updateVariables()
    try solver.addConstraint(k[11]!)
    solver.updateVariables()
    try solver.addConstraint(k[1]!)
    try solver.addConstraint(k[13]!)
    solver.updateVariables()
    // Refused, and the refusal changes nothing.
    expectChangeRefused(of: k[13]!, to: -70, in: solver, variables: x)
    // Without k[1] the change holds; k[1] moved by the matching amount is then redundant again.
    try solver.removeConstraint(k[1]!)
    try solver.changeConstant(of: k[13]!, to: 8696)
    let moved = c([(700, 10), (-0.001, 8)], -13003, .equal, .required)
    try solver.addConstraint(moved)
    solver.updateVariables()
    let value = { (i: Int) in solver.value(of: x[i]) }
    #expect(abs(700 * value(10) - 0.001 * value(8) - 13003) < 1e-6)
    #expect(abs(-468.66666666666663 * value(10) + 0.002 * value(4) - 1.8 * value(1) + 0.0006666666666666666 * value(8)
                - 0.5 * value(6) + 0.001 * value(0) + 8 * value(7) + 8696) < 1e-6)
}
