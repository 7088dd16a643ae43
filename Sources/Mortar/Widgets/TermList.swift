/// A scrolling list of one-line items with a selection. Focusable: arrows, Page Up/Down, Home
/// and End move the selection; the wheel scrolls; a click selects. Only the rows in view are
/// drawn. With ``followsTail`` it works as a log.
@MainActor
open class TermList: TermRowsView {
    /// The items, one row each.
    public var items: [String] = [] {
        didSet {
            setRowCount(items.count)
            invalidateIntrinsicContentSize()
        }
    }
    /// Keeps the last item in view as items are appended, unless the user scrolled up.
    public var followsTail = false

    /// Creates an empty list.
    public required init() { super.init() }

    /// Creates a list of `items`.
    public convenience init(items: [String]) {
        self.init()
        self.items = items
        setRowCount(items.count)   // observers do not run inside an initialiser
    }

    /// Appends an item; with ``followsTail`` the list scrolls to it if the end was in view.
    public func append(_ item: String) {
        let atEnd = scrollOffset + frame.height >= items.count
        items.append(item)
        if followsTail && atEnd { scroll(by: items.count) }
    }

    /// The width of the widest item; no natural height (a list scrolls, so it takes the
    /// height its constraints give it, as UIKit's table views do).
    open override var intrinsicContentSize: TermIntrinsicSize {
        TermIntrinsicSize(width: items.map(TermText.displayWidth).max() ?? 0, height: nil)
    }

    open override func draw(in context: inout TermDrawingContext) {
        for (y, index) in visibleRows(height: context.size.height).enumerated() {
            let rowStyle = style(forRow: index)
            context.fill(TermRect(x: 0, y: y, width: context.size.width, height: 1), style: rowStyle)
            context.draw(TermText.truncated(items[index], toWidth: context.size.width), x: 0, y: y, style: rowStyle)
        }
    }
}
