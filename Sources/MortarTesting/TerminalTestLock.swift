import Foundation

/// ncurses keeps one set of global state per process (the current screen, the terminfo entry
/// being read), and Swift Testing runs tests in parallel. Tests that open terminals in the same
/// process (a `TermApp` on a pseudo-terminal, `newterm`, terminfo lookups) take turns with
/// this lock. It is an `flock` on a file in the temporary directory, taken without blocking the
/// thread (a waiting test sleeps as a task, so it never holds one of the few threads of Swift's
/// cooperative pool that the holder may need to finish), and released however the body ends.
public enum TerminalTestLock {
    private static let path = NSTemporaryDirectory() + "mortar-terminal-tests-\(getuid()).lock"

    /// Runs `body` holding the lock, on the caller's actor.
    public static func withLock<T>(isolation: isolated (any Actor)? = #isolation,
                                   _ body: () async throws -> T) async rethrows -> T {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        defer { if fd >= 0 { close(fd) } }
        while fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) != 0 { try? await Task.sleep(for: .milliseconds(5)) }
        defer { if fd >= 0 { flock(fd, LOCK_UN) } }
        return try await body()
    }
}
