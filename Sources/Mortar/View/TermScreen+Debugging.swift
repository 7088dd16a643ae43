/// Seeing the layout: what Auto Layout users reach for when a layout is wrong
/// (`hasAmbiguousLayout`, `constraintsAffectingLayout(for:)`, `_autolayoutTrace`), for a screen.
extension TermScreen {
    /// Whether each layout checks the views whose constraints changed (or that joined, or
    /// were shown) and reports, once each, those whose layout is ambiguous. On in debug
    /// builds; off in release builds, where a check costs up to eight solver probes per view.
    public var checksAmbiguityAtLayout: Bool {
        get { engine.checksAmbiguity }
        set {
            guard newValue != engine.checksAmbiguity else { return }
            engine.checksAmbiguity = newValue
            if newValue {   // check everything at the next layout
                for view in allViews { engine.ambiguityCandidates.insert(ObjectIdentifier(view)) }
                setNeedsLayout()
            }
        }
    }

    /// Whether every damage-only ``render()`` is compared with a full redraw of the same tree.
    /// A difference means a view changed what it draws without saying so (a property of a
    /// custom view that does not call ``TermView/setNeedsDisplay()``): it is reported once per
    /// set of views, naming the views under the first cell that differs, and the full redraw
    /// is shown instead. On in debug builds, where it doubles the cost of a damage-only frame;
    /// off in release builds.
    public var checksDamageAtRender: Bool {
        get { checksDamage }
        set { checksDamage = newValue }
    }

    #if DEBUG
    static let checksDamageByDefault = true
    #else
    static let checksDamageByDefault = false
    #endif

    /// Compares `canvas`, drawn damage-only, with a full redraw; on a difference reports the
    /// views under its first cell (once) and replaces `canvas` with the full redraw.
    func checkDamage(_ canvas: inout TermCanvas) {
        var full = TermCanvas(width: size.width, height: size.height)
        let counted = drawnViewCount
        compose(into: &full, clip: full.bounds)
        drawnViewCount = counted
        guard full != canvas else { return }
        let index = full.cells.indices.first { full.cells[$0] != canvas.cells[$0] } ?? 0
        let point = TermPoint(x: index % max(1, size.width), y: index / max(1, size.width))
        let under = allViews.filter { !$0.isHiddenOnScreen && $0.frameOnScreen.contains(point) }
        let names = under.isEmpty ? "no view" : under.map { "`\($0.qualifiedName)`" }.joined(separator: ", ")
        canvas = full
        guard reportedDamage.insert(names).inserted else { return }
        MortarDiagnostics.report(MortarDiagnostic(
            message: "a damage-only render differs from a full redraw at column \(point.x), row \(point.y) "
                + "(over \(names)): a view changed what it draws without calling setNeedsDisplay() "
                + "(a property of a custom view?); the full redraw is shown",
            file: #fileID, line: #line))
    }

    /// Every view of the screen whose layout is ambiguous (see ``TermView/hasAmbiguousLayout``),
    /// in tree order, modal layers' views after the root's.
    public func ambiguousViews() -> [TermView] {
        layout()
        return allViews.filter { engine.freeVariable(of: $0) != nil }
    }

    /// The views of the screen, depth first (as a trace lists them): the root's tree, then
    /// each modal layer's.
    var allViews: [TermView] {
        func depthFirst(_ view: TermView) -> [TermView] { [view] + view.subviews.flatMap(depthFirst) }
        return depthFirst(root) + modalLayers.flatMap { $0.subviews.flatMap(depthFirst) }
    }

    /// The view tree, one line per view: its name (`title (TermLabel)` or `TermLabel#3`), its
    /// frame on screen and its flags (AMBIGUOUS, HIDDEN, CLIPPED when part of it is outside
    /// what its ancestors show, ZERO SIZE), then the diagnostics in force (a screen too small).
    ///
    /// ```
    /// root (TermView) 0,0 40x12
    ///   sidebar (TermBox) 1,1 18x10
    ///     TermLabel#1 2,2 5x1
    ///   TermView#2 0,0 0x0 AMBIGUOUS ZERO SIZE
    /// ```
    public func layoutTrace() -> String {
        layout()
        var lines: [String] = []
        func visit(_ view: TermView, depth: Int, clip: TermRect) {
            lines.append(String(repeating: "  ", count: depth) + describe(view, clip: clip))
            for subview in view.subviews {
                let childClip = view.clip(clip, for: subview)
                visit(subview, depth: depth + 1, clip: childClip)
            }
        }
        let screenRect = TermRect(x: 0, y: 0, width: size.width, height: size.height)
        visit(root, depth: 0, clip: screenRect)
        for layer in modalLayers {
            lines.append("modal layer")
            for content in layer.subviews { visit(content, depth: 1, clip: screenRect) }
        }
        if let neededSize {
            lines.append("diagnostics:")
            lines.append("  layout needs at least \(neededSize.width)x\(neededSize.height), the screen is "
                         + "\(size.width)x\(size.height)")
        }
        return lines.joined(separator: "\n")
    }
}

extension TermScreen {
    /// A view's trace line: its name, its frame on screen and its flags (AMBIGUOUS, HIDDEN, then
    /// CLIPPED when `clip`, what its ancestors show, cuts part of it, and ZERO SIZE).
    func describe(_ view: TermView, clip: TermRect?) -> String {
        let frame = view.frameOnScreen
        var flags: [String] = []
        if engine.freeVariable(of: view) != nil { flags.append("AMBIGUOUS") }
        if view.isHiddenOnScreen { flags.append("HIDDEN") }
        if let clip, !frame.isEmpty, clip.intersection(frame) != frame { flags.append("CLIPPED") }
        if frame.width == 0 || frame.height == 0 { flags.append("ZERO SIZE") }
        return "\(view.qualifiedName) \(frame.x),\(frame.y) \(frame.width)x\(frame.height)"
            + (flags.isEmpty ? "" : " " + flags.joined(separator: " "))
    }
}

extension TermView {
    /// Whether the constraints the app and the widgets gave (intrinsic sizes included; the
    /// engine's own tie-breaking preferences, which keep every layout unique, excluded) leave
    /// the view free to move or change size without any of them getting worse. False outside
    /// a screen. Lays the screen out first.
    public var hasAmbiguousLayout: Bool {
        guard let screen else { return false }
        screen.layout()
        return screen.engine.freeVariable(of: self) != nil
    }

    /// Moves an ambiguous view to another frame its constraints allow, as UIKit's method
    /// does, so you can see what is free; the next layout pass puts it back. Does nothing to a
    /// view whose layout is not ambiguous.
    public func exerciseAmbiguityInLayout() {
        guard let screen else { return }
        screen.layout()
        guard let free = screen.engine.freeVariable(of: self) else { return }
        // Ask for the move again, this time publishing the frames it gives before the probe goes.
        _ = screen.engine.probe(free.variable, to: free.moved, publishing: true)
        screen.placeAll()
        screen.engine.solver.updateVariables()
        screen.setNeedsLayout()
    }

    /// The active, installed constraints that mention this view on `axis`, oldest first: the
    /// statements to read when the view is in the wrong place along it.
    public func constraintsAffectingLayout(for axis: TermAxis) -> [TermLayoutConstraint] {
        constraintsInOrder.filter { constraint in
            guard constraint.isInstalled else { return false }
            if constraint.first === self, constraint.firstAttribute.axis == axis { return true }
            if constraint.second === self, constraint.secondAttribute?.axis == axis { return true }
            return false
        }
    }
}
