/// How a screen shows state that is not any one widget's own: the focus, and what a modal
/// dims behind it. Set ``TermScreen/theme`` once for the whole app; widgets whose focused style
/// is not set use ``focused``.
public struct TermTheme: Hashable, Sendable {
    /// How the focused part of a widget looks (a button, a selected row, a tab title) unless
    /// the widget sets its own; reversed by default.
    public var focused: TermStyle
    /// What is added to the cells of a focused view that draws no focus of its own (a custom
    /// view that handles keys); reverse by default.
    public var focusMark: TermAttributes
    /// What is added to every cell behind a modal (see
    /// ``TermScreen/present(_:dismissesOnEscape:)``); dim by default.
    public var dimmed: TermAttributes

    /// Creates a theme; the defaults work on any terminal, with or without colours.
    public init(focused: TermStyle = .reverse, focusMark: TermAttributes = .reverse, dimmed: TermAttributes = .dim) {
        self.focused = focused
        self.focusMark = focusMark
        self.dimmed = dimmed
    }

    /// Reverse for the focus, dim behind modals.
    public static let standard = TermTheme()
}
