import Cassowary
import Foundation
import Testing

/// Seeded random operation sequences (adds, removes, churn, edits, suggestions, chains,
/// redundant equalities, bursts of removals) checked after every step against the independent
/// reference LP, the harness's model and a shadow solver; see `OperationRunner` for the checks
/// and tolerances and `OperationGenerator` for the mix. A level the reference in doubles
/// finds above its optimum is judged again in exact arithmetic (`ExactLexicographicLP`) before
/// it is reported: on badly scaled systems that reference's own rounding raises false alarms
/// (26 of the 42 objective mismatches at 100 times the budget), and a false alarm used to end
/// its seed's run before the steps after it were checked.
///
/// The budget of `make test` is seeds 1...100, 150 steps each (`FuzzBudget`), for the mix
/// without batches and for the mix with them (`OperationGenerator.batches`) alike.
/// `CASSOWARY_FUZZ_SCALE=100 swift test --filter OperationFuzz` runs 100 times the seeds;
/// `CASSOWARY_FUZZ_SEEDS=17` (or `100...199`) runs chosen seeds, `CASSOWARY_FUZZ_STEPS=300` longer
/// sequences, `CASSOWARY_FUZZ_MINIMIZE=60` a longer minimisation. A long run is best split into seed ranges run one after another, so that each
/// range's report is kept even if the run is stopped. Each failing seed is reported;
/// the first of each failure kind with a minimised reproducer (a Swift Testing file), the
/// others by seed, since minimising costs seconds each (run that seed alone for its own).
@Suite("Operation fuzz against a reference LP")
struct OperationFuzzTests {
    /// Solver defects that are still open (issue "A solver you can trust"). Every failure of
    /// these kinds on seeds 1-500 was checked against scipy's HiGHS (the same lexicographic LP,
    /// level by level), and an objective mismatch is now judged again in exact arithmetic
    /// before it is reported; in each the solver is the one that is wrong; the one case where the
    /// reference was (seed 11: it let a lower level undo a higher one) is fixed, see
    /// `LexicographicLPTests`. On the default seeds 1-100 they are a priority level left worse
    /// than its optimum (seeds 39, 47); on other seeds also a required constraint broken beyond
    /// rounding; all on badly scaled systems (coefficients from 1e-3 to 1e3 in one constraint). They are
    /// reported in full, as known issues, until the solver is fixed; every other failure kind (a
    /// false refusal, a false acceptance, an error thrown, a throw that changed state, a
    /// constraint lost, a crash, a hang) fails the test.
    static let knownDisagreements = [
        FailureKind.Category.requiredViolated.rawValue,
        FailureKind.Category.objectiveMismatch.rawValue,
    ]

    @Test func randomOperationSequencesMatchTheReference() {
        runKnowingOpenDefects(batches: false)
    }

    /// The same, with `addConstraints` in the mix (`OperationGenerator.batches`): Mortar adds
    /// every layout pass's constraints as one batch, so the batch's refusals, its undo and
    /// replay after one, and its final optimisation are checked against the reference after
    /// every step, as single adds are. Its seeds are other cases than the unbatched run's.
    @Test func randomOperationSequencesWithBatchesMatchTheReference() {
        runKnowingOpenDefects(batches: true)
    }

    private func runKnowingOpenDefects(batches: Bool) {
        withKnownIssue("solver defects confirmed exactly: required constraints violated, suboptimal levels",
                       isIntermittent: true) {
            run(batches: batches)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return Self.knownDisagreements.contains { text.contains("): \($0)") || text.contains(": \($0)") }
                && !text.contains("unexpected error")
        }
    }

    private func run(batches: Bool) {
        let budget = FuzzBudget()
        let name = batches ? "Operation fuzz with batches" : "Operation fuzz"
        print("\(name): seeds \(budget.seeds.lowerBound)...\(budget.seeds.upperBound), "
              + "\(budget.steps) steps each (CASSOWARY_FUZZ_SCALE=\(budget.scale))")
        let start = Date()
        var steps = 0, abstentions = 0, settled = 0
        var reported: [FailureKind: UInt64] = [:]
        var minimizing = 0.0  // seconds spent minimising, capped at `budget.minimizingTotal`
        for seed in budget.seeds {
            let session = FuzzSession.run(seed: seed, steps: budget.steps, batches: batches)
            steps += session.executedSteps
            abstentions += session.abstentions
            settled += session.exactlySettled
            guard let failure = session.failure else { continue }
            if let first = reported[failure.kind] {
                let text = "seed \(seed): \(failure.kind) at step \(failure.step), as seed \(first) "
                    + "(CASSOWARY_FUZZ_SEEDS=\(seed) minimises this one): \(failure.message)"
                Issue.record(Comment(rawValue: text))
                continue
            }
            reported[failure.kind] = seed
            let remaining = budget.minimizingTotal - minimizing
            guard remaining > 1 else {
                let text = "seed \(seed): \(failure.kind): \(failure.message) (not minimised: the run's minimising budget is "
                    + "spent; CASSOWARY_FUZZ_SEEDS=\(seed) minimises it)"
                Issue.record(Comment(rawValue: text))
                continue
            }
            let minimizeStart = Date()
            let minimized = session.minimized(budget: min(budget.minimizing, remaining))
            minimizing += Date().timeIntervalSince(minimizeStart)
            if let (count, text) = minimized {
                Issue.record(Comment(rawValue: "seed \(seed): \(failure.kind): \(failure.message)\n"
                                     + "Minimised reproducer (\(count) steps):\n\n\(text)"))
            } else {
                let text = "seed \(seed): \(failure.kind): \(failure.message); the failure did not recur on replay "
                    + "(the solver should be deterministic)"
                Issue.record(Comment(rawValue: text))
            }
        }
        let seconds = Date().timeIntervalSince(start) - minimizing
        print("\(name): \(steps) steps in \(String(format: "%.1f", seconds)) s "
              + "(\(Int(Double(steps) / max(seconds, 1e-9))) steps/s; \(String(format: "%.1f", minimizing)) s more minimising), "
              + "\(abstentions) checks without a reference verdict, \(settled) mismatches of the reference in doubles "
              + "settled as its own error by exact arithmetic")
    }
}
