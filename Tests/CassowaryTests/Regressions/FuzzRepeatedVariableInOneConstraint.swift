// Fuzz seed 3170 at 100 times the `make test` budget (CASSOWARY_FUZZ_SEEDS=1...10000), minimised
// by the harness: a satisfiable required constraint accepted 13.3 off, with no error.
// k[40] names x0 twice (`x0 - x0 - x1/300 + 13.33 <= 0`, that is x1 >= 4000). x0 was basic, and
// substituting its row twice put two cells of ±24.7 on the slack s that carries the chain
// x1 <- x6 <- x3 <- x7 (k[31], k[35], k[24], k[36]); x1's own cell on s, 2.5e-11 (a product of
// the chain's coefficients, exact to the last digit), landed in the same cell and was measured
// against the 24.7s as a cancellation, so the row lost it. With it gone, phase one had no way to
// x1 >= 4000, both tableaus refused, extended precision found the system satisfiable (at values
// near 5e10), and the constraint was accepted with its leftover. Fixed by combining a
// constraint's repeated variables before substituting (`Tableau.combiningRepeats`): x0's
// coefficients sum to 0 exactly, and the 2.5e-11 is measured against itself.
import Cassowary
import Testing

@Test func aVariableNamedTwiceInAConstraintCancelsBeforeSubstitution() throws {
    let x = (0..<8).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[24] = c([(0.22000000000000003, 7), (-4.4, 3)], 110, .equal, .required)
    k[28] = c([(0.4666666666666666, 7), (0.015555555555555553, 4), (-7, 2), (-4.666666666666666, 2), (0.07933333333333333, 7), (-1.5866666666666664, 3)], 242.15333333333328, .lessOrEqual, .required)
    k[30] = c([(1, 0), (0.01, 7), (3, 6), (-3, 4)], 6.95, .greaterOrEqual, .required)
    k[31] = c([(-0.5, 6), (-0.1, 1), (1000, 1)], 77.34, .lessOrEqual, .required)
    k[32] = c([(-1, 2), (3, 3)], 0, .lessOrEqual, .required)
    k[35] = c([(666.6666666666666, 6), (2, 3)], 0, .equal, .required)
    k[36] = c([(-10, 7)], 0, .greaterOrEqual, .required)
    k[40] = c([(1, 0), (-1, 0), (-0.003333333333333333, 1)], 13.333333333333332, .lessOrEqual, .required)
    let solver = Solver()
    try solver.addConstraint(k[28]!)
    try solver.addConstraint(k[30]!)
    try solver.addConstraint(k[31]!)
    try solver.addConstraint(k[32]!)
    try solver.addConstraint(k[35]!)
    try solver.addConstraint(k[24]!)
    try solver.addConstraint(k[36]!)
    try solver.addConstraint(k[40]!)
    solver.updateVariables()
    #expect(solver.value(of: x[1]) >= 4000 - 1e-6)
    #expect(unheld(k.sorted { $0.key < $1.key }.map(\.value), in: solver).isEmpty)
}

@Test func aVariableNamedTwiceCountsOnceWithItsCoefficientsSummed() throws {
    // `2a - a == 10` is `a == 10`; `a + b - a == 3` is `b == 3`, and `a` is left free.
    let a = Variable("a"), b = Variable("b")
    let solver = Solver()
    try solver.addConstraint(Constraint(Expression([Term(a, 2), Term(a, -1)], constant: -10), .equal))
    try solver.addConstraint(Constraint(Expression([Term(a, 1), Term(b, 1), Term(a, -1)], constant: -3), .equal))
    solver.updateVariables()
    #expect(solver.value(of: a) == 10)
    #expect(solver.value(of: b) == 3)
}
