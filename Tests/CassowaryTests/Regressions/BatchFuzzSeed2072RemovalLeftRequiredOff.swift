// Operation fuzz with batches, seed 2072 at 100 times the `make test` budget
// (CASSOWARY_FUZZ_SEEDS=2072), a required constraint left off. Minimised from 86 to 10 steps
// (334 replays). k[36] is 2 k[22] plus 0.01 times the removed k[24], so with k[22] it holds
// `x6 - x5 + 0.7 x4 == -1666.7`; once k[31] (which fixed x5) is removed too, the required
// constraints hold only far away (x0 near 3.3e5). The removal's tableau left k[22] 0.08 off;
// its drift repair's fresh tableaus broke k[36] instead and were not kept, and no constraint
// accepted a leftover, so the rebuild add by add that reseats leftovers was not tried. Fixed
// (2026-12-07): a removal whose drift repair leaves a required constraint off is built again
// add by add as well (`SolverCore.reseatLeftoversIfBroken`).
import Cassowary
import Testing

@Test func removalLeftRequiredOffSeed2072() throws {
    let x = (0..<13).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[3] = c([(1, 12)], -11, .lessOrEqual, .required)
    k[5] = c([(666.6666666666666, 7), (0.5, 6), (0.003333333333333333, 12), (-1, 3)], -28, .greaterOrEqual, .required)
    k[8] = c([(0.01, 11), (100, 8)], 0.30000000000000004, .equal, Strength(priority: 935, weight: 3.115))
    k[10] = c([(3, 9)], 0, .equal, Strength(priority: 935, weight: 1))
    k[11] = c([(1, 12), (1, 10)], -39.98, .equal, .required)
    k[17] = c([(1, 5), (-0.5, 5)], -39, .lessOrEqual, .required)
    k[18] = c([(-1000, 7), (333.3333333333333, 11)], 4.666666666666666, .lessOrEqual, .required)
    k[22] = c([(100, 4), (-0.7, 3)], -37, .equal, .required)
    k[23] = c([(-1, 0), (-0.2333333333333333, 4), (1, 4), (1, 7)], -30, .lessOrEqual, .required)
    k[24] = c([(-0.01, 5), (0.01, 6), (0.006999999999999999, 4)], 16.666666666666664, .equal, .required)
    k[26] = c([(0.6666666666666666, 5), (-0.6666666666666666, 6), (-100.46666666666667, 4), (0.7, 3)], -1074.1111111111109, .lessOrEqual, .required)
    k[27] = c([(-1, 3), (-1, 0)], 41.35, .equal, .required)
    k[29] = c([(-10, 8), (3.333333333333333, 0)], -94.52, .lessOrEqual, .required)
    k[31] = c([(33.33333333333333, 5)], 43.13, .equal, .required)
    k[36] = c([(-0.0001, 5), (0.0001, 6), (7e-05, 4), (200, 4), (-1.4, 3)], -73.83333333333333, .equal, .required)
    k[37] = c([(-10, 11), (0.2222222222222222, 11), (3, 2), (-0.006999999999999999, 8)], 0.018000000000000002, .equal, .required)
    k[38] = c([(0.1, 8), (1, 9)], 0, .greaterOrEqual, Strength(priority: 935, weight: 1))
    k[39] = c([(1, 6)], 38, .greaterOrEqual, .required)
    k[42] = c([(-0.4444444444444444, 2), (-0.3333333333333333, 3)], 26, .lessOrEqual, .required)
    k[49] = c([(66.62166666666666, 5), (0.11999999999999998, 12), (0.11999999999999998, 10), (0.03, 3), (0.03, 0), (0.045000000000000005, 6), (0.03149999999999999, 4), (-0.9777777777777777, 11), (0.30000000000000004, 2), (-0.0007, 8)], 155.2237, .equal, .required)
    let solver = Solver()
    try solver.addConstraints([k[3]!, k[5]!, k[8]!])
    solver.updateVariables()
    try solver.addConstraints([k[10]!, k[11]!, k[17]!, k[18]!])
    solver.updateVariables()
    try solver.addConstraints([k[23]!, k[24]!, k[26]!, k[27]!, k[29]!, k[31]!])
    solver.updateVariables()
    try solver.addConstraints([k[38]!, k[39]!, k[42]!])
    solver.updateVariables()
    try solver.removeConstraint(k[24]!)
    solver.updateVariables()
    try solver.addConstraint(k[37]!)
    try solver.addConstraint(k[22]!)
    solver.updateVariables()
    try solver.addConstraints([k[49]!])
    solver.updateVariables()
    try solver.addConstraints([k[36]!])
    solver.updateVariables()
    try solver.removeConstraint(k[31]!)
    solver.updateVariables()
    func value(_ constraint: Constraint) -> Double {
        let constant = solver.constant(of: constraint) ?? constraint.expression.constant
        return constraint.expression.terms.reduce(constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }
    #expect(abs(value(k[22]!)) <= 0.00024359600487819524)
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
