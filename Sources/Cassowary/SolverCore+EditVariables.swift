// SolverCore: edit variables and the suggested values they carry.

extension SolverCore {
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
}
