internal import CNcurses
import Glibc

/// The terminal through ncurses: opening it (after checks that never print and never exit),
/// painting canvases by diff, reading keys and mouse, resizing, suspending and closing. The
/// only type that talks to ncurses.
@MainActor
final class TerminalDevice {
    let inputFD: Int32
    let outputFD: Int32
    private let term: String
    private var screen: OpaquePointer?
    /// ncurses' standard screen window while open.
    private(set) var window: UnsafeMutablePointer<WINDOW>?
    private var files: [UnsafeMutablePointer<FILE>] = []
    private var colors: TerminalColors?
    private let useColors: Bool
    /// The canvas on the terminal now; the next paint writes only what differs from it.
    private var shown: Canvas?
    /// Sorts bracketed pastes out of the input.
    var pasteDecoder = TerminalPasteDecoder()

    /// Checks the terminal and the locale; throws before anything reaches the terminal.
    init(inputFD: Int32 = STDIN_FILENO, outputFD: Int32 = STDOUT_FILENO, term: String? = nil,
         useColors: Bool = true) throws(TermAppError) {
        guard isatty(outputFD) == 1 else { throw .notATerminal(stream: outputFD == STDOUT_FILENO ? "standard output" : "the output") }
        guard isatty(inputFD) == 1 else { throw .notATerminal(stream: inputFD == STDIN_FILENO ? "standard input" : "the input") }
        let name = term ?? getenv("TERM").map { String(cString: $0) } ?? ""
        guard !name.isEmpty else { throw .termNotSet }
        try Self.useUTF8Locale()
        var status: Int32 = 0
        guard cnc_terminal_usable(name, outputFD, &status) == 1 else { throw .unknownTerminal(name) }
        self.inputFD = inputFD
        self.outputFD = outputFD
        self.term = name
        self.useColors = useColors
    }

    /// Sets the locale from the environment and falls back to C.UTF-8 when that is not UTF-8.
    private static func useUTF8Locale() throws(TermAppError) {
        setlocale(LC_ALL, "")
        func isUTF8() -> Bool {
            guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
            let name = String(cString: codeset).uppercased()
            return name == "UTF-8" || name == "UTF8"
        }
        if isUTF8() { return }
        setlocale(LC_CTYPE, "C.UTF-8")
        if !isUTF8() { throw .noUTF8Locale }
    }

    /// Takes the terminal: alternate screen, no echo, keys one at a time, keypad and mouse,
    /// cursor hidden, colours with the terminal's default background.
    func open() throws(TermAppError) {
        guard let output = fdopen(dup(outputFD), "w"), let input = fdopen(dup(inputFD), "r") else {
            throw .cannotStart("cannot open the terminal's file descriptors")
        }
        files = [output, input]
        guard let screen = newterm(term, output, input) else {
            files.forEach { fclose($0) }
            files = []
            throw .cannotStart("newterm(\(term)) failed")
        }
        self.screen = screen
        set_term(screen)
        window = cnc_stdscr()
        cbreak()
        noecho()
        nonl()
        keypad(window, true)
        nodelay(window, true)
        set_escdelay(25)
        typeahead(-1)
        curs_set(0)
        mousemask(CNC_BUTTON1_PRESSED | CNC_BUTTON2_PRESSED | CNC_BUTTON3_PRESSED | CNC_BUTTON4_PRESSED
                  | CNC_BUTTON5_PRESSED | CNC_BUTTON1_RELEASED | CNC_REPORT_MOUSE_POSITION, nil)
        mouseinterval(0)
        reportDragsAndPastes(true)
        colors = TerminalColors(enabled: useColors)
        shown = nil
    }

    /// What puts the terminal back if the process crashes: the terminfo strings that leave the
    /// alternate screen, show the cursor, reset attributes and leave keypad mode, plus mouse
    /// reporting off.
    func restoreBytes() -> [UInt8] {
        var bytes: [UInt8] = Array("\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l\u{1B}[?2004l".utf8)
        for capability in ["sgr0", "cnorm", "rmkx", "rmcup"] {
            guard let value = tigetstr(capability), Int(bitPattern: value) != -1 else { continue }
            bytes += Array(String(cString: value).utf8)
        }
        return bytes
    }

    /// The terminal's size now, asked of the terminal itself (after a SIGWINCH), and ncurses
    /// told about it.
    func refreshSize() -> TermSize {
        var rows: Int32 = 0, cols: Int32 = 0
        if cnc_window_size(outputFD, &rows, &cols) == 0, rows > 0, cols > 0 {
            resizeterm(rows, cols)
        }
        return size
    }

    /// The size ncurses has.
    var size: TermSize {
        guard let window else { return .zero }
        var rows: Int32 = 0, cols: Int32 = 0
        cnc_getmaxyx(window, &rows, &cols)
        return TermSize(width: Int(cols), height: Int(rows))
    }

    // MARK: Painting

    /// Writes the cells of `canvas` that differ from what is on the terminal, then lets ncurses
    /// send them. An unchanged canvas writes nothing. `force` repaints everything (after a
    /// resize, a resume, Ctrl-L).
    ///
    /// ncurses is never handed half of a wide character: cells go left to right, a wide
    /// cluster is written whole from its first cell, and continuation cells are skipped. That is
    /// enough, because the canvas keeps wide clusters whole: if a continuation cell changed, its
    /// first cell changed too (and comes first), and if a wide cluster was replaced, the cell
    /// that held its first half changed and is written before the cell after it.
    func paint(_ canvas: Canvas, force: Bool = false) {
        guard let window else { return }
        let previous = force || shown?.width != canvas.width || shown?.height != canvas.height ? nil : shown
        if previous == nil { clearok(cnc_curscr(), true) }
        var cc = cchar_t()
        var chars = [wchar_t](repeating: 0, count: 6)
        let cells = canvas.cells, old = previous?.cells ?? []
        let width = canvas.width
        cells.withUnsafeBufferPointer { new in
            old.withUnsafeBufferPointer { old in
                for i in 0..<new.count {
                    let cell = new[i]
                    guard !cell.isContinuation, old.isEmpty || old[i] != cell else { continue }
                    fill(&chars, from: cell)
                    var pair = colors?.pair(cell.style.foreground, cell.style.background) ?? 0
                    setcchar(&cc, chars, attributes(cell.style.attributes), 0, &pair)
                    mvwadd_wch(window, Int32(i / width), Int32(i % width), &cc)
                }
            }
        }
        wnoutrefresh(window)
        doupdate()
        shown = canvas
    }

    /// The cluster as ncurses gets it: its scalars, except that a wide cluster gives only its
    /// first one (ncurses 6.4 drops marks attached to the right half of a wide character, and
    /// the cell's width is the base's either way), and a control character (which no text
    /// puts in a cell, but a view drawing cells by hand could) becomes U+FFFD.
    private func fill(_ chars: inout [wchar_t], from cell: Cell) {
        let limit = cell.width == 2 ? 1 : 4
        var i = 0
        cell.forEachScalar { v in
            guard i < limit else { return }
            chars[i] = wchar_t(bitPattern: (v < 0x20 || (v >= 0x7F && v < 0xA0)) ? 0xFFFD : v)
            i += 1
        }
        chars[i] = 0
    }

    private func attributes(_ attributes: TermAttributes) -> attr_t {
        var result = CNC_A_NORMAL
        if attributes.contains(.bold) { result |= CNC_A_BOLD }
        if attributes.contains(.dim) { result |= CNC_A_DIM }
        if attributes.contains(.italic) { result |= CNC_A_ITALIC }
        if attributes.contains(.underline) { result |= CNC_A_UNDERLINE }
        if attributes.contains(.reverse) { result |= CNC_A_REVERSE }
        // ncurses has no strikethrough attribute: it shows in snapshots, not on the terminal.
        return result
    }

    // MARK: Suspend, close

    /// Gives the terminal back for a suspension (Ctrl-Z); ``resume()`` takes it again.
    func suspend() {
        guard window != nil else { return }
        reportDragsAndPastes(false)
        endwin()
    }

    /// Takes the terminal back after a suspension; the next paint must be forced.
    func resume() {
        guard let window else { return }
        wrefresh(window)
        reportDragsAndPastes(true)
        shown = nil
    }

    /// Switches the terminal's report of motion while a button is held (xterm's mode 1002,
    /// which ncurses's terminfo strings do not ask for: drags reach views as
    /// ``TermMouseEvent/Kind/drag(button:)``) and bracketed paste (mode 2004: a paste reaches
    /// the focused view whole, ``TermView/handlePaste(_:)``). Switched off before the terminal
    /// is given back.
    private func reportDragsAndPastes(_ on: Bool) {
        guard let output = files.first else { return }
        fputs(on ? "\u{1B}[?1002h\u{1B}[?2004h" : "\u{1B}[?2004l\u{1B}[?1002l", output)
        fflush(output)
    }

    /// Gives the terminal back for good: mouse off, cursor shown, alternate screen left.
    func close() {
        guard let screen else { return }
        reportDragsAndPastes(false)
        mousemask(0, nil)
        curs_set(1)
        endwin()
        delscreen(screen)
        self.screen = nil
        window = nil
        files.forEach { fclose($0) }
        files = []
    }
}
