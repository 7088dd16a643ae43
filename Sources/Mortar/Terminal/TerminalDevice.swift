internal import CNcurses
import Glibc

/// The terminal through ncurses: opening it (after checks that never print and never exit),
/// painting canvases by diff (each frame a synchronized update where supported), reading keys,
/// mouse and bracketed pastes, resizing, suspending and closing. The only type that talks to
/// ncurses.
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
    private var shown: TermCanvas?
    /// Synchronized output and bracketed paste, as decided when the terminal was taken.
    private(set) var features = TerminalFeatures()
    /// The key codes ncurses gives for the paste markers while bracketed paste is on.
    var pasteKeys: (start: Int32, end: Int32)?
    /// The text of a paste whose end marker has not arrived yet.
    var pendingPaste: String?

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
        // ncurses 6 flushes its output after every cursor move of a frame until the screen has
        // come back from an endwin (`_nc_mvcur` flushes while `_endwin` is still `ewInitial`),
        // which sent the Overview's frames in some 40 writes each instead of one. One round
        // trip through endwin puts it in its running state before anything is drawn, inside a
        // synchronized update where the terminal has one (so the main screen never flashes),
        // and before the modes below: endwin turns the keypad's transmit mode off.
        features = TerminalFeatures.detect(term: term, environment: Self.environment(), capability: Self.capability)
        if let begin = features.beginSynchronizedUpdate { writeRaw(begin) }
        endwin()
        doupdate()
        if let end = features.endSynchronizedUpdate { writeRaw(end) }
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
        reportDrags(true)
        colors = TerminalColors(enabled: useColors)
        shown = nil
        pasteKeys = definePasteKeys()
        pendingPaste = nil
        if pasteKeys != nil, let enable = features.enableBracketedPaste { writeRaw(enable) }
    }

    /// The environment variables ``TerminalFeatures`` looks at.
    private static func environment() -> [String: String] {
        var result: [String: String] = [:]
        for name in ["TMUX", "TERM_PROGRAM", "MORTAR_SYNC_OUTPUT"] {
            if let value = getenv(name) { result[name] = String(cString: value) }
        }
        return result
    }

    /// A string capability of the terminal's terminfo entry (extended names too), or nil.
    private static func capability(_ name: String) -> String? {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
        return String(cString: value)
    }

    /// Teaches ncurses the paste markers as two key codes of their own (codes no key uses);
    /// nil, and no bracketed paste, when the terminal has none or ncurses refuses.
    private func definePasteKeys() -> (start: Int32, end: Int32)? {
        guard features.enableBracketedPaste != nil else { return nil }
        var codes: [Int32] = []
        for marker in [features.pasteStart, features.pasteEnd] {
            let existing = key_defined(marker)
            if existing > 0 { codes.append(existing); continue }
            var code: Int32 = 0x3F00 + Int32(codes.count)
            while let bound = keybound(code, 0) {
                free(bound)
                code += 2
            }
            guard define_key(marker, code) == OK else { return nil }
            codes.append(code)
        }
        return codes[0] == codes[1] ? nil : (codes[0], codes[1])
    }

    /// Writes bytes straight to the terminal, outside ncurses (which has flushed its own
    /// output by then). A failed write is given up, never retried forever.
    func writeRaw(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { write(outputFD, $0.baseAddress! + offset, bytes.count - offset) }
            if n > 0 { offset += n } else if n < 0 && errno == EINTR { continue } else { return }
        }
    }

    /// What puts the terminal back if the process crashes: the terminfo strings that leave the
    /// alternate screen, show the cursor, reset attributes and leave keypad mode, plus mouse
    /// reporting, a synchronized update and bracketed paste off.
    func restoreBytes() -> [UInt8] {
        var bytes: [UInt8] = Array("\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l".utf8)
        bytes += Array((features.endSynchronizedUpdate ?? "").utf8)
        bytes += Array((features.disableBracketedPaste ?? "").utf8)
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
    /// What to write is ``TermCanvas/operations(since:)``, a pure diff; this only applies it. It
    /// never hands ncurses half of a wide character: the diff writes wide clusters whole from
    /// their first cell and never a continuation cell.
    func paint(_ canvas: TermCanvas, force: Bool = false) {
        guard window != nil else { return }
        let previous = force || shown?.width != canvas.width || shown?.height != canvas.height ? nil : shown
        if previous == nil { clearok(cnc_curscr(), true) }
        apply(canvas.operations(since: previous))
        shown = canvas
    }

    /// Applies operations to ncurses' window, then sends the result to the terminal, inside a
    /// synchronized update where the terminal supports one (so a frame never shows half
    /// drawn). No operation writes nothing at all, not even the update's pair.
    func apply(_ operations: [TermOutputOperation]) {
        guard let window else { return }
        guard !operations.isEmpty else {
            wnoutrefresh(window)
            doupdate()
            return
        }
        if let begin = features.beginSynchronizedUpdate { writeRaw(begin) }
        defer { if let end = features.endSynchronizedUpdate { writeRaw(end) } }
        var cc = cchar_t()
        var chars = [wchar_t](repeating: 0, count: 6)
        var x: Int32 = 0, y: Int32 = 0
        var attrs = CNC_A_NORMAL
        var pair: Int32 = 0
        for operation in operations {
            switch operation {
            case .moveCursor(let column, let row):
                x = Int32(clamping: column)
                y = Int32(clamping: row)
            case .setStyle(let style):
                attrs = attributes(style.attributes)
                pair = colors?.pair(style.foreground, style.background) ?? 0
            case .write(let cells):
                for cell in cells {
                    fill(&chars, from: cell)
                    setcchar(&cc, chars, attrs, 0, &pair)
                    mvwadd_wch(window, y, x, &cc)
                    x += cell.width == 2 ? 2 : 1
                }
            }
        }
        wnoutrefresh(window)
        doupdate()
    }

    /// The cluster as ncurses gets it: its scalars, except that a wide cluster gives only its
    /// first one (ncurses 6.4 drops marks attached to the right half of a wide character, and
    /// the cell's width is the base's either way), and a control character (which no text
    /// puts in a cell, but a view drawing cells by hand could) becomes U+FFFD.
    private func fill(_ chars: inout [wchar_t], from cell: TermCell) {
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

    /// Whether the terminal was given back by ``suspend()`` and not taken again.
    private(set) var isSuspended = false

    /// Gives the terminal back for a suspension (Ctrl-Z); ``resume()`` takes it again.
    func suspend() {
        guard window != nil, !isSuspended else { return }
        if pasteKeys != nil, let disable = features.disableBracketedPaste { writeRaw(disable) }
        reportDrags(false)
        endwin()
        isSuspended = true
    }

    /// Takes the terminal back after a suspension; the next paint must be forced.
    func resume() {
        guard let window else { return }
        isSuspended = false
        wrefresh(window)
        if pasteKeys != nil, let enable = features.enableBracketedPaste { writeRaw(enable) }
        reportDrags(true)
        shown = nil
    }

    /// Switches the terminal's report of motion while a button is held (xterm's mode 1002,
    /// which ncurses's terminfo strings do not ask for: drags reach views as
    /// ``TermMouseEvent/Kind/drag(button:)``). Switched off before the terminal is given back.
    private func reportDrags(_ on: Bool) {
        writeRaw(on ? "\u{1B}[?1002h" : "\u{1B}[?1002l")
    }

    /// Gives the terminal back for good: mouse off, cursor shown, alternate screen left. After
    /// a suspension the terminal is the shell's already (and may be in use by it, if this app
    /// is a background job being ended): nothing more is written to it.
    func close() {
        guard let screen else { return }
        if !isSuspended {
            if pasteKeys != nil, let disable = features.disableBracketedPaste { writeRaw(disable) }
            reportDrags(false)
            mousemask(0, nil)
            curs_set(1)
            endwin()
        }
        pasteKeys = nil
        isSuspended = false
        delscreen(screen)
        self.screen = nil
        window = nil
        files.forEach { fclose($0) }
        files = []
    }
}
