/// A small chart of recent values, one column per value, newest on the right, each column a
/// bar of eighth-cell block elements (`▁▂▃▄▅▆▇█`) as tall as the view.
@MainActor
open class TermSparkline: TermView {
    /// The values, oldest first; only the last `width` are shown.
    public var values: [Double] = [] { didSet { setNeedsDisplay() } }
    /// The value of a full column; nil scales to the largest value shown.
    public var maximum: Double? { didSet { setNeedsDisplay() } }
    /// How the bars look.
    public var style: TermStyle = TermStyle(foreground: .cyan) { didSet { setNeedsDisplay() } }

    /// Creates an empty sparkline.
    public required init() { super.init() }

    /// Creates a sparkline of `values`.
    public convenience init(values: [Double], maximum: Double? = nil) {
        self.init()
        self.values = values
        self.maximum = maximum
    }

    /// Appends a value, keeping at most `limit` of them.
    public func append(_ value: Double, limit: Int = 512) {
        values.append(value)
        if values.count > limit { values.removeFirst(values.count - limit) }
    }

    /// One row by default; no natural width.
    open override var intrinsicContentSize: TermIntrinsicSize { TermIntrinsicSize(width: nil, height: 1) }

    static let levels: [Unicode.Scalar] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    // Drawn every frame a value arrives, so written as plain loops: a closure handed to `map`
    // or `max` from main-actor code checks its executor on every call, which cost a sparkline
    // more than its drawing (issue 14's T2).
    open override func draw(in context: inout TermDrawingContext) {
        let width = context.size.width, height = context.size.height
        guard width > 0, height > 0 else { return }
        let shown = values.suffix(width)
        var largest = 0.0
        for value in shown where value.isFinite && value > largest { largest = value }
        var top = max(largest, .leastNonzeroMagnitude)
        if let maximum, maximum > 0, maximum.isFinite { top = maximum }
        let style = self.style
        var x = width - shown.count
        for raw in shown {
            let value = raw.isFinite ? max(0, raw) : 0
            // In eighths of a cell, at least one so a zero still shows a baseline.
            let eighths = max(1, Int((min(1, value / top) * Double(height * 8)).rounded()))
            for row in 0..<height {
                let fromBottom = height - 1 - row
                let level = eighths - fromBottom * 8
                guard level > 0 else { continue }
                context.put(scalar: Self.levels[min(8, level) - 1], x: x, y: row, style: style)
            }
            x += 1
        }
    }
}
