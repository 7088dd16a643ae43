import MortarTesting

extension TmuxSession {
    /// Waits until the pane's last non-empty line is the shell's bare prompt (`PS1='$ '`; the
    /// capture drops the trailing space). Text typed before the prompt is echoed by the tty and
    /// the prompt then lands in front of the command's output (`$ typed-ok`), which tests that
    /// look for the output on a line of its own would not find: seen under load.
    func waitForPrompt(_ prompt: String = "$") throws {
        try waitForScreen { screen in
            screen.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) } == Substring(prompt)
        }
    }
}
