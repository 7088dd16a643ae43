extension TermSnapshot {
    /// How ``svg(_:)`` draws: the size of a cell in pixels, the font, and the colours that stand
    /// for the terminal's default foreground and background.
    public struct SVGOptions: Sendable, Hashable {
        /// The width of one cell in pixels; a wide character spans two.
        public var cellWidth: Int
        /// The height of one cell (one row) in pixels.
        public var cellHeight: Int
        /// The font size in pixels.
        public var fontSize: Int
        /// The CSS font family list.
        public var fontFamily: String
        /// The colour of default-coloured text, as `#rrggbb`.
        public var defaultForeground: String
        /// The colour of default-coloured cells (the page), as `#rrggbb`.
        public var defaultBackground: String

        /// Options with a dark terminal's defaults: 10 × 20 pixel cells, a 16-pixel monospace font.
        public init(cellWidth: Int = 10, cellHeight: Int = 20, fontSize: Int = 16,
                    fontFamily: String = "DejaVu Sans Mono, Menlo, Consolas, monospace",
                    defaultForeground: String = "#d0d0d0", defaultBackground: String = "#101010") {
            self.cellWidth = max(1, cellWidth)
            self.cellHeight = max(1, cellHeight)
            self.fontSize = max(1, fontSize)
            self.fontFamily = fontFamily
            self.defaultForeground = defaultForeground
            self.defaultBackground = defaultBackground
        }
    }

    /// The snapshot as an SVG picture of the terminal: a rectangle per run of cells with a
    /// background colour, and a `<text>` per run of cells of one style, placed on the grid
    /// (each run's `textLength` is its cells' width, so a wide character spans exactly two
    /// cells whatever the font). Colours follow xterm's palette; bold, dim, italic, underline,
    /// strikethrough and reverse are drawn. The output is deterministic, so it can be a
    /// snapshot, and a README or a failing test can show it as a picture.
    public func svg(_ options: SVGOptions = SVGOptions()) -> String {
        let cw = options.cellWidth, ch = options.cellHeight
        let width = canvas.width * cw, height = canvas.height * ch
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
            + "viewBox=\"0 0 \(width) \(height)\" font-family=\"\(Self.escaped(options.fontFamily))\" "
            + "font-size=\"\(options.fontSize)\">\n"
        out += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(Self.escaped(options.defaultBackground))\"/>\n"
        for y in 0..<canvas.height {
            out += backgroundRuns(row: y, options)
        }
        for y in 0..<canvas.height {
            out += textRuns(row: y, options)
        }
        return out + "</svg>\n"
    }

    /// The cell's colours after `reverse`: (text, background), nil meaning the default.
    private static func colors(_ style: TermStyle) -> (text: TermColor, cell: TermColor, textIsBackground: Bool, cellIsForeground: Bool) {
        style.attributes.contains(.reverse)
            ? (style.background, style.foreground, true, true)
            : (style.foreground, style.background, false, false)
    }

    private static func hex(_ color: TermColor, default fallback: String) -> String {
        guard let (r, g, b) = color.rgbComponents else { return fallback }
        return "#" + [r, g, b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// The fill of a cell's background, nil for the page's own colour.
    private func cellFill(_ cell: TermCell, _ options: SVGOptions) -> String? {
        let c = Self.colors(cell.style)
        if c.cell == .default && !c.cellIsForeground { return nil }
        return Self.hex(c.cell, default: c.cellIsForeground ? options.defaultForeground : options.defaultBackground)
    }

    private func backgroundRuns(row y: Int, _ options: SVGOptions) -> String {
        var out = "", x = 0
        while x < canvas.width {
            guard let fill = cellFill(canvas[x, y], options) else { x += 1; continue }
            var end = x + 1
            while end < canvas.width, cellFill(canvas[end, y], options) == fill { end += 1 }
            out += "<rect x=\"\(x * options.cellWidth)\" y=\"\(y * options.cellHeight)\" "
                + "width=\"\((end - x) * options.cellWidth)\" height=\"\(options.cellHeight)\" fill=\"\(fill)\"/>\n"
            x = end
        }
        return out
    }

    private func textRuns(row y: Int, _ options: SVGOptions) -> String {
        var out = "", x = 0
        while x < canvas.width {
            let first = canvas[x, y]
            if first.isContinuation { x += 1; continue }
            // A wide character is a run of its own; narrow cells of one style run together.
            var end = x + 1
            if first.width >= 2 {
                end = min(canvas.width, x + 2)
            } else {
                while end < canvas.width, canvas[end, y].width == 1, canvas[end, y].style == first.style { end += 1 }
            }
            var text = String.UnicodeScalarView()
            for i in x..<end where !canvas[i, y].isContinuation { canvas[i, y].append(to: &text) }
            let style = first.style
            let drawsLines = style.attributes.contains(.underline) || style.attributes.contains(.strikethrough)
            var string = String(text)
            if !drawsLines { while string.last == " " { string.removeLast() } }
            let cells = drawsLines || first.width >= 2 ? end - x : string.count
            if !string.isEmpty && cells > 0 {
                out += textElement(string, x: x, y: y, cells: cells, style: style, options)
            }
            x = end
        }
        return out
    }

    private func textElement(_ string: String, x: Int, y: Int, cells: Int, style: TermStyle, _ options: SVGOptions) -> String {
        let c = Self.colors(style)
        let fill = Self.hex(c.text, default: c.textIsBackground ? options.defaultBackground : options.defaultForeground)
        var attributes = "x=\"\(x * options.cellWidth)\" y=\"\(y * options.cellHeight + options.cellHeight * 3 / 4)\" "
            + "textLength=\"\(cells * options.cellWidth)\" lengthAdjust=\"spacingAndGlyphs\" fill=\"\(fill)\""
        let a = style.attributes
        if a.contains(.bold) { attributes += " font-weight=\"bold\"" }
        if a.contains(.dim) { attributes += " fill-opacity=\"0.6\"" }
        if a.contains(.italic) { attributes += " font-style=\"italic\"" }
        let lines = [(TermAttributes.underline, "underline"), (.strikethrough, "line-through")]
            .filter { a.contains($0.0) }.map(\.1)
        if !lines.isEmpty { attributes += " text-decoration=\"\(lines.joined(separator: " "))\"" }
        return "<text \(attributes) xml:space=\"preserve\">\(Self.escaped(string))</text>\n"
    }

    /// `text` safe inside XML: the five special characters as entities, and anything XML 1.0
    /// cannot hold (control characters, which no text puts in a cell) as U+FFFD.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                let v = scalar.value
                let allowed = v == 0x09 || v == 0x0A || v == 0x0D || (v >= 0x20 && v != 0xFFFE && v != 0xFFFF)
                out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return out
    }
}
