// Re-deciding a correct refusal rebuilt the tableau with the required constraints first, and
// that order refused a redundant equality already in the solver (k[30] = k[28] / 10): the call
// threw internalError. Now the rebuild falls back to the order of addition, and a refusal
// whose re-check cannot be built stands.
import Cassowary
import Testing

@Test func aRebuildThatStumblesKeepsTheRefusal() throws {
    let x = (0..<6).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[1] = c([(3, 1), (2, 1), (-0.1, 2)], 26, .lessOrEqual, .required)
    k[6] = c([(-0.9333333333333332, 5), (-1333.3333333333333, 4)], 26, .equal, .required)
    k[13] = c([(1, 0), (-3, 1), (1, 0)], -8, .greaterOrEqual, .required)
    k[14] = c([(0.1111111111111111, 4), (-3, 2)], -25.16, .lessOrEqual, .required)
    k[22] = c([(-0.5, 4), (2, 5)], 50, .equal, .required)
    k[27] = c([(-7, 0), (-0.5, 0), (2, 1)], -70, .equal, .required)
    k[28] = c([(-3.7266666666666666, 5), (-2466.166666666666, 4)], -1.9000000000000057, .equal, .required)
    k[30] = c([(-0.3726666666666667, 5), (-246.61666666666662, 4)], -0.19000000000000059, .equal, .required)
    k[34] = c([(0.1, 2), (-0.3333333333333333, 1), (-3, 4)], 0, .lessOrEqual, .required)
    let solver = Solver()
    try solver.addConstraint(k[1]!)
    solver.updateVariables()
    try solver.addConstraint(k[14]!)
    solver.updateVariables()
    try solver.addConstraint(k[13]!)
    solver.updateVariables()
    try solver.addConstraint(k[6]!)
    try solver.addConstraint(k[22]!)
    solver.updateVariables()
    try solver.addConstraint(k[27]!)
    solver.updateVariables()
    try solver.addConstraint(k[28]!)
    try solver.removeConstraint(k[22]!)
    solver.updateVariables()
    try solver.addConstraint(k[30]!)
    do {
        try solver.addConstraint(k[34]!)
        Issue.record("accepted a required constraint that contradicts the required constraints present")
    } catch {
        if case .unsatisfiableConstraint = error {} else { Issue.record("\(error)") }
    }
}
