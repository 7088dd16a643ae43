/// What ``TermList`` and ``TermTable`` share: rows shown through a window below an optional
/// header, a selection kept in view, keys (arrows, Page Up/Down, Home, End), the wheel and
/// clicks. Subclasses draw the rows in ``visibleRows(height:)``.
@MainActor
open class TermRowsView: TermView {
    /// How rows look.
    public var style: TermStyle = .plain { didSet { setNeedsDisplay() } }
    /// How the selected row looks while the view has the focus; nil (the default) uses the
    /// screen's ``TermTheme/focused``.
    public var selectedStyle: TermStyle? { didSet { setNeedsDisplay() } }
    /// How the selected row looks while it does not.
    public var inactiveSelectedStyle: TermStyle = .bold { didSet { setNeedsDisplay() } }
    /// A style for each row that is not selected (nil for a row: ``style``); asked only for
    /// rows in view. A table's ``TermTable/cellStyle`` goes on top of it.
    public var rowStyle: ((Int) -> TermStyle?)? { didSet { setNeedsDisplay() } }
    /// Called with the new selection when the user moves it.
    public var onSelect: ((Int?) -> Void)?

    private var state = TermScrollSelection() { didSet { if state != oldValue { setNeedsDisplay() } } }

    /// Creates an empty view.
    public required init() { super.init() }

    /// Rows above the scrolling ones (a table's header); 0 by default.
    open var headerRows: Int { 0 }

    /// How many rows there are.
    public var rowCount: Int { state.count }
    /// The selected row.
    public var selectedIndex: Int? { state.selected }
    /// The first row in view.
    public var scrollOffset: Int { state.offset }

    /// Selects `row` (nil clears) and scrolls it into view.
    public func select(_ row: Int?) {
        state.select(row, visible: bodyHeight(frame.height))
        setNeedsDisplay()
    }

    /// Scrolls by `delta` rows without moving the selection.
    public func scroll(by delta: Int) {
        state.scroll(by: delta, visible: bodyHeight(frame.height))
        setNeedsDisplay()
    }

    /// Sets how many rows there are, keeping the selection and scroll position in range.
    public func setRowCount(_ count: Int) {
        state.setCount(count, visible: bodyHeight(frame.height))
        setNeedsDisplay()
    }

    /// The rows in view when the view is `height` rows tall.
    public func visibleRows(height: Int) -> Range<Int> {
        state.setCount(state.count, visible: bodyHeight(height))
        return state.visibleRows(bodyHeight(height))
    }

    /// The style of row `row`: selected (focused or not), else its ``rowStyle`` or ``style``.
    public func style(forRow row: Int) -> TermStyle {
        guard row == state.selected else { return rowStyle?(row) ?? style }
        return isFocused ? selectedStyle ?? screen?.theme.focused ?? TermTheme.standard.focused : inactiveSelectedStyle
    }

    open override var canBecomeFocused: Bool { true }

    /// The selected row shows the focus.
    open override var drawsOwnFocus: Bool { true }

    open override func handleKey(_ key: TermKey) -> Bool {
        let before = state.selected
        guard state.handle(key, visible: bodyHeight(frame.height)) else { return false }
        selectionMoved(from: before)
        return true
    }

    open override func handleMouse(_ event: TermMouseEvent) -> Bool {
        let visible = bodyHeight(frame.height)
        switch event.kind {
        case .wheelUp: state.scroll(by: -3, visible: visible)
        case .wheelDown: state.scroll(by: 3, visible: visible)
        case .click:
            let y = event.position.y - frameOnScreen.y - headerRows
            guard y >= 0, state.offset + y < state.count else { return false }
            let before = state.selected
            state.select(state.offset + y, visible: visible)
            selectionMoved(from: before)
        case .drag, .release: return false
        }
        setNeedsDisplay()
        return true
    }

    private func bodyHeight(_ height: Int) -> Int { max(0, height - headerRows) }

    private func selectionMoved(from before: Int?) {
        setNeedsDisplay()
        if state.selected != before { onSelect?(state.selected) }
    }
}
