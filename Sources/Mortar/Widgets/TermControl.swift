/// What buttons, checkboxes, radio groups and tabs share, as UIKit's `UIControl`: they can be
/// switched off (``isEnabled``), take the focus while enabled, and show it: the focused part is
/// drawn in ``focusedStyle`` (the screen's theme, reversed, by default), a disabled control in ``disabledStyle``.
@MainActor
open class TermControl: TermView {
    /// Whether the control takes focus, keys and clicks. Disabling the focused control takes the
    /// focus away from it.
    public var isEnabled = true {
        didSet {
            if !isEnabled && isFocused { screen?.focus(nil) }
            setNeedsDisplay()
        }
    }
    /// How the control looks when it is neither focused nor disabled.
    public var style: TermStyle = .plain { didSet { setNeedsDisplay() } }
    /// How the focused part looks while the control has the focus; nil (the default) uses the
    /// screen's ``TermTheme/focused`` (reversed unless the app's theme says otherwise).
    public var focusedStyle: TermStyle? { didSet { setNeedsDisplay() } }
    /// The style the focused part is drawn in: ``focusedStyle``, or the screen's theme's.
    public var effectiveFocusedStyle: TermStyle { focusedStyle ?? screen?.theme.focused ?? TermTheme.standard.focused }
    /// How the control looks while disabled.
    public var disabledStyle: TermStyle = TermStyle(foreground: .brightBlack) { didSet { setNeedsDisplay() } }

    /// Creates an enabled control.
    public required init() { super.init() }

    /// True while enabled.
    open override var canBecomeFocused: Bool { isEnabled }

    /// A disabled control refuses the focus even where ``TermView/isFocusable`` was set.
    override var allowsFocusNow: Bool { isEnabled }

    /// Controls draw their focus in ``effectiveFocusedStyle``.
    open override var drawsOwnFocus: Bool { true }

    /// The style of the focused part: ``disabledStyle``, ``focusedStyle`` while focused, else ``style``.
    public var activeStyle: TermStyle { !isEnabled ? disabledStyle : isFocused ? effectiveFocusedStyle : style }

    /// The style of parts that do not show the focus: ``disabledStyle`` or ``style``.
    public var restingStyle: TermStyle { isEnabled ? style : disabledStyle }

    /// Whether `event` is a click of the first button inside the control while it is enabled.
    func isPrimaryClick(_ event: TermMouseEvent) -> Bool {
        guard isEnabled, case .click(button: 1) = event.kind else { return false }
        return frameOnScreen.contains(event.position)
    }
}
