import Cassowary

/// W8, "a row of boxes": the shape a differential stress run against kiwi found slow on both
/// sides. `boxes` boxes side by side, `x[i] == x[i-1] + w[i-1] + gap`, each width at least 1
/// (required) and preferring a drawn width (weak), the row's end within the window (required);
/// the gap and the window are edit variables (strong). Every box's left edge is the sum of the
/// widths and gaps before it, so every row of the tableau that solves an `x` holds the gap and
/// an error or slack of each width before it: the tableau is quadratic in the row, and a resize
/// that moves many widths to their minimum is a dual pivot per width over it. Cassowary cannot
/// keep those rows short (its parametric symbols are 0, so the left edges are basic); the
/// workload times how fast the pivots over such rows are.
///
/// Built one constraint at a time (`x[0] == 0`, then per box its minimum, its preferred width
/// and its link to the box before, then the row's end), then the edit variables (the gap
/// suggested 1, the window its first width), then ``resizes`` suggestions of the window and
/// ``gapChanges`` of the gap. Every window drawn leaves room for the boxes at their minimum with
/// any gap up to 2, so the strong edits always hold and the weak level's optimum is known in
/// closed form (``expected(_:window:gap:)``). splitmix64 seeded with the seed; the draws in the
/// order of ``system(boxes:seed:)``, which kiwi's harness (`Benchmarks/kiwi/w8.cpp`) repeats.
public enum RowOfBoxesWorkload {
    /// Suggestions of the window after the build.
    public static let resizes = 20
    /// The gaps suggested after the resizes, in order (the window stays at its last width).
    public static let gaps: [Double] = [2, 0, 1, 2, 0, 1]
    /// The gap while the window is resized.
    public static let firstGap = 1.0

    /// One row: its variables, its constraints in the order they are added and the window's widths.
    public struct System {
        /// Each box's left edge.
        public var lefts: [Variable]
        /// Each box's width.
        public var widths: [Variable]
        /// Each box's preferred width.
        public var preferred: [Double]
        /// The gap between neighbours, an edit variable.
        public var gap: Variable
        /// The window's width, an edit variable.
        public var window: Variable
        /// The constraints, in the order they are added.
        public var constraints: [Constraint]
        /// The window's widths, the first suggested with the edit variables, then one per resize.
        public var windows: [Double]
    }

    /// The row of `boxes` boxes drawn from `seed`.
    public static func system(boxes: Int, seed: UInt64) -> System {
        precondition(boxes > 0, "a row of boxes needs a box")
        var rng = SplitMix64(state: seed)
        let lefts = (0..<boxes).map { Variable("x\($0)") }
        let widths = (0..<boxes).map { Variable("w\($0)") }
        let gap = Variable("gap"), window = Variable("window")
        var constraints = [Constraint(Expression([Term(lefts[0], 1)]), .equal)]
        var preferred: [Double] = []
        for i in 0..<boxes {
            let width = Double(5 + rng.next() % 16)
            preferred.append(width)
            constraints.append(Constraint(Expression([Term(widths[i], 1)], constant: -1), .greaterOrEqual))
            constraints.append(Constraint(Expression([Term(widths[i], 1)], constant: -width), .equal, strength: .weak))
            if i > 0 {
                constraints.append(Constraint(Expression([Term(lefts[i], 1), Term(lefts[i - 1], -1),
                                                          Term(widths[i - 1], -1), Term(gap, -1)]), .equal))
            }
        }
        constraints.append(Constraint(Expression([Term(lefts[boxes - 1], 1), Term(widths[boxes - 1], 1),
                                                  Term(window, -1)]), .lessOrEqual))
        // From the boxes at their minimum with a gap of 2 to a tenth past their preferred widths.
        let low = UInt64(boxes + 2 * (boxes - 1))
        let high = UInt64((preferred.reduce(0, +) + 2 * Double(boxes - 1)) * 1.1)
        let windows = (0...resizes).map { _ in Double(low + rng.next() % (high - low + 1)) }
        return System(lefts: lefts, widths: widths, preferred: preferred, gap: gap, window: window,
                      constraints: constraints, windows: windows)
    }

    /// A step of a row's run (``run(_:on:batch:measuring:after:)``).
    public enum Step: Sendable, Equatable {
        /// The constraints, the edit variables, the gap's and the first window's suggestions and
        /// a publication.
        case build
        /// A suggestion of the window and a publication.
        case resize
        /// A suggestion of the gap and a publication.
        case gapChange
    }

    /// Runs W8's sequence on `solver`, the one the benchmark times and the tests check: the build
    /// (the constraints one at a time, or as one batch with `batch`), then a resize per window
    /// after the first, then a change of the gap per ``gaps`` (the window at its last width).
    /// `measuring` runs each step's work (the benchmark times it there); `after` is told each
    /// step done, with the window and the gap the answer must be the optimum for. Throws what
    /// the solver throws, a constraint the batch refused included.
    public static func run(_ system: System, on solver: Solver, batch: Bool = false,
                           measuring: (Step, () throws -> Void) throws -> Void = { try $1() },
                           after: (Step, _ window: Double, _ gap: Double) -> Void) throws {
        try measuring(.build) {
            if batch {
                // Every constraint of the row is satisfiable: one the batch skips is a solver
                // defect, thrown as the one-at-a-time form would throw it.
                let failures = try solver.addConstraints(system.constraints)
                if let first = failures.first { throw first.error }
            } else {
                for constraint in system.constraints { try solver.addConstraint(constraint) }
            }
            try solver.addEditVariable(system.gap, strength: .strong)
            try solver.addEditVariable(system.window, strength: .strong)
            try solver.suggestValue(system.gap, firstGap)
            try solver.suggestValue(system.window, system.windows[0])
            solver.updateVariables()
        }
        after(.build, system.windows[0], firstGap)
        for window in system.windows.dropFirst() {
            try measuring(.resize) {
                try solver.suggestValue(system.window, window)
                solver.updateVariables()
            }
            after(.resize, window, firstGap)
        }
        let window = system.windows.last ?? system.windows[0]
        for gap in gaps {
            try measuring(.gapChange) {
                try solver.suggestValue(system.gap, gap)
                solver.updateVariables()
            }
            after(.gapChange, window, gap)
        }
    }

    /// The optimum's row end and weak shortfall (Σ |w - preferred|) for a window and a gap whose
    /// minimum row (every box 1 wide) fits: the preferred row if it fits, else the window, with
    /// the difference taken from the widths.
    public static func expected(_ system: System, window: Double, gap: Double) -> (end: Double, shortfall: Double) {
        let natural = system.preferred.reduce(0, +) + gap * Double(system.lefts.count - 1)
        return natural <= window ? (natural, 0) : (window, natural - window)
    }

    /// Whether the solver's values are the optimum for `window` and `gap`: every link, minimum and
    /// the row's end hold, the end and the shortfall are ``expected(_:window:gap:)``'s (within
    /// 1e-6 of the row's extent).
    public static func check(_ system: System, _ solver: Solver, window: Double, gap: Double) -> Bool {
        let (end, shortfall) = expected(system, window: window, gap: gap)
        let tolerance = 1e-6 * max(1, window)
        let n = system.lefts.count
        let x = system.lefts.map { solver.value(of: $0) }, w = system.widths.map { solver.value(of: $0) }
        guard abs(x[0]) <= tolerance, abs(solver.value(of: system.gap) - gap) <= tolerance,
              abs(x[n - 1] + w[n - 1] - end) <= tolerance else { return false }
        for i in 0..<n where w[i] < 1 - tolerance || (i > 0 && abs(x[i] - x[i - 1] - w[i - 1] - gap) > tolerance) {
            return false
        }
        let off = zip(w, system.preferred).reduce(0) { $0 + abs($1.0 - $1.1) }
        return abs(off - shortfall) <= tolerance
    }
}
