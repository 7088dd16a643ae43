/// A box that is checked or not, with a title. Space or Enter while it has the focus, or a
/// click, toggles ``isOn`` and calls ``onChange``. Focused, its box is reversed; narrower than
/// its title, the title is cut with an ellipsis:
///
/// ```
/// [x] Show swap
/// [ ] Show swap
/// [x] Show…
/// ```
///
/// Its intrinsic size is the box, a space and the title, one row.
@MainActor
open class TermCheckbox: TermControl {
    /// The text after the box.
    public var title: String = "" {
        didSet {
            setNeedsDisplay()
            if TermText.displayWidth(title) != TermText.displayWidth(oldValue) { invalidateIntrinsicContentSize() }
        }
    }
    /// Whether the box is checked. Setting it does not call ``onChange``; the user's toggles do.
    public var isOn = false { didSet { setNeedsDisplay() } }
    /// Called with the new state when the user toggles the box.
    public var onChange: ((Bool) -> Void)?

    /// Creates an unchecked box with no title.
    public required init() { super.init() }

    /// Creates a box showing `title`, checked if `isOn`.
    public convenience init(_ title: String, isOn: Bool = false) {
        self.init()
        self.title = title
        self.isOn = isOn
    }

    /// Toggles the box as a key or a click would (if enabled) and calls ``onChange``.
    public func toggle() {
        guard isEnabled else { return }
        isOn.toggle()
        onChange?(isOn)
    }

    /// `[x] title`: 4 cells and the title's width (3 without a title), one row.
    open override var intrinsicContentSize: TermIntrinsicSize {
        TermIntrinsicSize(width: 3 + (title.isEmpty ? 0 : 1 + TermText.displayWidth(title)), height: 1)
    }

    /// Space and Enter toggle the box.
    open override func handleKey(_ key: TermKey) -> Bool {
        guard isEnabled, key == .enter || key == .character(" ") else { return false }
        toggle()
        return true
    }

    /// A click toggles the box.
    open override func handleMouse(_ event: TermMouseEvent) -> Bool {
        guard isPrimaryClick(event) else { return false }
        toggle()
        return true
    }

    open override func draw(in context: inout TermDrawingContext) {
        guard context.size.height > 0 else { return }
        let row = (context.size.height - 1) / 2
        context.draw(isOn ? "[x]" : "[ ]", x: 0, y: row, style: activeStyle)
        guard !title.isEmpty, context.size.width > 4 else { return }
        context.draw(TermText.truncated(title, toWidth: context.size.width - 4), x: 4, y: row, style: restingStyle)
    }
}
