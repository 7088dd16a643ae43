/// Text, one or more lines. Its intrinsic size is the display width of its longest line by
/// the number of lines, so constraints can lay it out without magic numbers. Text is
/// sanitised when drawn: control characters show as visible symbols.
@MainActor
public final class TermLabel: TermView {
    /// The text; "\n" separates lines.
    public var text: String = "" {
        didSet {
            guard text != oldValue else { return }
            lines = TermLabel.split(text)
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// How the text looks.
    public var style: Style = .plain { didSet { setNeedsDisplay() } }
    /// Where each line sits when the label is wider than the line.
    public var alignment: TermTextAlignment = .left { didSet { setNeedsDisplay() } }

    private var lines: [String] = [""]

    /// Creates an empty label.
    public required init() {
        super.init()
    }

    /// Creates a label showing `text`.
    public convenience init(_ text: String, style: Style = .plain) {
        self.init()
        self.text = text
        self.style = style
        lines = TermLabel.split(text)
    }

    public override var intrinsicContentSize: TermIntrinsicSize {
        TermIntrinsicSize(width: lines.map(TermText.displayWidth).max() ?? 0, height: lines.count)
    }

    /// The first baseline is the bottom of the first text row, the last that of the last row.
    public override var baselineOffsets: (first: Int, last: Int)? { (1, lines.count) }

    public override func draw(in context: inout TermDrawingContext) {
        for (row, line) in lines.enumerated() where row < context.size.height {
            let width = TermText.displayWidth(line)
            let x: Int
            switch alignment {
            case .left: x = 0
            case .center: x = max(0, (context.size.width - width) / 2)
            case .right: x = max(0, context.size.width - width)
            }
            context.draw(line, x: x, y: row, style: style)
        }
    }

    private static func split(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
    }
}

/// A bordered box with an optional title. Its layout margins are 1 on every side (the border),
/// so content pinned to its margins stays inside the border.
@MainActor
public final class TermBox: TermView {
    /// The title drawn on the top border.
    public var title: String? { didSet { setNeedsDisplay() } }
    /// Where the title sits on the top border.
    public var titleAlignment: TermTextAlignment = .left { didSet { setNeedsDisplay() } }
    /// The line set of the border.
    public var borderStyle: BorderStyle = .single { didSet { setNeedsDisplay() } }
    /// How the border looks.
    public var lineStyle: Style = .plain { didSet { setNeedsDisplay() } }
    /// How the title looks; the border's style when nil.
    public var titleStyle: Style? { didSet { setNeedsDisplay() } }

    /// Creates a box with a single-line border and margins of 1.
    public required init() {
        super.init()
        layoutMargins = TermInsets(all: 1)
    }

    /// Creates a box with a title.
    public convenience init(title: String) {
        self.init()
        self.title = title
    }

    public override func draw(in context: inout TermDrawingContext) {
        context.drawBorder(style: borderStyle, lineStyle: lineStyle, title: title, titleStyle: titleStyle,
                           titleAlignment: titleAlignment)
    }
}
