import BigInt

/// The operation fuzz test's arbiter: the lexicographic LP of `ReferenceSolver` and
/// `LexicographicLP`, solved in exact arithmetic over the very doubles the constraints hold, so
/// its verdict has no tolerance in it. Too slow to run after every operation (a pivot multiplies
/// integers of hundreds of bits), it is asked only when the fast reference in doubles reports
/// the solver a level above the optimum (`OperationRunner`): on badly scaled systems that
/// reference's own rounding lets it reach a point that is feasible only within its tolerance,
/// or miss an optimum, and the report is then a false alarm. Like the other references it shares
/// no code with `Cassowary`.
///
/// The program is `DenseLP`'s: columns x⁺ and x⁻ per variable, a positive and a negative
/// deviation per optional constraint, a slack per required inequality and an artificial per row.
/// Rows are kept as integers (each row may be scaled by any positive number without changing
/// what it says: a basic variable's value is its row's right side over its cell), divided by
/// their content after every pivot to keep the integers short. Bland's rule for both the
/// entering column and the leaving row terminates without any tolerance. Each priority level,
/// highest first, is minimised and then held at its optimum by barring the columns whose
/// reduced cost is positive, which is exactly the set of points where that level is optimal.
struct ExactLexicographicLP {
    /// The verdict: `optimum` (one entry per distinct optional priority from the highest down,
    /// the order of `ReferenceSolver.objective`) and an optimal `point`, both nil when the
    /// required constraints are infeasible.
    struct Answer {
        var priorities: [Double]
        var optimum: [Rational]?
        var point: [Rational]?
        var isFeasible: Bool { optimum != nil }
    }

    /// The exact answer for `constraints` over `n` variables; nil only if `pivotLimit` pivots
    /// were not enough (Bland's rule rules out cycling, so this guards against a defect here).
    static func solve(_ constraints: [RefConstraint], variableCount n: Int, pivotLimit: Int = 200_000) -> Answer? {
        let soft = constraints.filter { $0.priority < 1000 }
        let priorities = Array(Set(soft.map(\.priority))).sorted(by: >)
        let inequalities = constraints.filter { $0.priority >= 1000 && $0.relation != 0 }.count
        let m = constraints.count
        let softColumn0 = 2 * n
        let slackColumn0 = softColumn0 + 2 * soft.count
        let artificialColumn0 = slackColumn0 + inequalities
        let width = artificialColumn0 + m

        var tableau = IntegerTableau(width: width, rowCount: m, pivotLimit: pivotLimit)
        var softIndex = 0, slackIndex = 0
        for (i, c) in constraints.enumerated() {
            // Σ a·x + c (relation) 0, as Σ a·x (+ columns) = -c.
            var entries: [(column: Int, value: Double)] = []
            for (j, a) in c.coefficients.enumerated() where a != 0 {
                entries.append((j, a))
                entries.append((n + j, -a))
            }
            if c.priority < 1000 {
                // a·x + c = plus - minus.
                let plus = softColumn0 + 2 * softIndex
                entries.append((plus, -1))
                entries.append((plus + 1, 1))
                softIndex += 1
            } else if c.relation != 0 {
                // >=: a·x + c - s = 0; <=: a·x + c + s = 0.
                entries.append((slackColumn0 + slackIndex, c.relation > 0 ? -1 : 1))
                slackIndex += 1
            }
            tableau.setRow(i, entries: entries, rhs: -c.constant, artificial: artificialColumn0 + i)
        }

        // Phase one: drive the artificials to zero.
        var phaseOne = [Rational](repeating: .zero, count: width)
        for j in artificialColumn0..<width { phaseOne[j] = Rational(BigInt(1)) }
        guard let violation = tableau.minimize(phaseOne) else { return nil }
        if violation > .zero { return Answer(priorities: priorities, optimum: nil, point: nil) }
        guard tableau.retireArtificials(from: artificialColumn0) else { return nil }

        var optimum: [Rational] = []
        for p in priorities {
            var cost = [Rational](repeating: .zero, count: width)
            // The k-th optional constraint's deviations are columns softColumn0 + 2k and + 2k + 1.
            for (k, c) in soft.enumerated() where c.priority == p {
                let plus = softColumn0 + 2 * k
                let weight = Rational(exactly: c.weight)
                // e = plus - minus. ==: |e| = plus + minus; >=: violation = minus; <=: plus.
                if c.relation <= 0 { cost[plus] = weight }
                if c.relation >= 0 { cost[plus + 1] = weight }
            }
            guard let best = tableau.minimize(cost, barringAfterwards: true) else { return nil }
            optimum.append(best)
        }
        let values = tableau.values()
        let point = (0..<n).map { values[$0] - values[n + $0] }
        return Answer(priorities: priorities, optimum: optimum, point: point)
    }
}

/// `T·y = rhs`, `y >= 0`, one basic column per live row, every row an integer vector whose
/// basic cell is positive.
private struct IntegerTableau {
    let width: Int
    /// Per row: its cells, then its right side (index `width`), which is never negative.
    var rows: [[BigInt]]
    var basis: [Int]
    var live: [Bool]
    var allowed: [Bool]
    var pivotsLeft: Int

    init(width: Int, rowCount: Int, pivotLimit: Int) {
        self.width = width
        rows = [[BigInt]](repeating: [], count: rowCount)
        basis = [Int](repeating: -1, count: rowCount)
        live = [Bool](repeating: true, count: rowCount)
        allowed = [Bool](repeating: true, count: width)
        pivotsLeft = pivotLimit
    }

    /// Row `i`: `Σ value·y_column = rhs`, scaled to integers (every double is an integer times
    /// a power of two), negated if its right side is negative, with `artificial` basic in it.
    mutating func setRow(_ i: Int, entries: [(column: Int, value: Double)], rhs: Double, artificial: Int) {
        let parts = (entries.map(\.value) + [rhs]).filter { $0 != 0 }.map(Rational.integerParts)
        let lowest = parts.map(\.exponent).min() ?? 0
        func integer(_ x: Double) -> BigInt {
            guard x != 0 else { return 0 }
            let (significand, exponent) = Rational.integerParts(x)
            return (BigInt(significand) << (exponent - lowest)) * (x < 0 ? -1 : 1)
        }
        var row = [BigInt](repeating: 0, count: width + 1)
        for (column, value) in entries { row[column] += integer(value) }
        row[width] = integer(rhs)
        if row[width].signum() < 0 { for j in row.indices { row[j].negate() } }
        Self.divideByContent(&row)
        // The artificial's scale is free: phase one asks only whether every artificial reaches 0.
        row[artificial] = 1
        rows[i] = row
        basis[i] = artificial
    }

    /// The linear form `(constant + Σ cells[j]·y_j) / scale` over the non-basic columns: a cost
    /// with the basic columns substituted out; `cells[j] / scale` is column j's reduced cost.
    struct Form {
        var cells: [BigInt]
        var constant: BigInt
        var scale: BigInt
        var value: Rational { Rational(constant, scale) }
    }

    /// `cost` in terms of the current non-basic columns.
    func form(for cost: [Rational]) -> Form {
        var denominator = BigInt(1)
        for c in cost where !c.isZero {
            denominator = denominator / denominator.greatestCommonDivisor(with: c.denominator) * c.denominator
        }
        var form = Form(cells: cost.map { $0.numerator * (denominator / $0.denominator) }, constant: 0, scale: denominator)
        for i in rows.indices where live[i] && !form.cells[basis[i]].isZero {
            eliminate(basis[i], from: &form, using: i)
        }
        return form
    }

    /// Substitutes row `i`'s basic column `b` out of `form`: with `p·y_b = rhs - Σ a_j y_j`,
    /// `form·p` gets `g_b·rhs` in its constant and `p·g_j - g_b·a_j` in each cell.
    private func eliminate(_ b: Int, from form: inout Form, using i: Int) {
        let row = rows[i]
        let p = row[b]
        let g = form.cells[b]
        for j in 0..<width where !row[j].isZero || !form.cells[j].isZero {
            form.cells[j] = p * form.cells[j] - g * row[j]
        }
        form.cells[b] = 0
        form.constant = p * form.constant + g * row[width]
        form.scale *= p
        if let content = Self.content(of: form.cells + [form.constant, form.scale]), content != 1 {
            for j in form.cells.indices where !form.cells[j].isZero { form.cells[j] /= content }
            form.constant /= content
            form.scale /= content
        }
    }

    /// Minimises `cost · y` over the allowed columns from the current (feasible) basis with
    /// Bland's rule; the optimum, or nil when the pivot budget ran out or the cost is unbounded
    /// (neither happens for the costs here). With `barringAfterwards`, every non-basic column
    /// whose reduced cost is positive is barred, which holds this optimum from then on.
    mutating func minimize(_ cost: [Rational], barringAfterwards: Bool = false) -> Rational? {
        var form = form(for: cost)
        var isBasic = [Bool](repeating: false, count: width)
        for i in rows.indices where live[i] { isBasic[basis[i]] = true }
        while true {
            guard let q = (0..<width).first(where: { allowed[$0] && !isBasic[$0] && form.cells[$0].signum() < 0 }) else { break }
            // Leaving: the smallest ratio rhs_i / a_iq over a_iq > 0, ties to the smallest basic column.
            var leaving = -1
            for i in rows.indices where live[i] && rows[i][q].signum() > 0 {
                if leaving < 0 {
                    leaving = i
                    continue
                }
                let lhs = rows[i][width] * rows[leaving][q]
                let rhs = rows[leaving][width] * rows[i][q]
                if lhs < rhs || (lhs == rhs && basis[i] < basis[leaving]) { leaving = i }
            }
            guard leaving >= 0, pivotsLeft > 0 else { return nil }
            isBasic[basis[leaving]] = false
            isBasic[q] = true
            pivot(row: leaving, column: q)
            eliminate(q, from: &form, using: leaving)
        }
        if barringAfterwards {
            for j in 0..<width where !isBasic[j] && form.cells[j].signum() > 0 { allowed[j] = false }
        }
        return form.value
    }

    /// Makes `column` basic in `row` (its cell must be positive).
    mutating func pivot(row r: Int, column q: Int) {
        pivotsLeft -= 1
        let pivotRow = rows[r]
        let p = pivotRow[q]
        for i in rows.indices where i != r && live[i] && !rows[i][q].isZero {
            let f = rows[i][q]
            var row = rows[i]
            for j in 0...width where !row[j].isZero || !pivotRow[j].isZero {
                row[j] = p * row[j] - f * pivotRow[j]
            }
            row[q] = 0
            Self.divideByContent(&row)
            rows[i] = row
        }
        basis[r] = q
    }

    /// After phase one (every artificial at zero): pivots each artificial still basic out of
    /// its row on any other column, or retires the row when it has none (it was redundant);
    /// then bars the artificial columns. False if the pivot budget ran out.
    mutating func retireArtificials(from first: Int) -> Bool {
        for i in rows.indices where live[i] && basis[i] >= first {
            guard let q = (0..<first).first(where: { !rows[i][$0].isZero }) else {
                live[i] = false
                continue
            }
            guard pivotsLeft > 0 else { return false }
            // The right side is zero, so the row may be negated to make the pivot positive.
            if rows[i][q].signum() < 0 { for j in rows[i].indices { rows[i][j].negate() } }
            pivot(row: i, column: q)
        }
        for j in first..<width { allowed[j] = false }
        return true
    }

    /// Every column's value at the current basis.
    func values() -> [Rational] {
        var y = [Rational](repeating: .zero, count: width)
        for i in rows.indices where live[i] { y[basis[i]] = Rational(rows[i][width], rows[i][basis[i]]) }
        return y
    }

    /// The greatest common divisor of the non-zero entries, nil if all are zero.
    static func content(of entries: [BigInt]) -> BigInt? {
        var g: BigInt?
        for e in entries where !e.isZero {
            g = g.map { $0.greatestCommonDivisor(with: e) } ?? BigInt(e.magnitude)
            if g == 1 { return g }
        }
        return g
    }

    /// Divides a row by its content, which keeps its meaning and the sign of every cell.
    static func divideByContent(_ row: inout [BigInt]) {
        guard let g = content(of: row), g != 1 else { return }
        for j in row.indices where !row[j].isZero { row[j] /= g }
    }
}
