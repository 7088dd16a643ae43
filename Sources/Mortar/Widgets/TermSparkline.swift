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

    static let levels: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    open override func draw(in context: inout TermDrawingContext) {
        let width = context.size.width, height = context.size.height
        guard width > 0, height > 0 else { return }
        let shown = values.suffix(width).map { $0.isFinite ? max(0, $0) : 0 }
        let top = maximum.flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? max(shown.max() ?? 0, .leastNonzeroMagnitude)
        let start = width - shown.count
        for (i, value) in shown.enumerated() {
            // In eighths of a cell, at least one so a zero still shows a baseline.
            let eighths = max(1, Int((min(1, value / top) * Double(height * 8)).rounded()))
            for row in 0..<height {
                let fromBottom = height - 1 - row
                let level = eighths - fromBottom * 8
                guard level > 0 else { continue }
                context.put(Self.levels[min(8, level) - 1], x: start + i, y: row, style: style)
            }
        }
    }
}
