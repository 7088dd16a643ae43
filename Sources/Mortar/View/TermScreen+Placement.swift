import Cassowary

/// Placement: setting every view's and guide's frames from the solver's solution after a
/// layout. A layout that moved a few variables (a label's new text, a constant moved in place)
/// sets the frames of the items those variables belong to, and of their subtrees, instead of
/// walking every view; the result is the same as placing everything, which debug builds check
/// (``TermScreen/checksDamageAtRender``) and the damage property test checks at every step.
extension TermScreen {
    /// Sets the frames that the last solve changed: every frame when the tree changed since
    /// the last placement (items joined or left), on the first layout, or when many variables
    /// moved (a resize); otherwise the subtrees of the items whose variables changed.
    func placeChanged() {
        let values = engine.solver.values
        guard let views = viewsToPlace(values) else {
            placeAll(values)
            return
        }
        for view in views {
            guard let superview = view.superview else {
                place(view, superview: nil, parentOrigin: .zero, shift: .zero, values: values)
                continue
            }
            // The superview's frames are from this solution (its variables did not change, and
            // no ancestor's did): where layout put it, and how far it is drawn from there.
            let solved = engine.frameOnScreen(superview, in: values).origin
            let drawn = superview.placedFrame.origin
            place(view, superview: superview, parentOrigin: solved,
                  shift: superview.shift(TermPoint(x: solved.x - drawn.x, y: solved.y - drawn.y), for: view), values: values)
        }
        engine.placedMark = values.mark
        if checksDamage { checkPlacement(values) }
    }

    /// Sets every frame from `values` (the solver's current solution by default).
    func placeAll(_ values: SolverValues? = nil) {
        // The solution is read from one value taken here, not through the solver per variable.
        let values = values ?? engine.solver.values
        fullPlacementCount += 1
        place(root, superview: nil, parentOrigin: .zero, shift: .zero, values: values)
        for layer in modalLayers { place(layer, superview: nil, parentOrigin: .zero, shift: .zero, values: values) }
        engine.placedMark = values.mark
        engine.membershipChanged = false
    }

    /// The views whose subtrees must be placed again for `values`, outermost only (a view
    /// inside another one in the list is placed with it); nil when everything must be.
    private func viewsToPlace(_ values: SolverValues) -> [TermView]? {
        guard !engine.membershipChanged, let placed = engine.placedMark else { return nil }
        // Past a quarter of the variables, one walk over the tree is cheaper than finding owners.
        guard let changed = values.changedVariables(since: placed, limit: engine.memberCount) else { return nil }
        var keys: Set<ObjectIdentifier> = []
        var views: [TermView] = []
        for variable in changed {
            // A variable of no item (the screen's size) moved: everything is placed again.
            guard let owner = engine.variableOwners[variable],
                  let node = engine.node(for: owner) else { return nil }
            // A guide is placed with the view that owns it.
            guard let view = node as? TermView ?? node.hostView else { return nil }
            if keys.insert(ObjectIdentifier(view)).inserted { views.append(view) }
        }
        return views.filter { view in
            var ancestor = view.superview
            while let a = ancestor {
                if keys.contains(ObjectIdentifier(a)) { return false }
                ancestor = a.superview
            }
            return true
        }
    }

    /// Sets the frames of `view` and its subtree. `parentOrigin` is where layout put the
    /// superview (frames are relative to it, so a scroll view's content keeps its frame while
    /// it scrolls); `shift` is how far the view is drawn from where layout put it (the sum of
    /// the content offsets of the scroll views it is in).
    private func place(_ view: TermView, superview: TermView?, parentOrigin: TermPoint, shift: TermPoint,
                       values: SolverValues) {
        let (solved, onScreen, frame) = frames(of: view, parentOrigin: parentOrigin, shift: shift, values: values)
        if onScreen != view.placedFrame {   // what frameOnScreen's setter does, without weak loads
            let old = view.placedFrame
            view.placedFrame = onScreen
            frameMoved(view, from: old, superview: superview)
        }
        view.frame = frame
        view.willPlaceSubviews()
        for guide in view.layoutGuides { guide.frameOnScreen = frameOnScreen(of: guide, in: view, shift: shift, values: values) }
        let subviews = view.subviews
        for i in subviews.indices {
            ViewTreePrefetch.ahead(of: i, in: subviews)
            let subview = subviews[i]
            place(subview, superview: view, parentOrigin: solved.origin, shift: view.shift(shift, for: subview), values: values)
        }
    }

    /// Where layout put `view` (`solved`), where it is drawn (`onScreen`, `shift` from there)
    /// and its frame in its superview (put at `parentOrigin`).
    private func frames(of view: TermView, parentOrigin: TermPoint, shift: TermPoint,
                        values: SolverValues) -> (solved: TermRect, onScreen: TermRect, frame: TermRect) {
        let solved = engine.frameOnScreen(view, in: values)
        return (solved, solved.offsetBy(dx: -shift.x, dy: -shift.y), solved.offsetBy(dx: -parentOrigin.x, dy: -parentOrigin.y))
    }

    /// Where `guide`, owned by `view` (drawn `shift` from where layout put it), is drawn.
    private func frameOnScreen(of guide: TermLayoutGuide, in view: TermView, shift: TermPoint, values: SolverValues) -> TermRect {
        let offset = view.placementOffset(for: guide)
        return engine.frameOnScreen(guide, in: values).offsetBy(dx: -shift.x - offset.x, dy: -shift.y - offset.y)
    }

    /// The first frame that differs from what placing everything from `values` sets, described
    /// (the view or guide, the frame it has, the one it should have); nil when all agree.
    /// Changes nothing.
    func placementMismatch(_ values: SolverValues? = nil) -> String? {
        let values = values ?? engine.solver.values
        func check(_ view: TermView, parentOrigin: TermPoint, shift: TermPoint) -> String? {
            let (solved, onScreen, frame) = frames(of: view, parentOrigin: parentOrigin, shift: shift, values: values)
            if view.placedFrame != onScreen { return "`\(view.qualifiedName)` is on screen at \(view.placedFrame), placing everything puts it at \(onScreen)" }
            if view.frame != frame { return "`\(view.qualifiedName)` has frame \(view.frame), placing everything gives \(frame)" }
            for guide in view.layoutGuides {
                let want = frameOnScreen(of: guide, in: view, shift: shift, values: values)
                if guide.frameOnScreen != want { return "a guide of `\(view.qualifiedName)` is at \(guide.frameOnScreen), placing everything puts it at \(want)" }
            }
            for subview in view.subviews {
                if let found = check(subview, parentOrigin: solved.origin, shift: view.shift(shift, for: subview)) { return found }
            }
            return nil
        }
        if let found = check(root, parentOrigin: .zero, shift: .zero) { return found }
        for layer in modalLayers {
            if let found = check(layer, parentOrigin: .zero, shift: .zero) { return found }
        }
        return nil
    }

    /// Debug builds: reports a placement of changed items that differs from placing everything
    /// (a bug in Mortar, not the app), and places everything.
    private func checkPlacement(_ values: SolverValues) {
        guard let mismatch = placementMismatch(values) else { return }
        placeAll(values)
        MortarDiagnostics.report(MortarDiagnostic(
            message: "placing the views whose variables changed differs from placing every view: \(mismatch); "
                + "every view is placed again (please report this)",
            file: #fileID, line: #line))
    }
}
