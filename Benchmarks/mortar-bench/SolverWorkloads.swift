import Cassowary
import CassowaryWorkloads

/// The W1–W3 workloads of `shared/reference/solver-workloads.md`, in the same insertion order,
/// and W4 (hide and show a row of a form), defined below at ``w4Build()``.
enum SolverWorkloads {
    /// The solver W1 built, its non-required constraints (W3 churns them) and its variables.
    struct W1System {
        let solver: Solver
        let nonRequired: [Constraint]
        let variables: [Variable]

        var checksum: Double { variables.reduce(0) { $0 + solver.value(of: $1) } }
    }

    /// W1: build and solve a row of N views. Returns the system so that the caller can read the
    /// checksum Σ(left+top+width+height) and destroy the solver outside the timed region.
    static func w1(_ n: Int) -> W1System {
        let solver = Solver()
        var previousLeft: Variable?, previousTop: Variable?, previousWidth: Variable?
        var all: [Variable] = []
        var nonRequired: [Constraint] = []
        all.reserveCapacity(4 * n)
        do {
            for _ in 0..<n {
                // Unnamed, as in kiwi's benchmarks: a name is a debugging aid, not solver work.
                let left = Variable(), top = Variable(), width = Variable(), height = Variable()
                if let pl = previousLeft, let pt = previousTop, let pw = previousWidth {
                    try solver.addConstraint(left == pl + pw + 1)
                    try solver.addConstraint(top == pt)
                } else {
                    try solver.addConstraint(left == 0)
                    try solver.addConstraint(top == 0)
                }
                try solver.addConstraint(width >= 1)
                let w = (width == 10) | .weak
                try solver.addConstraint(w)
                let h = (height == 3) | .medium
                try solver.addConstraint(h)
                try solver.addConstraint(height <= 20)
                nonRequired.append(w)
                nonRequired.append(h)
                all += [left, top, width, height]
                previousLeft = left; previousTop = top; previousWidth = width
            }
        } catch {
            fatalError("W1 N=\(n): \(error)")
        }
        solver.updateVariables()
        return W1System(solver: solver, nonRequired: nonRequired, variables: all)
    }

    static func w1Checksum(_ n: Int) -> Double { Double(11 * n * (n - 1) / 2 + 13 * n) }

    /// W2: N views sharing a width W; returns the solver, W and the views' variables, ready for
    /// the timed suggest loop.
    static func w2Setup(_ n: Int) -> (Solver, Variable, [Variable], [Variable]) {
        let solver = Solver()
        let total = Variable("W")
        var lefts: [Variable] = [], widths: [Variable] = []
        for _ in 0..<n {
            lefts.append(Variable())
            widths.append(Variable())
        }
        do {
            for i in 0..<n {
                try solver.addConstraint(widths[i] >= 0)
                if i == 0 {
                    try solver.addConstraint(lefts[0] == 0)
                } else {
                    try solver.addConstraint(lefts[i] == lefts[i - 1] + widths[i - 1])
                    try solver.addConstraint(widths[i] == widths[0])
                }
            }
            try solver.addConstraint(lefts[n - 1] + widths[n - 1] == total)
            try solver.addEditVariable(total, strength: .strong)
        } catch {
            fatalError("W2 N=\(n): \(error)")
        }
        solver.updateVariables()
        return (solver, total, lefts, widths)
    }

    /// W2's timed loop: suggest W = 80..<1080 and update after each.
    static func w2Loop(_ solver: Solver, _ total: Variable) {
        do {
            for w in 80..<1080 {
                try solver.suggestValue(total, Double(w))
                solver.updateVariables()
            }
        } catch {
            fatalError("W2 suggest: \(error)")
        }
    }

    /// Whether W2's end state is W = 1079, width_i = 1079/N, left_{N-1} = 1079(N-1)/N.
    static func w2Check(_ solver: Solver, _ total: Variable, _ lefts: [Variable], _ widths: [Variable]) -> Bool {
        let n = Double(lefts.count)
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 * max(1, abs(b)) }
        return near(solver.value(of: total), 1079)
            && widths.allSatisfy { near(solver.value(of: $0), 1079 / n) }
            && near(solver.value(of: lefts[lefts.count - 1]), 1079 * (n - 1) / n)
    }

    /// W3's index sequence: splitmix64(42) mod 2000, 1000 draws.
    static func w3Indices() -> [Int] {
        var rng = SplitMix64(state: 42)
        return (0..<1000).map { _ in Int(rng.next() % 2000) }
    }

    // MARK: - W4: hide and show a row

    /// The number of rows of W4's form (two views each).
    static let w4Rows = 500

    /// W4's form: the solver, the views' variables (8 per row: label left/top/width/height, then
    /// field left/top/width/height), W and H, and each row's "shown" and "hidden" constraints.
    struct W4Form {
        let solver: Solver
        let views: [Variable]
        let formWidth: Variable, formHeight: Variable
        let shown: [Constraint]
        let hidden: [Constraint]

        var checksum: Double { views.reduce(0) { $0 + solver.value(of: $1) } }
        func labelTop(_ k: Int) -> Double { solver.value(of: views[8 * k + 1]) }
        func labelHeight(_ k: Int) -> Double { solver.value(of: views[8 * k + 3]) }
        func fieldTop(_ k: Int) -> Double { solver.value(of: views[8 * k + 5]) }
        func fieldHeight(_ k: Int) -> Double { solver.value(of: views[8 * k + 7]) }
    }

    /// W4 "hide and show a row", build part (not timed).
    ///
    /// A 1,000-view form: 500 rows k = 0..<500, each a label and a field.
    /// - Variables, created in this order: W (form width), H (form height), then row by row
    ///   label left, top, width, height, field left, top, width, height.
    /// - Edit variables first, before any constraint: `addEditVariable(W, .strong)`,
    ///   `suggestValue(W, 120)`, `addEditVariable(H, .strong)`, `suggestValue(H, 2000)`.
    /// - Then per row k, in this order (required unless marked):
    ///   1. `label.left == 1`
    ///   2. `label.width == 20` (medium)
    ///   3. `label.width >= 5`
    ///   4. `field.left == label.left + label.width + 1`
    ///   5. `field.left + field.width == W - 1`
    ///   6. `field.width >= 10`
    ///   7. `label.height == 1` — shown_k, the "row shown" equality
    ///   8. `field.height == label.height`
    ///   9. `field.top == label.top`
    ///   10. `label.top == 0` if k == 0, else `label.top == prev_label.top + prev_label.height + 1`
    /// - Finally `last_label.top + last_label.height <= H`, then `updateVariables()`.
    ///   5,001 constraints plus the two edits.
    /// - hidden_k = `label_k.height == 0` (required) is created here once per row, not added.
    ///
    /// Solution: label (1, 2k, 20, 1) and field (22, 2k, 97, 1), with 97 = 120 − 1 − 22. A row
    /// sums to 142 + 4k, so Σ(left+top+width+height) over all 1,000 views is
    /// 142·500 + 4·(499·500/2) = 570,000 (``w4Checksum``).
    ///
    /// Timed (``SolverBenchmarks/w4()``): one "hide and show" of row k is
    /// hide = `removeConstraint(shown_k); addConstraint(hidden_k); updateVariables()`, then
    /// show = `removeConstraint(hidden_k); addConstraint(shown_k); updateVariables()`. 200 pairs
    /// per repetition, rows k from ``w4Indices()`` (splitmix64 seeded with 4, k = next() % 500,
    /// the same 200 draws every repetition); R = 7 repetitions, each on a fresh build.
    /// Reported: the median over repetitions of µs per hide+show pair, and of each half.
    /// The rows begin 478 304 247 82 41 145 314 366 and the 200 of them sum to 48,927.
    /// Checks, outside the timed halves: the fresh build and the state after the loop have the
    /// solution above and checksum 570,000; after the first hide of each repetition the state is
    /// the hidden one below.
    ///
    /// While row k is hidden, its label and field have height 0 and every row below moves up
    /// by 1 (the hidden row's height; the gap of 1 stays): label and field tops are 2j − 1 for
    /// j > k and 2j for j ≤ k, so the checksum is 570,000 − 2 − 2·(499 − k)
    /// (``w4HiddenChecksum(_:)``).
    static func w4Build() -> W4Form {
        let solver = Solver()
        let formWidth = Variable("W"), formHeight = Variable("H")
        var views: [Variable] = []
        views.reserveCapacity(8 * w4Rows)
        for _ in 0..<(8 * w4Rows) { views.append(Variable()) }
        var shown: [Constraint] = [], hidden: [Constraint] = []
        shown.reserveCapacity(w4Rows)
        hidden.reserveCapacity(w4Rows)
        do {
            try solver.addEditVariable(formWidth, strength: .strong)
            try solver.suggestValue(formWidth, 120)
            try solver.addEditVariable(formHeight, strength: .strong)
            try solver.suggestValue(formHeight, 2000)
            for k in 0..<w4Rows {
                let b = 8 * k
                let labelLeft = views[b], labelTop = views[b + 1], labelWidth = views[b + 2]
                let labelHeight = views[b + 3]
                let fieldLeft = views[b + 4], fieldTop = views[b + 5], fieldWidth = views[b + 6]
                let fieldHeight = views[b + 7]
                try solver.addConstraint(labelLeft == 1)
                try solver.addConstraint((labelWidth == 20) | .medium)
                try solver.addConstraint(labelWidth >= 5)
                try solver.addConstraint(fieldLeft == labelLeft + labelWidth + 1)
                try solver.addConstraint(fieldLeft + fieldWidth == formWidth - 1)
                try solver.addConstraint(fieldWidth >= 10)
                let show = labelHeight == 1
                try solver.addConstraint(show)
                try solver.addConstraint(fieldHeight == labelHeight)
                try solver.addConstraint(fieldTop == labelTop)
                if k == 0 {
                    try solver.addConstraint(labelTop == 0)
                } else {
                    try solver.addConstraint(labelTop == views[b - 7] + views[b - 5] + 1)
                }
                shown.append(show)
                hidden.append(labelHeight == 0)
            }
            let last = 8 * (w4Rows - 1)
            try solver.addConstraint(views[last + 1] + views[last + 3] <= formHeight)
        } catch {
            fatalError("W4 build: \(error)")
        }
        solver.updateVariables()
        return W4Form(solver: solver, views: views, formWidth: formWidth, formHeight: formHeight,
                      shown: shown, hidden: hidden)
    }

    /// Σ(left+top+width+height) over W4's 1,000 views with every row shown:
    /// Σ_k (1 + 2k + 20 + 1) + (22 + 2k + 97 + 1) = Σ_k (142 + 4k) = 142·500 + 2·500·499.
    static var w4Checksum: Double { Double(142 * w4Rows + 2 * w4Rows * (w4Rows - 1)) }

    /// The same sum while row k is hidden: its two heights drop to 0 (−2) and the two views of
    /// each of the 499 − k rows below move up by 1 (−2 per row).
    static func w4HiddenChecksum(_ k: Int) -> Double { w4Checksum - 2 - Double(2 * (w4Rows - 1 - k)) }

    /// W4's rows: splitmix64 seeded with 4, k = next() % 500, 200 draws.
    static func w4Indices() -> [Int] {
        var rng = SplitMix64(state: 4)
        return (0..<200).map { _ in Int(rng.next() % UInt64(w4Rows)) }
    }

    /// Whether W4's form shows row `hiddenRow` hidden (or, for nil, every row shown) exactly as
    /// derived at ``w4Build()``: heights, the tops of every row, and the checksum.
    static func w4Check(_ form: W4Form, hiddenRow: Int?) -> Bool {
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 * max(1, abs(b)) }
        for j in 0..<w4Rows {
            let height: Double = j == hiddenRow ? 0 : 1
            let top = Double(2 * j) - (hiddenRow.map { j > $0 ? 1 : 0 } ?? 0)
            guard near(form.labelHeight(j), height), near(form.fieldHeight(j), height),
                  near(form.labelTop(j), top), near(form.fieldTop(j), top) else { return false }
        }
        let expected = hiddenRow.map(w4HiddenChecksum) ?? w4Checksum
        return near(form.checksum, expected)
    }
}
