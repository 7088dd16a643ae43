/// The relation between a constraint's expression and zero.
public enum Relation: Sendable, CustomStringConvertible {
    /// `expression <= 0`
    case lessOrEqual
    /// `expression == 0`
    case equal
    /// `expression >= 0`
    case greaterOrEqual

    public var description: String {
        switch self {
        case .lessOrEqual: "<="
        case .equal: "=="
        case .greaterOrEqual: ">="
        }
    }
}

/// A linear constraint `expression (<= | == | >=) 0` with a ``Strength``.
///
/// Constraints are reference types: a solver tracks them by identity, so two constraints with
/// the same text are distinct (the second is simply redundant). Build them with the relation
/// operators (`x + 2 * y >= 10`) and give a strength with `|` (`(x == 10) | .weak`).
public final class Constraint: Sendable, CustomStringConvertible {
    /// The left side minus the right side, as written.
    public let expression: Expression
    /// How ``expression`` compares with zero.
    public let relation: Relation
    /// The priority and weight of the constraint.
    public let strength: Strength
    /// A process-wide id, which solvers use to find the constraint without hashing.
    let id = Identity.next()

    /// Creates `expression relation 0` at `strength`.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// The same constraint at another strength (a new, distinct constraint).
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    public var description: String {
        "\(expression) \(relation) 0 | \(strength)"
    }
}
