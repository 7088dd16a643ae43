/// Lines of several series in braille dots (2 × 4 per cell), with a y axis on the left, an x
/// axis below and a legend above. Tick labels are nice numbers (1, 2, 5 × 10^k) spaced so they
/// never collide (where fewer than two of those fit, the bounds are labelled instead); bounds are
/// automatic (the data's extent) or fixed; a value that is not finite leaves a gap in its line.
/// At 30 × 9, two series of 16 values:
///
/// ```
/// ━ cpu  ━ mem
/// 100┤                ⢀⠖⠉⠉⠉⠒⠤⠤⠤⠤
///    │               ⣀⠎
///    │      ⣀⠤⠒⠒⠒⠒⠒⠒⠉
///  50┤    ⡠⠊
///    │  ⢠⠊⢀⠔⠊⠉⠉⠉⠉⠉⠉⠉⠉⠉⠑⠒⠒⠢⠤⠤⠤⠤⠤⠤
///   0┤⣠⣔⡡⠤⠊
///    └┬───────┬────────┬───────┬
///     0       5        10     15
/// ```
///
/// New data (``series``, ``append(_:toSeries:limit:)``) redraws the chart; it is laid out again
/// only when its intrinsic size changes (the y labels got wider), so a chart fed at 60 Hz costs a
/// redraw per frame. Its intrinsic size is the axes around ``minimumPlotSize``; it stretches.
@MainActor
open class TermLineChart: TermView {
    /// The lines, drawn in order (a later series is on top where two share a cell).
    public var series: [TermChartSeries] = [] { didSet { contentChanged() } }
    /// The x range shown; nil fits the data (0 to the longest series' last index).
    public var xBounds: ClosedRange<Double>? { didSet { contentChanged() } }
    /// The y range shown; nil fits the data (its smallest to its largest finite value).
    /// Values outside fixed bounds are clipped at the edge of the plot.
    public var yBounds: ClosedRange<Double>? { didSet { contentChanged() } }
    /// Whether the series' names are listed on the top row.
    public var showsLegend = true { didSet { contentChanged() } }
    /// Whether the x axis and its labels take the bottom two rows.
    public var showsXAxis = true { didSet { contentChanged() } }
    /// Whether the y axis and its labels take the left columns.
    public var showsYAxis = true { didSet { contentChanged() } }
    /// Writes an x tick's label; nil writes the value with the decimals its step needs.
    public var xLabel: ((Double) -> String)? { didSet { contentChanged() } }
    /// Writes a y tick's label; nil writes the value with the decimals its step needs (k, M, G
    /// for thousands and up).
    public var yLabel: ((Double) -> String)? { didSet { contentChanged() } }
    /// How the axis lines look.
    public var axisStyle: TermStyle = TermStyle(foreground: .brightBlack) { didSet { setNeedsDisplay() } }
    /// How the tick labels and legend names look.
    public var labelStyle: TermStyle = .plain { didSet { setNeedsDisplay() } }
    /// The plot area the intrinsic size asks for, axes and legend around it not included.
    public var minimumPlotSize = TermSize(width: 10, height: 3) { didSet { contentChanged() } }

    /// The intrinsic size layout last read, to tell whether new data changes it.
    private var reportedSize: TermIntrinsicSize?

    /// Creates an empty chart.
    public required init() { super.init() }

    /// Creates a chart of `series`.
    public convenience init(series: [TermChartSeries], yBounds: ClosedRange<Double>? = nil) {
        self.init()
        self.series = series
        self.yBounds = yBounds
    }

    /// Appends `value` to the series at `index` (ignored if there is none), keeping at most
    /// `limit` values (the oldest go).
    public func append(_ value: Double, toSeries index: Int, limit: Int = 512) {
        guard series.indices.contains(index) else { return }
        series[index].values.append(value)
        let excess = series[index].values.count - max(1, limit)
        if excess > 0 { series[index].values.removeFirst(excess) }
    }

    // MARK: Bounds

    /// The x range drawn: ``xBounds`` if set, else 0 to the longest series' last index.
    public var effectiveXBounds: ClosedRange<Double> {
        if let fixed = Self.usable(xBounds) { return fixed }
        let longest = series.map(\.values.count).max() ?? 0
        return 0...Double(max(1, longest - 1))
    }

    /// The y range drawn: ``yBounds`` if set, else the smallest to the largest finite value
    /// (widened by 1 each way when they are equal; 0...1 without data).
    public var effectiveYBounds: ClosedRange<Double> {
        if let fixed = Self.usable(yBounds) { return fixed }
        var low = Double.infinity, high = -Double.infinity
        for line in series {
            for value in line.values where value.isFinite {
                low = min(low, value)
                high = max(high, value)
            }
        }
        guard low <= high else { return 0...1 }
        return Self.measurable(low, high)
    }

    /// Fixed bounds that can be drawn: finite, and widened when both ends are equal.
    private static func usable(_ bounds: ClosedRange<Double>?) -> ClosedRange<Double>? {
        guard let bounds, bounds.lowerBound.isFinite, bounds.upperBound.isFinite else { return nil }
        return measurable(bounds.lowerBound, bounds.upperBound)
    }

    /// `low...high` with `low < high` (equal ends widened by 1) and a width that is itself finite
    /// (ends beyond ±Double.greatestFiniteMagnitude / 2 are pulled in), so positions can be
    /// computed inside it.
    private static func measurable(_ low: Double, _ high: Double) -> ClosedRange<Double> {
        let limit = Double.greatestFiniteMagnitude / 2
        let low = max(-limit, min(limit, low)), high = max(-limit, min(limit, high))
        return low < high ? low...high : (low - 1)...(high + 1)
    }

    /// The cell a position in dots falls on, `dotsPerCell` dots a cell (0 for a position that
    /// is not finite).
    static func cell(_ dots: Double, dotsPerCell: Int) -> Int {
        guard dots.isFinite else { return 0 }
        return Int(max(-1e9, min(1e9, dots.rounded()))) / dotsPerCell
    }

    // MARK: Layout

    /// Where the parts of the chart go in a view of a given size.
    struct Parts {
        var legendRows = 0, xAxisRows = 0, yAxisColumns = 0
        var plot = TermRect.zero
        var xTicks: [TermChartTicks.Tick] = [], yTicks: [TermChartTicks.Tick] = []
    }

    /// The parts for a view of `size`. What does not fit goes, in this order: the legend, the x
    /// axis, the y axis; the plot keeps at least 2 rows and 4 columns while they go.
    func parts(for size: TermSize) -> Parts {
        var parts = Parts()
        let hasNames = series.contains { !$0.name.isEmpty }
        parts.xAxisRows = showsXAxis && size.height >= 4 ? 2 : 0
        // The legend needs the room of the x axis too, so it never shows where the axis was dropped.
        parts.legendRows = showsLegend && hasNames && size.height - (showsXAxis ? 2 : 0) >= 3 ? 1 : 0
        let rows = max(0, size.height - parts.xAxisRows - parts.legendRows)
        parts.yTicks = yTicks(rows: rows)
        let labelWidth = parts.yTicks.map { TermText.displayWidth($0.label) }.max() ?? 0
        parts.yAxisColumns = showsYAxis && rows > 0 && size.width - labelWidth - 1 >= 4 ? labelWidth + 1 : 0
        if parts.yAxisColumns == 0 { parts.yTicks = [] }
        parts.plot = TermRect(x: parts.yAxisColumns, y: parts.legendRows,
                              width: max(0, size.width - parts.yAxisColumns), height: rows)
        if parts.xAxisRows > 0 { parts.xTicks = xTicks(columns: parts.plot.width) }
        return parts
    }

    /// The y ticks for a plot `rows` tall, at least one empty row apart.
    func yTicks(rows: Int) -> [TermChartTicks.Tick] {
        let bounds = effectiveYBounds
        return TermChartTicks.ticks(low: bounds.lowerBound, high: bounds.upperBound, cells: rows, gap: 1,
                                    extent: { _ in 1 },
                                    position: { Self.cell(Self.dotY($0, bounds, rows: rows), dotsPerCell: 4) },
                                    format: yLabel)
    }

    /// Free cells between two x labels.
    static let xLabelGap = 2

    /// The x ticks for a plot `columns` wide, their labels at least ``xLabelGap`` cells apart.
    func xTicks(columns: Int) -> [TermChartTicks.Tick] {
        let bounds = effectiveXBounds
        return TermChartTicks.ticks(low: bounds.lowerBound, high: bounds.upperBound, cells: columns,
                                    gap: Self.xLabelGap, extent: TermText.displayWidth,
                                    position: { Self.cell(Self.dotX($0, bounds, columns: columns), dotsPerCell: 2) },
                                    format: xLabel)
    }

    /// A value's horizontal position in dots from the plot's left edge.
    static func dotX(_ value: Double, _ bounds: ClosedRange<Double>, columns: Int) -> Double {
        (value - bounds.lowerBound) / (bounds.upperBound - bounds.lowerBound) * Double(max(0, columns * 2 - 1))
    }

    /// A value's vertical position in dots from the plot's top edge.
    static func dotY(_ value: Double, _ bounds: ClosedRange<Double>, rows: Int) -> Double {
        (bounds.upperBound - value) / (bounds.upperBound - bounds.lowerBound) * Double(max(0, rows * 4 - 1))
    }

    /// The axes and legend around ``minimumPlotSize``; the y labels' width is that of the ticks
    /// at the minimum height.
    open override var intrinsicContentSize: TermIntrinsicSize {
        let size = measuredSize()
        reportedSize = size
        return size
    }

    private func measuredSize() -> TermIntrinsicSize {
        let plot = TermSize(width: max(0, minimumPlotSize.width), height: max(0, minimumPlotSize.height))
        let labelWidth = yTicks(rows: plot.height).map { TermText.displayWidth($0.label) }.max() ?? 0
        let legend = showsLegend && series.contains { !$0.name.isEmpty } ? 1 : 0
        return TermIntrinsicSize(width: plot.width + (showsYAxis ? labelWidth + 1 : 0),
                                 height: plot.height + (showsXAxis ? 2 : 0) + legend)
    }

    /// Redraws, and asks for a layout only if the intrinsic size changed.
    private func contentChanged() {
        setNeedsDisplay()
        if measuredSize() != reportedSize { invalidateIntrinsicContentSize() }
    }

    // MARK: Drawing

    open override func draw(in context: inout TermDrawingContext) {
        let parts = parts(for: context.size)
        guard !parts.plot.isEmpty else { return }
        if parts.legendRows > 0 { drawLegend(in: &context) }
        drawAxes(parts, in: &context)
        drawLines(parts.plot, in: &context)
    }

    private func drawLegend(in context: inout TermDrawingContext) {
        var x = 0
        for line in series where !line.name.isEmpty {
            let width = 2 + TermText.displayWidth(line.name)
            guard x + width <= context.size.width else { break }
            context.put("━", x: x, y: 0, style: TermStyle(foreground: line.color))
            x = context.draw(line.name, x: x + 2, y: 0, style: labelStyle) + 2
        }
    }

    private func drawAxes(_ parts: Parts, in context: inout TermDrawingContext) {
        let plot = parts.plot
        let tickRows = Set(parts.yTicks.map(\.cell))
        if parts.yAxisColumns > 0 {
            let axisX = plot.x - 1
            for row in 0..<plot.height {
                context.put(tickRows.contains(row) ? "┤" : "│", x: axisX, y: plot.y + row, style: axisStyle)
            }
            for tick in parts.yTicks {
                let width = TermText.displayWidth(tick.label)
                context.draw(tick.label, x: axisX - width, y: plot.y + tick.cell, style: labelStyle)
            }
        }
        guard parts.xAxisRows > 0 else { return }
        let axisY = plot.maxY
        let tickColumns = Set(parts.xTicks.map(\.cell))
        for column in 0..<plot.width {
            context.put(tickColumns.contains(column) ? "┬" : "─", x: plot.x + column, y: axisY, style: axisStyle)
        }
        if parts.yAxisColumns > 0 { context.put("└", x: plot.x - 1, y: axisY, style: axisStyle) }
        let starts = TermChartTicks.fit(parts.xTicks, cells: plot.width, gap: Self.xLabelGap,
                                        extent: TermText.displayWidth) ?? []
        for (tick, start) in zip(parts.xTicks, starts) {
            context.draw(tick.label, x: plot.x + start, y: axisY + 1, style: labelStyle)
        }
    }

    private func drawLines(_ plot: TermRect, in context: inout TermDrawingContext) {
        let xRange = effectiveXBounds, yRange = effectiveYBounds
        var grid = TermBrailleGrid(columns: plot.width, rows: plot.height)
        for (index, line) in series.enumerated() {
            var previous: (x: Double, y: Double)?
            for (i, value) in line.values.enumerated() {
                guard value.isFinite else { previous = nil; continue }
                let point = (x: Self.dotX(Double(i), xRange, columns: plot.width),
                             y: Self.dotY(value, yRange, rows: plot.height))
                // A value so far out of fixed bounds that its position overflows is a gap too.
                guard point.x.isFinite, point.y.isFinite else { previous = nil; continue }
                grid.drawLine(from: previous ?? point, to: point, series: index)
                previous = point
            }
        }
        for row in 0..<plot.height {
            for column in 0..<plot.width {
                guard let character = grid.character(column: column, row: row) else { continue }
                let owner = grid.owner(column: column, row: row)
                context.put(character, x: plot.x + column, y: plot.y + row,
                            style: TermStyle(foreground: series[owner].color))
            }
        }
    }
}
