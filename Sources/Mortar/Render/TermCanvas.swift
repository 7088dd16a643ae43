/// The character grid everything draws into, and the only thing the output side sees.
///
/// The canvas keeps wide characters whole: writing over either half of a two-cell cluster
/// blanks the other half, and a wide cluster that would cross the clip's right edge is drawn
/// as a space instead. So every row always adds up to exactly `width` columns, and the terminal
/// runtime never hands ncurses half a character.
public struct TermCanvas: Hashable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Row-major cells.
    public private(set) var cells: [TermCell]

    /// A canvas of `width` × `height` cells (negative sizes count as zero), all `fill`.
    public init(width: Int, height: Int, fill: TermCell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = [TermCell](repeating: fill, count: self.width * self.height)
    }

    /// The whole canvas as a rectangle.
    public var bounds: TermRect { TermRect(x: 0, y: 0, width: width, height: height) }

    /// The cell at column `x`, row `y`; a blank cell outside the canvas.
    public subscript(x: Int, y: Int) -> TermCell {
        guard x >= 0, x < width, y >= 0, y < height else { return .blank }
        return cells[y * width + x]
    }

    /// Puts one cluster of display `width` 1 or 2 at `x, y` if it fits inside `clip` (and the
    /// canvas), keeping wide clusters whole. Returns the column after it.
    @discardableResult
    public mutating func put(_ character: Character, width w: Int, style: TermStyle, x: Int, y: Int,
                             clip: TermRect? = nil) -> Int {
        let area = clip.map { $0.intersection(bounds) } ?? bounds
        guard y >= area.y, y < area.maxY, x >= area.x, x < area.maxX else { return x + max(1, w) }
        if w >= 2 && x + 1 >= area.maxX {
            // The right half would fall outside: a space keeps the column count right.
            setCell(x, y, .blank(style))
            return x + 2
        }
        setCell(x, y, TermCell(character, width: w >= 2 ? 2 : 1, style: style))
        if w >= 2 { setCell(x + 1, y, TermCell(scalar: 0x20, width: 0, style: style)) }
        return x + (w >= 2 ? 2 : 1)
    }

    /// Puts `scalar`, a one-cell cluster of its own that needs no sanitising, at `x, y` if it
    /// is inside `clip` (and the canvas): ``put(_:width:style:x:y:clip:)`` for the glyphs that
    /// bars and axes repeat cell after cell.
    mutating func put(scalar: Unicode.Scalar, style: TermStyle, x: Int, y: Int, clip: TermRect) {
        let area = clip.intersection(bounds)
        guard y >= area.y, y < area.maxY, x >= area.x, x < area.maxX else { return }
        setCell(x, y, TermCell(scalar: scalar.value, style: style))
    }

    /// Draws `text` from `x, y` along one row (sanitised, in clusters, clipped). Returns the
    /// column after the last cluster.
    @discardableResult
    public mutating func draw(_ text: String, x: Int, y: Int, style: TermStyle = .plain, clip: TermRect? = nil) -> Int {
        var column = x
        if let cells = TermText.isPrintableASCII(text) ? text.utf8.count : TermText.singleCellScalars(text) {
            // One cell per scalar (printable ASCII, or a title cut with "…"): no clusters to form.
            let area = clip.map { $0.intersection(bounds) } ?? bounds
            guard y >= area.y, y < area.maxY else { return x + cells }
            for scalar in text.unicodeScalars {
                if column >= area.x && column < area.maxX { setCell(column, y, TermCell(scalar: scalar.value, style: style)) }
                column += 1
            }
            return column
        }
        for cluster in TermText.clusters(text) {
            column = put(cluster.character, width: cluster.width, style: style, x: column, y: y, clip: clip)
        }
        return column
    }

    /// Fills `rect` (clipped) with `character` in `style`.
    public mutating func fill(_ rect: TermRect, with character: Character = " ", style: TermStyle = .plain,
                              clip: TermRect? = nil) {
        let area = rect.intersection(clip.map { $0.intersection(bounds) } ?? bounds)
        guard !area.isEmpty else { return }
        let cluster = TermText.clusters(String(character)).first ?? (" ", 1)
        for y in area.y..<area.maxY {
            var x = area.x
            while x < area.maxX {
                x = put(cluster.character, width: cluster.width, style: style, x: x, y: y, clip: area)
            }
        }
    }

    /// Draws a border around the edge of `rect` (clipped), with an optional title on the top
    /// edge, and returns nothing: the inside is left as it was.
    public mutating func drawBorder(_ rect: TermRect, style border: BorderStyle = .single, lineStyle: TermStyle = .plain,
                                    title: String? = nil, titleStyle: TermStyle? = nil,
                                    titleAlignment: TermTextAlignment = .left, clip: TermRect? = nil) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let c = border.scalars
        let area = clip.map { $0.intersection(bounds) } ?? bounds
        let right = rect.maxX - 1, bottom = rect.maxY - 1
        // Each line cell is built once; an edge is then one clipped run or column of copies.
        func cell(_ scalar: Unicode.Scalar) -> TermCell { TermCell(scalar: scalar.value, style: lineStyle) }
        let horizontal = cell(c.horizontal), vertical = cell(c.vertical)
        let columns = max(rect.x + 1, area.x)..<max(max(rect.x + 1, area.x), min(right, area.maxX))
        if rect.y >= area.y && rect.y < area.maxY { fillRun(rect.y, columns, with: horizontal) }
        if bottom >= area.y && bottom < area.maxY { fillRun(bottom, columns, with: horizontal) }
        for y in max(rect.y + 1, area.y)..<max(max(rect.y + 1, area.y), min(bottom, area.maxY)) {
            if rect.x >= area.x && rect.x < area.maxX { setCell(rect.x, y, vertical) }
            if right >= area.x && right < area.maxX { setCell(right, y, vertical) }
        }
        func write(_ cell: TermCell, _ x: Int, _ y: Int) {
            if area.contains(TermPoint(x: x, y: y)) { setCell(x, y, cell) }
        }
        write(cell(c.topLeft), rect.x, rect.y)
        write(cell(c.topRight), right, rect.y)
        write(cell(c.bottomLeft), rect.x, bottom)
        write(cell(c.bottomRight), right, bottom)
        guard let title, !title.isEmpty, rect.width >= 5 else { return }
        // " title " between the corners, truncated with an ellipsis to fit.
        let room = rect.width - 4
        let titleClip = TermRect(x: rect.x + 1, y: rect.y, width: rect.width - 2, height: 1)
            .intersection(clip ?? bounds)
        let style = titleStyle ?? lineStyle
        func offset(used: Int) -> Int {
            switch titleAlignment {
            case .left: 1
            case .center: 1 + (rect.width - 2 - used) / 2
            case .right: rect.width - 1 - used
            }
        }
        if TermText.isPrintableASCII(title) {
            // What the general path below draws, without building the cut title and the padded
            // string to draw (every box, every frame): the first `room - 1` bytes and "…" when
            // the title is longer than `room`, one cell each.
            let count = title.utf8.count, cut = count > room
            let shown = cut ? room - 1 : count
            var x = rect.x + offset(used: shown + (cut ? 1 : 0) + 2)
            let area = titleClip.intersection(bounds)
            guard rect.y >= area.y, rect.y < area.maxY else { return }
            func put(_ scalar: UInt32) {
                if x >= area.x && x < area.maxX { setCell(x, rect.y, TermCell(scalar: scalar, style: style)) }
                x += 1
            }
            put(0x20)
            for byte in title.utf8.prefix(shown) { put(UInt32(byte)) }
            if cut { put(0x2026) }
            put(0x20)
            return
        }
        let text = TermText.truncated(title, toWidth: room)
        draw(" \(text) ", x: rect.x + offset(used: TermText.displayWidth(text) + 2), y: rect.y, style: style, clip: titleClip)
    }

    /// Adds `attributes` to the style of every cell in `rect` (clipped to the canvas), keeping
    /// characters and colours: how the focus is marked and what a modal dims behind it.
    public mutating func addAttributes(_ attributes: TermAttributes, in rect: TermRect) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty, !attributes.isEmpty else { return }
        for y in area.y..<area.maxY {
            for i in (y * width + area.x)..<(y * width + area.maxX) { cells[i].style.attributes.formUnion(attributes) }
        }
    }

    /// Copies whole rows (clamped) from `other`, a canvas of the same size, in place: how a
    /// kept canvas is brought up to date with the last frame before a partial render.
    mutating func copyRows(_ rows: Range<Int>, from other: TermCanvas) {
        guard other.width == width, other.height == height else { return }
        let rows = rows.clamped(to: 0..<height)
        guard !rows.isEmpty else { return }
        let range = rows.lowerBound * width..<rows.upperBound * width
        cells.replaceSubrange(range, with: other.cells[range])
    }

    /// Blanks whole rows (clamped to the canvas): the damaged rows before they are drawn again.
    mutating func blankRows(_ rows: Range<Int>) {
        let rows = rows.clamped(to: 0..<height)
        guard !rows.isEmpty else { return }
        cells.replaceSubrange(rows.lowerBound * width..<rows.upperBound * width,
                              with: repeatElement(TermCell.blank, count: rows.count * width))
    }

    // MARK: Private

    /// Writes `cell`, one cell wide, into every column of `columns` in row `y` (both within
    /// the canvas): what ``setCell(_:_:_:)`` does cell by cell, with the wide-cluster repairs
    /// only at the run's two ends, the only places where a half of a cluster can be left.
    private mutating func fillRun(_ y: Int, _ columns: Range<Int>, with cell: TermCell) {
        guard let first = columns.first, let last = columns.last else { return }
        setCell(first, y, cell)
        guard last > first else { return }
        let row = y * width
        for i in (row + first + 1)..<(row + last) { cells[i] = cell }
        setCell(last, y, cell)
    }

    /// Writes a cell, first blanking the other half of any wide cluster it overwrites.
    private mutating func setCell(_ x: Int, _ y: Int, _ cell: TermCell) {
        guard x >= 0, x < width, y >= 0, y < height else { return }
        let i = y * width + x
        let old = cells[i]
        if old.width == 0 && x > 0 && cells[i - 1].width == 2 {
            cells[i - 1] = .blank(cells[i - 1].style)
        }
        if old.width == 2 && cell.width != 0 && x + 1 < width && cells[i + 1].width == 0 {
            cells[i + 1] = .blank(cells[i + 1].style)
        }
        if cell.width == 0 && x + 1 < width && cells[i + 1].width == 0 && old.width == 2 {
            // Writing a continuation over the left half of another wide cluster.
            cells[i + 1] = .blank(cells[i + 1].style)
        }
        cells[i] = cell
    }
}

/// Horizontal alignment of text in its space.
public enum TermTextAlignment: Sendable, Hashable {
    case left
    case center
    case right
}
