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
                let childClip = view.clipsToBounds ? clip.intersection(view.clipRect(for: subview)) : clip
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
        _ = screen.engine.probe(free.variable, to: free.moved, restore: false)
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
