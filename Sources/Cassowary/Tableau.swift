/// The restricted simplex tableau behind ``Solver``: kiwi's algorithm on dense integer symbols.
///
/// Symbols are `Int32` indices into per-symbol arrays; rows live in a pool indexed by row number.
/// For every non-dummy symbol a column index lists the rows that contain it, so substitution,
/// ratio tests and edit suggestions touch only the rows that matter. No hashing, no class per
/// row, and every iteration is in a deterministic order (ascending symbol ids inside rows, and
/// ties broken by the smaller symbol id), so the same calls give bit-identical results.
struct Tableau {
    // MARK: Symbols
    var kinds: [SymbolKind] = []
    /// The row a symbol is basic in, or -1 when it is parametric.
    var rowOf: [Int32] = []
    /// For non-dummy symbols: the rows that contain the symbol as a parametric cell.
    var columns: [[Int32]] = []

    // MARK: Rows
    var rows: [Row] = []
    /// The basic symbol of each row, or -1 for a free slot.
    var rowBasic: [Int32] = []
    var freeRows: [Int32] = []
    /// Basic symbols whose rows became infeasible (negative constant) during an edit.
    var infeasible: [Int32] = []

    // MARK: Objective
    var objective = Objective()

    // MARK: Scratch storage reused by row merges
    var scratchSyms: [Int32] = []
    var scratchCoeffs: [Double] = []
    var added: [Int32] = []
    var removed: [Int32] = []

    var symbolCount: Int { kinds.count }

    // MARK: Symbols

    /// Creates a symbol of `kind` and returns its id.
    mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
        let id = Int32(kinds.count)
        kinds.append(kind)
        rowOf.append(-1)
        columns.append([])
        objective.appendSymbol()
        return id
    }

    /// Forgets every symbol with an id `>= count`; used to undo a failed add. The symbols must
    /// not be referenced by any row.
    mutating func truncateSymbols(to count: Int) {
        guard count < kinds.count else { return }
        kinds.removeSubrange(count...)
        rowOf.removeSubrange(count...)
        columns.removeSubrange(count...)
        objective.truncateSymbols(to: count)
    }

    @inline(__always) func isDummy(_ s: Int32) -> Bool { kinds[Int(s)] == .dummy }

    /// The value of a symbol in the current basic solution.
    func value(of s: Int32) -> Double {
        let r = rowOf[Int(s)]
        return r >= 0 ? rows[Int(r)].constant : 0
    }

    // MARK: Rows

    /// Puts `row` into the tableau with `basic` as its basic symbol.
    @discardableResult
    mutating func insertRow(_ row: Row, basic: Int32) -> Int32 {
        let r: Int32
        if let free = freeRows.popLast() {
            r = free
            rows[Int(r)] = row
            rowBasic[Int(r)] = basic
        } else {
            r = Int32(rows.count)
            rows.append(row)
            rowBasic.append(basic)
        }
        rowOf[Int(basic)] = r
        for s in row.syms { columns[Int(s)].append(r) }
        return r
    }

    /// Takes row `r` out of the tableau and returns it; its basic symbol becomes parametric.
    mutating func removeRow(_ r: Int32) -> Row {
        let row = rows[Int(r)]
        for s in row.syms { removeFromColumn(s, r) }
        rowOf[Int(rowBasic[Int(r)])] = -1
        rowBasic[Int(r)] = -1
        rows[Int(r)] = Row()
        freeRows.append(r)
        return row
    }

    mutating func removeFromColumn(_ s: Int32, _ r: Int32) {
        let si = Int(s)
        if let i = columns[si].lastIndex(of: r) {
            columns[si].swapAt(i, columns[si].count - 1)
            columns[si].removeLast()
        }
    }

    /// The rows containing `s` as a parametric cell (a scan for dummies, which have no column).
    func rowsContaining(_ s: Int32) -> [Int32] {
        if !isDummy(s) { return columns[Int(s)] }
        var result: [Int32] = []
        for r in rows.indices where rowBasic[r] >= 0 && rows[r].coefficient(of: s, isDummy: true) != 0 {
            result.append(Int32(r))
        }
        return result
    }

    // MARK: Substitution and pivoting

    /// Replaces the parametric symbol `s` by `row` (an expression for it) in every row but
    /// `except` and in the objective.
    mutating func substitute(_ s: Int32, with row: Row, except: Int32 = -1) {
        let dummy = isDummy(s)
        let targets = rowsContaining(s)
        if !dummy { columns[Int(s)] = [] }
        for r in targets where r != except {
            let c = rows[Int(r)].coefficient(of: s, isDummy: dummy)
            if c == 0 { continue }
            addScaled(row, scale: c, toRow: r, replacing: s, dummy: dummy)
            let basic = rowBasic[Int(r)]
            if kinds[Int(basic)].isRestricted && rows[Int(r)].constant < 0 {
                infeasible.append(basic)
            }
        }
        substituteInObjective(s, with: row)
    }

    /// `rows[r] += scale · other`, with the cell of `s` (which `other` replaces) dropped, keeping
    /// the column index in step.
    mutating func addScaled(_ other: Row, scale: Double, toRow r: Int32, replacing s: Int32, dummy: Bool) {
        let ri = Int(r)
        rows[ri].constant += scale * other.constant
        // Non-dummy part, with column maintenance.
        var outS = scratchSyms, outC = scratchCoeffs
        scratchSyms = []; scratchCoeffs = []
        added.removeAll(keepingCapacity: true)
        removed.removeAll(keepingCapacity: true)
        Tableau.merge(rows[ri].syms, rows[ri].coeffs, skipping: dummy ? -1 : s,
                      other.syms, other.coeffs, scale: scale,
                      into: &outS, &outC, added: &added, removed: &removed)
        swap(&rows[ri].syms, &outS)
        swap(&rows[ri].coeffs, &outC)
        for a in added { columns[Int(a)].append(r) }
        for d in removed { removeFromColumn(d, r) }
        // Dummy part.
        if !other.dsyms.isEmpty || dummy {
            Tableau.merge(rows[ri].dsyms, rows[ri].dcoeffs, skipping: dummy ? s : -1,
                          other.dsyms, other.dcoeffs, scale: scale,
                          into: &outS, &outC, added: nil, removed: nil)
            swap(&rows[ri].dsyms, &outS)
            swap(&rows[ri].dcoeffs, &outC)
        }
        scratchSyms = outS; scratchCoeffs = outC
    }

    /// Merges `a` with `scale · b` into `out` (both sorted), leaving out `skip`, dropping
    /// near-zero sums, and reporting symbols new to `a` and symbols of `a` that cancelled.
    static func merge(_ aS: [Int32], _ aC: [Double], skipping skip: Int32,
                      _ bS: [Int32], _ bC: [Double], scale: Double,
                      into outS: inout [Int32], _ outC: inout [Double],
                      added: UnsafeMutablePointer<[Int32]>?, removed: UnsafeMutablePointer<[Int32]>?) {
        outS.removeAll(keepingCapacity: true)
        outC.removeAll(keepingCapacity: true)
        outS.reserveCapacity(aS.count + bS.count)
        outC.reserveCapacity(aS.count + bS.count)
        var i = 0, j = 0
        let na = aS.count, nb = bS.count
        while i < na || j < nb {
            let sa = i < na ? aS[i] : Int32.max
            let sb = j < nb ? bS[j] : Int32.max
            if sa < sb {
                if sa != skip { outS.append(sa); outC.append(aC[i]) }
                i += 1
            } else if sb < sa {
                let v = scale * bC[j]
                if abs(v) >= Row.epsilon {
                    outS.append(sb); outC.append(v)
                    added?.pointee.append(sb)
                }
                j += 1
            } else {
                let v = aC[i] + scale * bC[j]
                if abs(v) >= Row.epsilon {
                    outS.append(sa); outC.append(v)
                } else {
                    removed?.pointee.append(sa)
                }
                i += 1; j += 1
            }
        }
    }

    /// Makes `entering` basic in row `r`, whose basic symbol leaves, and substitutes it out of
    /// every other row and the objective.
    mutating func pivot(row r: Int32, entering: Int32) {
        let leaving = rowBasic[Int(r)]
        var row = rows[Int(r)]
        rows[Int(r)] = Row()
        row.solve(for: entering, rhsIsDummy: isDummy(entering), replacing: leaving, lhsIsDummy: isDummy(leaving))
        rows[Int(r)] = row
        rowBasic[Int(r)] = entering
        rowOf[Int(entering)] = r
        rowOf[Int(leaving)] = -1
        if !isDummy(leaving) { columns[Int(leaving)].append(r) }
        substitute(entering, with: row, except: r)
    }
}
