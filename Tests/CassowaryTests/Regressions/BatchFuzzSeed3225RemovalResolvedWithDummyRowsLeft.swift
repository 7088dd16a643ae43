// Operation fuzz with batches, seed 3225 at 100 times the `make test` budget
// (CASSOWARY_FUZZ_SEEDS=3225), a required constraint left off. Minimised from 134 to 18 steps
// (254 replays). Removing k[32] left k[18] (`x6 - x9 + 37 <= 0`) 2.4e-4 off, 3.2e-6 of its
// magnitudes, on a tableau where k[24], k[25] and k[29] are nearly dependent equalities written
// in decimals. The drift repair's fresh tableaus left a constraint that had accepted its
// leftover 0.65 off and were not kept; the rebuild add by add did the same. Fixed (2026-12-07,
// eighty-fifth session): the answer's basis is solved afresh from the constraints as written
// (`SolverCore.resolveVertex`), a basic dummy's row left as it is, since its solved value (2e-5)
// is how far the decimals miss the dependence the tableau found; k[18] then holds to 3e-15.
import Cassowary
import Testing

@Test func removalResolvedWithDummyRowsLeftSeed3225() throws {
    let x = (0..<12).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[0] = c([(-0.5, 7), (-1, 4), (2, 8), (-10, 6)], -17, .lessOrEqual, .required)
    k[3] = c([(-100, 5), (1000, 4), (-0.06666666666666667, 5)], 0, .equal, Strength(priority: 2, weight: 3))
    k[4] = c([(0.01, 6), (-0.3333333333333333, 3), (0.5, 9), (-1, 9)], -49, .lessOrEqual, .required)
    k[8] = c([(3, 3), (-0.001, 3)], 0.015, .lessOrEqual, .required)
    k[15] = c([(-0.91, 11), (-19.5, 7), (0.29700000000000004, 10), (0.05, 3), (-150, 4), (-0.1, 10), (0.30000000000000004, 10), (46.666666666666664, 11), (1000, 7), (0.19999999999999998, 10), (-0.5999999999999999, 10), (0.15555555555555553, 3), (-466.66666666666663, 4), (-0.31111111111111106, 11), (-6.666666666666666, 7), (0.04666666666666666, 11), (1, 7)], -8.940849999999998, .equal, .required)
    k[16] = c([(-0.1, 5), (0.006666666666666666, 11), (-0.003333333333333333, 9)], 0, .greaterOrEqual, .required)
    k[17] = c([(-0.01, 11)], 0.9, .lessOrEqual, .required)
    k[18] = c([(-1, 9), (1, 6)], 37, .lessOrEqual, .required)
    k[19] = c([(3, 2), (3, 9)], -10, .equal, .required)
    k[20] = c([(1000, 4)], -48.87, .greaterOrEqual, Strength(priority: 365, weight: 1))
    k[21] = c([(0.001, 3), (-3.333333333333333, 3), (1000, 10)], -36, .equal, Strength(priority: 365, weight: 1))
    k[22] = c([(1, 8)], -77.91, .lessOrEqual, Strength(priority: 251, weight: 1))
    k[23] = c([(1, 11), (1, 7)], 0, .lessOrEqual, Strength(priority: 2, weight: 4))
    k[24] = c([(4549.268888888889, 11), (97484.33333333333, 7), (9.700000000000017, 10), (20.555555555555554, 3), (-61666.666666666664, 4)], -894.0868999999998, .equal, .required)
    k[25] = c([(0.30000000000000004, 10), (-0.9000000000000001, 10), (-140, 11), (-3000, 7), (-0.6, 10), (1.7999999999999998, 10), (-0.4666666666666666, 3), (1400, 4), (0.9333333333333332, 11), (20, 7)], 22.301999999999996, .equal, .required)
    k[26] = c([(0.5, 7), (1, 8)], 0, .lessOrEqual, .required)
    k[28] = c([(-0.2, 10), (0.6000000000000001, 10), (93.33333333333333, 11), (2000, 7), (0.39999999999999997, 10), (-1.1999999999999997, 10), (0.31111111111111106, 3), (-933.3333333333333, 4), (-0.6222222222222221, 11), (-13.333333333333332, 7), (-0.182, 11), (-3.9, 7), (0.05940000000000001, 10), (0.01, 3), (-30, 4), (0.04666666666666666, 11), (1, 7), (30, 2), (30, 9)], -115.17089, .equal, .required)
    k[29] = c([(0.7636666666666669, 10), (45.492222222222225, 11), (974.8333333333334, 7), (0.20555555555555555, 3), (-616.6666666666666, 4)], -8.496405555555553, .equal, .required)
    k[32] = c([(1, 4), (-100, 11), (1, 5), (2, 11)], 43, .equal, .required)
    k[38] = c([(0.5, 0), (-1, 0)], 0.001, .lessOrEqual, .required)
    k[53] = c([(1, 10), (-1, 0)], -1.2000000000000002, .equal, .required)
    let solver = Solver()
    try solver.addConstraints([k[3]!, k[4]!])
    solver.updateVariables()
    try solver.addConstraints([k[16]!, k[18]!, k[19]!, k[20]!, k[21]!])
    solver.updateVariables()
    try solver.addConstraint(k[22]!)
    solver.updateVariables()
    try solver.addConstraint(k[23]!)
    solver.updateVariables()
    try solver.addConstraint(k[0]!)
    try solver.addConstraints([k[17]!])
    solver.updateVariables()
    try solver.addConstraint(k[15]!)
    solver.updateVariables()
    try solver.addConstraint(k[26]!)
    solver.updateVariables()
    try solver.addConstraint(k[28]!)
    solver.updateVariables()
    try solver.addConstraints([k[24]!, k[25]!])
    solver.updateVariables()
    try solver.addConstraint(k[29]!)
    solver.updateVariables()
    try solver.addConstraint(k[8]!)
    try solver.addConstraint(k[38]!)
    solver.updateVariables()
    try solver.removeConstraint(k[19]!)
    solver.updateVariables()
    try solver.addConstraint(k[32]!)
    solver.updateVariables()
    try solver.addConstraints([k[53]!])
    solver.updateVariables()
    try solver.removeConstraint(k[29]!)
    solver.updateVariables()
    try solver.removeConstraint(k[32]!)
    solver.updateVariables()
    func value(_ constraint: Constraint) -> Double {
        let constant = solver.constant(of: constraint) ?? constraint.expression.constant
        return constraint.expression.terms.reduce(constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }
    #expect(value(k[18]!) <= 7.679976348907888e-05)
    // Every required constraint still in holds to a millionth of its magnitudes there.
    for (id, constraint) in k.sorted(by: { $0.key < $1.key })
    where constraint.strength.isRequired && solver.hasConstraint(constraint) {
        let magnitude = constraint.expression.terms.reduce(abs(solver.constant(of: constraint) ?? 0)) {
            $0 + abs($1.coefficient * solver.value(of: $1.variable))
        }
        let v = value(constraint)
        let off = constraint.relation == .equal ? abs(v) : (constraint.relation == .lessOrEqual ? max(v, 0) : max(-v, 0))
        #expect(off <= 1e-6 * (1 + magnitude), "k[\(id)] is \(v) off")
    }
}
