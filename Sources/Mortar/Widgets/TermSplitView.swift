/// Two or more panes side by side (``axis`` `.horizontal`) or one above the other
/// (`.vertical`), with a one-cell divider between each two. A divider's position is one
/// constraint (the pane before it ends that many cells from the split view's start) whose
/// constant changes when the divider moves: dragging it with the mouse, or, while the split view
/// has the focus, the arrows along its axis (one cell), Home and End (as far as the minimums
/// allow); Enter or Space picks the next divider. Until a divider is moved or set, the panes
/// share the space equally; the first one moved pins the others where they are, and from then
/// on a change of size goes to the last pane. No pane is made smaller than its minimum size (1 unless set) while
/// there is room. The divider being moved is drawn in the theme's focused style while the split
/// view has the focus. Two boxes at 20 × 3; at 14 × 3 with the divider moved to 6; widened to
/// 20 again (the last pane takes the change):
///
/// ```
/// ┌ a ─────┐│┌ b ────┐
/// │        │││       │
/// └────────┘│└───────┘
/// ┌ a ─┐│┌ b ──┐
/// │    │││     │
/// └────┘│└─────┘
/// ┌ a ─┐│┌ b ────────┐
/// │    │││           │
/// └────┘│└───────────┘
/// ```
///
/// Panes come in through `|+|` or ``addPane(_:)``. Its intrinsic size along its axis is the
/// minimums and the dividers; across, none.
@MainActor
open class TermSplitView: TermView {
    /// `.horizontal`: panes left to right, dividers are columns; `.vertical`: panes top to
    /// bottom, dividers are rows.
    public private(set) var axis: TermAxis = .horizontal
    /// The panes, in order.
    public private(set) var panes: [TermView] = []
    /// The divider the keys move (0 is the first).
    public private(set) var selectedDivider = 0 { didSet { setNeedsDisplay() } }
    /// How dividers look.
    public var dividerStyle: TermStyle = TermStyle(foreground: .brightBlack) { didSet { setNeedsDisplay() } }

    private var minimums: [Int] = []
    private var positionConstraints: [TermLayoutConstraint?] = []
    private var structure: [TermLayoutConstraint] = []
    private var dragging: Int?

    /// Creates an empty horizontal split view.
    public required init() { super.init() }

    /// Creates a split view of `panes` along `axis`.
    public convenience init(_ axis: TermAxis = .horizontal, panes: [TermView] = []) {
        self.init()
        self.axis = axis
        for pane in panes { addPane(pane) }
    }

    /// Adds a pane after the others.
    public func addPane(_ pane: TermView) {
        pane.removeFromSuperview()
        panes.append(pane)
        minimums.append(1)
        if panes.count > 1 { positionConstraints.append(nil) }
        addSubview(pane)
        rebuildConstraints()
    }

    /// `|+|` adds panes.
    open override func addFromHierarchyOperator(_ view: TermView) { addPane(view) }

    /// A pane removed from the split view takes the divider after it along (the last pane, the
    /// one before it); the other dividers stay where they were, and the pane before the gap (or
    /// after it, for the first pane) takes its room.
    open override func didRemoveSubview(_ subview: TermView) {
        guard let index = panes.firstIndex(where: { $0 === subview }) else { return }
        if !positionConstraints.isEmpty {
            let divider = min(index, positionConstraints.count - 1)
            positionConstraints[divider]?.deactivate()
            positionConstraints.remove(at: divider)
        }
        panes.remove(at: index)
        minimums.remove(at: index)
        selectedDivider = max(0, min(selectedDivider, positionConstraints.count - 1))
        rebuildConstraints()
    }

    // MARK: Sizes and positions

    /// The least size of pane `index` along the axis (1 unless set).
    public func minimumSize(ofPaneAt index: Int) -> Int { minimums.indices.contains(index) ? minimums[index] : 0 }

    /// Sets the least size of pane `index` along the axis (negative counts as zero).
    public func setMinimumSize(_ size: Int, ofPaneAt index: Int) {
        guard minimums.indices.contains(index) else { return }
        minimums[index] = max(0, size)
        rebuildConstraints()
        invalidateIntrinsicContentSize()
    }

    /// The dividers are drawn between the panes: a pane that moves draws the split view again.
    override var drawsFromSubviewFrames: Bool { true }

    /// Where each divider is, in cells from the split view's left (or top) edge, as the last
    /// layout left it.
    public var dividerPositions: [Int] {
        screen?.layout()
        return panes.dropLast().map { pane in
            axis == .horizontal ? pane.frame.maxX : pane.frame.maxY
        }
    }

    /// Moves divider `index` to `position` cells from the split view's start, clamped so the
    /// panes on either side keep their minimum sizes (as the split view is now laid out). The
    /// divider's constraint changes its constant; the next layout moves the panes.
    public func setPosition(_ position: Int, ofDividerAt index: Int) {
        guard positionConstraints.indices.contains(index) else { return }
        guard screen != nil else {
            // Not laid out yet: taken as given; the minimums, at 999, still hold at layout.
            pin(index, at: position)
            return
        }
        let current = dividerPositions
        let length = axis == .horizontal ? frame.width : frame.height
        let lower = (index == 0 ? 0 : current[index - 1] + 1) + minimums[index]
        let upper = (index + 1 < current.count ? current[index + 1] : length) - 1 - minimums[index + 1]
        // The first divider set pins the others where they are, so moving one moves only it.
        for i in positionConstraints.indices where positionConstraints[i] == nil && i != index { pin(i, at: current[i]) }
        pin(index, at: max(lower, min(position, upper)))
        setNeedsDisplay()
    }

    /// Puts divider `index` at `position`: a new constraint the first time, then its constant.
    private func pin(_ index: Int, at position: Int) {
        if let constraint = positionConstraints[index] {
            constraint.changeConstant(to: Double(position))
            return
        }
        let edge: TermLayoutAttribute = axis == .horizontal ? .right : .bottom
        let start: TermLayoutAttribute = axis == .horizontal ? .left : .top
        let constraint = TermLayoutConstraint(panes[index], edge, .equal, self, start,
                                              constant: Double(position), priority: 900)
        positionConstraints[index] = constraint
        constraint.activate()
    }

    /// The minimums and the dividers along the axis; nothing across.
    open override var intrinsicContentSize: TermIntrinsicSize {
        let along = minimums.reduce(0, +) + max(0, panes.count - 1)
        return axis == .horizontal ? TermIntrinsicSize(width: along, height: nil)
                                   : TermIntrinsicSize(width: nil, height: along)
    }

    // MARK: Keys and mouse

    /// A split view with a divider takes the focus.
    open override var canBecomeFocused: Bool { panes.count > 1 }

    /// The selected divider shows the focus.
    open override var drawsOwnFocus: Bool { true }

    /// The arrows along the axis move the selected divider a cell, Home and End as far as they
    /// go; Enter and Space select the next divider.
    open override func handleKey(_ key: TermKey) -> Bool {
        guard isFocused, !positionConstraints.isEmpty else { return false }
        let position = dividerPositions[selectedDivider]
        let back: TermKey = axis == .horizontal ? .left : .up, forward: TermKey = axis == .horizontal ? .right : .down
        switch key {
        case back: setPosition(position - 1, ofDividerAt: selectedDivider)
        case forward: setPosition(position + 1, ofDividerAt: selectedDivider)
        case .home: setPosition(Int.min / 2, ofDividerAt: selectedDivider)
        case .end: setPosition(Int.max / 2, ofDividerAt: selectedDivider)
        case .enter, .character(" "): selectedDivider = (selectedDivider + 1) % positionConstraints.count
        default: return false
        }
        return true
    }

    /// A click on a divider picks it up; dragging moves it; the release puts it down.
    open override func handleMouse(_ event: TermMouseEvent) -> Bool {
        let along = axis == .horizontal ? event.position.x - frameOnScreen.x : event.position.y - frameOnScreen.y
        switch event.kind {
        case .click(button: 1):
            guard let index = dividerPositions.firstIndex(of: along) else { return false }
            selectedDivider = index
            dragging = index
        case .drag(button: 1):
            guard let index = dragging else { return false }
            setPosition(along, ofDividerAt: index)
        case .release:
            guard dragging != nil else { return false }
            dragging = nil
        default: return false
        }
        return true
    }

    // MARK: Drawing and constraints

    open override func draw(in context: inout TermDrawingContext) {
        let focusStyle = screen?.theme.focused ?? TermTheme.standard.focused
        for (index, position) in dividerPositions.enumerated() {
            let style = isFocused && index == selectedDivider ? focusStyle : dividerStyle
            if axis == .horizontal {
                for y in 0..<max(0, context.size.height) { context.put("│", x: position, y: y, style: style) }
            } else {
                context.draw(String(repeating: "─", count: max(0, context.size.width)), x: 0, y: position, style: style)
            }
        }
    }

    /// The panes' edges, their minimums and their equal sharing; the position constraints of
    /// dividers moved so far stay as they are.
    private func rebuildConstraints() {
        TermLayoutConstraint.deactivate(structure)
        structure = []
        let horizontal = axis == .horizontal
        let start: TermLayoutAttribute = horizontal ? .left : .top, end: TermLayoutAttribute = horizontal ? .right : .bottom
        let sides: [TermLayoutAttribute] = horizontal ? [.top, .bottom] : [.left, .right]
        let length: TermLayoutAttribute = horizontal ? .width : .height
        for (index, pane) in panes.enumerated() {
            for side in sides { structure.append(TermLayoutConstraint(pane, side, .equal, self, side)) }
            if index == 0 {
                structure.append(TermLayoutConstraint(pane, start, .equal, self, start))
            } else {
                structure.append(TermLayoutConstraint(pane, start, .equal, panes[index - 1], end, constant: 1))
                structure.append(TermLayoutConstraint(pane, length, .equal, panes[0], length, priority: .low))
            }
            structure.append(TermLayoutConstraint(pane, length, .greaterOrEqual, nil, nil,
                                                  constant: Double(minimums[index]), priority: 999))
        }
        if let last = panes.last { structure.append(TermLayoutConstraint(last, end, .equal, self, end)) }
        TermLayoutConstraint.activate(structure)
        invalidateIntrinsicContentSize()
    }
}
