/// A push button: its title between brackets. Enter or Space while it has the focus, or a click,
/// runs ``action``. Focused, it is reversed; wider than its title, the title is centred;
/// narrower, the title is cut with an ellipsis and then the brackets go. At 8, 12, 7 and 3
/// cells:
///
/// ```
/// [ Save ]
/// [   Save   ]
/// [ Sa… ]
/// Sa…
/// ```
///
/// Its intrinsic size is the title and the brackets (`[ ` and ` ]`), one row.
@MainActor
open class TermButton: TermControl {
    /// The text on the button.
    public var title: String = "" {
        didSet {
            setNeedsDisplay()
            if TermText.displayWidth(title) != TermText.displayWidth(oldValue) { invalidateIntrinsicContentSize() }
        }
    }
    /// What pressing the button does.
    public var action: @MainActor () -> Void = {}

    /// Creates a button with no title that does nothing.
    public required init() { super.init() }

    /// Creates a button showing `title` that runs `action` when pressed.
    public convenience init(_ title: String, action: @escaping @MainActor () -> Void) {
        self.init()
        self.title = title
        self.action = action
    }

    /// Presses the button as a key or a click would: runs ``action`` if the button is enabled.
    public func press() {
        guard isEnabled else { return }
        action()
    }

    /// `[ title ]`: the title's width and 4, one row.
    open override var intrinsicContentSize: TermIntrinsicSize {
        TermIntrinsicSize(width: TermText.displayWidth(title) + 4, height: 1)
    }

    /// Enter and Space press the button.
    open override func handleKey(_ key: TermKey) -> Bool {
        guard isEnabled, key == .enter || key == .character(" ") else { return false }
        press()
        return true
    }

    /// A click presses the button.
    open override func handleMouse(_ event: TermMouseEvent) -> Bool {
        guard isPrimaryClick(event) else { return false }
        press()
        return true
    }

    open override func draw(in context: inout TermDrawingContext) {
        let size = context.size
        guard size.width > 0, size.height > 0 else { return }
        let style = activeStyle, row = (size.height - 1) / 2
        context.fill(context.bounds, style: style)
        let titleWidth = TermText.displayWidth(title)
        if size.width >= titleWidth + 4 || size.width >= 7 {
            // Brackets at the edges, the title centred between them (cut, if it keeps 3 cells).
            let text = TermText.truncated(title, toWidth: size.width - 4)
            context.draw("[", x: 0, y: row, style: style)
            context.draw("]", x: size.width - 1, y: row, style: style)
            context.draw(text, x: 2 + (size.width - 4 - TermText.displayWidth(text)) / 2, y: row, style: style)
        } else {
            context.draw(TermText.truncated(title, toWidth: size.width), x: 0, y: row, style: style)
        }
    }
}
