/// Fitting text into a width of cells: truncation with an ellipsis and word wrapping, both
/// measured in display cells (a CJK character counts two), never splitting a cluster.
extension TermText {
    /// `text` cut to at most `width` cells, ending in `ellipsis` ("…") when something was cut.
    public static func truncated(_ text: String, toWidth width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        // Printable ASCII (a box's title, every frame): one cell per byte, tested once.
        let ascii = isPrintableASCII(text)
        guard (ascii ? text.utf8.count : displayWidth(text)) > width else { return text }
        let budget = width - displayWidth(ellipsis)
        if budget >= 0 && ascii {
            // The prefix is the first `budget` bytes.
            return String(decoding: text.utf8.prefix(budget), as: UTF8.self) + ellipsis
        }
        guard budget >= 0 else { return prefix(ofClusters: clusters(text), width: width) }
        return prefix(ofClusters: clusters(text), width: budget) + ellipsis
    }

    /// `text` broken into lines of at most `width` cells: at spaces where it can, inside a word
    /// only when the word alone is wider than `width`. Existing line breaks are kept.
    public static func wrapped(_ text: String, toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = "", lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                var cells = clusters(String(word))
                var wordWidth = cells.reduce(0) { $0 + $1.width }
                let gap = line.isEmpty ? 0 : 1
                if lineWidth + gap + wordWidth <= width {
                    line += (gap == 1 ? " " : "") + word
                    lineWidth += gap + wordWidth
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                line = ""
                lineWidth = 0
                while wordWidth > width {
                    let head = prefix(ofClusters: cells, width: width)
                    let taken = clusters(head).count
                    guard taken > 0 else { break }         // a wide cluster in a 1-cell width
                    lines.append(head)
                    cells.removeFirst(taken)
                    wordWidth = cells.reduce(0) { $0 + $1.width }
                }
                line = String(cells.map(\.character))
                lineWidth = wordWidth
            }
            lines.append(line)
        }
        return lines
    }

    /// The longest run of whole clusters from the start that fits in `width` cells.
    static func prefix(ofClusters cells: [(character: Character, width: Int)], width: Int) -> String {
        var result = "", used = 0
        for cell in cells {
            guard used + cell.width <= width else { break }
            result.append(cell.character)
            used += cell.width
        }
        return result
    }
}
