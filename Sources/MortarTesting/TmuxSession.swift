import Foundation
import Glibc

/// A tmux server on a private socket (`tmux -L name`), for tests that need a real terminal: run
/// a program in a pane of a given size, read what the pane shows, send keys, resize it, ask
/// tmux about its state (`#{alternate_on}`, `#{cursor_flag}`, `#{pane_title}`), and kill the
/// server at the end, so no test leaves a process behind.
///
/// ```swift
/// let tmux = try TmuxSession(name: "demo-\(getpid())", width: 80, height: 24, command: "./my-app")
/// defer { tmux.kill() }
/// let screen = try tmux.waitForScreen { $0.contains("Ready") }
/// try tmux.sendKeys("q")
/// ```
public final class TmuxSession: Sendable {
    /// The server's socket name.
    public let socket: String
    /// The session's name on that server.
    public let session = "t"

    /// Starts a server and a detached session of `width` × `height` running `command` (a shell
    /// command line) with a UTF-8 locale.
    public init(name: String, width: Int, height: Int, command: String = "sleep 600") throws {
        socket = name
        try run(["new-session", "-d", "-s", session, "-x", "\(width)", "-y", "\(height)", command])
    }

    /// Runs a tmux command on this server and returns its standard output.
    @discardableResult
    public func run(_ arguments: [String]) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment["LC_ALL"] = "C.UTF-8"
        environment.removeValue(forKey: "TMUX")
        let result = try Subprocess.run(["tmux", "-u", "-L", socket] + arguments, environment: environment)
        guard result.status == 0 else {
            throw TmuxError(message: "tmux \(arguments.joined(separator: " ")) exited with status \(result.status): "
                            + result.output)
        }
        return result.output
    }

    /// What the pane shows, one line per row (trailing spaces trimmed by tmux).
    public func capture() throws -> String {
        try run(["capture-pane", "-p", "-t", session])
    }

    /// Sends keys in tmux's names (`"q"`, `"Down"`, `"C-c"`, `"Escape"`).
    public func sendKeys(_ keys: String...) throws {
        try run(["send-keys", "-t", session] + keys)
    }

    /// Types `text` literally.
    public func type(_ text: String) throws {
        try run(["send-keys", "-t", session, "-l", text])
    }

    /// Writes `bytes` to the program as one burst, as a terminal would send them (`send-keys
    /// -H`): escape sequences arrive whole, which `sendKeys` cannot promise.
    public func send(bytes: [UInt8]) throws {
        try run(["send-keys", "-t", session, "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    /// A mouse event as xterm reports it in SGR mode (`ESC [ < button ; column ; row M`, `m` for a
    /// release; cells from 0 here), for a program that asked for mouse reports in a pane whose
    /// `TERM` has SGR mouse (`xterm-256color`). Send a press, drags and a release as separate
    /// calls, a little apart, as a hand makes them: ncurses reads a burst of reports as one.
    public func sendMouse(button: Int, x: Int, y: Int, release: Bool = false) throws {
        try send(bytes: Array("\u{1B}[<\(button);\(x + 1);\(y + 1)\(release ? "m" : "M")".utf8))
    }

    /// Resizes the window.
    public func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-t", session, "-x", "\(width)", "-y", "\(height)"])
    }

    /// A tmux format about the pane, expanded (`"#{alternate_on}"`), without the newline.
    public func display(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", session, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls what the pane shows until `condition` holds (then returns it) or `timeout` seconds
    /// pass (then throws with the last screen, so the failure shows what was there).
    @discardableResult
    public func waitForScreen(timeout: Double = 30, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var screen = ""
        repeat {
            screen = try capture()
            if condition(screen) { return screen }
            usleep(50_000)
        } while Date() < deadline
        throw TmuxError(message: "timed out after \(timeout) s; the pane shows:\n\(screen)")
    }

    /// Ends the server and everything running in it, and removes its socket file (tmux leaves
    /// it behind). If `kill-server` does not end the server within two seconds (it can fail
    /// under load), the server process is terminated; its panes then hang up.
    public func kill() {
        let socketPath = (try? display("#{socket_path}")) ?? ""
        let serverPID = Int32((try? display("#{pid}")) ?? "") ?? 0
        _ = try? run(["kill-server"])
        if serverPID > 0 {
            for signal in [Int32(0), SIGTERM, SIGKILL] {
                if signal != 0 { Glibc.kill(serverPID, signal) }
                for _ in 0..<100 where Self.isRunning(serverPID) { usleep(20_000) }
                if !Self.isRunning(serverPID) { break }
            }
        }
        if !socketPath.isEmpty { unlink(socketPath) }
    }

    /// Whether `pid` is a live process (not gone, not a zombie nobody has reaped yet).
    private static func isRunning(_ pid: Int32) -> Bool {
        guard let status = Subprocess.status(of: pid) else { return Glibc.kill(pid, 0) == 0 }
        return status.state != "Z"
    }
}

/// A tmux command failed or a wait timed out.
public struct TmuxError: Error, CustomStringConvertible {
    /// What went wrong, with the pane's content for a timeout.
    public let message: String

    /// Creates an error.
    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
