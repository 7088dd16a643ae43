/// One line of editable text. Focusable: typing inserts at the cursor; Left/Right, Home/End
/// (and Ctrl-A / Ctrl-E) move it; Backspace / Delete erase; Ctrl-U clears before the cursor,
/// Ctrl-K after it; Enter calls ``onSubmit``. Text wider than the field scrolls sideways to
/// keep the cursor in view, counting wide characters as two cells. A paste arrives whole.
@MainActor
open class TermTextField: TermView {
    /// The text.
    public var text: String {
        get { String(characters) }
        set {
            characters = Array(newValue)
            cursor = min(cursor, characters.count)
            setNeedsDisplay()
        }
    }
    /// Shown dimmed while the text is empty.
    public var placeholder: String = "" { didSet { setNeedsDisplay() } }
    /// How the text looks.
    public var style: TermStyle = TermStyle(attributes: .underline) { didSet { setNeedsDisplay() } }
    /// Called with the text when the user presses Enter.
    public var onSubmit: ((String) -> Void)?
    /// Called with the text after each edit.
    public var onChange: ((String) -> Void)?
    /// The cursor, as an index into the text's characters (0 is before the first).
    public private(set) var cursor = 0 { didSet { if cursor != oldValue { setNeedsDisplay() } } }
    /// The first cell of the text in view (the horizontal scroll).
    public private(set) var scrollCells = 0

    private var characters: [Character] = [] { didSet { if characters != oldValue { setNeedsDisplay() } } }

    /// Creates an empty field.
    public required init() { super.init() }

    /// Creates a field showing `text`, with the cursor at its end.
    public convenience init(text: String, placeholder: String = "") {
        self.init()
        self.text = text
        self.placeholder = placeholder
        cursor = characters.count
    }

    /// Moves the cursor to `index` (clamped).
    public func moveCursor(to index: Int) {
        cursor = max(0, min(index, characters.count))
        setNeedsDisplay()
    }

    /// One row; no natural width.
    open override var intrinsicContentSize: TermIntrinsicSize { TermIntrinsicSize(width: nil, height: 1) }

    open override var canBecomeFocused: Bool { true }

    /// The cursor shows the focus.
    open override var drawsOwnFocus: Bool { true }

    open override func handleKey(_ key: TermKey) -> Bool {
        switch key {
        case .character(let c):
            // Controls never enter the text: what is typed is what is shown.
            guard TermText.sanitized(String(c)) == String(c) else { return false }
            characters.insert(c, at: cursor)
            cursor += 1
            edited()
        case .backspace:
            guard cursor > 0 else { return true }
            cursor -= 1
            characters.remove(at: cursor)
            edited()
        case .delete, .ctrl("d"):
            guard cursor < characters.count else { return true }
            characters.remove(at: cursor)
            edited()
        case .ctrl("u"):
            characters.removeFirst(cursor)
            cursor = 0
            edited()
        case .ctrl("k"):
            characters.removeLast(characters.count - cursor)
            edited()
        case .left: moveCursor(to: cursor - 1)
        case .right: moveCursor(to: cursor + 1)
        case .home, .ctrl("a"): moveCursor(to: 0)
        case .end, .ctrl("e"): moveCursor(to: characters.count)
        case .enter: onSubmit?(text)
        default: return false
        }
        return true
    }

    /// Inserts the whole paste at the cursor as one edit (one ``onChange``): line breaks and
    /// tabs become spaces (the field is one line), other control characters are left out.
    open override func handlePaste(_ text: String) -> Bool {
        let inserted = text.compactMap { c -> Character? in
            if c == "\n" || c == "\r\n" || c == "\r" || c == "\t" { return " " }
            return TermText.sanitized(String(c)) == String(c) ? c : nil
        }
        guard !inserted.isEmpty else { return true }
        characters.insert(contentsOf: inserted, at: cursor)
        cursor += inserted.count
        edited()
        return true
    }

    open override func draw(in context: inout TermDrawingContext) {
        let width = context.size.width
        guard width > 0 else { return }
        context.fill(TermRect(x: 0, y: 0, width: width, height: 1), style: style)
        if characters.isEmpty && !placeholder.isEmpty && !isFocused {
            context.draw(TermText.truncated(placeholder, toWidth: width), x: 0, y: 0,
                         style: TermStyle(foreground: .brightBlack, attributes: style.attributes))
        }
        let cells = characters.map { TermText.displayCluster($0)?.width ?? 0 }
        let cursorCell = cells[..<cursor].reduce(0, +)
        // Keep the cursor cell inside the field (one cell past the text is where typing goes).
        if cursorCell < scrollCells { scrollCells = cursorCell }
        if cursorCell >= scrollCells + width { scrollCells = cursorCell - width + 1 }
        scrollCells = max(0, min(scrollCells, cells.reduce(0, +) + 1 - width))
        var x = -scrollCells
        for (i, character) in characters.enumerated() {
            let w = cells[i]
            let isCursor = isFocused && i == cursor
            if w > 0 && x >= 0 && x + w <= width {
                context.put(character, width: w, x: x, y: 0, style: isCursor ? style.toggled(.reverse) : style)
            }
            x += w
        }
        if isFocused && cursor == characters.count && x >= 0 && x < width {
            context.put(" ", x: x, y: 0, style: style.toggled(.reverse))
        }
    }

    private func edited() {
        setNeedsDisplay()
        onChange?(text)
    }
}

extension TermStyle {
    /// The style with `attribute` switched (on if off, off if on).
    public func toggled(_ attribute: TermAttributes) -> TermStyle {
        var copy = self
        if copy.attributes.contains(attribute) { copy.attributes.remove(attribute) } else { copy.attributes.insert(attribute) }
        return copy
    }
}
