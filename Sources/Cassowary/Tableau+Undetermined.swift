extension Tableau {
    /// Marks, per symbol, the external symbols that the required constraints and the objective
    /// levels above `priority` leave free at the current optimum (see
    /// ``Solver/undeterminedVariables(above:)``).
    ///
    /// At an optimum every parametric symbol's reduced costs on those levels, read from the top,
    /// are zero or first positive. A point that raises a symbol of the second kind above zero is
    /// worse on some level, so the optimal points (the optimal face) are those where only
    /// parametric symbols of the first kind move: slacks and errors with zero reduced costs on
    /// every level above `priority`, and parametric external symbols, which no restricted row
    /// bounds (dummies are fixed at zero). The face is convex, so a variable is constant on it
    /// exactly when it is constant along every direction from this vertex into it: directions
    /// that raise those symbols and keep every restricted basic symbol now at zero (a degenerate
    /// row) from going negative.
    ///
    /// Degenerate rows are common in layouts: a label's hugging and compression resistance at
    /// the same width make the label's width a vertex where the slack of one has zero reduced
    /// cost but cannot rise without driving the other's below zero. So symbols are first
    /// blocked by propagation: a degenerate row in which no movable symbol can rise it (an
    /// external of either sign, or a positive cell) pins every movable symbol with a negative
    /// cell in it to zero; pinning one can pin more. The propagation is sound (it pins only
    /// symbols no direction can move) but not complete (a cancellation between several symbols
    /// is not searched for), and a reduced cost within noise of zero counts as zero: so a symbol
    /// may be marked that cannot move, but every symbol that can move is marked, whatever the
    /// basis. An external symbol is marked when it is parametric and movable, or basic with a
    /// movable symbol in its row.
    func undeterminedExternals(abovePriority priority: Double) -> [Bool] {
        let count = kinds.count
        // Parametric symbols that may enter: movable unless a level above `priority` charges
        // for raising them. Level by level over contiguous arrays: this runs after every
        // layout whose solve pivoted.
        var movable = [Bool](repeating: false, count: count)
        movable.withUnsafeMutableBufferPointer { movable in
            kinds.withUnsafeBufferPointer { kinds in
                rowOf.withUnsafeBufferPointer { rowOf in
                    for s in 0..<count { movable[s] = rowOf[s] < 0 && kinds[s].canEnter }
                    for level in objective.levels where level.priority > priority {
                        let threshold = Tolerance.optimality * level.scale
                        level.coeffs.withUnsafeBufferPointer { coeffs in
                            for s in 0..<min(count, coeffs.count) where movable[s] && kinds[s] != .external
                                && abs(coeffs[s]) > threshold {
                                movable[s] = false
                            }
                        }
                    }
                }
            }
        }
        var candidates: [Int32] = []
        for s in 0..<count where movable[s] { candidates.append(Int32(s)) }
        // The degenerate restricted rows in which some movable symbol has a negative cell.
        var degenerate: [Int32] = []
        var seen = [Bool](repeating: false, count: rows.count)
        for s in candidates where kinds[Int(s)] != .external {
            for r in columns[Int(s)] where !seen[Int(r)] && rowBasic[Int(r)] >= 0
                && kinds[Int(rowBasic[Int(r)])].isRestricted && rows[Int(r)].constant <= 0
                && rows[Int(r)].coefficient(of: s) < 0 {
                seen[Int(r)] = true
                degenerate.append(r)
            }
        }
        var changed = !degenerate.isEmpty
        while changed {
            changed = false
            for r in degenerate {
                let row = rows[Int(r)]
                var canRise = false
                for i in row.syms.indices where movable[Int(row.syms[i])]
                    && (row.coeffs[i] > 0 || kinds[Int(row.syms[i])] == .external) {
                    canRise = true
                    break
                }
                if canRise { continue }
                for i in row.syms.indices where movable[Int(row.syms[i])] && row.coeffs[i] < 0 {
                    movable[Int(row.syms[i])] = false
                    changed = true
                }
            }
        }
        var marked = [Bool](repeating: false, count: count)
        for s in candidates where movable[Int(s)] {
            if kinds[Int(s)] == .external { marked[Int(s)] = true }
            for r in columns[Int(s)] where rowBasic[Int(r)] >= 0 {
                let basic = Int(rowBasic[Int(r)])
                if kinds[basic] == .external && !marked[basic] && rows[Int(r)].coefficient(of: s) != 0 {
                    marked[basic] = true
                }
            }
        }
        return marked
    }
}
