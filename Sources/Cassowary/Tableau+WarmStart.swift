/// Pivoting a freshly built tableau straight into a basis known to be optimal.
///
/// A solver that starts tracking required equalities rebuilds its tableau from the same
/// constraints (`SolverCore.switchToTracking()`). Re-optimising that tableau from scratch costs
/// as much as the first build did (a random many-priority system of 80 constraints: 20–37 ms,
/// a seventh of W5's churn), although the answer is known: the old tableau's basis, every one
/// of its symbols mapped to the new tableau's. Pivoting each of them in, against a row whose
/// basic symbol is not in that basis, takes at most one pivot per row; the simplex then only
/// confirms it. The basis decides the answer, so the values are the old ones, to rounding.
extension Tableau {
    /// Pivots every symbol of `target` into the basis, each against the row, among those whose
    /// basic symbol is not in `target`, where its cell is largest relative to the row's
    /// largest. Returns false, leaving the tableau part-way (the caller discards it), when a
    /// symbol has no such row, would enter by a cell below ``Tolerance/illConditionedPivot``
    /// of its row's largest, or the basis reached is not feasible: a restricted basic symbol
    /// below zero beyond ``Tolerance/rowFeasibility`` of its row's magnitude, or a dummy (fixed
    /// at zero) basic at a value other than zero beyond ``Tolerance/feasibility`` of the
    /// tableau's values.
    mutating func pivotInto(basis target: [Int32]) throws(SolverError) -> Bool {
        var wanted = [Bool](repeating: false, count: symbolCount)
        for s in target {
            guard s >= 0, Int(s) < symbolCount, kinds[Int(s)].canEnter, !wanted[Int(s)] else { return false }
            wanted[Int(s)] = true
        }
        for s in target where rowOf[Int(s)] < 0 {
            var best: Int32 = -1, bestRatio = 0.0
            for r in columns[Int(s)] {
                let basic = rowBasic[Int(r)]
                guard basic >= 0, !wanted[Int(basic)] else { continue }
                let cell = abs(rows[Int(r)].coefficient(of: s))
                guard cell > 0 else { continue }
                let ratio = cell / largestCoefficient(rows[Int(r)])
                if ratio > bestRatio { best = r; bestRatio = ratio }
            }
            guard best >= 0, bestRatio >= Tolerance.illConditionedPivot else { return false }
            try countPivot()
            pivot(row: best, entering: s)
        }
        for r in rows.indices {
            let basic = rowBasic[r]
            guard basic >= 0 else { continue }
            let constant = rows[r].constant
            switch kinds[Int(basic)] {
            case .slack, .error: if isNegative(row: Int32(r)) { return false }
            case .dummy: if !Tolerance.isZero(constant, scale: valueScale) { return false }
            case .external: break
            }
        }
        // Rows the pivots drove negative on the way are feasible again.
        infeasible.removeAll(keepingCapacity: true)
        return true
    }
}
