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
enum LayoutWorkload: String, CaseIterable {
    case form, grid, splitters, dashboard

    /// The workload for `seed` at `size` (rows of a form, a grid's side, a splitter tree's
    /// depth, a dashboard's rows of panels).
    func fuzzCase(seed: UInt64, size: Int) -> FuzzCase {
        var builder = LayoutWorkloadBuilder(seed: seed)
        switch self {
        case .form: builder.form(rows: size)
        case .grid: builder.grid(side: size)
        case .splitters: builder.splitters(depth: size)
        case .dashboard: builder.dashboard(rows: size)
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
