// Fuzz seed 4553 (operation fuzz, CASSOWARY_FUZZ_SCALE=100): after a refused add, the next suggestion
// gave other values than a solver that never saw the add: adds left rows in the dual simplex's
// infeasible list, which a rollback empties; every call now ends with it empty (Tableau.commit).
import Cassowary
import Testing

@Test func aRefusedAddDoesNotSteerTheNextSuggestion() throws {
    let x = (0..<14).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[7] = c([(-1000, 8), (0.5, 7)], -14, .equal, Strength(priority: 100, weight: 1))
    k[10] = c([(-0.001, 7), (1000, 12)], -25, .lessOrEqual, Strength(priority: 727, weight: 1))
    k[12] = c([(-1, 12), (-1, 13), (1, 13)], 0, .lessOrEqual, .required)
    k[20] = c([(-0.2222222222222222, 11), (0.7, 11), (33.33333333333333, 13)], -2, .greaterOrEqual, .required)
    k[26] = c([(0.001, 5), (-0.5, 9), (2, 8), (1, 7)], 0, .equal, Strength(priority: 100, weight: 1))
    k[27] = c([(1, 11)], 400, .lessOrEqual, .required)
    k[30] = c([(3, 8)], 89.04, .lessOrEqual, .required)
    k[35] = c([(33.33333333333333, 13)], 5666.666666666666, .lessOrEqual, .required)
    let solver = Solver()
    let shadow = Solver()  // receives only the calls that succeed
    try solver.addEditVariable(x[0], strength: Strength(priority: 100, weight: 1))
    try shadow.addEditVariable(x[0], strength: Strength(priority: 100, weight: 1))
    try solver.addConstraint(k[10]!)
    try shadow.addConstraint(k[10]!)
    solver.updateVariables()
    shadow.updateVariables()
    try solver.addConstraint(k[12]!)
    try shadow.addConstraint(k[12]!)
    solver.updateVariables()
    shadow.updateVariables()
    try solver.addEditVariable(x[9], strength: Strength(priority: 727, weight: 4))
    try shadow.addEditVariable(x[9], strength: Strength(priority: 727, weight: 4))
    solver.updateVariables()
    shadow.updateVariables()
    try solver.addConstraint(k[20]!)
    try shadow.addConstraint(k[20]!)
    solver.updateVariables()
    shadow.updateVariables()
    try solver.addConstraint(k[26]!)
    try shadow.addConstraint(k[26]!)
    solver.updateVariables()
    shadow.updateVariables()
    try solver.addConstraint(k[27]!)
    try shadow.addConstraint(k[27]!)
    solver.updateVariables()
    shadow.updateVariables()
    try solver.addConstraint(k[7]!)
    try shadow.addConstraint(k[7]!)
    try solver.addConstraint(k[30]!)
    try shadow.addConstraint(k[30]!)
    _ = try? solver.addConstraint(k[35]!)
    solver.updateVariables()
    shadow.updateVariables()
    try solver.suggestValue(x[0], -40)
    try shadow.suggestValue(x[0], -40)
    solver.updateVariables()
    shadow.updateVariables()
    #expect(x.map { solver.value(of: $0).bitPattern } == x.map { shadow.value(of: $0).bitPattern })
}
