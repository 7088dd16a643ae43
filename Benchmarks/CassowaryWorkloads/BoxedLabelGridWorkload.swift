import Cassowary

/// W9, "the boxed-label grid": issue 14's grid (`BoxedLabelGrid` in the demo kit, the layout of
/// mortar-bench's G cases) as the solver sees it, so that its solver part can be timed alone and
/// beside kiwi. `side` × `side` boxes, each holding a label, in a screen whose width and height
/// are edit variables (strong); per view its left, top, width and height.
///
/// The constraints come in the order Mortar's layout engine adds them on a first layout: the
/// screen's edit variables and their suggestions first, then one batch holding every view's own
/// constraints (width and height at least 0, required; a label's intrinsic size, compression
/// medium and hugging weak, as kiwi's three strengths stand for Mortar's 750 and 250), box by
/// box, then the statements in the order the grid writes them (each label's leading, top and
/// trailing edge inside its box, then the boxes tied edge to edge with equal widths along each
/// row and equal heights down each column, filling the screen). Mortar's priorities are levels
/// apart where kiwi's strengths are weights; with every preference satisfiable at once, as
/// here, both have the same optimum (``check(_:_:width:height:)``).
public enum BoxedLabelGridWorkload {
    /// A view's four variables.
    public struct Frame {
        /// The left edge.
        public let left: Variable
        /// The top edge.
        public let top: Variable
        /// The width.
        public let width: Variable
        /// The height.
        public let height: Variable

        init(_ name: String) {
            left = Variable("\(name).left")
            top = Variable("\(name).top")
            width = Variable("\(name).width")
            height = Variable("\(name).height")
        }
    }

    /// One grid: its variables and its constraints in the order they are added.
    public struct System {
        /// The boxes, row by row.
        public var boxes: [[Frame]]
        /// The labels, row by row.
        public var labels: [[Frame]]
        /// Each label's text length, its intrinsic width (its height is 1).
        public var lengths: [[Int]]
        /// The screen's width, an edit variable.
        public var screenWidth: Variable
        /// The screen's height, an edit variable.
        public var screenHeight: Variable
        /// The constraints, in the order the layout engine adds them (one batch).
        public var constraints: [Constraint]
    }

    /// The sizes a resize goes between (as the G cases' GL2).
    public static let sizes: [(width: Double, height: Double)] = [(200, 60), (160, 50)]

    /// The grid of `side` × `side` boxed labels, label `r, c` reading "r<r>c<c>".
    public static func system(side: Int) -> System {
        precondition(side > 0, "a grid needs a box")
        let screenWidth = Variable("screen.width"), screenHeight = Variable("screen.height")
        var boxes: [[Frame]] = [], labels: [[Frame]] = [], lengths: [[Int]] = []
        var constraints: [Constraint] = []
        func bound(_ v: Variable, _ relation: Relation, _ value: Double, _ strength: Strength = .required) {
            constraints.append(Constraint(Expression([Term(v)], constant: -value), relation, strength: strength))
        }
        func equal(_ lhs: [(Variable, Double)], _ constant: Double = 0, _ relation: Relation = .equal) {
            constraints.append(Constraint(Expression(lhs.map { Term($0.0, $0.1) }, constant: constant), relation))
        }
        // The views' own constraints, box then label, as each joins the screen.
        for r in 0..<side {
            var boxRow: [Frame] = [], labelRow: [Frame] = [], lengthRow: [Int] = []
            for c in 0..<side {
                let box = Frame("box\(r),\(c)"), label = Frame("label\(r),\(c)")
                let length = "r\(r)c\(c)".count
                bound(box.width, .greaterOrEqual, 0)
                bound(box.height, .greaterOrEqual, 0)
                bound(label.width, .greaterOrEqual, 0)
                bound(label.height, .greaterOrEqual, 0)
                bound(label.width, .greaterOrEqual, Double(length), .medium)
                bound(label.width, .lessOrEqual, Double(length), .weak)
                bound(label.height, .greaterOrEqual, 1, .medium)
                bound(label.height, .lessOrEqual, 1, .weak)
                boxRow.append(box); labelRow.append(label); lengthRow.append(length)
            }
            boxes.append(boxRow); labels.append(labelRow); lengths.append(lengthRow)
        }
        // The statements: each label in its box's margins (a border of 1)...
        for r in 0..<side {
            for c in 0..<side {
                let box = boxes[r][c], label = labels[r][c]
                equal([(label.left, 1), (box.left, -1)], -1)
                equal([(label.top, 1), (box.top, -1)], -1)
                equal([(label.left, 1), (label.width, 1), (box.left, -1), (box.width, -1)], 1, .lessOrEqual)
            }
        }
        // ...then the boxes edge to edge, equal widths per row and heights per column.
        for r in 0..<side {
            for c in 0..<side {
                let box = boxes[r][c]
                if c == 0 {
                    equal([(box.left, 1)])
                } else {
                    let before = boxes[r][c - 1]
                    equal([(box.left, 1), (before.left, -1), (before.width, -1)])
                }
                if r == 0 {
                    equal([(box.top, 1)])
                } else {
                    let above = boxes[r - 1][c]
                    equal([(box.top, 1), (above.top, -1), (above.height, -1)])
                }
                if c > 0 { equal([(box.width, 1), (boxes[r][0].width, -1)]) }
                if r > 0 { equal([(box.height, 1), (boxes[0][c].height, -1)]) }
            }
            let last = boxes[r][side - 1]
            equal([(last.left, 1), (last.width, 1), (screenWidth, -1)])
        }
        for c in 0..<side {
            let last = boxes[side - 1][c]
            equal([(last.top, 1), (last.height, 1), (screenHeight, -1)])
        }
        return System(boxes: boxes, labels: labels, lengths: lengths, screenWidth: screenWidth,
                      screenHeight: screenHeight, constraints: constraints)
    }

    /// Builds `system` on `solver` as a first layout does: the screen's edit variables suggested
    /// `width` × `height`, then the constraints (one batch, or one at a time without `batch`),
    /// then a publication.
    public static func build(_ system: System, on solver: Solver, width: Double, height: Double,
                             batch: Bool = true) throws {
        try solver.addEditVariable(system.screenWidth, strength: .strong)
        try solver.addEditVariable(system.screenHeight, strength: .strong)
        try suggest(system, on: solver, width: width, height: height)
        if batch {
            let failures = try solver.addConstraints(system.constraints)
            if let first = failures.first { throw first.error }
        } else {
            for constraint in system.constraints { try solver.addConstraint(constraint) }
        }
        solver.updateVariables()
    }

    /// Resizes the screen of `system`, built on `solver`, to `width` × `height` and publishes
    /// the answer: what the benchmark times and the tests check after a build.
    public static func resize(_ system: System, on solver: Solver, width: Double, height: Double) throws {
        try suggest(system, on: solver, width: width, height: height)
        solver.updateVariables()
    }

    /// Suggests the screen's width and height.
    private static func suggest(_ system: System, on solver: Solver, width: Double, height: Double) throws {
        try solver.suggestValue(system.screenWidth, width)
        try solver.suggestValue(system.screenHeight, height)
    }

    /// Whether the solver's values are the grid's optimum at `width` × `height`: box `r, c` at
    /// `c · width / side`, `r · height / side`, `width / side` × `height / side`, its label at one
    /// cell in from its box's top-left corner, as wide as its text or the box's inside if that is
    /// narrower (its compression broken for the box's trailing margin), one row high (within
    /// 1e-6 of the screen's extent).
    public static func check(_ system: System, _ solver: Solver, width: Double, height: Double) -> Bool {
        let side = system.boxes.count
        let w = width / Double(side), h = height / Double(side)
        let tolerance = 1e-6 * max(1, width, height)
        func near(_ v: Variable, _ value: Double) -> Bool { abs(solver.value(of: v) - value) <= tolerance }
        for r in 0..<side {
            for c in 0..<side {
                let box = system.boxes[r][c], label = system.labels[r][c]
                let x = Double(c) * w, y = Double(r) * h
                guard near(box.left, x), near(box.top, y), near(box.width, w), near(box.height, h),
                      near(label.left, x + 1), near(label.top, y + 1),
                      near(label.width, max(0, min(Double(system.lengths[r][c]), w - 2))), near(label.height, 1)
                else { return false }
            }
        }
        return true
    }
}
