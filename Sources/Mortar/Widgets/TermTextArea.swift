/// Several lines of editable text, wrapped at the view's width (at spaces where it can) and
/// scrolled to keep the cursor in sight. Focusable: typing inserts at the cursor, Enter breaks
/// the line, Backspace and Delete erase (joining lines at their ends), Left and Right move by
/// one grapheme cluster (across lines), Up and Down by one row keeping the column on screen
/// (wide characters count as two cells), Home and End (Ctrl-A, Ctrl-E) go to the row's ends,
/// Page Up and Page Down by a screenful, Ctrl-U and Ctrl-K erase to the line's start and end.
/// A click puts the cursor where it is; the wheel scrolls. A paste goes in whole (the terminal
/// runtime asks for bracketed paste; a terminal without it sends the text as typing);
/// ``insert(_:)`` pastes from code. Control characters never enter the text. Wrapped at
/// 12 × 4 with the cursor after "界" (shown reversed while focused):
///
/// ```
/// Dashboard
/// notes: cpu
/// 世界 is two
/// cells each
/// ```
///
/// It has no intrinsic size: it takes the size its constraints give it.
@MainActor
open class TermTextArea: TermView {
    /// A place in the text: line `line` (from 0), before its cluster `index`.
    public struct Position: Hashable, Sendable {
        /// The line, from 0.
        public var line: Int
        /// The cluster in the line the position is before (the line's count is its end).
        public var index: Int

        /// A position.
        public init(line: Int, index: Int) {
            self.line = line
            self.index = index
        }
    }

    /// The text; lines are separated by "\n". Setting it keeps the cursor where it can.
    public var text: String {
        get { lines.map { String($0.map(\.character)) }.joined(separator: "\n") }
        set {
            lines = Self.split(newValue)
            cursor = clamp(cursor)
            changed(notify: false)
        }
    }
    /// How the text looks.
    public var style: TermStyle = .plain { didSet { setNeedsDisplay() } }
    /// Called with the text after each edit by the user (or by ``insert(_:)``).
    public var onChange: ((String) -> Void)?
    /// Rows the wheel scrolls by.
    public var wheelStep = 3
    /// The cursor.
    public private(set) var cursor = Position(line: 0, index: 0) { didSet { if cursor != oldValue { setNeedsDisplay() } } }
    /// The first row in view.
    public private(set) var scrollRow = 0

    private var lines: [[(character: Character, width: Int)]] = [[]] { didSet { setNeedsDisplay() } }
    /// The display column Up and Down aim for, kept while they repeat.
    private var goalColumn: Int?
    private var revealCursor = true
    /// The width the rows were last cut at: a new width rewraps them and reveals the cursor.
    private var drawnWidth = -1

    /// Creates an empty text area.
    public required init() { super.init() }

    /// Creates a text area holding `text`, the cursor at its start.
    public convenience init(text: String) {
        self.init()
        self.text = text
    }

    /// How many lines the text has.
    public var lineCount: Int { lines.count }

    /// Moves the cursor to `position` (clamped to the text) and scrolls it into sight.
    public func moveCursor(to position: Position) {
        cursor = clamp(position)
        goalColumn = nil
        cursorMoved()
    }

    /// Inserts `text` at the cursor, as a paste does: line breaks ("\n", "\r\n", "\r") break
    /// lines, a tab becomes a space, other control characters are left out.
    public func insert(_ text: String) {
        let pasted = Self.split(text.replacingOccurrences(of: "\t", with: " "))
        guard pasted.count > 1 || !pasted[0].isEmpty else { return }
        var line = lines[cursor.line]
        let tail = Array(line[cursor.index...])
        line.removeSubrange(cursor.index...)
        line += pasted[0]
        var inserted = [line]
        for middle in pasted.dropFirst() { inserted.append(middle) }
        let endIndex = inserted[inserted.count - 1].count
        inserted[inserted.count - 1] += tail
        lines.replaceSubrange(cursor.line...cursor.line, with: inserted)
        cursor = Position(line: cursor.line + inserted.count - 1, index: endIndex)
        edited()
    }

    // MARK: Keys and mouse

    /// A paste goes in whole, at the cursor (``insert(_:)``).
    open override func handlePaste(_ text: String) -> Bool {
        insert(text)
        return true
    }

    /// A text area takes the focus.
    open override var canBecomeFocused: Bool { true }

    /// The cursor shows the focus.
    open override var drawsOwnFocus: Bool { true }

    open override func handleKey(_ key: TermKey) -> Bool {
        let keepsGoal = key == .up || key == .down || key == .pageUp || key == .pageDown
        if !keepsGoal { goalColumn = nil }
        switch key {
        case .character(let c):
            guard let cell = TermText.displayCluster(c), TermText.sanitized(String(c)) == String(c) else { return false }
            lines[cursor.line].insert(cell, at: cursor.index)
            cursor.index += 1
            edited()
        case .enter: insert("\n")
        case .backspace:
            if cursor.index > 0 {
                cursor.index -= 1
                lines[cursor.line].remove(at: cursor.index)
            } else if cursor.line > 0 {
                let line = lines.remove(at: cursor.line)
                cursor = Position(line: cursor.line - 1, index: lines[cursor.line - 1].count)
                lines[cursor.line] += line
            } else {
                return true
            }
            edited()
        case .delete, .ctrl("d"):
            if cursor.index < lines[cursor.line].count {
                lines[cursor.line].remove(at: cursor.index)
            } else if cursor.line + 1 < lines.count {
                lines[cursor.line] += lines.remove(at: cursor.line + 1)
            } else {
                return true
            }
            edited()
        case .ctrl("u"):
            lines[cursor.line].removeFirst(cursor.index)
            cursor.index = 0
            edited()
        case .ctrl("k"):
            lines[cursor.line].removeLast(lines[cursor.line].count - cursor.index)
            edited()
        case .left:
            if cursor.index > 0 { cursor.index -= 1 } else if cursor.line > 0 {
                cursor = Position(line: cursor.line - 1, index: lines[cursor.line - 1].count)
            }
            cursorMoved()
        case .right:
            if cursor.index < lines[cursor.line].count { cursor.index += 1 } else if cursor.line + 1 < lines.count {
                cursor = Position(line: cursor.line + 1, index: 0)
            }
            cursorMoved()
        case .up: moveRows(by: -1)
        case .down: moveRows(by: 1)
        case .pageUp: moveRows(by: -max(1, frame.height - 1))
        case .pageDown: moveRows(by: max(1, frame.height - 1))
        case .home, .ctrl("a"):
            let layout = rows()
            cursor.index = layout.rows[layout.row(line: cursor.line, index: cursor.index)].start
            cursorMoved()
        case .end, .ctrl("e"):
            let layout = rows()
            let r = layout.row(line: cursor.line, index: cursor.index), row = layout.rows[r]
            cursor.index = layout.isLastOfLine(r) ? row.end : max(row.start, row.end - 1)
            cursorMoved()
        default: return false
        }
        return true
    }

    /// A click puts the cursor at the clicked cell (or the end of its row); the wheel scrolls.
    open override func handleMouse(_ event: TermMouseEvent) -> Bool {
        let layout = rows()
        switch event.kind {
        case .wheelUp, .wheelDown:
            let step = event.kind == .wheelUp ? -wheelStep : wheelStep
            scrollRow = max(0, min(scrollRow + step, layout.rows.count - frame.height))
            setNeedsDisplay()
        case .click(button: 1):
            let r = scrollRow + event.position.y - frameOnScreen.y
            guard layout.rows.indices.contains(r) else {
                moveCursor(to: Position(line: lines.count - 1, index: lines[lines.count - 1].count))
                return true
            }
            moveCursor(to: position(inRow: r, column: event.position.x - frameOnScreen.x, layout: layout))
        default: return false
        }
        return true
    }

    // MARK: Drawing

    open override func draw(in context: inout TermDrawingContext) {
        let size = context.size
        guard size.width > 0, size.height > 0 else { return }
        let layout = TermTextRows(lines, width: size.width)
        let cursorRow = layout.row(line: cursor.line, index: cursor.index)
        if revealCursor || size.width != drawnWidth {
            if cursorRow < scrollRow { scrollRow = cursorRow }
            if cursorRow >= scrollRow + size.height { scrollRow = cursorRow - size.height + 1 }
            revealCursor = false
            drawnWidth = size.width
        }
        scrollRow = max(0, min(scrollRow, layout.rows.count - size.height))
        context.fill(context.bounds, style: style)
        for y in 0..<size.height where scrollRow + y < layout.rows.count {
            let r = scrollRow + y, row = layout.rows[r]
            var x = 0
            for i in row.start..<row.end {
                let cell = lines[row.line][i]
                let isCursor = isFocused && row.line == cursor.line && i == cursor.index
                context.put(cell.character, width: cell.width, x: x, y: y, style: isCursor ? style.toggled(.reverse) : style)
                x += cell.width
            }
            if isFocused && r == cursorRow && cursor.index == row.end && x < size.width {
                context.put(" ", x: x, y: y, style: style.toggled(.reverse))
            }
        }
    }

    // MARK: Private

    private func rows() -> TermTextRows { TermTextRows(lines, width: frame.width) }

    /// Moves the cursor `delta` rows up or down, aiming for the column it started from.
    private func moveRows(by delta: Int) {
        let layout = rows()
        let from = layout.row(line: cursor.line, index: cursor.index), row = layout.rows[from]
        let goal = goalColumn ?? lines[row.line][row.start..<cursor.index].reduce(0) { $0 + $1.width }
        let target = max(0, min(from + delta, layout.rows.count - 1))
        cursor = position(inRow: target, column: goal, layout: layout)
        goalColumn = goal
        cursorMoved()
    }

    /// The position in row `r` whose cell holds display column `column` (the row's end if the
    /// row is shorter; the last cluster of a row that wraps, since its end is the next row's start).
    private func position(inRow r: Int, column: Int, layout: TermTextRows) -> Position {
        let row = layout.rows[r]
        var x = 0, index = row.start
        while index < row.end && x + lines[row.line][index].width <= column {
            x += lines[row.line][index].width
            index += 1
        }
        if index == row.end && !layout.isLastOfLine(r) && row.end > row.start { index = row.end - 1 }
        return Position(line: row.line, index: index)
    }

    private func clamp(_ position: Position) -> Position {
        let line = max(0, min(position.line, lines.count - 1))
        return Position(line: line, index: max(0, min(position.index, lines[line].count)))
    }

    private func cursorMoved() {
        revealCursor = true
        setNeedsDisplay()
    }

    private func edited() { changed(notify: true) }

    private func changed(notify: Bool) {
        revealCursor = true
        setNeedsDisplay()
        if notify { onChange?(text) }
    }

    /// Lines of clusters: "\n", "\r\n" and "\r" break lines; clusters that are controls, or
    /// take no cell, are left out.
    private static func split(_ text: String) -> [[(character: Character, width: Int)]] {
        text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false).map { line in
                line.compactMap { c in
                    TermText.sanitized(String(c)) == String(c) ? TermText.displayCluster(c) : nil
                }
            }
    }
}
