/// What the terminal does beyond what ncurses drives: synchronized output (DEC private mode
/// 2026) and bracketed paste (mode 2004). Decided from the terminal's type, its terminfo entry
/// and the environment, once, when the terminal is taken.
///
/// **Synchronized output** is used when any of these holds:
/// - the terminfo entry has the `Sync` extended capability (terminals that implement the mode
///   put it there);
/// - `TERM` names a terminal that implements it: `tmux*` (tmux 3.4 and later; older tmux,
///   like every terminal, ignores a private mode it does not know), `xterm-kitty`, `foot*`,
///   `alacritty*`, `wezterm*`, `contour*`, `xterm-ghostty`;
/// - `TMUX` is set (the output goes to tmux, whatever `TERM` says, often `screen-256color`), or
///   `TERM_PROGRAM` is `WezTerm`, `iTerm.app`, `ghostty` or `vscode`;
/// - and `MORTAR_SYNC_OUTPUT=0` or `=1` overrides all of that.
///
/// There is no query (DECRQM, `CSI ? 2026 $ p`): its answer would arrive on the input mixed
/// with keys, and a terminal that never answers would hold up the start. Guessing wrong is
/// harmless: a terminal that does not know the mode ignores both sequences.
///
/// **Bracketed paste** is enabled with the terminfo entry's `BE` string (and disabled with
/// `BD`) when it has them, otherwise with the standard `CSI ? 2004 h` / `l` for the xterm-like
/// families (`xterm*`, `tmux*`, `screen*`, `rxvt*` and the terminals above); the paste markers
/// are the entry's `PS` and `PE`, or `CSI 200 ~` and `CSI 201 ~`.
struct TerminalFeatures: Equatable, Sendable {
    /// The sequence that starts a synchronized update, nil when not used.
    var beginSynchronizedUpdate: String?
    /// The sequence that ends it.
    var endSynchronizedUpdate: String?
    /// The sequence that turns bracketed paste on, nil when not used.
    var enableBracketedPaste: String?
    /// The sequence that turns it off again.
    var disableBracketedPaste: String?
    /// What the terminal sends before and after pasted text.
    var pasteStart = "\u{1B}[200~"
    var pasteEnd = "\u{1B}[201~"

    static let standardBeginSync = "\u{1B}[?2026h"
    static let standardEndSync = "\u{1B}[?2026l"
    static let standardEnablePaste = "\u{1B}[?2004h"
    static let standardDisablePaste = "\u{1B}[?2004l"

    private static let syncTerms = ["tmux", "xterm-kitty", "foot", "alacritty", "wezterm", "contour", "xterm-ghostty"]
    private static let syncPrograms: Set<String> = ["WezTerm", "iTerm.app", "ghostty", "vscode"]
    private static let xtermLike = ["xterm", "tmux", "screen", "rxvt"] + syncTerms

    /// Decides from `term`, the `environment` and `capability`, which gives a terminfo string
    /// capability of the terminal by name (nil when the entry lacks it).
    static func detect(term: String, environment: [String: String],
                       capability: (String) -> String?) -> TerminalFeatures {
        var features = TerminalFeatures()
        var sync = capability("Sync") != nil
            || syncTerms.contains { term.hasPrefix($0) }
            || environment["TMUX"].map { !$0.isEmpty } == true
            || environment["TERM_PROGRAM"].map(syncPrograms.contains) == true
        switch environment["MORTAR_SYNC_OUTPUT"] {
        case "0": sync = false
        case "1": sync = true
        default: break
        }
        if sync {
            features.beginSynchronizedUpdate = standardBeginSync
            features.endSynchronizedUpdate = standardEndSync
        }
        if let enable = capability("BE") {
            features.enableBracketedPaste = enable
            features.disableBracketedPaste = capability("BD") ?? standardDisablePaste
        } else if xtermLike.contains(where: { term.hasPrefix($0) }) {
            features.enableBracketedPaste = standardEnablePaste
            features.disableBracketedPaste = standardDisablePaste
        }
        if features.enableBracketedPaste != nil {
            features.pasteStart = capability("PS") ?? features.pasteStart
            features.pasteEnd = capability("PE") ?? features.pasteEnd
        }
        return features
    }
}
