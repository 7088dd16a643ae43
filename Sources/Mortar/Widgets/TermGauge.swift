/// A horizontal bar showing a fraction, with eighth-of-a-cell precision (block elements
/// `▏▎▍▌▋▊▉█`) and an optional label centred over it (by default the percentage).
@MainActor
open class TermGauge: TermView {
    /// The filled fraction, clamped to 0...1 (NaN counts as 0).
    public var fraction: Double = 0 {
        didSet {
            let clamped = Self.clamp(fraction)
            if clamped != fraction { fraction = clamped }
            setNeedsDisplay()
        }
    }
    /// The text over the bar; nil shows the percentage ("42%"), "" shows nothing.
    public var label: String? { didSet { setNeedsDisplay() } }
    /// The colour of the bar.
    public var barColor: TermColor = .green { didSet { setNeedsDisplay() } }
    /// The colour of the empty part (drawn as `░` when set, blank when nil).
    public var trackColor: TermColor? = .brightBlack { didSet { setNeedsDisplay() } }

    /// Creates an empty gauge.
    public required init() { super.init() }

    /// Creates a gauge at `fraction`.
    public convenience init(fraction: Double, label: String? = nil) {
        self.init()
        self.fraction = Self.clamp(fraction)   // observers do not run inside an initialiser
        self.label = label
    }

    private static func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(1, max(0, value)) }

    /// One row; no natural width (it stretches).
    open override var intrinsicContentSize: TermIntrinsicSize { TermIntrinsicSize(width: nil, height: 1) }

    static let eighths: [Unicode.Scalar] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// The text shown over the bar.
    public var displayedLabel: String { label ?? "\(Int((fraction * 100).rounded()))%" }

    open override func draw(in context: inout TermDrawingContext) {
        let width = context.size.width
        guard width > 0 else { return }
        let eighthsFilled = Int((fraction * Double(width) * 8).rounded())
        let full = eighthsFilled / 8, partial = eighthsFilled % 8
        let filled = TermStyle(foreground: barColor)
        let track = trackColor.map { TermStyle(foreground: $0) }
        for row in 0..<context.size.height {
            for x in 0..<width {
                if x < full {
                    context.put(scalar: "█", x: x, y: row, style: filled)
                } else if x == full && partial > 0 {
                    context.put(scalar: Self.eighths[partial - 1], x: x, y: row, style: filled)
                } else if let track {
                    context.put(scalar: "░", x: x, y: row, style: track)
                }
            }
        }
        let text = TermText.truncated(displayedLabel, toWidth: width)
        guard !text.isEmpty else { return }
        // The label reads on both parts: dark on the bar, the bar's colour on the track.
        let start = (width - TermText.displayWidth(text)) / 2, row = context.size.height / 2
        var x = start
        for cluster in TermText.clusters(text) {
            let onBar = x < full
            let style = onBar ? TermStyle(foreground: .black, background: barColor, attributes: .bold)
                              : TermStyle(foreground: barColor, attributes: .bold)
            context.put(cluster.character, width: cluster.width, x: x, y: row, style: style)
            x += cluster.width
        }
    }
}
