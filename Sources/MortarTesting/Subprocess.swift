import Foundation

/// Runs a program for a test and waits for it, through `posix_spawn` and `waitpid` rather than
/// Foundation's `Process`: a program that daemonises (the tmux server) inherits descriptors,
/// and `Process.waitUntilExit` would wait for the daemon too.
public enum Subprocess {
    /// How a program ended and what it printed.
    public struct Result: Sendable {
        /// The raw `waitpid` status (0 for a clean exit; see ``exitCode``).
        public let status: Int32
        /// Standard output and error, interleaved.
        public let output: String

        /// The exit code, or 128 + the signal that ended the program (as a shell reports it).
        public var exitCode: Int32 {
            let signal = status & 0x7F
            return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        }
    }

    /// Runs `argv` (looked up on PATH) with `environment`, standard output and error captured
    /// together, signals at their defaults and an empty mask (the test runner's would otherwise
    /// be inherited by daemons, which then ignore the hangup that should end them).
    public static func run(_ argv: [String], environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Result {
        let outputPath = NSTemporaryDirectory() + "mortar-test-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).out"
        defer { unlink(outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), all = sigset_t()
        sigemptyset(&empty)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let envp = environment.map { "\($0.key)=\($0.value)" }
        var pid: pid_t = 0
        let status: Int32 = withCStrings(argv) { cArgv in
            withCStrings(envp) { cEnvp in posix_spawnp(&pid, argv[0], &actions, &attributes, cArgv, cEnvp) }
        }
        guard status == 0 else {
            throw SubprocessError(message: "cannot start \(argv[0]): \(String(cString: strerror(status)))")
        }
        var exit: Int32 = 0
        while waitpid(pid, &exit, 0) < 0 && errno == EINTR {}
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        return Result(status: exit, output: output)
    }

    /// A process's state letter (R running, S sleeping, T stopped, Z zombie ...) and parent,
    /// read from `/proc/PID/stat` (Linux); nil when there is no such process.
    public static func status(of pid: Int32) -> (state: String, parent: Int32)? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // The command name, in parentheses, may hold spaces: the fields start after the last ")".
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 1, let parent = Int32(fields[1]) else { return nil }
        return (String(fields[0]), parent)
    }

    /// The processes whose parent is `parent` (Linux).
    public static func children(of parent: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { status(of: $0)?.parent == parent }.sorted()
    }

    /// Calls `body` with `strings` as a NULL-terminated C array.
    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }
}

/// A program could not be started.
public struct SubprocessError: Error, CustomStringConvertible {
    /// What went wrong.
    public let message: String

    /// Creates an error.
    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
