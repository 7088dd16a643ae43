// Operation fuzz with batches, seed 1253, after its batch's final optimisation was mended
// (`BatchFuzzSeed1253FinalOptimisationFails.swift`): a later step, minimised by the harness from
// 84 steps to 9. k[15], k[32] (two thirds of it, written in decimals) and k[47] (which holds 100
// times it) are nearly parallel; adding k[15] left the row of an inequality tight against them at
// -1.4e-6 from sums of 1.7e7, judged at the value scale (420), with no cell the dual simplex could
// enter but dummies and rounding. The add threw `internalError` ("dual optimize found no entering
// symbol for an infeasible row"), on a fresh tableau too. When both tableaus stumble, extended
// precision (`PreciseFeasibility`) now decides: these constraints are satisfiable, so k[15] is
// added with such a row judged at its own magnitudes.
@testable import Cassowary
import Testing

@Test func strandedRowOfNearlyParallelDecimalsDecidedPreciselySeed1253() throws {
    let x = (0..<8).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[15] = c([(-10, 7), (300, 2), (-100, 6), (6.666666666666667, 0)], 0, .equal, .required)
    k[16] = c([(-0.35, 6)], -21, .equal, .required)
    k[17] = c([(10, 6), (2, 5), (2, 6)], -0.2, .equal, .required)
    k[30] = c([(4.444444444444445, 3), (-20, 3)], 419.6, .lessOrEqual, .required)
    k[32] = c([(-6.666666666666666, 7), (200, 2), (-66.66666666666666, 6), (4.444444444444445, 0)], 0, .greaterOrEqual, .required)
    k[37] = c([(-10, 7)], -42, .greaterOrEqual, .required)
    k[43] = c([(0.01, 2), (0.5, 5), (-0.001, 5)], 0, .equal, .required)
    k[47] = c([(0.1, 7), (-3, 2), (1, 6), (-0.06666666666666667, 0), (20, 6), (4, 5), (4, 6), (-0.03, 7), (0.8999999999999999, 2), (-0.3, 6), (0.02, 0), (-0.07349999999999998, 6), (-1000, 7), (30000, 2), (-10000, 6), (666.6666666666667, 0)], -4.81, .equal, .required)
    k[50] = c([(-1.0499999999999998, 7), (31.5, 2), (389.3833333333333, 6), (0.7, 0), (66.66666666666666, 5)], -13.666666666666666, .lessOrEqual, .required)
    k[55] = c([(-2, 2), (1, 7), (1, 6)], -5.333333333333333, .greaterOrEqual, .required)
    func prepared() throws -> Solver {
        let solver = Solver()
        try solver.addConstraints([k[16]!, k[17]!])
        try solver.addConstraint(k[32]!)
        try solver.addConstraints([k[37]!])
        try solver.addConstraints([k[50]!])
        try solver.addConstraint(k[55]!)
        try solver.removeConstraint(k[17]!)
        try solver.addConstraint(k[30]!)
        try solver.addConstraint(k[47]!)
        return solver
    }
    // How far the required constraints are off at the solver's answer, the worst as a fraction
    // of its magnitudes (1 plus its constant plus each |coefficient × value|).
    func worstOff(_ solver: Solver) -> Double {
        solver.updateVariables()
        return [k[15]!, k[16]!, k[30]!, k[32]!, k[37]!, k[43]!, k[47]!, k[50]!, k[55]!].map { c in
            let (off, magnitude) = offFromHolding(c, in: solver)
            return off / (1 + magnitude)
        }.max() ?? 0
    }
    let solver = try prepared()
    let refused = try solver.addConstraints([k[43]!, k[15]!])
    #expect(refused.isEmpty)
    #expect(worstOff(solver) <= 1e-9)
    // The row it left is no trap for later calls.
    try solver.removeConstraint(k[30]!)
    try solver.addConstraint(k[30]!)
    try solver.addEditVariable(x[2], strength: .strong)
    try solver.suggestValue(x[2], -3)
    #expect(worstOff(solver) <= 1e-9)
    // One at a time: the same.
    let single = try prepared()
    try single.addConstraint(k[43]!)
    try single.addConstraint(k[15]!)
    #expect(worstOff(single) <= 1e-9)
}
