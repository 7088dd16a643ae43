/// A tab bar over pages, one page shown at a time. The bar is the top row; each page is a
/// subview pinned by constraints to the rest of the view, and the pages not selected are hidden
/// (they keep their layout, draw nothing and take no focus or clicks). While the bar has the
/// focus, Left and Right (wrapping), Home and End switch tabs; a click on a title switches to
/// it. Each switch by the user calls ``onChange``. The selected title is bold and underlined,
/// and reversed while the bar has the focus; a bar narrower than its titles scrolls to keep the
/// selected one in view. At 36 × 4, the first page a box with a label in it:
///
/// ```
///  Overview  Processes  Settings
/// ┌──────────────────────────────────┐
/// │cpu 12%                           │
/// └──────────────────────────────────┘
/// ```
///
/// Its intrinsic size is the bar (every title with a cell of padding on each side) by one row;
/// the pages' own sizes act through their constraints. Pages come in through
/// ``addTab(_:page:)``; `|+|` adds an ordinary subview, which is no page and has no tab. A tab
/// may have no page (`addTab("Log")`, or ``init(titles:)``): then the view is a bare tab bar, and
/// ``onChange`` and ``selectedIndex`` say which tab the app should show elsewhere.
@MainActor
open class TermTabs: TermControl {
    /// The titles, one per page.
    public private(set) var titles: [String] = [] { didSet { setNeedsDisplay() } }
    /// Each tab's page, nil for a tab without one, in the order of their titles.
    public private(set) var tabPages: [TermView?] = []
    /// The pages of the tabs that have one, in tab order.
    public var pages: [TermView] { tabPages.compactMap { $0 } }
    /// The selected tab; 0 when there is none. Setting it shows its page (clamped to the tabs)
    /// without calling ``onChange``.
    public var selectedIndex = 0 {
        didSet {
            selectedIndex = titles.isEmpty ? 0 : max(0, min(selectedIndex, titles.count - 1))
            if selectedIndex != oldValue { showSelectedPage() }
        }
    }
    /// Called with the index of the tab the user switched to.
    public var onChange: ((Int) -> Void)?
    /// How the selected title looks (reversed on top of this while the bar has the focus).
    public var selectedStyle = TermStyle(attributes: [.bold, .underline]) { didSet { setNeedsDisplay() } }

    /// Each page's four pins to the area under the bar, by page.
    private var pins: [ObjectIdentifier: [TermLayoutConstraint]] = [:]

    /// Creates tabs without pages.
    public required init() { super.init() }

    /// Creates tabs of `(title, page)` pairs, the first selected.
    public convenience init(_ tabs: [(String, TermView)]) {
        self.init()
        for (title, page) in tabs { addTab(title, page: page) }
    }

    /// Creates a bare tab bar: tabs without pages, the first selected.
    public convenience init(titles: [String]) {
        self.init()
        for title in titles { addTab(title) }
    }

    /// The page on show; nil without tabs, or when the selected tab has no page.
    public var selectedPage: TermView? { tabPages.indices.contains(selectedIndex) ? tabPages[selectedIndex] : nil }

    /// Adds a tab at the end. With a `page`, the page becomes a subview pinned under the bar,
    /// hidden unless its tab is selected; without one the tab is a title alone.
    public func addTab(_ title: String, page: TermView? = nil) {
        guard let page else {
            titles.append(title)
            tabPages.append(nil)
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
            return
        }
        if page.superview === self { removeTab(page) }
        titles.append(title)
        tabPages.append(page)
        page.isHidden = tabPages.count - 1 != selectedIndex
        addSubview(page)
        let constraints = [
            TermLayoutConstraint(page, .left, .equal, self, .left),
            TermLayoutConstraint(page, .right, .equal, self, .right),
            TermLayoutConstraint(page, .top, .equal, self, .top, constant: 1),
            TermLayoutConstraint(page, .bottom, .equal, self, .bottom),
        ]
        constraints.forEach { $0.activate() }
        pins[ObjectIdentifier(page)] = constraints
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// Removes the tab of `page` (and the page from the view); nothing if it is not a page here.
    public func removeTab(_ page: TermView) {
        guard tabPages.contains(where: { $0 === page }) else { return }
        page.removeFromSuperview()   // didRemoveSubview forgets the tab
    }

    /// Removes tab `index` (in range) and its page, if it has one.
    public func removeTab(at index: Int) {
        guard titles.indices.contains(index) else { return }
        if let page = tabPages[index] { removeTab(page) } else { forgetTab(at: index) }
    }

    /// Removes every tab and page.
    public func removeAllTabs() {
        while !titles.isEmpty { removeTab(at: titles.count - 1) }
    }

    /// Changes the title of tab `index` (in range).
    public func setTitle(_ title: String, at index: Int) {
        guard titles.indices.contains(index) else { return }
        titles[index] = title
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// Switches to tab `index` as the user would (if enabled and in range), calling
    /// ``onChange`` when the tab changes.
    public func select(_ index: Int) {
        guard isEnabled, titles.indices.contains(index), index != selectedIndex else { return }
        selectedIndex = index
        onChange?(index)
    }

    /// A page removed from the view takes its tab along.
    open override func didRemoveSubview(_ subview: TermView) {
        guard let index = tabPages.firstIndex(where: { $0 === subview }) else { return }
        pins.removeValue(forKey: ObjectIdentifier(subview))?.forEach { $0.deactivate() }
        subview.isHidden = false
        forgetTab(at: index)
    }

    /// Drops tab `index` from the lists; the selection follows its tab, or moves to the one before.
    private func forgetTab(at index: Int) {
        tabPages.remove(at: index)
        titles.remove(at: index)
        let previous = selectedIndex
        if index < selectedIndex || selectedIndex >= titles.count { selectedIndex = max(0, selectedIndex - 1) }
        if selectedIndex == previous { showSelectedPage() }
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// Hides every page but the selected one; the focus, if it was in a page now hidden, moves
    /// to the bar.
    private func showSelectedPage() {
        for (index, page) in tabPages.enumerated() { page?.isHidden = index != selectedIndex }
        if let focused = screen?.focusedView, focused !== self, focused.isDescendant(of: self),
           !(selectedPage.map { focused.isDescendant(of: $0) } ?? false) {
            screen?.focus(isEnabled ? self : nil)
        }
        setNeedsDisplay()
    }

    // MARK: The bar

    /// Where each title starts on the bar, and its width with its padding.
    private func spans() -> [(start: Int, width: Int)] {
        var x = 0
        return titles.map { title in
            let width = TermText.displayWidth(title) + 2
            defer { x += width }
            return (x, width)
        }
    }

    /// How far the bar is scrolled in a view `width` wide: enough to show the selected title,
    /// or its start when it is wider than the view.
    private func barOffset(width: Int) -> Int {
        let all = spans()
        guard all.indices.contains(selectedIndex), width > 0 else { return 0 }
        let selected = all[selectedIndex]
        return selected.width > width ? selected.start : max(0, selected.start + selected.width - width)
    }

    /// The bar: every title padded by a cell each side, by one row.
    open override var intrinsicContentSize: TermIntrinsicSize {
        TermIntrinsicSize(width: spans().last.map { $0.start + $0.width } ?? 0, height: 1)
    }

    /// Left and Right (wrapping around), Home and End switch tabs while the bar has the focus;
    /// keys bubbling up from a page are left alone.
    open override func handleKey(_ key: TermKey) -> Bool {
        guard isEnabled, isFocused, !titles.isEmpty else { return false }
        switch key {
        case .left: select((selectedIndex + titles.count - 1) % titles.count)
        case .right: select((selectedIndex + 1) % titles.count)
        case .home: select(0)
        case .end: select(titles.count - 1)
        default: return false
        }
        return true
    }

    /// A click on a title switches to its tab.
    open override func handleMouse(_ event: TermMouseEvent) -> Bool {
        guard isPrimaryClick(event), event.position.y == frameOnScreen.y else { return false }
        let x = event.position.x - frameOnScreen.x + barOffset(width: frameOnScreen.width)
        if let index = spans().firstIndex(where: { x >= $0.start && x < $0.start + $0.width }) { select(index) }
        return true
    }

    open override func draw(in context: inout TermDrawingContext) {
        let width = context.size.width
        guard width > 0, context.size.height > 0 else { return }
        let offset = barOffset(width: width)
        for (index, span) in spans().enumerated() {
            let x = span.start - offset
            guard x < width, x + span.width > 0 else { continue }
            var style = restingStyle
            if index == selectedIndex {
                style = isEnabled ? selectedStyle : disabledStyle.adding(selectedStyle.attributes)
                if isFocused { style = style.adding(effectiveFocusedStyle.attributes) }
            }
            // Cut with an ellipsis at the right edge; a title scrolled past the left edge is clipped.
            let text = x >= 0 ? TermText.truncated(" \(titles[index]) ", toWidth: width - x) : " \(titles[index]) "
            context.draw(text, x: x, y: 0, style: style)
        }
    }
}
