/// Options of which one is selected, in a column (the default) or a row. While it has the
/// focus, the arrows along its axis, Home and End move a highlight, drawn reversed, and Space
/// or Enter selects the highlighted option; a click selects the option under it. Each change of
/// the selection by the user calls ``onChange``. A column shorter than its options scrolls to
/// keep the highlight in view; options wider than the group are cut with an ellipsis:
///
/// ```
/// ( ) 1 second
/// (•) 2 seconds
/// ( ) 5 seconds
/// ```
///
/// ```
/// ( ) 1s  (•) 2s  ( ) 5s
/// ```
///
/// Its intrinsic size is its options with their marks, one row each in a column, side by side
/// ``spacing`` apart in a row.
@MainActor
open class TermRadioGroup: TermControl {
    /// The options' titles.
    public var options: [String] = [] {
        didSet {
            if let selected = selectedIndex, selected >= options.count { selectedIndex = options.isEmpty ? nil : options.count - 1 }
            highlightedIndex = min(highlightedIndex, max(0, options.count - 1))
            contentChanged()
        }
    }
    /// The selected option, nil for none; selecting one highlights it too. Setting it does not
    /// call ``onChange``; the user's choices do. Out-of-range values clear the selection.
    public var selectedIndex: Int? {
        didSet {
            if let selected = selectedIndex {
                if options.indices.contains(selected) { highlightedIndex = selected } else { selectedIndex = nil }
            }
            setNeedsDisplay()
        }
    }
    /// The option the keys are on (drawn reversed while the group has the focus).
    public private(set) var highlightedIndex = 0 { didSet { if highlightedIndex != oldValue { setNeedsDisplay() } } }
    /// `.vertical` (a column, the default) or `.horizontal` (a row).
    public var axis: TermAxis = .vertical { didSet { contentChanged() } }
    /// Cells between options in a row.
    public var spacing = 2 { didSet { contentChanged() } }
    /// Called with the index of the option the user selected.
    public var onChange: ((Int) -> Void)?

    /// Creates an empty group.
    public required init() { super.init() }

    /// Creates a group of `options` with `selectedIndex` selected (and highlighted).
    public convenience init(_ options: [String], selectedIndex: Int? = 0, axis: TermAxis = .vertical) {
        self.init()
        self.options = options
        self.selectedIndex = selectedIndex.flatMap { options.indices.contains($0) ? $0 : nil }
        self.axis = axis
        highlightedIndex = self.selectedIndex ?? 0
    }

    /// Selects option `index` as the user would (if enabled and in range): highlights it and
    /// calls ``onChange`` if the selection changed.
    public func select(_ index: Int) {
        guard isEnabled, options.indices.contains(index) else { return }
        highlightedIndex = index
        let changed = selectedIndex != index
        selectedIndex = index
        if changed { onChange?(index) }
    }

    /// The mark and the title of option `index`: `(•) title`.
    private func text(of index: Int) -> String {
        (selectedIndex == index ? "(•)" : "( )") + (options[index].isEmpty ? "" : " " + options[index])
    }

    /// Where each option starts in a row, and its width.
    private func rowSpans() -> [(start: Int, width: Int)] {
        var x = 0
        return options.indices.map { index in
            let width = TermText.displayWidth(text(of: index))
            defer { x += width + max(0, spacing) }
            return (x, width)
        }
    }

    /// A column: the widest option with its mark by the number of options. A row: the options
    /// side by side, ``spacing`` apart, by one.
    open override var intrinsicContentSize: TermIntrinsicSize {
        switch axis {
        case .vertical:
            let widest = options.indices.map { TermText.displayWidth(text(of: $0)) }.max() ?? 0
            return TermIntrinsicSize(width: widest, height: options.count)
        case .horizontal:
            let spans = rowSpans()
            return TermIntrinsicSize(width: spans.last.map { $0.start + $0.width } ?? 0, height: 1)
        }
    }

    private func contentChanged() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The first option shown in a column `height` rows tall: the highlight stays in view.
    private func firstShown(height: Int) -> Int {
        guard axis == .vertical, height > 0 else { return 0 }
        return max(0, min(highlightedIndex - height + 1, options.count - height))
    }

    /// Up/Down (a column) or Left/Right (a row), Home and End move the highlight; Space and
    /// Enter select it.
    open override func handleKey(_ key: TermKey) -> Bool {
        guard isEnabled, !options.isEmpty else { return false }
        let back: TermKey = axis == .vertical ? .up : .left, forward: TermKey = axis == .vertical ? .down : .right
        switch key {
        case back: highlightedIndex = max(0, highlightedIndex - 1)
        case forward: highlightedIndex = min(options.count - 1, highlightedIndex + 1)
        case .home: highlightedIndex = 0
        case .end: highlightedIndex = options.count - 1
        case .enter, .character(" "): select(highlightedIndex)
        default: return false
        }
        setNeedsDisplay()
        return true
    }

    /// A click selects the option under it.
    open override func handleMouse(_ event: TermMouseEvent) -> Bool {
        guard isPrimaryClick(event) else { return false }
        let x = event.position.x - frameOnScreen.x, y = event.position.y - frameOnScreen.y
        switch axis {
        case .vertical:
            select(firstShown(height: frameOnScreen.height) + y)
        case .horizontal:
            guard let index = rowSpans().firstIndex(where: { x >= $0.start && x < $0.start + $0.width }) else {
                return true
            }
            select(index)
        }
        return true
    }

    open override func draw(in context: inout TermDrawingContext) {
        let size = context.size
        guard size.width > 0, size.height > 0 else { return }
        switch axis {
        case .vertical:
            let first = firstShown(height: size.height)
            for index in first..<min(options.count, first + size.height) {
                draw(index, x: 0, y: index - first, width: size.width, in: &context)
            }
        case .horizontal:
            for (index, span) in rowSpans().enumerated() where span.start < size.width {
                draw(index, x: span.start, y: (size.height - 1) / 2, width: min(span.width, size.width - span.start),
                     in: &context)
            }
        }
    }

    /// One option, cut to `width`: its mark in the active style if highlighted, else resting.
    private func draw(_ index: Int, x: Int, y: Int, width: Int, in context: inout TermDrawingContext) {
        let style = index == highlightedIndex ? activeStyle : restingStyle
        context.draw(TermText.truncated(text(of: index), toWidth: width), x: x, y: y, style: style)
    }
}
