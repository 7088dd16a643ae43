import Foundation
import Testing
@testable import Cassowary

/// Random systems in which nearly every optional constraint has a priority level of its own
/// (priorities drawn from 1...999), with real coefficients in [-1, 1] and more constraints than
/// variables: the "random many-strength systems" of a stress run, where rounding in the
/// lexicographic objective made the simplex cycle and left levels far above their optimum.
/// Each is built one constraint at a time, then churned (a constraint removed and added back,
/// forty times), and checked after every call by the operation fuzz's runner: answers against
/// the reference LP, all-or-nothing throws, the bookkeeping, and a shadow solver.
@Suite("Many priority levels")
struct ManyPriorityTests {
    /// Seeds whose churn still ends a level above its optimum (an open defect of issue "A
    /// solver you can trust"); none today. Seeds 2, 3, 4, 8, 10 and 11 failed so before the
    /// objective was recomputed from the rows and the ratio test passed over cells that are
    /// rounding in their own row (confirmed with scipy's HiGHS: seed 4 left the level at
    /// priority 687 at 26,235 where 0 is reachable, every level above it optimal); seed 1 until
    /// partial pricing.
    static let openMismatches: Set<UInt64> = []

    /// Seeds of ``buildAndChurnAtW5SizeMatchTheReference(seed:)`` that still end a level above
    /// its optimum (open, issue "A solver you can trust"); none of seeds 1-200 today. Seeds 10
    /// and 21 failed so before tableaus that amplify rounding were repriced and the costs above
    /// a pivot's level cleared before it; seed 23 (level 240 at 1,413 where HiGHS reaches 874)
    /// before each entering symbol's deciding cost was checked against its column; 123, 126
    /// and 129 (seed 126: 4,297,756 at priority 389 where exact rational arithmetic reaches
    /// 4,293,071, every level above it exactly optimal) before tableaus grown a hundred times
    /// were repriced too (``Tolerance/repricingGrowth``).
    static let openMismatchesAtW5Size: Set<UInt64> = []

    /// A seeded system of `constraintCount` constraints over `variableCount` variables, every
    /// third one required, as the fuzz harness's case: add each, then churn.
    static func fuzzCase(seed: UInt64, variableCount n: Int, constraintCount m: Int) -> FuzzCase {
        var rng = SeededGenerator(seed: seed)
        var fuzzCase = FuzzCase(seed: seed, variableCount: n)
        for i in 0..<m {
            var terms: [(coefficient: Double, variable: Int)] = []
            for _ in 0..<Int.random(in: 2...4, using: &rng) {
                var c = 0
                while c == 0 { c = Int.random(in: -1000...1000, using: &rng) }
                terms.append((Double(c) / 1000, Int.random(in: 0..<n, using: &rng)))
            }
            let relation = [Relation.lessOrEqual, .equal, .greaterOrEqual].randomElement(using: &rng)!
            let constant = Double(Int.random(in: -100...100, using: &rng))
            let strength = i % 3 == 0 ? Strength.required
                : Strength(priority: Double(Int.random(in: 1...999, using: &rng)),
                           weight: 1 + Double(Int.random(in: 0...999, using: &rng)) / 1000)
            fuzzCase.specs.append(ConstraintSpec(terms: terms, constant: constant, relation: relation, strength: strength))
            fuzzCase.steps.append(FuzzStep(operation: .add(i), checked: true))
        }
        for k in 0..<40 {
            let i = (k * 7919) % m
            fuzzCase.steps.append(FuzzStep(operation: .remove(i), checked: false))
            fuzzCase.steps.append(FuzzStep(operation: .add(i), checked: true))
        }
        return fuzzCase
    }

    /// Every call's answer is right, and no call ran away: a cycle that rounding causes is
    /// broken where it happens, not by running out of pivots and starting again on a fresh
    /// tableau (which is right too, but wastes thousands of pivots).
    @Test(arguments: Array(UInt64(1)...12))
    func buildAndChurnMatchTheReference(seed: UInt64) {
        check(Self.fuzzCase(seed: seed, variableCount: 24, constraintCount: 60), open: Self.openMismatches)
    }

    /// The same at W5's size (30 variables, 80 constraints: `mortar-bench`'s workload), where
    /// tableaus grow cells past a thousand times their rows and noise costs are larger: a
    /// differential run of 200 seeds found 19 ending a level above its optimum (none now).
    /// Nine seeds: those that failed among the first 24 (10, 21 and 23), three others, and
    /// the last three fixed (123, 126, 129): each takes seconds in a debug build, where
    /// `make test` runs.
    @Test(arguments: [UInt64(1), 2, 3, 10, 21, 23, 123, 126, 129])
    func buildAndChurnAtW5SizeMatchTheReference(seed: UInt64) {
        check(Self.fuzzCase(seed: seed, variableCount: 30, constraintCount: 80), open: Self.openMismatchesAtW5Size)
    }

    /// Seeds of ``buildAndChurnAtTwiceW5SizeMatchTheReference(seed:)`` that still end a level
    /// above its optimum (open, issue "A solver you can trust"); none of seeds 1-10 today.
    /// Seed 2 ended at 140 at priority 549 where exact rational arithmetic reaches 0, every
    /// level above it tied, one pivot from the optimum: the slack that would make it had costs
    /// of 1.7e-9 at the levels above (noise threshold 1.1e-9, a tableau grown 2,072 times), and
    /// its direction was 7.2e-10 off a required equality without a marker, so it was not
    /// repriced until such a direction could be, judged by its answer
    /// (``Tolerance/unmarkedDirection``). Seed 5 failed the same way at priority 460, and once
    /// repriced, its step 156 grew cells 1.9e10 times and left priority 608 at 110 where 0 is
    /// the optimum, until a rebuild still grown past ``Tolerance/untrustedGrowth`` was made again
    /// level by level.
    static let openMismatchesAtTwiceW5Size: Set<UInt64> = []

    /// Twice W5's size (60 variables, 160 constraints): seeds 1-10 are right (seeds 1, 6 and 8
    /// were fixed before 2 and 5; 1 and 6 are the reproducers in
    /// `Regressions/`). A minute or two each in a release build, far more in `make test`'s debug
    /// build, so they run only when `CASSOWARY_SLOW_TESTS` is set:
    /// `CASSOWARY_SLOW_TESTS=1 swift test -c release --filter buildAndChurnAtTwiceW5Size`.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["CASSOWARY_SLOW_TESTS"] != nil,
                   "minutes in a debug build: set CASSOWARY_SLOW_TESTS to run it"),
          arguments: Array(UInt64(1)...10))
    func buildAndChurnAtTwiceW5SizeMatchTheReference(seed: UInt64) {
        check(Self.fuzzCase(seed: seed, variableCount: 60, constraintCount: 160), open: Self.openMismatchesAtTwiceW5Size)
    }

    private func check(_ fuzzCase: FuzzCase, open openSeeds: Set<UInt64>) {
        let seed = fuzzCase.seed
        let (runner, failure) = OperationRunner.replay(fuzzCase, steps: fuzzCase.steps)
        #expect(runner.solver.runawayCalls == 0, "seed \(seed): \(runner.solver.runawayCalls) calls ran away")
        let open = openSeeds.contains(seed)
        if let failure, open && failure.kind.category == .objectiveMismatch {
            withKnownIssue("a level above its optimum after the churn (open)") {
                Issue.record("seed \(seed): \(failure.kind): \(failure.message)")
            }
        } else if let failure {
            Issue.record("seed \(seed): \(failure.kind): \(failure.message)")
        } else if open {
            Issue.record("seed \(seed) now matches the reference: take it out of openMismatches")
        }
    }
}
