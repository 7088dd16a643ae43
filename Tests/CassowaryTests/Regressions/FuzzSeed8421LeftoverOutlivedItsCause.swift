// Operation fuzz, seed 8421 (the 100x runs, seeds 1-10000), minimised by the harness to 14
// steps: a required constraint left violated, k[16] 1.64 off after k[50] was removed. k[13],
// k[16], k[50] and k[51] are nearly parallel equalities; with k[50] in, k[16] could hold only
// accepting a leftover, and the rebuild that the removal started (to track equalities, k[50]
// still in) made it accept one. Without k[50] the required constraints hold exactly (a simplex
// on Python fractions: x0 = 5336.2 is pinned, so k[14]'s -0.001 x2 needs x2 <= -3.7e8), but
// the leftover stayed, and a tableau rebuilt in one pass stumbles on k[16] again.
// Fixed (2026-11-27): after a removal, an answer that leaves a constraint accepting its leftover
// off makes the solver add what it holds to a new one, one by one, which reaches the point
// (`SolverCore.reseatLeftoversIfBroken`).
import Cassowary
import Testing

@Test func seed8421DropsALeftoverThatOutlivedItsCause() throws {
    let x = (0..<8).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[13] = c([(2.8, 5), (3.2499999999999996, 6), (66.66666666666666, 7), (1, 0)], -3051, .equal, .required)
    k[14] = c([(-0.001, 2), (-70, 0)], -42, .greaterOrEqual, .required)
    k[16] = c([(1.9599999999999997, 5), (2.0649999999999995, 6), (46.66666666666666, 7), (0.7, 0)], -2134.02, .equal, .required)
    k[18] = c([(0.3333333333333333, 0)], 27, .greaterOrEqual, .required)
    k[30] = c([(-0.5, 4), (1, 1), (-0.006999999999999999, 7), (2, 1)], 98.86, .equal, Strength(priority: 784, weight: 1))
    k[31] = c([(-0.5, 6), (1, 3)], 1.08, .equal, .required)
    k[38] = c([(-0.25649999999999995, 6), (0.1, 3), (-0.19599999999999998, 5), (-4.666666666666666, 7), (-0.06999999999999999, 0)], 213.51000000000002, .lessOrEqual, .required)
    k[39] = c([(0.0006666666666666666, 2), (46.666666666666664, 0), (0.002333333333333333, 2), (163.33333333333331, 0), (-0.1111111111111111, 4), (0.3333333333333333, 2)], 116.33333333333333, .lessOrEqual, .required)
    k[42] = c([(1, 7), (0.7, 7), (-0.1, 0), (1, 0)], 0, .greaterOrEqual, Strength(priority: 784, weight: 3))
    k[46] = c([(100, 4), (-2, 1), (10, 3), (0.5, 1)], -23, .lessOrEqual, .required)
    k[47] = c([(-2, 5), (2, 5), (10, 7)], 42, .greaterOrEqual, Strength(priority: 784, weight: 1))
    k[50] = c([(257.33333333333326, 6), (2, 3), (280, 5), (6666.666666666666, 7), (100.1, 0)], -305098.1288888889, .equal, .required)
    k[51] = c([(77.19999999999997, 6), (0.6, 3), (84, 5), (1999.9999999999998, 7), (30.029999999999998, 0), (-0.27999999999999997, 5), (-0.32499999999999996, 6), (-6.666666666666666, 7), (-0.1, 0), (3.9199999999999995, 5), (4.129999999999999, 6), (93.33333333333331, 7), (1.4, 0)], -95492.37866666666, .equal, .required)
    let solver = Solver()
    try solver.addConstraint(k[13]!)
    solver.updateVariables()
    try solver.addConstraint(k[14]!)
    solver.updateVariables()
    try solver.addConstraint(k[18]!)
    solver.updateVariables()
    try solver.addConstraint(k[30]!)
    try solver.addConstraint(k[39]!)
    solver.updateVariables()
    try solver.addConstraint(k[38]!)
    solver.updateVariables()
    try solver.addConstraint(k[42]!)
    solver.updateVariables()
    try solver.addConstraint(k[46]!)
    try solver.addConstraint(k[47]!)
    solver.updateVariables()
    try solver.addConstraint(k[31]!)
    try solver.addConstraint(k[51]!)
    try solver.addConstraint(k[50]!)
    try solver.addConstraint(k[16]!)
    try solver.removeConstraint(k[50]!)
    solver.updateVariables()
    #expect(solver.value(of: x[2]) <= -3.7e8, "k[14] holds only with x2 this far away")
    for (i, constraint) in k.sorted(by: { $0.key < $1.key }) where constraint.strength.isRequired && i != 50 {
        let (off, magnitude) = offFromHolding(constraint, in: solver)
        #expect(off <= 1e-9 * (1 + magnitude), "k[\(i)] is \(off) off at magnitudes of \(magnitude)")
    }
}
