/// How much a constraint matters: a priority level and a weight within that level.
///
/// Priorities are exact, as Auto Layout promises: the solver minimises violations level by
/// level, highest first, so one violated constraint at priority 751 outweighs any number of
/// violations at 750. Constraints at the same level trade off by `weight` (violation × weight
/// is summed). Priority 1000 is ``required``: such a constraint must hold or adding it throws.
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The priority level, in `0 < priority <= 1000`.
    public let priority: Double
    /// The weight within the level; positive and finite.
    public let weight: Double

    /// Creates a strength. Values outside the valid range are rejected when the constraint is
    /// added (``SolverError/invalidStrength(_:)``), never trapped on.
    public init(priority: Double, weight: Double = 1) {
        self.priority = priority
        self.weight = weight
    }

    /// Priority 1000: a hard constraint.
    public static let required = Strength(priority: 1000)
    /// Priority 750 (Auto Layout's "high").
    public static let strong = Strength(priority: 750)
    /// Priority 500.
    public static let medium = Strength(priority: 500)
    /// Priority 250 (Auto Layout's "low").
    public static let weak = Strength(priority: 250)

    /// Whether this strength is the hard priority 1000.
    public var isRequired: Bool { priority == 1000 }

    /// Whether the priority is in `0 < p <= 1000` and the weight positive and finite.
    public var isValid: Bool {
        priority > 0 && priority <= 1000 && weight > 0 && weight.isFinite
    }

    /// Ordered by priority level, then by weight within the level.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        (lhs.priority, lhs.weight) < (rhs.priority, rhs.weight)
    }

    public var description: String {
        let level: String
        switch priority {
        case 1000: level = "required"
        case 750: level = "strong"
        case 500: level = "medium"
        case 250: level = "weak"
        default: level = formatNumber(priority)
        }
        return weight == 1 ? level : "\(level)×\(formatNumber(weight))"
    }
}
