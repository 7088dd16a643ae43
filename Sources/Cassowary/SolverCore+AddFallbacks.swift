// SolverCore: what an add does when the incremental add throws (a refusal re-decided on
// fresh tableaus and in extended precision, a stumble redone), and the worst required residual.

extension SolverCore {
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
    mutating func settleFailedAdd(_ constraint: Constraint, error: SolverError,
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
    mutating func worstRequiredViolation() -> Double {
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
}
