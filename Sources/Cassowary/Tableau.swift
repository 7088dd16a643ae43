/// The restricted simplex tableau behind ``Solver``: kiwi's algorithm on dense integer symbols.
///
/// Symbols are `Int32` indices into per-symbol arrays; rows live in a pool indexed by row number.
/// For every symbol a column index lists the rows that contain it, so substitution, ratio tests
/// and edit suggestions touch only the rows that matter. No hashing, no class per row, and every
/// iteration is in a deterministic order (ascending symbol ids inside rows, ties broken by the
/// smaller symbol id), so the same calls give bit-identical results.
///
/// **One way to change it.** The storage below is `private(set)`: the algorithms in the other
/// files read it, and change it only through the primitives in this file, each of which records
/// what it overwrites in the ``UndoJournal``, bumps ``generation`` when cells or the basis
/// change, and lists the symbols whose value moved (``ValueChanges``). So ``rollBack(to:)`` is
/// exact, the edit caches are never stale and a publication reads every value that moved, by
/// construction.
struct Tableau {
    // MARK: Symbols
    private(set) var kinds: [SymbolKind] = []
    /// The row a symbol is basic in, or -1 when it is parametric.
    private(set) var rowOf: [Int32] = []
    /// For each symbol, the rows that contain it. Removal is lazy: an entry may be stale (the row
    /// no longer holds the symbol) or repeated, so every reader checks the coefficient, and a
    /// column more than three quarters stale is compacted.
    private(set) var columns: [[Int32]] = []
    /// For each symbol, the rows that stopped holding it since its column was last compacted,
    /// one entry per loss. A row gains a symbol (an entry in its column) and loses it (an entry
    /// here) in turn, so a row holds the symbol exactly when its column lists it once more than
    /// this does: compaction counts instead of looking the symbol up in every row.
    private(set) var staleRows: [[Int32]] = []

    // MARK: Rows
    private(set) var rows: [Row] = []
    /// The basic symbol of each row, or -1 for a free slot.
    private(set) var rowBasic: [Int32] = []
    private(set) var freeRows: [Int32] = []
    /// The symbols whose value may have moved since the solver last published (see
    /// ``ValueChanges``); every primitive below that changes a row's constant or the basis
    /// lists the symbols concerned.
    private(set) var valueChanges = ValueChanges()
    /// Basic symbols whose rows became infeasible (negative constant); transient, empty between
    /// calls.
    var infeasible: [Int32] = []

    // MARK: Objective
    private(set) var objective = Objective()

    /// The magnitude of the values the solver was given (constants, suggestions), at least 1:
    /// the largest scale row constants are judged at (``Tolerance/feasibility``,
    /// ``Tolerance/rowFeasibility``).
    private(set) var valueScale: Double = 1
    /// The objective level of the phase one under way (an add with an artificial variable),
    /// and whether one of its pivots was ill-conditioned (see ``Tolerance/illConditionedPivot``):
    /// an acceptance it reaches is then left to the solver to confirm.
    var phaseOneLevel = -1
    var phaseOneDoubtful = false
    /// Whether some pivot of this tableau's history divided by a cell below
    /// ``Tolerance/illConditionedPivot`` of its row's largest coefficient. Such a division
    /// multiplies the rounding already in the row by the ratio, and the error then travels with
    /// every substitution: the rows can drift from the constraints they stand for (fuzz seed
    /// 1927: cells of 1 ± 6e-11, divided by 2e-6, then a contradiction accepted). The solver
    /// checks the required constraints against the values of such a tableau after it accepts
    /// one (see `SolverCore`); layouts, with coefficients near 1, never set it. Cleared only by
    /// a rollback to before it was set; a new tableau starts without it.
    var illConditioned: Bool { growth > 1 / Tolerance.illConditionedPivot }
    /// Whether some pivot divided by a cell below ``Tolerance/amplifyingPivot`` of its row's
    /// largest: rounding may have grown past what the answer can absorb (see there), and the
    /// solver checks the required constraints after each call.
    var amplifiesRounding: Bool { growth > 1 / Tolerance.amplifyingPivot }
    /// The largest cell a pivot's row held once solved for its new subject, over this
    /// tableau's history: how far one division multiplied the rounding already in a row.
    /// Restored by a rollback, like everything it decides.
    private(set) var growth = 0.0
    /// Pivots since the objective was last recomputed from the rows (see
    /// `Tableau+ObjectiveRefresh.swift`); restored by a rollback.
    private(set) var pivotsSinceRefresh = 0
    /// Rows rewritten by substitutions (pivots included) in the calls kept since the tableau
    /// was made: how the work grows with a layout's size, and how much work the solver's next
    /// second opinion waits for (`SolverCore.secondOpinionAt`). Restored by a rollback.
    private(set) var rowUpdates = 0
    /// Cells those row updates added in (the length of each row substituted, summed): the work
    /// the tableau's rows have been through since it was made, in the units a rebuild costs,
    /// which decides when the solver rebuilds them (`SolverCore.refactorIfDue()`). Restored by a
    /// rollback.
    private(set) var cellUpdates = 0
    /// The cells the rows hold (tombstones left out): what building them again costs.
    var liveCells: Int { rows.reduce(0) { $0 &+ $1.syms.count &- Int($1.dead) } }

    // MARK: Caches and guards (derived state, not journaled)
    /// Bumped by every change to a row's cells or to the basis (not by constant changes), so a
    /// cache of where an edit's marker appears stays valid across suggestions that do not pivot.
    private(set) var generation = 0
    /// Bumped by every change to an objective coefficient or a level's scale, and by a
    /// rollback: with ``generation``, whether the reduced costs may differ from when they were
    /// last searched for noise-blocked gains (`SolverCore.repriceNoiseBlocked()`).
    private(set) var costEdits = 0
    var editCaches: [EditColumnCache] = []
    /// Pivots left before the current call is declared runaway (see ``countPivot()``).
    private(set) var pivotBudget = Int.max
    /// A fixed pivot budget per call instead of the size-derived one: lets tests force the
    /// runaway guard and check that the call is undone.
    var pivotBudgetOverride: Int?
    /// Whether the dual simplex judges a row it cannot restore at the row's own magnitudes
    /// (``Tolerance/isNegative(_:scale:)`` of ``Row/magnitude``) instead of at those magnitudes
    /// capped at the value scale (``judgedScale(ofRow:)``).
    /// Set by `SolverCore` only while it adds a constraint that ``PreciseFeasibility`` found
    /// satisfiable with every required constraint linked to it: the row's constant is then
    /// rounding of its sums, however far below the value scale's noise it went (batched fuzz
    /// seed 1253: -1.4e-6 from sums of 1.7e7, judged at 420). Set always, it let real
    /// contradictions in: the throw is what refuses them (eight seeds of the operation fuzz).
    var judgesStrandedRowsByMagnitude = false
    /// The ``cellUpdates`` past which the current call gives up (``countPivot()`` throws): set
    /// only for a batch's final optimisation, whose caller then adds the batch one constraint at
    /// a time instead, as after any failure there (`SolverCore.addConstraints(_:)`).
    /// ``commit()`` lifts it.
    var workCeiling = Int.max
    /// Whether the primal simplex chooses by partial pricing (`runPrimal`); off, Bland's rule
    /// throughout. A tableau built afresh to repair or redo a call is optimised with Bland's
    /// rule: a second opinion that takes another path than the one that went astray (fuzz seed
    /// 223: the incremental answer and a fresh one by partial pricing both left a level at
    /// 171,697 where 0 is reachable; Bland's rule reaches 0).
    var pricesPartially = true
    /// Whether a required row that needs phase one may be added by the dual simplex instead
    /// (``triesDualSimplex(for:constant:constantScale:)``); off, phase one adds every such
    /// row, as tests comparing the two ways set it.
    var addsByDualSimplex = true

    // MARK: Journal
    private var journal = UndoJournal()
    /// Symbols and rows numbered at or above these were created after the latest savepoint:
    /// any rollback truncates them, so their changes need no entries.
    private var symbolFloor: Int32 = 0
    private var rowFloor: Int32 = 0

    // MARK: Scratch storage
    /// Zero between compactions (``compactColumn(_:)``), indexed by row.
    private var rowCounts: [Int32] = []
    private var scratchSyms: [Int32] = []
    /// Partial pricing's pool between runs, empty with its capacity kept: a run of the primal
    /// simplex (after every suggestion) takes it instead of allocating one.
    var pricingPool: [Int32] = []
    /// The dual ratio test's candidates and their cells, empty between pivots with their
    /// capacity kept (``dualEntering(row:)``).
    var dualCandidates: [Int32] = []
    var dualCells: [Double] = []
    /// Symbols whose move ``enter`` refused because it worsened a level above, where their cost
    /// was noise, by more than that level's margin: on a grown tableau the cell that made the
    /// worsening may itself be rounding, so repricing refines their columns
    /// (``takeRefusedMoves(limit:)``, `SolverCore.repriceNoiseBlocked()`). A hint, so not
    /// journaled: ids a rollback took away are dropped when it is read.
    private(set) var refusedMoves: [Int32] = []
    /// Symbols whose improving move the primal simplex could not judge in doubles, for the
    /// solver to try and judge by its answer (`SolverCore.followHintedMoves()`): a cost below
    /// the noise threshold but not zero as a number (a product of small coefficients, or a
    /// slack's cost next to its column's small cells: ``isFaintNextToItsColumn(_:)``), a cost
    /// beyond it whose move ``enter`` refused as possibly rounding (its gain too small to
    /// measure), or a move limited only by cells ``enter`` passed over as rounding. A hint, so
    /// not journaled; a rollback leaves ids that are checked when read.
    private(set) var hintedMoves: [Int32] = []
    /// The hinted moves whose limiting cell was doubtful (see `enter`): the solver decides
    /// them from their refined columns.
    private(set) var doubtfulHints: [Int32] = []
    private var scratchCoeffs: [Double] = []
    private var added: [Int32] = []
    private var removed: [Int32] = []
    private var oldConstants: [Double] = []
    private var grownAt: [Int32] = []
    private var grownFrom: [Double] = []

    /// Whether required equalities get a dummy marker. Without one (the default) rows of
    /// chained equalities collapse and building is fast, but such an equality can only be
    /// removed by rebuilding, and a conflict cannot name the equalities it involves; the solver
    /// switches to a tracking tableau the first time it needs either (see `SolverCore`).
    let tracksEqualities: Bool

    /// Set by the solver while it follows a repricing (`SolverCore.optimizeConfirmingCosts()`):
    /// the primal simplex then stops before a move decided by a cost that rounding could
    /// explain and names its symbol in ``awaitingConfirmation``, for the solver to reprice it
    /// from the constraints as written. A repriced column is exact in its own cells, not in the
    /// rows around it: after the pivot it allowed, costs of 6e-9 at a level of weight 2 that
    /// were rounding in a row of a tableau grown 1.4e6 times decided moves, each step
    /// multiplying the rounding, until the answer broke required constraints (fuzz seed 4302).
    var confirmsSmallCosts = false
    /// Symbols whose small costs the solver confirmed during the present repricing.
    var confirmedCosts: [Int32] = []
    /// The symbol the simplex stopped before, or -1.
    var awaitingConfirmation: Int32 = -1

    var symbolCount: Int { kinds.count }

    init(tracksEqualities: Bool = false) {
        self.tracksEqualities = tracksEqualities
    }

    // MARK: Transactions

    /// Opens a savepoint: ``rollBack(to:)`` with it undoes every change made after this call.
    /// Also arms the pivot guard for the call: at most a bound proportional to the tableau's
    /// size, far above what the simplex needs (it pivots each symbol in a handful of times);
    /// running out means rounding has made it cycle, and the solver redoes the call on a fresh
    /// tableau (`SolverCore`).
    mutating func savepoint() -> Savepoint {
        journal.epoch &+= 1
        armPivotBudget()
        symbolFloor = Int32(kinds.count)
        rowFloor = Int32(rows.count)
        return Savepoint(entryCount: journal.entries.count, rowCount: rows.count, symbolCount: kinds.count,
                         pivotsSinceRefresh: pivotsSinceRefresh, growth: growth, rowUpdates: rowUpdates, cellUpdates: cellUpdates,
                         heap: objective.heap.isEmpty ? [] : objective.heap)
    }

    /// Arms the pivot guard as a savepoint does, but journals (almost) nothing from here on:
    /// every row and symbol counts as created after it, so the primitives write no entry for
    /// them. Only for a caller that keeps a copy of the whole solver to go back to, as a
    /// batch larger than the solver it enters does (a screen's first layout: its final
    /// optimisation pivots through most of the new rows, and journaling them cost more than the
    /// copy). Nothing after it can be rolled back; ``commit()`` ends it.
    mutating func beginUnjournaled() {
        journal.epoch &+= 1
        armPivotBudget()
        symbolFloor = 0
        rowFloor = 0
    }

    /// At most a bound proportional to the tableau's size (see ``savepoint()``); also armed
    /// again before each add of a batch that optimises every add.
    mutating func armPivotBudget() {
        pivotBudget = pivotBudgetOverride ?? 16 * (rows.count + kinds.count) + 1_000
    }

    /// Keeps every change: forgets the journal. Only for the outermost savepoint.
    mutating func commit() {
        pivotBudget = Int.max
        workCeiling = Int.max
        // Substitution notes rows it drove negative even outside a suggestion; left over, they
        // would steer the next suggestion's dual simplex, and a rollback (which empties the
        // list) would then change later answers.
        infeasible.removeAll(keepingCapacity: true)
        guard !journal.entries.isEmpty else { return }
        // Capacity is kept up to 65,536 entries (2.5 MB): a call on a dense tableau journals
        // thousands, and growing the buffer again on every call cost W5 page faults. A build's
        // far longer journal is let go.
        journal.entries.removeAll(keepingCapacity: journal.entries.count < 1 << 16)
        journal.epoch &+= 1
    }

    /// Publishes into `values` (by slot; `slots` maps a symbol to its slot) the values of the
    /// symbols listed as moved since the last publication, or of every variable
    /// (`variableSymbols`) when all may have (see ``ValueChanges``), logging in `log` the slots
    /// whose value changed; then starts listing afresh.
    mutating func publishChanges(_ variableSymbols: [Int32], slots: [Int32], into values: inout [Double],
                                 log: inout PublishedChanges, variableCount: Int) {
        log.begin(variableCount: variableCount)
        if valueChanges.all {
            publishAll(variableSymbols, into: &values, log: &log)
        } else {
            publish(valueChanges.symbols, slots: slots, into: &values, log: &log)
        }
        log.end()
        valueChanges.reset()
    }

    /// Undoes every change since `savepoint`, exactly.
    mutating func rollBack(to savepoint: Savepoint) {
        while journal.entries.count > savepoint.entryCount {
            undo(journal.entries.removeLast())
        }
        if rows.count > savepoint.rowCount {
            rows.removeSubrange(savepoint.rowCount...)
            rowBasic.removeSubrange(savepoint.rowCount...)
        }
        if journal.rowEpoch.count > rows.count { journal.rowEpoch.removeSubrange(rows.count...) }
        truncateSymbols(to: savepoint.symbolCount)
        pivotsSinceRefresh = savepoint.pivotsSinceRefresh
        growth = savepoint.growth
        rowUpdates = savepoint.rowUpdates
        cellUpdates = savepoint.cellUpdates
        infeasible.removeAll()
        editCaches.removeAll()
        generation &+= 1
        costEdits &+= 1
        journal.epoch &+= 1
        objective.restoreHeap(savepoint.heap)
    }

    private mutating func undo(_ entry: UndoJournal.Entry) {
        switch entry {
        case .row(let r, let row):
            rows[Int(r)] = row
            valueChanges.note(rowBasic[Int(r)])
        case .cell(let r, let p, let s, let c):
            rows[Int(r)].syms[Int(p)] = s
            rows[Int(r)].coeffs[Int(p)] = c
        case .cellInserted(let r, let p):
            rows[Int(r)].syms.remove(at: Int(p))
            rows[Int(r)].coeffs.remove(at: Int(p))
        case .rowScalars(let r, let constant, let magnitude, let dead):
            rows[Int(r)].constant = constant
            rows[Int(r)].magnitude = magnitude
            rows[Int(r)].dead = dead
            valueChanges.note(rowBasic[Int(r)])
        case .constants(let targets, let values, let grown):
            for i in targets.indices {
                rows[Int(targets[i])].constant = values[i]
                valueChanges.note(rowBasic[Int(targets[i])])
            }
            for (r, magnitude) in grown.reversed() { rows[Int(r)].magnitude = magnitude }
        case .column(let s, let column, let stale):
            if Int(s) < columns.count {
                columns[Int(s)] = column
                staleRows[Int(s)] = stale
            }
        case .columnMark(let s, let count, let stale):
            if Int(s) < columns.count {
                if Int(count) < columns[Int(s)].count { columns[Int(s)].removeSubrange(Int(count)...) }
                if Int(stale) < staleRows[Int(s)].count { staleRows[Int(s)].removeSubrange(Int(stale)...) }
            }
        case .columnsAppended(let row, let floor):
            // Columns of symbols created after the savepoint are not journaled (a rollback
            // truncates them), so only the older ones are undone. A column saved whole before
            // the append and compacted after it (compaction saves nothing for a column already
            // saved) may have lost this entry, even all of them: its whole copy, earlier in the
            // journal, is restored after this, so whatever is removed here does not matter, but
            // an empty column has nothing to remove (fuzz seed 1014, undoing an add whose answer
            // broke a required constraint).
            for i in row.syms.indices where row.coeffs[i] != 0 && row.syms[i] < floor {
                if !columns[Int(row.syms[i])].isEmpty { columns[Int(row.syms[i])].removeLast() }
            }
        case .rowOf(let s, let r):
            if Int(s) < rowOf.count {
                rowOf[Int(s)] = r
                valueChanges.note(s)
            }
        case .rowBasic(let r, let basic):
            valueChanges.note(rowBasic[Int(r)])
            rowBasic[Int(r)] = basic
            valueChanges.note(basic)
        case .freeRowPushed: freeRows.removeLast()
        case .freeRowPopped(let r): freeRows.append(r)
        case .objectiveCoefficient(let l, let s, let v):
            if Int(s) < kinds.count { objective.setCoefficient(level: Int(l), s, v) }
        case .level(let l, let level):
            objective.restoreLevel(Int(l), level, symbolCount: kinds.count)
        case .cost(let s, let l, let w): if Int(s) < kinds.count { objective.setCost(s, level: l, weight: w) }
        case .objectiveConstant(let l, let v): objective.setConstant(level: Int(l), v)
        case .objectiveScale(let l, let v): objective.setScale(level: Int(l), v)
        case .levelAdded: _ = objective.removeLastLevel()
        case .levelRemoved(let level):
            var level = level
            if level.coeffs.count > kinds.count { level.coeffs.removeSubrange(kinds.count...) }
            while level.coeffs.count < kinds.count { level.coeffs.append(0) }
            objective.restoreLevel(level)
        case .valueScale(let v): valueScale = v
        }
    }

    /// Saves row `r` whole, once per epoch; later changes in the epoch need no entry.
    @inline(__always)
    private mutating func saveRowWhole(_ r: Int32) {
        guard r < rowFloor else { return }
        let ri = Int(r)
        while journal.rowEpoch.count <= ri { journal.rowEpoch.append(0) }
        if journal.rowEpoch[ri] != journal.epoch {
            journal.rowEpoch[ri] = journal.epoch
            journal.entries.append(.row(r, rows[ri]))
        }
    }

    /// Whether row `r` was saved whole in this epoch.
    @inline(__always)
    private func rowIsSaved(_ r: Int32) -> Bool {
        r >= rowFloor || (Int(r) < journal.rowEpoch.count && journal.rowEpoch[Int(r)] == journal.epoch)
    }

    /// Marks row `r` as saved whole in this epoch after its old contents went to the journal.
    @inline(__always)
    private mutating func markRowSaved(_ r: Int32) {
        let ri = Int(r)
        while journal.rowEpoch.count <= ri { journal.rowEpoch.append(0) }
        journal.rowEpoch[ri] = journal.epoch
    }

    /// Saves column `s` whole, once per epoch.
    @inline(__always)
    private mutating func saveColumnWhole(_ s: Int32) {
        let si = Int(s)
        if s < symbolFloor && journal.columnEpoch[si] != journal.epoch {
            journal.columnEpoch[si] = journal.epoch
            journal.entries.append(.column(s, columns[si], stale: staleRows[si]))
        }
    }

    @inline(__always)
    private func columnIsSaved(_ s: Int32) -> Bool { journal.columnEpoch[Int(s)] == journal.epoch }

    /// Journals column `s`'s length and stale count before its first append or stale entry of
    /// the epoch (see ``UndoJournal/Entry/columnMark(_:count:stale:)``); nothing for a column
    /// newer than the savepoint, saved whole or marked already in this epoch.
    @inline(__always)
    private mutating func markColumn(_ s: Int32) {
        let si = Int(s)
        guard s < symbolFloor, journal.columnEpoch[si] != journal.epoch,
              journal.columnMarkEpoch[si] != journal.epoch else { return }
        journal.columnMarkEpoch[si] = journal.epoch
        journal.entries.append(.columnMark(s, count: Int32(columns[si].count), stale: Int32(staleRows[si].count)))
    }

    /// Spends one pivot of the call's budget; throws (the caller rolls back) when it is gone,
    /// so no call can loop forever, whatever rounding does to the pivot rules.
    mutating func countPivot() throws(SolverError) {
        pivotBudget -= 1
        if pivotBudget < 0 {
            throw .internalError("the simplex did not terminate within its pivot budget (\(rows.count) rows, \(kinds.count) symbols); the call was undone")
        }
        if cellUpdates > workCeiling {
            throw .internalError("the simplex passed its work ceiling (\(rows.count) rows); the call was undone")
        }
    }

    // MARK: Symbols

    /// Creates a symbol of `kind` and returns its id. A rollback forgets it.
    mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
        let id = Int32(kinds.count)
        kinds.append(kind)
        rowOf.append(-1)
        columns.append([])
        staleRows.append([])
        journal.columnEpoch.append(0)
        journal.columnMarkEpoch.append(0)
        objective.appendSymbol()
        return id
    }

    /// Makes room for `symbols` more symbols and `rows` more rows, so that a batch's adds grow
    /// no per-symbol or per-row array one step at a time.
    mutating func reserve(symbols: Int, rows extraRows: Int) {
        let s = kinds.count + symbols
        kinds.reserveCapacity(s)
        rowOf.reserveCapacity(s)
        columns.reserveCapacity(s)
        staleRows.reserveCapacity(s)
        journal.columnEpoch.reserveCapacity(s)
        journal.columnMarkEpoch.reserveCapacity(s)
        objective.reserve(symbols: s)
        rows.reserveCapacity(rows.count + extraRows)
        rowBasic.reserveCapacity(rows.count + extraRows)
    }

    /// Forgets every symbol with an id `>= count`.
    private mutating func truncateSymbols(to count: Int) {
        guard count < kinds.count else { return }
        kinds.removeSubrange(count...)
        rowOf.removeSubrange(count...)
        columns.removeSubrange(count...)
        staleRows.removeSubrange(count...)
        journal.columnEpoch.removeSubrange(count...)
        journal.columnMarkEpoch.removeSubrange(count...)
        objective.truncateSymbols(to: count)
    }

    /// Raises the value scale to cover `magnitude`.
    mutating func noteValueMagnitude(_ magnitude: Double) {
        guard magnitude > valueScale, magnitude.isFinite else { return }
        journal.entries.append(.valueScale(valueScale))
        valueScale = magnitude
    }

    /// Whether row `r`'s constant is negative beyond the rounding it can carry
    /// (``Tolerance/isInfeasible(_:scale:)``): judged at the largest magnitude summed into it
    /// (``Row/magnitude``), never at more than ``valueScale``. The value scale alone is one
    /// number for the whole tableau, and a row of small values then passes as feasible when it
    /// is far below zero for its own numbers: fuzz seed 207, where a required
    /// `10000 x2 + 10000 x13 - 10000 x3 + 82100 <= 0` set the scale to 82,100, and an error row
    /// of values near 1 was left at -2.9e-5, an objective level that much above its optimum of 0.
    @inline(__always)
    func isNegative(row r: Int32) -> Bool {
        Tolerance.isInfeasible(rows[Int(r)].constant, scale: judgedScale(ofRow: r))
    }

    /// The scale row `r`'s constant is judged at: its ``Row/magnitude``, capped at ``valueScale``.
    @inline(__always)
    func judgedScale(ofRow r: Int32) -> Double {
        min(valueScale, rows[Int(r)].magnitude)
    }

    // MARK: Basis bookkeeping

    private mutating func setRowOf(_ s: Int32, _ r: Int32) {
        if s < symbolFloor { journal.entries.append(.rowOf(symbol: s, row: rowOf[Int(s)])) }
        rowOf[Int(s)] = r
        valueChanges.note(s)
    }

    private mutating func setRowBasic(_ r: Int32, _ basic: Int32) {
        if r < rowFloor { journal.entries.append(.rowBasic(row: r, basic: rowBasic[Int(r)])) }
        valueChanges.note(rowBasic[Int(r)])
        rowBasic[Int(r)] = basic
        valueChanges.note(basic)
    }

    private mutating func appendToColumn(_ s: Int32, _ r: Int32) {
        markColumn(s)
        columns[Int(s)].append(r)
    }

    // MARK: Rows

    /// Puts `row` into the tableau with `basic` as its basic symbol.
    @discardableResult
    mutating func insertRow(_ row: Row, basic: Int32) -> Int32 {
        generation &+= 1
        let r: Int32
        if let free = freeRows.popLast() {
            journal.entries.append(.freeRowPopped(free))
            r = free
            saveRowWhole(r)
            rows[Int(r)] = row
            setRowBasic(r, basic)
        } else {
            r = Int32(rows.count)
            rows.append(row)
            rowBasic.append(basic)
            markRowSaved(r)  // a new row is undone by truncation
        }
        setRowOf(basic, r)
        // One entry for all the column appends: undone in reverse order, each column's last
        // entry is this row's (a later append has its own entry, undone first). None when every
        // symbol is newer than the savepoint (a rollback truncates their columns): the entry
        // would also share the row's storage, so the row's first change in place would copy it.
        if row.syms.contains(where: { $0 < symbolFloor }) {
            journal.entries.append(.columnsAppended(row, floor: symbolFloor))
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
        saveRowWhole(r)
        var row = rows[Int(r)]
        rows[Int(r)] = Row()
        row.compact()
        for s in row.syms { removeFromColumn(s, r) }
        setRowOf(rowBasic[Int(r)], -1)
        setRowBasic(r, -1)
        freeRows.append(r)
        journal.entries.append(.freeRowPushed)
        return row
    }

    /// Notes that row `r` no longer holds `s` (see ``staleRows``). The column entry stays until
    /// the column is compacted: a linear search per cancellation made pivots quadratic on long
    /// columns. A column is compacted once three quarters of it are stale (compacting at half
    /// stale was 9% of W5 and cost W4's long columns more than the stale entries, which a
    /// substitution skips after one look).
    private mutating func removeFromColumn(_ s: Int32, _ r: Int32) {
        let si = Int(s)
        markColumn(s)
        staleRows[si].append(r)
        compactIfMostlyStale(s)
    }

    /// Compacts column `s` once three quarters of its entries are stale (and more than eight).
    @inline(__always)
    private mutating func compactIfMostlyStale(_ s: Int32) {
        let si = Int(s)
        if staleRows[si].count > 8 && staleRows[si].count &* 4 > columns[si].count &* 3 { compactColumn(s) }
    }

    /// Drops the stale and repeated entries of a column: a row stays (once, where it first
    /// appears) if the column lists it more often than ``staleRows`` does. Looking the symbol up
    /// in each listed row instead (a binary search in a row elsewhere in memory per entry) was
    /// 40% of W4 and 28% of W7.
    private mutating func compactColumn(_ s: Int32) {
        saveColumnWhole(s)
        let si = Int(s)
        if rowCounts.count < rows.count { rowCounts.append(contentsOf: repeatElement(0, count: rows.count - rowCounts.count)) }
        var kept: [Int32] = []
        kept.reserveCapacity(columns[si].count - staleRows[si].count)
        rowCounts.withUnsafeMutableBufferPointer { counts in
            for r in columns[si] { counts[Int(r)] &+= 1 }
            for r in staleRows[si] { counts[Int(r)] &-= 1 }
            for r in columns[si] where counts[Int(r)] > 0 {
                counts[Int(r)] = 0
                kept.append(r)
            }
            for r in columns[si] { counts[Int(r)] = 0 }
            for r in staleRows[si] { counts[Int(r)] = 0 }
        }
        #if DEBUG
        var looked: [Int32] = [], seen: Set<Int32> = []
        for r in columns[si] where rows[Int(r)].coefficient(of: s) != 0 && seen.insert(r).inserted { looked.append(r) }
        precondition(kept == looked, "column \(s): counting kept rows \(kept), the rows hold it in \(looked)")
        #endif
        columns[si] = kept
        staleRows[si] = []
    }

    /// Empties column `s` and returns what it held (entries may be stale or repeated).
    private mutating func takeColumn(_ s: Int32) -> [Int32] {
        saveColumnWhole(s)
        let column = columns[Int(s)]
        columns[Int(s)] = []
        staleRows[Int(s)] = []
        return column
    }

    // MARK: Substitution and pivoting

    /// Replaces the parametric symbol `s` by `row` (an expression for it) in every row but
    /// `except` and in the objective. Restricted rows driven negative are noted as infeasible.
    mutating func substitute(_ s: Int32, with row: Row, except: Int32 = -1) {
        let targets = takeColumn(s)
        for r in targets where r != except {
            let c = rows[Int(r)].coefficient(of: s)
            if c == 0 { continue }
            addScaled(row, scale: c, toRow: r, replacing: s)
            let basic = rowBasic[Int(r)]
            if kinds[Int(basic)].isRestricted && isNegative(row: r) {
                infeasible.append(basic)
            }
        }
        substituteInObjective(s, with: row)
    }

    /// `rows[r] += scale · other`, with the cell of `s` (which `other` replaces) dropped, keeping
    /// the column index in step. A short `other` is applied in place, a long one merged.
    private mutating func addScaled(_ other: Row, scale: Double, toRow r: Int32, replacing s: Int32) {
        generation &+= 1
        rowUpdates &+= 1
        cellUpdates &+= other.syms.count
        let ri = Int(r)
        if other.syms.count &* 8 < rows[ri].syms.count {
            addScaledInPlace(other, scale: scale, toRow: r, replacing: s)
            return
        }
        let saved = rowIsSaved(r)
        let oldConstant = rows[ri].constant, oldMagnitude = rows[ri].magnitude, oldDead = rows[ri].dead
        rows[ri].constant += scale * other.constant
        rows[ri].noteAdded(reach: abs(scale) * other.magnitude)
        valueChanges.note(rowBasic[ri])
        // Emptied only when not empty: a removal through `replaceSubrange` costs as much as a
        // short merge, and most merges cancel nothing.
        if !added.isEmpty { added.removeAll(keepingCapacity: true) }
        if !removed.isEmpty { removed.removeAll(keepingCapacity: true) }
        // A short row saved since the savepoint (or new since it) is merged in its own storage
        // when that has room: no scratch arrays to swap, nothing to journal
        // (``Row/inPlaceMergeLimit``).
        if saved && rows[ri].syms.count &+ other.syms.count <= Row.inPlaceMergeLimit
            && rows[ri].mergeInPlace(other, scale: scale, skipping: s, added: &added, removed: &removed) {
            rows[ri].dead = 0
            noteMerged(row: r)
            return
        }
        var outS = scratchSyms, outC = scratchCoeffs
        scratchSyms = []; scratchCoeffs = []
        Row.merge(rows[ri].syms, rows[ri].coeffs, skipping: s, other.syms, other.coeffs, scale: scale,
                  into: &outS, &outC, added: &added, removed: &removed)
        swap(&rows[ri].syms, &outS)
        swap(&rows[ri].coeffs, &outC)
        rows[ri].dead = 0
        if saved {
            scratchSyms = outS; scratchCoeffs = outC
        } else {
            // The old cells go to the journal as they are: moved, not copied.
            var old = Row(constant: oldConstant)
            old.syms = outS; old.coeffs = outC; old.dead = oldDead; old.magnitude = oldMagnitude
            journal.entries.append(.row(r, old))
            markRowSaved(r)
        }
        noteMerged(row: r)
    }

    /// ``appendToColumn(_:_:)`` for each of `added` and ``removeFromColumn(_:_:)`` for each of
    /// `removed` (a merge's report for row `r`), with the column arrays borrowed once for all:
    /// an append through `columns[s]` checks the outer array's uniqueness each time, and a
    /// merge on a dashboard's long rows reports hundreds.
    private mutating func noteMerged(row r: Int32) {
        for a in added { markColumn(a) }
        for d in removed { markColumn(d) }
        columns.withUnsafeMutableBufferPointer { columns in
            for a in added { columns[Int(a)].append(r) }
        }
        staleRows.withUnsafeMutableBufferPointer { stale in
            for d in removed { stale[Int(d)].append(r) }
        }
        for d in removed { compactIfMostlyStale(d) }
    }

    /// The in-place form of ``addScaled(_:scale:toRow:replacing:)``: a binary search per cell of
    /// `other`. A cancelled cell becomes a tombstone instead of shifting the row, and a new
    /// symbol reuses a neighbouring tombstone when it can. Each cell change is journaled alone
    /// (unless the row was saved whole), so a long row is never copied for a short update.
    private mutating func addScaledInPlace(_ other: Row, scale: Double, toRow r: Int32, replacing s: Int32) {
        let ri = Int(r)
        let log = !rowIsSaved(r)
        if log { journal.entries.append(.rowScalars(row: r, constant: rows[ri].constant, magnitude: rows[ri].magnitude,
                                                    dead: rows[ri].dead)) }
        rows[ri].constant += scale * other.constant
        rows[ri].noteAdded(reach: abs(scale) * other.magnitude)
        valueChanges.note(rowBasic[ri])
        let p = Row.search(rows[ri].syms, s)
        if p < rows[ri].syms.count && rows[ri].syms[p] == s && rows[ri].coeffs[p] != 0 {
            if log { journal.entries.append(.cell(row: r, position: Int32(p), symbol: s, coefficient: rows[ri].coeffs[p])) }
            rows[ri].coeffs[p] = 0
            rows[ri].dead += 1
        }
        for j in other.syms.indices {
            let sym = other.syms[j]
            let v = scale * other.coeffs[j]
            if v == 0 { continue }
            let n = rows[ri].syms.count
            let p = Row.search(rows[ri].syms, sym)
            if p < n && rows[ri].syms[p] == sym {
                let old = rows[ri].coeffs[p]
                let new = old + v
                if log { journal.entries.append(.cell(row: r, position: Int32(p), symbol: sym, coefficient: old)) }
                if old == 0 {
                    rows[ri].coeffs[p] = new
                    rows[ri].dead -= 1
                    appendToColumn(sym, r)
                } else if Tolerance.cancels(new, old, v) {
                    rows[ri].coeffs[p] = 0
                    rows[ri].dead += 1
                    removeFromColumn(sym, r)
                } else {
                    rows[ri].coeffs[p] = new
                }
                continue
            }
            if p < n && rows[ri].coeffs[p] == 0 {
                if log { journal.entries.append(.cell(row: r, position: Int32(p), symbol: rows[ri].syms[p], coefficient: 0)) }
                rows[ri].syms[p] = sym; rows[ri].coeffs[p] = v; rows[ri].dead -= 1
            } else if p > 0 && rows[ri].coeffs[p - 1] == 0 {
                if log { journal.entries.append(.cell(row: r, position: Int32(p - 1), symbol: rows[ri].syms[p - 1], coefficient: 0)) }
                rows[ri].syms[p - 1] = sym; rows[ri].coeffs[p - 1] = v; rows[ri].dead -= 1
            } else {
                if log { journal.entries.append(.cellInserted(row: r, position: Int32(p))) }
                rows[ri].syms.insert(sym, at: p)
                rows[ri].coeffs.insert(v, at: p)
            }
            appendToColumn(sym, r)
        }
        if rows[ri].dead > 8 && Int(rows[ri].dead) &* 2 > rows[ri].syms.count {
            saveRowWhole(r)
            rows[ri].compact()
        }
    }

    /// Makes `entering` basic in row `r`, whose basic symbol leaves, and substitutes it out of
    /// every other row and the objective. `zeroingRounding`: the row's constant is rounding of
    /// a zero (the primal simplex's `enter` decides), and the row is pivoted from zero; the
    /// journal holds the row as it was.
    mutating func pivot(row r: Int32, entering: Int32, zeroingRounding: Bool = false) {
        generation &+= 1
        pivotsSinceRefresh &+= 1
        saveRowWhole(r)
        let leaving = rowBasic[Int(r)]
        var row = rows[Int(r)]
        rows[Int(r)] = Row()
        row.compact()
        if zeroingRounding { row.constant = 0 }
        noteConditioning(largest: row.solve(for: entering, replacing: leaving))
        rows[Int(r)] = row
        setRowBasic(r, entering)
        setRowOf(entering, r)
        setRowOf(leaving, -1)
        appendToColumn(leaving, r)
        substitute(entering, with: row, except: r)
    }

    /// Sets the cell of `s` in row `r` to `value` (0 removes it), journaled: a column refined
    /// against the constraints as written (`Tableau+Repricing.swift`).
    mutating func setCell(row r: Int32, _ s: Int32, _ value: Double) {
        generation &+= 1
        saveRowWhole(r)
        var row = rows[Int(r)]
        rows[Int(r)] = Row()
        row.compact()
        let had = row.coefficient(of: s) != 0
        row.remove(s)
        row.add(s, value)
        let has = row.coefficient(of: s) != 0
        rows[Int(r)] = row
        if !had && has { appendToColumn(s, r) }
        if had && !has { removeFromColumn(s, r) }
    }

    /// Notes the largest cell of a pivot's row solved for its new subject (see ``growth``):
    /// above 1 / ``Tolerance/illConditionedPivot``, the subject's cell was below that fraction
    /// of the row's largest, and the tableau is ``illConditioned``.
    @inline(__always)
    mutating func noteConditioning(largest: Double) {
        if largest > growth { growth = largest }
    }

    /// Removes every trace of the parametric symbol `s`: its cells in rows and the objective.
    mutating func purge(_ s: Int32) {
        generation &+= 1
        let si = Int(s)
        if rowOf[si] >= 0 { _ = removeRow(rowOf[si]) }
        for r in takeColumn(s) where rows[Int(r)].coefficient(of: s) != 0 {
            saveRowWhole(r)
            rows[Int(r)].remove(s)
            rows[Int(r)].compact()
        }
        for l in objective.levels.indices where objective.levels[l].coeffs[si] != 0 {
            setObjectiveCoefficient(level: l, s, 0)
        }
    }

    // MARK: Constants

    /// Adds `delta` to row `r`'s constant.
    mutating func shiftConstant(ofRow r: Int32, by delta: Double) {
        let ri = Int(r)
        journal.entries.append(.rowScalars(row: r, constant: rows[ri].constant, magnitude: rows[ri].magnitude,
                                           dead: rows[ri].dead))
        rows[ri].constant += delta
        rows[ri].noteAdded(reach: abs(delta))
        valueChanges.note(rowBasic[ri])
    }

    /// Adds `delta · coeffs[i]` to the constant of each row in `targets`, noting the restricted
    /// ones (the first `restrictedCount`, basic `basics[i]`) that go negative. The old constants
    /// are kept in a scratch buffer and journaled only if a row went negative: otherwise
    /// nothing that follows can fail, and the common suggestion costs no journal at all. Only
    /// the restricted rows are judged, so the cache lists them first and the rest of the rows
    /// (a layout's positions and sizes, most of them) take the shift without a test of their
    /// kind or sign.
    ///
    /// A sum rounds relative to its result, so a row's ``Row/magnitude`` must stay at least its
    /// constant's size. When a constant outgrows it, it is set to twice the constant, not the
    /// constant: a window dragged wider then rewrites it a handful of times instead of at every
    /// step (writing it at every step made W2 at N=1000 about 45 % slower; the rare growths
    /// are noted in two scratch buffers, not appended), and a threshold relative to it does
    /// not care for a factor of two.
    mutating func shiftConstants(_ targets: [Int32], _ coeffs: [Double], _ basics: [Int32], restrictedCount: Int,
                                 by delta: Double) {
        let scale = valueScale
        let n = targets.count
        if oldConstants.count < n {
            oldConstants.append(contentsOf: repeatElement(0, count: n - oldConstants.count))
            grownAt.append(contentsOf: repeatElement(0, count: n - grownAt.count))
            grownFrom.append(contentsOf: repeatElement(0, count: n - grownFrom.count))
        }
        var anyNegative = false
        var grown = 0
        targets.withUnsafeBufferPointer { targets in
            coeffs.withUnsafeBufferPointer { coeffs in
                oldConstants.withUnsafeMutableBufferPointer { old in
                    grownAt.withUnsafeMutableBufferPointer { grownAt in
                        grownFrom.withUnsafeMutableBufferPointer { grownFrom in
                            rows.withUnsafeMutableBufferPointer { rows in
                                /// Shifts row `i` of the list; its new constant and the
                                /// magnitude it is judged at.
                                @inline(__always) func shift(_ i: Int) -> (Double, Double) {
                                    let r = Int(targets[i])
                                    let before = rows[r].constant
                                    old[i] = before
                                    let constant = before + delta * coeffs[i]
                                    rows[r].constant = constant
                                    let magnitude = rows[r].magnitude
                                    if abs(constant) > magnitude {
                                        grownAt[grown] = targets[i]
                                        grownFrom[grown] = magnitude
                                        grown += 1
                                        rows[r].magnitude = 2 * abs(constant)
                                    }
                                    return (constant, magnitude)
                                }
                                for i in 0..<restrictedCount {
                                    let (constant, magnitude) = shift(i)
                                    if Tolerance.isInfeasible(constant, scale: min(scale, magnitude)) { anyNegative = true }
                                }
                                for i in restrictedCount..<n { _ = shift(i) }
                            }
                        }
                    }
                }
            }
        }
        basics.withUnsafeBufferPointer { valueChanges.note(contentsOf: $0, symbolCount: kinds.count) }
        guard anyNegative else { return }
        for i in 0..<restrictedCount where isNegative(row: targets[i]) {
            infeasible.append(basics[i])
        }
        journal.entries.append(.constants(targets, Array(oldConstants[0..<n]),
                                          Array(zip(grownAt[0..<grown], grownFrom[0..<grown]))))
    }

    // MARK: Objective

    /// The index of the objective level with `priority`, created if needed.
    mutating func objectiveLevel(for priority: Double) -> Int {
        if let l = objective.existingLevel(for: priority) { return l }
        journal.entries.append(.levelAdded)
        costEdits &+= 1
        return objective.appendLevel(priority: priority, symbolCount: kinds.count)
    }

    /// Removes the most recently created objective level (phase one's).
    mutating func removeLastObjectiveLevel() {
        journal.entries.append(.levelRemoved(objective.removeLastLevel()))
        costEdits &+= 1
    }

    /// Raises `level`'s scale to cover `weight`, the weight of a constraint at that level (for
    /// phase one's level, the largest coefficient of the artificial row): reduced costs are
    /// noise below ``Tolerance/optimality`` times it. Not the coefficients the level held: a
    /// transient huge one would make every real reduced cost look like noise.
    mutating func noteObjectiveWeight(level: Int, _ weight: Double) {
        guard abs(weight) > objective.levels[level].scale else { return }
        if !levelIsSaved(level) && markLevel(level, constant: false) {
            journal.entries.append(.objectiveScale(level: Int32(level), value: objective.levels[level].scale))
        }
        objective.setScale(level: level, abs(weight))
        costEdits &+= 1
    }

    /// Sets the objective coefficient of `s` at `level`. With `noting` false the caller
    /// promises to call ``noteObjectiveChange(_:)`` for `s` itself once it has changed every
    /// level (a substitution changes the same symbols at many levels: noting each change would
    /// read every level each time).
    mutating func setObjectiveCoefficient(level: Int, _ s: Int32, _ value: Double, noting: Bool = true) {
        if s < symbolFloor { saveObjectiveCoefficient(level: level, s) }
        objective.setCoefficient(level: level, s, value)
        costEdits &+= 1
        if noting { noteObjectiveChange(s) }
    }

    /// Whether objective level `level` was saved whole in this epoch.
    @inline(__always)
    private func levelIsSaved(_ level: Int) -> Bool {
        level < journal.levelMarks.count && journal.levelMarks[level].savedEpoch == journal.epoch
    }

    /// Marks `level`'s constant (or scale) as journaled in this epoch; whether it was not yet,
    /// so that the caller must journal it now.
    @inline(__always)
    private mutating func markLevel(_ level: Int, constant: Bool) -> Bool {
        while journal.levelMarks.count <= level { journal.levelMarks.append(UndoJournal.LevelMarks()) }
        let epoch = journal.epoch
        if constant {
            if journal.levelMarks[level].constantEpoch == epoch { return false }
            journal.levelMarks[level].constantEpoch = epoch
        } else {
            if journal.levelMarks[level].scaleEpoch == epoch { return false }
            journal.levelMarks[level].scaleEpoch = epoch
        }
        return true
    }

    /// Journals the coefficient of `s` at `level` before it changes: one entry per coefficient
    /// until the call has journaled an eighth of the level's symbols, then the level whole,
    /// once per epoch (W5's dense pivots journaled 14,000 coefficients per remove-and-add pair
    /// where its whole objective holds 11,000).
    @inline(__always)
    private mutating func saveObjectiveCoefficient(level: Int, _ s: Int32) {
        while journal.levelMarks.count <= level { journal.levelMarks.append(UndoJournal.LevelMarks()) }
        let epoch = journal.epoch
        var marks = journal.levelMarks[level]
        if marks.savedEpoch == epoch { return }
        if marks.countedEpoch != epoch {
            marks.countedEpoch = epoch
            marks.cells = 0
        }
        marks.cells &+= 1
        let whole = Int(marks.cells) &* 8 > kinds.count
        if whole { marks.savedEpoch = epoch }
        journal.levelMarks[level] = marks
        journal.entries.append(whole ? .level(Int32(level), objective.levels[level])
                                     : .objectiveCoefficient(level: Int32(level), symbol: s,
                                                             value: objective.levels[level].coeffs[Int(s)]))
    }

    /// Adds `delta` to the objective coefficient of `s` at `level`.
    mutating func addToObjective(level: Int, _ s: Int32, _ delta: Double, noting: Bool = true) {
        let old = objective.levels[level].coeffs[Int(s)]
        var c = old + delta
        if Tolerance.cancels(c, old, delta) { c = 0 }
        setObjectiveCoefficient(level: level, s, c, noting: noting)
    }

    /// Sets objective `level`'s constant (its value).
    mutating func setObjectiveConstant(level: Int, _ value: Double) {
        if !levelIsSaved(level) && markLevel(level, constant: true) {
            journal.entries.append(.objectiveConstant(level: Int32(level), value: objective.levels[level].constant))
        }
        objective.setConstant(level: level, value)
    }

    /// Sets the level and weight `s` is weighed with in the objective (level -1: none).
    mutating func setCost(_ s: Int32, level: Int, weight: Double) {
        if s < symbolFloor {
            journal.entries.append(.cost(symbol: s, level: objective.costLevel[Int(s)], weight: objective.costWeight[Int(s)]))
        }
        objective.setCost(s, level: Int32(level), weight: weight)
    }

    /// Marks the objective as recomputed from the rows just now.
    mutating func noteObjectiveRefreshed() {
        pivotsSinceRefresh = 0
    }

    /// Adds `scale · row` to the objective at `level` (see `noting` at
    /// ``setObjectiveCoefficient(level:_:_:noting:)``).
    mutating func addToObjective(level: Int, _ row: Row, scale: Double, noting: Bool = true) {
        setObjectiveConstant(level: level, objective.levels[level].constant + scale * row.constant)
        guard !noting else {
            for i in row.syms.indices where row.coeffs[i] != 0 {
                addToObjective(level: level, row.syms[i], scale * row.coeffs[i])
            }
            return
        }
        // Unnoted (a pivot's substitution, which notes the row's symbols once for every
        // level): the coefficients journaled first, then summed in one pass over the level.
        for i in row.syms.indices where row.coeffs[i] != 0 && row.syms[i] < symbolFloor {
            saveObjectiveCoefficient(level: level, row.syms[i])
        }
        costEdits &+= objective.addScaled(row.syms, row.coeffs, scale: scale, toLevel: level)
    }

    /// Replaces parametric `s` by `row` in every level of the objective.
    mutating func substituteInObjective(_ s: Int32, with row: Row) {
        var changed = false
        for l in objective.levels.indices {
            let c = objective.levels[l].coeffs[Int(s)]
            if c == 0 { continue }
            changed = true
            setObjectiveCoefficient(level: l, s, 0, noting: false)
            addToObjective(level: l, row, scale: c, noting: false)
        }
        guard changed else { return }
        noteObjectiveChange(s)
        for sym in row.syms { noteObjectiveChange(sym) }
    }

    /// Keeps the candidate heap complete: every parametric symbol that can improve the
    /// objective (``canImprove(_:)``) is always in it. The heap is derived state: a rollback
    /// refills it from the coefficients.
    @inline(__always)
    mutating func noteObjectiveChange(_ s: Int32) {
        let si = Int(s)
        guard !objective.inHeap[si] && rowOf[si] < 0 && kinds[si].canEnter else { return }
        let candidacy = objective.candidacy(of: s, restricted: kinds[si].isRestricted)
        if candidacy.improves {
            objective.push(s)
        } else if candidacy.faint || (kinds[si] == .slack && isFaintNextToItsColumn(s)) {
            noteHintedMove(s)
        }
    }

    /// The largest cell of parametric `s`'s column, capped at `limit` (the walk stops there):
    /// how far a unit of `s` moves the symbols that depend on it, where that is less.
    func columnReach(of s: Int32, below limit: Double = 1) -> Double {
        var largest = 0.0
        for r in columns[Int(s)] where rowBasic[Int(r)] >= 0 {
            largest = max(largest, abs(rows[Int(r)].coefficient(of: s)))
            if largest >= limit { return limit }
        }
        return largest
    }

    /// Whether slack `s`, whose costs are all below their levels' noise thresholds and none
    /// beyond ``Tolerance/cancellation`` of its level's scale (so not faint in
    /// ``Objective/candidacy(of:restricted:)``), has an improving cost at the highest level
    /// where it is beyond the noise threshold times the slack's column reach
    /// (``columnReach(of:below:)``). A slack has no cost of its own: its cost is the level's
    /// weights times its column's cells, and so is the rounding in it. In a constraint whose
    /// coefficients are large, a unit of its slack moves the variables by little: fuzz seed
    /// 249 (coefficients of 2.4e7 and 4.8e7) gave a slack cells of 4.2e-8 and below and a cost
    /// of -5.6e-13 next to a weight of 4, real: the move it asks for, by 7.9e13, takes x0 to
    /// 3.3e6 and priority 1 from 44.26 to its optimum 0. Such a cost is hinted like a faint
    /// one, so the solver confirms it from the constraints and keeps the move only if the
    /// answer is better (`SolverCore.followHintedMoves()`). Only a reach below
    /// ``Tolerance/cancellation`` over ``Tolerance/optimality`` (1e-2) can add a hint, and the
    /// walk down the column stops at the first cell that shows the cost is noise next to it:
    /// walked in full for every slack whose cost is below noise and not zero, the columns of
    /// random many-priority systems (W5X at 60 variables, 160 constraints, 3 levels) made a
    /// churn pair 25-40% slower; with the stop, the time is within the machine's noise.
    func isFaintNextToItsColumn(_ s: Int32) -> Bool {
        // The reach a cost needs to be real next to at some level (below its noise threshold
        // over the cost): the walk down the column stops as soon as a cell reaches it.
        var needed = 0.0
        for l in objective.order {
            let c = objective.levels[l].coeffs[Int(s)]
            if c == 0 { continue }
            let noise = objective.noiseThreshold(level: l)
            if abs(c) > noise { return false }
            needed = max(needed, abs(c) / noise)
        }
        guard needed > 0 else { return false }
        let reach = columnReach(of: s, below: needed)
        for l in objective.order {
            let c = objective.levels[l].coeffs[Int(s)]
            if abs(c) > objective.noiseThreshold(level: l) * reach { return c < 0 }
        }
        return false
    }

    /// Re-examines every symbol for the heap (after phase one's level was removed).
    mutating func rebuildCandidates() {
        for s in 0..<Int32(symbolCount) { noteObjectiveChange(s) }
    }

    /// The next entering candidate: the smallest parametric symbol that can improve.
    mutating func popEntering() -> Int32? {
        while let s = objective.popMin() {
            if rowOf[Int(s)] < 0 && canImprove(s) { return s }
        }
        return nil
    }

    /// Partial pricing's next entering candidate: the candidates of `pool` that can still
    /// improve, topped up from the heap (smallest ids first) to `window` (``pricingWindow``, or
    /// every candidate once the run has stalled; see ``fullPricingAfter``), and of those
    /// the one whose reduced cost is beyond `cycles`' noise at the highest level, steepest at
    /// that level, ties to the smaller id. It leaves the pool; the others stay in it, out of
    /// the heap, for the next choice (the pool and the heap together hold every candidate).
    /// Nil when no candidate is left.
    mutating func popSteepestEntering(pool: inout [Int32], cycles: CycleGuard, window: Int = pricingWindow) -> Int32? {
        // A loop, not `removeAll(where:)`: a closure would take a copy of the whole tableau.
        var kept = 0
        for i in pool.indices where rowOf[Int(pool[i])] < 0 && canImprove(pool[i]) {
            pool[kept] = pool[i]
            kept += 1
        }
        pool.removeSubrange(kept...)
        while pool.count < window, let s = objective.popMin() {
            if rowOf[Int(s)] < 0 && canImprove(s) && !pool.contains(s) { pool.append(s) }
        }
        var best = -1, bestRank = Int.max, bestGain = 0.0
        for (i, s) in pool.enumerated() {
            for (rank, l) in objective.order.enumerated() {
                if rank > bestRank { break }
                let gain = abs(objective.levels[l].coeffs[Int(s)])
                guard gain > cycles.noise(Tolerance.optimality * objective.levels[l].scale, l) else { continue }
                if rank < bestRank || gain > bestGain || (gain == bestGain && s < pool[best]) {
                    best = i; bestRank = rank; bestGain = gain
                }
                break
            }
        }
        // None beyond the guard's raised noise: the first is passed to the caller, which
        // drops it as it drops any such candidate, and so are the others.
        guard best >= 0 else { defer { pool.removeAll(keepingCapacity: true) }; return pool.first }
        return pool.remove(at: best)
    }

    /// Notes that ``enter`` refused `s`'s move for a worsening above (see ``refusedMoves``).
    mutating func noteRefusedMove(_ s: Int32) {
        if !refusedMoves.contains(s) { refusedMoves.append(s) }
    }

    /// The refused moves (``refusedMoves``) whose symbols still exist and could still enter,
    /// smallest ids first, at most `limit`; the list is emptied.
    mutating func takeRefusedMoves(limit: Int) -> [Int32] {
        // Almost always empty (layouts never refuse a move): no allocation then.
        guard !refusedMoves.isEmpty else { return [] }
        defer { refusedMoves.removeAll() }
        let open = refusedMoves.filter { Int($0) < kinds.count && rowOf[Int($0)] < 0 && kinds[Int($0)].canEnter }.sorted()
        return Array(open.prefix(limit))
    }

    /// How many hinted moves are kept between calls: a handful is what one call leaves (the
    /// fuzz's cases left one or two); more would be noise of a grown tableau.
    static let hintLimit = 16

    /// Whether a move was hinted since the hints were last taken.
    var hasHintedMoves: Bool { !hintedMoves.isEmpty }

    /// Notes a move for the solver to try (see ``hintedMoves``).
    mutating func noteHintedMove(_ s: Int32, doubtful: Bool = false) {
        if doubtful && !doubtfulHints.contains(s) { doubtfulHints.append(s) }
        guard hintedMoves.count < Self.hintLimit, !hintedMoves.contains(s) else { return }
        hintedMoves.append(s)
    }

    /// The hinted moves whose symbols still exist and are parametric, each with the highest
    /// level at which its reduced cost summed afresh from its column
    /// (``columnCost(of:level:)``) is not zero as a number (for a slack, next to its column;
    /// see ``isFaintNextToItsColumn(_:)``), and that cost, where it improves;
    /// smallest ids first, at most `limit`; the list is emptied. The column, not the objective:
    /// the objective's coefficient may be one the simplex cleared as noise. A doubtful hint
    /// (``doubtfulHints``) whose symbol a later pivot made basic passes, doubtful, to the
    /// parametric symbols of its row, one of which now makes its move (fuzz seed 7157: the dual
    /// simplex, restoring a row left negative by rounding, entered the hinted symbol, and its
    /// level stayed at 146 where 0 was reachable).
    mutating func takeHintedMoves(limit: Int) -> [(symbol: Int32, level: Int, cost: Double, doubtful: Bool)] {
        guard !hintedMoves.isEmpty else { return [] }
        let doubtful = doubtfulHints
        defer {
            hintedMoves.removeAll()
            doubtfulHints.removeAll()
        }
        var open: [(symbol: Int32, level: Int, cost: Double, doubtful: Bool)] = []
        var candidates = Set(hintedMoves)
        var doubtfulSymbols = Set(doubtful)
        for s in doubtful where Int(s) < kinds.count && rowOf[Int(s)] >= 0 {
            for t in rows[Int(rowOf[Int(s)])].syms where Int(t) < kinds.count && rowOf[Int(t)] < 0 {
                candidates.insert(t)
                doubtfulSymbols.insert(t)
            }
        }
        for s in candidates.sorted() where Int(s) < kinds.count && rowOf[Int(s)] < 0 && kinds[Int(s)].canEnter {
            for l in objective.order where l != phaseOneLevel {
                let cost = columnCost(of: s, level: l)
                // A slack's floor is its column's reach times the level's (see
                // ``isFaintNextToItsColumn(_:)``); only such a slack's hint walks its column.
                let reach = kinds[Int(s)] == .slack ? columnReach(of: s) : 1
                guard abs(cost) > Tolerance.cancellation * objective.levels[l].scale * reach else { continue }
                if cost < 0 || !kinds[Int(s)].isRestricted { open.append((s, l, cost, doubtfulSymbols.contains(s))) }
                break
            }
            if open.count == limit { break }
        }
        return open
    }

    /// Forgets the hinted moves (after the solver tried them and kept nothing).
    mutating func dropHintedMoves() {
        hintedMoves.removeAll()
        doubtfulHints.removeAll()
    }

    /// Puts the candidates of partial pricing's pool back in the heap, for Bland's rule.
    mutating func returnToCandidates(_ pool: inout [Int32]) {
        for s in pool where !objective.inHeap[Int(s)] { objective.push(s) }
        pool.removeAll(keepingCapacity: true)
    }

    /// Whether parametric `s` can improve the objective: a restricted symbol with a
    /// lexicographically negative reduced cost, or an external one with any cost beyond noise.
    /// Dummies never can: they are fixed at zero.
    @inline(__always)
    func canImprove(_ s: Int32) -> Bool {
        let kind = kinds[Int(s)]
        guard kind.canEnter else { return false }
        let sign = objective.sign(of: s)
        return kind.isRestricted ? sign < 0 : sign != 0
    }
}
