/// One line of a ``TermLineChart``: values at x = 0, 1, 2, ... and how the line looks. A value
/// that is not finite (NaN, infinity) is a gap: the line stops before it and starts again after.
public struct TermChartSeries: Sendable, Hashable {
    /// The name shown in the legend.
    public var name: String
    /// The values, the first at x = 0.
    public var values: [Double]
    /// The colour of the line and of its legend mark.
    public var color: TermColor

    /// Creates a series.
    public init(_ name: String, values: [Double] = [], color: TermColor = .cyan) {
        self.name = name
        self.values = values
        self.color = color
    }
}
