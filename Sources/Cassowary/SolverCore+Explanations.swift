// SolverCore: explaining a refusal (the irreducible conflicting set) and proving a conflict
// exactly before the tableaus are asked.

extension SolverCore {
    /// The irreducible set of required constraints that `constraint` contradicts, starting from
    /// the certificate `markers` the tableau gave (see ``ConflictExplainer``).
    func explain(_ constraint: Constraint, markers: [Int32], excluding excluded: Int = -1) -> [Constraint] {
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
    mutating func provenConflict(_ constraint: Constraint, markers: [Int32]?,
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
}
