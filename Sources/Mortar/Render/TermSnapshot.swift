/// A rendered screen, headless: the grid as text, and as text plus a readable style layer.
public struct TermSnapshot: Hashable, Sendable {
    /// The rendered cells.
    public let canvas: TermCanvas

    /// Wraps a rendered canvas.
    public init(canvas: TermCanvas) {
        self.canvas = canvas
    }

    /// Columns.
    public var width: Int { canvas.width }
    /// Rows.
    public var height: Int { canvas.height }

    /// Each row as a string of exactly `width` columns (a wide cluster's continuation cell
    /// adds nothing to the string).
    public var rows: [String] {
        (0..<canvas.height).map { y in
            var row = String.UnicodeScalarView()
            for x in 0..<canvas.width where !canvas[x, y].isContinuation { canvas[x, y].append(to: &row) }
            return String(row)
        }
    }

    /// The grid as rows joined by "\n".
    public var text: String { rows.joined(separator: "\n") }

    /// The grid, then under each row a style row that gives every column a letter (`.` for the
    /// plain style), then a legend of the letters: a colour or attribute change shows up in a
    /// text diff.
    ///
    /// ```
    /// CPU 42%
    /// AAA.BBB
    /// A: bold
    /// B: fg=green
    /// ```
    public var styledText: String {
        var letters: [TermStyle: Character] = [.plain: "."]
        var legend: [(Character, TermStyle)] = []
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        var lines: [String] = []
        for (y, row) in rows.enumerated() {
            lines.append(row)
            var styleRow = ""
            for x in 0..<canvas.width {
                let style = canvas[x, y].style
                if letters[style] == nil {
                    let letter = legend.count < alphabet.count ? alphabet[legend.count] : "?"
                    letters[style] = letter
                    legend.append((letter, style))
                }
                styleRow.append(letters[style]!)
            }
            lines.append(styleRow)
        }
        lines += legend.map { "\($0.0): \($0.1)" }
        return lines.joined(separator: "\n")
    }
}
