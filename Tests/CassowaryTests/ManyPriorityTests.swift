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

    /// The same over any seeds, on request: `CASSOWARY_W5_SEEDS=1...200` (or one seed) runs
    /// them in turn, the differential run the note above describes (seeds 1-200: 102 s in a
    /// release build). Each seed's problems are recorded as the nine's are.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["CASSOWARY_W5_SEEDS"] != nil,
                   "a differential run: set CASSOWARY_W5_SEEDS to run it"))
    func buildAndChurnAtW5SizeOverChosenSeeds() {
        let text = ProcessInfo.processInfo.environment["CASSOWARY_W5_SEEDS"]
        let seeds = FuzzBudget.seeds(text)
        #expect(seeds != nil, "CASSOWARY_W5_SEEDS is \(text ?? "unset"): give a seed or a range such as 1...200")
        for seed in seeds.map(Array.init) ?? [] {
            check(Self.fuzzCase(seed: seed, variableCount: 30, constraintCount: 80), open: Self.openMismatchesAtW5Size)
        }
    }

    /// Seeds of ``buildAndChurnAtTwiceW5SizeMatchTheReference(seed:)`` that are still wrong
    /// (open, issue "A solver you can trust"): none since the primal ratio test judged each
    /// cell by its own row (2026-12-04). Seed 13's removal of k[156] (step 168) ran out of its
    /// pivot budget and was redone on a fresh tableau, right, but a call that runs away is a
    /// defect here (it threw `internalError` until a fresh build that runs away was tried
    /// level by level: `Regressions/ManyPrioritySeed13RemovalRebuiltLevelByLevel`; seed 19's
    /// runaway went with it); its rows went negative where real cells were passed over as
    /// noise next to a grown one. Seeds 12 and 18 ended a level above its optimum until a tableau
    /// the drift repair has just rebuilt was repriced before being judged
    /// (`Regressions/ManyPrioritySeed18RebuildRepriced`); seeds 2 and 5 until a repricing along
    /// a direction a required equality without a marker leaves off
    /// (``Tolerance/unmarkedDirection``), judged by its answer, and (seed 5) a rebuild made
    /// again level by level when a rebuilt tableau is still grown past
    /// ``Tolerance/untrustedGrowth``.
    static let openSeedsAtTwiceW5Size: Set<UInt64> = []

    /// Twice W5's size (60 variables, 160 constraints): seeds 1-20 are right but for the open
    /// ones (seeds 1, 6 and 8 were fixed before 2 and 5; 1 and 6 are the reproducers in
    /// `Regressions/`). The twenty take 345 s in a release build on two cores, far more in
    /// `make test`'s debug build, so they run only when `CASSOWARY_SLOW_TESTS` is set:
    /// `CASSOWARY_SLOW_TESTS=1 swift test -c release --filter buildAndChurnAtTwiceW5Size`.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["CASSOWARY_SLOW_TESTS"] != nil,
                   "minutes in a debug build: set CASSOWARY_SLOW_TESTS to run it"),
          arguments: Array(UInt64(1)...20))
    func buildAndChurnAtTwiceW5SizeMatchTheReference(seed: UInt64) {
        check(Self.fuzzCase(seed: seed, variableCount: 60, constraintCount: 160), open: Self.openSeedsAtTwiceW5Size)
    }

    /// Replays `fuzzCase` and records each problem: a failure against the reference, or calls
    /// that ran away. A seed of `openSeeds` is an open defect: its problems are known issues,
    /// and a run without any is one too few (the seed then leaves its open set).
    private func check(_ fuzzCase: FuzzCase, open openSeeds: Set<UInt64>) {
        let seed = fuzzCase.seed
        let (runner, failure) = OperationRunner.replay(fuzzCase, steps: fuzzCase.steps)
        var problems: [String] = []
        if runner.solver.runawayCalls != 0 { problems.append("\(runner.solver.runawayCalls) calls ran away") }
        if let failure { problems.append("\(failure.kind): \(failure.message)") }
        guard openSeeds.contains(seed) else {
            for problem in problems { Issue.record("seed \(seed): \(problem)") }
            return
        }
        if problems.isEmpty {
            Issue.record("seed \(seed) now matches the reference and runs away nowhere: take it out of its open set")
        } else {
            withKnownIssue("an open defect (see the open set's note)") {
                for problem in problems { Issue.record("seed \(seed): \(problem)") }
            }
        }
    }
}

/// A many-priority case replayed straight on a ``Solver``, with none of the harness's checks
/// between calls (each reference solve at twice W5's size takes seconds in a debug build), and
/// its last answer checked against the reference: the reproducers in `Regressions/` that need
/// a long history to reach their state.
struct ManyPriorityReplay {
    let fuzzCase: FuzzCase
    let variables: [Variable]
    let solver: Solver
    /// The constraints in the solver (a required one it refused is left out, as the harness
    /// leaves it out; the fuzz's own runs check refusals against the reference).
    let present: Set<Int>

    /// Replays the first `steps` calls of `fuzzCase`; throws what a call other than a refusal
    /// throws.
    init(_ fuzzCase: FuzzCase, steps: Int) throws {
        let variables = (0..<fuzzCase.variableCount).map { Variable("x\($0)") }
        let constraints = fuzzCase.specs.map { $0.constraint(variables) }
        let solver = Solver()
        var present = Set<Int>()
        for step in fuzzCase.steps.prefix(steps) {
            switch step.operation {
            case .add(let i):
                do {
                    try solver.addConstraint(constraints[i])
                    present.insert(i)
                } catch {
                    guard case .unsatisfiableConstraint = error else { throw error }
                }
            case .remove(let i):
                guard present.contains(i) else { continue }
                try solver.removeConstraint(constraints[i])
                present.remove(i)
            default:
                Issue.record("a many-priority case holds only adds and removals, not \(step.operation)")
            }
            solver.updateVariables()
        }
        self.fuzzCase = fuzzCase
        self.variables = variables
        self.solver = solver
        self.present = present
    }

    /// Records an issue for each required constraint the last answer leaves off by more than
    /// the harness's tolerance (1e-6 of its magnitudes plus 1e-8 of its coefficients times the
    /// largest value), and for the highest level where it is above the reference's optimum,
    /// when the reference reaches one (in doubles it may not settle every level of a system
    /// this size; the harness abstains there too).
    func expectRightAnswer(sourceLocation: SourceLocation = #_sourceLocation) {
        let n = fuzzCase.variableCount
        let values = variables.map { solver.value(of: $0) }
        let held = present.sorted()
        let refs = held.map { fuzzCase.specs[$0].reference(variableCount: n) }
        for (i, r) in zip(held, refs) where r.priority >= 1000 {
            #expect(r.violation(at: values) <= OperationRunner.requiredTolerance(r, at: values),
                    "k[\(i)] is \(r.violation(at: values)) off", sourceLocation: sourceLocation)
        }
        let answer = LexicographicLP.solve(refs, variableCount: n)
        guard let point = answer.point else { return }
        let achieved = ReferenceSolver.objective(refs, at: values)
        let reference = ReferenceSolver.objective(refs, at: point)
        for (level, priority) in answer.priorities.enumerated()
        where abs(achieved[level] - reference[level]) > 1e-5 * (1 + abs(reference[level])) {
            #expect(achieved[level] < reference[level],
                    "priority \(priority) at \(achieved[level]) where the reference reaches \(reference[level])",
                    sourceLocation: sourceLocation)
            break
        }
    }
}
