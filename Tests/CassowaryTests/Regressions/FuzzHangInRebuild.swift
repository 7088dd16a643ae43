// Defect (beyond the four classes asked about, related to Hang.swift): HANG in the dual simplex of
// a rebuild. After removing a required equality, the next call that needs the tableau rebuilds it
// and re-applies edit suggestions; Tableau.dualOptimize then loops forever (gdb: rebuild ->
// Tableau.suggest -> dualOptimize -> pivot -> substitute, on and on).
// Found by the operation fuzz generator (branch fuzz, commit ee729ea) run in child processes with
// checks off (seed 596, 300 steps; hangs at step 279), minimised in child processes with a 5 s timeout.
// Run under an external timeout.
import Cassowary
import Testing

@Test func fuzzFindingHangInRebuild() throws {
    let x = (0..<30).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[3] = c([(0.1, 1), (1, 3), (0.5, 1)], 0, .equal, .required)
    k[5] = c([(0.1, 25), (-1, 3)], 0, .lessOrEqual, .required)
    k[6] = c([(1, 3), (1, 20), (-1, 19)], 9.54, .equal, .required)
    k[56] = c([(-1, 0), (-1.5, 1), (-0.1, 27), (0.7, 0)], 0, .equal, Strength(priority: 750, weight: 2))
    k[61] = c([(0.15555555555555553, 3), (-1.3999999999999997, 2), (-0.04444444444444444, 25), (0.4444444444444444, 3), (-13.333333333333332, 3), (13.333333333333332, 18), (0.4666666666666666, 2), (0.3333333333333333, 2), (0.6666666666666666, 2), (-0.020000000000000004, 1), (-0.2, 3), (-0.1, 1)], 55.13333333333333, .greaterOrEqual, .required)
    k[65] = c([(1, 3), (-0.7, 2)], 0, .greaterOrEqual, Strength(priority: 679, weight: 1))
    k[69] = c([(0.4444444444444444, 0), (-0.3333333333333333, 6), (0.06666666666666667, 0), (1.5555555555555554, 3), (-13.999999999999996, 2), (-0.4444444444444444, 25), (4.444444444444445, 3), (-133.33333333333331, 3), (133.33333333333331, 18), (4.666666666666666, 2), (3.333333333333333, 2), (6.666666666666666, 2), (-0.20000000000000004, 1), (-2, 3), (-1, 1), (0.1, 2), (0.7, 2), (0.5, 2), (1, 2)], 551.3333333333334, .greaterOrEqual, Strength(priority: 679, weight: 1))
    k[74] = c([(0.6666666666666666, 0)], 0, .lessOrEqual, .required)
    k[75] = c([(0.2, 3), (-0.2, 18), (0.1, 25), (-1, 3)], -1.1, .lessOrEqual, Strength(priority: 249, weight: 1))
    k[79] = c([(-0.1, 2), (-1, 6), (0.3333333333333333, 1), (0.3, 3)], 0, .greaterOrEqual, Strength(priority: 249, weight: 1))
    k[81] = c([(-0.04444444444444444, 25), (0.4444444444444444, 3), (-0.03333333333333333, 25), (0.3333333333333333, 3), (0.6666666666666666, 0), (-0.5, 6), (0.1, 0)], 0, .greaterOrEqual, .required)
    let solver = Solver()
    try solver.addConstraint(k[5]!)
    try solver.addEditVariable(x[2], strength: Strength(priority: 750, weight: 1))
    try solver.addConstraint(k[65]!)
    try solver.addConstraint(k[69]!)
    solver.updateVariables()
    try solver.addConstraint(k[74]!)
    solver.updateVariables()
    try solver.addConstraint(k[3]!)
    solver.updateVariables()
    try solver.suggestValue(x[2], 55)
    solver.updateVariables()
    try solver.addConstraint(k[56]!)
    solver.updateVariables()
    try solver.addConstraint(k[61]!)
    solver.updateVariables()
    try solver.addConstraint(k[79]!)
    try solver.addConstraint(k[81]!)
    try solver.addConstraint(k[75]!)
    solver.updateVariables()
    try solver.addConstraint(k[6]!)
    solver.updateVariables()
    try solver.addEditVariable(x[27], strength: Strength(priority: 750, weight: 1))
    solver.updateVariables()
    try solver.removeConstraint(k[6]!)
    // k[6] is a required equality: its removal defers a rebuild, which this call runs. The rebuild
    // re-adds the constraints, then re-applies the edit suggestion (x2 = 55) through
    // Tableau.suggest -> dualOptimize, and the dual simplex pivots forever. addConstraint or
    // suggestValue in place of updateVariables() hang the same way (they rebuild first).
    solver.updateVariables()
}

