/// Pivoting a freshly built tableau straight into a basis known to be optimal.
///
/// A solver that starts tracking required equalities rebuilds its tableau from the same
/// constraints (`SolverCore.switchToTracking()`). Re-optimising that tableau from scratch costs
/// as much as the first build did (a random many-priority system of 80 constraints: 20–37 ms,
/// a seventh of W5's churn), although the answer is known: the old tableau's basis, every one
/// of its symbols mapped to the new tableau's. Pivoting each of them in, against a row whose
/// basic symbol is not in that basis, takes at most one pivot per row; the simplex then only
/// confirms it. The basis decides the answer, so the values are the old ones, to rounding. The
/// solver's periodic refactorization (`SolverCore.refactorIfDue()`) rebuilds its rows so too.
extension Tableau {
    /// Pivots every symbol of `target` into the basis, each against a row whose basic symbol
    /// is not in `target`. Returns false, leaving the tableau part-way (the caller discards it),
    /// when a symbol has no such row, would enter by a cell below
    /// ``Tolerance/illConditionedPivot`` of its row's largest, or the basis reached is not
    /// feasible: a restricted basic symbol below zero beyond ``Tolerance/rowFeasibility`` of
    /// its row's magnitude, or a dummy (fixed at zero) basic at a value other than zero beyond
    /// ``Tolerance/feasibility`` of the tableau's values.
    ///
    /// The basis decides the rows, so the order of the pivots decides only their cost, and it
    /// is that of sparse LU factorisation (Markowitz's rule): the symbol in the fewest rows
    /// enters first (counts read again as it comes up, since pivots fill columns), by the
    /// shortest row whose cell is at least a tenth of the best-conditioned one's. Taken in the
    /// order the old basis listed them, by the best-conditioned row alone, the pivots of W7's
    /// dashboard at 20 rows (2,030 constraints, 150,000 cells) took 90 ms; taken so, 12 ms.
    mutating func pivotInto(basis target: [Int32]) throws(SolverError) -> Bool {
        var wanted = [Bool](repeating: false, count: symbolCount)
        for s in target {
            guard s >= 0, Int(s) < symbolCount, kinds[Int(s)].canEnter, !wanted[Int(s)] else { return false }
            wanted[Int(s)] = true
        }
        // Keyed by column length, then symbol: (count << 32) | symbol.
        var order = MinHeap()
        for s in target where rowOf[Int(s)] < 0 { order.insert(columns[Int(s)].count << 32 | Int(s)) }
        while let key = order.popMin() {
            let s = Int32(truncatingIfNeeded: key & 0xFFFF_FFFF)
            let count = columns[Int(s)].count
            if count > key >> 32 {
                order.insert(count << 32 | Int(s))
                continue
            }
            guard let row = warmPivotRow(for: s, wanted: wanted) else { return false }
            try countPivot()
            pivot(row: row, entering: s)
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

    /// The row `s` enters by in ``pivotInto(basis:)``: among rows whose basic symbol is not
    /// `wanted`, the shortest whose cell is at least a tenth of the best-conditioned row's (its
    /// cell relative to its row's largest) and not below ``Tolerance/illConditionedPivot``;
    /// nil if none is.
    private func warmPivotRow(for s: Int32, wanted: [Bool]) -> Int32? {
        func conditioning(_ r: Int32) -> Double? {
            let basic = rowBasic[Int(r)]
            guard basic >= 0, !wanted[Int(basic)] else { return nil }
            let cell = abs(rows[Int(r)].coefficient(of: s))
            return cell > 0 ? cell / largestCoefficient(rows[Int(r)]) : nil
        }
        var best = 0.0
        for r in columns[Int(s)] { if let ratio = conditioning(r), ratio > best { best = ratio } }
        guard best >= Tolerance.illConditionedPivot else { return nil }
        let floor = max(best / 10, Tolerance.illConditionedPivot)
        var chosen: Int32 = -1, shortest = Int.max
        for r in columns[Int(s)] {
            guard let ratio = conditioning(r), ratio >= floor else { continue }
            let length = rows[Int(r)].syms.count - Int(rows[Int(r)].dead)
            if length < shortest { chosen = r; shortest = length }
        }
        return chosen
    }
}
