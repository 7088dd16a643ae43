// `addConstraints` refused a required constraint as soon as the incremental add failed, without
// the fresh-tableau re-check that `addConstraint` makes (fuzz seed 204, see
// FuzzSeed204RefusalRedecided.swift): the same constraints, accepted one by one, were refused as
// a batch. Both now settle a failed add through one function: a refusal stands only if a tableau
// built fresh (required constraints first) refuses too, and only then is it explained.
@testable import Cassowary
import Testing

@Suite("Batch refusals are re-decided on a fresh tableau")
struct BatchRefusalRedecided {
    let x = (0..<4).map { Variable("x\($0)") }
    var k: [Int: Constraint] = [:]

    init() {
        let x = x
        func c(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Constraint {
            Constraint(Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation, strength: strength)
        }
        k[10] = c([(-2, 1), (0.001, 0)], 0, .equal, Strength(priority: 5, weight: 2))
        k[16] = c([(-1, 2), (3, 2)], -18, .equal, .required)
        k[17] = c([(-0.2222222222222222, 3), (-0.006999999999999999, 0), (-0.1, 2)], 40, .lessOrEqual, .required)
        k[18] = c([(-1000, 3), (-0.5, 1), (-0.7, 2), (100, 3)], -0.002, .equal, .required)
        k[19] = c([(0.5, 0), (-0.1, 3), (-0.5, 0), (0.06999999999999999, 2)], -70.63, .equal, Strength(priority: 999, weight: 4))
        k[22] = c([(1, 3), (1000, 0), (0.1, 3)], 0, .lessOrEqual, .required)
    }

    @Test func aBatchAcceptsWhatSingleAddsAccept() throws {
        let solver = Solver()
        for i in [10, 17, 19, 16, 18] { try solver.addConstraint(k[i]!) }
        let failures = try solver.addConstraints([k[22]!])
        #expect(failures.isEmpty, "\(failures.map(\.error))")
        #expect(solver.hasConstraint(k[22]!))
    }

    @Test func aBatchGoesOnAfterARefusalOverturned() throws {
        let solver = Solver()
        for i in [10, 17, 19, 16, 18] { try solver.addConstraint(k[i]!) }
        let y = Variable("y")
        let conflict = y == x[0] + 1
        let failures = try solver.addConstraints([k[22]!, y == x[0], (y == 3) | .weak, conflict])
        #expect(failures.count == 1 && failures.first?.constraint === conflict)
        if case .unsatisfiableConstraint(_, let conflicting)? = failures.first?.error {
            #expect(conflicting.count == 1)
        } else {
            Issue.record("expected a refusal with its explanation, got \(failures)")
        }
        #expect(solver.hasConstraint(k[22]!))
        #expect(solver.constraintCount == 8)
        #expect(!solver.hasConstraint(conflict))
    }

    @Test func aWholeBatchAcceptsWhatSingleAddsAccept() throws {
        let solver = Solver()
        let failures = try solver.addConstraints([10, 17, 19, 16, 18, 22].map { k[$0]! })
        #expect(failures.isEmpty, "\(failures.map(\.error))")
        #expect(solver.constraintCount == 6)
    }

    /// A batch whose final optimisation fails after a failure settled on a fresh tableau (which
    /// replaces the tableau the batch's savepoint was in) is undone all the same, from the copy
    /// of the solver before it, and added again one constraint at a time, each add settled as a
    /// single add is: the answer is bit for bit that of a twin given the same constraints one at
    /// a time under the same pivot budget, which never saw the stopped optimisation.
    @Test func aBatchStoppedAfterASettledFailureIsAddedOneAtATime() throws {
        func prepared() throws -> SolverCore {
            var core = SolverCore()
            for i in [10, 17, 19, 16, 18] { try core.addConstraint(k[i]!) }
            return core
        }
        var core = try prepared(), twin = try prepared()
        let y = Variable("y")
        let all = x + [y]
        func values(_ core: inout SolverCore) -> [UInt64] {
            core.updateVariables()
            return all.map { core.value(of: $0).bitPattern }
        }
        // k[22]'s incremental refusal is overturned on a fresh tableau; the last must pivot
        // (medium beats weak), which a pivot budget of 0 forbids the batch's final optimisation.
        let batch = [k[22]!, (y == 3) | .weak, (y == 100) | .medium]
        core.pivotBudgetOverride = 0
        twin.pivotBudgetOverride = 0
        let failures = try core.addConstraints(batch)
        for c in batch { try twin.addConstraint(c) }
        core.pivotBudgetOverride = nil
        twin.pivotBudgetOverride = nil
        #expect(failures.isEmpty, "\(failures.map(\.error))")
        #expect(core.batchesAddedOneByOne == 1)
        #expect(core.constraintCount() == 8 && twin.constraintCount() == 8)
        #expect(values(&core) == values(&twin))
        #expect(core.value(of: y) == 100)
    }
}
