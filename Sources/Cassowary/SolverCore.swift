/// The solver's state and logic, as a struct so that a public call on ``Solver`` costs one
/// exclusivity check instead of one per stored property touched. Read-only methods are marked
/// `mutating` too: called through the class's stored property, that borrows the struct in
/// place instead of copying it.
///
/// Every call that changes the tableau runs inside a savepoint: if anything throws, the tableau
/// is rolled back exactly and the bookkeeping here is changed only after the tableau succeeded,
/// so a throwing call leaves no trace.
///
/// Its logic is spread over `SolverCore+*.swift`, one file per concern (settlement, repricing,
/// fresh tableaus, add fallbacks, answers, explanations, edit variables, results); its state is
/// therefore internal rather than private; only ``Solver`` and the conflict explainer's trial
/// solvers hold one.
struct SolverCore {
    struct ConstraintRecord {
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

    struct EditRecord {
        let variable: Variable
        let constraint: Constraint
    }

    var tableau: Tableau

    /// Calls whose simplex ran away (out of its pivot budget, or in a cycle that was no
    /// rounding) and were redone on a fresh tableau; for tests and diagnostics.
    var runawayCalls = 0
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
    var secondOpinionGrowth = 0.0
    /// The tableau's ``Tableau/rowUpdates`` when ``repairIfDrifted()`` last asked a fresh
    /// tableau for a second opinion on an answer that held every required constraint (drifted
    /// rows, untrusted growth) and the rebuilt answer was no better; nil when it was better (the
    /// doubt was right, and may be raised again at once). A system can be ill-conditioned by
    /// itself, so that every tableau built from it, the fresh one included, raises the same
    /// doubt after the next call: a differential stress run against kiwi (required equalities
    /// combined with multipliers of 1e-3 to 1e3) rebuilt its 3,000-row tableau after 53 calls,
    /// keeping each rebuild. Until the tableau has rewritten as many rows as it holds since,
    /// the question is not asked again, so these checks cost at most about the work they guard.
    /// A broken required constraint is repaired whenever it is seen. A removal in place from a
    /// tableau of at most ``removalRecheckRows`` rows forgets it, as any removal forgets
    /// ``secondOpinionGrowth``: the opinion was of a system that held the
    /// removed constraint (batched fuzz seed 839: removing a required inequality from a tableau
    /// grown 7.5e15 times, 17 row updates after a second opinion on the system with it, kept
    /// rows that left priority 100 at 3,394 where 1,866 is the optimum; a fresh tableau of what
    /// was left reaches it).
    var secondOpinionAt: Int?
    /// Whether this call removed a constraint in place, which the drift repair then treats as
    /// untrusted growth on an ill-conditioned tableau (``repairIfDrifted()``): the rows it
    /// leaves were pivoted for the larger system, and their rounding can make another vertex
    /// look optimal without the answer breaking anything or the rows' levels disagreeing with
    /// it (batched fuzz seed 8570: removing an optional k[35] from a tableau grown 5.2e7 times
    /// left priority 749 at 24,358.98, every cost at the vertex positive, where a fresh tableau
    /// reaches the exact 24,358.64). Raised only on tableaus of at most ``removalRecheckRows``
    /// rows; cleared as each answer is settled.
    var removedInPlace = false
    /// The most rows a tableau may hold for a removal in place to forget ``secondOpinionAt``
    /// and raise ``removedInPlace``. A larger ill-conditioned tableau keeps the rule that a
    /// second opinion waits until the calls have rewritten as many rows as it holds: a system
    /// ill-conditioned by itself raises the doubt after every call, and a stress run's removals
    /// from 3,000 rows would each rebuild them (``CombinedEqualitiesTests``). Below this size a
    /// rebuild costs milliseconds, as a dense basis solve does (``BasisSolve/largestBasis``).
    static let removalRecheckRows = BasisSolve.largestBasis
    /// Whether the last incremental add (``addIncrementally``) was refused because its row
    /// looked like a combination of the required equalities present that this untracked
    /// tableau could not confirm (``Tableau/doubtfulCombination(_:)``): its caller switches to
    /// tracking equalities, whose dummies show what the row combines, and adds it again
    /// (``settleFailedAdd(_:error:refusalMarkers:tracking:)``).
    private var refusalNeedsTracking = false
    /// Rebuilds ``repairIfDrifted()`` made, kept or not; for tests.
    var driftRepairs = 0
    /// How many refinement rounds were kept (``refineAnswer()``); for tests.
    var refinements = 0
    /// How many repricing rounds were kept (``repriceNoiseBlocked()``); for tests.
    var repricings = 0
    /// Calls whose hinted moves were taken and kept (``followHintedMoves()``); for tests.
    var hintedMovesKept = 0
    /// The tableau's ``Tableau/generation`` and ``Tableau/costEdits`` when the hinted moves
    /// ``followHintedMoves()`` last tried were not kept: until the cells, the basis or the
    /// costs change, the same moves would be tried and undone again.
    var hintsTried: (generation: Int, costEdits: Int)?
    /// Rebuilds pivoted straight into the basis of the tableau they replaced
    /// (``warmBasis(in:symbols:tags:)``), refactorizations (``refactorizations``) not counted;
    /// for tests.
    var warmStarts = 0
    /// The tableau's ``Tableau/cellUpdates`` and live cells when its rows were last built
    /// fresh, or when a refactorization last gave up: when the next is due (``refactorIfDue()``).
    var refactorMark = (work: 0, cells: 0)
    /// Refactorizations kept (``refactorIfDue()``); for tests.
    var refactorizations = 0
    /// Batches whose final optimisation passed its work ceiling or failed, and that were added
    /// again one constraint at a time (``addConstraints(_:optimizingEach:)``); for tests.
    private(set) var batchesAddedOneByOne = 0
    /// Refusals that stood on an exact proof (``provenConflict(_:markers:excluding:)``), not re-decided.
    var provenRefusals = 0

    /// See ``Tableau/pivotBudgetOverride``; for tests.
    var pivotBudgetOverride: Int? {
        get { tableau.pivotBudgetOverride }
        set { tableau.pivotBudgetOverride = newValue }
    }
    /// Constraints in the order they were added; nil where one was removed.
    var records: [ConstraintRecord?] = []
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
    var addIsKnownSatisfiable = false
    /// Whether each call settles its answer (``settleAnswer()``); false while
    /// ``rebuiltOneByOne()`` replays the adds, whose answer is settled once at the end.
    var settlesEachCall = true
    /// Set by the drift repair of a call's answer (``repairIfDrifted()``) when the answer it
    /// leaves breaks a required constraint as the one it was given did, or leaves one that
    /// accepted its leftover off; the call (an add, a batch, a removal, a suggestion, a change of
    /// constant) then builds the solver again add by add (``reseatLeftoversIfBroken()``).
    /// Cleared as each answer is settled (``settleAnswer()``).
    var repairLeftRequiredOff = false
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
    var requiredRows = FlatConstraints(trackingComponents: true)
    /// Storage ``addIncrementally(_:optimizing:inBatch:refusalMarkers:acceptingLeftover:)``
    /// reuses for a constraint's terms (empty between calls).
    private var termScratch: [(Int32, Double)] = []
    var constraintSlots = IdMap()
    var liveConstraints = 0
    var edits: [EditRecord?] = []
    /// Hot edit state in flat arrays indexed like `edits`: the tableau tag and current value.
    var editTags: [Tag] = []
    var editValues: [Double] = []
    var editSlots = IdMap()
    var variableSlots = IdMap()
    var variables: [Variable] = []
    var variableSymbols: [Int32] = []
    /// The slot of each external symbol (by id) in ``variables``, -1 for none: the inverse of
    /// `variableSymbols`, for publishing only the values that moved.
    var symbolSlots: [Int32] = []
    var values: [Double] = []
    /// What each recent publication changed (see ``PublishedChanges``).
    var publication = PublishedChanges()
    /// The last answer of ``undeterminedVariables(above:)``, with the tableau generation and
    /// priority it was computed for: it depends only on the basis and the cells, so a
    /// suggestion that does not pivot (a resize, most of the time) keeps it. Dropped when the
    /// tableau is replaced (a new tableau counts its generations from zero again).
    var undeterminedCache: (generation: Int, priority: Double, variables: [Variable])?
    /// The tableau's ``Tableau/generation`` and ``Tableau/costEdits`` when
    /// ``repriceNoiseBlocked()`` last ended with nothing to reprice: the search depends only on
    /// the cells, the basis and the costs, so until one of them changes (a suggestion that does
    /// not pivot changes none) it would find nothing again. Cleared with a new tableau.
    var noiseSearched: (generation: Int, costEdits: Int)?
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

    /// The incremental add. On a throw it is rolled back, unless it is part of a batch, whose
    /// caller rolls the whole batch back. A refusal is explained, unless `refusalMarkers` is
    /// non-nil: then the tableau's certificate is stored there and the caller explains it if
    /// the refusal stands (explaining costs a deletion filter, wasted on a refusal overturned).
    mutating func addIncrementally(_ constraint: Constraint, optimizing: Bool, inBatch: Bool,
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
    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let slot = constraintSlots.slot(for: constraint.id), records[slot] != nil else {
            throw .unknownConstraint(constraint)
        }
        if records[slot]?.tag.marker ?? 0 < 0 { try switchToTracking() }
        guard let record = records[slot] else { throw .unknownConstraint(constraint) }
        let savepoint = tableau.savepoint()
        do {
            try tableau.remove(record.tag)
            tableau.commit()
            // What a fresh tableau said of the system, it no longer says of this one: the
            // removed constraint may be what grew it (see ``secondOpinionGrowth``), and the
            // answer it judged is gone (see ``secondOpinionAt``).
            secondOpinionGrowth = 0
            if tableau.rows.count <= Self.removalRecheckRows {
                secondOpinionAt = nil
                removedInPlace = true
            }
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
    mutating func reseatLeftoversIfBroken() {
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
    mutating func rebuildForCallThatCannotFail(before report: AnswerReport, judgingOnly: Bool) -> Bool {
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
    func heldRequired(excluding excluded: Int = -1) -> [Constraint] {
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

    /// Appends `record` to `records` (its row waits for ``syncRequiredRows()``).
    mutating func appendRecord(_ record: consuming ConstraintRecord) {
        if record.acceptsLeftover { leftoverRecordCount += 1 }
        records.append(record)
    }

    /// Appends to ``requiredRows`` the rows of the records it does not hold yet, each as its
    /// record is now: retired for a removed one.
    mutating func syncRequiredRows() {
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
    mutating func removeRecords(from slot: Int) {
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
    mutating func setAcceptsLeftover(_ accepts: Bool, at slot: Int) {
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
    func checkRequiredRows() {
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
    func certificate(_ markers: [Int32]) -> [Constraint] {
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
    mutating func forgetVariables(from mark: Int) {
        guard mark < variables.count else { return }
        for v in variables[mark...] { variableSlots.set(v.id, nil) }
        variables.removeSubrange(mark...)
        for s in variableSymbols[mark...] where Int(s) < symbolSlots.count { symbolSlots[Int(s)] = -1 }
        variableSymbols.removeSubrange(mark...)
        values.removeSubrange(mark...)
    }

    /// Records that external symbol `s` is the variable in `slot`.
    mutating func noteSlot(_ slot: Int, of s: Int32) {
        let i = Int(s)
        if i >= symbolSlots.count { symbolSlots.append(contentsOf: repeatElement(-1, count: i + 1 - symbolSlots.count)) }
        symbolSlots[i] = Int32(slot)
    }

    mutating func symbol(for variable: Variable) -> Int32 {
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
