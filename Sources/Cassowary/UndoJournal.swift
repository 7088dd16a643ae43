/// The undo log of a ``Tableau``: every change since the oldest open savepoint, oldest first,
/// each recorded as what it overwrote. Undoing the entries in reverse returns the tableau to
/// exactly the state it had (the same bits in the same places), which is what lets every
/// ``Solver`` call that throws leave the solver as it was.
///
/// Entries are written only by the mutation primitives in `Tableau.swift`, which are the only
/// code allowed to change the tableau's storage (it is `private(set)`), so no change can go
/// unrecorded.
struct UndoJournal {
    /// What one change overwrote.
    enum Entry {
        /// Row `r` as it was (moved here when the row was replaced, or copied before a rewrite).
        case row(Int32, Row)
        /// The cell at `position` of row `r` held `symbol` with `coefficient` (or a tombstone).
        case cell(row: Int32, position: Int32, symbol: Int32, coefficient: Double)
        /// A cell was inserted at `position` of row `r`.
        case cellInserted(row: Int32, position: Int32)
        /// Row `r`'s constant, its magnitude and its tombstone count.
        case rowScalars(row: Int32, constant: Double, magnitude: Double, dead: Int32)
        /// The constants of several rows, and (row, old magnitude) for each whose magnitude
        /// grew (a suggestion that made a row infeasible).
        case constants([Int32], [Double], [(Int32, Double)])
        /// A column's entries and stale rows, as they were before it was rewritten.
        case column(Int32, [Int32], stale: [Int32])
        /// A column's length and stale count before its first append or stale entry in the
        /// epoch: undone by truncating the column and its stale rows back to those lengths.
        /// Between whole saves both only grow at their ends, so one entry per column per call
        /// serves for all its appends (a suggestion on a 5,000-variable form journaled 15
        /// million appends, 600 MB, one by one).
        case columnMark(Int32, count: Int32, stale: Int32)
        /// This row was inserted: one entry was appended to the column of each of its cells
        /// (undone for symbols below `floor`, the others being truncated).
        case columnsAppended(Row, floor: Int32)
        /// `rowOf[symbol]`.
        case rowOf(symbol: Int32, row: Int32)
        /// `rowBasic[row]`.
        case rowBasic(row: Int32, basic: Int32)
        /// A row number was pushed onto the free list.
        case freeRowPushed
        /// A row number was popped from the free list.
        case freeRowPopped(Int32)
        /// An objective coefficient.
        case objectiveCoefficient(level: Int32, symbol: Int32, value: Double)
        /// An objective level (coefficients, constant, scale), saved whole once a call had
        /// changed many of its coefficients (a dense substitution touches most of a level: one
        /// copy of the level costs less than an entry per coefficient).
        case level(Int32, Objective.Level)
        /// A symbol's level and weight in the objective.
        case cost(symbol: Int32, level: Int32, weight: Double)
        /// An objective level's constant.
        case objectiveConstant(level: Int32, value: Double)
        /// An objective level's scale.
        case objectiveScale(level: Int32, value: Double)
        /// A level was appended to the objective.
        case levelAdded
        /// The last level was removed; this is it.
        case levelRemoved(Objective.Level)
        /// The tableau's value scale.
        case valueScale(Double)
    }

    var entries: [Entry] = []
    /// Bumped at every savepoint: a row or column saved whole is saved once per epoch, and
    /// changes to it after that need no entry of their own.
    var epoch: UInt32 = 1
    /// The epoch in which each row (by row number) was last saved whole.
    var rowEpoch: [UInt32] = []
    /// The epoch in which each column (by symbol) was last saved whole.
    var columnEpoch: [UInt32] = []
    /// The epoch in which each column (by symbol) was last marked (``Entry/columnMark(_:count:stale:)``).
    var columnMarkEpoch: [UInt32] = []
    /// For each objective level (by index): the epoch in which it was last saved whole, and how
    /// many of its coefficients were journaled one by one in the epoch `countedEpoch` (past an
    /// eighth of the symbols the level is saved whole), and the epochs in which its constant and
    /// its scale were last journaled (each is journaled once per epoch: the value it had first is
    /// the one a rollback needs; a build substitutes into a level's constant thousands of times).
    struct LevelMarks {
        var savedEpoch: UInt32 = 0
        var countedEpoch: UInt32 = 0
        var cells: Int32 = 0
        var constantEpoch: UInt32 = 0
        var scaleEpoch: UInt32 = 0
    }
    var levelMarks: [LevelMarks] = []
}

/// A point a ``Tableau`` can roll back to: where the journal stood and the sizes of the
/// append-only arrays.
struct Savepoint {
    let entryCount: Int
    let rowCount: Int
    let symbolCount: Int
    /// ``Tableau/pivotsSinceRefresh``: when the objective is next recomputed decides noise-level
    /// choices, so a call that is undone must not move it.
    let pivotsSinceRefresh: Int
    /// ``Tableau/growth``: it decides whether answers are checked and tableaus rebuilt,
    /// so a call that is undone must not raise it (fuzz seed 4213: a refused add marked the
    /// tableau ill-conditioned, a later call rebuilt it, and the answers parted from the
    /// solver that never saw the refused add).
    let growth: Double
    /// ``Tableau/rowUpdates``: the solver's second opinions wait on it (see
    /// `SolverCore.secondOpinionAt`), so a call that is undone must not advance it.
    let rowUpdates: Int
    /// ``Tableau/cellUpdates``: when the solver next rebuilds its rows decides later answers'
    /// rounding, so a call that is undone must not advance it.
    let cellUpdates: Int
    /// The candidate heap (`Objective.heap`): a rollback restores it as it was, not rebuilt
    /// from the objective, whose candidates can come out in another set (fuzz seed 5844: after
    /// a refused add, the next suggestion pivoted differently and its answer differed in the
    /// last bits from the solver that never saw the add). Saving it costs a reference, and an
    /// empty heap (the usual case between calls) is saved as the empty array, so the heap's
    /// buffer stays unshared and the call's pushes copy nothing.
    let heap: [Int32]
}
