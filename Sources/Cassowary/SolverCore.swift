/// The solver's state and logic, as a struct so that a public call on ``Solver`` costs one
/// exclusivity check instead of one per stored property touched. Read-only methods are marked
/// `mutating` too: called through the class's stored property, that borrows the struct in
/// place instead of copying it.
///
/// Every call that changes the tableau runs inside a savepoint: if anything throws, the tableau
/// is rolled back exactly and the bookkeeping here is changed only after the tableau succeeded,
/// so a throwing call leaves no trace.
struct SolverCore {
    private struct ConstraintRecord {
        let constraint: Constraint
        var tag: Tag
        /// Set for the constraint behind an edit variable.
        var editVariable: Variable?
        /// Set for a required constraint a tableau refused and ``PreciseFeasibility`` found
        /// satisfiable: every tableau adds it accepting its leftover (see
        /// ``Tableau/add(terms:constant:relation:strength:optimizing:acceptingLeftover:)``).
        var acceptsLeftover = false
        /// The constant of the expression the solver holds: the constraint's own until
        /// ``SolverCore/changeConstant(of:to:)`` changes it.
        var constant: Double

        init(constraint: Constraint, tag: Tag, editVariable: Variable? = nil, acceptsLeftover: Bool = false) {
            self.constraint = constraint
            self.tag = tag
            self.editVariable = editVariable
            self.acceptsLeftover = acceptsLeftover
            constant = constraint.expression.constant
        }

        /// Whether the constraint is one of the required ones a refusal can be explained by:
        /// required, and not an edit constraint (whose constant is the suggestion).
        var isRequiredRow: Bool { Self.isRequiredRow(constraint, isEdit: editVariable != nil) }

        /// ``isRequiredRow`` of a record holding `constraint`, an edit constraint or not.
        static func isRequiredRow(_ constraint: Constraint, isEdit: Bool) -> Bool {
            !isEdit && constraint.strength.isRequired
        }

        /// Appends the constraint as held to `rows`, its variables numbered by `slots` from 1:
        /// as a row, or as a retired row without terms when it is not ``isRequiredRow`` or
        /// has a variable `slots` does not know (every held constraint's variables are
        /// registered; were one not, its row is left out: a proof among fewer constraints is
        /// still a proof, never one cut short).
        /// The row waits for ``FlatConstraints/linkOpenRows()`` to be linked. Static, on the
        /// record's fields: a record read in place from an array is copied to call its methods.
        static func appendRow(of constraint: Constraint, constant: Double, isRequiredRow: Bool,
                              to rows: inout FlatConstraints, numbering slots: IdMap) {
            guard isRequiredRow else {
                rows.endRow(constant: constant, relation: constraint.relation, retired: true, linking: false)
                return
            }
            // Through the buffer: a term read in place costs no reference count on its variable.
            let known = constraint.expression.terms.withUnsafeBufferPointer { terms in
                for i in terms.indices {
                    guard let v = slots.slot(for: terms[i].variable.id) else { return false }
                    rows.appendTerm(coordinate: v + 1, coefficient: terms[i].coefficient)
                }
                return true
            }
            if !known { rows.dropOpenRow() }
            rows.endRow(constant: constant, relation: constraint.relation, retired: !known, linking: false)
        }

        /// The constraint as the solver holds it: itself, or a copy with the changed constant.
        var held: Constraint {
            constant == constraint.expression.constant ? constraint
                : Constraint(Expression(constraint.expression.terms, constant: constant), constraint.relation,
                             strength: constraint.strength)
        }
    }

    private struct EditRecord {
        let variable: Variable
        let constraint: Constraint
    }

    private(set) var tableau: Tableau

    /// Calls whose simplex ran away (out of its pivot budget, or in a cycle that was no
    /// rounding) and were redone on a fresh tableau; for tests and diagnostics.
    private(set) var runawayCalls = 0
    /// The ``Tableau/growth`` the tableau had when it was built fresh or last compared with a
    /// fresh tableau (see ``repairIfDrifted()``). A second opinion is asked only once the growth
    /// passes both ``Tolerance/untrustedGrowth`` and ten times this: a fresh tableau can itself
    /// start above the mark (5.8e8 in fuzz seed 4826), and rebuilding it whenever a call grew
    /// it a little would rebuild on every call. A removal in place forgets it: a fresh tableau
    /// of the smaller system may not grow at all. Fuzz seed 6066 at 100 times the `make test`
    /// budget: removing a required equality (k[32], x0 = 92.04) first rebuilt the tableau to
    /// track equalities, and that fresh tableau, with k[32] and k[34] in, grew 1.1e10 times;
    /// removing both left its rows, and their drift, in place with no second opinion asked (a
    /// fresh tableau of what was left grows 1e4 times), and the next add left priority 5 at
    /// 8,676 where 0 is the optimum.
    private var secondOpinionGrowth = 0.0
    /// The tableau's ``Tableau/rowUpdates`` when ``repairIfDrifted()`` last asked a fresh
    /// tableau for a second opinion on an answer that held every required constraint (drifted
    /// rows, untrusted growth) and the rebuilt answer was no better; nil when it was better (the
    /// doubt was right, and may be raised again at once). A system can be ill-conditioned by
    /// itself, so that every tableau built from it, the fresh one included, raises the same
    /// doubt after the next call: a differential stress run against kiwi (required equalities
    /// combined with multipliers of 1e-3 to 1e3) rebuilt its 3,000-row tableau after 53 calls,
    /// keeping each rebuild. Until the tableau has rewritten as many rows as it holds since,
    /// the question is not asked again, so these checks cost at most about the work they guard.
    /// A broken required constraint is repaired whenever it is seen.
    private var secondOpinionAt: Int?
    /// Whether the last incremental add (``addIncrementally``) was refused because its row
    /// looked like a combination of the required equalities present that this untracked
    /// tableau could not confirm (``Tableau/doubtfulCombination(_:)``): its caller switches to
    /// tracking equalities, whose dummies show what the row combines, and adds it again
    /// (``settleFailedAdd(_:error:refusalMarkers:tracking:)``).
    private var refusalNeedsTracking = false
    /// Rebuilds ``repairIfDrifted()`` made, kept or not; for tests.
    private(set) var driftRepairs = 0
    /// How many refinement rounds were kept (``refineAnswer()``); for tests.
    private(set) var refinements = 0
    /// How many repricing rounds were kept (``repriceNoiseBlocked()``); for tests.
    private(set) var repricings = 0
    /// Calls whose hinted moves were taken and kept (``followHintedMoves()``); for tests.
    private(set) var hintedMovesKept = 0
    /// The tableau's ``Tableau/generation`` and ``Tableau/costEdits`` when the hinted moves
    /// ``followHintedMoves()`` last tried were not kept: until the cells, the basis or the
    /// costs change, the same moves would be tried and undone again.
    private var hintsTried: (generation: Int, costEdits: Int)?
    /// Rebuilds pivoted straight into the basis of the tableau they replaced
    /// (``warmBasis(in:symbols:tags:)``), refactorizations (``refactorizations``) not counted;
    /// for tests.
    private(set) var warmStarts = 0
    /// The tableau's ``Tableau/cellUpdates`` and live cells when its rows were last built
    /// fresh, or when a refactorization last gave up: when the next is due (``refactorIfDue()``).
    private var refactorMark = (work: 0, cells: 0)
    /// Refactorizations kept (``refactorIfDue()``); for tests.
    private(set) var refactorizations = 0
    /// Batches whose final optimisation passed its work ceiling or failed, and that were added
    /// again one constraint at a time (``addConstraints(_:optimizingEach:)``); for tests.
    private(set) var batchesAddedOneByOne = 0
    /// Refusals that stood on an exact proof (``provenConflict(_:markers:excluding:)``), not re-decided.
    private(set) var provenRefusals = 0

    /// See ``Tableau/pivotBudgetOverride``; for tests.
    var pivotBudgetOverride: Int? {
        get { tableau.pivotBudgetOverride }
        set { tableau.pivotBudgetOverride = newValue }
    }
    /// Constraints in the order they were added; nil where one was removed.
    private var records: [ConstraintRecord?] = []
    /// How many records accept their leftover, kept by the record helpers (``appendRecord(_:)``,
    /// ``removeRecords(from:)``, ``setRecord(_:at:)``, ``setAcceptsLeftover(_:at:)``): every
    /// removal asks (``reseatLeftoversIfBroken()``), and a pass over the records per removal
    /// made checking a screen's layout for ambiguity, a removal per probe, quadratic.
    private var leftoverRecordCount = 0
    /// Whether the last resorts may build the solver again by adding what it holds one by one
    /// (``rebuiltOneByOne()``); false in such a solver itself, whose own calls must not.
    private var rebuildsOneByOne = true
    /// Set by ``rebuiltOneByOne()`` around each add whose constraint, with those added before
    /// it, the solver it replays held (a constraint added with the constant it is held at): a
    /// subset of a set judged satisfiable, so a tableau's refusal of it is rounding, held
    /// without deciding the set again in extended precision (``holdIfSatisfiable(_:otherwise:)``).
    /// Those decisions were a third of a removal that broke a leftover, 5-18 s on systems of
    /// 80 variables and 300 calls. A constraint added with a constant changed later is not
    /// known satisfiable with the others until that change.
    private var addIsKnownSatisfiable = false
    /// Whether each call settles its answer (``settleAnswer()``); false while
    /// ``rebuiltOneByOne()`` replays the adds, whose answer is settled once at the end.
    private var settlesEachCall = true
    /// Set by the drift repair of a call's answer (``repairIfDrifted()``) when the answer it
    /// leaves breaks a required constraint as the one it was given did, or leaves one that
    /// accepted its leftover off; the call (an add, a batch, a removal, a suggestion, a change of
    /// constant) then builds the solver again add by add (``reseatLeftoversIfBroken()``).
    /// Cleared as each answer is settled (``settleAnswer()``).
    private var repairLeftRequiredOff = false
    /// The required constraints held, as flat rows numbered by variable slot from 1, one row per
    /// record (retired where the record was removed, is optional or is an edit constraint):
    /// what explaining a refusal reads (``provenConflict(_:markers:excluding:)``), so that it
    /// touches no constraint object. It holds the rows of the first `requiredRows.count`
    /// records. A single add appends the rows missing as it ends (``syncRequiredRows()``), so
    /// that a refusal after a run of single adds reads rows ready, not made then (W6's chain:
    /// 500 of them made at the refusal tripled its time); a batch's rows wait until a proof
    /// or a single add needs them, since most solvers never explain anything and a screen's
    /// first layout, one batch, spent 3% of its time keeping these rows. The rows kept are in
    /// step with their records through ``removeRecords(from:)``, ``setRecord(_:at:)`` and
    /// ``setConstant(_:at:)``, and are checked against them in debug builds. Appending late
    /// gives the same rows: a row is made from its record as it is then (its constant as
    /// changed since, a removed record's row retired), and the components a proof is narrowed
    /// by depend only on the rows not retired.
    private var requiredRows = FlatConstraints(trackingComponents: true)
    /// Storage ``addIncrementally(_:optimizing:inBatch:refusalMarkers:acceptingLeftover:)``
    /// reuses for a constraint's terms (empty between calls).
    private var termScratch: [(Int32, Double)] = []
    private var constraintSlots = IdMap()
    private var liveConstraints = 0
    private var edits: [EditRecord?] = []
    /// Hot edit state in flat arrays indexed like `edits`: the tableau tag and current value.
    private var editTags: [Tag] = []
    private var editValues: [Double] = []
    private var editSlots = IdMap()
    private var variableSlots = IdMap()
    private var variables: [Variable] = []
    private var variableSymbols: [Int32] = []
    /// The slot of each external symbol (by id) in ``variables``, -1 for none: the inverse of
    /// `variableSymbols`, for publishing only the values that moved.
    private var symbolSlots: [Int32] = []
    private var values: [Double] = []
    /// What each recent publication changed (see ``PublishedChanges``).
    private var publication = PublishedChanges()
    /// The last answer of ``undeterminedVariables(above:)``, with the tableau generation and
    /// priority it was computed for: it depends only on the basis and the cells, so a
    /// suggestion that does not pivot (a resize, most of the time) keeps it. Dropped when the
    /// tableau is replaced (a new tableau counts its generations from zero again).
    private var undeterminedCache: (generation: Int, priority: Double, variables: [Variable])?
    /// The tableau's ``Tableau/generation`` and ``Tableau/costEdits`` when
    /// ``repriceNoiseBlocked()`` last ended with nothing to reprice: the search depends only on
    /// the cells, the basis and the costs, so until one of them changes (a suggestion that does
    /// not pivot changes none) it would find nothing again. Cleared with a new tableau.
    private var noiseSearched: (generation: Int, costEdits: Int)?
    /// How much a refused required constraint is explained.
    enum ConflictDetail {
        /// Not at all (the explainer's own feasibility checks).
        case none
        /// With the tableau's certificate: a superset of an irreducible conflict.
        case certificate
        /// With an irreducible conflict (the public behaviour).
        case irreducible
    }

    var conflictDetail = ConflictDetail.irreducible

    init(tracksEqualities: Bool = false) {
        tableau = Tableau(tracksEqualities: tracksEqualities)
    }

    /// The number of constraints in the solver, edit constraints included.
    mutating func constraintCount() -> Int { liveConstraints }

    // MARK: Constraints

    /// Adds many constraints, optimising once at the end; see ``Solver/addConstraints(_:)``.
    ///
    /// The batch is one transaction: a constraint that fails is not given a savepoint of its
    /// own (that would save every row it touches again, for every constraint). Instead the batch
    /// is rolled back and the constraints accepted so far are added again, which, the solver
    /// being deterministic, gives exactly the state before the failed one. The failure is then
    /// settled as ``addConstraint(_:)`` settles it (``settleFailedAdd(_:error:refusalMarkers:tracking:)``),
    /// which may replace the tableau: the batch goes on from there in a new segment, with a copy
    /// of the solver from before the batch kept for a throw. Failures are rare; each costs a
    /// replay.
    ///
    /// The final optimisation is given a work ceiling (``batchWork``): past it, or if it fails
    /// (its pivot budget spent, or a row the dual simplex cannot restore), the batch is undone
    /// and added again optimising after every add, as ``addConstraint(_:)`` does, where a
    /// failed add is redone on a fresh tableau as a single add's is. Operation fuzz with
    /// batches, seed 1253 and 9 more of seeds 1-10,000: an equality removed and added again
    /// with another in one batch left a row only a pivot on rounding could restore, and the
    /// batch threw `internalError`; the same two added one at a time are fine.
    ///
    /// The batch enters required constraints first, then the optional ones, each group in the
    /// caller's order (``requiredFirst(_:)``); failures are returned in the caller's order.
    mutating func addConstraints(_ constraints: [Constraint]) throws(SolverError)
        -> [(constraint: Constraint, error: SolverError)] {
        guard let ordered = Self.requiredFirst(constraints) else {
            return try addConstraints(constraints, optimizingEach: false)
        }
        let failures = try addConstraints(ordered, optimizingEach: false)
        guard failures.count > 1 else { return failures }
        var position: [ObjectIdentifier: Int] = [:]
        for (i, c) in constraints.enumerated() where position[ObjectIdentifier(c)] == nil {
            position[ObjectIdentifier(c)] = i
        }
        // Stable: a constraint given twice keeps its failures in the order they came.
        return failures.enumerated().sorted {
            let a = position[ObjectIdentifier($0.element.constraint)] ?? 0
            let b = position[ObjectIdentifier($1.element.constraint)] ?? 0
            return a != b ? a < b : $0.offset < $1.offset
        }.map(\.element)
    }

    /// `constraints` with the required ones first and the optional ones after them, each group
    /// in its own order; nil when they are in that order already. Which constraints a batch
    /// accepts does not depend on it (a required constraint is refused only by required ones,
    /// which keep their order, and an optional one is never refused by the tableau), nor does
    /// the optimum's value (where several points tie, which one is reached may); the work
    /// does, by orders of magnitude. Added first, an optional
    /// constraint makes its variable basic in terms of its error and slack symbols, so a
    /// required equality over such variables later finds no variable to solve for and goes
    /// through phase one, and its pivots spread those symbols into every row that chains off
    /// the variable: issue 14's grid with each label's intrinsic sizes before its `width >= 0`
    /// (mortar-bench's W9 has them after) took 0.77 s at 26 × 26 and 50 s at 30 × 30 as one
    /// batch, where this order takes 30-90 ms at 30 × 30, as W9's own order does. Mortar's
    /// first layout puts the views' intrinsic sizes before the statements; its tie-breaking
    /// preferences already came last.
    static func requiredFirst(_ constraints: [Constraint]) -> [Constraint]? {
        guard let firstOptional = constraints.firstIndex(where: { !$0.strength.isRequired }),
              constraints[firstOptional...].contains(where: { $0.strength.isRequired }) else { return nil }
        var ordered: [Constraint] = []
        ordered.reserveCapacity(constraints.count)
        for c in constraints where c.strength.isRequired { ordered.append(c) }
        for c in constraints where !c.strength.isRequired { ordered.append(c) }
        return ordered
    }

    /// How many times its size (rows, or the cells its rows last held when built fresh, at
    /// least ``refactorFloor``) in cells substituted a batch's final optimisation may spend
    /// before the batch is added one constraint at a time instead. Optimising once at the end
    /// is the cheap way for layouts, whose adds leave the tableau near its optimum: issue 14's
    /// grid of 40 × 40 boxed labels (24,008 constraints) spends 0.45 times its size there in
    /// 3,200 pivots (54 ms), and added one at a time, each equality after its box's optional
    /// sizes needs phase one, 76 s. A system whose optima need its optional constraints
    /// balanced goes the other way: W7's dashboards at 20 rows (2,030 constraints), optimised
    /// once from the vertex their adds leave, pivot through bases of 1.2 million cells (most
    /// of them rounding) and spend 28,000-42,000 times their size, 8-54 s, where an optimisation
    /// after every add stays near an optimum and takes 0.2-1.5 s. A first layout is one batch,
    /// so this is the difference between a screen that shows at once and one that hangs.
    static let batchWork = 256

    /// ``addConstraints(_:)``, optimising once at the end with a work ceiling, or, with
    /// `optimizingEach`, after every add (each with a pivot budget of its own).
    private mutating func addConstraints(_ constraints: [Constraint], optimizingEach: Bool) throws(SolverError)
        -> [(constraint: Constraint, error: SolverError)] {
        // The current segment: where it started and what it accepted.
        var segment = tableau.savepoint()
        var recordMark = records.count, variableMark = variables.count, liveMark = liveConstraints
        var accepted: [Constraint] = []
        // The rows left for the final optimisation to restore when the segment began (those of
        // the members added before a settled failure): a rollback to the segment empties the
        // list, and the replay notes only the segment's own.
        var carried: [Int32] = []
        // The solver before the batch, kept once a failure was settled in a way a rollback of
        // the segment cannot undo.
        var beforeBatch: SolverCore? = nil
        // A batch larger than the solver it enters (a screen's first layout) keeps the solver
        // as it was from the start: a copy of a small solver costs less than journaling the
        // final optimisation, which needs no journal once this copy exists.
        if constraints.count > tableau.rows.count + tableau.symbolCount {
            beforeBatch = self
            // Room for what such a batch adds (about two symbols and a row per constraint), so
            // no per-symbol array grows one doubling at a time. Only then: a reservation is
            // exact, and one for every small batch would copy the arrays each time.
            tableau.reserve(symbols: 2 &* constraints.count, rows: constraints.count)
            records.reserveCapacity(records.count &+ constraints.count)
            symbolSlots.reserveCapacity(tableau.symbolCount &+ 2 &* constraints.count)
        }
        func restoreSegment(_ core: inout SolverCore) {
            core.tableau.rollBack(to: segment)
            for record in core.records[recordMark...] {
                if let record { core.constraintSlots.set(record.constraint.id, nil) }
            }
            core.removeRecords(from: recordMark)
            core.liveConstraints = liveMark
            core.forgetVariables(from: variableMark)
        }
        func restoreBatch(_ core: inout SolverCore) {
            if let beforeBatch { core = beforeBatch } else { restoreSegment(&core) }
            core.tableau.commit()
        }
        // One add of the batch: optimised, with a pivot budget of its own, when `optimizingEach`.
        func addInBatch(_ c: Constraint, _ markers: inout [Int32]?) throws(SolverError) {
            if optimizingEach { tableau.armPivotBudget() }
            try addIncrementally(c, optimizing: optimizingEach, inBatch: true, refusalMarkers: &markers)
        }
        var failures: [(constraint: Constraint, error: SolverError)] = []
        var refusal: [Int32]? = []
        for constraint in constraints {
            do {
                try validate(constraint)
            } catch {
                failures.append((constraint, error))
                continue
            }
            do {
                try addInBatch(constraint, &refusal)
                accepted.append(constraint)
            } catch {
                let tracking = refusalNeedsTracking  // before the replay below resets it
                restoreSegment(&self)
                tableau.infeasible = carried
                if beforeBatch == nil { beforeBatch = self }
                for c in accepted {
                    var ignored: [Int32]? = []
                    do {
                        try addInBatch(c, &ignored)
                    } catch {
                        restoreBatch(&self)
                        throw .internalError("a batch could not replay \(c) after refusing \(constraint) (\(error)); nothing was added")
                    }
                }
                // The rows the replayed adds drove negative, for the final optimisation to
                // restore: the settlement's rollbacks and commits empty this list, and the batch
                // then parted from one without the refused member (batched fuzz seed 8167: one
                // dual pivot fewer, answers a few ulps apart). Kept after a settlement that
                // accepts too; on a tableau built fresh, an id that is no longer a negative basic
                // row is passed over (``Tableau/dualOptimize()`` checks each).
                let pending = tableau.infeasible
                do {
                    try settleFailedAdd(constraint, error: error, refusalMarkers: refusal, tracking: tracking)
                } catch {
                    failures.append((constraint, error))
                }
                let symbols = Int32(tableau.symbolCount)
                for s in pending where s < symbols && !tableau.infeasible.contains(s) { tableau.infeasible.append(s) }
                carried = tableau.infeasible
                refusal = []
                segment = tableau.savepoint()
                recordMark = records.count; variableMark = variables.count; liveMark = liveConstraints
                accepted = []
            }
        }
        // A fresh pivot budget for the final optimisation; a failure goes back to the copy
        // before the batch where there is one, or undoes the journal since the segment began.
        if beforeBatch != nil { tableau.beginUnjournaled() } else { _ = tableau.savepoint() }
        if !optimizingEach { tableau.workCeiling = tableau.cellUpdates &+ Self.batchWork &* workScale }
        do {
            try tableau.optimize()
        } catch {
            restoreBatch(&self)
            guard optimizingEach else {
                batchesAddedOneByOne += 1
                return try addConstraints(constraints, optimizingEach: true)
            }
            throw error
        }
        tableau.commit()
        // As for a single add: a batch can push a constraint that accepted its leftover off.
        settleCall()
        return failures
    }

    /// Refuses what no tableau should see: a duplicate, a non-finite number, a bad strength.
    private mutating func validate(_ constraint: Constraint) throws(SolverError) {
        guard constraintSlots.slot(for: constraint.id) == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.expression.isFinite else {
            throw .nonFiniteValue("constraint \(constraint) has a NaN or infinite coefficient or constant")
        }
        guard constraint.strength.isValid else { throw .invalidStrength(constraint.strength) }
    }

    /// Adds a constraint; see ``Solver/addConstraint(_:)``.
    mutating func addConstraint(_ constraint: Constraint) throws(SolverError) {
        try validate(constraint)
        var refusal: [Int32]? = []
        do {
            try addIncrementally(constraint, optimizing: true, inBatch: false, refusalMarkers: &refusal)
        } catch {
            try settleFailedAdd(constraint, error: error, refusalMarkers: refusal, tracking: refusalNeedsTracking)
        }
        // An add can push a constraint that accepted its leftover off (badly scaled family at
        // 60 x 200, seed 55: from 4e-8 to 3.1e-6 of its magnitudes, where no fresh tableau
        // held it and the adds one by one do).
        settleCall()
        syncRequiredRows()
    }

    /// Settles an incremental add of `constraint` that threw `error`, the solver being as it was
    /// before that add; ``addConstraint(_:)`` and ``addConstraints(_:)`` both come here. A refusal
    /// (the tableau's certificate in `refusalMarkers`) is re-decided on a fresh tableau that adds
    /// the required constraints first: the incremental tableau's verdict depends on the rounding
    /// its history left and on the scale optional rows gave it (fuzz seeds 204, 283). It stands
    /// only if the fresh tableau refuses too, and is explained only then. An add that ran out of
    /// its pivot budget is redone on a fresh tableau. Either way the constraint is in the solver
    /// when this returns; when it throws, the solver is unchanged.
    ///
    /// `tracking` (``refusalNeedsTracking``): the refusal was a doubted combination on a tableau
    /// that does not track equalities. The solver then switches to tracking and adds the
    /// constraint again incrementally, where the doubt is decided (its cells re-evaluated along
    /// refined directions, its leftover in extended precision): a fresh tableau would add it
    /// unjudged, and its rows can carry the same combination's rounding. If the switch fails,
    /// the add is re-decided on a fresh tableau that tracks equalities.
    private mutating func settleFailedAdd(_ constraint: Constraint, error: SolverError,
                                          refusalMarkers: [Int32]?, tracking: Bool) throws(SolverError) {
        if case .unsatisfiableConstraint = error, let proven = provenConflict(constraint, markers: refusalMarkers) {
            provenRefusals += 1
            throw .unsatisfiableConstraint(constraint, conflicting: proven)
        }
        if tracking, !tableau.tracksEqualities, case .unsatisfiableConstraint = error {
            let before = self
            if (try? switchToTracking()) != nil {
                do {
                    var refusal: [Int32]? = []
                    do {
                        try addIncrementally(constraint, optimizing: true, inBatch: false, refusalMarkers: &refusal)
                    } catch {
                        try settleFailedAdd(constraint, error: error, refusalMarkers: refusal, tracking: false)
                    }
                    return
                } catch {
                    self = before
                    throw error
                }
            }
            self = before
        }
        switch error {
        case .internalError:
            runawayCalls += 1
            try addOnFreshTableau(constraint, refusalMarkers: nil, tracking: tracking)
        case .unsatisfiableConstraint:
            try addOnFreshTableau(constraint, refusalMarkers: refusalMarkers ?? [], tracking: tracking)
        default:
            throw error
        }
    }

    /// Redoes an add on a tableau built fresh from the constraint list with `constraint` among
    /// them. If that fails too: when the incremental tableau refused it (its certificate in
    /// `refusalMarkers`), the refusal is explained now and stands if ``PreciseFeasibility``
    /// confirms it (``refuseUnlessSatisfiable(_:conflicting:)``); otherwise the fresh tableau's
    /// refusal is explained and confirmed the same way, and its `internalError` (both tableaus
    /// stumbled) on a required constraint leaves the verdict to
    /// ``holdIfSatisfiable(_:otherwise:)`` (unless the solver is one of the explainer's own,
    /// which explain nothing).
    private mutating func addOnFreshTableau(_ constraint: Constraint, refusalMarkers: [Int32]?,
                                            tracking: Bool) throws(SolverError) {
        do {
            try addOnFreshTableau(constraint, acceptingLeftover: false, tracking: tracking)
        } catch {
            // The incremental tableau's refusal stands when the fresh one refuses too, or
            // cannot be built at all (it stumbled over another constraint: no verdict).
            if let refusalMarkers {
                try refuseUnlessSatisfiable(constraint, conflicting: explain(constraint, markers: refusalMarkers))
                return
            }
            if case .unsatisfiableConstraint = error {
                try refuseUnlessSatisfiable(constraint, conflicting: explain(constraint, markers: []))
                return
            }
            // Both tableaus stumbled (batched fuzz seed 1253: a row the dual simplex could not
            // restore, rounding of equalities written in decimals): extended precision decides.
            guard conflictDetail == .irreducible, constraint.strength.isRequired else { throw error }
            try holdIfSatisfiable(constraint, otherwise: error)
        }
    }

    /// Adds `constraint` by rebuilding the tableau with it, last in its group (the required or
    /// the optional constraints), or `first` of all; a tableau that tracks equalities if
    /// `tracking` or if this one does. On a throw nothing changed.
    private mutating func addOnFreshTableau(_ constraint: Constraint, acceptingLeftover: Bool,
                                            first: Bool = false, tracking: Bool = false) throws(SolverError) {
        let variableMark = variables.count
        let savepoint = tableau.savepoint()
        for term in constraint.expression.terms { _ = symbol(for: term.variable) }
        constraintSlots.set(constraint.id, records.count)
        appendRecord(ConstraintRecord(constraint: constraint, tag: Tag(), acceptsLeftover: acceptingLeftover))
        do {
            try rebuildFresh(tracking: tracking || tableau.tracksEqualities, newSlot: records.count - 1, newFirst: first)
        } catch {
            removeRecords(from: records.count - 1)
            constraintSlots.set(constraint.id, nil)
            tableau.rollBack(to: savepoint)
            tableau.commit()
            forgetVariables(from: variableMark)
            throw error
        }
        liveConstraints += 1
    }

    /// Lets a refusal of `constraint` (explained by `conflicting`) stand only if it holds in
    /// extended precision (``PreciseFeasibility``): first on `conflicting` with the constraint
    /// (a handful of constraints: a confirmed conflict there is one in the whole system), then,
    /// if that set turns out satisfiable, on every required constraint linked to this one
    /// through shared variables (the only ones that can take part in a conflict). If those are
    /// satisfiable together, the refusal was the tableaus' rounding: the constraint is added
    /// accepting its leftover, and this returns. A confirmed conflict is thrown with an
    /// irreducible set found in extended precision when the tableaus' one was not one. Without
    /// a verdict (too many constraints) the tableaus' refusal stands, as before.
    private mutating func refuseUnlessSatisfiable(_ constraint: Constraint, conflicting: [Constraint]) throws(SolverError) {
        let refusal = SolverError.unsatisfiableConstraint(constraint, conflicting: conflicting)
        guard conflictDetail == .irreducible else { throw refusal }
        if !addIsKnownSatisfiable {
            let heldConflicting = conflicting.map { c in constraintSlots.slot(for: c.id).flatMap { records[$0]?.held } ?? c }
            if PreciseFeasibility.conflicts(constraint, heldConflicting) == true { throw refusal }
        }
        try holdIfSatisfiable(constraint, otherwise: refusal)
    }

    /// Decides in extended precision (``PreciseFeasibility``) whether `constraint` can hold
    /// with every required constraint linked to it through shared variables (the only ones
    /// that can take part in a conflict), after the tableaus failed to add it with `failure`:
    /// a refusal (from ``refuseUnlessSatisfiable(_:conflicting:)``), or an `internalError` that
    /// a fresh tableau met too. Satisfiable, the failure was the tableaus' rounding: the
    /// constraint is added accepting its leftover, a row the dual simplex cannot restore judged
    /// at its own magnitudes (``Tableau/judgesStrandedRowsByMagnitude``), and this returns. A
    /// conflict is thrown with an irreducible set found in extended precision. Without a
    /// verdict (too many constraints), or if no tableau can hold it after all, `failure` is
    /// thrown. An add known satisfiable (``addIsKnownSatisfiable``) goes straight to the
    /// tableaus.
    private mutating func holdIfSatisfiable(_ constraint: Constraint, otherwise failure: SolverError) throws(SolverError) {
        if !addIsKnownSatisfiable { try decideInExtendedPrecision(constraint, otherwise: failure) }
        // Up to three tableaus try to hold it, each accepting a leftover: the incremental
        // one; if that leaves a required constraint off by more than rounding of its
        // magnitudes (its phase one stranded 26.2 off after steps of 3e7: fuzz seed 752), a
        // fresh one, whose phase one starts from the constraints, with this one last; then a
        // fresh one with this one first. Added last, it can find its way barred by what the
        // others left in the tableau (a redundant equality whose rounding was pivoted on as
        // a relation no constraint states, fuzz seed 3012); added first, it is in before
        // them, and a held constraint that then stumbles on rounding accepts its own
        // leftover (see ``rebuildFresh(tracking:newSlot:order:settlingLevels:warmStart:)``).
        // Exhaustive phase one may pivot on noise, so each answer is judged by every required constraint, those
        // accepting a leftover included: the first that holds them all is kept, or else the
        // one that leaves them closest. (Fuzz seed 4927 left both tableaus 7,741 off until
        // `RowAccumulator` stopped dropping the small real cells of nearly parallel
        // equalities.)
        let kept = self
        var best: (solver: SolverCore, worst: Double)?
        defer { tableau.judgesStrandedRowsByMagnitude = false }
        for attempt in 0..<3 {
            if attempt > 0 { self = kept }
            tableau.judgesStrandedRowsByMagnitude = true
            var ignored: [Int32]? = []
            do {
                switch attempt {
                case 0:
                    try addIncrementally(constraint, optimizing: true, inBatch: false, refusalMarkers: &ignored,
                                         acceptingLeftover: true)
                case 1:
                    try addOnFreshTableau(constraint, acceptingLeftover: true)
                default:
                    try addOnFreshTableau(constraint, acceptingLeftover: true, first: true)
                }
            } catch {
                continue
            }
            let worst = worstRequiredViolation()
            if worst <= Tolerance.requiredResidual { return }
            if worst < best?.worst ?? .infinity { best = (self, worst) }
        }
        guard let best else {
            self = kept
            throw failure
        }
        self = best.solver
    }

    /// Returns if `constraint` and every required constraint linked to it through shared
    /// variables are satisfiable together in extended precision (``PreciseFeasibility``);
    /// throws a conflict with an irreducible set found there, or `failure` without a verdict.
    private func decideInExtendedPrecision(_ constraint: Constraint, otherwise failure: SolverError) throws(SolverError) {
        // The required constraints as held (each copy made once, so it maps back to the app's).
        var original: [ObjectIdentifier: Constraint] = [:], held: [Constraint] = []
        for record in records {
            guard let record, record.constraint.strength.isRequired else { continue }
            let copy = record.held
            original[ObjectIdentifier(copy)] = record.constraint
            held.append(copy)
        }
        let component = ConflictExplainer.connectedComponent(of: constraint, in: held)
        switch PreciseFeasibility.conflicts(constraint, component) {
        case nil:
            throw failure
        case true?:
            let irreducible = ConflictExplainer.irreducibleConflict(for: constraint, candidates: component, required: component) {
                PreciseFeasibility.conflicts($0, $1) ?? true
            }
            throw .unsatisfiableConstraint(constraint, conflicting: irreducible.map { original[ObjectIdentifier($0)] ?? $0 })
        case false?:
            return
        }
    }

    /// The largest violation of a required constraint at the solver's answer, each as a
    /// fraction of its magnitudes (1 plus its constant plus each |coefficient × value|), those
    /// that accept their leftover included: how far the answer is from holding them all.
    private mutating func worstRequiredViolation() -> Double {
        let values = Self.publishedValues(of: &tableau, symbols: variableSymbols)
        var worst = 0.0
        for record in records {
            guard let record, record.constraint.strength.isRequired else { continue }
            let (violation, magnitude) = Self.violation(of: record.constraint, constant: record.constant, at: values,
                                                        slots: variableSlots)
            let relative = violation / (1 + magnitude)
            guard relative.isFinite else { return .infinity }  // values that overflowed hold nothing
            worst = max(worst, relative)
        }
        return worst
    }

    /// The incremental add. On a throw it is rolled back, unless it is part of a batch, whose
    /// caller rolls the whole batch back. A refusal is explained, unless `refusalMarkers` is
    /// non-nil: then the tableau's certificate is stored there and the caller explains it if
    /// the refusal stands (explaining costs a deletion filter, wasted on a refusal overturned).
    private mutating func addIncrementally(_ constraint: Constraint, optimizing: Bool, inBatch: Bool,
                                           refusalMarkers: inout [Int32]?,
                                           acceptingLeftover: Bool = false) throws(SolverError) {
        let savepoint = inBatch ? nil : tableau.savepoint()
        let variableMark = variables.count
        refusalNeedsTracking = false
        // The storage of the last add's terms, taken and given back: an array per constraint was
        // a tenth of a screen's first-layout allocations.
        var terms = termScratch
        termScratch = []
        defer {
            terms.removeAll(keepingCapacity: true)
            termScratch = terms
        }
        terms.reserveCapacity(constraint.expression.terms.count)
        for term in constraint.expression.terms {
            terms.append((symbol(for: term.variable), term.coefficient))
        }
        let tag: Tag
        do throws(AddFailure) {
            let constant = constraint.expression.constant
            var new = tableau.newRow(terms: terms, constant: constant, relation: constraint.relation,
                                     strength: constraint.strength, acceptingLeftover: acceptingLeftover)
            if constraint.relation == .equal && constraint.strength.isRequired && !acceptingLeftover
                && tableau.doubtfulCombination(new) {
                if !tableau.tracksEqualities {
                    refusalNeedsTracking = true
                    throw AddFailure.unsatisfiable(markers: [])
                }
                if refinedCellsCancel(tableau.realSymbols(new.row), in: new.terms, input: new.input) {
                    tableau.clearRealCells(&new.row)
                    if !tableau.leftoverIsRedundant(new) && impliedPrecisely(constraint) {
                        new.row.constant = 0
                    }
                }
            }
            if constraint.strength.isRequired && !acceptingLeftover { dropDriftedCells(of: &new) }
            tag = try tableau.add(consume new, constant: constant, relation: constraint.relation, strength: constraint.strength,
                                  optimizing: optimizing, acceptingLeftover: acceptingLeftover)
            // A tableau that drifted may accept a contradiction: its answer is checked, and
            // a violated required constraint makes the add a refusal to re-decide (fresh
            // tableau, then extended precision), as any refusal is. Checked on every tableau
            // that amplifies rounding, not only ill-conditioned ones: the check after the call
            // (``repairIfDrifted()``) rebuilds with the new constraint held, accepting whatever
            // leftover it stumbles on (batched fuzz seed 2671: growth 98,000, a phase-one pivot
            // on a cell 1.02e-5 of its row, just above ``Tolerance/illConditionedPivot``, took
            // `-50 x32 - 993 x5 - ...`, a contradiction 2,940 off at x5 = 420, to zero and broke
            // the equality it contradicts; the rebuild then held the new one 2,940 off).
            if tableau.amplifiesRounding && constraint.strength.isRequired && !acceptingLeftover
                && !answerHoldsRequired(adding: constraint) {
                throw AddFailure.unsatisfiable(markers: [])
            }
        } catch {
            var explanation: [Constraint] = []
            if case .unsatisfiable(let markers) = error {
                if refusalMarkers != nil {
                    refusalMarkers = markers
                } else {
                    explanation = explain(constraint, markers: markers)
                }
            }
            if let savepoint {
                tableau.rollBack(to: savepoint)
                tableau.commit()
                forgetVariables(from: variableMark)
            }
            switch error {
            case .unsatisfiable:
                throw .unsatisfiableConstraint(constraint, conflicting: explanation)
            case .solver(let e):
                throw e
            }
        }
        if savepoint != nil { tableau.commit() }
        constraintSlots.set(constraint.id, records.count)
        appendRecord(ConstraintRecord(constraint: constraint, tag: tag, acceptsLeftover: acceptingLeftover))
        liveConstraints += 1
    }

    /// Removes a constraint in place; see ``Solver/removeConstraint(_:)``.
    mutating func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        try remove(constraint)
        reseatLeftoversIfBroken()
    }

    /// ``removeConstraint(_:)`` but for ``reseatLeftoversIfBroken()``, which must wait until an
    /// edit variable's own bookkeeping is done.
    private mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let slot = constraintSlots.slot(for: constraint.id), records[slot] != nil else {
            throw .unknownConstraint(constraint)
        }
        if records[slot]?.tag.marker ?? 0 < 0 { try switchToTracking() }
        guard let record = records[slot] else { throw .unknownConstraint(constraint) }
        let savepoint = tableau.savepoint()
        do {
            try tableau.remove(record.tag)
            tableau.commit()
            // What a fresh tableau's growth said of the system, it no longer says of this one:
            // the removed constraint may be what grew it (see ``secondOpinionGrowth``).
            secondOpinionGrowth = 0
        } catch {
            tableau.rollBack(to: savepoint)
            tableau.commit()
            guard case .internalError = error else { throw error }
            runawayCalls += 1
            // As for an add: redo it on a fresh tableau without the constraint.
            setRecord(nil, at: slot)
            do {
                try rebuildFresh(tracking: tableau.tracksEqualities)
            } catch {
                setRecord(record, at: slot)
                throw error
            }
        }
        constraintSlots.set(constraint.id, nil)
        setRecord(nil, at: slot)
        liveConstraints -= 1
        settleAnswer()
    }

    /// After a removal (and after any other call whose drift repair left a required
    /// constraint off, ``repairLeftRequiredOff``): a constraint that accepts its leftover was made to by a
    /// system that may have included the removed one, and keeps that leftover. When the answer leaves such a
    /// constraint off by more than rounding (``Tolerance/requiredResidual`` of its magnitudes),
    /// the solver is built again by adding what it holds, in order, to a new one (each add
    /// deciding its own leftover, with every fallback an add has), and that solver replaces this
    /// one if it holds the required constraints better. A fresh tableau is not enough: fuzz
    /// seed 8421's rebuild, which a removal started with the removed nearly parallel equality
    /// still in, had to accept k[16]'s leftover; without the equality the system holds
    /// exactly, at a point (a value of 3.7e8 through a coefficient of 0.001) that adds one by
    /// one reach and a tableau built in one pass does not, and k[16] stayed 1.64 off. Leftovers are
    /// accepted only where extended precision overturned a refusal or a rebuild stumbled, so a
    /// working layout pays nothing here: a count of such records is kept. The same rebuild is
    /// tried when the removal's drift repair left a required constraint off
    /// (``repairLeftRequiredOff``): batched fuzz seed 2072 removed an equality that two nearly
    /// dependent required equalities leaned on; the system then holds only far away (values
    /// near 3e5), which no fresh tableau reached and the adds one by one do.
    private mutating func reseatLeftoversIfBroken() {
        guard leftoverRecordCount > 0 || repairLeftRequiredOff else { return }
        let worst = worstRequiredViolation()
        guard worst > Tolerance.requiredResidual, rebuildsOneByOne, var fresh = rebuiltOneByOne(),
              fresh.worstRequiredViolation() < worst else { return }
        self = fresh
    }

    /// This solver built again by adding what it holds, in order, to a new one (each add
    /// deciding its own leftover, with every fallback an add has; changed constants and
    /// suggested values set after their adds), with this one's published values and counts;
    /// nil if a call throws there. The answer is settled (``settleAnswer()``) once, at the end:
    /// settled after every add, drift repairs rebuilt the rows again and again as the adds
    /// went, and four such removals took 38 of the 46 s of a system of 80 variables and 300
    /// calls (badly scaled family, seed 15); settled once, the seed takes 8 s.
    private func rebuiltOneByOne() -> SolverCore? {
        var fresh = SolverCore(tracksEqualities: tableau.tracksEqualities)
        fresh.conflictDetail = conflictDetail
        fresh.pivotBudgetOverride = pivotBudgetOverride
        fresh.rebuildsOneByOne = false
        fresh.settlesEachCall = false
        for variable in variables { _ = fresh.symbol(for: variable) }
        do {
            for record in records {
                guard let record else { continue }
                if let variable = record.editVariable {
                    try fresh.addEditVariable(variable, strength: record.constraint.strength)
                    if let e = editSlots.slot(for: variable.id) { try fresh.suggestValue(variable, editValues[e]) }
                } else {
                    fresh.addIsKnownSatisfiable = record.constant == record.constraint.expression.constant
                    try fresh.addConstraint(record.constraint)
                    fresh.addIsKnownSatisfiable = false
                    if record.constant != record.constraint.expression.constant {
                        try fresh.changeConstant(of: record.constraint, to: record.constant)
                    }
                }
            }
        } catch {
            return nil
        }
        fresh.settlesEachCall = true
        fresh.settleAnswer()
        fresh.rebuildsOneByOne = true
        // What the app was last shown stays published until it asks again.
        fresh.values = values
        fresh.publication = publication
        fresh.runawayCalls += runawayCalls
        fresh.driftRepairs += driftRepairs
        fresh.refinements += refinements
        fresh.repricings += repricings
        fresh.provenRefusals += provenRefusals
        return fresh
    }

    /// The last resort of a call that cannot fail in exact arithmetic (a suggestion, an
    /// optional constraint's new constant) once the tableaus failed it: a fresh tableau in any
    /// of its orders, then (or only, `judgingOnly`) one whose rows the dual simplex cannot
    /// restore are judged at their own magnitudes (``Tableau/judgesStrandedRowsByMagnitude``),
    /// as a required constraint that extended precision found satisfiable is held, then the
    /// adds one by one (``rebuiltOneByOne()``). The first whose answer leaves no required
    /// constraint further off than `report` (the answer before the call) is kept, and this
    /// returns true; otherwise nothing changed. Stress systems of
    /// 60 variables and 200 calls met such calls: `internalError`s from a suggestion and from
    /// constants of optional constraints, which the app cannot act on.
    private mutating func rebuildForCallThatCannotFail(before report: AnswerReport, judgingOnly: Bool) -> Bool {
        let kept = self
        for judging in judgingOnly ? [true] : [false, true] {
            tableau.judgesStrandedRowsByMagnitude = judging
            do {
                try rebuildFresh(tracking: tableau.tracksEqualities)
                tableau.judgesStrandedRowsByMagnitude = false
                if !answerReport().breaksRequired(heldBy: report) { return true }
            } catch {}
            self = kept
        }
        // Every fresh tableau can leave a constraint that accepted its leftover far off, where
        // the adds that made it accept it held it (badly scaled family at 80 variables and 300
        // calls, seed 12: a change of an optional constant; each fresh tableau left a required
        // equality 4% of its magnitudes off, which the answer before held to 9e-8): the adds
        // one by one, as a removal that broke a leftover reseats them.
        if rebuildsOneByOne, var fresh = rebuiltOneByOne(), !fresh.answerReport().breaksRequired(heldBy: report) {
            self = fresh
            return true
        }
        return false
    }

    /// Changes the constant of a constraint's expression in place; see
    /// ``Solver/changeConstant(of:to:)``. Its answer is settled as every call's is
    /// (``settleAnswer()``): an in-place change on a drifted tableau grew it from 8e8 to 1.3e11
    /// and left a level at 0.062 where 0 is the optimum (batched fuzz seed 161). Where the
    /// settlement left a required constraint off, the solver is built again add by add, as
    /// after an add (``reseatLeftoversIfBroken()``).
    mutating func changeConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard constant.isFinite else { throw .nonFiniteValue("constant \(constant) for \(constraint)") }
        guard let slot = constraintSlots.slot(for: constraint.id), let record = records[slot],
              record.editVariable == nil else {
            throw .unknownConstraint(constraint)
        }
        let delta = constant - record.constant
        guard delta != 0 else { return }
        // A required equality carries no marker until equalities are tracked. Switching
        // rebuilds the tableau (values may move by an ulp), so a refusal restores this copy.
        var beforeTracking: SolverCore? = nil
        if record.tag.marker < 0 {
            beforeTracking = self
            try switchToTracking()
        }
        guard let tag = records[slot]?.tag else { throw .unknownConstraint(constraint) }
        let savepoint = tableau.savepoint()
        do {
            try tableau.changeConstant(tag, by: delta, magnitude: abs(constant))
            setConstant(constant, at: slot)
            // A drifted tableau's answer that breaks a required constraint is not kept.
            if !tableau.illConditioned || answerHoldsRequired() {
                tableau.commit()
                settleCall()
                return
            }
            setConstant(record.constant, at: slot)
            tableau.rollBack(to: savepoint)
            tableau.commit()
        } catch {
            tableau.rollBack(to: savepoint)
            tableau.commit()
        }
        // The tableau could not: the new constant contradicts required constraints, or
        // rounding got in the way. A contradiction proven exactly stands at once.
        var changed = record
        changed.constant = constant
        if let proven = provenConflict(changed.held, markers: nil, excluding: slot) {
            if let beforeTracking { self = beforeTracking }
            provenRefusals += 1
            throw .unsatisfiableConstraint(constraint, conflicting: proven)
        }
        // Otherwise a fresh tableau with the new constant decides. A leftover the constraint
        // accepted was rounding at its old constant, and says nothing of the new one, which is
        // judged afresh like an add (fuzz seed 2123: a rebuild to track equalities let k[42]
        // accept its rounding, and then its constant moved by 28.9, into a contradiction, went
        // in as a leftover).
        let leftoverAccepted = records[slot]?.acceptsLeftover ?? false
        setConstant(constant, at: slot)
        setAcceptsLeftover(false, at: slot)
        do {
            try rebuildFresh(tracking: tableau.tracksEqualities, newSlot: slot)
        } catch {
            setConstant(record.constant, at: slot)
            setAcceptsLeftover(leftoverAccepted, at: slot)
            if let beforeTracking { self = beforeTracking }
            // An optional constraint's constant cannot contradict anything: where the rebuild
            // stumbled, or would leave a leftover another constraint accepted further off, the
            // change is made on a fresh tableau judged by the required constraints alone.
            if !constraint.strength.isRequired, case .internalError = error {
                let report = answerReport()
                setConstant(constant, at: slot)
                guard rebuildForCallThatCannotFail(before: report, judgingOnly: false) else {
                    setConstant(record.constant, at: slot)
                    throw error
                }
                settleCall()
                return
            }
            guard case .unsatisfiableConstraint = error else { throw error }
            let refusal = SolverError.unsatisfiableConstraint(
                constraint, conflicting: explain(changed.held, markers: [], excluding: slot))
            // As for an add, the tableaus' refusal stands only if extended precision confirms
            // it on the required constraints linked to this one.
            guard conflictDetail == .irreducible else { throw refusal }
            let component = ConflictExplainer.connectedComponent(of: changed.held, in: heldRequired(excluding: slot))
            guard PreciseFeasibility.conflicts(changed.held, component) == false else { throw refusal }
            let before = self
            setConstant(constant, at: slot)
            setAcceptsLeftover(true, at: slot)
            do {
                try rebuildFresh(tracking: true, newSlot: slot)
            } catch {
                self = before
                throw refusal
            }
        }
        settleCall()
    }

    /// The required constraints as the solver holds them (changed constants included), in the
    /// order they were added, but the one at `excluded`.
    private func heldRequired(excluding excluded: Int = -1) -> [Constraint] {
        records.indices.compactMap { slot in
            guard slot != excluded, let record = records[slot], record.constraint.strength.isRequired else { return nil }
            return record.held
        }
    }

    /// The constant of `constraint`'s expression as the solver holds it (see
    /// ``changeConstant(of:to:)``); nil if it is not in the solver.
    mutating func constant(of constraint: Constraint) -> Double? {
        guard let slot = constraintSlots.slot(for: constraint.id), let record = records[slot] else { return nil }
        return record.constant
    }

    /// Whether the constraint is in the solver.
    mutating func hasConstraint(_ constraint: Constraint) -> Bool {
        constraintSlots.slot(for: constraint.id) != nil
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable; see ``Solver/addEditVariable(_:strength:)``.
    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard editSlots.slot(for: variable.id) == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .badRequiredStrength(variable) }
        guard strength.isValid else { throw .invalidStrength(strength) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try addConstraint(constraint)
        records[records.count - 1]?.editVariable = variable
        if records.count - 1 < requiredRows.count { requiredRows.retire(records.count - 1) }
        editSlots.set(variable.id, edits.count)
        edits.append(EditRecord(variable: variable, constraint: constraint))
        editTags.append(records[records.count - 1]?.tag ?? Tag())
        editValues.append(0)
    }

    /// Stops editing `variable`; see ``Solver/removeEditVariable(_:)``.
    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let slot = editSlots.slot(for: variable.id), let record = edits[slot] else {
            throw .unknownEditVariable(variable)
        }
        try remove(record.constraint)
        editSlots.set(variable.id, nil)
        edits[slot] = nil
        reseatLeftoversIfBroken()
    }

    /// Whether `variable` is an edit variable.
    mutating func hasEditVariable(_ variable: Variable) -> Bool {
        editSlots.slot(for: variable.id) != nil
    }

    /// Suggests a value for an edit variable; see ``Solver/suggestValue(_:_:)``.
    mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard value.isFinite else { throw .nonFiniteValue("suggested value \(value) for \(variable)") }
        guard let slot = editSlots.slot(for: variable.id) else { throw .unknownEditVariable(variable) }
        let savepoint = tableau.savepoint()
        do {
            try tableau.suggest(editTags[slot], delta: value - editValues[slot], value: value)
            tableau.commit()
        } catch {
            tableau.rollBack(to: savepoint)
            tableau.commit()
            guard case .internalError = error else { throw error }
            runawayCalls += 1
            // As for an add: redo it on a fresh tableau with the edit at its new value.
            let old = editValues[slot]
            editValues[slot] = value
            do {
                try rebuildFresh(tracking: tableau.tracksEqualities)
            } catch {
                // A suggestion cannot contradict anything: a fresh tableau that met rounding
                // it could not get past is built once more judging such rows. The answer it is
                // judged against is the tableau's, untouched by the failed rebuild (the edit's
                // value counts at its level only, not in the required constraints).
                guard rebuildForCallThatCannotFail(before: answerReport(), judgingOnly: true) else {
                    editValues[slot] = old
                    throw error
                }
            }
        }
        // A solver built again one by one numbers its edits afresh.
        if let slot = editSlots.slot(for: variable.id) { editValues[slot] = value }
        settleCall()
    }

    // MARK: Results

    /// Publishes the current solution, so ``value(of:)`` reports it: reads the values of the
    /// symbols the tableau lists as moved, or of every variable when it lists all (a new tableau,
    /// a build, a resize), and logs the slots whose value changed. Debug builds check the result
    /// against reading every value.
    mutating func updateVariables() {
        tableau.publishChanges(variableSymbols, slots: symbolSlots, into: &values, log: &publication,
                               variableCount: variables.count)
        #if DEBUG
        var everything = values
        tableau.publish(variableSymbols, into: &everything)
        let same = everything.withUnsafeBytes { a in values.withUnsafeBytes { b in a.elementsEqual(b) } }
        precondition(same, "a publication of the listed changes differs from reading every value")
        #endif
    }

    /// The value of `variable` at the last ``updateVariables()``; 0 for a variable the solver
    /// has never seen.
    mutating func value(of variable: Variable) -> Double {
        guard let slot = variableSlots.slot(for: variable.id) else { return 0 }
        return values[slot]
    }

    /// The value of `variable` in the current solution, unpublished; see
    /// ``Solver/currentValue(of:)``.
    mutating func currentValue(of variable: Variable) -> Double {
        guard let slot = variableSlots.slot(for: variable.id) else { return 0 }
        return tableau.value(of: variableSymbols[slot])
    }

    /// Whether some constraint or edit variable in the solver's history mentioned `variable`.
    mutating func hasVariable(_ variable: Variable) -> Bool { variableSlots.slot(for: variable.id) != nil }

    /// The values of the last ``updateVariables()``; see ``Solver/values``. The log of changes
    /// starts keeping entries for comparisons with it (see ``PublishedChanges/handOut()``).
    mutating func publishedValues() -> SolverValues {
        publication.handOut()
        return SolverValues(slots: variableSlots, values: values, variables: variables, changes: publication)
    }

    /// The variables the required constraints and the priorities above `priority` leave free;
    /// see ``Solver/undeterminedVariables(above:)``. In the order the solver first saw them.
    mutating func undeterminedVariables(above priority: Double) -> [Variable] {
        if let cache = undeterminedCache, cache.generation == tableau.generation, cache.priority == priority {
            return cache.variables
        }
        let marked = tableau.undeterminedExternals(abovePriority: priority)
        var free: [Variable] = []
        for slot in variables.indices where marked[Int(variableSymbols[slot])] { free.append(variables[slot]) }
        undeterminedCache = (tableau.generation, priority, free)
        return free
    }

    /// Whether a required row that needs phase one may be added by the dual simplex (see
    /// ``Tableau/addsByDualSimplex``); kept by every tableau built from now on.
    var addsByDualSimplex: Bool {
        get { tableau.addsByDualSimplex }
        set { tableau.addsByDualSimplex = newValue }
    }

    /// Removes every constraint, edit variable and variable.
    mutating func reset() {
        self = SolverCore()
    }

    // MARK: Fresh tableaus

    /// Switches to a tableau that tracks required equalities (dummy markers), so that they can
    /// be removed in place from then on; see ``rebuildFresh(tracking:newSlot:newFirst:warmStart:)``.
    /// The constraints are the same, so the new tableau is pivoted straight into the present
    /// basis (``Tableau/pivotInto(basis:)``) instead of being optimised from scratch.
    private mutating func switchToTracking() throws(SolverError) {
        try rebuildFresh(tracking: true, warmStart: true)
    }

    /// Replaces the tableau by one built afresh from the constraints in `records`, in the first
    /// of the ways ``rebuildOrders(newSlot:newFirst:)`` gives that does not run away, edit
    /// constraints at their current suggested values (so edits survive with no re-suggestion).
    /// Used to start tracking equalities, to re-decide a refusal, and to redo a call on a
    /// tableau free of accumulated rounding when the incremental one ran out of its pivot
    /// budget. All or nothing: if any constraint cannot be re-added, nothing changes and the
    /// call throws: `unsatisfiableConstraint` if it is the one at `newSlot` (a constraint being
    /// added), `internalError` otherwise. `warmStart`: the present tableau is optimal for the
    /// same constraints, and the first way tries to reach its basis directly (see
    /// ``warmBasis(in:symbols:tags:)``).
    private mutating func rebuildFresh(tracking: Bool, newSlot: Int = -1, newFirst: Bool = false,
                                       warmStart: Bool = false) throws(SolverError) {
        let builds = rebuildOrders(newSlot: newSlot, newFirst: newFirst)
        for (index, build) in builds.enumerated() {
            do {
                try rebuildFresh(tracking: tracking, newSlot: newSlot, order: build.order,
                                 settlingLevels: build.settlingLevels, warmStart: warmStart && index == 0)
                return
            } catch {
                guard case .internalError = error, index + 1 < builds.count else { throw error }
            }
        }
    }

    /// The ways a fresh tableau can be built from the constraints, in the order they are tried
    /// (by a rebuild that must succeed, and by the drift repair, which judges each answer):
    ///
    /// 1. Required constraints first: whether one can be added is then decided on the required
    ///    constraints alone, as the definition of satisfiability says, and not after optional
    ///    rows have shaped (and scaled) the tableau it is decided in.
    /// 2. The order they were added in, which the incremental tableau accepted them in: for a
    ///    first order that stumbles over a constraint already in (rounding again), or whose rows
    ///    drift (fuzz seed 4826: nearly parallel equalities, a rebuilt cell grown to 5.8e8 and a
    ///    required constraint 188 off).
    /// 3. Required constraints first, then the optional ones a priority at a time, highest
    ///    first, the objective optimised after each priority (`settlingLevels`). Optimising
    ///    every level at once, over rows built in either order, can pivot through cells that
    ///    are rounding and break required constraints (random many-priority systems twice
    ///    W5's size, seed 6: nine off by up to 3,960, cells grown to 8e10). Settled a level at
    ///    a time, each optimisation's costs are real: seed 6's cells grew 6e4 times. Seed 13's
    ///    removal, whose two other builds ran out of the 1,960 pivots a fresh build of 60
    ///    variables is allowed (its budget is armed on the empty tableau), succeeds this way.
    ///
    /// The constraint at `newSlot` (being added, or changed) goes last in its group, so that if
    /// it cannot be added, it is the one that fails; or, `newFirst`, first of all (see
    /// ``refuseUnlessSatisfiable(_:conflicting:)``).
    private func rebuildOrders(newSlot: Int = -1, newFirst: Bool = false)
        -> [(order: [Int], settlingLevels: Bool)] {
        let strength = records.map { $0?.constraint.strength }
        let isRequired = { (slot: Int) in strength[slot]?.isRequired == true }
        let isOptional = { (slot: Int) in strength[slot].map { !$0.isRequired } ?? false }
        let front = newFirst && newSlot >= 0 ? [newSlot] : []
        let last = !newFirst && newSlot >= 0 ? newSlot : -1
        let others = records.indices.filter { $0 != newSlot }
        var required = front + others.filter(isRequired)
        if last >= 0 && isRequired(last) { required.append(last) }
        var optional = others.filter(isOptional)
        if last >= 0 && isOptional(last) { optional.append(last) }
        // Highest priority first; a stable sort (`sorted(by:)` makes no promise of stability:
        // the position in `optional` breaks ties), so the new constraint stays last in its level.
        let byLevel = optional.enumerated().sorted { x, y in
            let a = strength[x.element]!.priority, b = strength[y.element]!.priority
            return a != b ? a > b : x.offset < y.offset
        }.map(\.element)
        return [
            (required + optional, false),
            (newFirst ? front + others : Array(records.indices), false),
            (required + byLevel, true),
        ]
    }

    /// ``rebuildFresh(tracking:newSlot:newFirst:warmStart:)`` adding the constraints in the slots of `order`.
    ///
    /// A required constraint the solver already holds is not refused by the fresh tableau's
    /// rounding: the solver decided it when it was added, and a rebuild (to start tracking
    /// equalities before a removal, say) must not undo that decision or fail the call that
    /// asked for it. If the fresh tableau finds a leftover re-adding one, the rebuild starts
    /// again with that constraint accepting its leftover, as a confirmed refusal would be
    /// (fuzz seed 3170: `x0 - x0 - 0.00333 x1 + 13.33 <= 0`, held, then refused by the
    /// rebuild a removal started, so the removal threw).
    private mutating func rebuildFresh(tracking: Bool, newSlot: Int, order: [Int],
                                       settlingLevels: Bool = false, warmStart: Bool = false) throws(SolverError) {
        var lenient: Set<Int> = []
        while true {
            var stumbled: Int?
            do {
                try rebuildFresh(tracking: tracking, newSlot: newSlot, order: order, settlingLevels: settlingLevels,
                                 warmStart: warmStart && lenient.isEmpty, lenient: lenient, stumbled: &stumbled)
                for slot in lenient { setAcceptsLeftover(true, at: slot) }
                return
            } catch {
                guard let slot = stumbled, lenient.count < 8 else { throw error }
                lenient.insert(slot)
            }
        }
    }

    /// One attempt of ``rebuildFresh(tracking:newSlot:order:settlingLevels:warmStart:)``: the slots in
    /// `lenient` accept their leftover; a held required constraint refused for a leftover is
    /// reported in `stumbled` (and the attempt throws). `settlingLevels`: the objective is
    /// optimised each time the optional constraints of one priority are in (`order` gives
    /// them by priority), not only once at the end. `warmStart`: before that optimisation the
    /// rows are pivoted into the present tableau's basis where they can be
    /// (``warmBasis(in:symbols:tags:)``); where they cannot, the rows as built are optimised,
    /// unless `warmOnly` (a refactorization, ``refactorIfDue()``): then the attempt throws.
    private mutating func rebuildFresh(tracking: Bool, newSlot: Int, order: [Int], settlingLevels: Bool,
                                       warmStart: Bool, warmOnly: Bool = false, lenient: Set<Int>,
                                       stumbled: inout Int?) throws(SolverError) {
        var fresh = Tableau(tracksEqualities: tracking)
        fresh.pivotBudgetOverride = tableau.pivotBudgetOverride
        fresh.judgesStrandedRowsByMagnitude = tableau.judgesStrandedRowsByMagnitude
        fresh.addsByDualSimplex = tableau.addsByDualSimplex
        let symbols = variableSymbols.map { _ in fresh.newSymbol(.external) }
        _ = fresh.savepoint()
        var tags: [Tag?] = Array(repeating: nil, count: records.count)
        for (index, slot) in order.enumerated() {
            guard let record = records[slot] else { continue }
            let c = record.constraint
            var terms: [(Int32, Double)] = []
            terms.reserveCapacity(c.expression.terms.count)
            for term in c.expression.terms {
                guard let v = variableSlots.slot(for: term.variable.id) else {
                    throw .internalError("rebuild: \(term.variable) of \(c) is unknown; nothing was changed")
                }
                terms.append((symbols[v], term.coefficient))
            }
            var constant = record.constant
            if let v = record.editVariable, let e = editSlots.slot(for: v.id) { constant -= editValues[e] }
            do {
                tags[slot] = try fresh.add(terms: terms, constant: constant, relation: c.relation,
                                           strength: c.strength, optimizing: false,
                                           acceptingLeftover: record.acceptsLeftover || lenient.contains(slot))
            } catch {
                if slot == newSlot, case .unsatisfiable = error { throw .unsatisfiableConstraint(c, conflicting: []) }
                if case .unsatisfiable = error, c.strength.isRequired, !lenient.contains(slot) { stumbled = slot }
                throw .internalError("rebuild: \(c) could not be re-added (\(error)); nothing was changed")
            }
            if settlingLevels, !c.strength.isRequired, index + 1 == order.count
                || records[order[index + 1]]?.constraint.strength.priority != c.strength.priority {
                try fresh.optimize()
            }
        }
        var warmed = false
        if warmStart, !settlingLevels, let target = warmBasis(in: fresh, symbols: symbols, tags: tags) {
            var warm = fresh
            if try warm.pivotInto(basis: target), warm.growth <= max(fresh.growth, tableau.growth) {
                fresh = warm
                warmed = true
            }
        }
        if warmOnly, !warmed { throw .internalError("rebuild: the present basis could not be reached; nothing was changed") }
        // A second opinion goes by Bland's rule, another path than the one that may have
        // misled the tableau it replaces; a refactorization's basis is already optimal, or
        // nearly, and the few pivots left are priced as every call's are.
        if !warmOnly { fresh.pricesPartially = false }
        try fresh.optimize()
        fresh.pricesPartially = true
        if newSlot >= 0, let slot = leftoverLeftOff(by: &fresh, symbols: symbols, lenient: lenient, newSlot: newSlot),
           let record = records[slot] {
            throw .internalError("rebuild: \(record.constraint), held accepting its leftover, would be left off; nothing was changed")
        }
        if fresh.illConditioned, newSlot >= 0, let record = records[newSlot], record.constraint.strength.isRequired,
           !record.acceptsLeftover,
           !Self.requiredConstraintsHold(records, extra: nil, in: &fresh, symbols: symbols, slots: variableSlots) {
            throw .unsatisfiableConstraint(record.constraint, conflicting: [])
        }
        fresh.commit()
        tableau = fresh
        if warmed && !warmOnly { warmStarts += 1 }
        refactorMark = (fresh.cellUpdates, fresh.liveCells)
        undeterminedCache = nil
        noiseSearched = nil
        secondOpinionGrowth = fresh.growth
        secondOpinionAt = nil
        variableSymbols = symbols
        symbolSlots = []
        for (slot, s) in symbols.enumerated() { noteSlot(slot, of: s) }
        for slot in records.indices {
            if let tag = tags[slot] { records[slot]?.tag = tag }
        }
        for (e, edit) in edits.enumerated() {
            if let edit, let slot = constraintSlots.slot(for: edit.constraint.id), let tag = tags[slot] { editTags[e] = tag }
        }
    }

    /// The slot of a required constraint that accepts its leftover (held so, or `lenient` in
    /// this build), other than the one at `newSlot`, that the answer of `fresh` (a rebuild, its
    /// variables' symbols `symbols`) leaves off by more than ``Tolerance/requiredResidual`` of
    /// its magnitudes and more than twice as far as the present answer does; nil when none.
    /// Accepting a leftover is meant for a tableau's rounding, but a fresh tableau accepts
    /// whatever leftover its phase one ends with, and one whose way there is barred by the
    /// constraints added before (a redundant equality's rounding pivoted on as a relation no
    /// constraint states) ends a real distance off: operation fuzz seed 3012 left
    /// `x29 - x24 + 4 == 0` 7.24 off when a rebuild for a later add put it after them, where the
    /// present answer held it exactly. A rebuild for an add that does so is not kept (the next
    /// order is tried, and if none is kept the add is settled as a refusal is). Rebuilds for
    /// other calls are not judged so: after a removal the present answer is no yardstick (the
    /// removed constraint may be what held a leftover in place, fuzz seed 8421), and a removal
    /// must not fail for it; ``reseatLeftoversIfBroken()`` looks after those. (Putting such
    /// constraints first in every rebuild instead mended seed 3012 too, but broke seeds 752 and
    /// 3874 at 100 times the fuzz's budget.)
    private mutating func leftoverLeftOff(by fresh: inout Tableau, symbols: [Int32], lenient: Set<Int>,
                                          newSlot: Int) -> Int? {
        var freshValues: [Double]?
        var presentValues: [Double]?
        for slot in records.indices where slot != newSlot {
            guard let record = records[slot], record.constraint.strength.isRequired,
                  record.acceptsLeftover || lenient.contains(slot) else { continue }
            if freshValues == nil { freshValues = Self.publishedValues(of: &fresh, symbols: symbols) }
            let off = Self.relativeViolation(of: record, at: freshValues!, slots: variableSlots)
            guard off > Tolerance.requiredResidual else { continue }
            if presentValues == nil { presentValues = Self.publishedValues(of: &tableau, symbols: variableSymbols) }
            if !(off <= 2 * Self.relativeViolation(of: record, at: presentValues!, slots: variableSlots)) { return slot }
        }
        return nil
    }

    /// How far `values` leave `record`'s constraint (with the constant the solver holds) from
    /// holding, relative to 1 plus the magnitudes it is summed from.
    private static func relativeViolation(of record: ConstraintRecord, at values: [Double], slots: IdMap) -> Double {
        let (violation, magnitude) = violation(of: record.constraint, constant: record.constant, at: values, slots: slots)
        return violation / (1 + magnitude)
    }

    /// The present tableau's basic symbols as symbols of `fresh`, a tableau built from the same
    /// constraints (`symbols` its variables' symbols, `tags` its constraints' tags, by slot);
    /// nil when one of them has no counterpart of the same kind there (a symbol of a
    /// constraint no longer held, say).
    private func warmBasis(in fresh: Tableau, symbols: [Int32], tags: [Tag?]) -> [Int32]? {
        var counterpart = [Int32](repeating: -1, count: tableau.symbolCount)
        for (v, old) in variableSymbols.enumerated() where v < symbols.count { counterpart[Int(old)] = symbols[v] }
        for slot in records.indices {
            guard let old = records[slot]?.tag, let new = tags[slot] else { continue }
            if old.marker >= 0 { counterpart[Int(old.marker)] = new.marker }
            if old.other >= 0 { counterpart[Int(old.other)] = new.other }
        }
        var target: [Int32] = []
        target.reserveCapacity(tableau.rows.count)
        for basic in tableau.rowBasic where basic >= 0 {
            let s = counterpart[Int(basic)]
            guard s >= 0, Int(s) < fresh.symbolCount, fresh.kinds[Int(s)] == tableau.kinds[Int(basic)] else { return nil }
            target.append(s)
        }
        return target
    }

    /// After an operation that succeeded: its answer repaired if the rows drifted, the moves
    /// the simplex could not judge tried, and the rows rebuilt if they have been through enough
    /// work since they were last built.
    private mutating func settleAnswer() {
        guard settlesEachCall else { return }
        repairLeftRequiredOff = false
        repairIfDrifted()
        followHintedMoves()
        refactorIfDue()
        // Hinted moves and a refactorization can change the basis after the search above: the
        // search runs again where they did (it remembers the tableau it last searched).
        if tableau.growth > Tolerance.repricingGrowth { repriceNoiseBlocked() }
    }

    /// How every public call that adds, suggests or changes a constant ends: its answer
    /// settled (``settleAnswer()``) and, where the drift repair left a required constraint off
    /// (``repairLeftRequiredOff``), the solver built again add by add
    /// (``reseatLeftoversIfBroken()``). One place, so that a new call cannot forget the second
    /// half. A removal reseats on its own terms (it also looks at accepted leftovers).
    private mutating func settleCall() {
        settleAnswer()
        if repairLeftRequiredOff { reseatLeftoversIfBroken() }
    }

    /// How many times the work of building the rows (their live cells) the substitutions since
    /// must add before the rows are rebuilt (``refactorIfDue()``): a rebuild then costs a small
    /// share of the work it follows.
    static let refactorWork = 256
    /// The fewest cells a tableau is judged to hold for ``refactorIfDue()``, so that a small
    /// solver is not rebuilt every few calls.
    static let refactorFloor = 4_096

    /// The size work is measured against (``refactorWork``, ``batchWork``): the cells the rows
    /// held when last built fresh, or their count, at least ``refactorFloor``; no walk over
    /// the rows, so a small call on a large tableau does not pay for one.
    private var workScale: Int { max(refactorMark.cells, tableau.rows.count, Self.refactorFloor) }

    /// Periodic refactorization, as LP codes reinvert their basis. Every substitution adds its
    /// rounding to the row it rewrites, and a cell that should have cancelled to zero but is
    /// left at rounding is copied into every row the next pivots substitute it into: W7's
    /// dashboards at 20 rows (2,030 constraints), built, given the window's edit and resized,
    /// ended with 1.6 million live cells where the same basis built fresh holds 150,000, took
    /// 5-14 s a first suggestion, and left priority 750 at 1e-5 where it is 0. Once the cells
    /// the substitutions added since the rows were last built fresh pass ``refactorWork`` times
    /// those the rows then held, the tableau is built afresh from the constraints and pivoted
    /// straight into its present basis (``warmBasis(in:symbols:tags:)``, as the switch to
    /// tracking equalities is): the same vertex, its rows carrying one build's rounding. It is
    /// kept only if that basis is reached and the answer, evaluated from the constraints, is
    /// no worse (``AnswerReport/fallsShort(of:)``); otherwise the tableau stays and the mark
    /// moves on. Either way the attempt costs a small share of the work it follows. Layouts,
    /// whose calls substitute few rows, rarely reach the mark.
    private mutating func refactorIfDue() {
        guard tableau.cellUpdates &- refactorMark.work >= Self.refactorWork &* workScale else { return }
        let kept = self
        let before = answerReport()
        var stumbled: Int?
        do {
            try rebuildFresh(tracking: tableau.tracksEqualities, newSlot: -1, order: rebuildOrders()[0].order,
                             settlingLevels: false, warmStart: true, warmOnly: true, lenient: [], stumbled: &stumbled)
            if !answerReport().fallsShort(of: before) {
                refactorizations += 1
                return
            }
        } catch {}
        // Not reached, or no better: the tableau stays, and the next attempt waits for as much work.
        self = kept
        refactorMark = (tableau.cellUpdates, tableau.liveCells)
    }

    /// After an operation that succeeded, on a tableau that amplifies rounding
    /// (``Tableau/amplifiesRounding``): if its answer breaks a required constraint, or (on an
    /// ill-conditioned one) the optional levels it evaluates to differ from what the rows say
    /// they are (the rows drifted from the constraints), or the call took its growth past
    /// ``Tolerance/untrustedGrowth`` (a second opinion; see ``secondOpinionGrowth``), the
    /// tableau is rebuilt from the constraints, whose fresh rows carry no history. The rebuilt
    /// answer is judged as the old one was (a constraint the rebuild had to accept with its
    /// leftover still counts as required): one that breaks a required constraint, when the old
    /// one held them all (those accepting a leftover included, when it held those too), or
    /// reaches a lexicographically worse objective, is not kept. Drift
    /// that breaks nothing still strands the simplex: a basis "optimal" only in the drifted
    /// rows (fuzz seed 109: a level the rows put at 0 and the answer at 6.5e-7, and a level
    /// below it left at 108,430 where 83,790 is reachable). Nothing is refused here, and
    /// a rebuild that fails leaves the tableau as it was: the operation itself was valid. A
    /// second opinion on an answer that holds every required constraint waits until the
    /// tableau has done as much work as a rebuild (see ``secondOpinionAt``). A tableau grown
    /// past ``Tolerance/repricingGrowth`` that does not yet amplify rounding is only repriced.
    @inline(__always)
    private mutating func repairIfDrifted() {
        guard tableau.amplifiesRounding else {
            if tableau.growth > Tolerance.repricingGrowth { repriceNoiseBlocked() }
            return
        }
        refineAnswer()
        repriceNoiseBlocked()
        // Merely amplifying: the required constraints alone (see ``Tolerance/amplifyingPivot``),
        // one pass with no levels to total; a rebuild then replaces an answer that broke one.
        var before: AnswerReport?
        if tableau.illConditioned {
            let report = answerReport()
            if report.requiredHold, let asked = secondOpinionAt, tableau.rowUpdates &- asked < tableau.rows.count { return }
            let untrusted = tableau.growth > max(Tolerance.untrustedGrowth, 10 * secondOpinionGrowth)
            guard untrusted || !report.requiredHold || !report.leftoversHeld || tableau.rowsMislead(given: report.levels)
            else { return }
            secondOpinionGrowth = tableau.growth
            before = report
        } else {
            guard !answerHoldsRequired() else { return }
            before = answerReport()
        }
        driftRepairs += 1
        let kept = self
        do {
            try rebuildFresh(tracking: tableau.tracksEqualities)
        } catch {
            self = kept
            if before?.requiredHold == true { secondOpinionAt = tableau.rowUpdates }
            repairLeftRequiredOff = before?.requiredHold == false
            return
        }
        // A rebuild may have to accept the leftover of a constraint the solver held
        // (``rebuildFresh(tracking:newSlot:order:settlingLevels:warmStart:)``), and no later check looks
        // at such a constraint: it stays a constraint to hold here, as the old answer was judged (fuzz
        // seed 2808: a rebuilt answer left one more than 9.5 off at values of 1.3e6 and
        // replaced an answer that held it).
        let leniency = kept.records
        // Required constraints first is no guarantee against drift; the other ways to build
        // the rows (``rebuildOrders(newSlot:newFirst:)``) are tried in turn while the required
        // constraints do not hold: the order they were added in, then the levels settled one at
        // a time, highest first.
        let builds = rebuildOrders()
        for build in builds.dropFirst() where !answerHoldsRequired(judgedBy: leniency) {
            rebuild(build, judgedBy: leniency, keptIf: .holdsRequired)
        }
        // Every order can also hold every required constraint and still pivot through rounding
        // to a wrong vertex, cells grown past ``Tolerance/untrustedGrowth`` again (twice W5's
        // size, seed 5, step 156: cells grown 1.9e10 to 1e11 times, priorities 608 and 602
        // left at 110 and 3,739 where 0 is the optimum). Settling the levels one at a time grew
        // them 1.5e4 times and reached the optimum; it is kept only where its answer is no worse.
        if tableau.growth > Tolerance.untrustedGrowth {
            rebuild(builds[builds.count - 1], judgedBy: leniency, keptIf: .noWorse)
        }
        // A fresh build follows the same order of adds, and can go through the same large
        // values on its way (fuzz seed 9198): its answer is refined too.
        if tableau.amplifiesRounding { refineAnswer() }
        // And its costs are summed over rows that carry rounding as an incremental tableau's
        // do: a rebuilt tableau grown past ``Tolerance/repricingGrowth`` is repriced before it
        // is judged, as any other is after a call (random many-priority systems twice W5's
        // size, seed 18, step 125: a rebuild grown 1.5e4 times held seven slacks behind costs
        // of about 1e-8 at priority 530 that are rounding, each worth up to 6.4 per unit at
        // 517, which it left at 2,271 where 1,397 is the optimum; it was kept, and the call
        // returned it). Its rounds are judged as the rebuild is, by the answer: refined columns
        // are only as good as the rows they are refined from (operation fuzz seed 4302: a round
        // on a rebuild grown 2.6e7 times broke required constraints and took a level from 1.1e4
        // to 2.8e13).
        if tableau.growth > Tolerance.repricingGrowth {
            let rebuilt = self
            let report = answerReport(judgedBy: leniency)
            repriceNoiseBlocked()
            if answerReport(judgedBy: leniency).fallsShort(of: report) { self = rebuilt }
        }
        guard let before else { return }
        let after = answerReport(judgedBy: leniency)
        // An answer that broke a required constraint is replaced by any rebuild that leaves
        // none further off.
        guard before.requiredHold else {
            if after.requiredWorst > 2 * before.requiredWorst { self = kept }
            // Kept or not, an answer still off may have the right basis and drifted constants
            // (badly scaled family at 60 x 200, seed 67: 1.8e-6 of its magnitudes off on a
            // tableau grown 3.5e7 times, 1e-16 once its basis was solved afresh).
            var report = answerReport(judgedBy: leniency)
            if !report.requiredHold || !report.leftoversHeld {
                resolveVertex(judgedBy: leniency)
                report = answerReport(judgedBy: leniency)
            }
            // An answer that still breaks one, a constraint that accepted its leftover
            // included (batched fuzz seed 2072: a removal left a required equality 0.08 off; the
            // rebuilds broke another further; badly scaled seed 113: an edit variable's add
            // left one 0.95 off, the rebuild left one that accepted its leftover 3.1e-6 off), is
            // the call's to build again add by add.
            repairLeftRequiredOff = !report.requiredHold || !report.leftoversHeld
            return
        }
        // A rebuild that holds a constraint that accepted its leftover, where the answer did
        // not, is kept though a level is worse: the answer bought that level by breaking a
        // required constraint (badly scaled family at 60 x 200, seed 14: a suggestion left one
        // 3.6e-6 of its magnitudes off, where the rebuild held it to 6e-9).
        let holdsLeftovers = !before.leftoversHeld && after.leftoversHeld && !after.breaksRequired(heldBy: before)
        if after.fallsShort(of: before) && !holdsLeftovers {
            self = kept
            secondOpinionAt = tableau.rowUpdates
            repairLeftRequiredOff = !before.leftoversHeld
        } else {
            // A rebuild that improved the answer proved the doubt right: ask again freely.
            secondOpinionAt = before.isWorse(than: after) ? nil : tableau.rowUpdates
            repairLeftRequiredOff = !after.leftoversHeld
        }
    }

    /// After a call: the moves the primal simplex left untaken because doubles could not
    /// judge them (``Tableau/hintedMoves``) are taken, and kept only if the answer, evaluated
    /// from the constraints as written, then holds what it held and is better at some level
    /// and no worse above it (``AnswerReport/improves(on:)``). Three kinds, all on badly scaled
    /// systems (coefficients of 1e-3 to 1e3 and their products). A reduced cost below the
    /// simplex's noise threshold (``Tolerance/optimality`` of the level's weights) that is
    /// real: operation fuzz seed 8315, 0.0101/1002 times 1/3000 made a cost of -3.4e-9 beside a
    /// weight of 4, and the move it asked for, by 3.8e6, took its level from 12.68 to the
    /// optimum 0 (six seeds at 100 times the fuzz's budget). A cost beyond the threshold whose
    /// gain is too small to measure, which the simplex does not trust to trade a loss below
    /// (see ``Tolerance/roundingCostBound``): seed 9858 stopped at a vertex where the way to
    /// the optimum (4.55 to 0 at priority 999) begins with two such steps. And a move limited
    /// only by a cell the ratio test passed over as rounding next to its row (seed 9147). The
    /// answer is the judge, not the costs or cells, which are what is in doubt. Layouts, whose
    /// costs are weights times plain multipliers, leave no hints: the check is one test of an
    /// empty list.
    @inline(__always)
    private mutating func followHintedMoves() {
        guard tableau.hasHintedMoves else { return }
        tryHintedMoves()
    }

    /// Hinted moves a round at a time (a move, then the simplex), up to ``hintRounds``
    /// rounds; the whole is kept or undone (see ``followHintedMoves()``).
    private mutating func tryHintedMoves() {
        if let tried = hintsTried, tried == (tableau.generation, tableau.costEdits) {
            tableau.dropHintedMoves()
            return
        }
        let savepoint = tableau.savepoint()
        var before: AnswerReport?
        var moved = false
        var doubtfulTaken = false
        do {
            for _ in 0..<Self.hintRounds {
                var pivoted = false
                for hint in tableau.takeHintedMoves(limit: Tableau.hintLimit)
                where tableau.hintIsWorthTrying(hint.symbol, level: hint.level, cost: hint.cost) {
                    var (level, cost) = (hint.level, hint.cost)
                    if hint.doubtful {
                        // A move the simplex left for a doubtful cell (`Tolerance.growthNoise`)
                        // is limited by the refined column's cells where they are exact, and
                        // dropped if that column does not confirm it (taken anyway, such moves
                        // left more levels above their optimum in the operation fuzz at 100
                        // times its budget, and a badly scaled system refused a satisfiable
                        // equality); without a refined column it is taken as the simplex would
                        // have. Its answer needs no gain to be kept: the simplex needed none.
                        if let column = refinedColumn(of: hint.symbol) {
                            guard let deciding = confirms(column, of: hint.symbol, level: level, cost: cost)
                            else { continue }
                            (level, cost) = deciding
                            if !column.approximate, tableau.columnDiffers(of: hint.symbol, from: column.direction) {
                                if before == nil { before = answerReport() }
                                tableau.writeColumn(of: hint.symbol, column.direction, costs: column.costs)
                            }
                        }
                        doubtfulTaken = true
                    } else {
                        guard let confirmed = confirms(hint.symbol, level: level, cost: cost) else { continue }
                        (level, cost) = (confirmed.level, confirmed.cost)
                    }
                    if before == nil { before = answerReport() }
                    if try tableau.takeHintedMove(hint.symbol, level: level, cost: cost) {
                        pivoted = true
                        break
                    }
                }
                guard pivoted else { break }
                moved = true
                try tableau.optimize()
            }
        } catch {
            moved = false
        }
        // Not beyond the reach of the values the solver was given (``Tolerance/valueReach``),
        // unless the answer already was: a move limited only by a cell that is rounding goes
        // as far out as that cell's inverse, where checks relative to magnitudes hold anything
        // (fuzz seed 285: values of 1e19, required constraints 6.7e7 off).
        // The answer is judged refined, as every call's answer is at its end: the moves went
        // through values far from it, and their rounding alone can look like a loss above
        // (fuzz seed 1878: priority 999 at 9.6e-7 where it was 6e-11, on a tableau grown 1e7
        // times, against a gain of 0.056 at 940 that the exact optimum has; refined, 999 is
        // back at 1.5e-11 and the move is kept).
        if moved && tableau.amplifiesRounding { refineAnswer(committing: false) }
        if moved, let before, case let after = answerReport(),
           after.reach <= max(before.reach, Tolerance.valueReach * tableau.valueScale),
           !after.fallsShort(of: before), doubtfulTaken || after.improves(on: before) {
            tableau.commit()
            hintedMovesKept += 1
            undeterminedCache = nil
            return
        }
        tableau.rollBack(to: savepoint)
        tableau.commit()
        tableau.dropHintedMoves()
        hintsTried = (tableau.generation, tableau.costEdits)
    }

    /// Whether the direction of parametric `s`, refined from the constraints as written
    /// (``refinedDirection(of:)``, as repricing refines it), confirms its hinted move, and the
    /// level and cost that decide it: its cost at `level` has the sign of `cost` (and is not
    /// zero as a number), its costs above are noise, and some restricted basic symbol moves
    /// towards its bound, so that a row limits the move. When the refined cost at `level` is
    /// noise, the first level below where it is not decides instead, if it improves there: the
    /// cost the simplex saw at `level` was the grown tableau's rounding, and the move's real
    /// gain is lower down (batch fuzz seed 839: a slack's cost of -1.5e-8 at priority 551 on a
    /// tableau grown 7.5e11 times, refined to nothing, over a real -3.69 at 249 that took the
    /// level from 43,014 to its optimum 40,625). A move that fails this would only be taken and
    /// undone: on random many-priority systems most hints are rounding (W5's instructions rose
    /// 42% when every hint was taken and judged).
    private func confirms(_ s: Int32, level: Int, cost: Double)
        -> (column: (direction: [Double], costs: [Double], approximate: Bool), level: Int, cost: Double)? {
        guard let column = refinedColumn(of: s), let deciding = confirms(column, of: s, level: level, cost: cost)
        else { return nil }
        return (column, deciding.level, deciding.cost)
    }

    /// ``confirms(_:level:cost:)`` for the refined `column` of `s`.
    private func confirms(_ column: (direction: [Double], costs: [Double], approximate: Bool), of s: Int32,
                          level: Int, cost: Double) -> (level: Int, cost: Double)? {
        let (d, costs, _) = column
        let objective = tableau.objective
        var deciding: (level: Int, cost: Double)?
        var below = false
        for l in objective.order where l != tableau.phaseOneLevel {
            let sign = objective.signOfCoefficient(costs[l], level: l)
            if l == level {
                if costs[l] != 0, (costs[l] < 0) == (cost < 0) {
                    deciding = (l, cost)
                    break
                }
                guard sign == 0 else { return nil }
                below = true
            } else if sign != 0 {
                guard below, sign < 0 || !tableau.kinds[Int(s)].isRestricted else { return nil }
                deciding = (l, costs[l])
                break
            }
        }
        guard let deciding else { return nil }
        let direction: Double = deciding.cost < 0 ? 1 : -1
        let limited = tableau.rowBasic.contains { b in
            b >= 0 && tableau.kinds[Int(b)].isRestricted && direction * d[Int(b)] < 0
        }
        return limited ? deciding : nil
    }

    /// Rounds of hinted moves one call may take: the way to an optimum can begin with several
    /// steps the simplex does not trust (seed 9858 took two).
    static let hintRounds = 8

    /// What a rebuild's answer must do to replace the present one.
    private enum RebuildRule {
        /// Hold every required constraint.
        case holdsRequired
        /// Not fall short of the present answer (``AnswerReport/fallsShort(of:)``).
        case noWorse
    }

    /// Rebuilds in one of the ways ``rebuildOrders(newSlot:newFirst:)`` gives (see
    /// ``rebuildFresh(tracking:newSlot:order:settlingLevels:warmStart:)``) and keeps the result only if
    /// its answer meets `rule`, with constraints judged as `leniency` judges them.
    private mutating func rebuild(_ build: (order: [Int], settlingLevels: Bool), judgedBy leniency: [ConstraintRecord?],
                                  keptIf rule: RebuildRule) {
        let kept = self
        let present = rule == .noWorse ? answerReport(judgedBy: leniency) : nil
        do {
            try rebuildFresh(tracking: tableau.tracksEqualities, newSlot: -1, order: build.order,
                             settlingLevels: build.settlingLevels)
            let meets = if let present { !answerReport(judgedBy: leniency).fallsShort(of: present) }
                        else { answerHoldsRequired(judgedBy: leniency) }
            if !meets { self = kept }
        } catch {
            self = kept
        }
    }

    /// Iterative refinement of the answer (``Tableau/refine(_:)``) when a constraint with a
    /// marker, evaluated as written at the tableau's point, is off by more than
    /// ``Tolerance/refinementTrigger`` of its magnitudes: up to three rounds, each kept only if
    /// it at least halves the largest relative residual. Only tableaus that amplify rounding
    /// come here. A round that cannot finish (the dual simplex runs into rounding) is undone.
    /// Required equalities of an untracked tableau have no marker: their residuals stay, and
    /// ``answerHoldsRequired(adding:judgedBy:)`` judges them. Not `committing`, the rounds
    /// stay in the journal, for a caller that may still roll back past them.
    private mutating func refineAnswer(committing: Bool = true) {
        var (residuals, worst) = markerResiduals()
        guard worst > Tolerance.refinementTrigger else { return }
        _ = tableau.savepoint()
        defer { if committing { tableau.commit() } }
        for _ in 0..<3 {
            let round = tableau.savepoint()
            do {
                try tableau.refine(residuals)
            } catch {
                tableau.rollBack(to: round)
                break
            }
            let next = markerResiduals()
            guard next.worst <= worst / 2 else {
                tableau.rollBack(to: round)
                break
            }
            (residuals, worst) = next
            refinements += 1
            if worst <= Tolerance.cancellation { break }
        }
    }

    /// Reprices the symbols a tiny cost at a higher level keeps from a real gain below it
    /// (``Tableau/noiseBlocked(limit:)``, at most eight per round), and the symbols whose moves
    /// the simplex refused for a worsening above made by a cell that may be rounding
    /// (``Tableau/refusedMoves``, at most eight more), from directions refined against the
    /// constraints as written (`Tableau+Repricing.swift`), and lets the simplex go on where a
    /// cost or a cell turns out to be rounding; then refines the new answer. Two rounds at most,
    /// each undone if its simplex cannot finish. Every tableau grown past
    /// ``Tolerance/repricingGrowth`` comes here, not only ill-conditioned ones: on random
    /// many-priority systems of W5's size (30 variables, 80 constraints), 19 of 200 seeds
    /// ended a level above its optimum when only ill-conditioned tableaus were repriced, 4
    /// with these repriced too (seed 10: a cost of 1.25e-7 at a level whose costs reach 900,
    /// on a tableau grown 1.1e3 times, left the level below at 250,405 where 0 is the optimum,
    /// confirmed in exact rational arithmetic), and 0 of 200 once tableaus grown a hundred
    /// times were too (seeds 123, 126, 129; see there). A repriced answer costs more pivots; a
    /// wrong one costs the user's trust.
    private mutating func repriceNoiseBlocked() {
        if let searched = noiseSearched, searched == (tableau.generation, tableau.costEdits) { return }
        for _ in 0..<2 {
            let candidates = tableau.noiseBlocked(limit: 8)
            // Moves the simplex refused for a worsening above whose cost there is noise: a cell
            // of rounding times a long step (fuzz seed 4302: a cell of 3.7e-11 where the exact
            // column holds 0, a step of 8.8e7, 0.0032 "worse" at priority 391; the move was the
            // one to the exact optimum at 100, left at 14,130 where it is 11,463). Their refined
            // columns are written back whenever they are exact (no equality without a marker
            // left off), since what changes is a cell, not the sign of a cost.
            let refused = tableau.takeRefusedMoves(limit: 8).filter { !candidates.contains($0) }
            var savepoint: Savepoint?
            var approximate = false
            // The basis solved from the constraints as written, made at most once a round, for
            // a candidate whose refined column still blocks it (``BasisSolve``).
            var basis: BasisSolve??
            for s in refused.isEmpty ? candidates : candidates + refused {
                var column = refinedColumn(of: s)
                if !refused.contains(s), column.map({ !tableau.costsDecideOtherwise(s, $0.costs) }) ?? true {
                    if basis == nil { basis = .some(solvedBasis()?.basis) }
                    if let solved = basis ?? nil { column = solvedColumn(of: s, in: solved) }
                }
                guard let (d, costs, inexact) = column else { continue }
                if refused.contains(s) {
                    guard !inexact, tableau.columnDiffers(of: s, from: d) else { continue }
                } else {
                    guard tableau.costsDecideOtherwise(s, costs) else { continue }
                }
                if savepoint == nil { savepoint = tableau.savepoint() }
                tableau.writeColumn(of: s, d, costs: costs)
                approximate = approximate || inexact
            }
            guard let savepoint else {
                noiseSearched = (tableau.generation, tableau.costEdits)
                return
            }
            // A direction that could not be corrected for a required equality is judged by the
            // answer it leads to, evaluated from the constraints as written.
            let before = answerReport()
            do {
                try optimizeRepriced()
                let after = answerReport()
                if approximate ? after.fallsShort(of: before) : after.breaksRequired(heldBy: before) {
                    tableau.rollBack(to: savepoint)
                    tableau.commit()
                    noiseSearched = (tableau.generation, tableau.costEdits)
                    return
                }
                tableau.commit()
                repricings += 1
            } catch {
                tableau.rollBack(to: savepoint)
                tableau.commit()
                return
            }
            refineAnswer()
        }
    }

    /// The simplex after a repricing wrote its columns: first with each move whose deciding
    /// cost rounding could explain confirmed from the symbol's refined direction
    /// (``optimizeConfirmingCosts()``); where that rewrote a cost, the plain simplex runs too,
    /// from the same columns, and the confirmed answer is kept only if it holds the required
    /// constraints and the plain one does not, or is better at some level and no worse above
    /// (``AnswerReport/improves(on:)``, evaluated from the constraints as written). Either
    /// simplex alone leaves a level above its optimum somewhere: the plain one went on past
    /// the optimum a repricing reached, on costs of 6e-9 that were rounding in one row of a
    /// tableau grown 1.4e6 times, each pivot multiplying it until required constraints broke
    /// (fuzz seed 4302: priority 100 left at 10,977.6 where 8,328.5 is the optimum); the
    /// confirmed one, on a random many-priority system of twice W5's size (seed 18), wrote a
    /// refined cost that kept a real move from priority 477 (120 above the optimum).
    private mutating func optimizeRepriced() throws(SolverError) {
        let written = tableau.savepoint()
        let rewrote: Bool
        do {
            rewrote = try optimizeConfirmingCosts()
        } catch {
            tableau.rollBack(to: written)
            try tableau.optimize()
            return
        }
        guard rewrote else { return }
        // A copy, so that the confirmed answer can come back whole; only on this rare path.
        let confirmed = tableau, confirmedReport = answerReport()
        tableau.rollBack(to: written)
        do {
            try tableau.optimize()
        } catch {
            tableau = confirmed
            return
        }
        let plainReport = answerReport()
        if confirmedReport.requiredHold && (!plainReport.requiredHold || confirmedReport.improves(on: plainReport)) {
            tableau = confirmed
        }
    }

    /// How many costs one repricing may confirm before its simplex goes on unconfirmed.
    private static let confirmationLimit = 32

    /// The simplex of ``optimizeRepriced()`` that confirms small costs: each move decided by a
    /// cost that rounding could explain (``Tableau/confirmsSmallCosts``) is first repriced from
    /// its symbol's refined direction; where the refined costs decide otherwise, they replace
    /// the costs (the column's cells stay: a refined column written into rows that carry
    /// rounding of their own moved a many-priority system of W5's size, seed 62, to a vertex
    /// 2,343 above the optimum at priority 761), else the move is taken. Returns whether any
    /// cost was replaced: if none was, the simplex made exactly the plain one's moves.
    private mutating func optimizeConfirmingCosts() throws(SolverError) -> Bool {
        tableau.confirmsSmallCosts = true
        tableau.confirmedCosts = []
        defer {
            tableau.confirmsSmallCosts = false
            tableau.confirmedCosts = []
            tableau.awaitingConfirmation = -1
        }
        var rewrote = false
        for _ in 0..<Self.confirmationLimit {
            tableau.awaitingConfirmation = -1
            try tableau.optimize()
            let s = tableau.awaitingConfirmation
            guard s >= 0 else { return rewrote }
            if let (_, costs, _) = refinedColumn(of: s) {
                if tableau.costsDecideOtherwise(s, costs) {
                    tableau.writeCosts(of: s, costs)
                    rewrote = true
                    continue
                }
            }
            tableau.confirmedCosts.append(s)
        }
        tableau.confirmsSmallCosts = false
        try tableau.optimize()
        return rewrote
    }

    /// The direction of parametric `s` (``Tableau/direction(of:)``) corrected, once, for each
    /// constraint's residual along it, evaluated as written. A constraint without a marker (a
    /// required equality of an untracked tableau) cannot be corrected for: off along it by more
    /// than ``Tolerance/refinementTrigger`` of its magnitudes or of the direction's largest
    /// move, whichever is larger, the direction is `approximate`; beyond
    /// ``Tolerance/unmarkedDirection`` of them, nil, and the rows' reduced costs stand. The
    /// direction's largest move counts because a constraint the direction barely touches has
    /// magnitudes that are themselves rounding (many-priority seed 10: 1.6e-11 off on
    /// magnitudes of 7e-9, in a direction moving symbols by hundreds).
    private func refinedDirection(of s: Int32) -> (direction: [Double], approximate: Bool)? {
        var d = tableau.direction(of: s)
        var approximate = false
        let moved = d
        let reach = d.reduce(0) { max($0, abs($1)) }
        var residuals: [(tag: Tag, residual: Double)] = []
        for record in records {
            guard let record, !record.acceptsLeftover else { continue }
            let (sum, magnitude) = balance(of: record, constant: 0) { moved[Int($0)] }
            guard sum != 0 else { continue }
            guard record.tag.marker >= 0, record.tag.markerCoefficient != 0 else {
                let scale = max(magnitude, reach)
                if abs(sum) > Tolerance.unmarkedDirection * scale { return nil }
                if abs(sum) > Tolerance.refinementTrigger * scale { approximate = true }
                continue
            }
            residuals.append((record.tag, sum))
        }
        tableau.correct(&d, for: residuals)
        return (d, approximate)
    }

    /// The direction of parametric `s` refined from the constraints as written
    /// (``refinedDirection(of:)``), cleaned for `s`'s column (``Tableau/clean(_:column:)``), with
    /// the costs it gives each level (``Tableau/costs(of:along:)``) and whether it is only
    /// approximate; nil where no refined direction can be made. What repricing, the
    /// confirmation of small costs and the confirmation of hinted moves each judge a symbol by.
    private func refinedColumn(of s: Int32) -> (direction: [Double], costs: [Double], approximate: Bool)? {
        guard let refined = refinedDirection(of: s) else { return nil }
        var d = refined.direction
        tableau.clean(&d, column: s)
        return (d, tableau.costs(of: s, along: d), refined.approximate)
    }

    /// The present basis solved from the constraints as written (``BasisSolve``): one equation
    /// per constraint held, its terms and its markers as ``balance(of:constant:_:)`` reads them,
    /// with each equation's constant (an edit constraint's less its suggested value); nil where
    /// those equations do not determine the basic symbols. `equilibrated` scales each equation
    /// (and its constant) by the power of two that brings its largest coefficient to [1, 2), which
    /// changes no digit, so that the factorization's test of a vanishing pivot (a fraction of
    /// the largest coefficient) is not set by the largest equation: badly scaled family at
    /// 60 x 200, seeds 82 and 113, bases with coefficients of 1e-2 beside 4.9e5 whose pivots of
    /// 1e-8 to 1e-10 were called vanishing, and were not.
    private func solvedBasis(equilibrated: Bool = false) -> (basis: BasisSolve, constants: [Double])? {
        guard tableau.rows.count <= BasisSolve.largestBasis else { return nil }
        var equations: [[(symbol: Int32, coefficient: Double)]] = []
        var constants: [Double] = []
        equations.reserveCapacity(records.count)
        constants.reserveCapacity(records.count)
        for case let record? in records {
            var constant = record.constant
            if let v = record.editVariable, let e = editSlots.slot(for: v.id) { constant -= editValues[e] }
            constants.append(constant)
            var equation: [(symbol: Int32, coefficient: Double)] = []
            for term in record.constraint.expression.terms {
                guard let slot = variableSlots.slot(for: term.variable.id), slot < variableSymbols.count else { continue }
                equation.append((variableSymbols[slot], term.coefficient))
            }
            let tag = record.tag
            if tag.marker >= 0 {
                equation.append((tag.marker, tag.markerCoefficient))
                if tag.other >= 0 { equation.append((tag.other, -tag.markerCoefficient)) }
            }
            if equilibrated, let largest = equation.map({ abs($0.coefficient) }).max(), largest > 0 {
                let scale = Double(sign: .plus, exponent: -largest.exponent, significand: 1)
                for i in equation.indices { equation[i].coefficient *= scale }
                constants[constants.count - 1] *= scale
            }
            equations.append(equation)
        }
        return BasisSolve(equations: equations, basic: tableau.rowBasic.filter { $0 >= 0 },
                          symbolCount: tableau.kinds.count).map { ($0, constants) }
    }

    /// The answer's vertex solved afresh from the constraints as written
    /// (``Tableau/resolve(toBasicValues:)``), kept if it leaves the required constraints, as
    /// `leniency` judges them, closer to holding than the answer did. For an answer the drift
    /// repair could not make hold: the basis may be right where the rows' constants drifted,
    /// and solving it again costs one factorization (at most ``BasisSolve/largestBasis`` rows),
    /// where the replay add by add it saves costs a whole build.
    private mutating func resolveVertex(judgedBy leniency: [ConstraintRecord?]) {
        guard let (basis, constants) = solvedBasis(equilibrated: true) else { return }
        let kept = self
        let before = answerReport(judgedBy: leniency)
        _ = tableau.savepoint()
        do {
            try tableau.resolve(toBasicValues: basis.vertex(constants: constants))
        } catch {
            self = kept
            return
        }
        tableau.commit()
        if answerReport(judgedBy: leniency).requiredWorst >= before.requiredWorst { self = kept }
    }

    /// ``refinedColumn(of:)``'s result for parametric `s` from the basis solved as written
    /// (exact up to the solve's rounding, never approximate).
    private func solvedColumn(of s: Int32, in basis: BasisSolve) -> (direction: [Double], costs: [Double], approximate: Bool) {
        var d = basis.direction(of: s)
        tableau.clean(&d, column: s)
        return (d, tableau.costs(of: s, along: d), false)
    }

    /// Drops the cells of a required constraint's new row that are the rows' drift, not a
    /// relation: on a tableau that amplifies rounding, each cell within
    /// ``Tolerance/combinationDoubt(growth:)`` of its largest contribution
    /// (``Tableau/doubtfulCells(_:)``) is evaluated along its symbol's refined direction
    /// (``refinedDirection(of:)``), and dropped if it vanishes there (within
    /// ``Tolerance/cancellation`` of that contribution); an approximate direction decides
    /// nothing. Taken as the row's subject, or pivoted on by phase one, such a cell makes the
    /// constant a move of its inverse's size: fuzz seed 5199's reproducer added `E == 0` beside
    /// a held `100 E + 2 <= 0`, a contradiction by 0.02 of `E`, on a tableau grown 5.1e7 times;
    /// its row was `0.02 + 0.01 s19 - 2.1e-7 s20`, s20's cell the drift of `-3 × 0.74999993 +
    /// 1.5 × 1.5` (0 along its refined direction), and s20 taken as the subject went to 9.5e4,
    /// x1 to 1.4e5, where the 2 left on `100 E` is 1e-7 of its terms and the answer checks call
    /// it held. Dropped, phase one refuses the row, and the refusal is re-decided (fresh
    /// tableau, extended precision) as any is. ``doubtfulCombination(_:)`` is the case where
    /// every real cell is in doubt.
    private func dropDriftedCells(of new: inout NewRow) {
        var drifted: [Int32] = []
        for (s, input) in tableau.doubtfulCells(new) {
            if let cell = refinedCell(of: s, in: new.terms), abs(cell) <= Tolerance.cancellation * input { drifted.append(s) }
        }
        if !drifted.isEmpty { new.row.keepCells { !drifted.contains($0) } }
    }

    /// Whether the cell each of `symbols` has in the row of `terms`, evaluated along the
    /// symbol's refined direction (``refinedDirection(of:)``) instead of through the tableau's
    /// rows, is within ``Tolerance/cancellation`` of `input`: the cells the rows gave it
    /// (``Tableau/doubtfulCombination(_:)``) are then their drift, and the equality a
    /// combination of those present. A direction that is only approximate decides nothing (false).
    private func refinedCellsCancel(_ symbols: [Int32], in terms: [(Int32, Double)], input: Double) -> Bool {
        for s in symbols {
            guard let cell = refinedCell(of: s, in: terms), abs(cell) <= Tolerance.cancellation * input else { return false }
        }
        return true
    }

    /// The cell `s` has in the row of `terms`, evaluated along its refined direction
    /// (``refinedDirection(of:)``) instead of through the tableau's rows; nil where that
    /// direction is only approximate.
    private func refinedCell(of s: Int32, in terms: [(Int32, Double)]) -> Double? {
        guard let refined = refinedDirection(of: s), !refined.approximate else { return nil }
        var cell = 0.0
        for (t, c) in terms { cell += c * refined.direction[Int(t)] }
        return cell
    }

    /// Whether `constraint`, a required equality whose row was found a combination of those
    /// present (``refinedCellsCancel(_:in:input:)``) but left a constant beyond
    /// ``Tolerance/redundancy``, is implied by the required constraints linked to it, decided in
    /// extended precision (``PreciseFeasibility``): it holds with them, and the same expression
    /// with its constant moved by its own size (at least 1) does not, so nothing but that
    /// constant is consistent with them. The leftover is then the rows' drift. Re-deciding it on
    /// a fresh tableau instead pivots on the same combination's rounding, which a fresh
    /// tableau's rows can carry too: fuzz seed 2413, twice an equality present but for one ulp,
    /// left a constant of 5.9e-4 on magnitudes of 1.1e7 (5.2e-11) at a growth of 9.5e5; a fresh
    /// tableau pivoted on a cell of 6.9e-9 of its inputs, grew to 4.8e9, and left priority 161
    /// at 295,267 against an optimum of 155,383. Holding is not enough: a cell the refined
    /// direction puts at the tolerance can be a real relation (`x + y + 1e-11 t == 0` then
    /// `x + y == 5`, which sets t), and moving the constant shows it. False without a verdict,
    /// or when explanations are not wanted (``conflictDetail``).
    private func impliedPrecisely(_ constraint: Constraint) -> Bool {
        guard conflictDetail == .irreducible else { return false }
        let component = ConflictExplainer.connectedComponent(of: constraint, in: heldRequired())
        guard PreciseFeasibility.conflicts(constraint, component) == false else { return false }
        let expression = constraint.expression
        let moved = Constraint(Expression(expression.terms, constant: expression.constant + max(1, abs(expression.constant))),
                               constraint.relation, strength: constraint.strength)
        return PreciseFeasibility.conflicts(moved, component) == true
    }

    /// Each constraint with a marker (accepting no leftover), with how far it is from balancing
    /// at the tableau's point: the constant as held (an edit's suggestion taken off), plus its
    /// terms at their variables' values, plus its marker and other symbol at theirs, as its row
    /// was first written (``Tableau/add(terms:constant:relation:strength:optimizing:acceptingLeftover:)``).
    /// Also the largest residual as a fraction of its magnitudes (1 plus each term's size).
    /// A redundant equality whose dummy is basic is left out: its row moves no variable.
    private func markerResiduals() -> (residuals: [(tag: Tag, residual: Double)], worst: Double) {
        var residuals: [(tag: Tag, residual: Double)] = []
        var worst = 0.0
        for record in records {
            guard let record, !record.acceptsLeftover else { continue }
            let tag = record.tag
            guard tag.marker >= 0, tag.markerCoefficient != 0 else { continue }
            if tableau.kinds[Int(tag.marker)] == .dummy && tableau.rowOf[Int(tag.marker)] >= 0 { continue }
            var constant = record.constant
            if let v = record.editVariable, let e = editSlots.slot(for: v.id) { constant -= editValues[e] }
            let (sum, magnitude) = balance(of: record, constant: constant) { s in
                let r = tableau.rowOf[Int(s)]
                return r >= 0 ? tableau.rows[Int(r)].constant : 0
            }
            residuals.append((tag, sum))
            worst = max(worst, abs(sum) / (1 + magnitude))
        }
        return (residuals, worst)
    }

    /// `record`'s constraint as its row was first written
    /// (``Tableau/add(terms:constant:relation:strength:optimizing:acceptingLeftover:)``), with
    /// each symbol at `value`: `constant` plus its terms, plus its marker and other symbol with
    /// their coefficients; and the sum's magnitudes (each part's size). Zero when the symbols
    /// balance it: at the tableau's point (its answer) or along a direction (with no constant).
    private func balance(of record: ConstraintRecord, constant: Double,
                         _ value: (Int32) -> Double) -> (sum: Double, magnitude: Double) {
        var sum = constant, magnitude = abs(constant)
        func add(_ part: Double) {
            sum += part
            magnitude += abs(part)
        }
        for term in record.constraint.expression.terms {
            guard let slot = variableSlots.slot(for: term.variable.id), slot < variableSymbols.count else { continue }
            add(term.coefficient * value(variableSymbols[slot]))
        }
        let tag = record.tag
        if tag.marker >= 0 {
            add(tag.markerCoefficient * value(tag.marker))
            if tag.other >= 0 { add(-tag.markerCoefficient * value(tag.other)) }
        }
        return (sum, magnitude)
    }

    /// ``requiredConstraintsHold(_:extra:in:symbols:slots:)`` for the solver's own tableau;
    /// the constraints that accept their leftover are those of `leniency` (records of the
    /// same constraints, before a rebuild), or of the solver's own records.
    private mutating func answerHoldsRequired(adding extra: Constraint? = nil,
                                              judgedBy leniency: [ConstraintRecord?]? = nil) -> Bool {
        Self.requiredConstraintsHold(leniency ?? records, extra: extra, in: &tableau, symbols: variableSymbols,
                                     slots: variableSlots)
    }

    /// What the solver's answer does to its constraints, evaluated from the constraints as
    /// written (not from the rows): whether every required one holds, and each optional level.
    /// Constraints accept their leftover as in `leniency` (see ``answerHoldsRequired(adding:judgedBy:)``).
    private mutating func answerReport(judgedBy leniency: [ConstraintRecord?]? = nil) -> AnswerReport {
        let values = Self.publishedValues(of: &tableau, symbols: variableSymbols)
        var report = AnswerReport()
        report.reach = values.reduce(0) { max($0, abs($1)) }
        for record in leniency ?? records {
            guard let record else { continue }
            var constant = record.constant
            if let v = record.editVariable, let e = editSlots.slot(for: v.id) { constant -= editValues[e] }
            let found = Self.violation(of: record.constraint, constant: constant, at: values, slots: variableSlots)
            let strength = record.constraint.strength
            if strength.isRequired {
                let relative = found.violation / (1 + found.magnitude)
                report.requiredWorst = relative.isFinite ? max(report.requiredWorst, relative) : .infinity
                if !Self.isHeld(found) {
                    if record.acceptsLeftover { report.leftoversHeld = false } else { report.requiredHold = false }
                }
            } else {
                report.levels[strength.priority, default: (0, 0)].value += strength.weight * found.violation
                report.levels[strength.priority, default: (0, 0)].magnitude += strength.weight * found.magnitude
            }
        }
        return report
    }

    /// How far `values` (by variable slot) leave `constraint` with `constant` from holding, and
    /// the magnitude that is computed from (1 plus its constant plus each |coefficient × value|).
    private static func violation(of constraint: Constraint, constant: Double, at values: [Double],
                                  slots: IdMap) -> (violation: Double, magnitude: Double) {
        var sum = constant, magnitude = abs(constant)
        for term in constraint.expression.terms {
            guard let slot = slots.slot(for: term.variable.id), slot < values.count else { continue }
            let product = term.coefficient * values[slot]
            sum += product
            magnitude += abs(product)
        }
        switch constraint.relation {
        case .equal: return (abs(sum), magnitude)
        case .lessOrEqual: return (max(0, sum), magnitude)
        case .greaterOrEqual: return (max(0, -sum), magnitude)
        }
    }

    /// Whether a required constraint left `found` from holding holds: within
    /// ``Tolerance/requiredResidual`` of its magnitudes.
    private static func isHeld(_ found: (violation: Double, magnitude: Double)) -> Bool {
        found.violation <= Tolerance.requiredResidual * (1 + found.magnitude)
    }

    /// Every variable's current value, by slot, read from its row; see ``Solver/valuesReadWhole``.
    mutating func valuesReadWhole() -> [Double] { Self.publishedValues(of: &tableau, symbols: variableSymbols) }

    /// The values `tableau`'s solution gives its external `symbols` (by variable slot), without
    /// touching what the solver has published to the app.
    private static func publishedValues(of tableau: inout Tableau, symbols: [Int32]) -> [Double] {
        var values = [Double](repeating: 0, count: symbols.count)
        tableau.publish(symbols, into: &values)
        return values
    }

    /// Whether the solution of `tableau` (whose external symbols are `symbols`, by variable
    /// slot) satisfies every required constraint in `records`, and `extra` (being added, not
    /// recorded yet), each within ``Tolerance/requiredResidual``. Callers ask only of tableaus
    /// whose rows may have drifted (``Tableau/illConditioned``, or for ``repairIfDrifted()``
    /// ``Tableau/amplifiesRounding``): a well-conditioned tableau's rows carry only the rounding
    /// of well-scaled arithmetic, and the check would cost every call a pass over the
    /// constraints. Constraints that accept their leftover are skipped: their leftover was
    /// judged rounding by extended precision, and is left where it is.
    private static func requiredConstraintsHold(_ records: [ConstraintRecord?], extra: Constraint?,
                                                in tableau: inout Tableau, symbols: [Int32], slots: IdMap) -> Bool {
        let values = publishedValues(of: &tableau, symbols: symbols)
        func holds(_ constraint: Constraint, constant: Double) -> Bool {
            isHeld(violation(of: constraint, constant: constant, at: values, slots: slots))
        }
        for record in records {
            guard let record, record.constraint.strength.isRequired, !record.acceptsLeftover else { continue }
            if !holds(record.constraint, constant: record.constant) { return false }
        }
        if let extra, !holds(extra, constant: extra.expression.constant) { return false }
        return true
    }

    // MARK: Explanations

    /// The irreducible set of required constraints that `constraint` contradicts, starting from
    /// the certificate `markers` the tableau gave (see ``ConflictExplainer``).
    private func explain(_ constraint: Constraint, markers: [Int32], excluding excluded: Int = -1) -> [Constraint] {
        switch conflictDetail {
        case .none:
            return []
        case .certificate:
            return certificate(markers)
        case .irreducible:
            // The required constraints as the solver holds them (changed constants included),
            // reported as the app's own objects.
            var original: [ObjectIdentifier: Constraint] = [:], heldOf: [ObjectIdentifier: Constraint] = [:]
            var required: [Constraint] = []
            for (slot, record) in records.enumerated() where slot != excluded {
                guard let record, record.constraint.strength.isRequired else { continue }
                let held = record.held
                original[ObjectIdentifier(held)] = record.constraint
                heldOf[ObjectIdentifier(record.constraint)] = held
                required.append(held)
            }
            var candidates = certificate(markers).compactMap { heldOf[ObjectIdentifier($0)] }
            if !tableau.tracksEqualities || markers.isEmpty {
                // The equalities left no trace here. Every conflict lies within the constraints
                // linked to this one; when their vectors are independent, one elimination names
                // it (``FarkasCertificate``), in time linear in a chain.
                let component = ConflictExplainer.connectedComponent(of: constraint, in: required)
                if let support = FarkasCertificate.irreducibleSupport(of: constraint, among: component),
                   ConflictExplainer.conflicts(constraint, support) {
                    return support.map { original[ObjectIdentifier($0)] ?? $0 }
                }
                // Otherwise ask a tableau that tracks them: its rows carry every equality's
                // dummy, quadratic in a chain, but its certificate is a small superset.
                var tracked = SolverCore(tracksEqualities: true)
                tracked.conflictDetail = .certificate
                for c in required { try? tracked.addConstraint(c) }
                do {
                    try tracked.addConstraint(constraint)
                } catch {
                    if case .unsatisfiableConstraint(_, let found) = error { candidates = found }
                }
            }
            return ConflictExplainer.irreducibleConflict(for: constraint, candidates: candidates, required: required)
                .map { original[ObjectIdentifier($0)] ?? $0 }
        }
    }

    /// A refusal of `constraint` that needs no second opinion: with the required constraints
    /// linked to it (but the one at `excluded`) it forms a conflict that ``FarkasCertificate``
    /// proves exactly. That irreducible set, as the app's constraints in the order they were
    /// added; nil when there is no such proof (the refusal is then re-decided and explained the
    /// long way) or explanations are not wanted. Linked constraints that peel are tried first:
    /// they hold one conflict at most, which any subset holding it names too. Otherwise the
    /// tableau's certificate `markers` narrows the search: of the linked constraints, those it
    /// names and the equalities it cannot name (untracked ones carry no marker); a proof among
    /// them is sought before one among all (an inequality the conflict does not use can lead
    /// the elimination to combinations with the wrong signs). It reads ``requiredRows``, with
    /// `constraint` appended for the time of the call: no constraint object, where the long way
    /// rebuilds the tableau and checks in extended precision (a refusal at the end of a chain
    /// of 500 equalities took 4 ms that way).
    private mutating func provenConflict(_ constraint: Constraint, markers: [Int32]?,
                                         excluding excluded: Int = -1) -> [Constraint]? {
        guard conflictDetail == .irreducible else { return nil }
        syncRequiredRows()
        #if DEBUG
        checkRequiredRows()
        #endif
        let refused = records.count
        for term in constraint.expression.terms {
            guard let v = variableSlots.slot(for: term.variable.id) else {
                requiredRows.dropOpenRow()
                return nil
            }
            requiredRows.appendTerm(coordinate: v + 1, coefficient: term.coefficient)
        }
        requiredRows.endRow(constant: constraint.expression.constant, relation: constraint.relation, linking: false)
        let excludedWasRetired = excluded < 0 || requiredRows.retired[excluded]
        if !excludedWasRetired { requiredRows.retire(excluded) }
        defer {
            requiredRows.removeRows(from: refused)
            if !excludedWasRetired { requiredRows.retire(excluded, false) }
        }
        let coordinateCount = variables.count + 1
        let linked = requiredRows.rowsLinkedByComponents(to: refused, coordinateCount: coordinateCount)
        if let support = FarkasCertificate.peeledSupport(of: refused, among: linked, in: requiredRows,
                                                         coordinateCount: coordinateCount) {
            return constraints(at: support)
        }
        var searches = [linked]
        if let markers {
            let named = Set(markers)
            // Read in place: a record copied out per slot was a fifth of a grid's proof.
            let narrowed = records.withUnsafeBufferPointer { records in
                linked.filter { slot in
                    let marker = records[slot]?.tag.marker ?? -1
                    return marker < 0 || named.contains(marker)
                }
            }
            if narrowed.count < linked.count { searches.insert(narrowed, at: 0) }
        }
        for candidates in searches {
            if let support = FarkasCertificate.provenSupport(of: refused, among: candidates, in: requiredRows,
                                                             coordinateCount: coordinateCount) {
                return constraints(at: support)
            }
        }
        return nil
    }

    /// The constraints of the records at `slots`, read in place (copying a record out of the
    /// array costs more than a proof's whole pass over a chain).
    private func constraints(at slots: [Int]) -> [Constraint] {
        records.withUnsafeBufferPointer { records in
            [Constraint](unsafeUninitializedCapacity: slots.count) { found, count in
                for slot in slots {
                    guard let constraint = records[slot]?.constraint else { continue }
                    (found.baseAddress! + count).initialize(to: constraint)
                    count += 1
                }
            }
        }
    }

    /// Appends `record` to `records` (its row waits for ``syncRequiredRows()``).
    private mutating func appendRecord(_ record: consuming ConstraintRecord) {
        if record.acceptsLeftover { leftoverRecordCount += 1 }
        records.append(record)
    }

    /// Appends to ``requiredRows`` the rows of the records it does not hold yet, each as its
    /// record is now: retired for a removed one.
    private mutating func syncRequiredRows() {
        Self.appendRows(of: records, to: &requiredRows, numbering: variableSlots)
    }

    /// Appends to `rows` the rows of the records it does not hold yet (those from
    /// `rows.count` on), reading each record's fields in place and linking the new rows'
    /// components in one pass at the end: a record copied out, a reference count per term and
    /// the components taken out and put back per row made a row cost about 1,000 instructions,
    /// twice as many as now.
    private static func appendRows(of records: [ConstraintRecord?], to rows: inout FlatConstraints, numbering slots: IdMap) {
        let first = rows.count
        guard first < records.count else { return }
        if records.count - first > 1 { rows.reserveCapacity(rows: records.count - first, terms: 3 * (records.count - first)) }
        records.withUnsafeBufferPointer { records in
            for slot in first..<records.count {
                guard let constraint = records[slot]?.constraint, let constant = records[slot]?.constant else {
                    rows.endRow(constant: 0, relation: .equal, retired: true, linking: false)  // a removed record
                    continue
                }
                let isRequiredRow = ConstraintRecord.isRequiredRow(constraint, isEdit: records[slot]?.editVariable != nil)
                ConstraintRecord.appendRow(of: constraint, constant: constant, isRequiredRow: isRequiredRow,
                                           to: &rows, numbering: slots)
            }
        }
        rows.linkOpenRows()
    }

    /// Forgets the records from `slot` on, and their rows.
    private mutating func removeRecords(from slot: Int) {
        if leftoverRecordCount > 0 {
            for record in records[slot...] where record?.acceptsLeftover == true { leftoverRecordCount -= 1 }
        }
        records.removeSubrange(slot...)
        if slot < requiredRows.count { requiredRows.removeRows(from: slot) }
    }

    /// Removes the record at `slot` (nil) or puts `record` back there, retiring or restoring
    /// its row.
    private mutating func setRecord(_ record: ConstraintRecord?, at slot: Int) {
        if records[slot]?.acceptsLeftover == true { leftoverRecordCount -= 1 }
        if record?.acceptsLeftover == true { leftoverRecordCount += 1 }
        records[slot] = record
        if slot < requiredRows.count { requiredRows.retire(slot, !(record?.isRequiredRow ?? false)) }
    }

    /// Sets whether the record at `slot`, if any, accepts its leftover.
    private mutating func setAcceptsLeftover(_ accepts: Bool, at slot: Int) {
        guard let held = records[slot]?.acceptsLeftover, held != accepts else { return }
        records[slot]?.acceptsLeftover = accepts
        leftoverRecordCount += accepts ? 1 : -1
    }

    /// Changes the constant the solver holds for the record at `slot`, and its row's.
    private mutating func setConstant(_ constant: Double, at slot: Int) {
        records[slot]?.constant = constant
        if slot < requiredRows.count { requiredRows.setConstant(constant, ofRow: slot) }
    }

    #if DEBUG
    /// Stops when ``requiredRows`` differs from the rows `records` give: a mutation of the
    /// records that forgot its row. Debug builds check before every proof.
    private func checkRequiredRows() {
        let leftovers = records.reduce(0) { $0 + ($1?.acceptsLeftover == true ? 1 : 0) }
        precondition(leftovers == leftoverRecordCount, "\(leftoverRecordCount) records counted as accepting a leftover, \(leftovers) do")
        var expected = FlatConstraints()
        Self.appendRows(of: records, to: &expected, numbering: variableSlots)
        precondition(expected.count == requiredRows.count, "requiredRows: \(requiredRows.count) rows for \(expected.count) records")
        for row in 0..<expected.count where !expected.retired[row] || !requiredRows.retired[row] {
            let a = expected.terms(of: row), b = requiredRows.terms(of: row)
            precondition(expected.retired[row] == requiredRows.retired[row]
                         && expected.constants[row] == requiredRows.constants[row]
                         && expected.relations[row] == requiredRows.relations[row]
                         && a.count == b.count
                         && zip(a, b).allSatisfy { expected.coordinates[$0] == requiredRows.coordinates[$1]
                                                   && expected.coefficients[$0] == requiredRows.coefficients[$1] },
                         "requiredRows: row \(row) differs from its record")
        }
    }
    #endif

    /// The required constraints whose markers are in `markers`, in the order they were added.
    private func certificate(_ markers: [Int32]) -> [Constraint] {
        var owner: [Int32: Int] = [:]
        owner.reserveCapacity(markers.count)
        let wanted = Set(markers)
        for (slot, record) in records.enumerated() {
            guard let record, record.constraint.strength.isRequired, record.tag.marker >= 0 else { continue }
            if wanted.contains(record.tag.marker) { owner[record.tag.marker] = slot }
        }
        return owner.values.sorted().compactMap { records[$0]?.constraint }
    }

    // MARK: Private

    /// Forgets the variables registered at or after `mark` (by an add that failed).
    private mutating func forgetVariables(from mark: Int) {
        guard mark < variables.count else { return }
        for v in variables[mark...] { variableSlots.set(v.id, nil) }
        variables.removeSubrange(mark...)
        for s in variableSymbols[mark...] where Int(s) < symbolSlots.count { symbolSlots[Int(s)] = -1 }
        variableSymbols.removeSubrange(mark...)
        values.removeSubrange(mark...)
    }

    /// Records that external symbol `s` is the variable in `slot`.
    private mutating func noteSlot(_ slot: Int, of s: Int32) {
        let i = Int(s)
        if i >= symbolSlots.count { symbolSlots.append(contentsOf: repeatElement(-1, count: i + 1 - symbolSlots.count)) }
        symbolSlots[i] = Int32(slot)
    }

    private mutating func symbol(for variable: Variable) -> Int32 {
        if let slot = variableSlots.slot(for: variable.id) { return variableSymbols[slot] }
        let s = tableau.newSymbol(.external)
        variableSlots.set(variable.id, variables.count)
        variables.append(variable)
        noteSlot(variables.count - 1, of: s)
        variableSymbols.append(s)
        values.append(0)
        return s
    }
}
