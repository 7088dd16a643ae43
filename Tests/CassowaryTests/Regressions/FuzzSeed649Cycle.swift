// Fuzz seed 649 (operation fuzz, CASSOWARY_FUZZ_SCALE=100): the simplex traded a noise gain at one
// objective level for a real one below it, forever, even on a fresh tableau; fixed by judging every
// level's change in value space (Tableau+Simplex.swift, enter).
import Cassowary
import Testing

@Test func pivotsDoNotTradeNoiseGainsBetweenLevels() throws {
    let x = (0..<7).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[1] = c([(1, 6)], 8.666666666666666, .greaterOrEqual, .required)
    k[3] = c([(1, 0), (-70, 5), (0.001, 3)], -37, .greaterOrEqual, Strength(priority: 500, weight: 2))
    k[4] = c([(-1, 2)], 47, .lessOrEqual, .required)
    k[5] = c([(-1, 4), (-0.006999999999999999, 4)], -22, .equal, Strength(priority: 187, weight: 1.313))
    k[9] = c([(3, 2), (0.006999999999999999, 1)], 0, .equal, Strength(priority: 500, weight: 1))
    k[14] = c([(-1, 4), (1, 6)], -48.45, .lessOrEqual, Strength(priority: 100, weight: 4))
    k[15] = c([(-0.4480000000000002, 1), (-0.4977777777777779, 5), (3.318518518518519, 2)], -0.049777777777777796, .equal, .required)
    k[16] = c([(-0.6666666666666666, 6), (1000, 4), (0.6666666666666666, 0)], 27, .lessOrEqual, .required)
    k[18] = c([(0.1, 4), (-2, 3)], 0, .equal, .required)
    k[19] = c([(-2, 5), (-1000, 0), (0.5, 3)], 19, .equal, .required)
    let solver = Solver()
    try solver.addConstraint(k[3]!)
    solver.updateVariables()
    try solver.addConstraint(k[4]!)
    solver.updateVariables()
    try solver.addConstraint(k[1]!)
    solver.updateVariables()
    try solver.addConstraint(k[5]!)
    solver.updateVariables()
    try solver.addConstraint(k[9]!)
    solver.updateVariables()
    try solver.addConstraint(k[15]!)
    solver.updateVariables()
    try solver.addConstraint(k[16]!)
    solver.updateVariables()
    try solver.addConstraint(k[14]!)
    solver.updateVariables()
    try solver.addConstraint(k[18]!)
    solver.updateVariables()
    #expect(throws: Never.self) { try solver.addConstraint(k[19]!) }
}
