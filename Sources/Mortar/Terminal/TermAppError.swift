/// Why a ``TermApp`` could not take the terminal. Each message says what to do instead; nothing
/// is written to the terminal before these checks pass, so a failed start leaves it untouched.
public enum TermAppError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Standard output (`"standard output"`) or input is not a terminal: a pipe, a file, /dev/null.
    case notATerminal(stream: String)
    /// `TERM` is unset or empty.
    case termNotSet
    /// `TERM` names a terminal with no terminfo entry, or one without cursor addressing (`dumb`).
    case unknownTerminal(String)
    /// No UTF-8 locale could be set (`LANG`/`LC_ALL` name a missing locale and C.UTF-8 is absent).
    case noUTF8Locale
    /// ncurses refused the terminal (`newterm` failed).
    case cannotStart(String)
    /// The app is a background job that cannot stop to wait for the foreground (its process
    /// group is orphaned, so the kernel discards the stop signal).
    case notInForeground

    /// What went wrong and what to do instead.
    public var description: String {
        switch self {
        case .notATerminal(let stream):
            return "\(stream) is not a terminal. Run the program in a terminal (not through a pipe or "
                + "with output redirected to a file), or render headless with TermScreen.render()."
        case .termNotSet:
            return "TERM is not set. Set it to your terminal's type, for example TERM=xterm-256color."
        case .unknownTerminal(let term):
            return "TERM=\(term) is unknown to terminfo or cannot address the cursor. Try "
                + "TERM=xterm-256color, or install your terminal's terminfo entry (Debian: ncurses-term)."
        case .noUTF8Locale:
            return "no UTF-8 locale is available. Set LANG to an installed UTF-8 locale (see `locale -a`), "
                + "for example LANG=C.UTF-8."
        case .cannotStart(let reason):
            return "the terminal could not be started: \(reason)"
        case .notInForeground:
            return "the program runs in the background and cannot wait for the terminal. Run it in the "
                + "foreground (without `&`), or bring it there with `fg`."
        }
    }
}
