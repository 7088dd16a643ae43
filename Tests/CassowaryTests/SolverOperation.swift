import Cassowary

/// A constraint as the fuzz test writes it: terms over variable indices, kept as written (a
/// variable may appear more than once), a constant, a relation and a strength. It makes both
/// the solver's `Constraint` and the reference's `RefConstraint`, and prints as a call of the
/// `c(terms, constant, relation, strength)` helper the reproducers use.
struct ConstraintSpec {
    var terms: [(coefficient: Double, variable: Int)]
    var constant: Double
    var relation: Relation
    var strength: Strength

    /// The solver's constraint over `variables`.
    func constraint(_ variables: [Variable]) -> Constraint {
        Constraint(Expression(terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: constant),
                   relation, strength: strength)
    }

    /// The reference's view: coefficients summed per variable, under the rule the solver
    /// documents for every sum (README, "The solver"): a sum that cancels to a hundred-billionth
    /// of what was added into it is zero. `0.1 x - 0.09999999999999999 x` is no term, as its
    /// author meant, not 1.4e-17 x (fuzz seeds 663 and 710: taken at face value, such a residue
    /// pinned x at -4 and contradicted another constraint).
    func reference(variableCount n: Int) -> RefConstraint {
        var coefficients = [Double](repeating: 0, count: n)
        var added = [Double](repeating: 0, count: n)
        for t in terms {
            coefficients[t.variable] += t.coefficient
            added[t.variable] = max(added[t.variable], abs(t.coefficient))
        }
        for j in 0..<n where abs(coefficients[j]) <= Self.cancellation * added[j] { coefficients[j] = 0 }
        let r: Int
        switch relation {
        case .lessOrEqual: r = -1
        case .equal: r = 0
        case .greaterOrEqual: r = 1
        }
        return RefConstraint(coefficients: coefficients, constant: constant, relation: r,
                             priority: strength.priority, weight: strength.isRequired ? 1 : strength.weight)
    }

    /// The solver's documented cancellation threshold (a hundred-billionth).
    static let cancellation = 1e-11

    var isRequiredEquality: Bool { strength.isRequired && relation == .equal }

    /// `c([(coefficient, variable), …], constant, .relation, strength)`.
    var swiftCall: String {
        let t = terms.map { "(\(swiftNumber($0.coefficient)), \($0.variable))" }.joined(separator: ", ")
        return "c([\(t)], \(swiftNumber(constant)), .\(relation.swiftName), \(strength.swiftLiteral))"
    }
}

/// One call on the public `Solver` API. Constraints are named by their index in the case's
/// `ConstraintSpec` table and variables by index; adding the same index again re-adds the same
/// `Constraint` object.
enum SolverOperation {
    case add(Int)
    case remove(Int)
    case addEdit(variable: Int, strength: Strength)
    case removeEdit(variable: Int)
    case suggest(variable: Int, value: Double)
    /// `changeConstant(of:to:)`: the constraint's constant as the solver holds it from now on
    /// (until it is removed; the same object added again brings its own constant back).
    case changeConstant(Int, to: Double)
    /// `addConstraints(_:)`: the constraints in one batch, as a layout pass adds what it queued.
    /// Each is judged as an `addConstraint` of it right after the members before it would be.
    case addBatch([Int])

    /// The call as Swift, on a solver named `solver`, without `try`.
    func swiftCall(solver: String) -> String {
        switch self {
        case .add(let k): "\(solver).addConstraint(k[\(k)]!)"
        case .remove(let k): "\(solver).removeConstraint(k[\(k)]!)"
        case .addEdit(let v, let s): "\(solver).addEditVariable(x[\(v)], strength: \(s.swiftLiteral))"
        case .removeEdit(let v): "\(solver).removeEditVariable(x[\(v)])"
        case .suggest(let v, let value): "\(solver).suggestValue(x[\(v)], \(swiftNumber(value)))"
        case .changeConstant(let k, let value): "\(solver).changeConstant(of: k[\(k)]!, to: \(swiftNumber(value)))"
        case .addBatch(let ks): "\(solver).addConstraints([\(ks.map { "k[\($0)]!" }.joined(separator: ", "))])"
        }
    }

    /// A short name for failure kinds and messages.
    var name: String {
        switch self {
        case .add: "addConstraint"
        case .remove: "removeConstraint"
        case .addEdit: "addEditVariable"
        case .removeEdit: "removeEditVariable"
        case .suggest: "suggestValue"
        case .changeConstant: "changeConstant"
        case .addBatch: "addConstraints"
        }
    }
}

/// An operation in a generated sequence and whether the harness checks the solver after it
/// (calling `updateVariables()`). Unchecked steps let several calls run back to back, as a
/// layout pass does: removals then pile up into one deferred rebuild.
struct FuzzStep {
    var operation: SolverOperation
    var checked: Bool
}

/// A generated case: the variables, the constraint table and the steps, all a replay needs.
struct FuzzCase {
    var seed: UInt64
    var variableCount: Int
    var specs: [ConstraintSpec] = []
    var steps: [FuzzStep] = []
    /// Whether the generator drew `addConstraints` batches (the batched fuzz): the same seed is
    /// another case without them.
    var batches = false
}

extension Relation {
    /// The case name, as written after a dot in Swift.
    var swiftName: String {
        switch self {
        case .lessOrEqual: "lessOrEqual"
        case .equal: "equal"
        case .greaterOrEqual: "greaterOrEqual"
        }
    }
}

extension Strength {
    /// `.required` or `Strength(priority: …, weight: …)`.
    var swiftLiteral: String {
        isRequired && weight == 1 ? ".required"
            : "Strength(priority: \(swiftNumber(priority)), weight: \(swiftNumber(weight)))"
    }
}

/// A Double as a Swift literal that reads back to the same bits (the shortest round-trip form).
func swiftNumber(_ value: Double) -> String {
    if value == 0 && value.sign == .minus { return "-0.0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
}
