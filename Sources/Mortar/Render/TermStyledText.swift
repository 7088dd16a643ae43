/// A run of text in one style inside a ``TermStyledText``; a nil style is the style of the view
/// that draws it (a label's ``TermLabel/style``).
public struct TermSpan: Hashable, Sendable {
    /// The text of the run.
    public var text: String
    /// Its style; nil takes the drawing view's.
    public var style: TermStyle?

    /// A run of `text` in `style` (nil: the view's own style).
    public init(_ text: String, style: TermStyle? = nil) {
        self.text = text
        self.style = style
    }
}

/// Text whose runs have their own styles: `"cpu " + TermStyledText("92%", style: .bold)`. A
/// ``TermLabel`` shows it through ``TermLabel/styledText``, wrapping and truncating it as it
/// would plain text, each cluster keeping its run's style (an ellipsis takes the style of the
/// cluster before it). A string literal is one run in the view's style.
public struct TermStyledText: Hashable, Sendable, ExpressibleByStringLiteral {
    /// One drawn cluster: its character, display width and style (nil: the view's).
    struct Cell {
        var character: Character
        var width: Int
        var style: TermStyle?
    }

    /// The runs, in order.
    public var spans: [TermSpan]

    /// Text made of `spans`.
    public init(_ spans: [TermSpan]) { self.spans = spans }

    /// One run of `text` in `style` (nil: the view's own style).
    public init(_ text: String, style: TermStyle? = nil) { spans = [TermSpan(text, style: style)] }

    /// One run in the view's style.
    public init(stringLiteral value: String) { spans = [TermSpan(value)] }

    /// The text without its styles.
    public var plainText: String { spans.map(\.text).joined() }

    /// The runs of `lhs`, then those of `rhs`.
    public static func + (lhs: TermStyledText, rhs: TermStyledText) -> TermStyledText {
        TermStyledText(lhs.spans + rhs.spans)
    }

    /// The lines ("\n" separates them; a "\r" at the end of a line is dropped, as a label
    /// drops it), each as drawn clusters.
    func lines() -> [[Cell]] {
        var lines: [[Cell]] = [[]]
        for span in spans {
            let parts = span.text.split(separator: "\n", omittingEmptySubsequences: false)
            for (i, part) in parts.enumerated() {
                if i > 0 { lines.append([]) }
                let text = part.hasSuffix("\r") ? String(part.dropLast()) : String(part)
                lines[lines.count - 1] += TermText.clusters(text).map {
                    Cell(character: $0.character, width: $0.width, style: span.style)
                }
            }
        }
        return lines
    }

    /// The lines cut to `width` cells, the last kept cluster followed by an ellipsis when
    /// something was cut (as ``TermText/truncated(_:toWidth:ellipsis:)``).
    func truncatedLines(toWidth width: Int) -> [[Cell]] {
        lines().map { line in
            guard width > 0 else { return [] }
            guard line.reduce(0, { $0 + $1.width }) > width else { return line }
            var kept: [Cell] = [], used = 0
            for cell in line {
                guard used + cell.width <= width - 1 else { break }
                kept.append(cell)
                used += cell.width
            }
            return kept + [Cell(character: "…", width: 1, style: kept.last?.style ?? line.first?.style)]
        }
    }

    /// The lines wrapped to `width` cells as ``TermText/wrapped(_:toWidth:)`` wraps plain text:
    /// at spaces (the space that breaks a line is dropped), inside a word only when it alone is
    /// wider than `width`.
    func wrappedLines(toWidth width: Int) -> [[Cell]] {
        guard width > 0 else { return [] }
        var rows: [[Cell]] = []
        for paragraph in lines() {
            var words: [[Cell]] = [[]], gaps: [Cell?] = [nil]
            for cell in paragraph {
                if cell.character == " " {
                    words.append([])
                    gaps.append(cell)
                } else {
                    words[words.count - 1].append(cell)
                }
            }
            var row: [Cell] = [], rowWidth = 0
            for (index, var word) in words.enumerated() {
                var wordWidth = word.reduce(0) { $0 + $1.width }
                let gap = row.isEmpty ? nil : gaps[index]
                if rowWidth + (gap == nil ? 0 : 1) + wordWidth <= width {
                    if let gap { row.append(gap) }
                    row += word
                    rowWidth += (gap == nil ? 0 : 1) + wordWidth
                    continue
                }
                if !row.isEmpty { rows.append(row) }
                row = []
                rowWidth = 0
                while wordWidth > width {
                    var head: [Cell] = [], used = 0
                    for cell in word {
                        guard used + cell.width <= width else { break }
                        head.append(cell)
                        used += cell.width
                    }
                    guard !head.isEmpty else { break }       // a wide cluster in a 1-cell width
                    rows.append(head)
                    word.removeFirst(head.count)
                    wordWidth -= used
                }
                row = word
                rowWidth = wordWidth
            }
            rows.append(row)
        }
        return rows
    }
}
