import CNcurses
import Glibc
import MortarTesting
import Testing

/// The wide-character ncurses API works from Swift without a terminal: `newterm` on
/// `/dev/null` with a known `TERM`, write wide clusters, read the cells back.
@Suite("CNcurses shim", .serialized)
struct WideCharacterTests {
    /// Runs `body` inside a screen opened on /dev/null, always tearing it down.
    private func withHeadlessScreen(width: Int32, height: Int32, _ body: (UnsafeMutablePointer<WINDOW>) -> Void) async throws {
        // ncurses' state is per process: take turns with the other tests that open terminals.
        try await TerminalTestLock.withLock { try openHeadlessScreen(width: width, height: height, body) }
    }

    private func openHeadlessScreen(width: Int32, height: Int32, _ body: (UnsafeMutablePointer<WINDOW>) -> Void) throws {
        setlocale(LC_ALL, "C.UTF-8")
        let output = try #require(fopen("/dev/null", "w"))
        let input = try #require(fopen("/dev/null", "r"))
        defer { fclose(output); fclose(input) }
        let screen = try #require(newterm("xterm-256color", output, input), "newterm failed for xterm-256color")
        defer { delscreen(screen) }
        defer { endwin() }
        #expect(resizeterm(height, width) == OK)
        let window = try #require(cnc_stdscr())
        body(window)
    }

    /// Reads the cell at (y, x): its characters (up to CCHARW_MAX) and attributes.
    private func cell(_ window: UnsafeMutablePointer<WINDOW>, _ y: Int32, _ x: Int32) -> (scalars: [UInt32], attributes: attr_t) {
        var cc = cchar_t()
        guard mvwin_wch(window, y, x, &cc) == OK else { return ([], 0) }
        var chars = [wchar_t](repeating: 0, count: Int(CCHARW_MAX) + 1)
        var attributes: attr_t = 0
        var pair: Int16 = 0
        _ = getcchar(&cc, &chars, &attributes, &pair, nil)
        let scalars = chars.prefix { $0 != 0 }.map { UInt32(bitPattern: $0) }
        return (scalars, attributes)
    }

    private func put(_ window: UnsafeMutablePointer<WINDOW>, _ y: Int32, _ x: Int32, _ scalars: [UInt32], _ attributes: attr_t) -> Int32 {
        var cc = cchar_t()
        let wide = scalars.map { wchar_t(bitPattern: $0) } + [0]
        _ = setcchar(&cc, wide, attributes, 0, nil)
        return mvwadd_wch(window, y, x, &cc)
    }

    @Test func screenSizeFollowsResizeterm() async throws {
        try await withHeadlessScreen(width: 40, height: 10) { window in
            var rows: Int32 = 0
            var columns: Int32 = 0
            cnc_getmaxyx(window, &rows, &columns)
            #expect(rows == 10)
            #expect(columns == 40)
            #expect(cnc_lines() == 10)
            #expect(cnc_cols() == 40)
        }
    }

    @Test func cjkAndEmojiRoundTripThroughCells() async throws {
        try await withHeadlessScreen(width: 40, height: 10) { window in
            #expect(put(window, 2, 4, [0x6F22], CNC_A_BOLD) == OK)      // 漢
            #expect(put(window, 3, 4, [0x1F600], CNC_A_REVERSE) == OK)  // 😀
            let kanji = cell(window, 2, 4)
            #expect(kanji.scalars == [0x6F22])
            #expect(kanji.attributes & CNC_A_BOLD != 0)
            let emoji = cell(window, 3, 4)
            #expect(emoji.scalars == [0x1F600])
            #expect(emoji.attributes & CNC_A_REVERSE != 0)
            // A wide character occupies two columns: the next write lands two cells on.
            #expect(put(window, 2, 6, [0x41], CNC_A_NORMAL) == OK)
            #expect(cell(window, 2, 6).scalars == [0x41])
            #expect(cell(window, 2, 4).scalars == [0x6F22])
        }
    }

    @Test func wcwidthIsDeclaredAndAgreesOnWideCharacters() async {
        await TerminalTestLock.withLock {                    // the locale is per process
            setlocale(LC_ALL, "C.UTF-8")
            #expect(wcwidth(0x6F22) == 2)
            #expect(wcwidth(0x1F600) == 2)
            #expect(wcwidth(0x41) == 1)
            #expect(wcwidth(0x301) == 0)
        }
    }

    @Test func lineDrawingCharactersAreFilledInByNewterm() async throws {
        try await withHeadlessScreen(width: 10, height: 4) { window in
            let hline = cnc_wacs_hline()
            var chars = [wchar_t](repeating: 0, count: Int(CCHARW_MAX) + 1)
            var attributes: attr_t = 0
            var pair: Int16 = 0
            _ = getcchar(hline, &chars, &attributes, &pair, nil)
            #expect(chars[0] != 0)
            #expect(mvwadd_wch(window, 0, 0, hline) == OK)
            #expect(!cell(window, 0, 0).scalars.isEmpty)
        }
    }
}
