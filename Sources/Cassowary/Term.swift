/// A variable scaled by a coefficient: the building block of an ``Expression``.
public struct Term: Sendable, CustomStringConvertible {
    /// The variable this term multiplies.
    public let variable: Variable
    /// The coefficient applied to ``variable``.
    public let coefficient: Double

    /// Creates `coefficient * variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String {
        coefficient == 1 ? variable.description : "\(formatNumber(coefficient)) * \(variable)"
    }
}

/// Formats a number without a trailing ".0" for integral values, for readable descriptions.
func formatNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return String(value)
}
