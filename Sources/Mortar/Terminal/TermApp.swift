import Foundation
import Glibc

/// Runs a ``TermScreen`` in the terminal: takes the terminal, lays the screen out at the
/// terminal's size and on every resize, paints only what changed, routes keys and mouse to the
/// focused view, runs timers and lets Swift concurrency update views, and always gives the
/// terminal back (normal exit, `quit()`, SIGINT, SIGTERM, SIGHUP, SIGQUIT and the other signals
/// that end a process, end of input, a crash). Started as a background job (`app &`), it stops
/// itself until the shell brings it to the foreground (`fg`), as shells and vim do.
///
/// ```swift
/// let app = TermApp()
/// app.screen.root |+| label
/// app.screen.bind(.character("q")) { app.quit() }
/// app.every(.seconds(1)) { label.text = Date().description }
/// try await app.run()
/// ```
///
/// The loop waits on the terminal's input, signals, timers and tasks without polling, so an
/// idle app uses no CPU. Diagnostics raised while the terminal is taken are held and written
/// to standard error after it is given back.
@MainActor
public final class TermApp {
    /// The screen the app shows; it takes the terminal's size when the app runs.
    public let screen: TermScreen
    /// Whether colours are used (`--no-color` sets false); attributes are kept either way.
    public var usesColor = true
    /// After SIGINT, SIGTERM or SIGHUP the terminal is restored and, when true (the default),
    /// the signal is raised again so the process ends the way the shell expects (exit status
    /// 128 + signal). When false, ``run()`` returns instead.
    public var reraisesSignals = true
    /// Called with the new size after the terminal was resized (and once at the start).
    public var onResize: ((TermSize) -> Void)?
    /// The key that shows and hides the layout inspector (``TermScreen/toggleInspector()``);
    /// F12 by default, nil for none. Esc closes it too.
    public var inspectorKey: TermKey? = .function(12)
    /// Why the last ``run()`` ended.
    public private(set) var endReason: EndReason?

    /// Why a run ended.
    public enum EndReason: Sendable, Equatable {
        /// ``quit()`` was called.
        case quit
        /// The terminal's input ended (it was hung up or closed).
        case endOfInput
        /// A signal asked the app to end (SIGINT, SIGTERM, SIGHUP).
        case signal(Int32)
    }

    private var events: AsyncStream<TermAppEvent>.Continuation?
    private var running = false
    private var redrawPosted = false
    private var suspended = false
    private var timers: [TermTimer] = []
    private let inputFD: Int32
    private let outputFD: Int32
    private let term: String?

    /// Creates an app for the process's terminal (standard input and output), or for other
    /// terminal file descriptors (a pseudo-terminal) with an explicit `term` type.
    public init(screen: TermScreen = TermScreen(width: 80, height: 24), inputFD: Int32 = STDIN_FILENO,
                outputFD: Int32 = STDOUT_FILENO, term: String? = nil) {
        self.screen = screen
        // A terminal smaller than the layout shows a notice saying so rather than a cut-off
        // layout; an app that prefers clipping sets `screen.whenTooSmall = .clip`.
        screen.whenTooSmall = .notice
        self.inputFD = inputFD
        self.outputFD = outputFD
        self.term = term
    }

    /// Calls `action` every `interval` while the app runs (first after one interval). Cancel
    /// the returned timer to stop it.
    @discardableResult
    public func every(_ interval: Duration, _ action: @escaping @MainActor () -> Void) -> TermTimer {
        let timer = TermTimer(interval: interval, action: action)
        timers.append(timer)
        if running { timer.start() }
        return timer
    }

    /// Ends ``run()`` after the current event.
    public func quit() {
        if endReason == nil { endReason = .quit }
        running = false
        post(.redraw)
    }

    /// Takes the terminal and runs until ``quit()``, the end of input or a signal. Throws
    /// ``TermAppError`` before touching the terminal when it cannot be used (not a terminal,
    /// unknown `TERM`, no UTF-8 locale). A background job first stops (SIGTTOU) until it is in
    /// the foreground.
    public func run() async throws {
        try await runTakingTheTerminal()
        if case .signal(let number) = endReason, reraisesSignals {
            // The terminal is given back by now; end as the signal would have. The process, not
            // this thread: Swift runs the main actor on a thread that may block signals, where
            // raise() would leave the signal pending forever.
            signal(number, SIG_DFL)
            kill(getpid(), number)
            while true { pause() }
        }
    }

    /// Takes the terminal, runs the loop, and gives the terminal back however the loop ends.
    private func runTakingTheTerminal() async throws {
        let device = try TerminalDevice(inputFD: inputFD, outputFD: outputFD, term: term, useColors: usesColor)
        // A background job waits, stopped, before anything touches the terminal.
        try TerminalJobControl.waitForForeground(outputFD)
        let signals = try TerminalSignals()
        // Before newterm, so ncurses leaves SIGINT/TERM/TSTP to us ...
        signals.relay([SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT])
        // ... and every other signal that would end the process at its default action, so the
        // terminal is given back first (one the program ignores stays ignored).
        signals.relay(TerminalSignals.endingSignals.filter(TerminalSignals.hasDefaultAction))
        TerminalSignals.saveTerminalModes(fd: outputFD)   // before ncurses changes them
        do {
            try device.open()
        } catch {
            signals.restore()                             // or Ctrl-C would go to a dead pipe
            throw error
        }
        // ... and after it for SIGWINCH, replacing ncurses' handler (we resize ourselves).
        signals.relay([SIGWINCH])
        TerminalSignals.installCrashRestore(bytes: device.restoreBytes())

        let held = DiagnosticHold()
        let (stream, continuation) = AsyncStream<TermAppEvent>.makeStream(bufferingPolicy: .unbounded)
        events = continuation
        let input = TerminalInputThread(inputFD: inputFD, signals: signals) { continuation.yield($0) }
        endReason = nil
        running = true
        screen.onNeedsDisplay = { [weak self] in self?.post(.redraw) }
        timers.forEach { $0.start() }
        input.start()
        defer {
            input.stop()
            timers.forEach { $0.stop() }
            screen.onNeedsDisplay = nil
            events = nil
            continuation.finish()
            device.close()
            TerminalSignals.removeCrashRestore()
            signals.restore()
            held.release()
        }

        _ = resize(device)
        device.paint(screen.render().canvas, force: true)
        for await event in stream {
            redrawPosted = false
            var force = false
            switch event {
            case .input:
                for item in device.readInput() { force = handle(item, device) || force }
                input.inputHandled()
            case .signal(SIGWINCH):
                force = resize(device)
            case .signal(SIGTSTP):
                // Give the terminal back and stop the whole process (kill, not raise: this
                // thread may block signals); SIGCONT brings us back below.
                device.suspend()
                TerminalSignals.removeCrashRestore()          // nothing to restore while away
                suspended = true
                signal(SIGTSTP, SIG_DFL)
                kill(getpid(), SIGTSTP)
            case .signal(SIGCONT):
                if suspended {
                    guard TerminalJobControl.isForeground(outputFD) else {
                        // `bg` continued us in the background: stop again until `fg`, leaving
                        // the terminal to the shell. A moment later, so that a signal sent with
                        // the SIGCONT (a shell's `kill %1` sends SIGTERM, then SIGCONT; the
                        // events can arrive in either order) ends the app first.
                        Task { @MainActor [weak self] in
                            try? await Task.sleep(for: .milliseconds(50))
                            self?.post(.stopUntilForeground)
                        }
                        break
                    }
                    resume(device, signals)
                }
                force = resize(device)
            case .stopUntilForeground:
                guard suspended else { break }
                if TerminalJobControl.isForeground(outputFD) {
                    resume(device, signals)
                    force = resize(device)
                } else {
                    TerminalJobControl.stopForTheTerminal()   // the next SIGCONT comes back above
                }
            case .signal(let number):
                endReason = .signal(number)
                running = false
            case .endOfInput:
                endReason = .endOfInput
                running = false
            case .redraw:
                break
            }
            guard running else { break }
            if !suspended && (force || screen.needsDisplay || screen.needsLayout) {
                device.paint(screen.render().canvas, force: force)
            }
        }
    }

    /// Takes the terminal back after a suspension (Ctrl-Z, then `fg`).
    private func resume(_ device: TerminalDevice, _ signals: TerminalSignals) {
        suspended = false
        signals.relay([SIGTSTP])
        device.resume()
        TerminalSignals.installCrashRestore(bytes: device.restoreBytes())
    }

    /// Handles one input; returns whether the screen must be repainted in full.
    private func handle(_ item: TerminalInput, _ device: TerminalDevice) -> Bool {
        switch item {
        case .key(.ctrl("l")):
            if !screen.send(.ctrl("l")) { return true }   // Ctrl-L repaints unless a view takes it
        case .key(let key) where key == inspectorKey:
            screen.toggleInspector()
        case .key(let key):
            screen.send(key)
        case .mouse(let event):
            screen.send(event)
        case .paste(let text):
            screen.paste(text)
        case .resize:
            return resize(device)
        }
        return false
    }

    private func resize(_ device: TerminalDevice) -> Bool {
        let size = device.refreshSize()
        screen.resize(width: size.width, height: size.height)
        onResize?(screen.size)
        return true
    }

    private func post(_ event: TermAppEvent) {
        guard let events, !redrawPosted || event != .redraw else { return }
        if event == .redraw { redrawPosted = true }
        events.yield(event)
    }
}
