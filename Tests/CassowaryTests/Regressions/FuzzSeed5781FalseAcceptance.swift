// Operation fuzz, seed 5781 (the 100x runs, seeds 1-10000), minimised by the harness to 26
// steps: a false acceptance. The required equalities present chain x10 = x15 + 5.69, x28 = x10
// + 5.69, ... x30 = x21 + 5.69 (so x30 = x15 + 28.45) and k[35] says x7 = x30 - x17 - 3; k[69]
// (x15 - x17 - x7 = 0.29) then says x30 = x15 + 2.71: a contradiction by 25.74, whatever the
// optional constraints do. Optional rows with coefficients of 1000, 66.7 and 0.001 had grown
// the tableau's cells 3.4e8 times, and k[69]'s row came out as its constant, the dummies of the
// equalities it contradicts, and cells of 4.7e-10 of their inputs (rounding at that growth).
// Phase one pivoted on them, accepted k[69], and left k[35] 25.74 off at values of 1e9, where
// the relative check of the answer (`Tolerance.requiredResidual`) no longer sees it. Fixed: a
// new row's cells are judged against the cancellation threshold raised with the tableau's growth
// (`Tolerance.cancellation(growth:)`), so the row is a bare contradiction and is refused (and
// confirmed by a fresh tableau and in extended precision).
import Cassowary
import Testing

@Test func falseAcceptanceSeed5781IsRefused() throws {
    let x = (0..<35).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[0] = c([(1, 15), (-1, 34)], -5.69, .equal, .required)
    k[1] = c([(1, 15), (-1, 10)], 5.69, .equal, .required)
    k[2] = c([(1, 28), (-1, 10)], -5.69, .equal, .required)
    k[3] = c([(1, 28), (-1, 19)], 5.69, .equal, .required)
    k[4] = c([(1, 21), (-1, 19)], -5.69, .equal, .required)
    k[5] = c([(1, 30), (-1, 21)], -5.69, .equal, .required)
    k[6] = c([(1, 30), (-1, 18)], 5.69, .equal, .required)
    k[7] = c([(1, 18), (-1, 32)], 5.69, .equal, .required)
    k[9] = c([(1, 11), (-1, 17)], -5.69, .equal, .required)
    k[10] = c([(1, 11), (-1, 9)], 5.69, .equal, .required)
    k[11] = c([(1, 9), (-1, 27)], 5.69, .equal, .required)
    k[28] = c([(66.66666666666666, 10), (0.5, 1), (-1, 10), (1, 3)], 45, .lessOrEqual, Strength(priority: 501, weight: 1))
    k[33] = c([(1, 19), (-1, 10), (-1, 0)], -3, .equal, .required)
    k[35] = c([(1, 30), (-1, 17), (-1, 7)], -3, .equal, .required)
    k[39] = c([(1, 1), (1, 24), (-1, 32)], 3, .equal, .required)
    k[53] = c([(-0.5, 19), (0.5, 0)], -68.87, .equal, Strength(priority: 501, weight: 1))
    k[55] = c([(-1, 0), (-0.5, 9), (1000, 8)], 14, .lessOrEqual, Strength(priority: 822, weight: 4))
    k[57] = c([(-0.1, 3)], -0.019, .equal, Strength(priority: 5, weight: 1.446))
    k[58] = c([(0.5, 2)], 0, .lessOrEqual, Strength(priority: 822, weight: 1))
    k[59] = c([(1, 5), (-0.1, 5)], 19, .lessOrEqual, Strength(priority: 501, weight: 1))
    k[60] = c([(-0.001, 5), (-10, 8), (-0.001, 7)], 38.11, .equal, Strength(priority: 749, weight: 1))
    k[61] = c([(-0.6666666666666666, 34), (-0.6666666666666666, 9), (0.6666666666666666, 27)], 54.28666666666666, .equal, Strength(priority: 249, weight: 1))
    k[62] = c([(-0.2333333333333333, 8), (-100, 1), (1, 0)], 0, .equal, Strength(priority: 5, weight: 1))
    k[64] = c([(1, 2), (1, 21), (-1, 24)], 0.29, .equal, .required)
    k[69] = c([(1, 15), (-1, 17), (-1, 7)], -0.29, .equal, .required)
    let solver = Solver()
    try solver.addConstraint(k[0]!)
    solver.updateVariables()
    try solver.addConstraint(k[1]!)
    solver.updateVariables()
    try solver.addConstraint(k[2]!)
    solver.updateVariables()
    try solver.addConstraint(k[3]!)
    solver.updateVariables()
    try solver.addConstraint(k[4]!)
    solver.updateVariables()
    try solver.addConstraint(k[5]!)
    solver.updateVariables()
    try solver.addConstraint(k[6]!)
    solver.updateVariables()
    try solver.addConstraint(k[7]!)
    solver.updateVariables()
    try solver.addConstraint(k[9]!)
    solver.updateVariables()
    try solver.addConstraint(k[10]!)
    solver.updateVariables()
    try solver.addConstraint(k[11]!)
    solver.updateVariables()
    try solver.addConstraint(k[28]!)
    solver.updateVariables()
    try solver.addConstraint(k[33]!)
    solver.updateVariables()
    try solver.addConstraint(k[35]!)
    solver.updateVariables()
    try solver.addConstraint(k[39]!)
    solver.updateVariables()
    try solver.addConstraint(k[53]!)
    solver.updateVariables()
    try solver.addConstraint(k[55]!)
    solver.updateVariables()
    try solver.addConstraint(k[57]!)
    solver.updateVariables()
    try solver.addConstraint(k[58]!)
    solver.updateVariables()
    try solver.addConstraint(k[59]!)
    solver.updateVariables()
    try solver.addConstraint(k[60]!)
    solver.updateVariables()
    try solver.addConstraint(k[61]!)
    solver.updateVariables()
    try solver.addConstraint(k[62]!)
    try solver.removeConstraint(k[33]!)
    try solver.addConstraint(k[64]!)
    #expect(throws: SolverError.self) { try solver.addConstraint(k[69]!) }
    do {
        try solver.addConstraint(k[69]!)
    } catch {
        guard case .unsatisfiableConstraint(let refused, let conflicting) = error else {
            Issue.record("expected a refusal, got \(error)")
            return
        }
        #expect(refused === k[69]!)
        // The contradiction is k[69] with k[35] and the chain from x15 to x30 (k[1] to k[5]).
        #expect(Set(conflicting.map(ObjectIdentifier.init)) == Set([k[1]!, k[2]!, k[3]!, k[4]!, k[5]!, k[35]!].map(ObjectIdentifier.init)))
    }
    // Every required constraint still holds, to the rounding of its own magnitudes.
    solver.updateVariables()
    for (i, constraint) in k.sorted(by: { $0.key < $1.key }) where constraint.strength.isRequired && solver.hasConstraint(constraint) {
        var residual = constraint.expression.constant, magnitude = abs(constraint.expression.constant)
        for term in constraint.expression.terms {
            residual += term.coefficient * solver.value(of: term.variable)
            magnitude += abs(term.coefficient * solver.value(of: term.variable))
        }
        #expect(abs(residual) <= 1e-9 * max(1, magnitude), "k[\(i)] is \(residual) off")
    }
}
