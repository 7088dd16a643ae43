import Cassowary

/// What kind of wrong answer the operation fuzz test saw. The minimiser keeps a case only while
/// it still fails with the same kind, so the detail names the call and the error case, never
/// a payload (which varies with the constraint and is about to gain fields).
struct FailureKind: Hashable, CustomStringConvertible {
    /// The broad class of failure.
    enum Category: String {
        /// A required constraint the reference finds satisfiable was refused as unsatisfiable.
        case falseRefusal = "false refusal"
        /// A required constraint the reference finds unsatisfiable was accepted.
        case falseAcceptance = "false acceptance"
        /// A call threw an error other than a legitimate `unsatisfiableConstraint`.
        case unexpectedError = "unexpected error"
        /// A call that threw left a trace: values, the constraint count, or the constraint.
        case changedOnThrow = "state changed by a throwing call"
        /// The values differ, bit for bit, from a solver that saw only the successful calls.
        case shadowMismatch = "differs from the solver without the failed calls"
        /// A required constraint does not hold at the solver's values.
        case requiredViolated = "required constraint violated"
        /// The lexicographic objective differs from the reference optimum.
        case objectiveMismatch = "objective differs from the reference optimum"
        /// `constraintCount`, `hasConstraint` or `hasEditVariable` disagrees with the calls made.
        case bookkeeping = "bookkeeping"
    }

    var category: Category
    /// For unexpected errors: the call and the error case, such as "addConstraint: internalError".
    var detail: String = ""

    var description: String { detail.isEmpty ? category.rawValue : "\(category.rawValue) (\(detail))" }
}

/// What a reproducer must assert to show a failure; the printer turns it into Swift.
enum FailureEvidence {
    /// The failing call must succeed.
    case callMustSucceed
    /// The failing call (a required add) must throw `unsatisfiableConstraint`.
    case callMustBeRefused
    /// In the failing batch (`addConstraints`), this member must not be among those returned as
    /// refused.
    case batchAccepts(Int)
    /// In the failing batch, this member (required) must be returned as refused.
    case batchRefuses(Int)
    /// After the failing call throws, values, count and membership must be as before.
    case stateAfterThrow
    /// After the failing step, the solver must match the shadow bit for bit.
    case shadow
    /// After the failing step, these required constraints must hold within these tolerances.
    case requiredHold([(constraint: Int, tolerance: Double)])
    /// After the failing step, each priority level's objective must equal the reference optimum
    /// within the tolerance.
    case objective(levels: [(priority: Double, optimum: Double, tolerance: Double)])
    /// After the failing step, the count and membership must be these.
    case bookkeeping(count: Int, present: [Int], absent: [Int])
}

/// The first failure of a run: its kind, the index of the executed step it happened at, a
/// human-readable message and what a reproducer must assert.
struct FuzzFailure {
    var kind: FailureKind
    var step: Int
    var message: String
    var evidence: FailureEvidence
}

extension SolverError {
    /// The case name, without the payload (read by reflection, so a new case or payload field
    /// needs no change here).
    var caseName: String {
        Mirror(reflecting: self).children.first?.label ?? "\(self)"
    }
}
