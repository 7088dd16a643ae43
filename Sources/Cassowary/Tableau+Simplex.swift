extension Tableau {
    /// Primal simplex on the lexicographic objective, with Bland's rule: the entering symbol is
    /// the smallest id whose reduced cost can still improve the objective, the leaving row the
    /// minimum ratio with ties going to the smaller basic symbol. Bland's rule cannot cycle on
    /// degenerate pivots. A parametric external symbol is unrestricted, so it may enter in
    /// either direction.
    mutating func optimize() throws(SolverError) {
        while let entering = popEntering() {
            try enter(entering, increasing: objective.sign(of: entering) < 0)
        }
    }

    /// Phase one: pivots only to lower the objective `level` (the artificial one) and stops as
    /// soon as nothing does; the real objective is optimised afterwards by ``optimize()``.
    /// Dantzig's rule (the steepest coefficient, ties to the smaller id) takes far fewer pivots
    /// than Bland's; after a run of degenerate pivots it falls back to Bland's rule, which
    /// cannot cycle. Both are deterministic.
    mutating func optimize(onlyLevel level: Int) throws(SolverError) {
        var degenerateRun = 0
        while true {
            let bland = degenerateRun > 32
            var entering: Int32 = -1
            var steepest = 0.0
            objective.levels[level].coeffs.withUnsafeBufferPointer { coeffs in
                for s in coeffs.indices where rowOf[s] < 0 {
                    let c = coeffs[s]
                    let gain = c < -Row.epsilon ? -c : (c > Row.epsilon && !kinds[s].isRestricted ? c : 0)
                    guard gain > 0 else { continue }
                    if gain > steepest {
                        entering = Int32(s)
                        steepest = gain
                        if bland { break }
                    }
                }
            }
            guard entering >= 0 else { return }
            let before = objective.levels[level].constant
            try enter(entering, increasing: objective.levels[level].coeffs[Int(entering)] < 0)
            degenerateRun = abs(objective.levels[level].constant - before) < Row.epsilon ? degenerateRun + 1 : 0
        }
    }

    /// Pivots `entering` into the row that limits its move first (the minimum ratio; ties to
    /// the smaller basic symbol). Moving up, a restricted row limits it when its coefficient is
    /// negative; moving down (an unrestricted symbol only), when it is positive.
    private mutating func enter(_ entering: Int32, increasing: Bool) throws(SolverError) {
        let direction: Double = increasing ? 1 : -1
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        for r in columns[Int(entering)] {
            let basic = rowBasic[Int(r)]
            guard basic >= 0, kinds[Int(basic)].isRestricted else { continue }  // stale entries: free rows
            let c = direction * rows[Int(r)].coefficient(of: entering)
            guard c < 0 else { continue }
            let ratio = -rows[Int(r)].constant / c
            if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                best = r; bestRatio = ratio; bestBasic = basic
            }
        }
        guard best >= 0 else { throw .internalError("the objective is unbounded") }
        pivot(row: best, entering: entering)
    }

    /// Whether parametric `s` can improve the objective: a restricted symbol with a
    /// lexicographically negative reduced cost, or an external one with any non-zero cost.
    @inline(__always)
    func canImprove(_ s: Int32) -> Bool {
        let sign = objective.sign(of: s)
        return kinds[Int(s)].isRestricted ? sign < 0 : sign != 0
    }

    /// The next entering candidate: the smallest parametric symbol that can improve.
    mutating func popEntering() -> Int32? {
        while let s = objective.popMin() {
            if rowOf[Int(s)] < 0 && canImprove(s) { return s }
        }
        return nil
    }

    /// Dual simplex: restores feasibility of the rows an edit made negative, keeping optimality.
    mutating func dualOptimize() throws(SolverError) {
        while let leaving = infeasible.popLast() {
            let r = rowOf[Int(leaving)]
            guard r >= 0, rows[Int(r)].constant < 0 else { continue }
            var entering: Int32 = -1
            var enteringCoeff = 0.0
            let row = rows[Int(r)]
            for i in row.syms.indices {
                // A restricted symbol can only rise, so it needs a positive coefficient; an
                // unrestricted one can move either way.
                let s = row.syms[i]
                let c = kinds[Int(s)].isRestricted ? row.coeffs[i] : abs(row.coeffs[i])
                guard c > 0 else { continue }
                if entering < 0 || objective.ratioIsSmaller(s, c, than: entering, enteringCoeff) {
                    entering = s; enteringCoeff = c
                }
            }
            guard entering >= 0 else { throw .internalError("dual optimize found no entering symbol") }
            pivot(row: r, entering: entering)
        }
    }

    /// The row to pivot a parametric marker into when its constraint is removed (kiwi's rule:
    /// a restricted row with a negative coefficient and the least ratio, else a restricted row
    /// with the least ratio, else an unrestricted row), ties to the smaller basic symbol.
    func markerLeavingRow(_ marker: Int32) -> Int32 {
        var first: Int32 = -1, second: Int32 = -1, third: Int32 = -1
        var r1 = Double.infinity, r2 = Double.infinity
        for r in columns[Int(marker)] {
            let c = rows[Int(r)].coefficient(of: marker)
            if c == 0 { continue }
            let basic = rowBasic[Int(r)]
            let constant = rows[Int(r)].constant
            if !kinds[Int(basic)].isRestricted {
                if third < 0 || basic < rowBasic[Int(third)] { third = r }
            } else if c < 0 {
                let ratio = -constant / c
                if ratio < r1 || (ratio == r1 && basic < rowBasic[Int(first)]) { r1 = ratio; first = r }
            } else {
                let ratio = constant / c
                if ratio < r2 || (ratio == r2 && basic < rowBasic[Int(second)]) { r2 = ratio; second = r }
            }
        }
        return first >= 0 ? first : (second >= 0 ? second : third)
    }
}
