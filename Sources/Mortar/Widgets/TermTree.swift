/// An outline of nodes that expand and collapse, one row each, indented two cells per level
/// with a mark (`▸` collapsed, `▾` expanded, none for a leaf). Children load lazily, the first
/// time their node expands. Focusable: Up/Down, Page Up/Down, Home and End move the selection
/// (as in ``TermList``); Right expands the selected node (or steps to its first child), Left
/// collapses it (or steps to its parent), Enter and Space toggle it; a click selects a row and a
/// click on a mark toggles its node; the wheel scrolls. Only the rows in view are drawn. With
/// `/`, `etc` and `usr` expanded, at 16 × 5:
///
/// ```
/// ▾ /
///   ▸ etc
///   ▾ usr
///     ▸ bin
///       lib
/// ```
///
/// Its intrinsic width is its widest row as shown; it has no natural height (it scrolls).
@MainActor
open class TermTree: TermRowsView {
    /// The top-level nodes.
    public var roots: [TermTreeNode] = [] { didSet { reload() } }
    /// Called with the node after it expands or collapses by the user's keys or clicks.
    public var onToggle: ((TermTreeNode) -> Void)?

    private var shown: [(node: TermTreeNode, depth: Int)] = [] { didSet { setNeedsDisplay() } }

    /// Creates an empty tree.
    public required init() { super.init() }

    /// Creates a tree of `roots`.
    public convenience init(_ roots: [TermTreeNode]) {
        self.init()
        self.roots = roots
        reload()   // observers do not run inside an initialiser
    }

    /// The nodes in view order (those inside collapsed nodes left out), with their depth.
    public var visibleNodes: [(node: TermTreeNode, depth: Int)] { shown }

    /// The selected node.
    public var selectedNode: TermTreeNode? { selectedIndex.map { shown[$0].node } }

    /// Expands or collapses `node` (loading its children first if needed) and redraws; the
    /// selection stays on the node it was on, or moves to `node` if that went out of sight
    /// inside it.
    public func setExpanded(_ node: TermTreeNode, _ expanded: Bool) {
        guard node.isExpanded != expanded, !expanded || node.isExpandable else { return }
        let selected = selectedNode
        node.isExpanded = expanded
        if expanded { _ = node.children }
        reload()
        guard let selected else { return }
        select(shown.firstIndex { $0.node === selected } ?? shown.firstIndex { $0.node === node })
    }

    /// Expands or collapses every node of `nodes` at once: one flattening of the tree for
    /// all of them, where calling ``setExpanded(_:_:)-(TermTreeNode,_)`` per node flattens it
    /// each time (opening every parent of a process tree that way is quadratic). The selection
    /// stays as there.
    public func setExpanded(_ nodes: [TermTreeNode], _ expanded: Bool) {
        let selected = selectedNode
        var changed = false
        for node in nodes where node.isExpanded != expanded && (!expanded || node.isExpandable) {
            node.isExpanded = expanded
            if expanded { _ = node.children }
            changed = true
        }
        guard changed else { return }
        reload()
        guard let selected else { return }
        select(shown.firstIndex { $0.node === selected } ?? shown.firstIndex { row in nodes.contains { $0 === row.node } })
    }

    /// The widest row: indentation, mark and title.
    open override var intrinsicContentSize: TermIntrinsicSize { TermIntrinsicSize(width: widestRow, height: nil) }
    private var widestRow = 0

    open override func handleKey(_ key: TermKey) -> Bool {
        guard let index = selectedIndex else { return super.handleKey(key) }
        let (node, depth) = shown[index]
        switch key {
        case .right:
            guard node.isExpandable else { return false }
            if !node.isExpanded { toggle(node) } else if !node.children.isEmpty { select(index + 1) }
        case .left:
            if node.isExpanded {
                toggle(node)
            } else if depth > 0, let parent = shown[..<index].lastIndex(where: { $0.depth == depth - 1 }) {
                select(parent)
            }
        case .enter, .character(" "):
            guard node.isExpandable else { return false }
            toggle(node)
        default: return super.handleKey(key)
        }
        return true
    }

    /// A click on a mark toggles its node; anywhere else on a row it selects it.
    open override func handleMouse(_ event: TermMouseEvent) -> Bool {
        if case .click(button: 1) = event.kind {
            let row = scrollOffset + event.position.y - frameOnScreen.y
            let x = event.position.x - frameOnScreen.x
            if shown.indices.contains(row), shown[row].node.isExpandable, x == shown[row].depth * 2 {
                select(row)
                toggle(shown[row].node)
                return true
            }
        }
        return super.handleMouse(event)
    }

    open override func draw(in context: inout TermDrawingContext) {
        let width = context.size.width
        for (y, index) in visibleRows(height: context.size.height).enumerated() {
            let (node, depth) = shown[index]
            let rowStyle = style(forRow: index)
            context.fill(TermRect(x: 0, y: y, width: width, height: 1), style: rowStyle)
            let mark = node.isExpandable ? (node.isExpanded ? "▾ " : "▸ ") : "  "
            context.draw(TermText.truncated(mark + node.title, toWidth: width - depth * 2), x: depth * 2, y: y, style: rowStyle)
        }
    }

    private func toggle(_ node: TermTreeNode) {
        setExpanded(node, !node.isExpanded)
        onToggle?(node)
    }

    /// Flattens the expanded nodes into rows.
    private func reload() {
        // Depth first with a stack of its own, not recursion: a tree thousands of levels deep
        // (a chain of processes) must not exhaust the thread's stack.
        var rows: [(node: TermTreeNode, depth: Int)] = []
        var stack: [(node: TermTreeNode, depth: Int)] = roots.reversed().map { ($0, 0) }
        while let (node, depth) = stack.popLast() {
            rows.append((node, depth))
            if node.isExpanded { stack += node.children.reversed().map { ($0, depth + 1) } }
        }
        shown = rows
        setRowCount(rows.count)
        // New rows as wide as before only redraw: a tree refreshed every second lays out nothing.
        let widest = rows.map { $0.depth * 2 + 2 + TermText.displayWidth($0.node.title) }.max() ?? 0
        if widest != widestRow {
            widestRow = widest
            invalidateIntrinsicContentSize()
        }
        setNeedsDisplay()
    }
}
