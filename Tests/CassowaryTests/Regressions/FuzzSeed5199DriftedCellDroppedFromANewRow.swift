// Operation fuzz, seed 5199's minimised reproducer (found on 2026-12-05 while the dual simplex
// was tried on every tableau; the whole seed passed, this reproducer failed before that change
// too): a false acceptance. k[42], its constant changed to 2, is `100 E + 2 <= 0` for
// `E = -3 x7 + 1.5 x1 - 1.5 x5 + 3 x3`, and k[33] is `E == 0`: a contradiction by 0.02 of `E`
// whatever the other constraints. On a tableau grown 5.1e7 times, k[33]'s new row was
// `0.02 + 0.01 s19 - 2.1e-7 s20`, s20's cell the drift of `-3 x 0.74999993 + 1.5 x 1.5`; taken
// as the row's subject, s20 went to 9.5e4 and x1 to 1.4e5, where the 2 left on `100 E` is 1e-7
// of k[42]'s terms and the answer checks called it held. Fixed: a required row's cells that
// are within the growth's doubt of their contributions and vanish along their refined
// directions are dropped as drift (`SolverCore.dropDriftedCells(of:)`); phase one then refuses
// k[33], and the refusal, re-decided on a fresh tableau and in extended precision, names k[42].
import Cassowary
import Testing

@Test func driftedCellDroppedSoAParallelContradictionIsRefusedSeed5199() throws {
    let x = (0..<8).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[14] = c([(-0.3333333333333333, 6), (1, 1)], 0, .equal, Strength(priority: 730, weight: 0.82))
    k[15] = c([(1, 6), (-1, 2)], 6, .lessOrEqual, .required)
    k[17] = c([(2, 1), (0.003333333333333333, 0), (100, 1)], 11.76, .equal, Strength(priority: 730, weight: 1))
    k[18] = c([(50, 5)], 1066.6666666666665, .equal, .required)
    k[20] = c([(1, 5), (-1, 4), (-2, 2)], 36, .greaterOrEqual, Strength(priority: 730, weight: 2.106))
    k[21] = c([(0.001, 1)], 37, .equal, Strength(priority: 730, weight: 0.5))
    k[33] = c([(-3, 7), (1.5, 1), (-1.5, 5), (3, 3)], 0, .equal, .required)
    k[40] = c([(1, 0), (-0.5, 6), (0.6666666666666666, 0), (0.3333333333333333, 4)], 11, .greaterOrEqual,
              Strength(priority: 730, weight: 2.809))
    k[42] = c([(-300, 7), (150, 1), (-150, 5), (300, 3)], 0, .lessOrEqual, .required)
    k[45] = c([(-0.6666666666666666, 1), (0.01, 0)], 49, .lessOrEqual, .required)
    k[48] = c([(-1, 3), (666.6666666666666, 0), (1, 0)], -6.54, .equal, Strength(priority: 1, weight: 3.904))
    k[49] = c([(1, 5), (0.6666666666666666, 0), (-0.5, 6)], 1.3333333333333333, .lessOrEqual, .required)
    k[50] = c([(-1, 3), (0.5, 0)], -34, .greaterOrEqual, Strength(priority: 730, weight: 2))
    let solver = Solver()
    for i in [14, 15, 17, 18, 20, 21, 40, 42] {
        try solver.addConstraint(k[i]!)
        solver.updateVariables()
    }
    try solver.changeConstant(of: k[42]!, to: 2)
    for i in [45, 48, 49, 50] {
        try solver.addConstraint(k[i]!)
        solver.updateVariables()
    }
    try solver.addEditVariable(x[3], strength: Strength(priority: 730, weight: 2))
    solver.updateVariables()
    do {
        try solver.addConstraint(k[33]!)
        Issue.record("accepted a required constraint that contradicts a required constraint present")
    } catch {
        guard case SolverError.unsatisfiableConstraint(let refused, let conflicting) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(refused === k[33]!)
        #expect(conflicting.count == 1 && conflicting.first === k[42]!)
    }
    // Nothing moved far out: the values are those of the constraints' own scale, and every
    // required constraint held still holds as written (k[42] with its changed constant).
    solver.updateVariables()
    #expect(x.allSatisfy { abs(solver.value(of: $0)) < 1e4 }, "\(x.map { solver.value(of: $0) })")
    for (i, constant) in [(15, 6.0), (18, 1066.6666666666665), (42, 2), (45, 49), (49, 1.3333333333333333)] {
        let e = k[i]!.expression
        let value = e.terms.reduce(constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
        let magnitude = e.terms.reduce(abs(constant)) { $0 + abs($1.coefficient * solver.value(of: $1.variable)) }
        let off = k[i]!.relation == .equal ? abs(value) : max(0, value)
        #expect(off <= 1e-9 * (1 + magnitude), "k[\(i)] is off by \(off)")
    }
}
