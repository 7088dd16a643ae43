import Foundation
@testable import Mortar
import MortarTesting
import Testing

@Suite("Painting into a terminal", .serialized) @MainActor
struct TermDisplayTests {
    /// Bytes the pseudo-terminal received, once it has everything written so far.
    private func settled(_ pty: TestPTY) async -> Int {
        #expect(await pty.drained())
        return pty.output.utf8.count
    }

    /// `output` without escape sequences (CSI `ESC [ ... final`, charset `ESC ( B` and other
    /// two-byte escapes) and control characters: the text a terminal would show.
    private func visibleText(_ output: String) -> String {
        var text = "", scalars = Array(output.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\u{1B}" {
                guard let next = scalars.popFirst() else { break }
                if next == "[" {
                    while let byte = scalars.popFirst(), !(0x40...0x7E).contains(byte.value) {}
                } else if "()*+".unicodeScalars.contains(next) {
                    _ = scalars.popFirst()
                }
            } else if scalar.value >= 0x20 && scalar.value != 0x7F {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    @Test func onlyWhatChangedIsWritten() async throws {
        try await TerminalTestLock.withLock {
            let pty = try TestPTY(width: 40, height: 8)
            defer { pty.closeSlave(); pty.hangUp() }
            let display = try TermDisplay(inputFD: pty.slave, outputFD: pty.slave, term: "xterm-256color")
            try display.open()
            defer { display.close() }
            let screen = TermScreen(width: 40, height: 8)
            let box = TermBox(title: "漢字 box"), label = TermLabel("count 1", style: TermStyle(foreground: .rgb(255, 136, 0)))
            screen.root |+| [box |+| label]
            box |=| screen.root
            label.m_origin |=| (2, 2)

            display.paint(screen.render())
            let first = await settled(pty)
            #expect(pty.output.contains("漢字 box") && pty.output.contains("count 1"))
            display.paint(screen.render())
            #expect(await settled(pty) == first)                        // unchanged: not one byte
            label.text = "count 2"
            display.paint(screen.render())
            let changed = await settled(pty) - first
            #expect(changed > 0 && changed < 32, "\(changed) bytes for one changed cell")
            // What reached the terminal for that frame, without its escape sequences, is the one
            // changed character: not the label, not the screen.
            let delta = String(decoding: Array(pty.output.utf8).dropFirst(first), as: UTF8.self)
            #expect(visibleText(delta) == "2", "\(delta.debugDescription)")
        }
    }

    @Test func wideCharactersReplacedInPlaceShowCorrectlyInTmux() async throws {
        try await TerminalTestLock.withLock {
            // Paint into a real tmux pane (its tty, opened by the test) and compare what tmux
            // shows with the canvas after each change: narrow over wide, wide over narrow, shifts.
            let tmux = try TmuxSession(name: "mortar-paint-\(getpid())", width: 16, height: 2)
            defer { tmux.kill() }
            let tty = open(try tmux.display("#{pane_tty}"), O_RDWR | O_NOCTTY)
            try #require(tty >= 0)
            defer { close(tty) }
            let display = try TermDisplay(inputFD: tty, outputFD: tty, term: "tmux-256color")
            try display.open()
            defer { display.close() }
            let screen = TermScreen(width: 16, height: 2)
            let label = TermLabel("")
            screen.root |+| label
            label |=| screen.root
            for text in ["漢字かな", "a漢b字", "abcdef", "字a字xy", "😀x漢z", "x😀漢", "かかかかかかかか", "k"] {
                label.text = text
                let snapshot = screen.render()
                display.paint(snapshot)
                let expected = snapshot.rows[0].replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
                let shown = try tmux.waitForScreen(timeout: 5) { $0.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) == expected }
                #expect(shown.hasPrefix(expected), "\(text)")
            }
        }
    }

    @Test func coloursMapDownToWhatTheTerminalHas() {
        // The 256-colour palette: the cube, the grey ramp, and the nearest entry to an RGB.
        #expect(TerminalColors.rgb(ofPalette: 16) == (0, 0, 0))
        #expect(TerminalColors.rgb(ofPalette: 231) == (255, 255, 255))
        #expect(TerminalColors.rgb(ofPalette: 196) == (255, 0, 0))
        #expect(TerminalColors.rgb(ofPalette: 244) == (128, 128, 128))
        #expect(TerminalColors.nearestPalette(255, 136, 0) == 208)
        #expect(TerminalColors.nearestPalette(130, 130, 128) == 244)    // a grey goes to the ramp
        #expect(TerminalColors.nearestPalette(0, 0, 0) == 16)
        // 16 colours: the nearest ANSI colour.
        #expect(TerminalColors.nearestANSI((250, 10, 10)) == 9)
        #expect(TerminalColors.nearestANSI((0, 0, 200)) == 4)
        #expect(TerminalColors.nearestANSI(TerminalColors.rgb(ofPalette: 46)) == 10)
    }

    @Test func keysDecodeFromTheCharactersNcursesGives() {
        #expect(TerminalDevice.decodeCharacter(9) == .tab)
        #expect(TerminalDevice.decodeCharacter(13) == .enter)
        #expect(TerminalDevice.decodeCharacter(27) == .escape)
        #expect(TerminalDevice.decodeCharacter(127) == .backspace)
        #expect(TerminalDevice.decodeCharacter(1) == .ctrl("a"))
        #expect(TerminalDevice.decodeCharacter(26) == .ctrl("z"))
        #expect(TerminalDevice.decodeCharacter(0x6F22) == .character("漢"))
        #expect(TerminalDevice.decodeCharacter(0) == nil)
        #expect(TerminalDevice.decodeCharacter(0xD800) == nil)          // not a scalar
    }
}
