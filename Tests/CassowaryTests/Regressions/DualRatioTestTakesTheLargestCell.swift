// The dual simplex's ratio test, found by a sweep of small random systems with coefficients of
// 1e-7 and 3e-8 next to ones of 1 (2026-12-03, after the stress run's `dash 1000` seed 21, whose
// window resize pivoted on a cell of 2.2e-9 and ran for minutes). The edit x0 is suggested 7,
// 100, 10, -100 and 100 again. The last suggestion's dual simplex had two candidates whose
// ratios differ by noise: a slack with a cell of 4.2e-8 in its row and one with a cell near 1.
// Taking the least ratio exactly, it entered the first: the tableau's cells grew 2.4e7 times
// and x2 went to -48,125,000, a vertex that is also optimal, where the same suggestion of 100
// had given -4.625 three calls before. Harris's ratio test (`Tableau.dualEntering(row:)`) takes
// the largest cell among the ratios within noise of the least: the layout at 100 is the one it
// was, and no cell grows.
import Testing
@testable import Cassowary

@Test func dualRatioTestTakesTheLargestCellWithinNoise() throws {
    let x = (0..<5).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation,
           _ strength: Strength = .required) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var solver = SolverCore()
    try solver.addConstraint(c([(2, 2), (0.5, 0)], 10, .lessOrEqual))
    try solver.addConstraint(c([(2, 0)], 3, .lessOrEqual))
    try solver.addConstraint(c([(2, 0), (1, 4), (-1, 3)], -5, .equal))
    try solver.addConstraint(c([(1, 1), (1, 0)], -10, .greaterOrEqual))
    try solver.addConstraint(c([(-1, 2), (1, 0), (0.5, 1)], 3, .greaterOrEqual, Strength(priority: 500, weight: 1)))
    try solver.addConstraint(c([(1, 4), (1e-7, 2), (0.5, 3)], 0, .greaterOrEqual))
    try solver.addConstraint(c([(3e-8, 0), (-0.5, 1), (2, 3)], 10, .greaterOrEqual, Strength(priority: 500, weight: 1)))
    try solver.addEditVariable(x[0], strength: Strength(priority: 900, weight: 1))
    func layout(at value: Double) throws -> [Double] {
        try solver.suggestValue(x[0], value)
        solver.updateVariables()
        return x.map { solver.value(of: $0) }
    }
    _ = try layout(at: 7)
    let first = try layout(at: 100)
    _ = try layout(at: 10)
    _ = try layout(at: -100)
    let again = try layout(at: 100)
    #expect(first.map { ($0 * 1e6).rounded() } == [-1.5, 11.5, -4.625, -2.125, 5.875].map { ($0 * 1e6).rounded() })
    for (a, b) in zip(first, again) {
        #expect(abs(a - b) <= 1e-6 * max(1, abs(a)), "the same suggestion gave \(again), first \(first)")
    }
    #expect(solver.tableau.growth < 1 / Tolerance.amplifyingPivot, "a dual pivot divided by a cell of noise size")
}
