import Glibc

/// Job control for an app that is about to take, or take back, its terminal. A background job
/// (`app &`, or `bg` after Ctrl-Z) must not touch the terminal its shell is using: shells and vim
/// stop themselves with SIGTTOU until `fg` makes them the foreground job. The kernel would stop
/// us on its own at the first `tcsetattr`, but ncurses blocks SIGTTOU around its own calls, so
/// a background app would take the terminal from the shell. We check and stop ourselves first.
enum TerminalJobControl {
    /// Whether this process's group is the foreground of the terminal `fd`, or the terminal is
    /// not one whose foreground we can know (not our controlling terminal: a test's pty).
    static func isForeground(_ fd: Int32) -> Bool {
        let foreground = tcgetpgrp(fd)
        return foreground < 0 || foreground == getpgrp()
    }

    /// Stops the job (this process group) with SIGTTOU at its default action, as the kernel
    /// stops a background job that changes terminal modes; returns when a SIGCONT (`fg` or
    /// `bg`) continues it. The caller's disposition and signal mask are put back.
    static func stopForTheTerminal() {
        var action = sigaction(), previous = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        sigaction(SIGTTOU, &action, &previous)
        var unblock = sigset_t(), previousMask = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGTTOU)
        pthread_sigmask(SIG_UNBLOCK, &unblock, &previousMask)
        // This thread does not block it, so the kernel delivers it here, before kill returns.
        kill(0, SIGTTOU)
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        sigaction(SIGTTOU, &previous, nil)
    }

    /// Returns once the process is in the foreground of `fd`, stopping it while it is a
    /// background job (again after every `bg`). Throws ``TermAppError/notInForeground`` when
    /// stopping does not stop it (an orphaned process group: the kernel discards the signal),
    /// instead of spinning.
    static func waitForForeground(_ fd: Int32) throws(TermAppError) {
        var returnedAtOnce = 0
        while !isForeground(fd) {
            let started = monotonicSeconds()
            stopForTheTerminal()
            if monotonicSeconds() - started < 0.05 {
                returnedAtOnce += 1
                guard returnedAtOnce < 20 else { throw .notInForeground }
                usleep(10_000)
            } else {
                returnedAtOnce = 0
            }
        }
    }

    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
