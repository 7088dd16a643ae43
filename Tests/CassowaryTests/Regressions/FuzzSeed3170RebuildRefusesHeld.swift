// Operation fuzz, seed 3170 (the 100x run, seeds 1-10000), minimised by the harness: removing
// a required equality (k[35]) first rebuilds the tableau to track equalities, and the fresh
// tableau refused k[40] (`x0 - x0 - 0.00333 x1 + 13.33 <= 0`, held since step 10) for a
// leftover of its rounding, so the removal threw `internalError` ("could not be re-added";
// nothing was changed, but the app's removal failed). Fixed: a rebuild re-adds a required
// constraint the solver already holds accepting the fresh tableau's leftover, the decision the
// solver made when it was added (`SolverCore.rebuildFresh`).
import Cassowary
import Testing

@Test func removalWhoseRebuildFindsALeftoverInAHeldConstraint() throws {
    let x = (0..<8).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[8] = c([(1, 7), (0.03333333333333333, 4)], -1.1, .lessOrEqual, .required)
    k[14] = c([(1, 2), (0.6666666666666666, 2)], -29, .greaterOrEqual, .required)
    k[20] = c([(-1000, 0)], 1.5, .equal, .required)
    k[30] = c([(1, 0), (0.01, 7), (3, 6), (-3, 4)], 6.95, .greaterOrEqual, .required)
    k[31] = c([(-0.5, 6), (-0.1, 1), (1000, 1)], 77.34, .lessOrEqual, .required)
    k[32] = c([(-1, 2), (3, 3)], 0, .lessOrEqual, .required)
    k[34] = c([(0.03966666666666666, 7), (-0.7933333333333332, 3)], 19.83333333333333, .lessOrEqual, .required)
    k[35] = c([(666.6666666666666, 6), (2, 3)], 0, .equal, .required)
    k[36] = c([(-10, 7)], 0, .greaterOrEqual, .required)
    k[40] = c([(1, 0), (-1, 0), (-0.003333333333333333, 1)], 13.333333333333332, .lessOrEqual, .required)
    let solver = Solver()
    try solver.addConstraint(k[8]!)
    solver.updateVariables()
    try solver.addConstraint(k[14]!)
    solver.updateVariables()
    try solver.addConstraint(k[30]!)
    solver.updateVariables()
    try solver.addConstraint(k[31]!)
    solver.updateVariables()
    try solver.addConstraint(k[32]!)
    solver.updateVariables()
    try solver.addConstraint(k[34]!)
    solver.updateVariables()
    try solver.addConstraint(k[35]!)
    solver.updateVariables()
    try solver.addConstraint(k[36]!)
    solver.updateVariables()
    try solver.addConstraint(k[20]!)
    solver.updateVariables()
    try solver.addConstraint(k[40]!)
    solver.updateVariables()
    try solver.removeConstraint(k[36]!)
    solver.updateVariables()
    #expect(throws: Never.self) { try solver.removeConstraint(k[35]!) }
    #expect(!solver.hasConstraint(k[35]!))
    #expect(solver.hasConstraint(k[40]!))
    // Later removals rebuild again, and succeed too.
    #expect(throws: Never.self) { try solver.removeConstraint(k[30]!) }
    solver.updateVariables()
    #expect(abs(solver.value(of: x[0]) - 0.0015) < 1e-9)
}
