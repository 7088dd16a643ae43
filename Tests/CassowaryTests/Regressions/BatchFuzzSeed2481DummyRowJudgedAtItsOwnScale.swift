// Operation fuzz with batches, seed 2481 at 100 times the `make test` budget
// (CASSOWARY_FUZZ_SEEDS=2481), a false acceptance. Minimised from 63 to 4 steps (77 replays).
// k[49] is k[2] divided by 100 (in decimals), so the tableau holds it as a redundant equality,
// a row of dummies. Moving k[2]'s constant from 8816.167 to 8813.167 moved that row's constant to
// 0.03, which was judged zero at the largest value the tableau had seen (k[40]'s constant of
// 8.9e7), and the change was accepted with k[49] 0.03 off. Fixed (2026-12-08, eighty-sixth
// session): a row of dummies is judged at its own scale (`Tableau.judgedScale(ofRow:)`), as a
// restricted row is.
import Cassowary
import Testing

@Test func dummyRowJudgedAtItsOwnScaleSeed2481() throws {
    let x = (0..<3).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[2] = c([(0.06999999999999999, 2), (100, 2)], 8816.167, .equal, .required)
    k[40] = c([(2, 1), (699.9999999999999, 2), (1000000, 2), (0.7, 2), (46.666666666666664, 2), (133.33333333333331, 1), (4.8999999999999995, 2), (7000, 2), (-0.31111111111111106, 2), (-0.8888888888888888, 1), (-0.03266666666666666, 2), (-46.666666666666664, 2)], 88778842.48428889, .greaterOrEqual, .required)
    k[49] = c([(0.0007, 2), (1, 2)], 88.16167, .equal, .required)
    let solver = Solver()
    try solver.addConstraints([k[2]!])
    try solver.addConstraint(k[40]!)
    solver.updateVariables()
    try solver.addConstraint(k[49]!)
    solver.updateVariables()
    do {
        try solver.changeConstant(of: k[2]!, to: 8813.167)
        Issue.record("accepted a required constraint that contradicts the required constraints present")
    } catch {
        if case .unsatisfiableConstraint = error {} else { Issue.record("\(error)") }
    }
    // Refused, the solver is as it was: k[2] keeps its constant and both equalities hold.
    #expect(solver.constant(of: k[2]!) == 8816.167)
    solver.updateVariables()
    for constraint in [k[2]!, k[49]!] {
        let value = constraint.expression.terms.reduce(solver.constant(of: constraint) ?? 0) {
            $0 + $1.coefficient * solver.value(of: $1.variable)
        }
        #expect(abs(value) <= 1e-9, "\(constraint) is \(value) off")
    }
}
