// Solver defect (required constraint violated), operation fuzz seed 4927: CASSOWARY_FUZZ_SEEDS=4927
// swift test --filter randomOperationSequencesMatchTheReference, minimised by the harness (the full
// 117-step sequence passes since a990319; this 5-step case does not). k[35] and k[50] are nearly
// parallel equalities (k[50] is -0.6999 k[35] in four of their five variables), so the point where
// k[27] also holds lies far along a direction their rows cancel to noise in doubles. Both tableaus
// (incremental and fresh) refuse k[27]; double-double (`PreciseFeasibility`) finds the system
// satisfiable, so k[27] is accepted "with its leftover", and the answer leaves it 7,741 off.
// A refusal would be false, and the acceptance breaks a required constraint: the tableau would have
// to treat those cancelled cells as real (and carry values of 1e11), or take its point from the
// double-double solve. Open (issue 10).
import Cassowary
import Testing

@Test func solverDefectRequiredViolatedSeed4927() throws {
    withKnownIssue("open solver defect (issue 10): a leftover beyond rounding on nearly parallel equalities") {
        let x = (0..<6).map { Variable("x\($0)") }
        func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
            Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
        }
        var k: [Int: Constraint] = [:]
        k[26] = c([(-6.999999999999999, 4)], -13000, .equal, .required)
        k[27] = c([(2, 4), (-0.5, 0)], 12, .equal, .required)
        k[35] = c([(-5000.000666666667, 2), (5999.997777777778, 0), (-7310.507, 4), (-6000, 5), (30000, 3)], -12030895.046666667, .equal, .required)
        k[49] = c([(-3, 3)], 0, .greaterOrEqual, .required)
        k[50] = c([(4999.500666666667, 2), (-5999.397777777778, 0), (7309.776999999999, 4), (5999.400000000001, 5), (-29997, 3), (-0.048999999999999995, 4), (-1500.0002, 2), (1799.9993333333332, 0), (-2193.1521, 4), (-1800, 5), (9000, 3), (-69.99999999999999, 4)], 8290334.392666666, .equal, .required)
        let solver = Solver()
        try solver.addConstraint(k[26]!)
        try solver.addConstraint(k[49]!)
        try solver.addConstraint(k[50]!)
        try solver.addConstraint(k[35]!)
        try solver.addConstraint(k[27]!)
        solver.updateVariables()
        func value(_ constraint: Constraint) -> Double {
            constraint.expression.terms.reduce(constraint.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
        }
        #expect(abs(value(k[27]!)) <= 0.00797520106439418)
    }
}
