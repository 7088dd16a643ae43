import Mortar

/// The demo's help, presented as a modal: a double-bordered box of key descriptions that `?`
/// and `h` dismiss as well as Esc (the keys that opened it close it again).
@MainActor
final class HelpBox: TermBox {
    required init() {
        super.init()
        title = "Help"
        borderStyle = .double
        backgroundStyle = .plain
    }

    /// `?` and `h` dismiss the help.
    override func handleKey(_ key: TermKey) -> Bool {
        guard key == .character("?") || key == .character("h"), let screen, screen.presentedView === self else {
            return false
        }
        screen.dismiss()
        return true
    }
}
