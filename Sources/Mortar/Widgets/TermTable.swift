/// A column of a ``TermTable``.
public struct TermTableColumn: Sendable, Hashable {
    /// How wide a column is.
    public enum Width: Sendable, Hashable {
        /// Exactly this many cells.
        case fixed(Int)
        /// At least `min` cells, sharing the rest of the table's width by `weight`.
        case flexible(min: Int, weight: Double)
    }

    /// The header text.
    public var title: String
    /// How wide the column is.
    public var width: Width
    /// Where text sits in the column (numbers read best right-aligned).
    public var alignment: TermTextAlignment

    /// Creates a column.
    public init(_ title: String, width: Width = .flexible(min: 4, weight: 1), alignment: TermTextAlignment = .left) {
        self.title = title
        self.width = width
        self.alignment = alignment
    }
}

/// Rows of text in columns, with a header, a selection and scrolling. Focusable: arrows, Page
/// Up/Down, Home and End move the selection; the wheel scrolls; a click selects. Only the rows
/// in view are asked for and drawn, so a table of a million rows costs what its window costs.
@MainActor
open class TermTable: TermRowsView {
    /// The columns.
    public var columns: [TermTableColumn] = [] { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    /// Whether the first line shows the column titles.
    public var showsHeader = true { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    /// Cells between columns.
    public var columnSpacing = 1 { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    /// How the header looks.
    public var headerStyle: TermStyle = TermStyle(attributes: [.bold, .underline]) { didSet { setNeedsDisplay() } }

    /// A style for each cell of the rows that are not selected (nil for a cell: its row's
    /// style); asked only for cells in view. The selected row keeps its selected style.
    public var cellStyle: ((Int, Int) -> TermStyle?)? { didSet { setNeedsDisplay() } }

    private var cell: (Int, Int) -> String = { _, _ in "" }

    /// Creates an empty table.
    public required init() { super.init() }

    /// Creates a table with `columns`.
    public convenience init(columns: [TermTableColumn]) {
        self.init()
        self.columns = columns
    }

    open override var headerRows: Int { showsHeader ? 1 : 0 }

    /// The rows as arrays of cell texts (a missing cell is empty).
    public var rows: [[String]] {
        get { (0..<rowCount).map { row in columns.indices.map { cell(row, $0) } } }
        set {
            let data = newValue
            setRows(count: data.count) { row, column in column < data[row].count ? data[row][column] : "" }
        }
    }

    /// Supplies rows lazily: `cell(row, column)` is only called for rows in view.
    public func setRows(count: Int, cell: @escaping (Int, Int) -> String) {
        self.cell = cell
        setRowCount(max(0, count))
    }

    /// The sum of the columns' fixed and minimum widths and the spacing; no natural height (a
    /// table scrolls, so it takes the height its constraints give it).
    open override var intrinsicContentSize: TermIntrinsicSize {
        let widths = columns.map { column -> Int in
            switch column.width {
            case .fixed(let n): return n
            case .flexible(let min, _): return min
            }
        }
        return TermIntrinsicSize(width: widths.reduce(0, +) + max(0, columns.count - 1) * columnSpacing, height: nil)
    }
    /// The width of each column when the table is `width` cells wide.
    public func columnWidths(forWidth width: Int) -> [Int] {
        var widths = columns.map { column -> Int in
            switch column.width {
            case .fixed(let n): return max(0, n)
            case .flexible(let min, _): return max(0, min)
            }
        }
        let spare = width - widths.reduce(0, +) - max(0, columns.count - 1) * columnSpacing
        let weights = columns.map { column -> Double in
            if case .flexible(_, let weight) = column.width, weight.isFinite { return max(0, weight) }
            return 0
        }
        let total = weights.reduce(0, +)
        guard spare > 0, total > 0 else { return widths }
        // Shares by weight, cumulative rounding so the shares add up to the spare cells exactly.
        var given = 0.0, assigned = 0
        for i in widths.indices where weights[i] > 0 {
            given += Double(spare) * weights[i] / total
            let upTo = Int(given.rounded())
            widths[i] += upTo - assigned
            assigned = upTo
        }
        return widths
    }

    open override func draw(in context: inout TermDrawingContext) {
        let width = context.size.width
        let widths = columnWidths(forWidth: width)
        var y = 0
        if showsHeader {
            drawRow(columns.map(\.title), y: 0, widths: widths, styles: columns.map { _ in headerStyle }, into: &context)
            y = 1
        }
        for row in visibleRows(height: context.size.height) {
            let rowStyle = style(forRow: row)
            context.fill(TermRect(x: 0, y: y, width: width, height: 1), style: rowStyle)
            let styles = columns.indices.map { column in
                row == selectedIndex ? rowStyle : cellStyle?(row, column) ?? rowStyle
            }
            drawRow(columns.indices.map { cell(row, $0) }, y: y, widths: widths, styles: styles, into: &context)
            y += 1
        }
    }

    private func drawRow(_ texts: [String], y: Int, widths: [Int], styles: [TermStyle], into context: inout TermDrawingContext) {
        var x = 0
        for (i, column) in columns.enumerated() {
            let text = TermText.truncated(i < texts.count ? texts[i] : "", toWidth: widths[i])
            let free = widths[i] - TermText.displayWidth(text)
            let offset: Int
            switch column.alignment {
            case .left: offset = 0
            case .center: offset = free / 2
            case .right: offset = free
            }
            context.draw(text, x: x + offset, y: y, style: styles[i])
            x += widths[i] + columnSpacing
        }
    }
}
