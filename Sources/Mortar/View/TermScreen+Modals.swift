/// Modals: a view presented above everything else that takes every key and click until it is
/// dismissed.
@MainActor
extension TermScreen {
    /// Presents `view` as a modal above the root (and above earlier modals): it is laid out by
    /// its own constraints (its intrinsic size, or sizes the app gives it), centred on the
    /// screen at priority 500 and kept on it at 999, so the app's required constraints (to
    /// ``root``, say) place it elsewhere. Until it is dismissed it takes every key and click:
    /// the focus moves to its first focusable view (reading order) and cannot leave it
    /// (``focus(_:)`` refuses a view behind it, Tab cycles inside it), clicks behind it reach
    /// nothing, the screen's bindings do not run, and Esc, unless the view uses it,
    /// dismisses it when `dismissesOnEscape`. What is behind is drawn with the theme's
    /// ``TermTheme/dimmed`` added; the view's own rectangle is cleared before it draws, so
    /// a modal is opaque. Presenting a view takes it from its old superview.
    public func present(_ view: TermView, dismissesOnEscape: Bool = true) {
        guard view !== root, !root.isDescendant(of: view), !presentedViews.contains(where: { $0 === view }) else { return }
        layout()
        let focusBefore = focusedView
        let layer = TermModalLayer(content: view, root: root, dismissesOnEscape: dismissesOnEscape)
        layer.focusBefore = focusBefore
        modalLayers.append(layer)
        layer.join(self)
        focus(nil)
        if let first = focusableViews.first { focus(first) }
        setNeedsLayout()
        setNeedsDisplay()   // everything behind is dimmed
    }

    /// Dismisses the topmost modal: its view leaves the screen (its constraints wait, as any
    /// removed view's do, for it to be presented again) and the focus goes back to the view
    /// that had it before, if that can still take it. Returns the view dismissed, nil if no
    /// modal was up. A presented view removed from its superview by the app is dismissed too.
    @discardableResult
    public func dismiss() -> TermView? {
        guard let layer = modalLayers.last else { return nil }
        let content = layer.content
        remove(layer)
        return content
    }

    /// Takes `layer` away, wherever it is in the stack (a presented view the app removed from
    /// its layer takes its layer along); the focus goes back to where it was before it.
    func remove(_ layer: TermModalLayer) {
        guard let index = modalLayers.firstIndex(where: { $0 === layer }) else { return }
        modalLayers.remove(at: index)
        if let focused = focusedView,
           focused.isDescendant(of: layer) || layer.content.map({ focused.isDescendant(of: $0) }) == true {
            focus(nil)   // (the content may have left the layer already)
        }
        layer.tearDown()
        layer.leaveScreen()
        if focusedView == nil, let before = layer.focusBefore, before.screen === self { focus(before) }
        setNeedsLayout()
        setNeedsDisplay()   // what was behind is no longer dimmed
    }

    /// The view of the topmost modal, nil when none is up.
    public var presentedView: TermView? { modalLayers.last?.content }

    /// The views presented and not yet dismissed, bottom to top.
    public var presentedViews: [TermView] { modalLayers.compactMap(\.content) }

    /// The view keys, clicks and the focus are confined to: the topmost modal layer, else the root.
    var interactionRoot: TermView { modalLayers.last ?? root }
}
