import CNcurses
import Foundation
@testable import Mortar
import MortarTesting
import Testing

/// A pseudo-terminal for running a ``TermApp`` inside a test: the app gets the slave side, the
/// test reads what it writes from the master side (collected by a thread) and can hang it up.
final class TestPTY: @unchecked Sendable {
    let master: Int32
    let slave: Int32
    private let lock = NSLock()
    private var received = Data()
    private var hangingUp = false
    /// The reader took bytes off the master and has not appended them yet.
    private var reading = false

    init(width: Int, height: Int) throws {
        var m: Int32 = -1, s: Int32 = -1
        guard cnc_open_pty(Int32(height), Int32(width), &m, &s) == 0 else {
            throw SubprocessError(message: "cannot open a pseudo-terminal")
        }
        master = m
        slave = s
        Thread { [self] in
            // Poll with a timeout rather than block in read(): a close() from another thread
            // would not end a blocked read, and the master would stay open.
            var buffer = [UInt8](repeating: 0, count: 4096)
            var fds = [pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
            while !lock.withLock({ hangingUp }) {
                guard poll(&fds, 1, 20) > 0 else { continue }
                lock.withLock { reading = true }
                let n = read(master, &buffer, buffer.count)
                if n <= 0 { lock.withLock { reading = false }; break }
                lock.withLock { received.append(contentsOf: buffer[..<n]); reading = false }
            }
            close(master)
        }.start()
    }

    /// Closes the master side, as a terminal emulator that goes away does: the slave hangs up.
    func hangUp() { lock.withLock { hangingUp = true } }

    /// Everything the app wrote so far, as text.
    var output: String { lock.withLock { String(decoding: received, as: UTF8.self) } }

    /// Waits (without blocking the main actor) until the output contains `text`. The deadline
    /// is generous: the app runs on the main actor, which every @MainActor test running in
    /// parallel shares, so under `make test` a repaint can wait its turn for many seconds (more
    /// than 60 once on this 2-core machine, 2026-11-27, with the property suites running).
    func waitFor(_ text: String, timeout: Double = 180) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if output.contains(text) { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return false
    }

    /// Waits until every byte written to the slave so far is in `output`: nothing is left to
    /// read on the master and the reader holds nothing it has not appended. Writes to a
    /// pseudo-terminal are in its queue when `write` returns, so after a synchronous paint this
    /// is exact, where "quiet for a moment" is not: a reader starved under load looks quiet.
    func drained(timeout: Double = 60) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            var fds = [pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
            // The queue first, then the reader: bytes leave the queue only while `reading`.
            if poll(&fds, 1, 0) == 0 && !lock.withLock({ reading }) { return true }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return false
    }

    func closeSlave() { close(slave) }
}

/// Waits (without blocking the main actor, where the app runs) until `condition` holds or
/// `timeout` seconds pass; whether it held. The deadline is generous for the reason
/// `TestPTY.waitFor` gives.
@MainActor
func eventually(timeout: Double = 60, _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        guard Date() < deadline else { return false }
        try? await Task.sleep(for: .milliseconds(20))
    }
    return true
}

@Suite("TermApp in a pseudo-terminal", .serialized) @MainActor
struct TermAppTests {
    @Test func tasksAndTimersUpdateTheScreenWhileItRunsAndQuitEndsIt() async throws {
        try await TerminalTestLock.withLock {
            let pty = try TestPTY(width: 40, height: 10)
            defer { pty.closeSlave(); pty.hangUp() }
            let app = TermApp(inputFD: pty.slave, outputFD: pty.slave, term: "xterm-256color")
            app.reraisesSignals = false
            let label = TermLabel("starting")
            app.screen.root |+| label
            label.m_center |=| app.screen.root
            var ticks: [ContinuousClock.Instant] = []
            app.every(.milliseconds(30)) { ticks.append(.now) }
            Task { @MainActor in
                #expect(await pty.waitFor("starting"))
                label.text = "from-a-task"                     // a task on the main actor, while run() waits
                #expect(await pty.waitFor("from-a-task"))
                #expect(app.screen.size == TermSize(width: 40, height: 10))
                #expect(label.frame == TermRect(x: 15, y: 5, width: 11, height: 1))   // centre 5: 4.5 rounds to 5
                while ticks.count < 3 { try? await Task.sleep(for: .milliseconds(10)) }
                app.quit()
            }
            try await app.run()
            #expect(app.endReason == .quit)
            // The timer waits its interval between actions, and stops with the run.
            let gaps = zip(ticks, ticks.dropFirst()).map { $1 - $0 }
            #expect(gaps.allSatisfy { $0 >= .milliseconds(30) }, "\(gaps)")
            let ticksWhenRunEnded = ticks.count
            try await Task.sleep(for: .milliseconds(150))
            #expect(ticks.count == ticksWhenRunEnded)
            #expect(await pty.waitFor("\u{1B}[?1049l"))         // left the alternate screen
        }
    }

    @Test func keysReachTheFocusedViewAndBindings() async throws {
        try await TerminalTestLock.withLock {
            let pty = try TestPTY(width: 30, height: 6)
            defer { pty.closeSlave(); pty.hangUp() }
            let app = TermApp(inputFD: pty.slave, outputFD: pty.slave, term: "xterm-256color")
            let field = TermTextField()
            app.screen.root |+| field
            field.m_frame |=| (0, 0, 20, 1)
            var quitKeys = 0
            app.screen.bind(.escape) { quitKeys += 1; app.quit() }
            Task { @MainActor in
                _ = await pty.waitFor("\u{1B}[?1049h")
                field.becomeFocused()
                // Text, then Left as xterm sends it in keypad mode (ESC O D), then Backspace.
                var keys = Array("héllo 世界".utf8) + [0x1B, 0x4F, 0x44, 0x7F]
                _ = write(pty.master, &keys, keys.count)
                _ = await eventually { field.text == "héllo 界" }
                var escape: [UInt8] = [0x1B]
                _ = write(pty.master, &escape, 1)
            }
            try await app.run()
            #expect(field.text == "héllo 界")
            #expect(quitKeys == 1)
        }
    }

    @Test func aMousePressDragAndReleaseMoveADivider() async throws {
        try await TerminalTestLock.withLock {
            let pty = try TestPTY(width: 20, height: 4)
            defer { pty.closeSlave(); pty.hangUp() }
            let app = TermApp(inputFD: pty.slave, outputFD: pty.slave, term: "xterm-256color")
            let split = TermSplitView(.horizontal, panes: [TermView(), TermView()])
            app.screen.root |+| split
            split |=| app.screen.root
            Task { @MainActor in
                _ = await pty.waitFor("\u{1B}[?1002h")            // drags are reported
                // xterm's SGR mouse reports (this terminfo entry's): ESC [ < button ; column ;
                // row, M for a press or motion, m for a release, columns and rows from 1. Press
                // button 1 on the divider (column 10, row 1), move to column 5 with it held
                // (button 32 + 0), release. A little apart, as a hand makes them: ncurses reads
                // a burst of reports written at once as one event.
                func mouse(_ button: Int, _ x: Int, _ y: Int, _ end: String = "M") -> [UInt8] {
                    Array("\u{1B}[<\(button);\(x + 1);\(y + 1)\(end)".utf8)
                }
                for var bytes in [mouse(0, 10, 1), mouse(32, 7, 1), mouse(32, 5, 2), mouse(0, 5, 2, "m")] {
                    _ = write(pty.master, &bytes, bytes.count)
                    try? await Task.sleep(for: .milliseconds(50))
                }
                _ = await eventually { split.dividerPositions == [5] }
                app.quit()
            }
            try await app.run()
            #expect(split.dividerPositions == [5])
            #expect(await pty.waitFor("\u{1B}[?1002l"))          // and no longer once the app is done
        }
    }

    @Test func aBracketedPasteReachesTheFocusedViewWhole() async throws {
        try await TerminalTestLock.withLock {
            let pty = try TestPTY(width: 20, height: 4)
            defer { pty.closeSlave(); pty.hangUp() }
            let app = TermApp(inputFD: pty.slave, outputFD: pty.slave, term: "xterm-256color")
            let area = TermTextArea(), other = TermButton("x") {}
            app.screen.root |+| [area, other]
            area.m_frame |=| (0, 0, 20, 3)
            other.m_origin |=| (0, 3)
            area.becomeFocused()
            Task { @MainActor in
                _ = await pty.waitFor("\u{1B}[?2004h")            // the terminal is asked to bracket pastes
                // A paste with a Tab (typed, it would move the focus) and a line break.
                var bytes = Array("\u{1B}[200~one\ttwo\r\nthree\u{1B}[201~".utf8)
                _ = write(pty.master, &bytes, bytes.count)
                _ = await eventually { !area.text.isEmpty }
                app.quit()
            }
            try await app.run()
            #expect(area.text == "one two\nthree" && area.isFocused)
            #expect(await pty.waitFor("\u{1B}[?2004l"))          // and no longer once the app is done
        }
    }

    @Test func aHangUpEndsTheAppInsteadOfSpinning() async throws {
        try await TerminalTestLock.withLock {
            let pty = try TestPTY(width: 30, height: 6)
            defer { pty.closeSlave() }
            let app = TermApp(inputFD: pty.slave, outputFD: pty.slave, term: "xterm-256color")
            app.screen.root |+| TermLabel("up")
            Task { @MainActor in
                #expect(await pty.waitFor("up"))
                pty.hangUp()                                     // the terminal goes away
            }
            try await app.run()
            #expect(app.endReason == .endOfInput)
        }
    }
}
