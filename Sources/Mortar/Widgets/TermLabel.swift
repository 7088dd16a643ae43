/// Text, one or more lines. Its intrinsic size is the display width of its longest line by
/// the number of lines, so constraints can lay it out without magic numbers. Text is
/// sanitised when drawn: control characters show as visible symbols.
@MainActor
open class TermLabel: TermView {
    /// The text; "\n" separates lines. Setting it drops any ``styledText``.
    public var text: String = "" {
        didSet {
            if !isSettingStyledText { styledText = nil }
            guard text != oldValue else { return }
            lines = TermLabel.split(text)
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// Text whose runs have styles of their own (nil: ``text`` in ``style``). Setting it sets
    /// ``text`` to its plain text, so the label measures, wraps and truncates it the same way;
    /// each cluster keeps its run's style, runs without one use ``style``.
    public var styledText: TermStyledText? {
        didSet {
            guard let styledText else { return }
            isSettingStyledText = true
            text = styledText.plainText
            isSettingStyledText = false
            setNeedsDisplay()
        }
    }
    private var isSettingStyledText = false
    /// How the text looks.
    public var style: TermStyle = .plain { didSet { setNeedsDisplay() } }
    /// Where each line sits when the label is wider than the line.
    public var alignment: TermTextAlignment = .left { didSet { setNeedsDisplay() } }
    /// What happens to lines wider than the label: clipped (the default), cut with an ellipsis,
    /// or wrapped at spaces onto more rows.
    public var lineBreakMode: TermLineBreakMode = .clip {
        didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() }
    }
    /// For wrapping labels: the width the intrinsic size is measured at (the label's height is
    /// then the number of wrapped rows), as UIKit's `preferredMaxLayoutWidth`. Nil measures the
    /// text unwrapped.
    public var preferredMaxWidth: Int? {
        didSet { invalidateIntrinsicContentSize() }
    }

    private var lines: [String] = [""]

    /// Creates an empty label.
    public required init() {
        super.init()
    }

    /// Creates a label showing `text`.
    public convenience init(_ text: String, style: TermStyle = .plain) {
        self.init()
        self.text = text
        self.style = style
        lines = TermLabel.split(text)
    }

    open override var intrinsicContentSize: TermIntrinsicSize {
        let widest = lines.map(TermText.displayWidth).max() ?? 0
        if lineBreakMode == .wrap, let limit = preferredMaxWidth, limit > 0, widest > limit {
            let rows = TermText.wrapped(text, toWidth: limit)
            return TermIntrinsicSize(width: rows.map(TermText.displayWidth).max() ?? 0, height: rows.count)
        }
        return TermIntrinsicSize(width: widest, height: lines.count)
    }

    /// The first baseline is the bottom of the first text row, the last that of the last row.
    open override var baselineOffsets: (first: Int, last: Int)? { (1, lines.count) }

    /// The rows as drawn at `width`: wrapped, truncated or as written.
    public func displayLines(width: Int) -> [String] {
        switch lineBreakMode {
        case .clip: return lines
        case .truncateTail: return lines.map { TermText.truncated($0, toWidth: width) }
        case .wrap: return TermText.wrapped(text, toWidth: width)
        }
    }

    open override func draw(in context: inout TermDrawingContext) {
        if let styledText {
            drawStyled(styledText, in: &context)
            return
        }
        for (row, line) in displayLines(width: context.size.width).enumerated() where row < context.size.height {
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

    private func drawStyled(_ styled: TermStyledText, in context: inout TermDrawingContext) {
        let width = context.size.width
        let rows: [[TermStyledText.Cell]]
        switch lineBreakMode {
        case .clip: rows = styled.lines()
        case .truncateTail: rows = styled.truncatedLines(toWidth: width)
        case .wrap: rows = styled.wrappedLines(toWidth: width)
        }
        for (y, row) in rows.enumerated() where y < context.size.height {
            let rowWidth = row.reduce(0) { $0 + $1.width }
            var x: Int
            switch alignment {
            case .left: x = 0
            case .center: x = max(0, (width - rowWidth) / 2)
            case .right: x = max(0, width - rowWidth)
            }
            for cell in row {
                context.put(cell.character, width: cell.width, x: x, y: y, style: cell.style ?? style)
                x += cell.width
            }
        }
    }

    private static func split(_ text: String) -> [String] {
        // One line (most labels): no walk over the text's characters.
        guard text.utf8.contains(UInt8(ascii: "\n")) else {
            return [text.hasSuffix("\r") ? String(text.dropLast()) : text]
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
    }
}

/// How a label fits lines wider than itself.
public enum TermLineBreakMode: Sendable, Hashable {
    /// Cut at the edge.
    case clip
    /// Cut with an ellipsis ("…") in the last cell.
    case truncateTail
    /// Broken at spaces onto the next rows (inside a word only if it alone is too wide).
    case wrap
}
