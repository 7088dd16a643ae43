/// A view whose content can be larger than itself, with UIKit's scroll view semantics. Views
/// added with `|+|` are its content; constrain them to ``contentLayoutGuide`` (whose size is the
/// content's size) and, to fix the content's width or height to the visible area, to
/// ``frameLayoutGuide``. ``contentOffset`` is the content's point at the top-left of the visible
/// area, clamped to the content. Scrolling moves what is drawn without a new layout, and only
/// content in view is drawn.
///
/// While it (or a view in it that does not use the key) has the focus, the arrows scroll by a
/// cell, Page Up/Down by a page, Home and End to the top and bottom; the wheel scrolls three
/// rows; a click on a scroll bar's track pages. When the focus moves to a view in it, it
/// scrolls that view into sight. A vertical ``TermScrollbar`` takes the right column (and a
/// horizontal one, if shown, the bottom row); the thumb shows the focus. Twelve lines in a
/// 14 × 4 scroll view, scrolled down 5:
///
/// ```
/// line 6       │
/// line 7       │
/// line 8       ┃
/// line 9       │
/// ```
///
/// It has no intrinsic size: it takes the size its constraints give it.
@MainActor
open class TermScrollView: TermView {
    /// The content's rectangle: its top-left is the content's origin, and its size, set by the
    /// constraints of the content to it, is ``contentSize``.
    public let contentLayoutGuide = TermLayoutGuide()
    /// The visible area: the scroll view's frame without the scroll bars' cells. Pin content to
    /// its width for content that only scrolls vertically.
    public let frameLayoutGuide = TermLayoutGuide()
    /// The vertical scroll bar, in the right column while ``showsVerticalScrollbar``.
    public let verticalScrollbar = TermScrollbar(axis: .vertical)
    /// The horizontal scroll bar, in the bottom row while ``showsHorizontalScrollbar``.
    public let horizontalScrollbar = TermScrollbar(axis: .horizontal)
    /// Whether the right column holds the vertical scroll bar (true by default).
    public var showsVerticalScrollbar = true { didSet { if oldValue != showsVerticalScrollbar { pinScrollbars() } } }
    /// Whether the bottom row holds the horizontal scroll bar (false by default).
    public var showsHorizontalScrollbar = false {
        didSet { if oldValue != showsHorizontalScrollbar { pinScrollbars() } }
    }
    /// Rows the wheel scrolls by.
    public var wheelStep = 3

    private var offset = TermPoint(x: 0, y: 0)
    private var barConstraints: [TermLayoutConstraint] = []

    /// Creates an empty scroll view with a vertical scroll bar.
    public required init() {
        super.init()
        contentLayoutGuide.identifier = "contentLayoutGuide"
        frameLayoutGuide.identifier = "frameLayoutGuide"
        addLayoutGuide(contentLayoutGuide)
        addLayoutGuide(frameLayoutGuide)
        addSubview(verticalScrollbar)
        addSubview(horizontalScrollbar)
        verticalScrollbar.onPage = { [weak self] in self?.page(by: $0) }
        horizontalScrollbar.onPage = { [weak self] direction in
            guard let self else { return }
            self.scroll(by: TermPoint(x: direction * max(1, self.viewportSize.width - 1), y: 0))
        }
        TermLayoutConstraint.activate([
            TermLayoutConstraint(contentLayoutGuide, .left, .equal, self, .left),
            TermLayoutConstraint(contentLayoutGuide, .top, .equal, self, .top),
            TermLayoutConstraint(frameLayoutGuide, .left, .equal, self, .left),
            TermLayoutConstraint(frameLayoutGuide, .top, .equal, self, .top),
            TermLayoutConstraint(verticalScrollbar, .top, .equal, self, .top),
            TermLayoutConstraint(verticalScrollbar, .right, .equal, self, .right),
            TermLayoutConstraint(horizontalScrollbar, .left, .equal, self, .left),
            TermLayoutConstraint(horizontalScrollbar, .bottom, .equal, self, .bottom),
        ])
        pinScrollbars()
    }

    // MARK: Content and offset

    /// The content's size, as the last layout left it (``contentLayoutGuide``'s size).
    public var contentSize: TermSize {
        screen?.layout()
        return contentLayoutGuide.frameOnScreen.size
    }

    /// The size of the visible area, as the last layout left it (``frameLayoutGuide``'s size).
    public var viewportSize: TermSize { frameLayoutGuide.frameOnScreen.size }

    /// The content's point shown at the top-left of the visible area. Setting it clamps it to
    /// the content (0 up to the content's size less the visible size, per axis) and moves what
    /// is drawn without a new layout. Set before the view is in a screen, it is clamped by the
    /// first layout.
    public var contentOffset: TermPoint {
        get { offset }
        set { moveContent(to: screen == nil ? newValue : clamped(newValue)) }
    }

    /// The largest offset on each axis for the content's current size.
    public var maximumContentOffset: TermPoint {
        let content = contentSize, visible = viewportSize
        return TermPoint(x: max(0, content.width - visible.width), y: max(0, content.height - visible.height))
    }

    /// Scrolls by `delta` cells (clamped).
    public func scroll(by delta: TermPoint) {
        contentOffset = TermPoint(x: offset.x + delta.x, y: offset.y + delta.y)
    }

    /// Scrolls the least that brings `rect` (in content coordinates, as the content's frames
    /// are) into view; a rectangle larger than the view shows its top-left.
    public func scrollRectToVisible(_ rect: TermRect) {
        let visible = viewportSize
        func axis(_ start: Int, _ length: Int, _ current: Int, _ room: Int) -> Int {
            if start + length > current + room { return min(start, start + length - room) }
            return start < current ? start : current
        }
        contentOffset = TermPoint(x: axis(rect.x, rect.width, offset.x, visible.width),
                                  y: axis(rect.y, rect.height, offset.y, visible.height))
    }

    /// Scrolls a view inside the content into sight.
    func scrollToShow(_ view: TermView) {
        let origin = contentLayoutGuide.frameOnScreen.origin
        scrollRectToVisible(view.frameOnScreen.offsetBy(dx: -origin.x, dy: -origin.y))
    }

    /// The views of the content: every subview but the scroll bars.
    public var contentViews: [TermView] {
        subviews.filter { $0 !== verticalScrollbar && $0 !== horizontalScrollbar }
    }

    // MARK: Keys and mouse

    /// The scroll view can take the focus (its thumb shows it); set ``TermView/isFocusable`` to
    /// false when its content should have all of it.
    open override var canBecomeFocused: Bool { true }

    /// The thumb shows the focus.
    open override var drawsOwnFocus: Bool { true }

    /// Arrows scroll by a cell, Page Up/Down by a page, Home and End to the top and bottom.
    open override func handleKey(_ key: TermKey) -> Bool {
        let before = offset
        switch key {
        case .up: scroll(by: TermPoint(x: 0, y: -1))
        case .down: scroll(by: TermPoint(x: 0, y: 1))
        case .left: scroll(by: TermPoint(x: -1, y: 0))
        case .right: scroll(by: TermPoint(x: 1, y: 0))
        case .pageUp: page(by: -1)
        case .pageDown: page(by: 1)
        case .home: contentOffset = TermPoint(x: offset.x, y: 0)
        case .end: contentOffset = TermPoint(x: offset.x, y: maximumContentOffset.y)
        default: return false
        }
        // A key that could not move the content is left for the screen (Tab, bindings).
        return offset != before || [.pageUp, .pageDown, .home, .end].contains(key) && isFocused
    }

    /// The wheel scrolls by ``wheelStep`` rows.
    open override func handleMouse(_ event: TermMouseEvent) -> Bool {
        switch event.kind {
        case .wheelUp: scroll(by: TermPoint(x: 0, y: -wheelStep))
        case .wheelDown: scroll(by: TermPoint(x: 0, y: wheelStep))
        case .click, .drag, .release: return false
        }
        return true
    }

    private func page(by direction: Int) {
        scroll(by: TermPoint(x: 0, y: direction * max(1, viewportSize.height - 1)))
    }

    // MARK: Hierarchy

    /// `|+|` adds content below the scroll bars.
    open override func addFromHierarchyOperator(_ view: TermView) {
        let barIndex = subviews.firstIndex { $0 === verticalScrollbar || $0 === horizontalScrollbar } ?? subviews.count
        insertSubview(view, at: barIndex)
    }

    // MARK: Drawing and placement

    /// Draws nothing itself; brings the scroll bars up to date (for a theme changed since).
    open override func draw(in context: inout TermDrawingContext) {
        updateScrollbars(content: contentLayoutGuide.frameOnScreen.size, visible: viewportSize)
    }

    /// The thumb shows the focus.
    open override func focusDidChange() {
        super.focusDidChange()
        updateScrollbars(content: contentLayoutGuide.frameOnScreen.size, visible: viewportSize)
    }

    /// Gives the bars the content's length, the visible length and the offset on their axis,
    /// touching only what changed (each change asks for a redraw).
    private func updateScrollbars(content: TermSize, visible: TermSize) {
        let focusStyle = screen?.theme.focused ?? TermTheme.standard.focused
        for (bar, length, room, at) in [(verticalScrollbar, content.height, visible.height, offset.y),
                                        (horizontalScrollbar, content.width, visible.width, offset.x)] {
            if bar.contentLength != length { bar.contentLength = length }
            if bar.visibleLength != room { bar.visibleLength = room }
            if bar.offset != at { bar.offset = at }
            let thumb = isFocused ? focusStyle : TermStyle.plain
            if bar.thumbStyle != thumb { bar.thumbStyle = thumb }
        }
    }

    override func clipRect(for subview: TermView) -> TermRect {
        subview === verticalScrollbar || subview === horizontalScrollbar
            ? subviewClipRect : subviewClipRect.intersection(frameLayoutGuide.frameOnScreen)
    }

    override func placementOffset(for subview: TermView) -> TermPoint {
        subview === verticalScrollbar || subview === horizontalScrollbar ? .zero : offset
    }

    override func placementOffset(for guide: TermLayoutGuide) -> TermPoint {
        guide === contentLayoutGuide ? offset : .zero
    }

    /// A new layout may have shrunk the content: the offset is clamped before the content is placed.
    override func willPlaceSubviews() {
        let solvedContent = screen?.engine.frameOnScreen(contentLayoutGuide).size ?? .zero
        let solvedVisible = screen?.engine.frameOnScreen(frameLayoutGuide).size ?? .zero
        offset = TermPoint(x: max(0, min(offset.x, solvedContent.width - solvedVisible.width)),
                           y: max(0, min(offset.y, solvedContent.height - solvedVisible.height)))
        updateScrollbars(content: solvedContent, visible: solvedVisible)
    }

    private func clamped(_ point: TermPoint) -> TermPoint {
        let limit = maximumContentOffset
        return TermPoint(x: max(0, min(point.x, limit.x)), y: max(0, min(point.y, limit.y)))
    }

    /// Moves the content's frames on screen by the change in offset: a redraw, not a layout.
    private func moveContent(to new: TermPoint) {
        let dx = new.x - offset.x, dy = new.y - offset.y
        guard dx != 0 || dy != 0 else { return }
        offset = new
        // Content clipped to the scroll view shows only inside its frame, which is drawn again
        // whole: the frames that move need not mark their rows one by one.
        setNeedsDisplay()
        let clipped = clipsToBounds
        if clipped { screen?.damage.suspended += 1 }
        for view in contentViews.flatMap({ $0.subtree() }) {
            view.frameOnScreen = view.frameOnScreen.offsetBy(dx: -dx, dy: -dy)
            for guide in view.layoutGuides { guide.frameOnScreen = guide.frameOnScreen.offsetBy(dx: -dx, dy: -dy) }
        }
        contentLayoutGuide.frameOnScreen = contentLayoutGuide.frameOnScreen.offsetBy(dx: -dx, dy: -dy)
        if clipped { screen?.damage.suspended -= 1 }
        updateScrollbars(content: contentLayoutGuide.frameOnScreen.size, visible: viewportSize)
    }

    /// Pins the visible area and the scroll bars for the bars shown.
    private func pinScrollbars() {
        TermLayoutConstraint.deactivate(barConstraints)
        let right = showsVerticalScrollbar ? 1.0 : 0, bottom = showsHorizontalScrollbar ? 1.0 : 0
        verticalScrollbar.isHidden = !showsVerticalScrollbar
        horizontalScrollbar.isHidden = !showsHorizontalScrollbar
        barConstraints = [
            TermLayoutConstraint(frameLayoutGuide, .right, .equal, self, .right, constant: -right),
            TermLayoutConstraint(frameLayoutGuide, .bottom, .equal, self, .bottom, constant: -bottom),
            TermLayoutConstraint(verticalScrollbar, .bottom, .equal, self, .bottom, constant: -bottom),
            TermLayoutConstraint(horizontalScrollbar, .right, .equal, self, .right, constant: -right),
        ]
        TermLayoutConstraint.activate(barConstraints)
    }
}
