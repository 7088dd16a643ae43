extension Tableau {
    /// Primal simplex on the lexicographic objective, with Bland's rule: the entering symbol is
    /// the smallest id whose reduced cost can still improve the objective, the leaving row the
    /// minimum ratio with ties going to the smaller basic symbol. Bland's rule cannot cycle on
    /// degenerate pivots. A parametric external symbol is unrestricted, so it may enter in
    /// either direction.
    mutating func optimize() throws(SolverError) {
        while let entering = popEntering() {
            // Moving `entering` up when its reduced cost is negative, down when it is positive
            // (externals only): a row limits the move when its basic is restricted and its value
            // falls, which is a negative coefficient going up and a positive one going down.
            let direction: Double = objective.sign(of: entering) < 0 ? 1 : -1
            var best: Int32 = -1
            var bestRatio = Double.infinity
            var bestBasic = Int32.max
            for r in columns[Int(entering)] {
                let basic = rowBasic[Int(r)]
                guard kinds[Int(basic)].isRestricted else { continue }
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
