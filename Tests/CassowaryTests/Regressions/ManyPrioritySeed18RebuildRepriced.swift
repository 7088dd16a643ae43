// Solver defect (objective above the optimum), random many-priority systems at twice W5's size
// (`ManyPriorityTests.fuzzCase(seed: 18, variableCount: 60, constraintCount: 160)`, replayed by
// the operation fuzz's runner), not minimised (126 steps).
// step 125, solver.addConstraint(k[125]!): priority 517 at 2,270.80 where the reference
// reaches 1,396.96, every level above it at 0 in both.
// The call's drift repair rebuilt the tableau (required constraints first) and kept it. The
// rebuilt rows, grown 1.5e4 times, gave seven slacks costs of 4e-9 to 1.1e-8 at priority 530,
// just above that level's noise threshold, where their columns sum to rounding; each was worth
// 0.6 to 6.4 per unit at 517. Every tableau grown past `Tolerance.repricingGrowth` is repriced
// after a call, but a tableau the drift repair had just built was not, and the call returned
// its answer.
// Fixed (2026-11-28): a rebuilt tableau grown past `Tolerance.repricingGrowth` is repriced
// before the drift repair judges it, the repricing kept where its answer is no worse than the
// rebuild's (`SolverCore.repairIfDrifted()`); priority 517 is at its optimum. Seed 12 at the
// same size (priority 477 at 5,322 where 149 is reachable, step 136) passes since the same
// change.
@testable import Cassowary
import Testing

@Test func manyPrioritySeed18RebuildRepricedBeforeItIsJudged() throws {
    // The harness's first 126 calls: k[0] to k[125] added in order.
    let replay = try ManyPriorityReplay(ManyPriorityTests.fuzzCase(seed: 18, variableCount: 60, constraintCount: 160),
                                        steps: 126)
    replay.expectRightAnswer()
}
