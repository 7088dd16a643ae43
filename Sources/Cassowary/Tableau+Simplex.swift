extension Tableau {
    /// Primal simplex on the lexicographic objective, with Bland's rule: the entering symbol is
    /// the smallest id with a negative reduced cost, the leaving row the minimum ratio with ties
    /// going to the smaller basic symbol. Bland's rule cannot cycle on degenerate pivots.
    mutating func optimize() throws(SolverError) {
        while let entering = popEntering() {
            var best: Int32 = -1
            var bestRatio = Double.infinity
            var bestBasic = Int32.max
            for r in columns[Int(entering)] {
                let basic = rowBasic[Int(r)]
                guard kinds[Int(basic)].isRestricted else { continue }
                let c = rows[Int(r)].coefficient(of: entering, isDummy: false)
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

    /// The next entering candidate: the smallest parametric, pivotable symbol whose reduced cost
    /// is lexicographically negative.
    mutating func popEntering() -> Int32? {
        while let s = objective.popMin() {
            let si = Int(s)
            if rowOf[si] < 0 && kinds[si] != .dummy && objective.sign(of: s) < 0 { return s }
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
                let s = row.syms[i], c = row.coeffs[i]
                guard c > 0, kinds[Int(s)] != .dummy else { continue }
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
        let dummy = isDummy(marker)
        var first: Int32 = -1, second: Int32 = -1, third: Int32 = -1
        var r1 = Double.infinity, r2 = Double.infinity
        for r in rowsContaining(marker) {
            let c = rows[Int(r)].coefficient(of: marker, isDummy: dummy)
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
