/// An independent reference for the property tests: a dense, textbook two-phase simplex
/// (Bland's rule, no incremental state) and, on top of it, the lexicographic objective the
/// solver promises, solved level by level from scratch. It shares no code with `Cassowary`.
struct DenseLP {
    /// Minimises `cost · z` subject to `eq · z == eqRHS`, `ub · z <= ubRHS`, `z >= 0`.
    /// Returns nil when infeasible, and the optimal value and point otherwise (bounded by
    /// construction in every use here).
    static func minimize(cost: [Double], eq: [[Double]], eqRHS: [Double],
                         ub: [[Double]], ubRHS: [Double]) -> (value: Double, point: [Double])? {
        let n = cost.count
        let m = eq.count + ub.count
        let slackCount = ub.count
        let width = n + slackCount + m  // structural, slacks, artificials
        var t = [[Double]](repeating: [Double](repeating: 0, count: width + 1), count: m)
        var basis = [Int](repeating: 0, count: m)
        for i in 0..<m {
            let isEq = i < eq.count
            let row = isEq ? eq[i] : ub[i - eq.count]
            var rhs = isEq ? eqRHS[i] : ubRHS[i - eq.count]
            var sign = 1.0
            if rhs < 0 { sign = -1; rhs = -rhs }
            for j in 0..<n { t[i][j] = sign * row[j] }
            if !isEq { t[i][n + (i - eq.count)] = sign }
            t[i][n + slackCount + i] = 1
            t[i][width] = rhs
            basis[i] = n + slackCount + i
        }
        // Phase one: minimise the sum of artificials.
        var phase1 = [Double](repeating: 0, count: width)
        for i in 0..<m { phase1[n + slackCount + i] = 1 }
        var allowed = [Bool](repeating: true, count: width)
        guard run(&t, &basis, cost: phase1, allowed: allowed) else { return nil }
        let infeasibility = (0..<m).reduce(0.0) { $0 + phase1[basis[$1]] * t[$1][width] }
        if infeasibility > 1e-7 { return nil }
        // Drive artificials out of the basis where possible, then forbid them.
        for i in 0..<m where basis[i] >= n + slackCount {
            if let j = (0..<(n + slackCount)).first(where: { abs(t[i][$0]) > 1e-9 }) {
                pivot(&t, &basis, row: i, column: j)
            }
        }
        for j in (n + slackCount)..<width { allowed[j] = false }
        var fullCost = cost + [Double](repeating: 0, count: width - n)
        for i in 0..<m where basis[i] >= n + slackCount { fullCost[basis[i]] = 0 }
        guard run(&t, &basis, cost: fullCost, allowed: allowed) else { return nil }
        var point = [Double](repeating: 0, count: n)
        for i in 0..<m where basis[i] < n { point[basis[i]] = t[i][width] }
        let value = zip(cost, point).reduce(0) { $0 + $1.0 * $1.1 }
        return (value, point)
    }

    /// Primal simplex with Bland's rule; false if unbounded.
    private static func run(_ t: inout [[Double]], _ basis: inout [Int], cost: [Double], allowed: [Bool]) -> Bool {
        let m = t.count, width = cost.count
        for _ in 0..<10_000 {
            // Reduced costs: c_j - c_B · column_j.
            var entering = -1
            for j in 0..<width where allowed[j] && !basis.contains(j) {
                var reduced = cost[j]
                for i in 0..<m { reduced -= cost[basis[i]] * t[i][j] }
                if reduced < -1e-9 { entering = j; break }
            }
            if entering < 0 { return true }
            var leaving = -1
            var best = Double.infinity
            for i in 0..<m where t[i][entering] > 1e-9 {
                let ratio = t[i][width] / t[i][entering]
                if ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && basis[i] < basis[leaving]) {
                    best = ratio; leaving = i
                }
            }
            if leaving < 0 { return false }
            pivot(&t, &basis, row: leaving, column: entering)
        }
        return false
    }

    private static func pivot(_ t: inout [[Double]], _ basis: inout [Int], row: Int, column: Int) {
        let p = t[row][column]
        for j in t[row].indices { t[row][j] /= p }
        for i in t.indices where i != row {
            let f = t[i][column]
            if f != 0 { for j in t[i].indices { t[i][j] -= f * t[row][j] } }
        }
        basis[row] = column
    }
}

/// A constraint as the reference sees it: coefficients over the test's variables, a constant,
/// a relation (-1 for <=, 0 for ==, 1 for >=), and a priority (1000 = required) and weight.
struct RefConstraint {
    var coefficients: [Double]
    var constant: Double
    var relation: Int
    var priority: Double
    var weight: Double

    /// The weighted violation at `x`.
    func violation(at x: [Double]) -> Double {
        let e = zip(coefficients, x).reduce(constant) { $0 + $1.0 * $1.1 }
        switch relation {
        case 0: return abs(e)
        case 1: return max(0, -e)
        default: return max(0, e)
        }
    }
}

enum ReferenceSolver {
    /// The optimal objective, one entry per distinct optional priority (highest first), or nil
    /// when the required constraints are infeasible.
    static func optimum(_ constraints: [RefConstraint], variableCount n: Int) -> [Double]? {
        var lp = LevelProgram(constraints, variableCount: n)
        guard lp.feasible() else { return nil }
        var result: [Double] = []
        for p in lp.levels {
            guard let best = lp.fixLevel(p) else { return nil }
            result.append(best)
        }
        return result
    }

    /// The smallest and largest value variable `j` takes among the points that are optimal for
    /// the levels above `priority` (the required constraints hold, and each of those levels is
    /// at its optimum), ±infinity where unbounded; nil when the required constraints are
    /// infeasible or a level has no optimum.
    static func range(of j: Int, _ constraints: [RefConstraint], variableCount n: Int,
                      above priority: Double) -> (min: Double, max: Double)? {
        var lp = LevelProgram(constraints, variableCount: n)
        guard lp.feasible() else { return nil }
        for p in lp.levels where p > priority {
            guard lp.fixLevel(p) != nil else { return nil }
        }
        var cost = [Double](repeating: 0, count: lp.width)
        cost[j] = 1; cost[n + j] = -1
        let low = lp.minimize(cost)
        let high = lp.minimize(cost.map { -$0 })
        return (low?.value ?? -.infinity, high.map { -$0.value } ?? .infinity)
    }

    /// The program both answers are read from. Columns: x⁺ (n), x⁻ (n), then for each soft
    /// constraint a positive and a negative part.
    private struct LevelProgram {
        let n: Int
        let soft: [RefConstraint]
        let levels: [Double]
        let width: Int
        var eq: [[Double]] = [], eqRHS: [Double] = []
        var ub: [[Double]] = [], ubRHS: [Double] = []

        init(_ constraints: [RefConstraint], variableCount n: Int) {
            self.n = n
            soft = constraints.filter { $0.priority < 1000 }
            levels = Array(Set(soft.map(\.priority))).sorted(by: >)
            width = 2 * n + 2 * soft.count
            for c in constraints where c.priority >= 1000 {
                let row = xColumns(c)
                switch c.relation {
                case 0: eq.append(row); eqRHS.append(-c.constant)
                case 1: ub.append(row.map { -$0 }); ubRHS.append(c.constant)
                default: ub.append(row); ubRHS.append(-c.constant)
                }
            }
            // Soft: e + neg - pos == 0 with pos, neg >= 0; an inequality leaves one side free of cost.
            for (k, c) in soft.enumerated() {
                var row = xColumns(c)
                row[2 * n + 2 * k] = -1     // pos
                row[2 * n + 2 * k + 1] = 1  // neg
                eq.append(row); eqRHS.append(-c.constant)
            }
        }

        func xColumns(_ c: RefConstraint) -> [Double] {
            var row = [Double](repeating: 0, count: width)
            for j in 0..<n { row[j] = c.coefficients[j]; row[n + j] = -c.coefficients[j] }
            return row
        }

        func levelCost(_ p: Double) -> [Double] {
            var cost = [Double](repeating: 0, count: width)
            for (k, c) in soft.enumerated() where c.priority == p {
                // ==: |e| = pos + neg. >=: violation = neg. <=: violation = pos.
                if c.relation >= 0 { cost[2 * n + 2 * k + 1] = c.weight }
                if c.relation <= 0 { cost[2 * n + 2 * k] = c.weight }
            }
            return cost
        }

        func minimize(_ cost: [Double]) -> (value: Double, point: [Double])? {
            DenseLP.minimize(cost: cost, eq: eq, eqRHS: eqRHS, ub: ub, ubRHS: ubRHS)
        }

        func feasible() -> Bool { minimize([Double](repeating: 0, count: width)) != nil }

        /// Minimises level `p` and holds it at its optimum from now on; the optimum.
        mutating func fixLevel(_ p: Double) -> Double? {
            let cost = levelCost(p)
            guard let best = minimize(cost) else { return nil }
            ub.append(cost); ubRHS.append(best.value + 1e-9)
            return best.value
        }
    }

    /// The objective vector a solution `x` achieves, on the same levels as ``optimum``.
    static func objective(_ constraints: [RefConstraint], at x: [Double]) -> [Double] {
        let soft = constraints.filter { $0.priority < 1000 }
        let levels = Array(Set(soft.map(\.priority))).sorted(by: >)
        return levels.map { p in
            soft.filter { $0.priority == p }.reduce(0) { $0 + $1.weight * $1.violation(at: x) }
        }
    }
}
