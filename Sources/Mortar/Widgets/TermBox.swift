/// A bordered box with an optional title. Its layout margins are 1 on every side (the border),
/// so content pinned to its margins stays inside the border, and subviews are clipped to the
/// margins, so content that does not fit never draws over the border.
@MainActor
open class TermBox: TermView {
    // `@exclusivity(unchecked)` on what every frame draws: see `TermView.subviews`.

    /// The title drawn on the top border.
    @exclusivity(unchecked)
    public var title: String? { didSet { setNeedsDisplay() } }
    /// Where the title sits on the top border.
    @exclusivity(unchecked)
    public var titleAlignment: TermTextAlignment = .left { didSet { setNeedsDisplay() } }
    /// The line set of the border.
    @exclusivity(unchecked)
    public var borderStyle: BorderStyle = .single { didSet { setNeedsDisplay() } }
    /// How the border looks.
    @exclusivity(unchecked)
    public var lineStyle: TermStyle = .plain { didSet { setNeedsDisplay() } }
    /// How the title looks; the border's style when nil.
    @exclusivity(unchecked)
    public var titleStyle: TermStyle? { didSet { setNeedsDisplay() } }

    /// Creates a box with a single-line border and margins of 1.
    public required init() {
        super.init()
        layoutMargins = TermInsets(all: 1)
        clipsSubviewsToMargins = true
    }

    /// Creates a box with a title.
    public convenience init(title: String) {
        self.init()
        self.title = title
    }

    open override func draw(in context: inout TermDrawingContext) {
        context.drawBorder(style: borderStyle, lineStyle: lineStyle, title: title, titleStyle: titleStyle,
                           titleAlignment: titleAlignment)
    }
}
