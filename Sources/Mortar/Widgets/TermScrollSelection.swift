/// The selection and scroll position of a list of rows shown through a window of `visible`
/// rows: what ``TermList`` and ``TermTable`` share. The selection always stays in view.
public struct TermScrollSelection: Hashable, Sendable {
    /// How many rows there are.
    public private(set) var count = 0
    /// The selected row, nil when there are no rows or nothing is selected.
    public private(set) var selected: Int?
    /// The first row shown.
    public private(set) var offset = 0

    /// An empty list.
    public init() {}

    /// Sets the number of rows, keeping the selection and offset in range.
    public mutating func setCount(_ newCount: Int, visible: Int) {
        count = max(0, newCount)
        if let s = selected { selected = count == 0 ? nil : min(s, count - 1) }
        clampOffset(visible: visible)
    }

    /// Selects `row` (clamped; nil clears) and scrolls it into view.
    public mutating func select(_ row: Int?, visible: Int) {
        selected = row.flatMap { count == 0 ? nil : max(0, min($0, count - 1)) }
        if let s = selected {
            if s < offset { offset = s }
            if visible > 0 && s >= offset + visible { offset = s - visible + 1 }
        }
        clampOffset(visible: visible)
    }

    /// Moves the selection by `delta` rows (selecting the first row if none is selected).
    public mutating func moveSelection(by delta: Int, visible: Int) {
        select(selected.map { $0 + delta } ?? 0, visible: visible)
    }

    /// Scrolls by `delta` rows without moving the selection.
    public mutating func scroll(by delta: Int, visible: Int) {
        offset += delta
        clampOffset(visible: visible)
    }

    /// The rows in view.
    public func visibleRows(_ visible: Int) -> Range<Int> {
        offset..<min(count, offset + max(0, visible))
    }

    /// Applies the usual navigation keys (arrows, Page Up/Down, Home, End); false for others.
    public mutating func handle(_ key: TermKey, visible: Int) -> Bool {
        switch key {
        case .up: moveSelection(by: -1, visible: visible)
        case .down: moveSelection(by: 1, visible: visible)
        case .pageUp: moveSelection(by: -max(1, visible - 1), visible: visible)
        case .pageDown: moveSelection(by: max(1, visible - 1), visible: visible)
        case .home: select(0, visible: visible)
        case .end: select(count - 1, visible: visible)
        default: return false
        }
        return true
    }

    private mutating func clampOffset(visible: Int) {
        offset = max(0, min(offset, count - max(1, visible)))
    }
}
