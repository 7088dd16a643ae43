/// The restricted simplex tableau behind ``Solver``: kiwi's algorithm on dense integer symbols.
///
/// Symbols are `Int32` indices into per-symbol arrays; rows live in a pool indexed by row number.
/// For every symbol a column index lists the rows that contain it, so substitution, ratio tests
/// and edit suggestions touch only the rows that matter. No hashing, no class per row, and every
/// iteration is in a deterministic order (ascending symbol ids inside rows, ties broken by the
/// smaller symbol id), so the same calls give bit-identical results.
struct Tableau {
    // MARK: Symbols
    var kinds: [SymbolKind] = []
    /// The row a symbol is basic in, or -1 when it is parametric.
    var rowOf: [Int32] = []
    /// For each symbol, the rows that contain it. Removal is lazy: an entry may be stale (the row
    /// no longer holds the symbol) or repeated, so every reader checks the coefficient, and a
    /// column more than half stale is compacted.
    var columns: [[Int32]] = []
    /// Stale entries per column, counted as they arise.
    var columnStale: [Int32] = []
    /// Scratch marks for deduplicating a column while compacting it.
    var rowMarks: [UInt32] = []
    var markGeneration: UInt32 = 0

    // MARK: Rows
    var rows: [Row] = []
    /// The basic symbol of each row, or -1 for a free slot.
    var rowBasic: [Int32] = []
    var freeRows: [Int32] = []
    /// Basic symbols whose rows became infeasible (negative constant) during an edit.
    var infeasible: [Int32] = []

    // MARK: Objective
    var objective = Objective()

    // MARK: Edit suggestion caches
    /// Bumped by every change to a row's cells or to the basis (not by constant changes), so a
    /// cache of where an edit's marker appears stays valid across suggestions that do not pivot.
    var generation = 0
    var editCaches: [EditColumnCache] = []

    // MARK: Undo journal for phase one
    /// While set, every row and column about to change is saved first, so a failed add can be
    /// rolled back exactly without copying the whole tableau.
    var journal: UndoJournal?

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
        columnStale.append(0)
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
        columnStale.removeSubrange(count...)
        objective.truncateSymbols(to: count)
    }

    // MARK: Rows

    /// Puts `row` into the tableau with `basic` as its basic symbol.
    @discardableResult
    mutating func insertRow(_ row: Row, basic: Int32) -> Int32 {
        generation &+= 1
        let r: Int32
        if let free = freeRows.popLast() {
            r = free
            saveRow(r)
            rows[Int(r)] = row
            rowBasic[Int(r)] = basic
        } else {
            r = Int32(rows.count)
            rows.append(row)
            rowBasic.append(basic)
        }
        rowOf[Int(basic)] = r
        if journal != nil {
            for i in row.syms.indices where row.coeffs[i] != 0 { saveColumn(row.syms[i]) }
        }
        row.syms.withUnsafeBufferPointer { syms in
            row.coeffs.withUnsafeBufferPointer { coeffs in
                columns.withUnsafeMutableBufferPointer { columns in
                    for i in syms.indices where coeffs[i] != 0 { columns[Int(syms[i])].append(r) }
                }
            }
        }
        return r
    }

    /// Takes row `r` out of the tableau and returns it; its basic symbol becomes parametric.
    mutating func removeRow(_ r: Int32) -> Row {
        generation &+= 1
        saveRow(r)
        var row = rows[Int(r)]
        rows[Int(r)] = Row()
        row.compact()
        for s in row.syms { removeFromColumn(s, r) }
        rowOf[Int(rowBasic[Int(r)])] = -1
        rowBasic[Int(r)] = -1
        freeRows.append(r)
        return row
    }

    /// Notes that row `r` no longer holds `s`. The column entry stays until the column is
    /// compacted: a linear search per cancellation made pivots quadratic on long columns.
    mutating func removeFromColumn(_ s: Int32, _ r: Int32) {
        let si = Int(s)
        columnStale[si] += 1
        if columnStale[si] > 8 && Int(columnStale[si]) &* 2 > columns[si].count { compactColumn(s) }
    }

    /// Drops the stale and repeated entries of a column.
    mutating func compactColumn(_ s: Int32) {
        saveColumn(s)
        let si = Int(s)
        if rowMarks.count < rows.count { rowMarks.append(contentsOf: repeatElement(0, count: rows.count - rowMarks.count)) }
        markGeneration &+= 1
        if markGeneration == 0 {
            for i in rowMarks.indices { rowMarks[i] = 0 }
            markGeneration = 1
        }
        var kept: [Int32] = []
        kept.reserveCapacity(columns[si].count - Int(columnStale[si]))
        for r in columns[si] where rowMarks[Int(r)] != markGeneration && rows[Int(r)].coefficient(of: s) != 0 {
            rowMarks[Int(r)] = markGeneration
            kept.append(r)
        }
        columns[si] = kept
        columnStale[si] = 0
    }

    // MARK: Substitution and pivoting

    /// Replaces the parametric symbol `s` by `row` (an expression for it) in every row but
    /// `except` and in the objective.
    mutating func substitute(_ s: Int32, with row: Row, except: Int32 = -1) {
        saveColumn(s)
        let targets = columns[Int(s)]
        columns[Int(s)] = []
        columnStale[Int(s)] = 0
        for r in targets where r != except {
            let c = rows[Int(r)].coefficient(of: s)
            if c == 0 { continue }
            addScaled(row, scale: c, toRow: r, replacing: s)
            let basic = rowBasic[Int(r)]
            if kinds[Int(basic)].isRestricted && rows[Int(r)].constant < 0 {
                infeasible.append(basic)
            }
        }
        substituteInObjective(s, with: row)
    }

    /// `rows[r] += scale · other`, with the cell of `s` (which `other` replaces) dropped, keeping
    /// the column index in step. A short `other` is applied in place, a long one merged.
    mutating func addScaled(_ other: Row, scale: Double, toRow r: Int32, replacing s: Int32) {
        generation &+= 1
        saveRow(r)
        let ri = Int(r)
        if other.syms.count &* 8 < rows[ri].syms.count {
            addScaledInPlace(other, scale: scale, toRow: r, replacing: s)
            return
        }
        rows[ri].constant += scale * other.constant
        var outS = scratchSyms, outC = scratchCoeffs
        scratchSyms = []; scratchCoeffs = []
        added.removeAll(keepingCapacity: true)
        removed.removeAll(keepingCapacity: true)
        Row.merge(rows[ri].syms, rows[ri].coeffs, skipping: s, other.syms, other.coeffs, scale: scale,
                  into: &outS, &outC, added: &added, removed: &removed)
        swap(&rows[ri].syms, &outS)
        swap(&rows[ri].coeffs, &outC)
        rows[ri].dead = 0
        for a in added {
            saveColumn(a)
            columns[Int(a)].append(r)
        }
        for d in removed { removeFromColumn(d, r) }
        scratchSyms = outS; scratchCoeffs = outC
    }

    /// The in-place form of ``addScaled(_:scale:toRow:replacing:)``: a binary search per cell of
    /// `other`. A cancelled cell becomes a tombstone instead of shifting the row, and a new
    /// symbol reuses a neighbouring tombstone when it can.
    mutating func addScaledInPlace(_ other: Row, scale: Double, toRow r: Int32, replacing s: Int32) {
        let ri = Int(r)
        rows[ri].constant += scale * other.constant
        let p = Row.search(rows[ri].syms, s)
        if p < rows[ri].syms.count && rows[ri].syms[p] == s && rows[ri].coeffs[p] != 0 {
            rows[ri].coeffs[p] = 0
            rows[ri].dead += 1
        }
        for j in other.syms.indices {
            let sym = other.syms[j]
            let v = scale * other.coeffs[j]
            if abs(v) < Row.epsilon { continue }
            let n = rows[ri].syms.count
            let p = Row.search(rows[ri].syms, sym)
            if p < n && rows[ri].syms[p] == sym {
                let old = rows[ri].coeffs[p]
                let new = old + v
                if old == 0 {
                    if abs(new) >= Row.epsilon {
                        rows[ri].coeffs[p] = new
                        rows[ri].dead -= 1
                        saveColumn(sym)
                        columns[Int(sym)].append(r)
                    }
                } else if abs(new) < Row.epsilon {
                    rows[ri].coeffs[p] = 0
                    rows[ri].dead += 1
                    removeFromColumn(sym, r)
                } else {
                    rows[ri].coeffs[p] = new
                }
                continue
            }
            if p < n && rows[ri].coeffs[p] == 0 {
                rows[ri].syms[p] = sym; rows[ri].coeffs[p] = v; rows[ri].dead -= 1
            } else if p > 0 && rows[ri].coeffs[p - 1] == 0 {
                rows[ri].syms[p - 1] = sym; rows[ri].coeffs[p - 1] = v; rows[ri].dead -= 1
            } else {
                rows[ri].syms.insert(sym, at: p)
                rows[ri].coeffs.insert(v, at: p)
            }
            saveColumn(sym)
            columns[Int(sym)].append(r)
        }
        if rows[ri].dead > 8 && Int(rows[ri].dead) &* 2 > rows[ri].syms.count { rows[ri].compact() }
    }

    /// Makes `entering` basic in row `r`, whose basic symbol leaves, and substitutes it out of
    /// every other row and the objective.
    mutating func pivot(row r: Int32, entering: Int32) {
        generation &+= 1
        saveRow(r)
        let leaving = rowBasic[Int(r)]
        var row = rows[Int(r)]
        rows[Int(r)] = Row()
        row.compact()
        row.solve(for: entering, replacing: leaving)
        rows[Int(r)] = row
        rowBasic[Int(r)] = entering
        rowOf[Int(entering)] = r
        rowOf[Int(leaving)] = -1
        saveColumn(leaving)
        columns[Int(leaving)].append(r)
        substitute(entering, with: row, except: r)
    }
}

/// What phase one changed in the rows and columns, oldest first, plus a copy of everything
/// else (cheap to copy: flat arrays of scalars). A class because it holds a ``Tableau``.
final class UndoJournal {
    var rows: [(Int32, Row)] = []
    var columns: [(Int32, [Int32])] = []
    /// What is saved already: only the first state of a row or column is needed to roll back,
    /// and saving again would make every later change copy it.
    var savedRows = Set<Int32>()
    var savedColumns = Set<Int32>()
    let rowCount: Int
    let rest: Tableau

    init(rowCount: Int, rest: Tableau) {
        self.rowCount = rowCount
        self.rest = rest
    }
}

extension Tableau {
    @inline(__always)
    mutating func saveRow(_ r: Int32) {
        if let journal, Int(r) < journal.rowCount, journal.savedRows.insert(r).inserted {
            journal.rows.append((r, rows[Int(r)]))
        }
    }

    @inline(__always)
    mutating func saveColumn(_ s: Int32) {
        if let journal, journal.savedColumns.insert(s).inserted { journal.columns.append((s, columns[Int(s)])) }
    }

    /// Starts recording, so ``rollBack()`` can return to this moment.
    mutating func beginJournal() {
        var rest = self
        rest.rows = []
        rest.columns = []
        rest.journal = nil
        journal = UndoJournal(rowCount: rows.count, rest: rest)
    }

    /// Stops recording and keeps the changes.
    mutating func commitJournal() {
        journal = nil
    }

    /// Stops recording and undoes every change since ``beginJournal()``.
    mutating func rollBack() {
        guard let j = journal else { return }
        journal = nil
        var rows = self.rows, columns = self.columns
        self.rows = []; self.columns = []
        for (r, row) in j.rows { rows[Int(r)] = row }
        rows.removeSubrange(j.rowCount...)
        for (s, column) in j.columns where Int(s) < columns.count { columns[Int(s)] = column }
        self = j.rest
        self.rows = rows
        columns.removeSubrange(kinds.count...)
        self.columns = columns
    }
}
