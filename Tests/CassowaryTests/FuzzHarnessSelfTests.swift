import Cassowary
import Testing

/// The operation fuzz harness can fail: wrong answers on either side are reported (or, for a
/// reference that contradicts itself, abstained from), and a failure shrinks to a Swift test.
@Suite("Operation fuzz harness")
struct FuzzHarnessSelfTests {
    /// A small case: an optional x0 == 10, a required x0 >= 3, an edit on x1 and a suggestion.
    static let tinyCase = FuzzCase(
        seed: 0, variableCount: 2,
        specs: [
            ConstraintSpec(terms: [(1, 0)], constant: -10, relation: .equal, strength: .weak),
            ConstraintSpec(terms: [(1, 0)], constant: -3, relation: .greaterOrEqual, strength: .required),
            ConstraintSpec(terms: [(1, 0)], constant: -1, relation: .lessOrEqual, strength: .required),
        ],
        steps: [
            FuzzStep(operation: .add(0), checked: true),
            FuzzStep(operation: .add(1), checked: true),
            FuzzStep(operation: .addEdit(variable: 1, strength: .strong), checked: true),
            FuzzStep(operation: .suggest(variable: 1, value: 7), checked: true),
        ])

    @Test func theTinyCasePassesWithTheTrueReference() {
        #expect(OperationRunner.replay(Self.tinyCase, steps: Self.tinyCase.steps).1 == nil)
    }

    @Test func aWrongAnswerFromTheSolverIsReported() throws {
        // x0 one off the optional x0 == 10 (which the solver meets exactly): a worse objective.
        let (_, worse) = OperationRunner.replay(Self.tinyCase, steps: Self.tinyCase.steps, distort: { $0[0] += 1 })
        let f = try #require(worse)
        #expect(f.kind.category == .objectiveMismatch)
        #expect(f.step == 0)
        // x0 at 0 once x0 >= 3 is required: a violated required constraint.
        let (_, broken) = OperationRunner.replay(Self.tinyCase, steps: Self.tinyCase.steps, only: .requiredViolated,
                                                 distort: { $0[0] = 0 })
        #expect(try #require(broken).kind.category == .requiredViolated)
    }

    @Test func aWrongReferenceOptimumMakesTheReferenceAbstain() {
        // A reference whose optimum its own point does not reach gives no verdict, not a failure.
        let (runner, failure) = OperationRunner.replay(Self.tinyCase, steps: Self.tinyCase.steps, tamper: { answer in
            if answer.optimum != nil { answer.optimum![0] += 1 }
        })
        #expect(failure == nil)
        #expect(runner.abstentions > 0)
    }

    @Test func aFalseAlarmOfTheReferenceIsSettledExactly() {
        // x1 == 1e6 and x0 - x1 <= -999,995 (x0 <= 5) required, x0 == 10 optional: the optimum
        // is 5 at x0 = 5, where the solver is. A reference in doubles may hold the second
        // constraint only within its tolerance (2.0 for terms of 2e6) and claim 3.1 at x0 = 6.9:
        // the solver then looks 1.9 worse. Exact arithmetic finds 5 and settles it: no failure.
        let bent = FuzzCase(
            seed: 0, variableCount: 2,
            specs: [
                ConstraintSpec(terms: [(1, 1)], constant: -1e6, relation: .equal, strength: .required),
                ConstraintSpec(terms: [(1, 0), (-1, 1)], constant: 999_995, relation: .lessOrEqual, strength: .required),
                ConstraintSpec(terms: [(1, 0)], constant: -10, relation: .equal, strength: .weak),
            ],
            steps: (0..<3).map { FuzzStep(operation: .add($0), checked: true) })
        let claimBeyondTheOptimum: (inout LexicographicLP.Answer) -> Void = { answer in
            guard answer.optimum?.count == 1 else { return }
            answer.point = [6.9, 1e6]
            answer.optimum = [3.1]
        }
        let (runner, failure) = OperationRunner.replay(bent, steps: bent.steps, tamper: claimBeyondTheOptimum)
        #expect(failure == nil)
        #expect(runner.exactlySettled == 1)
        // The solver one off its answer is still worse than the exact optimum: reported.
        let (_, worse) = OperationRunner.replay(bent, steps: bent.steps, tamper: claimBeyondTheOptimum,
                                                distort: { $0[0] -= 1 })
        #expect(worse?.kind.category == .objectiveMismatch)
    }

    @Test func aWrongFeasibilityVerdictIsReported() throws {
        // The reference wrongly calls x0 >= 3 infeasible: accepting it is reported when exact
        // arithmetic is not asked...
        let wrongInfeasible: (inout LexicographicLP.Answer) -> Void = { $0.feasibility = .infeasible }
        let (_, accepted) = OperationRunner.replay(Self.tinyCase, steps: Self.tinyCase.steps, tamper: wrongInfeasible,
                                                   settlingExactly: false)
        #expect(try #require(accepted).kind.category == .falseAcceptance)
        // ...and when it is, it finds x0 >= 3 satisfiable with the rest: the acceptance stands.
        let (heldRunner, held) = OperationRunner.replay(Self.tinyCase, steps: Self.tinyCase.steps, tamper: wrongInfeasible)
        #expect(held == nil)
        #expect(heldRunner.exactlySettled == 1)
        // The settlement's exact verdict still tells a contradiction from a set that holds:
        // x0 >= 3 with x0 <= 1 cannot hold, even within the bands of terms near 1e7.
        let atLeast3 = RefConstraint(coefficients: [1], constant: -3, relation: 1, priority: 1000, weight: 1)
        let atMost1 = RefConstraint(coefficients: [1], constant: -1, relation: -1, priority: 1000, weight: 1)
        let judge = OperationRunner(variableCount: 1)
        #expect(judge.exactlyFeasible([atLeast3, atMost1], near: [2]) == false)
        #expect(judge.exactlyFeasible([atLeast3, atMost1], near: [9e6]) == false)
        #expect(judge.exactlyFeasible([atLeast3], near: [2]) == true)
        // The reference wrongly calls x0 <= 1 feasible after x0 >= 3: refusing it is reported
        // when exact arithmetic is not asked...
        var contradiction = Self.tinyCase
        contradiction.steps = [FuzzStep(operation: .add(1), checked: true), FuzzStep(operation: .add(2), checked: true)]
        let feasible: (inout LexicographicLP.Answer) -> Void = { $0.feasibility = .feasible }
        let (_, refused) = OperationRunner.replay(contradiction, steps: contradiction.steps, tamper: feasible,
                                                  settlingExactly: false)
        #expect(try #require(refused).kind.category == .falseRefusal)
        // ...and when it is, it finds the contradiction real: the refusal stands.
        let (runner, settled) = OperationRunner.replay(contradiction, steps: contradiction.steps, tamper: feasible)
        #expect(settled == nil)
        #expect(runner.exactlySettled == 1)
    }

    @Test func aChangeOfConstantIsJudgedAsTheSolverHoldsIt() throws {
        // x0 >= 3 required; its constant moved to -1 (x0 >= 1), then x0 <= 2 added: feasible only
        // with the new constant. A change the reference calls infeasible (x0 >= 5 beside
        // x0 <= 2) must be refused, and leaves the constant as it was.
        var changed = Self.tinyCase
        changed.specs.append(ConstraintSpec(terms: [(1, 0)], constant: -2, relation: .lessOrEqual, strength: .required))
        let upper = changed.specs.count - 1
        changed.steps = [
            FuzzStep(operation: .add(1), checked: true),
            FuzzStep(operation: .changeConstant(1, to: -1), checked: true),
            FuzzStep(operation: .add(upper), checked: true),
            FuzzStep(operation: .changeConstant(1, to: -5), checked: true),
        ]
        let (runner, failure) = OperationRunner.replay(changed, steps: changed.steps)
        #expect(failure == nil)
        #expect(runner.executed.map(\.threw) == [false, false, false, true])
        #expect(runner.model.held(1, changed.specs).constant == -1)
        // A reference that wrongly calls x0 >= 5 feasible there: the refusal is reported when
        // exact arithmetic is not asked.
        let (_, refused) = OperationRunner.replay(changed, steps: changed.steps,
                                                  tamper: { $0.feasibility = .feasible }, settlingExactly: false)
        #expect(try #require(refused).kind.category == .falseRefusal)
        #expect(refused?.step == 3)
    }

    @Test func anAcceptanceFarAwayIsJudgedByWhatHoldsThere() throws {
        // The reference calls x0 >= 3 infeasible. Only x0 >= 3 is judged here (`only`), since
        // the distorted values would also break the optional x0 == 10. With the solver's answer
        // at x0 = 5e7 (beyond the range doubles can judge) x0 >= 3 holds: no verdict, as for a
        // system satisfiable only that far out (fuzz seed 8835).
        let infeasible: (inout LexicographicLP.Answer) -> Void = { $0.feasibility = .infeasible }
        let (runner, held) = OperationRunner.replay(Self.tinyCase, steps: Self.tinyCase.steps, only: .falseAcceptance,
                                                    tamper: infeasible, distort: { $0[0] = 5e7 })
        #expect(held == nil)
        #expect(runner.abstentions > 0)
        // At x0 = -5e7, just as far out, x0 >= 3 is broken: the acceptance is reported.
        let (_, broken) = OperationRunner.replay(Self.tinyCase, steps: Self.tinyCase.steps, only: .falseAcceptance,
                                                 tamper: infeasible, distort: { $0[0] = -5e7 }, settlingExactly: false)
        #expect(try #require(broken).kind.category == .falseAcceptance)
    }

    @Test func aFailureIsMinimisedAndPrintedAsATest() throws {
        // Noise around the step that fails under a corrupted verdict for required adds.
        var noisy = Self.tinyCase
        noisy.specs.append(ConstraintSpec(terms: [(1, 1), (-2, 0)], constant: 4, relation: .lessOrEqual, strength: .medium))
        noisy.steps = [
            FuzzStep(operation: .addEdit(variable: 1, strength: .strong), checked: true),
            FuzzStep(operation: .add(0), checked: true),
            FuzzStep(operation: .suggest(variable: 1, value: 7), checked: false),
            FuzzStep(operation: .add(3), checked: true),
            FuzzStep(operation: .remove(0), checked: true),
            FuzzStep(operation: .add(1), checked: true),
            FuzzStep(operation: .suggest(variable: 1, value: -2.5), checked: true),
        ]
        let tamper: (inout LexicographicLP.Answer) -> Void = { if $0.optimum == nil { $0.feasibility = .infeasible } }
        let (_, failure) = OperationRunner.replay(noisy, steps: noisy.steps, tamper: tamper, settlingExactly: false)
        let f = try #require(failure)
        #expect(f.kind.category == .falseAcceptance)
        var minimizer = Minimizer<FuzzStep>(budget: 10)
        let shrunk = minimizer.minimize(noisy.steps) {
            OperationRunner.replay(noisy, steps: $0, only: f.kind.category, tamper: tamper, settlingExactly: false).1?.kind == f.kind
        }
        #expect(shrunk.count == 1)
        let (runner, final) = OperationRunner.replay(noisy, steps: shrunk, tamper: tamper, settlingExactly: false)
        let text = Reproducer(fuzzCase: noisy, executed: runner.executed, model: runner.model)
            .swiftTest(name: "example", comment: ["an example"], ending: .failure(try #require(final)))
        #expect(text.contains("@Test func example() throws {"))
        #expect(text.contains("k[1] = c([(1, 0)], -3, .greaterOrEqual, .required)"))
        #expect(text.contains("if case .unsatisfiableConstraint = error {} else"))
    }

    @Test func aBatchIsJudgedMemberByMember() throws {
        // One `addConstraints` of the optional x0 == 10, x0 >= 3 and x0 <= 1: the last is refused,
        // as it contradicts the member before it, and the rest are in, as in the shadow.
        var batch = Self.tinyCase
        batch.steps = [FuzzStep(operation: .addBatch([0, 1, 2]), checked: true)]
        let (runner, failure) = OperationRunner.replay(batch, steps: batch.steps)
        #expect(failure == nil)
        #expect(runner.executed.map(\.refused) == [[2]])
        #expect(runner.model.present == [0, 1])
        // A reference that wrongly calls x0 <= 1 feasible after x0 >= 3: reported, as the batch's,
        // and printed as a test that expects it among those not refused.
        let (refusedRunner, refused) = OperationRunner.replay(batch, steps: batch.steps,
                                                              tamper: { $0.feasibility = .feasible }, settlingExactly: false)
        let f = try #require(refused)
        #expect(f.kind == FailureKind(category: .falseRefusal, detail: "addConstraints"))
        let text = Reproducer(fuzzCase: batch, executed: refusedRunner.executed, model: refusedRunner.model)
            .swiftTest(name: "example", comment: ["an example"], ending: .failure(f))
        #expect(text.contains("let refused = try solver.addConstraints([k[0]!, k[1]!, k[2]!])"))
        #expect(text.contains("#expect(!refused.contains { $0.constraint === k[2]! })"))
        // A reference that wrongly calls x0 >= 3 infeasible: its acceptance is reported, with
        // the member named.
        let (_, accepted) = OperationRunner.replay(batch, steps: batch.steps, tamper: { $0.feasibility = .infeasible },
                                                   settlingExactly: false)
        #expect(try #require(accepted).kind == FailureKind(category: .falseAcceptance, detail: "addConstraints"))
        #expect(accepted?.message.contains("accepted k[1]") == true)
        // Members already present are left out of a replayed batch, and one with none left is skipped.
        batch.steps = [FuzzStep(operation: .add(1), checked: true), FuzzStep(operation: .addBatch([1, 0, 0]), checked: true),
                       FuzzStep(operation: .addBatch([0, 1]), checked: true)]
        let (replayed, none) = OperationRunner.replay(batch, steps: batch.steps)
        #expect(none == nil)
        #expect(replayed.executed.map { $0.step.operation.swiftCall(solver: "s") } == ["s.addConstraint(k[1]!)", "s.addConstraints([k[0]!])"])
    }

    /// The environment sets the fuzz's budget; a malformed or non-positive value keeps the default.
    @Test func theBudgetComesFromTheEnvironment() {
        let plain = FuzzBudget(environment: [:])
        #expect(plain.seeds == 1...100 && plain.steps == 150)
        #expect(plain.minimizing == 8 && plain.minimizingTotal == 30)
        let chosen = FuzzBudget(environment: ["CASSOWARY_FUZZ_SEEDS": "100...199", "CASSOWARY_FUZZ_STEPS": "300",
                                              "CASSOWARY_FUZZ_MINIMIZE": "90"])
        #expect(chosen.seeds == 100...199 && chosen.steps == 300)
        #expect(chosen.minimizing == 90 && chosen.minimizingTotal == 360)
        #expect(FuzzBudget(environment: ["CASSOWARY_FUZZ_SCALE": "100"]).seeds == 1...10_000)
        for bad in ["0", "-5", "soon", "inf"] {
            #expect(FuzzBudget(environment: ["CASSOWARY_FUZZ_MINIMIZE": bad]).minimizing == 8)
        }
    }
}
