/// One bar of a ``TermBarChart``: a value, the label under (or beside) it, and optionally its
/// own colour and the text shown for its value.
public struct TermBar: Sendable, Hashable {
    /// The label under a vertical bar or left of a horizontal one; "" for none.
    public var label: String
    /// The value; its length is `value / maximum` of the chart's. Negative and non-finite
    /// values draw as empty bars.
    public var value: Double
    /// The bar's colour; nil takes the chart's ``TermBarChart/barColor``.
    public var color: TermColor?
    /// The text shown for the value; nil writes the value itself (`42`, `3.5`).
    public var valueText: String?

    /// Creates a bar.
    public init(_ label: String = "", value: Double, color: TermColor? = nil, valueText: String? = nil) {
        self.label = label
        self.value = value
        self.color = color
        self.valueText = valueText
    }

    /// The text shown for the value: ``valueText``, or the value with one decimal when it has
    /// a fraction (`42`, `3.5`), nothing when it is not finite.
    public var displayedValue: String {
        if let valueText { return valueText }
        guard value.isFinite else { return "" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        let tenths = (value * 10).rounded()
        guard abs(tenths) < 1e15 else { return "\(value)" }
        let whole = Int(tenths) / 10, fraction = abs(Int(tenths) % 10)
        return (tenths < 0 && whole == 0 ? "-" : "") + "\(whole).\(fraction)"
    }
}

/// Bars drawn side by side under one label, set apart from the other groups.
public struct TermBarGroup: Sendable, Hashable {
    /// The group's label, under its bars (vertical) or above them (horizontal); "" for none.
    public var label: String
    /// The bars.
    public var bars: [TermBar]

    /// Creates a group.
    public init(_ label: String = "", bars: [TermBar]) {
        self.label = label
        self.bars = bars
    }
}
