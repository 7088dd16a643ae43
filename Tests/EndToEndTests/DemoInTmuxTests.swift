import Foundation
import MortarTesting
import Testing

/// The demo in a real terminal: tmux on a private socket, killed at the end of each test. The
/// pane runs a shell that starts the demo, prints its exit status, then stays interactive, so
/// each test can check the terminal is usable after the demo ends.
@Suite("mortar-demo in tmux", .serialized)
struct DemoInTmuxTests {
    private static func ready(_ screen: String) -> Bool { screen.contains("┌ CPU") && screen.contains("q quit") }

    /// Starts the demo in a fresh server; `extra` are more arguments.
    private func start(_ name: String, width: Int = 80, height: Int = 24, extra: String = "",
                       environment: String = "") throws -> TmuxSession {
        let demo = try #require(DemoBinary.path, "mortar-demo was not built beside the tests")
        // The shell traps SIGINT (so Ctrl-C ends only the demo) without ignoring it (which the
        // demo would inherit).
        let command = "env SWIFT_BACKTRACE=enable=no \(environment) sh -c 'trap true INT; \(demo) --interval 0.2 \(extra); "
            + "echo EXIT=$?; trap - INT; exec env PS1=\"$ \" sh -i'"
        let tmux = try TmuxSession(name: "mortar-e2e-\(name)-\(getpid())", width: width, height: height, command: command)
        do {
            try tmux.waitForScreen(Self.ready)
        } catch {
            tmux.kill()
            throw error
        }
        return tmux
    }

    /// After the demo ended: the status it ended with, the normal screen back, the cursor
    /// shown, and typed text echoed by the shell.
    private func expectRestored(_ tmux: TmuxSession, exit: String?, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if let exit {
            let screen = try tmux.waitForScreen { $0.contains("EXIT=") }
            #expect(screen.contains("EXIT=\(exit)"), "\(screen)", sourceLocation: sourceLocation)
        } else {
            try waitUntil { (try? tmux.display("#{alternate_on}")) == "0" }
        }
        #expect(try tmux.display("#{alternate_on}") == "0", sourceLocation: sourceLocation)
        #expect(try tmux.display("#{cursor_flag}") == "1", sourceLocation: sourceLocation)
        try tmux.waitForPrompt()
        try tmux.type("echo typed-ok")
        try tmux.waitForScreen { $0.contains("echo typed-ok") }   // echo is on: the shell shows typing
        try tmux.sendKeys("Enter")
        let after = try tmux.waitForScreen { screen in screen.split(separator: "\n").contains { $0 == "typed-ok" } }
        #expect(after.contains("typed-ok"), sourceLocation: sourceLocation)
    }

    private func lines(_ screen: String) -> [Substring] {
        screen.split(separator: "\n", omittingEmptySubsequences: false)
    }

    @Test func layoutFollowsResizesKeysSwitchPagesAndQQuits() throws {
        let tmux = try start("keys")
        defer { tmux.kill() }
        var screen = try tmux.capture()
        #expect(lines(screen).first?.contains("1 Overview  2 Processes  3 Layout") == true)
        #expect(screen.contains("100%┤") && screen.contains("│used "))   // the CPU chart, the memory bars
        #expect(try tmux.display("#{alternate_on}") == "1")
        #expect(lines(screen).contains { $0.hasPrefix("┌ CPU") && $0.hasSuffix("┐") && $0.count == 80 - 30 - 0 }
                || lines(screen).contains { $0.hasPrefix("┌ CPU") })

        for (width, height) in [(120, 40), (40, 12), (20, 6), (80, 24)] {
            try tmux.resize(width: width, height: height)
            screen = try tmux.waitForScreen { screen in
                let rows = self.lines(screen)
                // The log box spans the full width, whatever the size.
                return rows.first?.hasPrefix(" Mortar") == true
                    && rows.contains { $0.hasPrefix("┌ Log") && $0.count == width || $0.hasPrefix("└") && $0.count == width }
            }
            #expect(lines(screen).count >= height - 1, "\(width)x\(height):\n\(screen)")
        }
        try tmux.waitForScreen { $0.contains("resized to 80x24") }      // the log pane saw the resizes

        try tmux.sendKeys("2")
        screen = try tmux.waitForScreen { $0.contains("┌ Processes (") }
        #expect(screen.contains("PID") && screen.contains("CPU%"))
        try tmux.sendKeys("End")
        try tmux.waitForScreen { $0.contains("pid ") }                   // the selected process's details
        try tmux.sendKeys("t")                                           // the tree by parent, from /proc
        try tmux.waitForScreen { $0.contains("┌ Process tree (") }
        try tmux.sendKeys("Home")
        try tmux.waitForScreen { $0.contains("│▾ 1 ") }                  // pid 1 first, its children open
        try tmux.sendKeys("t")
        try tmux.waitForScreen { $0.contains("┌ Processes (") }
        try tmux.sendKeys("3")
        screen = try tmux.waitForScreen { $0.contains("┌ sidebar") }
        #expect(screen.contains("frame "))
        try tmux.sendKeys("?")
        try tmux.waitForScreen { $0.contains("╔ Help") }
        try tmux.sendKeys("Escape")
        try tmux.waitForScreen { !$0.contains("╔ Help") }
        try tmux.sendKeys("s")
        try tmux.waitForScreen { $0.contains("╔ Settings") && $0.contains("Read /proc every") }
        try tmux.sendKeys("1")                                           // the modal keeps it from the page
        try tmux.sendKeys("Escape")
        screen = try tmux.waitForScreen { !$0.contains("╔ Settings") }
        #expect(screen.contains("┌ sidebar") && !screen.contains("┌ CPU"))   // still the Layout page
        try tmux.sendKeys("1")
        try tmux.waitForScreen(Self.ready)
        try tmux.sendKeys("q")
        try expectRestored(tmux, exit: "0")
    }

    /// The divider's column on a row of the Notes page: the cell between "┐" and "┌".
    private func dividerColumn(_ row: Substring) -> Int? {
        guard let range = row.range(of: "┐│┌") else { return nil }
        return row.distance(from: row.startIndex, to: range.lowerBound) + 1
    }

    @Test func aTabIsClickedAndTheDividerIsDraggedWithTheMouse() throws {
        // xterm-256color in the pane: SGR mouse reports, which tmux passes on byte for byte.
        let tmux = try start("drag", environment: "TERM=xterm-256color")
        defer { tmux.kill() }
        // A click (press, then release) on "4 Notes" in the header switches the page.
        let header = try #require(lines(try tmux.capture()).first)
        let tab = try #require(header.range(of: "4 Notes"))
        let x = header.distance(from: header.startIndex, to: tab.lowerBound) + 2
        try tmux.sendMouse(button: 0, x: x, y: 0)
        usleep(100_000)
        try tmux.sendMouse(button: 0, x: x, y: 0, release: true)
        let screen = try tmux.waitForScreen { $0.contains("┌ Notes") && $0.contains("Processes by state") }
        let start = try #require(dividerColumn(lines(screen)[1]))
        // Press on the divider, drag it six cells left in two moves, release; a little apart.
        try tmux.sendMouse(button: 0, x: start, y: 3)
        for x in [start - 3, start - 6] {
            usleep(100_000)
            try tmux.sendMouse(button: 32, x: x, y: 3)
        }
        usleep(100_000)
        try tmux.sendMouse(button: 0, x: start - 6, y: 3, release: true)
        try tmux.waitForScreen { self.dividerColumn(self.lines($0)[1]) == start - 6 }
        // A release ends the drag: moving the mouse afterwards moves nothing.
        usleep(100_000)
        try tmux.sendMouse(button: 35, x: start - 10, y: 3)
        usleep(300_000)
        #expect(dividerColumn(lines(try tmux.capture())[1]) == start - 6)
        try tmux.sendKeys("q")
        try expectRestored(tmux, exit: "0")
    }

    @Test func notesAreTypedAndTheDividerMovesWithKeys() throws {
        let tmux = try start("notes")
        defer { tmux.kill() }
        try tmux.sendKeys("4")
        let screen = try tmux.waitForScreen { $0.contains("┌ Notes") && $0.contains("Processes by state") }
        let start = try #require(dividerColumn(lines(screen)[1]))
        try tmux.sendKeys("C-k")                                         // the notes have the focus
        try tmux.type("typed in tmux 3 q")                               // page keys and q are text here
        try tmux.waitForScreen { $0.contains("│typed in tmux 3 q") }
        try tmux.sendKeys("Tab")                                         // the tree
        try tmux.sendKeys("Tab")                                         // the divider
        for _ in 0..<3 { try tmux.sendKeys("Left") }
        try tmux.waitForScreen { self.dividerColumn(self.lines($0)[1]) == start - 3 }
        try tmux.sendKeys("q")
        try expectRestored(tmux, exit: "0")
    }

    @Test func f12InspectsTheLayoutWithoutChangingIt() throws {
        let tmux = try start("inspect")
        defer { tmux.kill() }
        let before = try tmux.waitForScreen { $0.contains("┌ Log") }
        try tmux.sendKeys("F12")
        try tmux.waitForScreen { $0.contains("inspector · Esc closes") && $0.contains("root (TermView) 0,0 80x24") }
        try tmux.sendKeys("Tab")                                         // the next view, depth first
        try tmux.waitForScreen { !$0.contains("root (TermView) 0,0 80x24") && $0.contains("inspector · Esc closes") }
        try tmux.sendKeys("q")                                           // taken by the inspector
        try tmux.sendKeys("Escape")
        let after = try tmux.waitForScreen { !$0.contains("inspector") && $0.contains("┌ Log") }
        // The app's layout is what it was (the header's spinner and clock aside).
        #expect(lines(after).dropFirst().filter { $0.hasPrefix("┌") } == lines(before).dropFirst().filter { $0.hasPrefix("┌") })
        try tmux.sendKeys("q")
        try expectRestored(tmux, exit: "0")
    }

    // QUIT and USR1 end a process at their default action too: the terminal comes back first.
    @Test(arguments: [("INT", SIGINT, "130"), ("TERM", SIGTERM, "143"), ("HUP", SIGHUP, "129"),
                      ("QUIT", SIGQUIT, "131"), ("USR1", SIGUSR1, "138")])
    func signalsRestoreTheTerminal(name: String, signal: Int32, exit: String) throws {
        let tmux = try start(name.lowercased())
        defer { tmux.kill() }
        if signal == SIGINT {
            try tmux.sendKeys("C-c")                                     // through the terminal, as a user would
        } else {
            let shell = try #require(Int32(try tmux.display("#{pane_pid}")))
            let demo = try #require(DemoBinary.child(of: shell))
            kill(demo, signal)
        }
        try expectRestored(tmux, exit: exit)
    }

    @Test func ctrlZSuspendsAndFgRepaints() throws {
        // Job control needs an interactive shell (a stop signal to an orphaned process group,
        // such as a pane's only command, is discarded by the kernel), so type the command.
        let demo = try #require(DemoBinary.path)
        let tmux = try TmuxSession(name: "mortar-e2e-tstp-\(getpid())", width: 80, height: 24,
                                   command: "env PS1='$ ' SWIFT_BACKTRACE=enable=no sh -i")
        defer { tmux.kill() }
        try tmux.waitForScreen { $0.contains("$") }
        try tmux.type("\(demo) --interval 0.2")
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen(Self.ready)
        try tmux.sendKeys("C-z")
        let stopped = try tmux.waitForScreen { $0.contains("Stopped") }
        #expect(try tmux.display("#{alternate_on}") == "0", "\(stopped)")
        try tmux.type("fg")
        try tmux.sendKeys("Enter")
        try waitUntil { (try? tmux.display("#{alternate_on}")) == "1" }
        try tmux.waitForScreen(Self.ready)                               // repainted in full
        try tmux.sendKeys("q")
        try expectRestored(tmux, exit: nil)
    }

    private func waitUntil(timeout: Double = 30, _ condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            guard Date() < deadline else { throw TmuxError(message: "condition not met in \(timeout) s") }
            usleep(50_000)
        }
    }

    @Test func aCrashRestoresTheTerminal() throws {
        let tmux = try start("crash")
        defer { tmux.kill() }
        let shell = try #require(Int32(try tmux.display("#{pane_pid}")))
        let demo = try #require(DemoBinary.child(of: shell))
        kill(demo, SIGSEGV)                                              // what a bad memory access raises
        try expectRestored(tmux, exit: "139")
    }

    @Test func escapeSequencesInTheLogNeverReachTheTerminal() throws {
        let log = NSTemporaryDirectory() + "mortar-e2e-log-\(getpid()).txt"
        _ = FileManager.default.createFile(atPath: log, contents: Data())
        defer { unlink(log) }
        let tmux = try start("log", extra: "--log \(log)")
        defer { tmux.kill() }
        let title = try tmux.display("#{pane_title}")
        let hostile = "x\u{1B}]0;owned\u{07}\u{1B}[2Jy\n"
        let handle = try #require(FileHandle(forWritingAtPath: log))
        handle.seekToEndOfFile()
        handle.write(Data(hostile.utf8))
        try handle.close()
        let screen = try tmux.waitForScreen { $0.contains("x␛]0;owned␇␛[2Jy") }
        #expect(screen.contains("┌ CPU"))                               // not cleared
        #expect(try tmux.display("#{pane_title}") == title)              // not retitled
        #expect(!title.contains("owned"))
        try tmux.sendKeys("q")
        try expectRestored(tmux, exit: "0")
    }
}

@Suite("mortar-demo without a terminal")
struct DemoWithoutTerminalTests {
    @Test func redirectedOutputIsAClearError() throws {
        let demo = try #require(DemoBinary.path)
        let result = try Subprocess.run([demo])                         // stdin /dev/null, stdout a file
        #expect(result.exitCode == 2)
        #expect(result.output.contains("mortar-demo: standard output is not a terminal"), "\(result.output)")
        #expect(!result.output.contains("\u{1B}"))                      // nothing was sent to "the terminal"
    }

    @Test func onceRendersOneFrameToStandardOutput() throws {
        let demo = try #require(DemoBinary.path)
        let result = try Subprocess.run([demo, "--once", "--size", "60x20", "--page", "processes"])
        #expect(result.exitCode == 0)
        let rows = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(rows.count == 20)
        #expect(rows.allSatisfy { $0.count == 60 })
        #expect(rows.contains { $0.hasPrefix("┌ Processes (") })
        #expect(!result.output.contains("\u{1B}"))
    }

    @Test func badArgumentsAreReported() throws {
        let demo = try #require(DemoBinary.path)
        let result = try Subprocess.run([demo, "--once", "--size", "0x0"])
        #expect(result.exitCode != 0)
        #expect(result.output.contains("--size"))
    }
}
