/// An activity indicator: one frame of an animation followed by an optional label. Call
/// ``advance()`` from a timer (`app.every(.milliseconds(100)) { spinner.advance() }`).
@MainActor
open class TermSpinner: TermView {
    /// The animation's frames; braille dots by default.
    public var frames: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"] {
        didSet { frameIndex = 0; invalidateIntrinsicContentSize(); setNeedsDisplay() }
    }
    /// Text after the frame.
    public var label: String = "" { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    /// Whether ``advance()`` moves the animation; a stopped spinner shows nothing.
    public var isSpinning = true { didSet { setNeedsDisplay() } }
    /// How the frame looks.
    public var style: TermStyle = TermStyle(foreground: .cyan) { didSet { setNeedsDisplay() } }
    /// The frame shown.
    public private(set) var frameIndex = 0 { didSet { if frameIndex != oldValue { setNeedsDisplay() } } }

    /// Creates a spinner.
    public required init() { super.init() }

    /// Creates a spinner with a label.
    public convenience init(label: String) {
        self.init()
        self.label = label
    }

    /// Shows the next frame.
    public func advance() {
        guard isSpinning, !frames.isEmpty else { return }
        frameIndex = (frameIndex + 1) % frames.count
        setNeedsDisplay()
    }

    /// The widest frame, a space and the label; one row.
    open override var intrinsicContentSize: TermIntrinsicSize {
        let frameWidth = frames.map(TermText.displayWidth).max() ?? 0
        let labelWidth = label.isEmpty ? 0 : 1 + TermText.displayWidth(label)
        return TermIntrinsicSize(width: frameWidth + labelWidth, height: 1)
    }

    open override func draw(in context: inout TermDrawingContext) {
        let frameWidth = frames.map(TermText.displayWidth).max() ?? 0
        if isSpinning, frameIndex < frames.count { context.draw(frames[frameIndex], x: 0, y: 0, style: style) }
        if !label.isEmpty { context.draw(label, x: frameWidth + 1, y: 0) }
    }
}
