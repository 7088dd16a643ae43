import Glibc

// Signal handling for the runtime. Handlers do only what is async-signal-safe: the relay
// handler writes the signal number into a pipe that the input thread polls (so the main loop
// handles it, never the handler), and the crash handler writes precomputed bytes and restores
// the saved tty modes before letting the crash proceed.

/// The pipe the relay handler writes signal numbers to; -1 when no app runs.
nonisolated(unsafe) private var relayWriteFD: Int32 = -1
/// What the crash handler writes to the terminal: leave the alternate screen, show the cursor,
/// reset attributes, stop mouse reporting and keypad transmit mode.
/// Plain memory, allocated once, so the handler touches no Swift reference counts.
nonisolated(unsafe) private let crashRestoreBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
nonisolated(unsafe) private var crashRestoreCount = 0
nonisolated(unsafe) private var crashRestoreFD: Int32 = -1
nonisolated(unsafe) private let crashSavedModes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
nonisolated(unsafe) private var crashHasSavedModes = false
/// The handlers that were there before ours, by signal number, put back before a crash
/// proceeds (so Swift's own backtrace handler still reports it).
nonisolated(unsafe) private let previousCrashActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
nonisolated(unsafe) private var crashHandlersInstalled = false

/// Signals that mean a crash: trap, fatalError, bad memory access.
let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

/// Owns the relay pipe and the installed handlers for one run of an app. The input thread only
/// reads the pipe; handlers are installed and removed on the main actor.
final class TerminalSignals: @unchecked Sendable {
    let readFD: Int32
    private let writeFD: Int32
    private var saved: [Int32: sigaction] = [:]

    init() throws(TermAppError) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw .cannotStart("pipe() failed: errno \(errno)") }
        readFD = fds[0]
        writeFD = fds[1]
        for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        _ = fcntl(readFD, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeFD, F_SETFD, FD_CLOEXEC)
        relayWriteFD = writeFD
    }

    deinit {
        relayWriteFD = -1
        close(readFD)
        close(writeFD)
    }

    /// Relays `signals` to the pipe (no SA_RESTART, so blocking calls return EINTR).
    func relay(_ signals: [Int32]) {
        for sig in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(relayWriteFD, &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            var old = sigaction()
            sigaction(sig, &action, &old)
            if saved[sig] == nil { saved[sig] = old }
        }
    }

    /// Puts back the handlers that were there before ``relay(_:)``.
    func restore() {
        for (sig, old) in saved {
            var action = old
            sigaction(sig, &action, nil)
        }
        saved = [:]
    }

    /// Wakes the input thread with a byte that is not a signal (0), used to stop it.
    func wake() {
        var byte: UInt8 = 0
        _ = write(writeFD, &byte, 1)
    }

    /// Reads what the handlers wrote: signal numbers, and 0 for a wake-up.
    func drain() -> [Int32] {
        var result: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let n = read(readFD, &buffer, buffer.count)
            guard n > 0 else { break }
            result += buffer[..<n].map { Int32($0) }
        }
        return result
    }

    /// Signals besides SIGINT, SIGTERM and SIGHUP that end a process at their default action
    /// and can be caught: relayed too (when not ignored), so the terminal is given back first.
    /// SIGPROF is left to profilers.
    static let endingSignals: [Int32] = [SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGXCPU, SIGXFSZ, SIGPIPE]

    /// Whether `signal` is at its default action (not ignored, no handler of the program's).
    static func hasDefaultAction(_ signal: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0 else { return false }
        return current.__sigaction_handler.sa_handler == nil   // SIG_DFL is the null handler
    }

    /// Saves the tty modes of `fd` for the crash handler; call before ncurses changes them.
    static func saveTerminalModes(fd: Int32) {
        crashRestoreFD = fd
        crashHasSavedModes = tcgetattr(fd, crashSavedModes) == 0
    }

    /// Installs the crash handler: on a crash signal it writes `bytes` to the terminal, puts
    /// back the modes ``saveTerminalModes(fd:)`` saved, and lets the crash go on as if never
    /// caught.
    static func installCrashRestore(bytes: [UInt8]) {
        crashRestoreCount = min(bytes.count, 256)
        for i in 0..<crashRestoreCount { crashRestoreBytes[i] = bytes[i] }
        for sig in crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                _ = write(crashRestoreFD, crashRestoreBytes, crashRestoreCount)
                if crashHasSavedModes { _ = tcsetattr(crashRestoreFD, TCSANOW, crashSavedModes) }
                sigaction(number, previousCrashActions + Int(number), nil)
                raise(number)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(bitPattern: UInt32(SA_RESETHAND))
            sigaction(sig, &action, previousCrashActions + Int(sig))
        }
        crashHandlersInstalled = true
    }

    /// Removes the crash handler, putting back what was there.
    static func removeCrashRestore() {
        guard crashHandlersInstalled else { return }
        for sig in crashSignals { sigaction(sig, previousCrashActions + Int(sig), nil) }
        crashHandlersInstalled = false
        crashRestoreFD = -1
    }
}
