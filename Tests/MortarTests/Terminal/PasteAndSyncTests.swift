import CNcurses
import Foundation
@testable import Mortar
import MortarTesting
import Testing

/// Synchronized output and bracketed paste through a pseudo-terminal (the raw bytes) and in
/// tmux (a real terminal that pastes).
@Suite("Synchronized output and bracketed paste", .serialized) @MainActor
struct PasteAndSyncTests {
    /// The output, once the pseudo-terminal has everything written so far.
    private func settled(_ pty: TestPTY) async -> String {
        #expect(await pty.drained())
        return pty.output
    }

    @Test func eachFrameIsOneSynchronizedUpdateAndAnUnchangedOneSendsNothing() async throws {
        try await TerminalTestLock.withLock {
            let pty = try TestPTY(width: 30, height: 4)
            defer { pty.closeSlave(); pty.hangUp() }
            let display = try TermDisplay(inputFD: pty.slave, outputFD: pty.slave, term: "tmux-256color")
            try display.open()
            defer { display.close() }
            let screen = TermScreen(width: 30, height: 4)
            let label = TermLabel("first-frame")
            screen.root |+| label
            label.m_origin |=| (1, 1)
            let opened = await settled(pty)
            #expect(opened.contains("\u{1B}[?2004h"))                       // bracketed paste on
            display.paint(screen.render())
            let first = String((await settled(pty)).dropFirst(opened.count))
            #expect(first.hasPrefix("\u{1B}[?2026h") && first.hasSuffix("\u{1B}[?2026l"), "\(first.debugDescription)")
            #expect(first.contains("first-frame"))
            display.paint(screen.render())
            #expect(await settled(pty) == opened + first)                  // unchanged: not one byte
            label.text = "second-frame"
            display.paint(screen.render())
            let second = String((await settled(pty)).dropFirst(opened.count + first.count))
            #expect(second.hasPrefix("\u{1B}[?2026h") && second.hasSuffix("\u{1B}[?2026l"), "\(second.debugDescription)")
            #expect(second.components(separatedBy: "\u{1B}[?2026h").count == 2)
            display.close()
            #expect(await settled(pty).contains("\u{1B}[?2004l"))          // and off again
        }
    }

    @Test func aPasteReachesTheFocusedFieldAsOneEditNeverTheBindings() async throws {
        try await TerminalTestLock.withLock {
            let pty = try TestPTY(width: 40, height: 4)
            defer { pty.closeSlave(); pty.hangUp() }
            let app = TermApp(inputFD: pty.slave, outputFD: pty.slave, term: "xterm-256color")
            let field = TermTextField()
            app.screen.root |+| field
            field.m_frame |=| (0, 0, 40, 1)
            var edits = 0, quits = 0
            field.onChange = { _ in edits += 1 }
            app.screen.bind(.character("q")) { quits += 1 }
            app.screen.bind(.escape) { app.quit() }
            Task { @MainActor in
                _ = await pty.waitFor("\u{1B}[?2004h")
                field.becomeFocused()
                // The paste in two writes, the way a large one arrives, with a "q" and a line break.
                var part1 = Array("\u{1B}[200~héllo q\r".utf8), part2 = Array("世界 ok\u{1B}[201~".utf8)
                _ = write(pty.master, &part1, part1.count)
                try? await Task.sleep(for: .milliseconds(100))
                _ = write(pty.master, &part2, part2.count)
                _ = await eventually { !field.text.isEmpty && edits > 0 }
                var escape: [UInt8] = [0x1B]
                _ = write(pty.master, &escape, 1)
            }
            try await app.run()
            #expect(field.text == "héllo q 世界 ok")
            #expect(edits == 1)
            #expect(quits == 0)
        }
    }

    @Test func tmuxPastesIntoAFieldAsOneString() async throws {
        try await TerminalTestLock.withLock {
            let tmux = try TmuxSession(name: "mortar-paste-\(getpid())", width: 40, height: 4)
            defer { tmux.kill() }
            let tty = open(try tmux.display("#{pane_tty}"), O_RDWR | O_NOCTTY)
            try #require(tty >= 0)
            defer { close(tty) }
            let app = TermApp(inputFD: tty, outputFD: tty, term: "tmux-256color")
            let field = TermTextField(), ready = TermLabel("ready")
            app.screen.root |+| [field, ready]
            field.m_frame |=| (0, 0, 40, 1)
            ready.m_origin |=| (0, 2)
            var pastes: [String] = []
            field.onChange = { pastes.append($0) }
            app.screen.bind(.escape) { app.quit() }
            Task { @MainActor in
                field.becomeFocused()
                // tmux brackets a paste only once the pane asked for it (mode 2004 on), which the
                // app does before its first frame; without the brackets the text would arrive as
                // keys, one edit each.
                _ = await eventually { (try? tmux.capture())?.contains("ready") == true }
                _ = try? tmux.run(["set-buffer", "-b", "p", "pasted text, 漢字 and q"])
                _ = try? tmux.run(["paste-buffer", "-p", "-b", "p", "-t", tmux.session])
                _ = await eventually { !pastes.isEmpty }
                try? await Task.sleep(for: .milliseconds(50))
                try? tmux.sendKeys("Escape")
            }
            try await app.run()
            #expect(pastes == ["pasted text, 漢字 and q"])
        }
    }
}
