// Defect class: SPURIOUS "objective is unbounded" internalError on addConstraint, which also
// changes the solver's state (the call throws, yet the solver is not as it was).
// Found by the operation fuzz test (Tests/CassowaryTests/OperationFuzzTests.swift, branch fuzz,
// generator as of commit ee729ea): CASSOWARY_FUZZ_SEEDS=39 swift test --filter OperationFuzz
// (seed 39, 150 steps, checks on), minimised by the harness.
// The last add is an optional -3 * x9 <= 0 on a variable no other constraint mentions: nothing
// can be unbounded. A Cassowary objective is bounded below by construction.
// The second test (seed 72 of the same run, minimised with only the "state changed by a throwing
// call" check on) shows the state change: after a throwing add, the values are not what they were.
// step 7, solver.addConstraint(k[2]!): threw internal solver error: the objective is unbounded
// Minimised from 41 to 8 steps (66 replays).
import Cassowary
import Testing

@Test func fuzzFindingSpuriousUnbounded() throws {
    let x = (0..<12).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[0] = c([(0.5, 2), (1, 2), (100, 8), (2, 8)], 46.01, .equal, Strength(priority: 620, weight: 2))
    k[2] = c([(-3, 9)], 0, .lessOrEqual, Strength(priority: 751, weight: 2))
    k[5] = c([(-0.006999999999999999, 2), (1, 2)], -24.06, .equal, Strength(priority: 751, weight: 1))
    k[6] = c([(0.5, 7), (1, 2)], 0, .equal, Strength(priority: 751, weight: 1))
    k[13] = c([(666.6666666666666, 2), (-0.001, 8)], 22, .lessOrEqual, .required)
    let solver = Solver()
    try solver.addConstraint(k[0]!)
    solver.updateVariables()
    try solver.addConstraint(k[5]!)
    solver.updateVariables()
    try solver.addConstraint(k[6]!)
    solver.updateVariables()
    try solver.addEditVariable(x[7], strength: Strength(priority: 751, weight: 4))
    solver.updateVariables()
    try solver.addConstraint(k[13]!)
    solver.updateVariables()
    try solver.suggestValue(x[7], 18.39)
    solver.updateVariables()
    try solver.suggestValue(x[7], -7)
    solver.updateVariables()
    let before = x.map { solver.value(of: $0).bitPattern }
    let count = solver.constraintCount
    #expect(throws: Never.self) { try solver.addConstraint(k[2]!) }
    // Were the throw legitimate, the call would have left no trace:
    if !solver.hasConstraint(k[2]!) {
        solver.updateVariables()
        #expect(solver.constraintCount == count)
        #expect(x.map { solver.value(of: $0).bitPattern } == before, "the throwing add changed the solution")
    }
}

@Test func fuzzFindingSpuriousUnboundedThenChanged() throws {
    let x = (0..<10).map { Variable("x\($0)") }
    func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
    }
    var k: [Int: Constraint] = [:]
    k[0] = c([(0.4666666666666666, 7), (1, 7), (-0.2333333333333333, 2)], 47, .lessOrEqual, .required)
    k[3] = c([(0.5, 6), (0.06999999999999999, 4)], 0, .greaterOrEqual, Strength(priority: 749, weight: 1))
    k[6] = c([(-0.001, 0), (-3, 4), (-1000, 5)], 8.04, .equal, Strength(priority: 100, weight: 1))
    k[13] = c([(-0.01, 0), (0.5, 3), (1, 3), (-0.5, 9)], 0, .lessOrEqual, Strength(priority: 750, weight: 0.886))
    k[14] = c([(0.2222222222222222, 9)], 0, .lessOrEqual, .required)
    k[15] = c([(-0.5, 4), (1000, 4), (0.001, 9), (-0.5, 9)], 1.12, .lessOrEqual, Strength(priority: 749, weight: 1))
    k[22] = c([(0.7, 0), (0.7, 9), (-0.2222222222222222, 9), (0.5, 5), (1, 5), (22.222222222222218, 3), (1, 3)], -2.1933333333333334, .greaterOrEqual, .required)
    k[24] = c([(-66.66666666666666, 2), (100, 5), (-2, 6)], -3.333333333333333, .greaterOrEqual, Strength(priority: 100, weight: 3))
    k[25] = c([(-0.006666666666666666, 6), (1, 7), (100, 4)], 0, .equal, .required)
    let solver = Solver()
    try solver.addConstraint(k[0]!)
    solver.updateVariables()
    try solver.addConstraint(k[3]!)
    solver.updateVariables()
    try solver.addConstraint(k[6]!)
    solver.updateVariables()
    try solver.addConstraint(k[14]!)
    solver.updateVariables()
    try solver.addConstraint(k[13]!)
    try solver.addEditVariable(x[6], strength: Strength(priority: 477, weight: 1.382))
    solver.updateVariables()
    try solver.addConstraint(k[15]!)
    solver.updateVariables()
    try solver.suggestValue(x[6], 74.6)
    try solver.addEditVariable(x[3], strength: Strength(priority: 477, weight: 3))
    solver.updateVariables()
    try solver.addConstraint(k[22]!)
    solver.updateVariables()
    try solver.addConstraint(k[24]!)
    solver.updateVariables()
    let count = solver.constraintCount
    let before = x.map { solver.value(of: $0).bitPattern }
    // k[25] is required; it throws "the objective is unbounded" (an internalError), which is wrong
    // in itself, and the solver is not left as it was: the values change.
    // Whatever the verdict, it is never an internal error, and a refusal changes nothing.
    do {
        try solver.addConstraint(k[25]!)
        #expect(solver.constraintCount == count + 1)
        #expect(solver.hasConstraint(k[25]!))
    } catch {
        guard case .unsatisfiableConstraint = error else { Issue.record("\(error)"); return }
        solver.updateVariables()
        #expect(x.map { solver.value(of: $0).bitPattern } == before)
        #expect(solver.constraintCount == count)
        #expect(!solver.hasConstraint(k[25]!))
    }
}

