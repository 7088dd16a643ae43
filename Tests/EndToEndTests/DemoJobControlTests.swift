import Foundation
import MortarTesting
import Testing

/// The demo as a shell job, in tmux on a private socket: started with `&` it stops itself until
/// `fg` instead of taking the terminal from the shell; continued with `bg` after Ctrl-Z it stops
/// again; ended by SIGTERM in the background it leaves the terminal alone. Each test compares
/// `stty -a` before and after, and checks the shell still echoes what is typed.
@Suite("mortar-demo as a shell job", .serialized)
struct DemoJobControlTests {
    private static func ready(_ screen: String) -> Bool { screen.contains("┌ CPU") && screen.contains("q quit") }

    /// A pane with an interactive shell (job control needs one) and the demo's path.
    private func shell(_ name: String) throws -> (TmuxSession, demo: String, shell: Int32) {
        let demo = try #require(DemoBinary.path, "mortar-demo was not built beside the tests")
        let tmux = try TmuxSession(name: "mortar-e2e-job-\(name)-\(getpid())", width: 80, height: 24,
                                   command: "env PS1='$ ' SWIFT_BACKTRACE=enable=no sh -i")
        do {
            try tmux.waitForScreen { $0.contains("$") }
            let shell = try #require(Int32(try tmux.display("#{pane_pid}")))
            return (tmux, demo, shell)
        } catch {
            tmux.kill()
            throw error
        }
    }

    /// Runs `command` in the pane's shell.
    private func run(_ tmux: TmuxSession, _ command: String) throws {
        try tmux.type(command)
        try tmux.sendKeys("Enter")
    }

    /// `stty -a` of the pane's terminal, as the shell sees it.
    private func stty(_ tmux: TmuxSession, _ label: String) throws -> String {
        let path = NSTemporaryDirectory() + "mortar-e2e-stty-\(getpid())-\(label)-\(UInt32.random(in: 0...UInt32.max))"
        defer { unlink(path) }
        try run(tmux, "stty -a > \(path).tmp && mv \(path).tmp \(path)")
        try waitUntil { FileManager.default.fileExists(atPath: path) }
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    /// Waits until the shell's child (the demo) exists and is in `state` (`T` stopped); its pid.
    @discardableResult
    private func demo(of shell: Int32, inState state: String) throws -> Int32 {
        var pid: Int32 = 0
        try waitUntil {
            guard let child = DemoBinary.child(of: shell) else { return false }
            pid = child
            return Subprocess.status(of: child)?.state == state
        }
        return pid
    }

    /// The shell is back in charge: typed text is echoed and runs.
    private func expectShellWorks(_ tmux: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try tmux.display("#{alternate_on}") == "0", sourceLocation: sourceLocation)
        try tmux.waitForPrompt()
        try run(tmux, "echo typed-ok")
        let screen = try tmux.waitForScreen { screen in screen.split(separator: "\n").contains { $0 == "typed-ok" } }
        #expect(screen.contains("$ echo typed-ok"), "\(screen)", sourceLocation: sourceLocation)
    }

    private func waitUntil(timeout: Double = 30, _ condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            guard Date() < deadline else { throw TmuxError(message: "condition not met in \(timeout) s") }
            usleep(20_000)
        }
    }

    @Test func startedInTheBackgroundItStopsUntilFg() throws {
        let (tmux, demo, shell) = try shell("fg")
        defer { tmux.kill() }
        let before = try stty(tmux, "before")
        try run(tmux, "\(demo) --interval 0.2 &")
        try self.demo(of: shell, inState: "T")                          // stopped, as `vim &` would be
        usleep(300_000)
        #expect(try tmux.display("#{alternate_on}") == "0")              // the terminal was not taken
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen { $0.contains("Stopped (tty output)") }    // the shell saw why
        #expect(try stty(tmux, "while-stopped") == before)

        try run(tmux, "fg")
        try tmux.waitForScreen(Self.ready)
        #expect(try tmux.display("#{alternate_on}") == "1")
        try tmux.sendKeys("q")
        try waitUntil { DemoBinary.child(of: shell) == nil }
        #expect(try stty(tmux, "after") == before)
        try expectShellWorks(tmux)
    }

    @Test func killedWithTermInTheBackgroundItLeavesTheTerminalAlone() throws {
        let (tmux, demo, shell) = try shell("term")
        defer { tmux.kill() }
        let before = try stty(tmux, "before")
        try run(tmux, "\(demo) --interval 0.2 &")
        let pid = try self.demo(of: shell, inState: "T")
        // As a shell's `kill %1` does: SIGTERM, then SIGCONT so a stopped job can act on it.
        kill(pid, SIGTERM)
        kill(pid, SIGCONT)
        try waitUntil { DemoBinary.child(of: shell) == nil || Subprocess.status(of: pid)?.state == "Z" }
        #expect(try stty(tmux, "after") == before)
        try expectShellWorks(tmux)
    }

    @Test func bgAfterCtrlZStopsAgainAndTermEndsIt() throws {
        let (tmux, demo, shell) = try shell("bg")
        defer { tmux.kill() }
        let before = try stty(tmux, "before")
        try run(tmux, "\(demo) --interval 0.2")
        try tmux.waitForScreen(Self.ready)
        try tmux.sendKeys("C-z")
        try tmux.waitForScreen { $0.contains("Stopped") }
        try run(tmux, "bg")                                             // continued in the background ...
        let pid = try self.demo(of: shell, inState: "T")                // ... it stops again
        usleep(300_000)
        #expect(Subprocess.status(of: pid)?.state == "T")
        #expect(try tmux.display("#{alternate_on}") == "0")
        #expect(try stty(tmux, "while-stopped") == before)

        kill(pid, SIGTERM)
        kill(pid, SIGCONT)
        try waitUntil { DemoBinary.child(of: shell) == nil || Subprocess.status(of: pid)?.state == "Z" }
        #expect(try stty(tmux, "after") == before)
        try expectShellWorks(tmux)
    }
}
