/// A scroll bar: a track the length of the view with a thumb whose length is the visible part
/// of the content and whose place is the scroll position. A ``TermScrollView`` keeps one on each
/// axis; on its own it shows whatever it is given. A click on the track before or after the
/// thumb calls ``onPage`` with -1 or 1. Vertical, 5 rows, showing 3 of 10 rows from the
/// fifth on, then all of them; horizontal, 6 cells, showing the second half:
///
/// ```
/// │
/// │
/// ┃
/// ┃
/// │
/// ┃
/// ┃
/// ┃
/// ┃
/// ┃
/// ───━━━
/// ```
///
/// Its intrinsic size is one cell across the axis; along it, none.
@MainActor
open class TermScrollbar: TermView {
    /// The direction the bar runs in.
    public var axis: TermAxis = .vertical { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    /// How long the content is, in cells.
    public var contentLength = 0 { didSet { setNeedsDisplay() } }
    /// How much of it is visible.
    public var visibleLength = 0 { didSet { setNeedsDisplay() } }
    /// The first visible cell of the content.
    public var offset = 0 { didSet { setNeedsDisplay() } }
    /// How the track looks.
    public var trackStyle: TermStyle = TermStyle(foreground: .brightBlack) { didSet { setNeedsDisplay() } }
    /// How the thumb looks.
    public var thumbStyle: TermStyle = .plain { didSet { setNeedsDisplay() } }
    /// Called with -1 or 1 when the track before or after the thumb is clicked.
    public var onPage: ((Int) -> Void)?

    /// Creates a vertical bar over empty content.
    public required init() { super.init() }

    /// Creates a bar along `axis`.
    public convenience init(axis: TermAxis) {
        self.init()
        self.axis = axis
    }

    /// One cell across the axis.
    open override var intrinsicContentSize: TermIntrinsicSize {
        axis == .vertical ? TermIntrinsicSize(width: 1, height: nil) : TermIntrinsicSize(width: nil, height: 1)
    }

    /// The thumb's first cell and length on a track of `length` cells: the visible fraction of
    /// the track (at least one cell), placed in proportion to the offset; the whole track when
    /// everything is visible.
    public func thumb(trackLength length: Int) -> (start: Int, length: Int) {
        guard length > 0 else { return (0, 0) }
        let content = max(contentLength, 0), visible = max(visibleLength, 0)
        guard content > visible, visible > 0 else { return (0, length) }
        let size = min(length, max(1, Int((Double(length) * Double(visible) / Double(content)).rounded())))
        let scrollable = content - visible
        let position = Double(min(max(offset, 0), scrollable)) / Double(scrollable)
        return (Int((position * Double(length - size)).rounded()), size)
    }

    open override func draw(in context: inout TermDrawingContext) {
        let vertical = axis == .vertical
        let length = vertical ? context.size.height : context.size.width
        let (start, size) = thumb(trackLength: length)
        for i in 0..<max(0, length) {
            let inThumb = i >= start && i < start + size
            let character: Character = vertical ? (inThumb ? "┃" : "│") : (inThumb ? "━" : "─")
            context.put(character, x: vertical ? 0 : i, y: vertical ? i : 0, style: inThumb ? thumbStyle : trackStyle)
        }
    }

    /// A click before the thumb pages back, after it forward.
    open override func handleMouse(_ event: TermMouseEvent) -> Bool {
        guard case .click(button: 1) = event.kind, let onPage else { return false }
        let vertical = axis == .vertical
        let at = vertical ? event.position.y - frameOnScreen.y : event.position.x - frameOnScreen.x
        let (start, size) = thumb(trackLength: vertical ? frame.height : frame.width)
        if at < start { onPage(-1) } else if at >= start + size { onPage(1) } else { return true }
        return true
    }
}
