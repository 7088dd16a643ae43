// Operation fuzz with batches, seed 1253 (and 2267, 2805, 3027, 4979, 5716, 5914, 7698, 8281 of
// seeds 1-10,000): `addConstraints` threw `internalError` ("dual optimize found no entering symbol
// for an infeasible row"). k[43] removed, then added again with k[15] in one batch: the final
// optimisation left a restricted row negative that no cell could restore but rounding. The same
// two added one at a time are fine. A batch whose final optimisation fails is now undone and
// added again one constraint at a time, as one past its work ceiling is. Minimised by the harness
// from 84 steps to 8. The other nine seeds pass whole; seed 1253 itself fails a later add, fresh
// tableau included (`../OpenDefects/OpenDefects.swift`). Since 2026-12-07 the simplex takes
// another path here (hinted and refused moves, `Tableau.enter`) and this batch's final
// optimisation succeeds, so the batch is no longer added again; that fallback stays covered by
// `RobustnessTests` (a final optimisation stopped by its pivot budget).
import Cassowary
import Testing

@Test func failedFinalOptimisationAddsTheBatchOneAtATimeSeed1253() throws {
    let x = (0..<8).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[11] = c([(2, 7), (1000, 5)], 7, .lessOrEqual, Strength(priority: 500.5, weight: 1))
    k[13] = c([(66.66666666666666, 1), (-1, 3)], 3, .equal, Strength(priority: 500, weight: 3))
    k[14] = c([(-0.5, 7), (-0.4666666666666666, 6)], 0.3333333333333333, .lessOrEqual, Strength(priority: 500.5, weight: 1))
    k[15] = c([(-10, 7), (300, 2), (-100, 6), (6.666666666666667, 0)], 0, .equal, .required)
    k[16] = c([(-0.35, 6)], -21, .equal, .required)
    k[43] = c([(0.01, 2), (0.5, 5), (-0.001, 5)], 0, .equal, .required)
    k[47] = c([(0.1, 7), (-3, 2), (1, 6), (-0.06666666666666667, 0), (20, 6), (4, 5), (4, 6), (-0.03, 7), (0.8999999999999999, 2), (-0.3, 6), (0.02, 0), (-0.07349999999999998, 6), (-1000, 7), (30000, 2), (-10000, 6), (666.6666666666667, 0)], -4.81, .equal, .required)
    k[50] = c([(-1.0499999999999998, 7), (31.5, 2), (389.3833333333333, 6), (0.7, 0), (66.66666666666666, 5)], -13.666666666666666, .lessOrEqual, .required)
    k[51] = c([(-0.01, 2), (6.666666666666666, 4)], -78.83, .equal, Strength(priority: 269, weight: 1))
    k[52] = c([(0.5, 3), (3.333333333333333, 0), (0.6666666666666666, 6)], 2, .greaterOrEqual, Strength(priority: 300, weight: 3))
    k[53] = c([(-0.7, 3), (-0.2222222222222222, 0)], 85.16, .lessOrEqual, .required)
    k[58] = c([(-0.5, 4), (-0.01, 6), (-0.5, 1)], -90.23, .equal, Strength(priority: 2, weight: 2))
    func prepared() throws -> Solver {
        let solver = Solver()
        try solver.addConstraint(k[14]!)
        solver.updateVariables()
        try solver.addConstraints([k[47]!, k[11]!])
        solver.updateVariables()
        try solver.addConstraints([k[50]!, k[13]!, k[51]!, k[52]!, k[53]!])
        solver.updateVariables()
        try solver.addConstraint(k[58]!)
        solver.updateVariables()
        try solver.addConstraint(k[16]!)
        solver.updateVariables()
        try solver.addConstraint(k[43]!)
        solver.updateVariables()
        try solver.removeConstraint(k[43]!)
        return solver
    }
    let solver = try prepared()
    let refused = try solver.addConstraints([k[43]!, k[15]!])
    #expect(refused.isEmpty)
    // The batch ends where the two adds, each optimised, end.
    let single = try prepared()
    try single.addConstraint(k[43]!)
    try single.addConstraint(k[15]!)
    solver.updateVariables()
    single.updateVariables()
    for v in x {
        let (batch, alone) = (solver.value(of: v), single.value(of: v))
        #expect(abs(batch - alone) <= 1e-6 * (1 + abs(alone)), "\(v.name): \(batch) in the batch, \(alone) one at a time")
    }
}
