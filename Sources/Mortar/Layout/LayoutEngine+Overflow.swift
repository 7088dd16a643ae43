import Cassowary

/// A layout whose required constraints need more room than the screen has. The screen size is
/// only a strong preference (priority 999.5), so required constraints win and the root grows
/// past the screen's edges; this is where that is measured and explained.
extension LayoutEngine {
    /// The smallest screen on which every required constraint holds: the solver is asked for
    /// a 0x0 screen, the root's size is read, and the real size is asked for again (frames are
    /// a function of the constraints and the size, so they come back exactly). The 0x0
    /// solution is read from the solver without being published: published, its round trip
    /// logged every variable it moved as changed, and once those were more than the log holds,
    /// the placement after each layout of a screen too small for its layout set every frame
    /// again instead of those that moved.
    func minimumSize(root: TermView) -> TermSize {
        let before = suggestedSize
        defer {
            if let before { suggest(before) }
            solver.updateVariables()
        }
        guard suggest(.zero) else { return .zero }
        suggestedSize = nil   // a measurement, not the screen's size
        let v = root.layoutVariables
        let frame = Self.rect(left: solver.currentValue(of: v.left), top: solver.currentValue(of: v.top),
                              width: solver.currentValue(of: v.width), height: solver.currentValue(of: v.height))
        return TermSize(width: frame.width, height: frame.height)
    }

    /// The required constraints that keep the root wider (or taller) than `limit`: the
    /// solver's irreducible explanation of why `root.width <= limit` cannot be added.
    func constraintsHoldingOpen(root: TermView, _ attribute: TermLayoutAttribute, limit: Int) -> [String] {
        let probe = Constraint(root.expression(for: attribute) - Double(limit), .lessOrEqual)
        do {
            try solver.addConstraint(probe)
            try? solver.removeConstraint(probe)   // it fits after all: nothing holds it open
            return []
        } catch {
            guard case .unsatisfiableConstraint(_, let conflicting) = error else { return [] }
            return conflicting.map(describe)
        }
    }

    /// Reports, once per situation (the layout starting not to fit, or needing a different
    /// size while it does not), that the screen is smaller than the layout needs, with the
    /// required constraints that hold it open. Returns the size the layout needs while it does
    /// not fit: ``minimumSize`` on each axis that overflows, the screen's own size on the other.
    func checkOverflow(root: TermView, size: TermSize) -> TermSize? {
        let frame = frameOnScreen(root)
        guard frame.width > size.width || frame.height > size.height else {
            reportedOverflow = nil
            return nil
        }
        let smallest = minimumSize(root: root)
        // On an axis that fits, the screen's own length is what the layout has to have.
        let minimum = TermSize(width: max(smallest.width, size.width), height: max(smallest.height, size.height))
        guard reportedOverflow != minimum else { return minimum }
        reportedOverflow = minimum
        var holding: [String] = []
        if minimum.width > size.width { holding += constraintsHoldingOpen(root: root, .width, limit: size.width) }
        if minimum.height > size.height {
            holding += constraintsHoldingOpen(root: root, .height, limit: size.height).filter { !holding.contains($0) }
        }
        MortarDiagnostics.report(MortarDiagnostic(
            message: "layout needs at least \(minimum.width)x\(minimum.height), the screen is "
                + "\(size.width)x\(size.height); these required constraints hold it open (lower the priority of "
                + "one of them to let it give way):",
            location: MortarSourceLocation(file: "TermScreen.layout()", line: 0), constraints: holding))
        return minimum
    }
}
