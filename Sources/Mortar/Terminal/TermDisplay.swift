/// A terminal to paint snapshots into, without ``TermApp``'s loop: for custom loops and for
/// measuring what painting costs. It takes the terminal like ``TermApp`` does (same checks,
/// same diff painting) but installs no signal handlers and reads no input.
@MainActor
public final class TermDisplay {
    private let device: TerminalDevice

    /// Checks the terminal on `outputFD`/`inputFD` (type `term`, or `TERM`) and the locale;
    /// throws before anything reaches the terminal.
    public init(inputFD: Int32, outputFD: Int32, term: String? = nil, usesColor: Bool = true) throws(TermAppError) {
        device = try TerminalDevice(inputFD: inputFD, outputFD: outputFD, term: term, useColors: usesColor)
    }

    /// Takes the terminal (alternate screen, colours, cursor hidden). A background job first
    /// stops (SIGTTOU) until it is in the foreground, as ``TermApp`` does.
    public func open() throws(TermAppError) {
        try TerminalJobControl.waitForForeground(device.outputFD)
        try device.open()
    }

    /// The terminal's size, asked of the terminal itself (ncurses follows).
    public func refreshSize() -> TermSize { device.refreshSize() }

    /// Paints what differs from the last painted snapshot (everything when `force`, or when the
    /// size changed); an unchanged snapshot writes nothing.
    public func paint(_ snapshot: TermSnapshot, force: Bool = false) { device.paint(snapshot.canvas, force: force) }

    /// Gives the terminal back.
    public func close() { device.close() }
}
