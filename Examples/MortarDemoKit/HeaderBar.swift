import Mortar

/// The top line: the app's name, the pages as tabs (a click on one switches to it), and a
/// status text (spinner, uptime) on the right.
@MainActor
final class HeaderBar: TermView {
    /// The app's name, left of the tabs.
    static let name = " Mortar "
    /// The pages' tabs, a bare tab bar: the pages themselves live below it, not in the tabs.
    let tabs = TermTabs()
    /// Called with the index of the tab the user clicked.
    var onSelect: ((Int) -> Void)? {
        get { tabs.onChange }
        set { tabs.onChange = newValue }
    }
    /// The tab shown as selected.
    var current: Int {
        get { tabs.selectedIndex }
        set { tabs.selectedIndex = newValue }
    }
    var status = "" { didSet { setNeedsDisplay() } }
    var usesColor = true { didSet { styleTabs() } }

    required init() {
        super.init()
        // Out of the Tab order: the pages keep the focus; keys 1-4 and clicks switch tabs.
        tabs.isFocusable = false
        self |+| tabs
        tabs.m_left |=| m_left + TermText.displayWidth(Self.name) + 1
        tabs.m_top |=| m_top
        tabs.m_height |=| 1
        tabs.m_right |<| m_right
        styleTabs()
    }

    /// Sets the pages' titles, one tab each.
    func setPages(_ titles: [String]) {
        tabs.removeAllTabs()
        for title in titles { tabs.addTab(title) }
    }

    private var base: TermStyle { usesColor ? TermStyle(background: .palette(236)) : .plain }

    private func styleTabs() {
        tabs.style = base
        tabs.selectedStyle = usesColor ? TermStyle(foreground: .black, background: .cyan, attributes: .bold)
                                       : TermStyle(attributes: [.bold, .reverse])
        setNeedsDisplay()
    }

    override var intrinsicContentSize: TermIntrinsicSize { TermIntrinsicSize(width: nil, height: 1) }

    override func draw(in context: inout TermDrawingContext) {
        context.fill(context.bounds, style: base)
        context.draw(Self.name, x: 0, y: 0, style: TermStyle(foreground: usesColor ? .brightCyan : .default,
                                                            background: base.background, attributes: .bold))
        let x = tabs.frame.maxX
        let text = TermText.truncated(status, toWidth: max(0, context.size.width - x - 2))
        context.draw(text, x: context.size.width - TermText.displayWidth(text) - 1, y: 0, style: base)
    }
}
