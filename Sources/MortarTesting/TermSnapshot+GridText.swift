import Mortar

extension TermSnapshot {
    /// `text` with the spaces at the end of every row removed: what the `.grid` strategy
    /// compares. Blank cells at the end of a row and no cells look alike in a terminal, and a
    /// snapshot without trailing spaces survives editors and linters that strip them. A change
    /// of width still shows wherever a row has content at its end (a border, a bar).
    public var gridText: String { Self.trimmingLineEnds(text) }

    /// `styledText` with trailing spaces removed from every line: what `.styledGrid` compares.
    /// Default-styled cells are `.` in the style layer, so only the text rows lose anything.
    public var styledGridText: String { Self.trimmingLineEnds(styledText) }

    static func trimmingLineEnds(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { row in
            var row = row
            while row.last == " " { row = row.dropLast() }
            return row
        }.joined(separator: "\n")
    }
}
