/// Decides whether a small set of constraints can hold together, in ``DoubleDouble`` arithmetic:
/// the second opinion a refusal must pass before it stands (see `SolverCore`).
///
/// The tableau decides feasibility in doubles, after a history of substitutions whose rounding
/// grows with the products of the coefficients involved (1e-3 next to 1e3 and their products in
/// fuzz seeds 328, 2351, 3258, 5836, 9400). A redundant or tangent required constraint then
/// leaves a leftover above ``Tolerance/redundancy`` and is refused although it is satisfiable.
/// This check starts from the constraints as written (doubles are exact here), with every row
/// scaled by its largest coefficient (so every row's violation is measured in the same units),
/// and runs phase one of a dense simplex with Bland's rule (which terminates whatever the ties)
/// on a few dozen constraints at most. Its rounding is about 1e-32 of the magnitudes, so its
/// verdict is the exact one at the solver's thresholds (the same cancellation rule for
/// coefficients, the same redundancy test for the leftover): infeasible when a violation is left
/// beyond ``Tolerance/redundancy`` times the magnitudes it was summed from (the constants, and
/// the values carried into it, at least 1), the same promise the tableau makes, now kept.
enum PreciseFeasibility {
    /// The most constraints checked: a dense simplex costs about rows² × columns per call, a few
    /// milliseconds at this size; larger sets get no verdict (nil). 96 until the stress run of
    /// 2026-12-07, whose seed 500 refused a redundant equality linked to 96 others: no verdict,
    /// and the tableaus' refusal stood.
    static let constraintLimit = 160

    /// Whether `constraint` contradicts `others` (which hold together): true when it cannot hold
    /// with them, false when it can, nil when there is no verdict (too many constraints, or the
    /// simplex ran out of its iteration budget).
    static func conflicts(_ constraint: Constraint, _ others: [Constraint]) -> Bool? {
        let all = others + [constraint]
        guard all.count <= constraintLimit else { return nil }
        guard let feasible = isFeasible(all) else { return nil }
        return !feasible
    }

    /// `a - b`, or zero when it is a cancellation at ``Tolerance/cancellation`` of `size`, the
    /// largest magnitude summed into the cell so far: the tableau's own rule (`RowAccumulator`
    /// judges a cell against its largest operand), so that rows it treats as dependent are
    /// dependent here too. Coefficients written in decimals (6.883333333333333 and
    /// 13.766666666666666) are parallel only up to their own rounding; exactly, two such
    /// equalities and a third pinning one of their variables elsewhere are satisfiable, with
    /// values of 1e18 (the fuzz case of seed 503, a contradiction for any layout and for the
    /// tableau). The rule applies to the coefficients, not to the constants: those decide
    /// feasibility at ``Tolerance/redundancy``.
    ///
    /// Judged against the last subtraction's operands only, the rule depended on the order of
    /// the pivots: a cell summed from three contributions kept their decimals' disagreement
    /// (1e-16 of the largest) when the last two were small, and a redundant equality whose
    /// constant was changed by 8,764 passed as satisfiable at 1e17 when an unrelated
    /// inequality came first (fuzz seed 2841).
    @inline(__always)
    private static func cancelling(_ a: DoubleDouble, _ b: DoubleDouble, size: Double) -> DoubleDouble {
        let d = a - b
        return d.magnitude <= Tolerance.cancellation * size ? .zero : d
    }

    /// Whether `constraints` can all hold (nil: no verdict): with the cancellation rule, or
    /// else exactly with every value within ``Tolerance/valueReach`` of the constants' scale.
    ///
    /// The rule alone refuses too much: nearly parallel equalities whose differences are
    /// cancellations to it can be far from parallel in what they leave (fuzz seed 9924: two
    /// equalities 0.8 apart within 3e-4, with a third, leave x4 free, and hold exactly with
    /// values near 7.4e6; the rule makes them parallel and x4 fixed, a contradiction). Exactly,
    /// they are satisfiable, but so are seed 503's at 1e18 and seed 2228's at 3.6e14: bounding
    /// the values tells them apart. A set passes if either test finds a point.
    ///
    /// Within reach, phase one runs first as usual (artificials that leave never re-enter),
    /// then, if that finds no point, with artificials of either sign that may trade (see
    /// `phaseOne`): the second finds the points of redundant equalities whose rounding the
    /// first leaves on one artificial, the first those the second's other vertex, refined,
    /// misses (batched fuzz seed 3760 at 100 times the budget). When none finds a point, the
    /// trading phase one runs once more with the values bounded at ``nearReach``.
    static func isFeasible(_ constraints: [Constraint]) -> Bool? {
        let underTheRule = phaseOne(constraints, exactWithinReach: false)
        if underTheRule == true { return true }
        let withinReach = phaseOne(constraints, exactWithinReach: true)
        if withinReach == true { return true }
        let trading = phaseOne(constraints, exactWithinReach: true, trading: true)
        if trading == true { return true }
        if phaseOne(constraints, exactWithinReach: true, trading: true, reach: nearReach) == true { return true }
        return underTheRule ?? withinReach ?? trading
    }

    /// The bound on the values, in multiples of the constants' scale, of the last exact phase
    /// one ``isFeasible(_:)`` tries: far nearer than ``Tolerance/valueReach``. A variable that
    /// only inequalities bound goes out to whatever bound phase one is given, and at
    /// `valueReach` the vertex's rounding, multiplied by nearly dependent equalities (redundant
    /// combinations written in decimals), left constraints off as written, and the cancellation
    /// rule's refusal stood. The badly scaled family at 80 variables and 300 calls, seed 2: a
    /// vertex at 5.4e10 left `0.17 v1 - 700 v35 + 6988 <= 0` 7.6e-7 off (ten times the
    /// redundancy of its constant), no verdict, and a required equality that a point below 1e4
    /// holds to 1.5e-16 of its magnitudes was refused; seed 16: the trading phase one's vertex
    /// at 3.4e10 left 30 constraints off, the other phase one called the set infeasible (a
    /// dependence's leftover held on its artificials), and a required inequality was refused.
    /// Bounded at 1e3 times the constants, the vertices are at 5.4e6 and 3.4e7 and hold every
    /// constraint as written. A point found nearer is a witness as good as any, so this runs
    /// whenever the others found none: it costs a refusal that stands one more phase one.
    static let nearReach = 1e3

    /// How far past a far point of the rule that does not hold the constraints as written the
    /// exact phase one looks (see the end of `phaseOne`): ten times that point's largest value.
    static let farReach = 10.0

    /// Phase one of a dense simplex on `constraints` (see ``isFeasible(_:)``): under the
    /// cancellation rule, or exactly with every variable bounded by `reach` (unless given,
    /// ``Tolerance/valueReach``) times the largest constant (in the rows' scaled units, at
    /// least 1), or by `farBound`;
    /// within reach and `trading`, with artificials of either sign that may re-enter.
    /// Under the rule, each row's violation is judged at ``Tolerance/redundancy`` of the
    /// magnitudes that went into it; within reach, the least total violation, of the constants
    /// only.
    private static func phaseOne(_ constraints: [Constraint], exactWithinReach exact: Bool,
                                 trading: Bool = false, bound farBound: Double? = nil,
                                 reach: Double = Tolerance.valueReach) -> Bool? {
        let trading = exact && trading
        // Variables, numbered in order of appearance.
        var index: [ObjectIdentifier: Int] = [:]
        for c in constraints {
            for t in c.expression.terms where index[ObjectIdentifier(t.variable)] == nil {
                index[ObjectIdentifier(t.variable)] = index.count
            }
        }
        let variableCount = index.count
        let m = constraints.count
        // Within reach, a bound row per x⁺ and per x⁻ (x + s = bound, its slack basic).
        let boundRows = exact ? 2 * variableCount : 0
        let rows = m + boundRows
        let slackCount = constraints.filter { $0.relation != .equal }.count + boundRows
        // Columns: x⁺ and x⁻ per variable, one slack per inequality and bound, one artificial
        // per constraint.
        let firstSlack = 2 * variableCount
        let firstArtificial = firstSlack + slackCount
        // `trading`, each constraint also gets an artificial of the other sign (a column of
        // -1, after the row's flip), and every artificial may re-enter (see below).
        let n = firstArtificial + (trading ? 2 * m : m)
        var t = [[DoubleDouble]](repeating: [DoubleDouble](repeating: .zero, count: n), count: rows)
        // Under the rule, the largest magnitude summed into each cell (see `cancelling`); a
        // cancelled cell starts again from zero.
        var size = [[Double]](repeating: [Double](repeating: 0, count: n), count: exact ? 0 : rows)
        var rhs = [DoubleDouble](repeating: .zero, count: rows)
        var basis = [Int](repeating: 0, count: rows)
        var scale = 1.0
        // Under the rule, each row's residual is judged against the magnitudes that went into
        // it: its own constant, and each row subtracted into it times that row's magnitude.
        var magnitude = [Double](repeating: 1, count: rows)
        // Each constraint's own constant (scaled, at least 1), by constraint.
        var constantSize = [Double](repeating: 1, count: m)
        var slack = firstSlack
        for (i, c) in constraints.enumerated() {
            // Σ a·x + k (rel) 0, as Σ a·x (rel) -k, scaled by the largest |a|.
            var a = [DoubleDouble](repeating: .zero, count: variableCount)
            var added = [Double](repeating: 0, count: variableCount)
            for term in c.expression.terms {
                let j = index[ObjectIdentifier(term.variable)] ?? 0
                a[j] = a[j] + DoubleDouble(term.coefficient)
                added[j] = max(added[j], abs(term.coefficient))
            }
            // A variable written more than once whose terms cancel (the solver's rule for every
            // sum) is no term of the constraint: `-0.6666666666666666 x + 0.003333333333333333 x
            // + 0.6633333333333333 x` with a constant of 16 is a contradiction, not x at 1.6e18.
            for j in a.indices where a[j].magnitude <= Tolerance.cancellation * added[j] { a[j] = .zero }
            let largest = a.reduce(0.0) { max($0, $1.magnitude) }
            var b = -DoubleDouble(c.expression.constant)
            if largest > 0 {
                let s = DoubleDouble(largest)
                for j in a.indices { a[j] = a[j] / s }
                b = b / s
            }
            for j in 0..<variableCount {
                t[i][2 * j] = a[j]
                t[i][2 * j + 1] = -a[j]
            }
            switch c.relation {
            case .lessOrEqual: t[i][slack] = DoubleDouble(1); slack += 1
            case .greaterOrEqual: t[i][slack] = DoubleDouble(-1); slack += 1
            case .equal: break
            }
            if b.hi < 0 {
                for j in 0..<firstArtificial { t[i][j] = -t[i][j] }
                b = -b
            }
            t[i][firstArtificial + i] = DoubleDouble(1)
            if trading { t[i][firstArtificial + m + i] = DoubleDouble(-1) }
            if !exact { size[i] = t[i].map(\.magnitude) }
            rhs[i] = b
            basis[i] = firstArtificial + i
            scale = max(scale, b.magnitude)
            magnitude[i] = max(1, b.magnitude)
            constantSize[i] = magnitude[i]
        }
        let bound = DoubleDouble(farBound ?? reach * scale)
        for r in 0..<boundRows {
            let i = m + r
            t[i][r] = DoubleDouble(1)
            t[i][slack] = DoubleDouble(1)
            rhs[i] = bound
            basis[i] = slack
            slack += 1
        }
        // Phase one minimises the sum of the artificials. Its reduced costs are computed afresh
        // from the rows at every iteration, never updated alongside them: the cancellation rule
        // zeroes a cell in a row and its counterpart in an updated cost row independently, and
        // the two drifted apart (fuzz seed 328: a cost of -3e-11 over a column whose artificial
        // rows held -1.5e-14 and -3e-17, no row to leave, no verdict). Under the rule,
        // artificials that leave the basis never re-enter (the usual rule; phase one's optimum
        // is unchanged when the set is feasible). `trading`, they do, of either sign: equalities
        // written in doubles that are redundant only up to their rounding leave a dependence
        // whose leftover (1e-16 of each row's terms, times multipliers of 1e12 and more) lands
        // on whichever artificial is left basic, and with the others barred it stayed there:
        // 2.4e-4 of a constraint whose constant is 1,175, a refusal, where letting the
        // artificials trade finds 1.5e-12 (a generated system of 68 required constraints with
        // coefficients from 1e-3 to 1e3 and combinations of its equalities, that a point holds to
        // 1e-16 of each one's magnitudes; scipy's HiGHS called it infeasible too).
        // Within reach, the rows as built and the columns of the first basis (each row's
        // artificial, each bound row's slack), whose cells become the basis's inverse: what
        // refines the point phase one stops at (see below).
        let built = exact ? t : [], builtRHS = exact ? rhs : [], firstBasis = basis
        var iterations = 0
        let budget = 50 * (rows + n) + 100
        func canPivot(_ i: Int, _ j: Int, column: Double) -> Bool {
            t[i][j].hi > 0 && t[i][j].magnitude > Tolerance.extendedNoise * column
        }
        while true {
            // Bland's rule: the first column with a negative reduced cost beyond noise that an
            // artificial row can take (an artificial's column costs 1).
            var entering = -1
            for j in 0..<(trading ? n : firstArtificial) {
                var d = DoubleDouble(j >= firstArtificial ? 1 : 0), column = 0.0, pivotable = false
                for i in 0..<rows {
                    column = max(column, t[i][j].magnitude)
                    if basis[i] >= firstArtificial { d = d - t[i][j] }
                }
                guard d.hi < 0, d.magnitude > Tolerance.extendedNoise * max(1, column) else { continue }
                for i in 0..<rows where canPivot(i, j, column: column) {
                    pivotable = true
                    break
                }
                if pivotable {
                    entering = j
                    break
                }
            }
            if entering < 0 { break }
            iterations += 1
            if iterations > budget { return nil }
            var column = 0.0
            for i in 0..<rows { column = max(column, t[i][entering].magnitude) }
            var leaving = -1
            var best = DoubleDouble.zero
            for i in 0..<rows where canPivot(i, entering, column: column) {
                let ratio = rhs[i] / t[i][entering]
                if leaving < 0 {
                    leaving = i
                    best = ratio
                    continue
                }
                let difference = (ratio - best).hi
                if difference < 0 || (difference == 0 && basis[i] < basis[leaving]) {
                    leaving = i
                    best = ratio
                }
            }
            // Phase one is bounded below by zero; no leaving row is noise: no verdict.
            guard leaving >= 0 else { return nil }
            let p = t[leaving][entering]
            if !exact {
                // t/p carries t's size over |p|, and p's over |p| times |t/p|.
                let pivotSize = size[leaving][entering]
                for j in 0..<n where t[leaving][j].hi != 0 {
                    size[leaving][j] = max(size[leaving][j], (t[leaving][j] / p).magnitude * pivotSize) / p.magnitude
                }
            }
            for j in 0..<n { t[leaving][j] = t[leaving][j] / p }
            rhs[leaving] = rhs[leaving] / p
            magnitude[leaving] /= p.magnitude
            t[leaving][entering] = DoubleDouble(1)
            // Each row takes f times the pivot row's cells that are not zero: a zero cell leaves
            // its counterpart exactly as it was, and rows that fill in slowly (a constraint's
            // few terms, a bound row's two cells) made a dense update most of a refusal's
            // explanation.
            let pivotRow = t[leaving]
            let pivotCells = pivotRow.indices.filter { pivotRow[$0].hi != 0 }
            for i in 0..<rows where i != leaving {
                let f = t[i][entering]
                if f.hi == 0 { continue }
                if exact {
                    t[i].withUnsafeMutableBufferPointer { row in
                        for j in pivotCells { row[j] = row[j] - f * pivotRow[j] }
                    }
                } else {
                    let fSize = size[i][entering]
                    for j in pivotCells {
                        let contribution = f * pivotRow[j]
                        let cellSize = max(size[i][j], f.magnitude * size[leaving][j], fSize * pivotRow[j].magnitude)
                        t[i][j] = cancelling(t[i][j], contribution, size: cellSize)
                        size[i][j] = t[i][j].hi == 0 ? 0 : cellSize
                    }
                    size[i][entering] = 0
                }
                t[i][entering] = .zero
                rhs[i] = rhs[i] - f * rhs[leaving]
                magnitude[i] = max(magnitude[i], f.magnitude * max(magnitude[leaving], rhs[leaving].magnitude))
            }
            basis[leaving] = entering
        }
        /// Iterative refinement of a vertex within reach: the residual of the rows as built at
        /// `point`, times the basis's inverse (the first basis's columns now), corrects the
        /// basic values. A pivot on a nearly dependent pair of rows (equalities written in
        /// decimals whose determinant is 1e-16 of their cells) divides this arithmetic's
        /// rounding up by that much: batched fuzz seed 3760's vertex, satisfiable to 2e-14 by
        /// phase one, left constraints 1e-7 of their constants off as written, and no verdict
        /// stood beside the rule's refusal. Two rounds.
        func refine(_ point: inout [DoubleDouble]) {
            for _ in 0..<2 {
                var residual = [DoubleDouble](repeating: .zero, count: rows)
                for k in 0..<rows {
                    var r = builtRHS[k]
                    for j in 0..<n where built[k][j].hi != 0 { r = r - built[k][j] * point[j] }
                    residual[k] = r
                }
                for i in 0..<rows {
                    var d = DoubleDouble.zero
                    for k in 0..<rows where residual[k].hi != 0 { d = d + t[i][firstBasis[k]] * residual[k] }
                    point[basis[i]] = point[basis[i]] + d
                }
            }
        }
        // The vertex phase one stopped at (refined within reach), and how far it leaves each
        // constraint as written: `(off, constant, terms, largest)`, the violation, `|k|`,
        // `Σ |a·x|` and the largest `|a|`.
        var point = [DoubleDouble](repeating: .zero, count: n)
        for i in 0..<rows { point[basis[i]] = rhs[i] }
        if exact { refine(&point) }
        let value = Array(point[..<firstSlack])
        func holdsAsWritten(_ holds: (_ off: Double, _ constant: Double, _ terms: Double, _ largest: Double) -> Bool) -> Bool {
            constraints.allSatisfy { c in
                var residual = DoubleDouble(c.expression.constant), terms = 0.0, largest = 0.0
                for term in c.expression.terms {
                    let j = index[ObjectIdentifier(term.variable)] ?? 0
                    let product = DoubleDouble(term.coefficient) * (value[2 * j] - value[2 * j + 1])
                    residual = residual + product
                    terms += product.magnitude
                    largest = max(largest, abs(term.coefficient))
                }
                let off: Double
                switch c.relation {
                case .equal: off = residual.magnitude
                case .lessOrEqual: off = max(0, residual.value)
                case .greaterOrEqual: off = max(0, -residual.value)
                }
                return holds(off, abs(c.expression.constant), terms, largest)
            }
        }
        // Within reach the question is whether a point holds them exactly (to this
        // arithmetic's rounding, about 1e-22 at the reach), so the violation is measured
        // against the constants alone: with the values in the scale, seed 2228's x3 >= 0, exact
        // only at 3.6e14, passed for held at 3.1e9, 2.7e-4 off. And against the constants of
        // the constraints left violated, not the largest of the set: `0.001 x0 >= -3e5`, which
        // has nothing to do with the conflict, passed `148.5 x29 + 100 x2 <= 2204.49` 0.01 off
        // beside `x2 == 22` and `99 x29 == 3` (fuzz seed 6403).
        if exact {
            var violation = DoubleDouble.zero, size = 1.0
            for i in 0..<rows where basis[i] >= firstArtificial {
                violation = violation + rhs[i]
                if rhs[i].hi > 0 { size = max(size, constantSize[(basis[i] - firstArtificial) % m]) }
            }
            guard Tolerance.isRedundant(violation.value, scale: size) else { return false }
            // A point it calls exact must be one: a pivot on a cell that is a dependence's
            // leftover (1e-16 of its row) divides this arithmetic's rounding up with it, and
            // fuzz seed 7767's "exact" point at 6.4e8 left equalities 0.13 off, a change of
            // constant by 0.01 under a near-duplicate equality accepted that scipy's HiGHS finds
            // infeasible. Such a phase one gives no verdict.
            let exactEnough = holdsAsWritten { off, constant, _, largest in
                largest == 0 || Tolerance.isRedundant(off / largest, scale: constant / largest)
            }
            return exactEnough ? true : nil
        }
        // Under the rule, each row left with a violation is judged against the magnitudes that
        // went into it (its constant, and the values and constants of the rows subtracted into
        // it), as the tableau judges a new row's leftover: the rounding the rule leaves is
        // relative to those. Not against every value of the vertex phase one stopped at: a
        // free direction can put a variable far out (2.4e10 beside constants of 7,050 when a
        // change of constant made two nearly parallel equalities disagree by 1 in the
        // operation fuzz test with changes of constant), and that scale passed a contradiction
        // of 7e-4 in a row whose own magnitudes were below 1.
        let holds = (0..<rows).allSatisfy { i in
            basis[i] < firstArtificial || Tolerance.isRedundant(rhs[i].value, scale: magnitude[i])
        }
        guard holds else { return false }
        // The point must hold the constraints as written, as the solver's answers must
        // (``Tolerance/requiredResidual`` of each one's magnitudes there). The cells the rule
        // cleared were rounding of the combinations they sat in, which big multipliers make
        // large next to the constraints themselves: fuzz seed 3586's rows were combined with
        // weights up to 1e7, and its point at 3.6e4 left a constraint, whose constant had moved
        // by 4, that far off. Within reach such a point is no witness. Beyond reach a cleared
        // cell's rounding times the values is no longer small even where the system holds: seed
        // 2808's products of small coefficients put it at 4.4e11, where the solver holds it to
        // 1e-9 of its magnitudes and the rule's point is 0.3 off one constraint (4e-3 of its
        // terms). But a free direction can carry a contradiction there too: the batched fuzz's
        // seed 99 reached 6.6e11 along a variable that only inequalities bound, and its point
        // left an equality without that variable 2e5 off (0.76 of its terms), a contradiction
        // of 22 in another variable accepted. So a far point that does not hold the constraints
        // as written goes to exact arithmetic bounded at ``farReach`` times its farthest value,
        // which finds seed 2808's point and none for seed 99.
        let heldAsWritten = holdsAsWritten { off, constant, terms, _ in
            off <= Tolerance.requiredResidual * (1 + constant + terms)
        }
        if heldAsWritten { return true }
        let farthest = (0..<variableCount).reduce(0.0) { max($0, (value[2 * $1] - value[2 * $1 + 1]).magnitude) }
        guard farthest > Tolerance.valueReach * scale else { return false }
        return phaseOne(constraints, exactWithinReach: true, bound: farReach * farthest)
    }
}
