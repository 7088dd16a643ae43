import Foundation

/// One seed's run: generate steps against the live solver until the budget or the first failure,
/// then, on failure, shrink the steps and print a reproducer.
struct FuzzSession {
    /// The case as generated (steps up to and including the failing one).
    var fuzzCase: FuzzCase
    var failure: FuzzFailure?
    /// Steps executed, and checks the reference abstained from (borderline systems).
    var executedSteps: Int
    var abstentions: Int
    /// Objective mismatches of the reference in doubles that exact arithmetic settled as its own.
    var exactlySettled: Int

    /// Generates and runs up to `steps` steps for `seed`, with `addConstraints` batches in the
    /// mix if `batches`.
    static func run(seed: UInt64, steps: Int, batches: Bool = false) -> FuzzSession {
        var generator = OperationGenerator(seed: seed, batches: batches)
        var fuzzCase = FuzzCase(seed: seed, variableCount: generator.variableCount, batches: batches)
        let runner = OperationRunner(variableCount: fuzzCase.variableCount)
        while fuzzCase.steps.count < steps {
            let drawn = generator.next(runner.model, specs: &fuzzCase.specs)
            runner.define(Array(fuzzCase.specs[runner.specs.count...]))
            if let failure = execute(drawn, on: runner, recordingIn: &fuzzCase) {
                return FuzzSession(fuzzCase, failure, runner)
            }
        }
        return FuzzSession(fuzzCase, nil, runner)
    }

    /// Runs a case whose steps were all written in advance (a `LayoutWorkload`), up to the end
    /// or the first failure.
    static func run(_ written: FuzzCase) -> FuzzSession {
        let runner = OperationRunner(variableCount: written.variableCount, specs: written.specs)
        var fuzzCase = written
        fuzzCase.steps = []
        let failure = execute(written.steps, on: runner, recordingIn: &fuzzCase)
        return FuzzSession(fuzzCase, failure, runner)
    }

    /// Runs `steps`, each appended to `fuzzCase` first (so a failing case ends at its failing
    /// step); the first failure, if any.
    private static func execute(_ steps: [FuzzStep], on runner: OperationRunner,
                                recordingIn fuzzCase: inout FuzzCase) -> FuzzFailure? {
        for step in steps {
            fuzzCase.steps.append(step)
            if let failure = runner.execute(step) { return failure }
        }
        return nil
    }

    /// The failing case shrunk (for at most `budget` seconds) while it fails with the same kind,
    /// as a reproducer; nil if the failure does not replay (which would itself be a finding:
    /// the solver is meant to be deterministic).
    func minimized(budget: TimeInterval) -> (steps: Int, reproducer: String)? {
        guard let failure else { return nil }
        let kind = failure.kind
        func fails(_ steps: [FuzzStep]) -> Bool {
            OperationRunner.replay(fuzzCase, steps: steps, only: kind.category).1?.kind == kind
        }
        guard fails(fuzzCase.steps) else { return nil }
        let deadline = Date().addingTimeInterval(budget)
        var minimizer = Minimizer<FuzzStep>(budget: budget)
        var shrunk = minimizer.minimize(fuzzCase.steps, stillFails: fails)
        // Then each batch's members, in what time is left.
        var tries = minimizer.tries
        for i in shrunk.indices {
            guard case .addBatch(let members) = shrunk[i].operation, members.count > 1, Date() < deadline else { continue }
            var memberMinimizer = Minimizer<Int>(budget: deadline.timeIntervalSinceNow)
            let kept = memberMinimizer.minimize(members) { candidate in
                var steps = shrunk
                steps[i].operation = .addBatch(candidate)
                return fails(steps)
            }
            tries += memberMinimizer.tries
            shrunk[i].operation = .addBatch(kept)
        }
        let (runner, final) = OperationRunner.replay(fuzzCase, steps: shrunk, only: kind.category)
        guard let final else { return nil }
        let reproducer = Reproducer(fuzzCase: fuzzCase, executed: runner.executed, model: runner.model)
        let text = reproducer.swiftTest(
            name: "fuzzSeed\(fuzzCase.seed)",
            comment: [
                "Operation fuzz\(fuzzCase.batches ? " with batches" : ""), seed \(fuzzCase.seed): \(kind).",
                final.message,
                "Minimised from \(fuzzCase.steps.count) to \(runner.executed.count) steps (\(tries) replays).",
            ],
            ending: .failure(final))
        return (runner.executed.count, text)
    }
}

extension FuzzSession {
    /// The session of `fuzzCase` as `runner` left it.
    fileprivate init(_ fuzzCase: FuzzCase, _ failure: FuzzFailure?, _ runner: OperationRunner) {
        self.init(fuzzCase: fuzzCase, failure: failure, executedSteps: runner.executed.count,
                  abstentions: runner.abstentions, exactlySettled: runner.exactlySettled)
    }
}

/// The budget of the fuzz test, from the environment: `CASSOWARY_FUZZ_SCALE` (default 1)
/// multiplies the number of seeds; `CASSOWARY_FUZZ_SEEDS` (`17` or `100...199`) picks seeds
/// instead; `CASSOWARY_FUZZ_STEPS` overrides the steps per seed; `CASSOWARY_FUZZ_MINIMIZE`
/// gives the seconds to minimise one failure (and four times that for all of a run's), for a
/// case the default budget leaves long: a batched case's replays judge every member with an
/// LP, and 8 s of a debug build shrank fuzz seed 3760 from 22 steps to 16 only.
struct FuzzBudget {
    static let defaultSeeds = 100
    static let defaultSteps = 150
    /// Seconds to minimise one failure, and all failures of a run, unless the environment says
    /// otherwise: a broken solver fails many seeds, and the run should still end in about a
    /// minute.
    static let defaultMinimizing = 8.0
    static let defaultMinimizingTotal = 30.0

    var seeds: ClosedRange<UInt64>
    var steps: Int
    var scale: Int
    /// Seconds to minimise one failure.
    var minimizing = Self.defaultMinimizing
    /// Seconds to minimise all failures of a run.
    var minimizingTotal = Self.defaultMinimizingTotal

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        scale = max(1, Int(environment["CASSOWARY_FUZZ_SCALE"] ?? "") ?? 1)
        steps = Int(environment["CASSOWARY_FUZZ_STEPS"] ?? "") ?? Self.defaultSteps
        seeds = 1...UInt64(Self.defaultSeeds * scale)
        if let chosen = Self.seeds(environment["CASSOWARY_FUZZ_SEEDS"]) { seeds = chosen }
        if let seconds = Double(environment["CASSOWARY_FUZZ_MINIMIZE"] ?? ""), seconds > 0, seconds.isFinite {
            minimizing = seconds
            minimizingTotal = 4 * seconds
        }
    }

    /// The seeds `text` names: `17` or `100...199`; nil for no text or a malformed one.
    static func seeds(_ text: String?) -> ClosedRange<UInt64>? {
        guard let text else { return nil }
        let bounds = text.components(separatedBy: "...").compactMap { UInt64($0) }
        if bounds.count == 1 { return bounds[0]...bounds[0] }
        if bounds.count == 2 && bounds[0] <= bounds[1] { return bounds[0]...bounds[1] }
        return nil
    }
}
