import Cassowary

/// Ambiguity: whether the constraints an app and its widgets gave leave an item free to move.
///
/// The engine's own tie-breaking preferences (`TieBreak`) make every layout unique, so an
/// ambiguous item is never visible as flicker; it is found by probing. Each of the item's four
/// variables in turn becomes an edit variable at priority 0.75, below every priority an app
/// can give (1...1000) and above the tie-breaking level (0.5), and is asked to move by one
/// cell each way. It moves only as far as the app's constraints allow without any of them
/// getting worse, so a move of half a cell or more means they leave it free. The probe is
/// taken out again and the layout comes back exactly (it is a function of the constraints).
extension LayoutEngine {
    /// The probe's priority: above the tie-breaking preferences, below everything else.
    static let probePriority = 0.75

    /// The first of the item's variables (left, top, width, height) that the app's
    /// constraints leave free, with the value it moved to; nil when the item is fully
    /// determined. The solver is left as it was.
    func freeVariable(of node: any LayoutNode, axis: TermAxis? = nil) -> (variable: Variable, moved: Double)? {
        let v = node.layoutVariables
        let variables: [Variable]
        switch axis {
        case .horizontal?: variables = [v.left, v.width]
        case .vertical?: variables = [v.top, v.height]
        case nil: variables = [v.left, v.top, v.width, v.height]
        }
        for variable in variables {
            let current = solver.currentValue(of: variable)
            for delta in [1.0, -1.0] {
                guard let moved = probe(variable, to: current + delta) else { continue }
                if abs(moved - current) >= 0.5 { return (variable, moved) }
            }
        }
        return nil
    }

    /// Where `variable` goes when asked to be at `target` just above the tie-breaking level;
    /// the probe is removed before returning. Nothing is published unless `publishing` (then
    /// the values stay the probe's until the next publication, for
    /// `TermView.exerciseAmbiguityInLayout()`): the value is read from the solver's current
    /// solution, so the published values (and their log of changes) never see a probe, and a
    /// check of many views costs no publication per probe (in a debug build each publication
    /// also compares every value: a check of 300 views took seconds).
    func probe(_ variable: Variable, to target: Double, publishing: Bool = false) -> Double? {
        do {
            try solver.addEditVariable(variable, strength: Strength(priority: Self.probePriority))
        } catch {
            return nil   // already an edit variable: not a layout variable
        }
        defer { try? solver.removeEditVariable(variable) }
        guard (try? solver.suggestValue(variable, target)) != nil else { return nil }
        if publishing { solver.updateVariables() }
        return solver.currentValue(of: variable)
    }
}

extension LayoutEngine {
    /// On in debug builds, where a report helps while the app is written; off in release
    /// builds, where each check costs up to eight probes per view whose constraints changed.
    #if DEBUG
    static let checksAmbiguityByDefault = true
    #else
    static let checksAmbiguityByDefault = false
    #endif

    /// Notes that a constraint on these items changed: they are checked at the next layout.
    func noteChanged(_ constraint: TermLayoutConstraint) {
        guard checksAmbiguity else { return }
        for item in [constraint.first, constraint.second] {
            if let view = item as? TermView { ambiguityCandidates.insert(ObjectIdentifier(view)) }
        }
    }

    /// Notes that a view was shown: a view hidden until its constraints are made is not
    /// checked while hidden, so it is checked when it shows.
    func noteShown(_ view: TermView) {
        guard checksAmbiguity else { return }
        for v in view.subtree() { ambiguityCandidates.insert(ObjectIdentifier(v)) }
    }

    /// Reports, once per view, the views among the candidates whose layout is ambiguous.
    /// Hidden views (or views in a hidden view) are left until they are shown.
    func reportAmbiguity() {
        guard !ambiguityCandidates.isEmpty else { return }
        let candidates = ambiguityCandidates.compactMap { node(for: $0) as? TermView }
            .filter { !reportedAmbiguous.contains(ObjectIdentifier($0)) && $0.screen != nil && !$0.isHiddenOnScreen }
            .sorted { ($0.screenIndex?.index ?? 0, $0.typeName) < ($1.screenIndex?.index ?? 0, $1.typeName) }
        ambiguityCandidates = []
        for view in candidates {
            guard let free = freeVariable(of: view) else { continue }
            reportedAmbiguous.insert(ObjectIdentifier(view))
            let v = view.layoutVariables
            let (what, axis): (String, TermAxis) = free.variable === v.left ? ("horizontal position", .horizontal)
                : free.variable === v.top ? ("vertical position", .vertical)
                : free.variable === v.width ? ("width", .horizontal) : ("height", .vertical)
            let constraints = view.constraintsAffectingLayout(for: axis)
            MortarDiagnostics.report(MortarDiagnostic(
                message: "`\(view.qualifiedName)` has an ambiguous layout: its constraints leave its \(what) free "
                    + "(it is placed by the engine's tie-breaking rule); add a constraint that decides it. "
                    + (constraints.isEmpty ? "No constraint mentions it along this axis."
                                           : "The constraints on it along this axis:"),
                location: constraints.first(where: { $0.location.isKnown })?.location
                    ?? MortarSourceLocation(file: "TermScreen.layout()", line: 0),
                constraints: constraints.map(\.description)))
        }
    }
}
