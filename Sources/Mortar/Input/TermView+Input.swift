/// Keys, mouse and focus for views. A key goes to the focused view, then up its superviews,
/// then to the screen's bindings; each handler returns whether it used the key.
@MainActor
extension TermView {
    /// Whether this view has the screen's focus.
    public var isFocused: Bool { screen?.focusedView === self }

    /// Asks the screen to focus this view; false if it cannot be focused now.
    @discardableResult
    public func becomeFocused() -> Bool { screen?.focus(self) ?? false }
}

/// Where keys go when no view uses them: a table of actions per key.
@MainActor
final class TermKeyBindings {
    private var actions: [TermKey: () -> Void] = [:]

    func bind(_ key: TermKey, _ action: @escaping @MainActor () -> Void) { actions[key] = action }
    func unbind(_ key: TermKey) { actions[key] = nil }

    func run(_ key: TermKey) -> Bool {
        guard let action = actions[key] else { return false }
        action()
        return true
    }
}

@MainActor
extension TermScreen {
    /// The views that can take focus now, in Tab order: ``focusOrder`` if the app set one,
    /// otherwise reading order (top to bottom, then left to right, by the top-left cell on
    /// screen; views at the same cell in tree order). Hidden views, views inside hidden ones
    /// and views with an empty frame are left out, and so is everything behind a modal.
    public var focusableViews: [TermView] {
        layout()
        var result: [TermView] = []
        func visit(_ view: TermView) {
            guard !view.isHidden else { return }
            if view.isFocusable && view.allowsFocusNow && !view.frame.isEmpty { result.append(view) }
            view.subviews.forEach(visit)
        }
        visit(interactionRoot)
        if let order = focusOrder {
            let visible = Set(result.map(ObjectIdentifier.init))
            return order.filter { visible.contains(ObjectIdentifier($0)) }
        }
        return result.enumerated().sorted { a, b in
            let p = a.element.frameOnScreen.origin, q = b.element.frameOnScreen.origin
            return (p.y, p.x, a.offset) < (q.y, q.x, b.offset)
        }.map(\.element)
    }

    /// Moves the focus to the next focusable view (Tab), wrapping around.
    public func focusNext() { moveFocus(by: 1) }

    /// Moves the focus to the previous focusable view (Shift-Tab), wrapping around.
    public func focusPrevious() { moveFocus(by: -1) }

    private func moveFocus(by step: Int) {
        let views = focusableViews
        guard !views.isEmpty else { return }
        let current = views.firstIndex { $0 === focusedView }
        let next = current.map { ($0 + step + views.count) % views.count } ?? (step > 0 ? 0 : views.count - 1)
        focus(views[next])
    }

    /// Delivers pasted text: to the focused view, then up its superviews
    /// (``TermView/handlePaste(_:)``); if none takes it whole, it is typed into them, as a
    /// terminal without bracketed paste would send it (line breaks as Enter, a tab as a space,
    /// other controls left out), but never to Tab or the screen's bindings: a pasted "q" quits
    /// nothing. Returns whether anything used it.
    @discardableResult
    public func paste(_ text: String) -> Bool {
        layout()
        let first = focusedView?.screen === self ? focusedView : modalLayers.last.map { $0.content ?? $0 }
        func chain(_ use: (TermView) -> Bool) -> Bool {
            var view = first
            while let v = view {
                if use(v) { return true }
                view = v.superview
            }
            return false
        }
        if chain({ $0.handlePaste(text) }) { return true }
        var used = false
        for character in text {
            let key: TermKey
            switch character {
            case "\n", "\r", "\r\n": key = .enter
            case "\t": key = .character(" ")
            default:
                guard TermText.sanitized(String(character)) == String(character) else { continue }
                key = .character(character)
            }
            if chain({ $0.handleKey(key) }) { used = true }
        }
        return used
    }

    /// Runs `action` when `key` reaches the screen unused by the focused view and its superviews.
    public func bind(_ key: TermKey, _ action: @escaping @MainActor () -> Void) { bindings.bind(key, action) }

    /// Removes the action bound to `key`.
    public func unbind(_ key: TermKey) { bindings.unbind(key) }

    /// Delivers a key: the focused view, then its superviews, then Tab / Shift-Tab focus moves,
    /// then the bindings. While a modal is up, a key nothing in it uses stops there (with no
    /// focus inside, keys start at the presented view): Esc dismisses it, the bindings do not
    /// run. Returns whether anything used it.
    @discardableResult
    public func send(_ key: TermKey) -> Bool {
        layout()   // handlers page and scroll by their current frames
        if let inspector {   // it takes every key while it is up
            inspector.handle(key, in: self)
            return true
        }
        var view = focusedView?.screen === self ? focusedView : modalLayers.last.map { $0.content ?? $0 }
        while let v = view {
            if v.handleKey(key) { return true }
            view = v.superview
        }
        switch key {
        case .tab where !focusableViews.isEmpty: focusNext(); return true
        case .backTab where !focusableViews.isEmpty: focusPrevious(); return true
        default: return modalLayers.isEmpty ? bindings.run(key) : false
        }
    }

    /// Delivers a mouse event to the topmost visible view under it and up its superviews; a click
    /// first focuses the nearest focusable one. A drag or a release goes to the view that used
    /// the click before it (so a divider follows the pointer wherever it goes), and nowhere if
    /// none did. Returns whether anything used it.
    @discardableResult
    public func send(_ event: TermMouseEvent) -> Bool {
        layout()
        if let inspector {   // a click picks the view to inspect; nothing reaches the app
            if case .click = event.kind, let hit = hitTest(event.position) {
                inspector.selected = hit
                markNeedsDisplay()   // the inspector is drawn over the picture: nothing below changed
            }
            return true
        }
        switch event.kind {
        case .drag, .release:
            guard let target = mouseTarget, target.screen === self, target.isDescendant(of: interactionRoot) else {
                return false
            }
            if case .release = event.kind { mouseTarget = nil }
            return target.handleMouse(event)
        case .click:
            mouseTarget = nil
            var candidate = hitTest(event.position)
            while let v = candidate, !(v.isFocusable && v.allowsFocusNow) { candidate = v.superview }
            if let candidate { _ = focus(candidate, revealing: false) }
        case .wheelUp, .wheelDown: break
        }
        var view = hitTest(event.position)
        while let v = view {
            if v.handleMouse(event) {
                if case .click = event.kind { mouseTarget = v }
                return true
            }
            view = v.superview
        }
        return false
    }

    /// The deepest, topmost visible view whose visible part holds `point` (screen cells): the
    /// view a click there goes to. A part of a view clipped away by its ancestors is not hit.
    /// While a modal is up only its layer is searched: outside the presented view the answer
    /// is the layer itself, which does nothing with a click, so nothing behind is reached.
    public func hitTest(_ point: TermPoint) -> TermView? {
        layout()
        func search(_ view: TermView, clip: TermRect) -> TermView? {
            guard !view.isHidden else { return nil }
            let frame = view.frameOnScreen
            let visible = clip.intersection(frame)
            for subview in view.subviews.reversed() {
                let childClip = view.clip(clip, for: subview)
                if let hit = search(subview, clip: childClip) { return hit }
            }
            return visible.contains(point) ? view : nil
        }
        return search(interactionRoot, clip: TermRect(origin: .zero, size: size))
    }
}
