/// Turns the tableau's certificate for a refused required constraint into an irreducible
/// conflict: a set of required constraints that, with the refused one, cannot all hold, while
/// dropping any one of them makes the rest satisfiable.
///
/// The tableau gives a small superset for free: the markers (slacks of inequalities, dummies of
/// equalities) left in the phase-one objective, or in a row of only dummies, are exactly the
/// constraints the infeasibility was derived from. Should rounding have left the superset
/// short of a conflict, the search starts instead from the required constraints that share
/// variables with the refused one, transitively. When the constraints' vectors are linearly
/// independent, ``FarkasCertificate`` reads the irreducible set off one elimination. Otherwise
/// a deletion filter tries each candidate in turn, dropping it if the rest still conflict; it
/// only ever solves systems the size of that superset, never the whole system, but it solves
/// one per candidate.
enum ConflictExplainer {
    /// The irreducible conflict for `constraint`, in the order of `candidates` (add order).
    /// `conflicts` decides each trial (by default a fresh solver; ``PreciseFeasibility`` when a
    /// refusal is confirmed in extended precision).
    static func irreducibleConflict(for constraint: Constraint, candidates: [Constraint],
                                    required: [Constraint],
                                    conflicts: (Constraint, [Constraint]) -> Bool = conflicts) -> [Constraint] {
        var current = candidates
        if !conflicts(constraint, current) {
            current = connectedComponent(of: constraint, in: required)
            guard conflicts(constraint, current) else { return candidates }
        }
        if let support = FarkasCertificate.irreducibleSupport(of: constraint, among: current),
           support.count == current.count || conflicts(constraint, support) {
            return support
        }
        var i = 0
        while i < current.count {
            var trial = current
            trial.remove(at: i)
            if conflicts(constraint, trial) {
                current = trial
            } else {
                i += 1
            }
        }
        return current
    }

    /// Whether `constraint` is refused by a fresh solver holding only `others`.
    static func conflicts(_ constraint: Constraint, _ others: [Constraint]) -> Bool {
        var core = SolverCore()
        core.conflictDetail = .none
        for c in others {
            do { try core.addConstraint(c) } catch { return true }
        }
        do {
            try core.addConstraint(constraint)
        } catch {
            if case .unsatisfiableConstraint = error { return true }
            return false
        }
        return false
    }

    /// The constraints of `all` linked to `constraint` through shared variables, in order: a
    /// search over the variables, each constraint and variable visited once
    /// (``FlatConstraints/rowsLinked(to:coordinateCount:)``).
    static func connectedComponent(of constraint: Constraint, in all: [Constraint]) -> [Constraint] {
        let rows = FlatConstraints(numbering: all + [constraint])
        return rows.rowsLinked(to: all.count, coordinateCount: rows.coordinateCount).map { all[$0] }
    }
}
