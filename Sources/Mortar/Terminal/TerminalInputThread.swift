internal import CNcurses
import Dispatch
import Foundation
import Glibc

/// What wakes the app's loop.
enum TermAppEvent: Sendable, Equatable {
    /// Input is waiting on the terminal; read it, then call ``TerminalInputThread/inputHandled()``.
    case input
    /// A relayed signal arrived.
    case signal(Int32)
    /// The terminal's input ended (hung up, closed): the app ends.
    case endOfInput
    /// Something asked for a redraw (a view changed, a timer fired, a task finished).
    case redraw
    /// A suspended app continued in the background (`bg`) stops again unless it is in the
    /// foreground by now.
    case stopUntilForeground
}

/// A thread that sleeps in `poll` on the terminal's input and the signal pipe and posts what it
/// sees to the app's loop, so the main actor is free for timers and tasks while nothing
/// happens, and an idle app uses no CPU. After posting `.input` it waits until the loop has
/// read the input, so it never posts the same input twice.
final class TerminalInputThread: @unchecked Sendable {
    private let inputFD: Int32
    private let signals: TerminalSignals
    private let post: @Sendable (TermAppEvent) -> Void
    private let resume = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var stopping = false

    init(inputFD: Int32, signals: TerminalSignals, post: @escaping @Sendable (TermAppEvent) -> Void) {
        self.inputFD = inputFD
        self.signals = signals
        self.post = post
    }

    func start() {
        let thread = Thread { [self] in loop() }
        thread.name = "mortar.terminal-input"
        thread.start()
    }

    /// The loop has read the input that was posted.
    func inputHandled() { resume.signal() }

    /// Ends the thread (it exits at its next wake-up, which this causes).
    func stop() {
        lock.withLock { stopping = true }
        signals.wake()
        resume.signal()
    }

    private var isStopping: Bool { lock.withLock { stopping } }

    private func loop() {
        var fds = [pollfd(fd: inputFD, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: signals.readFD, events: Int16(POLLIN), revents: 0)]
        while !isStopping {
            fds[0].revents = 0
            fds[1].revents = 0
            let ready = poll(&fds, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                post(.endOfInput)
                return
            }
            if fds[1].revents & Int16(POLLIN) != 0 {
                for number in signals.drain() where number != 0 { post(.signal(number)) }
            }
            if isStopping { return }
            let revents = fds[0].revents
            if revents & Int16(POLLIN) != 0 {
                // Readable with nothing to read is the end of input (a hang-up, a closed pipe):
                // never report it as input, or the loop would spin.
                if cnc_bytes_available(inputFD) <= 0 {
                    post(.endOfInput)
                    return
                }
                post(.input)
                resume.wait()
            } else if revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                post(.endOfInput)
                return
            }
        }
    }
}
