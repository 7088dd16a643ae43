import Cassowary

/// Layout-shaped operation sequences: the shapes an app's screens give the solver, where the
/// operation fuzz (`OperationGenerator`) draws dense random rows. Each is a `FuzzCase`, so the
/// operation fuzz's runner checks it (the reference LP after every checked step, a shadow
/// solver, all or nothing on a throw) and its minimiser shrinks a failure to a reproducer.
///
/// - `form`: rows of a label and a field. Labels prefer their width (strong), fields theirs
///   (medium, weights 0.5 to 2) above a minimum; every field starts at one column right of
///   the widest label and ends at the window's right edge; rows are stacked with heights that
///   prefer 20 (strong) above 16, the last one above the window's bottom (strong). The window
///   is an edit pair resized through sizes too small and far too large, then rows are hidden
///   (their spacing equality removed, the row collapsed onto the one above) and shown again.
/// - `grid`: cells in rows from 0 with a gap, widths that prefer a size and at least 1 (both
///   weak, so a narrow window squeezes them), columns aligned with the first row, each row
///   within the window's width (an edit).
/// - `splitters`: a binary tree of panes, each divider at least 3 from both ends of its pane
///   and weakly at a fraction of it; three dividers are then dragged (edits at medium) to
///   positions inside, on and past their limits while the window is resized.
/// - `dashboard`: `mortar-bench`'s W7 at test size, the shape of the stress run's dashboards
///   (see `Benchmarks/mortar-bench/DashboardWorkload.swift`): a sidebar, then rows of four panels,
///   each with an aspect ratio (required or at 750), a label centred in it with a preferred
///   width, tops and bottoms aligned along its row, sides down its column, a preferred width,
///   the last column against the window's width (an edit at 900); strengths 250–750, weights
///   1–4. The window squeezes the panels, frees them and squeezes them again, then labels
///   change width (their preferred width removed and added with a new one).
///
/// Seven more, written for a stress run on shapes the four above do not cover (each described
/// at its builder below), every layout pass's constraints added as one `addConstraints` batch as
/// Mortar adds them: `stacks` (nested stacks four deep with equal, proportional, fractional and
/// equal-gap distributions, centring, Auto Layout's hugging and compression priorities, rows
/// hidden and shown, the whole screen removed and re-added as one shuffled batch), `table`
/// (weighted column widths above required minimums, columns hidden and shown while the window
/// resizes), `toolbar` (items wrapping, each item's bound at a priority falling along the bar),
/// `dialog` (centred, an aspect ratio at 900 or 750, the window dragged down to 1 × 1 and 0 × 0,
/// then out to 2,000 columns), `splitViews` (several dividers dragged at once and across each
/// other, conflicting bounds at one priority), `responsive` (wide and narrow layouts swapped in
/// one batch, sometimes with a required constraint the batch must refuse) and `scrollList`
/// (long chains of required equalities scrolled to 1e6, rows deleted and inserted mid-chain).
enum LayoutWorkload: String, CaseIterable {
    case form, grid, splitters, dashboard
    case stacks, table, toolbar, dialog, splitViews, responsive, scrollList

    /// The workload for `seed` at `size` (rows of a form, a grid's side, a splitter tree's
    /// depth, a dashboard's rows of panels; the others' counts are named at their builders).
    func fuzzCase(seed: UInt64, size: Int) -> FuzzCase {
        var builder = LayoutWorkloadBuilder(seed: seed)
        switch self {
        case .form: builder.form(rows: size)
        case .grid: builder.grid(side: size)
        case .splitters: builder.splitters(depth: size)
        case .dashboard: builder.dashboard(rows: size)
        case .stacks: builder.stacks(rows: size)
        case .table: builder.table(columns: size)
        case .toolbar: builder.toolbar(items: size)
        case .dialog: builder.dialog(lines: size)
        case .splitViews: builder.splitViews(dividers: size)
        case .responsive: builder.responsive(panels: size)
        case .scrollList: builder.scrollList(rows: size)
        }
        return FuzzCase(seed: seed, variableCount: builder.variableCount, specs: builder.specs, steps: builder.steps)
    }
}

/// Writes a `LayoutWorkload`'s constraints and steps; a step is checked against the reference
/// where the app would lay out (`layout()`), not after every call.
struct LayoutWorkloadBuilder {
    private var rng: SeededGenerator
    private(set) var variableCount = 0
    private(set) var specs: [ConstraintSpec] = []
    private(set) var steps: [FuzzStep] = []

    init(seed: UInt64) { rng = SeededGenerator(seed: seed) }

    private mutating func variable() -> Int {
        variableCount += 1
        return variableCount - 1
    }

    /// `Σ terms + constant (relation) 0`, added now; returns its index.
    @discardableResult
    private mutating func add(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation,
                              _ strength: Strength = .required) -> Int {
        specs.append(ConstraintSpec(terms: terms.map { (coefficient: $0.0, variable: $0.1) }, constant: constant,
                                    relation: relation, strength: strength))
        steps.append(FuzzStep(operation: .add(specs.count - 1), checked: false))
        return specs.count - 1
    }

    private mutating func call(_ operation: SolverOperation) {
        steps.append(FuzzStep(operation: operation, checked: false))
    }

    /// Marks the last step as a layout: the solver's answer is checked there.
    private mutating func layout() {
        guard !steps.isEmpty else { return }
        steps[steps.count - 1].checked = true
    }

    private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }

    /// A weight of 1 to 4, as W7's.
    private mutating func weight() -> Double { Double(int(1...4)) }

    mutating func form(rows: Int) {
        let width = variable(), height = variable()
        call(.addEdit(variable: width, strength: .strong))
        call(.addEdit(variable: height, strength: .strong))
        let labelX = (0..<rows).map { _ in variable() }, labelWidth = (0..<rows).map { _ in variable() }
        let fieldX = (0..<rows).map { _ in variable() }, fieldWidth = (0..<rows).map { _ in variable() }
        let top = (0..<rows).map { _ in variable() }, rowHeight = (0..<rows).map { _ in variable() }
        var spacing: [Int] = []
        for i in 0..<rows {
            add([(1, labelX[i])], -10, .equal)
            add([(1, labelWidth[i])], -Double(int(20...120)), .equal, .strong)
            add([(1, labelWidth[i])], -10, .greaterOrEqual)
            if i > 0 { add([(1, fieldX[i]), (-1, fieldX[0])], 0, .equal) }
            add([(1, fieldX[0]), (-1, labelX[i]), (-1, labelWidth[i])], -8, .greaterOrEqual)
            add([(1, fieldX[i]), (1, fieldWidth[i]), (-1, width)], 10, .equal)
            add([(1, fieldWidth[i])], -Double(int(30...80)), .greaterOrEqual)
            add([(1, fieldWidth[i])], -Double(int(100...400)), .equal,
                Strength(priority: 500, weight: [1, 2, 0.5][int(0...2)]))
            spacing.append(i == 0 ? add([(1, top[0])], -10, .equal)
                                  : add([(1, top[i]), (-1, top[i - 1]), (-1, rowHeight[i - 1])], -6, .equal))
            add([(1, rowHeight[i])], -20, .equal, .strong)
            add([(1, rowHeight[i])], -16, .greaterOrEqual)
        }
        add([(1, top[rows - 1]), (1, rowHeight[rows - 1]), (-1, height)], 10, .lessOrEqual, Strength(priority: 750, weight: 2))
        layout()
        for (w, h) in [(800.0, 600.0), (1200, 900), (400, 300), (300, 2000), (1000, 10), (2000, 5000)] {
            call(.suggest(variable: width, value: w))
            call(.suggest(variable: height, value: h))
            layout()
        }
        for _ in 0..<(rows / 3 + 1) {
            let i = int(1...(rows - 1))
            call(.remove(spacing[i]))
            let collapsed = add([(1, top[i]), (-1, top[i - 1])], 0, .equal)
            call(.suggest(variable: width, value: [500, 800, 1100][int(0...2)]))
            layout()
            call(.remove(collapsed))
            call(.add(spacing[i]))
            layout()
        }
    }

    mutating func grid(side: Int) {
        let width = variable()
        call(.addEdit(variable: width, strength: .strong))
        let x = (0..<side).map { _ in (0..<side).map { _ in variable() } }
        let cellWidth = (0..<side).map { _ in (0..<side).map { _ in variable() } }
        let gap = Double(int(0...2))
        for i in 0..<side {
            add([(1, x[i][0])], 0, .equal)
            for j in 0..<side {
                if j > 0 { add([(1, x[i][j]), (-1, x[i][j - 1]), (-1, cellWidth[i][j - 1])], -gap, .equal) }
                add([(1, cellWidth[i][j])], -1, .greaterOrEqual, Strength(priority: 250, weight: 10))
                add([(1, cellWidth[i][j])], -Double(int(3...20)), .equal, Strength(priority: 250, weight: [1, 1.5][int(0...1)]))
                if i > 0 { add([(1, cellWidth[i][j]), (-1, cellWidth[0][j])], 0, .equal) }
            }
            add([(1, x[i][side - 1]), (1, cellWidth[i][side - 1]), (-1, width)], 0, .lessOrEqual)
        }
        layout()
        for w in [200.0, 80, 1000, Double(3 * side), 37, 500] {
            call(.suggest(variable: width, value: w))
            layout()
        }
    }

    mutating func splitters(depth: Int) {
        let start = variable(), end = variable()
        add([(1, start)], 0, .equal)
        call(.addEdit(variable: end, strength: .strong))
        var dividers: [Int] = []
        func split(_ a: Int, _ b: Int, _ level: Int, into builder: inout LayoutWorkloadBuilder) {
            guard level > 0 else { return }
            let divider = builder.variable()
            dividers.append(divider)
            builder.add([(1, divider), (-1, a)], -3, .greaterOrEqual)
            builder.add([(1, b), (-1, divider)], -3, .greaterOrEqual)
            let fraction = [0.5, 0.25, 1.0 / 3, 0.7][builder.int(0...3)]
            builder.add([(1, divider), (-(1 - fraction), a), (-fraction, b)], 0, .equal, .weak)
            let next = builder.variable()
            builder.add([(1, next), (-1, divider)], -1, .equal)
            split(a, divider, level - 1, into: &builder)
            split(next, b, level - 1, into: &builder)
        }
        split(start, end, depth, into: &self)
        call(.suggest(variable: end, value: 400))
        layout()
        for divider in dividers.shuffled(using: &rng).prefix(3) {
            call(.addEdit(variable: divider, strength: .medium))
            for position in [50.0, 120, 390, -20, 800, 201.5, 10] {
                call(.suggest(variable: divider, value: position))
                layout()
            }
        }
        for w in [150.0, 1000] {
            call(.suggest(variable: end, value: w))
            layout()
        }
    }

    mutating func dashboard(rows: Int) {
        let columns = 4
        let window = variable(), sideLeft = variable(), sideRight = variable()
        call(.addEdit(variable: window, strength: Strength(priority: 900)))
        add([(1, sideLeft)], 0, .equal)
        add([(1, sideRight), (-1, sideLeft)], -30, .equal)
        var panels: [(left: Int, right: Int, top: Int, bottom: Int)] = []
        var labels: [(width: Int, spec: Int)] = []
        for r in 0..<rows {
            for col in 0..<columns {
                let l = variable(), rt = variable(), t = variable(), b = variable()
                let cx = variable(), cy = variable(), lx = variable(), lw = variable(), ly = variable()
                add([(1, rt), (-1, l)], 0, .greaterOrEqual)
                add([(1, b), (-1, t)], 0, .greaterOrEqual)
                let aspect = [0.25, 0.5, 0.75, 1][int(0...3)]
                add([(1, b), (-1, t), (-aspect, rt), (aspect, l)], 0, .equal,
                    int(0...3) == 0 ? .required : Strength(priority: 750, weight: weight()))
                add([(2, cx), (-1, l), (-1, rt)], 0, .equal)
                add([(2, cy), (-1, t), (-1, b)], 0, .equal)
                add([(1, lx), (0.5, lw), (-1, cx)], 0, .equal)
                let label = add([(1, lw)], -Double(int(4...23)), .equal, Strength(priority: 250, weight: weight()))
                labels.append((lw, label))
                add([(1, lw)], 0, .greaterOrEqual)
                add([(1, lx), (-1, l)], -1, .greaterOrEqual, Strength(priority: 750, weight: 2))
                add([(1, ly), (-1, cy)], 0, .equal, Strength(priority: 500, weight: 1))
                if col == 0 {
                    add([(1, l), (-1, sideRight)], -2, .greaterOrEqual)
                } else {
                    let before = panels[panels.count - 1]
                    add([(1, l), (-1, before.right)], -2, .greaterOrEqual)
                    add([(1, t), (-1, before.top)], 0, .equal, Strength(priority: 750, weight: 1))
                    add([(1, b), (-1, before.bottom)], 0, .equal, Strength(priority: 500, weight: weight()))
                }
                if r == 0 {
                    add([(1, t)], -1, .greaterOrEqual)
                } else {
                    let above = panels[panels.count - columns]
                    add([(1, t), (-1, above.bottom)], -1, .greaterOrEqual)
                    add([(1, l), (-1, above.left)], 0, .equal, Strength(priority: 750, weight: weight()))
                    add([(1, rt), (-1, above.right)], 0, .equal, Strength(priority: 500, weight: 1))
                }
                add([(1, rt), (-1, l)], -Double(int(20...70)), .equal, Strength(priority: 250, weight: weight()))
                if col == columns - 1 {
                    add([(1, rt), (-1, window)], 0, .lessOrEqual, Strength(priority: 750, weight: 4))
                    add([(1, rt), (-1, window)], 0, .equal, Strength(priority: 250, weight: 1))
                }
                panels.append((l, rt, t, b))
            }
        }
        layout()
        for w in [900.0, 55, 277, 1892, 40, 408, 120, 1999] {
            call(.suggest(variable: window, value: w))
            layout()
        }
        for _ in 0..<4 {
            let i = int(0...(labels.count - 1))
            call(.remove(labels[i].spec))
            labels[i].spec = add([(1, labels[i].width)], -Double(int(4...23)), .equal, specs[labels[i].spec].strength)
            layout()
        }
    }
}

// MARK: - More shapes (stacks, table, toolbar, dialog, split views)

/// A box of a layout: its left, top, width and height variables.
struct LayoutBox {
    var left: Int, top: Int, width: Int, height: Int

    /// Start and length along `horizontal` (true: x and width) or the other axis.
    func start(_ horizontal: Bool) -> Int { horizontal ? left : top }
    func length(_ horizontal: Bool) -> Int { horizontal ? width : height }
}

extension LayoutWorkloadBuilder {
    /// A constraint written now and added later (as one of a layout pass's queued constraints):
    /// `Σ terms + constant (relation) 0`; returns its index.
    @discardableResult
    fileprivate mutating func queue(_ pending: inout [Int], _ terms: [(Double, Int)], _ constant: Double,
                                    _ relation: Relation, _ strength: Strength = .required) -> Int {
        specs.append(ConstraintSpec(terms: terms.map { (coefficient: $0.0, variable: $0.1) }, constant: constant,
                                    relation: relation, strength: strength))
        pending.append(specs.count - 1)
        return specs.count - 1
    }

    /// The queued constraints as one `addConstraints` batch (Mortar's layout pass); empties the queue.
    fileprivate mutating func flush(_ pending: inout [Int]) {
        guard !pending.isEmpty else { return }
        call(.addBatch(pending))
        pending = []
    }

    fileprivate mutating func box() -> LayoutBox {
        LayoutBox(left: variable(), top: variable(), width: variable(), height: variable())
    }

    /// An Auto Layout priority: 250, 500, 750 or 1000 (required), with a weight of 0.5 to 3
    /// when optional.
    fileprivate mutating func autoLayoutStrength() -> Strength {
        let p = [250.0, 500, 750, 1000][int(0...3)]
        return p == 1000 ? .required : Strength(priority: p, weight: [1, 1, 2, 0.5, 3][int(0...4)])
    }

    /// Makes the window's `width` and `height` edit variables at `strength`, suggested at `w`
    /// by `h`.
    fileprivate mutating func editWindow(_ width: Int, _ height: Int, _ strength: Strength, _ w: Double, _ h: Double) {
        call(.addEdit(variable: width, strength: strength))
        call(.addEdit(variable: height, strength: strength))
        call(.suggest(variable: width, value: w))
        call(.suggest(variable: height, value: h))
    }

    /// Window sizes from a usual terminal down to nothing and up to a very wide one.
    fileprivate static let windowSizes: [(Double, Double)] = [
        (80, 24), (200, 60), (40, 12), (13, 7), (1, 1), (0, 0), (1, 1), (2000, 500), (3, 2000), (120, 40),
    ]

    /// Sets the window to `w` by `h`: suggestions to edit variables, or new constants of the
    /// required equalities `width == w`, `height == h`.
    fileprivate mutating func resize(_ window: (w: Int, h: Int), fixed: (w: Int, h: Int)?, _ w: Double, _ h: Double) {
        if let fixed {
            call(.changeConstant(fixed.w, to: -w))
            call(.changeConstant(fixed.h, to: -h))
        } else {
            call(.suggest(variable: window.w, value: w))
            call(.suggest(variable: window.h, value: h))
        }
    }

    /// Nested stacks, as a dashboard's screen is written: a vertical stack of `rows` rows, each
    /// a horizontal stack of 2–4 items, an item a vertical stack of 2–3 (half the time), whose
    /// items are horizontal stacks of two (a third of the time): four levels. Each stack has a
    /// margin and spacing of 0–2 and a distribution: equal lengths (required), proportional
    /// 1:2:3, repeating (required or 750), fractions of the parent (thirds, tenths; at 750 or 500), equal gaps
    /// between items, or the items' intrinsic sizes only; across, its items fill it, are centred
    /// in it (`2 center == 2 parent.center`) or sit at its start. Leaves hug their intrinsic
    /// size (250 or 500, weighted) and resist compression (250, 500, 750 or required, weighted). The window is an
    /// edit pair at 900 or, half the time, required equalities whose constants change (tiny
    /// windows then make legitimate refusals). Everything is added as one batch per row. Then
    /// the window goes through `windowSizes`, rows are hidden (their constraints removed, the
    /// row collapsed to no height) and shown (their constraints re-added as a batch), leaves
    /// change their intrinsic size (remove and add, or `changeConstant`) and a margin changes; last, the whole screen is
    /// rebuilt (every row's constraints removed, then re-added as one shuffled batch).
    mutating func stacks(rows: Int) {
        let width = variable(), height = variable()
        var pending: [Int] = []
        var fixed: (w: Int, h: Int)?
        if int(0...1) == 0 {
            editWindow(width, height, Strength(priority: 900), 80, 24)
        } else {
            fixed = (add([(1, width)], -80, .equal), add([(1, height)], -24, .equal))
        }
        let root = box()
        queue(&pending, [(1, root.left)], 0, .equal)
        queue(&pending, [(1, root.top)], 0, .equal)
        queue(&pending, [(1, root.width), (-1, width)], 0, .equal)
        queue(&pending, [(1, root.height), (-1, height)], 0, .equal)
        flush(&pending)

        var leaves: [(box: LayoutBox, hug: Int)] = []
        var margins: [(k: Int, value: Double)] = []

        // The items of a stack in `parent` along `horizontal`, and their constraints queued.
        func stack(_ parent: LayoutBox, horizontal: Bool, count: Int,
                   into b: inout LayoutWorkloadBuilder, _ pending: inout [Int]) -> [LayoutBox] {
            let h = horizontal
            let margin = Double(b.int(0...2)), spacing = Double(b.int(0...2))
            let items = (0..<count).map { _ in b.box() }
            let distribution = b.int(0...4)
            let alignment = b.int(0...2)
            let first = items[0], last = items[count - 1]
            let m = b.queue(&pending, [(1, first.start(h)), (-1, parent.start(h))], -margin, .equal)
            margins.append((m, margin))
            var gaps: [Int] = []
            for i in 1..<count {
                let before = items[i - 1], item = items[i]
                if distribution == 3 {
                    let gap = b.variable()
                    gaps.append(gap)
                    b.queue(&pending, [(1, item.start(h)), (-1, before.start(h)), (-1, before.length(h)), (-1, gap)], 0, .equal)
                    b.queue(&pending, [(1, gap)], -spacing, .greaterOrEqual)
                    if gaps.count > 1 { b.queue(&pending, [(1, gap), (-1, gaps[0])], 0, .equal) }
                } else {
                    b.queue(&pending, [(1, item.start(h)), (-1, before.start(h)), (-1, before.length(h))], -spacing, .equal)
                }
            }
            // The last item's end within the parent's, and against it when nothing else fills it.
            b.queue(&pending, [(1, last.start(h)), (1, last.length(h)), (-1, parent.start(h)), (-1, parent.length(h))],
                    margin, .lessOrEqual)
            b.queue(&pending, [(1, last.start(h)), (1, last.length(h)), (-1, parent.start(h)), (-1, parent.length(h))],
                    margin, .equal, distribution == 4 ? Strength(priority: 250, weight: 0.5) : Strength(priority: 500, weight: 2))
            for (i, item) in items.enumerated() {
                b.queue(&pending, [(1, item.length(h))], 0, .greaterOrEqual)
                switch distribution {
                case 0 where i > 0:
                    b.queue(&pending, [(1, item.length(h)), (-1, first.length(h))], 0, .equal)
                case 1 where i > 0:
                    let ratio = Double(i % 3 + 1)
                    b.queue(&pending, [(1, item.length(h)), (-ratio, first.length(h))], 0, .equal,
                            b.int(0...1) == 0 ? .required : Strength(priority: 750, weight: 1))
                case 2:
                    let fraction = [1.0 / 3, 2.0 / 3, 0.1, 0.3, 0.7, 0.2, 1.0 / 6][b.int(0...6)]
                    b.queue(&pending, [(1, item.length(h)), (-fraction, parent.length(h))], 0, .equal,
                            Strength(priority: [750.0, 500][b.int(0...1)], weight: 1))
                default: break
                }
                // Across: fill, centre or start.
                switch alignment {
                case 0:
                    b.queue(&pending, [(1, item.start(!h)), (-1, parent.start(!h))], -margin, .equal)
                    b.queue(&pending, [(1, item.length(!h)), (-1, parent.length(!h))], 2 * margin, .equal)
                case 1:
                    b.queue(&pending, [(2, item.start(!h)), (1, item.length(!h)), (-2, parent.start(!h)), (-1, parent.length(!h))],
                            0, .equal)
                    b.queue(&pending, [(1, item.length(!h)), (-1, parent.length(!h))], 0, .lessOrEqual)
                default:
                    b.queue(&pending, [(1, item.start(!h)), (-1, parent.start(!h))], -margin, .equal)
                    b.queue(&pending, [(1, item.start(!h)), (1, item.length(!h)), (-1, parent.start(!h)), (-1, parent.length(!h))],
                            margin, .lessOrEqual, Strength(priority: 750, weight: 1))
                }
                b.queue(&pending, [(1, item.length(!h))], 0, .greaterOrEqual)
            }
            return items
        }

        // A leaf's intrinsic size: hugging at 250 or 500, compression resistance at 250, 500, 750
        // or required (weighted).
        func leaf(_ item: LayoutBox, into b: inout LayoutWorkloadBuilder, _ pending: inout [Int]) {
            let w = Double(b.int(1...30)), h = Double(b.int(1...3))
            let hug = b.queue(&pending, [(1, item.width)], -w, .equal,
                              Strength(priority: [250.0, 500][b.int(0...1)], weight: [1, 2, 0.5][b.int(0...2)]))
            b.queue(&pending, [(1, item.width)], -w, .greaterOrEqual,
                    b.autoLayoutStrength())
            b.queue(&pending, [(1, item.height)], -h, .equal, Strength(priority: 250, weight: 1))
            b.queue(&pending, [(1, item.height)], -1, .greaterOrEqual, Strength(priority: 750, weight: 1))
            leaves.append((item, hug))
        }

        var rowRanges: [(range: Range<Int>, box: LayoutBox)] = []
        let rowBoxes = stack(root, horizontal: false, count: rows, into: &self, &pending)
        flush(&pending)
        for row in rowBoxes {
            let start = specs.count
            for item in stack(row, horizontal: true, count: int(2...4), into: &self, &pending) {
                guard int(0...1) == 0 else { leaf(item, into: &self, &pending); continue }
                for inner in stack(item, horizontal: false, count: int(2...3), into: &self, &pending) {
                    guard int(0...2) == 0 else { leaf(inner, into: &self, &pending); continue }
                    for innermost in stack(inner, horizontal: true, count: 2, into: &self, &pending) {
                        leaf(innermost, into: &self, &pending)
                    }
                }
            }
            rowRanges.append((start..<specs.count, row))
            flush(&pending)
        }
        layout()
        for (w, h) in Self.windowSizes {
            resize((width, height), fixed: fixed, w, h)
            layout()
        }
        // Rows hidden and shown while the window changes.
        for _ in 0..<(rows / 2 + 1) {
            let (range, row) = rowRanges[int(0...(rows - 1))]
            for k in range { call(.remove(k)) }
            let collapsed = add([(1, row.height)], 0, .equal)
            let (w, h) = Self.windowSizes[int(0...(Self.windowSizes.count - 1))]
            resize((width, height), fixed: fixed, w, h)
            layout()
            call(.remove(collapsed))
            call(.addBatch(Array(range)))
            layout()
        }
        // Intrinsic sizes change: a label's text, twice by remove-and-add, twice in place. A hug
        // added anew takes the removed one's place in its row (`replaced`), for the rebuild.
        var replaced: [Int: Int] = [:]
        for i in 0..<4 {
            let j = int(0...(leaves.count - 1))
            let new = -Double(int(0...40))
            if i < 2 {
                let old = leaves[j].hug
                call(.remove(old))
                leaves[j].hug = add([(1, leaves[j].box.width)], new, .equal, specs[old].strength)
                replaced[old] = leaves[j].hug
            } else {
                call(.changeConstant(leaves[j].hug, to: new))
            }
            layout()
        }
        let (k, margin) = margins[int(0...(margins.count - 1))]
        call(.changeConstant(k, to: -margin - 3))
        resize((width, height), fixed: fixed, 100, 30)
        layout()
        call(.changeConstant(k, to: -margin))
        layout()
        // The whole screen rebuilt: every row's constraints removed, then added back as one batch.
        func current(_ k: Int) -> Int {
            var k = k
            while let next = replaced[k] { k = next }
            return k
        }
        let everything = rowRanges.flatMap { $0.range.map(current) }
        for k in everything { call(.remove(k)) }
        resize((width, height), fixed: fixed, 64, 20)
        layout()
        call(.addBatch(everything.shuffled(using: &rng)))
        layout()
    }

    /// A table: `columns` columns from x = 1 with a separator of 1 between them, each at least
    /// a minimum width (required) and at least a second one (750), a preferred width (250,
    /// weighted), widths proportional to the columns' weights (500); the last column's end
    /// within the window (required, or 750 half the time) and against it (250: the table
    /// fills the window). A header row and 3–6 body rows whose cells sit in the columns
    /// (x required equal, width within the column's) and prefer their content's width (500).
    /// The window is resized; columns are hidden (their constraints removed, the neighbours
    /// joined) and shown again (re-added as one batch) while it is.
    mutating func table(columns: Int) {
        let width = variable(), height = variable()
        editWindow(width, height, .strong, 120, 30)
        let rows = int(3...6)
        let x = (0..<columns).map { _ in variable() }, w = (0..<columns).map { _ in variable() }
        let weights = (0..<columns).map { _ in [1.0, 2, 3, 1.5, 0.5][int(0...4)] }
        var pending: [Int] = []
        var own: [[Int]] = Array(repeating: [], count: columns)
        var linkIn: [Int] = Array(repeating: -1, count: columns)
        queue(&pending, [(1, x[0])], -1, .equal)
        let boundStrength: Strength = int(0...1) == 0 ? .required : Strength(priority: 750, weight: 2)
        func tail(_ c: Int, into b: inout LayoutWorkloadBuilder, _ pending: inout [Int]) -> [Int] {
            [b.queue(&pending, [(1, x[c]), (1, w[c]), (-1, width)], 1, .lessOrEqual, boundStrength),
             b.queue(&pending, [(1, x[c]), (1, w[c]), (-1, width)], 1, .equal, Strength(priority: 250, weight: 1))]
        }
        for c in 0..<columns {
            own[c].append(queue(&pending, [(1, w[c])], -Double(int(1...6)), .greaterOrEqual))
            own[c].append(queue(&pending, [(1, w[c])], -Double(int(3...12)), .greaterOrEqual, Strength(priority: 750, weight: 1)))
            own[c].append(queue(&pending, [(1, w[c])], -Double(int(5...40)), .equal, Strength(priority: 250, weight: weights[c])))
            if c > 0 {
                own[c].append(queue(&pending, [(weights[0], w[c]), (-weights[c], w[0])], 0, .equal, Strength(priority: 500, weight: 1)))
                linkIn[c] = queue(&pending, [(1, x[c]), (-1, x[c - 1]), (-1, w[c - 1])], -1, .equal)
            }
        }
        let tails = tail(columns - 1, into: &self, &pending)
        flush(&pending)
        // The header and the body rows, a batch each.
        var rowTop = -1
        for r in 0...rows {
            let top = variable()
            if r == 0 { queue(&pending, [(1, top)], 0, .equal) } else { queue(&pending, [(1, top), (-1, rowTop)], -1, .equal) }
            rowTop = top
            for c in 0..<columns {
                let cx = variable(), cw = variable()
                own[c].append(queue(&pending, [(1, cx), (-1, x[c])], 0, .equal))
                own[c].append(queue(&pending, [(1, cw), (-1, w[c])], 0, .lessOrEqual))
                own[c].append(queue(&pending, [(1, cw)], 0, .greaterOrEqual))
                own[c].append(queue(&pending, [(1, cw)], -Double(int(0...50)), .equal, Strength(priority: 500, weight: r == 0 ? 2 : 1)))
            }
            flush(&pending)
        }
        add([(1, rowTop), (-1, height)], 1, .lessOrEqual, .strong)
        layout()
        for wv in [80.0, 200, 40, 12, 1, 0, 2000, 100] {
            call(.suggest(variable: width, value: wv))
            layout()
        }
        // Hide a column and show it again, the window resized while it is hidden.
        for _ in 0..<(columns / 2 + 2) where columns > 1 {
            let c = int(1...(columns - 1))
            var removed = own[c] + [linkIn[c]]
            var joins: [Int] = []
            if c < columns - 1 {
                removed.append(linkIn[c + 1])
                joins.append(queue(&pending, [(1, x[c + 1]), (-1, x[c - 1]), (-1, w[c - 1])], -1, .equal))
            } else {
                removed += tails
                joins += tail(c - 1, into: &self, &pending)
            }
            pending = []
            for k in removed { call(.remove(k)) }
            call(.addBatch(joins))
            layout()
            call(.suggest(variable: width, value: [30.0, 60, 150, 5][int(0...3)]))
            layout()
            for k in joins { call(.remove(k)) }
            call(.addBatch(removed))
            call(.suggest(variable: width, value: [90.0, 120, 2000][int(0...2)]))
            layout()
        }
    }

    /// A toolbar that wraps: `items` items with a minimum width (required), a preferred width
    /// (250–750, weighted), a maximum (500), packed (`x == previous end + gap` at 250) above a
    /// required `>=` chain; each item's end within the window at a priority that falls along
    /// the toolbar (the inequality chain at several priorities), the last one or two pulled
    /// against the right edge (250). Items wrap into lines: an item that starts a line is at
    /// x == 1, and each item's line is a required `y == line`. At each window width the
    /// toolbar wraps again: line starts removed and added (the changed ones as one batch), lines
    /// moved with `changeConstant`.
    mutating func toolbar(items: Int) {
        let width = variable(), height = variable()
        call(.addEdit(variable: width, strength: .strong))
        call(.suggest(variable: width, value: 80))
        let x = (0..<items).map { _ in variable() }, w = (0..<items).map { _ in variable() }
        let y = (0..<items).map { _ in variable() }
        let preferred = (0..<items).map { _ in Double(int(3...16)) }
        let gap = Double(int(0...2))
        var pending: [Int] = []
        var line: [Int] = []
        var chained: [Int] = []   // x[i] after x[i - 1] (i > 0)
        var starting: [Int] = []  // x[i] == 1
        for i in 0..<items {
            queue(&pending, [(1, w[i])], -Double(int(1...3)), .greaterOrEqual)
            queue(&pending, [(1, w[i])], -preferred[i], .equal,
                  Strength(priority: [250.0, 500, 750][int(0...2)], weight: [1, 2, 0.5][int(0...2)]))
            queue(&pending, [(1, w[i])], -preferred[i] - 4, .lessOrEqual, Strength(priority: 500, weight: 1))
            queue(&pending, [(1, x[i])], -1, .greaterOrEqual)
            let p = max(1, 990 - Double(i) * 120)
            queue(&pending, [(1, x[i]), (1, w[i]), (-1, width)], 0, .lessOrEqual, Strength(priority: p, weight: 1))
            if i > 0 {
                queue(&pending, [(1, x[i]), (-1, x[i - 1]), (-1, w[i - 1])], -gap, .equal, Strength(priority: 250, weight: 1))
            }
            chained.append(specs.count)
            specs.append(ConstraintSpec(terms: i == 0 ? [(1, x[0])] : [(1, x[i]), (-1, x[i - 1]), (-1, w[i - 1])],
                                        constant: i == 0 ? -1 : -gap, relation: i == 0 ? .equal : .greaterOrEqual,
                                        strength: .required))
            starting.append(specs.count)
            specs.append(ConstraintSpec(terms: [(1, x[i])], constant: -1, relation: .equal, strength: .required))
            line.append(queue(&pending, [(1, y[i])], 0, .equal))
            queue(&pending, [(1, y[i]), (-1, height)], 1, .lessOrEqual, Strength(priority: 750, weight: 1))
        }
        for i in max(0, items - 2)..<items {
            queue(&pending, [(1, x[i]), (1, w[i]), (-1, width)], 1, .equal, Strength(priority: 250, weight: 1))
        }
        // Wrapped as the app would: by preferred widths.
        func wrap(_ windowWidth: Double) -> [Int] {
            var lines: [Int] = [], l = 0, used = 1.0
            for i in 0..<items {
                if i > 0 && used + preferred[i] > windowWidth { l += 1; used = 1 }
                lines.append(l)
                used += preferred[i] + gap
            }
            return lines
        }
        var lines = wrap(80)
        var holding: [Int] = []  // which of chained/starting holds for item i
        for i in 0..<items {
            let k = i == 0 || lines[i] != lines[i - 1] ? starting[i] : chained[i]
            holding.append(k)
            pending.append(k)
        }
        flush(&pending)
        for i in 0..<items where lines[i] != 0 { call(.changeConstant(line[i], to: -Double(lines[i]))) }
        call(.addEdit(variable: height, strength: .strong))
        call(.suggest(variable: height, value: 3))
        layout()
        for wv in [40.0, 20, 200, 10, 1, 0, 2000, 60, 33, 80] {
            let next = wrap(wv)
            var changed: [Int] = []
            for i in 0..<items {
                let k = i == 0 || next[i] != next[i - 1] ? starting[i] : chained[i]
                if k != holding[i] {
                    call(.remove(holding[i]))
                    changed.append(k)
                    holding[i] = k
                }
            }
            call(.suggest(variable: width, value: wv))
            if !changed.isEmpty { call(.addBatch(changed)) }
            for i in 0..<items where next[i] != lines[i] { call(.changeConstant(line[i], to: -Double(next[i]))) }
            call(.suggest(variable: height, value: Double(min(next.max()! + 1, 5))))
            lines = next
            layout()
        }
    }

    /// A centred dialog: its centre on the window's (required), width 2.5 × height (900 or 750),
    /// within the window less a margin (required), at least a minimum size (required half the
    /// time, else 750), a preferred size (250). Inside: a title centred, `lines` lines of text
    /// stacked under it, and 2–3 buttons of equal width centred along the bottom. The window
    /// (an edit pair at 900, or required equalities changed in place) is dragged down one size
    /// at a time to 1x1 and 0x0 and back up to 2000 columns, then thrown between extremes;
    /// midway the edits are removed and added again at another strength.
    mutating func dialog(lines: Int) {
        let width = variable(), height = variable()
        var fixed: (w: Int, h: Int)?
        var pending: [Int] = []
        let byEdits = int(0...2) != 0
        if byEdits {
            editWindow(width, height, Strength(priority: 900), 80, 24)
        } else {
            fixed = (add([(1, width)], -80, .equal), add([(1, height)], -24, .equal))
        }
        let d = box()
        let margin = Double(int(0...3))
        queue(&pending, [(2, d.left), (1, d.width), (-1, width)], 0, .equal)
        queue(&pending, [(2, d.top), (1, d.height), (-1, height)], 0, .equal)
        queue(&pending, [(1, d.width), (-2.5, d.height)], 0, .equal, Strength(priority: [900.0, 750][int(0...1)], weight: 1))
        queue(&pending, [(1, d.width), (-1, width)], 2 * margin, .lessOrEqual)
        queue(&pending, [(1, d.height), (-1, height)], 2 * margin, .lessOrEqual)
        let minimum: Strength = int(0...1) == 0 ? .required : Strength(priority: 750, weight: 2)
        queue(&pending, [(1, d.width)], -Double(int(10...20)), .greaterOrEqual, minimum)
        queue(&pending, [(1, d.height)], -Double(int(3...6)), .greaterOrEqual, minimum)
        queue(&pending, [(1, d.width)], 0, .greaterOrEqual)
        queue(&pending, [(1, d.height)], 0, .greaterOrEqual)
        queue(&pending, [(1, d.width)], -Double(int(40...70)), .equal, Strength(priority: 250, weight: 1))
        queue(&pending, [(1, d.height)], -Double(int(12...25)), .equal, Strength(priority: 250, weight: 1))
        // Title, centred, one line below the top border.
        let title = box()
        queue(&pending, [(1, title.top), (-1, d.top)], -1, .equal)
        queue(&pending, [(2, title.left), (1, title.width), (-2, d.left), (-1, d.width)], 0, .equal)
        queue(&pending, [(1, title.width), (-1, d.width)], 2, .lessOrEqual)
        queue(&pending, [(1, title.width)], 0, .greaterOrEqual)
        queue(&pending, [(1, title.width)], -Double(int(5...30)), .equal, Strength(priority: 500, weight: 1))
        var above = title.top
        for _ in 0..<lines {
            let t = box()
            queue(&pending, [(1, t.top), (-1, above)], -1, .equal, Strength(priority: 750, weight: 1))
            queue(&pending, [(1, t.top), (-1, above)], -1, .greaterOrEqual)
            queue(&pending, [(1, t.left), (-1, d.left)], -2, .equal)
            queue(&pending, [(1, t.width), (-1, d.width)], 4, .lessOrEqual, Strength(priority: 750, weight: 1))
            queue(&pending, [(1, t.width)], -Double(int(5...60)), .equal, Strength(priority: 250, weight: [1, 2][int(0...1)]))
            queue(&pending, [(1, t.width)], 0, .greaterOrEqual)
            above = t.top
        }
        // Buttons: equal widths, centred as a group, on the line above the bottom border.
        let count = int(2...3)
        let buttons = (0..<count).map { _ in box() }
        let buttonGap = 2.0
        for (i, button) in buttons.enumerated() {
            queue(&pending, [(1, button.top), (-1, d.top), (-1, d.height)], 2, .equal)
            queue(&pending, [(1, button.top), (-1, above)], -1, .greaterOrEqual, Strength(priority: 750, weight: 1))
            queue(&pending, [(1, button.width)], -Double(int(4...10)), .greaterOrEqual, Strength(priority: 750, weight: 1))
            queue(&pending, [(1, button.width)], 0, .greaterOrEqual)
            if i > 0 {
                queue(&pending, [(1, button.width), (-1, buttons[0].width)], 0, .equal)
                queue(&pending, [(1, button.left), (-1, buttons[i - 1].left), (-1, buttons[i - 1].width)], -buttonGap, .equal)
            }
        }
        queue(&pending, [(2, buttons[0].left), (Double(count), buttons[0].width), (-2, d.left), (-1, d.width)],
              Double(count - 1) * buttonGap, .equal, Strength(priority: 750, weight: 1))
        queue(&pending, [(1, buttons[0].left), (-1, d.left)], -1, .greaterOrEqual)
        flush(&pending)
        layout()
        // Dragged down one size at a time, then up in big steps.
        var (w, h) = (80.0, 24.0)
        while w > 0 || h > 0 {
            w = max(0, w - Double(int(3...9))); h = max(0, h - Double(int(1...3)))
            resize((width, height), fixed: fixed, w, h)
            layout()
        }
        for (w, h) in [(1.0, 1.0), (0, 0), (7, 3), (300, 90), (2000, 600), (2000, 1), (1, 600), (0.5, 0.25), (133.3, 41.7)] {
            resize((width, height), fixed: fixed, w, h)
            layout()
        }
        if byEdits {
            call(.removeEdit(variable: width))
            call(.removeEdit(variable: height))
            call(.addEdit(variable: width, strength: Strength(priority: 999, weight: 3)))
            call(.addEdit(variable: height, strength: .strong))
            layout()
        }
        for (w, h) in Self.windowSizes.shuffled(using: &rng) {
            resize((width, height), fixed: fixed, w, h)
            layout()
        }
    }

    /// Split views: `dividers` dividers across the window, each pane at least a minimum width
    /// (required) and at most a maximum (500), weakly at a fraction of the window; some panes
    /// also carry an Auto-Layout-like `>=`/`<=` pair at the same priority (750), with different
    /// weights, that conflict when the draw puts the `>=` above the `<=` (8 draws in 14). Below
    /// the dividers, a vertical split of the first pane. Up to three dividers are dragged at once
    /// (edits at 500 or 750), past each other and past the window's edges while the window
    /// resizes; one drag ends (its edit removed) and another begins, perhaps on the same
    /// divider, at another strength.
    mutating func splitViews(dividers: Int) {
        let width = variable(), height = variable()
        editWindow(width, height, .strong, 160, 50)
        var pending: [Int] = []
        let d = (0..<dividers).map { _ in variable() }
        // Pane i lies between divider i - 1 (or 0) and divider i (or the window's width).
        func pane(_ i: Int) -> [(Double, Int)] {
            var terms: [(Double, Int)] = []
            terms.append(i == dividers ? (1, width) : (1, d[i]))
            if i > 0 { terms.append((-1, d[i - 1])) }
            return terms
        }
        for i in 0...dividers {
            let gutter = i > 0 ? -1.0 : 0
            queue(&pending, pane(i), gutter - Double(int(1...4)), .greaterOrEqual)
            queue(&pending, pane(i), gutter - Double(int(30...90)), .lessOrEqual, Strength(priority: 500, weight: 1))
            if int(0...2) == 0 {
                let low = Double(int(10...30)), high = low - Double(int(-5...8))
                queue(&pending, pane(i), gutter - low, .greaterOrEqual, Strength(priority: 750, weight: [1, 2][int(0...1)]))
                queue(&pending, pane(i), gutter - high, .lessOrEqual, Strength(priority: 750, weight: [1, 3][int(0...1)]))
            }
            if i < dividers {
                let fraction = Double(i + 1) / Double(dividers + 1)
                queue(&pending, [(1, d[i]), (-fraction, width)], 0, .equal, .weak)
            }
        }
        // The first pane split vertically.
        let v = (0..<max(1, dividers / 2)).map { _ in variable() }
        for (i, divider) in v.enumerated() {
            queue(&pending, i == 0 ? [(1, divider)] : [(1, divider), (-1, v[i - 1])], -2, .greaterOrEqual)
            queue(&pending, [(1, divider), (-Double(i + 1) / Double(v.count + 1), height)], 0, .equal, .weak)
        }
        queue(&pending, [(1, height), (-1, v[v.count - 1])], -2, .greaterOrEqual)
        flush(&pending)
        layout()
        var dragged = Array(d.shuffled(using: &rng).prefix(min(3, dividers)))
        for divider in dragged { call(.addEdit(variable: divider, strength: Strength(priority: [500.0, 750][int(0...1)]))) }
        let positions: [Double] = [20, 60, 100, -10, 170, 3000, 0, 80.5, 33]
        for (step, base) in positions.enumerated() {
            for (j, divider) in dragged.enumerated() {
                // Crossing: the order of the dragged dividers flips every other step.
                let offset = Double(step % 2 == 0 ? j : dragged.count - j) * 7
                call(.suggest(variable: divider, value: base + offset))
            }
            if step == 4 { call(.suggest(variable: width, value: [40.0, 400, 5][int(0...2)])) }
            if step == 6 { call(.suggest(variable: width, value: 160)) }
            layout()
        }
        call(.removeEdit(variable: dragged.removeFirst()))
        layout()
        if let other = d.first(where: { !dragged.contains($0) }) {
            call(.addEdit(variable: other, strength: Strength(priority: 999)))
            dragged.append(other)
        }
        for (w, base) in [(200.0, 150.0), (10, 5), (0, 0), (2000, 1000), (120, 119)] {
            call(.suggest(variable: width, value: w))
            for divider in dragged { call(.suggest(variable: divider, value: base)) }
            layout()
        }
        call(.suggest(variable: height, value: 1))
        layout()
    }
}

extension LayoutWorkloadBuilder {
    /// A responsive screen with two layouts, as size classes give: wide (the window at least
    /// 100 columns), a sidebar beside the content at a quarter of the window (750; 20 to 40
    /// columns required) and `panels` panels in a row of equal widths; narrow, the sidebar above
    /// the content, three lines high, and the panels in a column of equal heights. When the
    /// window crosses 100 columns, one pass removes every constraint of the old layout and adds
    /// the new one's as one batch: new constraints the first time, after that the same objects
    /// or, half the time, new ones. One
    /// pass in four also brings a developer's mistake, a required sidebar width the sidebar's
    /// maximum rules out, which the batch must refuse alone. Panels hug a preferred size (250
    /// and 500, weighted); the window is an edit pair at 900, or required equalities changed
    /// in place.
    mutating func responsive(panels: Int) {
        let width = variable(), height = variable()
        var fixed: (w: Int, h: Int)?
        if int(0...2) != 0 {
            editWindow(width, height, Strength(priority: 900), 120, 40)
        } else {
            fixed = (add([(1, width)], -120, .equal), add([(1, height)], -40, .equal))
        }
        let side = box(), content = box()
        let items = (0..<panels).map { _ in box() }
        var pending: [Int] = []
        // Always: everything inside the window, sizes not negative, panels' preferred sizes.
        for b in [side, content] + items {
            queue(&pending, [(1, b.left)], 0, .greaterOrEqual)
            queue(&pending, [(1, b.top)], 0, .greaterOrEqual)
            queue(&pending, [(1, b.width)], 0, .greaterOrEqual)
            queue(&pending, [(1, b.height)], 0, .greaterOrEqual)
            queue(&pending, [(1, b.left), (1, b.width), (-1, width)], 0, .lessOrEqual)
            queue(&pending, [(1, b.top), (1, b.height), (-1, height)], 0, .lessOrEqual)
        }
        var preferred: [Int] = []
        for b in items {
            preferred.append(queue(&pending, [(1, b.width)], -Double(int(8...40)), .equal,
                                   Strength(priority: 250, weight: [1, 2][int(0...1)])))
            queue(&pending, [(1, b.height)], -Double(int(3...12)), .equal, Strength(priority: 500, weight: [0.5, 1][int(0...1)]))
            // Panels inside the content.
            queue(&pending, [(1, b.left), (-1, content.left)], -1, .greaterOrEqual)
            queue(&pending, [(1, b.top), (-1, content.top)], -1, .greaterOrEqual)
            queue(&pending, [(1, b.left), (1, b.width), (-1, content.left), (-1, content.width)], 1, .lessOrEqual)
            queue(&pending, [(1, b.top), (1, b.height), (-1, content.top), (-1, content.height)], 1, .lessOrEqual)
        }
        queue(&pending, [(1, side.width)], -40, .lessOrEqual)
        flush(&pending)

        func wide(into b: inout LayoutWorkloadBuilder) -> [Int] {
            var p: [Int] = []
            b.queue(&p, [(1, side.left)], 0, .equal)
            b.queue(&p, [(1, side.top)], 0, .equal)
            b.queue(&p, [(1, side.height), (-1, height)], 0, .equal)
            b.queue(&p, [(1, side.width), (-0.25, width)], 0, .equal, Strength(priority: 750, weight: 1))
            b.queue(&p, [(1, side.width)], -20, .greaterOrEqual)
            b.queue(&p, [(1, content.left), (-1, side.left), (-1, side.width)], -1, .equal)
            b.queue(&p, [(1, content.top)], 0, .equal)
            b.queue(&p, [(1, content.left), (1, content.width), (-1, width)], 0, .equal)
            b.queue(&p, [(1, content.height), (-1, height)], 0, .equal)
            for (i, item) in items.enumerated() {
                b.queue(&p, [(1, item.top), (-1, content.top)], -1, .equal)
                b.queue(&p, [(1, item.height), (-1, content.height)], 2, .equal, Strength(priority: 750, weight: 1))
                if i > 0 {
                    b.queue(&p, [(1, item.width), (-1, items[0].width)], 0, .equal)
                    b.queue(&p, [(1, item.left), (-1, items[i - 1].left), (-1, items[i - 1].width)], -1, .equal)
                } else {
                    b.queue(&p, [(1, item.left), (-1, content.left)], -1, .equal)
                }
            }
            let last = items[items.count - 1]
            b.queue(&p, [(1, last.left), (1, last.width), (-1, content.left), (-1, content.width)], 1, .equal,
                    Strength(priority: 500, weight: 2))
            return p
        }
        func narrow(into b: inout LayoutWorkloadBuilder) -> [Int] {
            var p: [Int] = []
            b.queue(&p, [(1, side.left)], 0, .equal)
            b.queue(&p, [(1, side.top)], 0, .equal)
            b.queue(&p, [(1, side.width), (-1, width)], 0, .equal, Strength(priority: 750, weight: 1))
            b.queue(&p, [(1, side.height)], -3, .equal)
            b.queue(&p, [(1, content.left)], 0, .equal)
            b.queue(&p, [(1, content.top), (-1, side.top), (-1, side.height)], 0, .equal)
            b.queue(&p, [(1, content.width), (-1, width)], 0, .equal)
            b.queue(&p, [(1, content.top), (1, content.height), (-1, height)], 0, .equal)
            for (i, item) in items.enumerated() {
                b.queue(&p, [(1, item.left), (-1, content.left)], -1, .equal)
                b.queue(&p, [(1, item.width), (-1, content.width)], 2, .equal, Strength(priority: 750, weight: 1))
                if i > 0 {
                    b.queue(&p, [(1, item.height), (-1, items[0].height)], 0, .equal)
                    b.queue(&p, [(1, item.top), (-1, items[i - 1].top), (-1, items[i - 1].height)], 0, .equal)
                } else {
                    b.queue(&p, [(1, item.top), (-1, content.top)], -1, .equal)
                }
            }
            return p
        }
        var wideSet: [Int]? = nil, narrowSet: [Int]? = nil
        var isWide = true
        wideSet = wide(into: &self)
        call(.addBatch(wideSet!))
        layout()
        let sizes: [(Double, Double)] = [(150, 50), (99, 40), (60, 20), (101, 30), (100, 24), (20, 5), (1, 1), (0, 0),
                                         (2000, 600), (80, 24), (300, 2), (99.5, 30), (140, 45)]
        for (i, (w, h)) in sizes.enumerated() {
            // The layout for the new size class first, then the size (a fixed window going
            // narrow to wide at 300 × 2 would refuse the height against the narrow layout).
            let shouldBeWide = w >= 100
            if shouldBeWide != isWide {
                for k in (isWide ? wideSet! : narrowSet ?? []) { call(.remove(k)) }
                var next: [Int]
                if shouldBeWide {
                    if wideSet == nil || int(0...1) == 0 { wideSet = wide(into: &self) }
                    next = wideSet!
                } else {
                    if narrowSet == nil || int(0...1) == 0 { narrowSet = narrow(into: &self) }
                    next = narrowSet!
                }
                if int(0...3) == 0 {
                    // The mistake: a required width over the sidebar's maximum of 40.
                    var mistake: [Int] = []
                    queue(&mistake, [(1, side.width)], -Double(int(41...60)), .equal)
                    next.insert(mistake[0], at: int(0...next.count))
                }
                call(.addBatch(next))
                isWide = shouldBeWide
            }
            resize((width, height), fixed: fixed, w, h)
            if i % 4 == 3 {
                // A panel's preferred width changes in place.
                call(.changeConstant(preferred[int(0...(items.count - 1))], to: -Double(int(0...60))))
            }
            layout()
        }
    }

    /// A scrolling list: `rows` rows chained top to bottom from `-offset` (required equalities),
    /// each a height that prefers its text's lines (750) and at least one (required); the
    /// offset an edit at 750 (scrolling), at least 0 (required), the last row's bottom not above
    /// the viewport's (750, weight 2); the selected row kept in view (500, weight 2). The list is
    /// scrolled far and back, the selection moved (its pair removed and a new pair added as a
    /// batch), rows' heights changed in place (`changeConstant`), and rows deleted and inserted
    /// in the middle of the chain (its links removed, the neighbours joined, a new row linked
    /// in as a batch).
    mutating func scrollList(rows: Int) {
        let viewport = variable(), offset = variable()
        call(.addEdit(variable: viewport, strength: Strength(priority: 900)))
        call(.suggest(variable: viewport, value: 24))
        var y = (0..<rows).map { _ in variable() }, h = (0..<rows).map { _ in variable() }
        var pending: [Int] = []
        var links: [Int] = []   // links[i]: y[i] after row i - 1 (or at -offset)
        var heights: [Int] = []
        queue(&pending, [(1, offset)], 0, .greaterOrEqual)
        for i in 0..<rows {
            links.append(i == 0 ? queue(&pending, [(1, y[0]), (1, offset)], 0, .equal)
                                : queue(&pending, [(1, y[i]), (-1, y[i - 1]), (-1, h[i - 1])], 0, .equal))
            heights.append(queue(&pending, [(1, h[i])], -Double(int(1...3)), .equal, Strength(priority: 750, weight: 1)))
            queue(&pending, [(1, h[i])], -1, .greaterOrEqual)
        }
        // Not scrolled past the end: the last row's bottom at or below the viewport's bottom.
        var end = queue(&pending, [(1, y[rows - 1]), (1, h[rows - 1]), (-1, viewport)], 0, .greaterOrEqual,
                        Strength(priority: 750, weight: 2))
        flush(&pending)
        call(.addEdit(variable: offset, strength: .strong))
        var selected = 0
        func visible(_ i: Int, into b: inout LayoutWorkloadBuilder) -> [Int] {
            var p: [Int] = []
            b.queue(&p, [(1, y[i])], 0, .greaterOrEqual, Strength(priority: 500, weight: 2))
            b.queue(&p, [(1, y[i]), (1, h[i]), (-1, viewport)], 0, .lessOrEqual, Strength(priority: 500, weight: 2))
            return p
        }
        var selection = visible(0, into: &self)
        call(.addBatch(selection))
        layout()
        for value in [10.0, 100, 1e4, 1e6, -5, 0, 3.5, Double(rows), Double(2 * rows), 0] {
            call(.suggest(variable: offset, value: value))
            layout()
        }
        for round in 0..<(rows / 4 + 2) {
            switch round % 4 {
            case 0:
                // Move the selection.
                for k in selection { call(.remove(k)) }
                selected = int(0...(y.count - 1))
                selection = visible(selected, into: &self)
                call(.addBatch(selection))
            case 1:
                call(.changeConstant(heights[int(0...(heights.count - 1))], to: -Double(int(1...6))))
            case 2 where y.count > 3:
                // Delete a row in the middle (not the selected one): join its neighbours.
                let i = int(1...(y.count - 2))
                guard i != selected else { break }
                call(.remove(links[i]))
                call(.remove(links[i + 1]))
                call(.remove(heights[i]))
                var p: [Int] = []
                let join = queue(&p, [(1, y[i + 1]), (-1, y[i - 1]), (-1, h[i - 1])], 0, .equal)
                call(.addBatch(p))
                y.remove(at: i); h.remove(at: i); links.remove(at: i); heights.remove(at: i)
                links[i] = join
                if selected > i { selected -= 1 }
            default:
                // Insert a row after row i.
                let i = int(0...(y.count - 2))
                let ny = variable(), nh = variable()
                call(.remove(links[i + 1]))
                var p: [Int] = []
                let link = queue(&p, [(1, ny), (-1, y[i]), (-1, h[i])], 0, .equal)
                let height = queue(&p, [(1, nh)], -Double(int(1...3)), .equal, Strength(priority: 750, weight: 1))
                queue(&p, [(1, nh)], -1, .greaterOrEqual)
                let next = queue(&p, [(1, y[i + 1]), (-1, ny), (-1, nh)], 0, .equal)
                call(.addBatch(p.shuffled(using: &rng)))
                y.insert(ny, at: i + 1); h.insert(nh, at: i + 1)
                links[i + 1] = next
                links.insert(link, at: i + 1); heights.insert(height, at: i + 1)
                if selected > i { selected += 1 }
            }
            // The end of the list moves with its last row.
            if round % 3 == 2 {
                call(.remove(end))
                end = add([(1, y[y.count - 1]), (1, h[h.count - 1]), (-1, viewport)], 0, .greaterOrEqual,
                          Strength(priority: 750, weight: 2))
            }
            call(.suggest(variable: offset, value: [0.0, 5, 1e5, Double(y.count)][int(0...3)]))
            if round % 5 == 4 { call(.suggest(variable: viewport, value: [1.0, 0, 60, 24][int(0...3)])) }
            layout()
        }
    }
}
