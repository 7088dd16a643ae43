// Operation fuzz with batches, seed 8167: a refused member left a trace. Minimised by the harness
// from 19 steps to 12 (`CASSOWARY_FUZZ_MINIMIZE=150`). In the last batch k[19] (x6 <= -33.3)
// contradicts k[12] (x6 = -16) and is refused; the batch replays k[12], k[13] and k[16], whose
// adds left a row negative for the final optimisation's dual simplex to restore, and settles the
// refusal, whose rollbacks and commits emptied the list of such rows. The final optimisation then
// made one dual pivot fewer than a solver given the batch without k[19], and x0, x3 and x5 came
// out a few ulps apart. The batch now keeps the list across a settlement, and across a later refusal
// in the same batch (a second contradiction, k[20], below).
@testable import Cassowary
import Testing

@Test func refusedBatchMemberKeepsTheRowsLeftToRestoreSeed8167() throws {
    let x = (0..<7).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[0] = c([(-2, 3)], 61.15, .greaterOrEqual, Strength(priority: 250, weight: 1.739))
    k[2] = c([(-1000, 2)], 27, .lessOrEqual, .required)
    k[3] = c([(0.5, 0), (0.5, 6)], 2, .lessOrEqual, Strength(priority: 716, weight: 4))
    k[4] = c([(0.5, 0), (0.001, 3), (-3, 0)], -7, .greaterOrEqual, .required)
    k[5] = c([(0.2222222222222222, 2), (-1, 2)], 51.39, .greaterOrEqual, Strength(priority: 716, weight: 1))
    k[6] = c([(-0.001, 0), (-2, 4), (10, 3)], 0, .equal, .required)
    k[7] = c([(-1, 5)], 46, .equal, Strength(priority: 716, weight: 4))
    k[9] = c([(-0.3333333333333333, 3), (-0.001, 4), (-0.5, 2)], 21, .equal, Strength(priority: 716, weight: 1))
    k[10] = c([(-0.05, 0), (-0.0001, 3), (0.30000000000000004, 0), (-0.35, 0), (-0.0007, 3), (2.0999999999999996, 0)], 5.6, .lessOrEqual, .required)
    k[12] = c([(3, 6)], 48, .equal, .required)
    k[13] = c([(0.5, 4), (3, 5), (-0.1, 4)], 0, .lessOrEqual, .required)
    k[16] = c([(0.7, 3), (0.01, 2)], -0.11333333333333333, .equal, .required)
    k[19] = c([(-1, 6)], -33.33333333333333, .greaterOrEqual, .required)
    k[20] = c([(1, 6)], -100, .greaterOrEqual, .required)
    // The calls before the batch, the same for the solver and for the shadow that never sees
    // the refused members.
    func prepared() throws -> Solver {
        let solver = Solver()
        try solver.addConstraint(k[0]!)
        solver.updateVariables()
        try solver.addConstraints([k[2]!])
        try solver.changeConstant(of: k[0]!, to: -1061.15)
        solver.updateVariables()
        try solver.addConstraint(k[3]!)
        solver.updateVariables()
        try solver.addConstraint(k[4]!)
        solver.updateVariables()
        try solver.addConstraint(k[5]!)
        solver.updateVariables()
        try solver.addConstraint(k[6]!)
        solver.updateVariables()
        try solver.addConstraint(k[7]!)
        solver.updateVariables()
        try solver.addConstraint(k[9]!)
        solver.updateVariables()
        try solver.addConstraint(k[10]!)
        solver.updateVariables()
        try solver.addEditVariable(x[6], strength: Strength(priority: 716, weight: 2))
        solver.updateVariables()
        return solver
    }
    func bits(_ solver: Solver) -> [UInt64] {
        solver.updateVariables()
        return x.map { solver.value(of: $0).bitPattern }
    }
    let shadow = try prepared()
    try shadow.addConstraints([k[12]!, k[13]!, k[16]!])
    let solver = try prepared()
    let refused = try solver.addConstraints([k[12]!, k[13]!, k[16]!, k[19]!])
    #expect(refused.count == 1 && refused.first?.constraint === k[19]!)
    #expect(bits(solver) == bits(shadow))
    // Two refusals in one batch (k[20], x6 >= 100, contradicts k[12] too): the rows the first
    // segment left survive the second segment's rollback.
    let twice = try prepared()
    let refusedTwice = try twice.addConstraints([k[12]!, k[13]!, k[16]!, k[19]!, k[20]!])
    #expect(refusedTwice.map { ObjectIdentifier($0.constraint) } == [ObjectIdentifier(k[19]!), ObjectIdentifier(k[20]!)])
    #expect(bits(twice) == bits(shadow))
}
