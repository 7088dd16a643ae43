// The primal simplex's degenerate steps, found by a sweep of small random systems with
// coefficients of 1e-10 and 3e-11 next to thirds (2026-12-03, after the stress run's `dash 1000`
// seed 31, whose removal of the window's edit pivoted on cells of 1e-11 to 1.5e-10 of their
// rows and ran for minutes). Here, when x0 becomes an edit variable, the simplex met slacks
// whose reduced costs were -1.8e-9 and whose only limiting cells were -1.8e-9 in rows reaching
// 2, each in a row whose constant was -2e-10: steps of 0 that moved nothing. Pivoting on those
// cells grew the tableau's cells 1.1e9 times, and the answer broke the required
// `-2/3 x1 - 2/3 x0 >= 0` by 0.11 (x1 = 0.167, x0 = 0). A degenerate step now needs a cell above
// `Tolerance.pivot` of its row (`Tableau.enter`), as the dual simplex's does: such cells are
// passed over, no row limits the move, and its cost is cleared as rounding.
import Testing
@testable import Cassowary

@Test func degenerateStepSkipsACellOfNoiseSize() throws {
    let x = (0..<3).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation,
           _ strength: Strength = .required) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    let k = [
        c([(-1, 0), (1.0 / 3, 2), (2, 1)], 3, .greaterOrEqual, Strength(priority: 750, weight: 1)),
        c([(1, 1), (1e-10, 0), (1.0 / 3, 2)], 0, .equal),
        c([(1.0 / 3, 2), (1e-10, 1), (-2.0 / 3, 0)], 10, .greaterOrEqual),
        c([(-0.5, 0), (1e-10, 2)], 1e-9, .greaterOrEqual, Strength(priority: 750, weight: 1)),
        c([(-1, 0), (3e-11, 1), (0.1, 2)], 3, .greaterOrEqual),
        c([(-2.0 / 3, 1), (-2.0 / 3, 0)], 0, .greaterOrEqual),
    ]
    var solver = SolverCore()
    for constraint in k { try solver.addConstraint(constraint) }
    try solver.addEditVariable(x[1], strength: Strength(priority: 300, weight: 1))
    try solver.removeConstraint(k[4])
    try solver.suggestValue(x[1], 0)
    try solver.removeConstraint(k[1])
    try solver.suggestValue(x[1], 10)
    try solver.removeEditVariable(x[1])
    try solver.addEditVariable(x[0], strength: Strength(priority: 600, weight: 1))
    solver.updateVariables()
    let values = x.map { solver.value(of: $0) }
    // Held and required: k[2] and k[5].
    let heldBy2 = 1.0 / 3 * values[2] + 1e-10 * values[1] - 2.0 / 3 * values[0] + 10
    let heldBy5 = -2.0 / 3 * values[1] - 2.0 / 3 * values[0]
    #expect(heldBy2 >= -1e-7, "k[2] broken at \(values)")
    #expect(heldBy5 >= -1e-7, "k[5] broken at \(values)")
    #expect(solver.tableau.growth < 1 / Tolerance.amplifyingPivot, "a degenerate pivot divided by a cell of noise size")
}
