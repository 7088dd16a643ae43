// Fuzz seed 201 (operation fuzz, CASSOWARY_FUZZ_SCALE=100): 1000·x3 - 1000·x3 + 0.001 == 0, with x3
// basic at 2,424, was accepted as redundant: the leftover 0.001 was judged at 1e-9 of the 4.85e6
// its terms summed to. Accept/refuse now uses Tolerance.redundancy (1e-11).
import Cassowary
import Testing

@Test func aSmallContradictionUnderLargeTermsIsRefused() throws {
    let x = (0..<11).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[4] = c([(-7, 10), (1, 10), (3, 10)], 0, .equal, Strength(priority: 251, weight: 1))
    k[5] = c([(-0.006999999999999999, 3), (-0.5, 10)], 16.97, .equal, Strength(priority: 722, weight: 1))
    k[6] = c([(1000, 3), (-1000, 3)], 0.001, .equal, .required)
    let solver = Solver()
    try solver.addConstraint(k[4]!)
    solver.updateVariables()
    try solver.addConstraint(k[5]!)
    solver.updateVariables()
    do {
        try solver.addConstraint(k[6]!)
        Issue.record("accepted a required constraint that contradicts the required constraints present")
    } catch {
        if case .unsatisfiableConstraint = error {} else { Issue.record("\(error)") }
    }
}
