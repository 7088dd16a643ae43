// Operation fuzz with batches, seed 3760: a false refusal, minimised by the harness from 22 steps
// to 8 (`CASSOWARY_FUZZ_MINIMIZE=150`). In the whole seed k[36] is 2/3 k[25] - k[33], redundant;
// here, without k[25], k[32] and k[36] are a nearly parallel pair written in decimals (100 and
// 0.6666666666666666 of x20, 100000 and 666.6666666666666 of x2) whose determinant is 1e-16 of
// their cells. Both tableaus left k[36] a leftover, and the refusal's second opinion
// (`PreciseFeasibility`) confirmed it: under its cancellation rule the pair is parallel and the
// constants disagree, and its exact phase one, which found the set satisfiable within reach
// (its artificials summed to 2e-14), gave no verdict, for the vertex it stopped at left
// constraints 1e-7 of their constants off as written: the pivot on the pair divided the
// arithmetic's rounding up by their determinant. That vertex is now refined (the residual of the
// rows as built, times the basis's inverse, twice) and holds them to the arithmetic's rounding.
@testable import Cassowary
import Testing

@Test func nearlyParallelDecimalsHeldByARefinedVertexSeed3760() throws {
    let x = (0..<40).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[7] = c([(0.5, 7), (-1, 0)], -7, .greaterOrEqual, .required)
    k[10] = c([(-1, 0), (-10, 13)], 18, .greaterOrEqual, .required)
    k[15] = c([(0.3333333333333333, 5)], 70.56, .equal, .required)
    k[17] = c([(0.4737366666666667, 11), (0.05, 8)], 175.95933333333335, .equal, .required)
    k[20] = c([(-1, 12), (3, 7), (1, 2)], -12, .equal, .required)
    k[28] = c([(-0.001, 13), (2, 1), (1, 11)], 11, .lessOrEqual, .required)
    k[30] = c([(-0.15, 8), (-1.2, 12), (-0.006, 11), (0.01, 5)], 1.5168000000000001, .equal, .required)
    k[31] = c([(-0.5, 1), (-0.5, 1)], 19, .lessOrEqual, .required)
    k[32] = c([(-6.836087777777776, 11), (-0.5833333333333333, 8), (201.2, 12), (-100, 20), (100000, 2), (-0.01, 5)], 2257.1363111111114, .equal, .required)
    k[33] = c([(-0.005, 8), (1.2933333333333332, 12), (0.05313333333333333, 11), (0.5003333333333333, 5)], 123.89056000000001, .equal, .required)
    k[36] = c([(0.6666666666666666, 12), (0.6666666666666666, 12), (-0.6666666666666666, 20), (666.6666666666666, 2), (0.005, 8), (-1.2933333333333332, 12), (-0.05313333333333333, 11), (-0.5003333333333333, 5)], -91.89056000000001, .equal, .required)
    k[37] = c([(-3, 2), (0.5, 2), (-1000, 0)], 4, .equal, .required)
    k[40] = c([(-0.0007, 13), (1.4, 1), (0.7, 11), (0.6666666666666666, 0), (6.666666666666666, 13)], -4.300000000000001, .lessOrEqual, .required)
    let solver = Solver()
    try solver.addConstraints([k[7]!])
    try solver.addConstraints([k[10]!, k[15]!, k[17]!])
    try solver.addConstraint(k[20]!)
    try solver.addConstraints([k[28]!])
    try solver.addConstraints([k[30]!, k[31]!, k[32]!, k[33]!])
    try solver.addConstraint(k[37]!)
    try solver.addConstraint(k[40]!)
    let refused = try solver.addConstraints([k[36]!])
    #expect(!refused.contains { $0.constraint === k[36]! })
    #expect(solver.hasConstraint(k[36]!))
    // The second opinion itself: the thirteen constraints hold together.
    let all = [7, 10, 15, 17, 20, 28, 30, 31, 32, 33, 36, 37, 40].map { k[$0]! }
    #expect(PreciseFeasibility.isFeasible(all) == true)
}
