/// The rows a ``TermTextArea`` shows its lines in at a given width: each line is cut into rows
/// of at most that many cells, after a space where there is one, else between any two clusters
/// (a cluster wider than the row gets a row of its own). An empty line is one empty row.
struct TermTextRows {
    /// A row: characters `start..<end` of line `line`.
    struct Row: Hashable {
        var line: Int
        var start: Int
        var end: Int
    }

    /// The rows, top to bottom.
    let rows: [Row]

    /// Cuts `lines` (each a line's clusters with their display widths) into rows `width` wide.
    init(_ lines: [[(character: Character, width: Int)]], width: Int) {
        var rows: [Row] = []
        let room = max(1, width)
        for (index, line) in lines.enumerated() {
            var start = 0
            if line.isEmpty { rows.append(Row(line: index, start: 0, end: 0)) }
            while start < line.count {
                var used = 0, end = start, lastBreak: Int?
                while end < line.count && used + line[end].width <= room {
                    if line[end].character == " " { lastBreak = end + 1 }
                    used += line[end].width
                    end += 1
                }
                if end < line.count {
                    if end == start { end = start + 1 } else if let lastBreak, lastBreak > start { end = lastBreak }
                }
                rows.append(Row(line: index, start: start, end: end))
                start = end
            }
        }
        self.rows = rows
    }

    /// The row the position `index` of line `line` is shown in: the row that holds it, or, for
    /// the end of a line, its last row.
    func row(line: Int, index: Int) -> Int {
        var found = 0
        for (r, row) in rows.enumerated() where row.line == line {
            found = r
            if index < row.end { return r }
        }
        return found
    }

    /// Whether `row` is the last row of its line.
    func isLastOfLine(_ row: Int) -> Bool { row + 1 >= rows.count || rows[row + 1].line != rows[row].line }
}
