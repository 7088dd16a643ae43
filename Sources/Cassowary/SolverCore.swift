/// The solver's state and logic, as a struct so that a public call on ``Solver`` costs one
/// exclusivity check instead of one per stored property touched. Read-only methods are marked
/// `mutating` too: called through the class's stored property, that borrows the struct in
/// place instead of copying it.
struct SolverCore {
    private struct ConstraintRecord {
        let constraint: Constraint
        var tag: Tag
        /// Set for the constraint behind an edit variable.
        var editVariable: Variable?
    }

    private struct EditRecord {
        let variable: Variable
        let constraint: Constraint
    }

    private var tableau = Tableau()
    /// Constraints in the order they were added; nil where one was removed.
    private var records: [ConstraintRecord?] = []
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
    private var values: [Double] = []
    /// Set when a required equality was removed: the tableau still holds it, and is rebuilt
    /// from the remaining constraints before it is next used.
    private var isStale = false

    /// The number of constraints in the solver, edit constraints included.
    mutating func constraintCount() -> Int { liveConstraints }

    // MARK: Constraints

    /// Adds a constraint. Throws ``SolverError/duplicateConstraint(_:)`` if it is already
    /// present, ``SolverError/unsatisfiableConstraint(_:)`` if it is required and contradicts the
    /// required constraints present, ``SolverError/nonFiniteValue(_:)`` or
    /// ``SolverError/invalidStrength(_:)`` for bad input.
    mutating func addConstraints(_ constraints: [Constraint]) throws(SolverError)
        -> [(constraint: Constraint, error: SolverError)] {
        var failures: [(constraint: Constraint, error: SolverError)] = []
        for constraint in constraints {
            do {
                try addConstraint(constraint, optimizing: false)
            } catch {
                failures.append((constraint, error))
            }
        }
        try tableau.optimize()
        return failures
    }

    mutating func addConstraint(_ constraint: Constraint, optimizing: Bool = true) throws(SolverError) {
        guard constraintSlots.slot(for: constraint.id) == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.expression.isFinite else {
            throw .nonFiniteValue("constraint \(constraint) has a NaN or infinite coefficient or constant")
        }
        guard constraint.strength.isValid else { throw .invalidStrength(constraint.strength) }
        try rebuildIfStale()
        let tag = try addToTableau(constraint, optimizing: optimizing)
        constraintSlots.set(constraint.id, records.count)
        records.append(ConstraintRecord(constraint: constraint, tag: tag))
        liveConstraints += 1
    }

    /// Removes a constraint; throws ``SolverError/unknownConstraint(_:)`` if it is not present.
    ///
    /// Inequalities and optional constraints are removed in place. A required equality has no
    /// marker in the tableau (see ``Solver``), so removing one defers a rebuild from the
    /// remaining constraints to the next call that needs the tableau; removing many in a row
    /// costs one rebuild.
    mutating func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let slot = constraintSlots.slot(for: constraint.id), let record = records[slot] else {
            throw .unknownConstraint(constraint)
        }
        constraintSlots.set(constraint.id, nil)
        records[slot] = nil
        liveConstraints -= 1
        if isStale { return }
        if record.tag.isRemovable {
            try tableau.remove(record.tag)
        } else {
            isStale = true
        }
    }

    /// Whether the constraint is in the solver.
    mutating func hasConstraint(_ constraint: Constraint) -> Bool {
        constraintSlots.slot(for: constraint.id) != nil
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable at an optional `strength`, so ``suggestValue(_:_:)``
    /// can move it. Its value starts as a suggestion of 0.
    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard editSlots.slot(for: variable.id) == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .badRequiredStrength(variable) }
        guard strength.isValid else { throw .invalidStrength(strength) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try addConstraint(constraint)
        records[records.count - 1]?.editVariable = variable
        editSlots.set(variable.id, edits.count)
        edits.append(EditRecord(variable: variable, constraint: constraint))
        editTags.append(records[records.count - 1]?.tag ?? Tag())
        editValues.append(0)
    }

    /// Stops editing `variable`; throws ``SolverError/unknownEditVariable(_:)`` if it is not one.
    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let slot = editSlots.slot(for: variable.id), let record = edits[slot] else {
            throw .unknownEditVariable(variable)
        }
        editSlots.set(variable.id, nil)
        edits[slot] = nil
        try removeConstraint(record.constraint)
    }

    /// Whether `variable` is an edit variable.
    mutating func hasEditVariable(_ variable: Variable) -> Bool {
        editSlots.slot(for: variable.id) != nil
    }

    /// Suggests a value for an edit variable; the solver re-optimises incrementally (dual
    /// simplex), so a resize costs a suggestion, not a rebuild.
    mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard value.isFinite else { throw .nonFiniteValue("suggested value \(value) for \(variable)") }
        guard let slot = editSlots.slot(for: variable.id) else { throw .unknownEditVariable(variable) }
        try rebuildIfStale()
        let delta = value - editValues[slot]
        editValues[slot] = value
        try tableau.suggest(editTags[slot], delta: delta)
    }

    // MARK: Results

    /// Publishes the current solution, so ``value(of:)`` reports it.
    mutating func updateVariables() {
        // A rebuild only re-adds constraints that held together before; should rounding make one
        // fail anyway, it is dropped rather than trapped on (see `rebuild()`).
        try? rebuildIfStale()
        tableau.publish(variableSymbols, into: &values)
    }

    /// The value of `variable` at the last ``updateVariables()``; 0 for a variable the solver
    /// has never seen.
    mutating func value(of variable: Variable) -> Double {
        guard let slot = variableSlots.slot(for: variable.id) else { return 0 }
        return values[slot]
    }

    /// Removes every constraint, edit variable and variable.
    mutating func reset() {
        self = SolverCore()
    }

    // MARK: Private

    /// Adds `constraint` to the tableau, undoing any variable registered for it on failure.
    private mutating func addToTableau(_ constraint: Constraint, optimizing: Bool = true) throws(SolverError) -> Tag {
        let mark = tableau.symbolCount
        let variableMark = variables.count
        var terms: [(Int32, Double)] = []
        terms.reserveCapacity(constraint.expression.terms.count)
        for term in constraint.expression.terms {
            terms.append((symbol(for: term.variable), term.coefficient))
        }
        do {
            return try tableau.add(terms: terms, constant: constraint.expression.constant,
                                   relation: constraint.relation, strength: constraint.strength, mark: mark,
                                   optimizing: optimizing)
        } catch {
            for v in variables[variableMark...] { variableSlots.set(v.id, nil) }
            variables.removeSubrange(variableMark...)
            variableSymbols.removeSubrange(variableMark...)
            values.removeSubrange(variableMark...)
            switch error {
            case .unsatisfiable: throw .unsatisfiableConstraint(constraint)
            case .solver(let e): throw e
            }
        }
    }

    private mutating func rebuildIfStale() throws(SolverError) {
        if isStale { try rebuild() }
    }

    /// Builds the tableau anew from the remaining constraints, in the order they were added,
    /// then re-applies the edit suggestions. Deterministic: the same constraints in the same
    /// order give the same tableau. A constraint that no longer fits (only possible through
    /// rounding, since they all held together) is removed from the solver.
    private mutating func rebuild() throws(SolverError) {
        isStale = false
        tableau = Tableau()
        for i in variableSymbols.indices { variableSymbols[i] = tableau.newSymbol(.external) }
        let live = records.compactMap { $0 }
        records = []
        var suggestions: [(Tag, Double)] = []
        for var record in live {
            let constraint = record.constraint
            do {
                record.tag = try addToTableau(constraint)
            } catch {
                constraintSlots.set(constraint.id, nil)
                liveConstraints -= 1
                if let v = record.editVariable, let slot = editSlots.slot(for: v.id) {
                    editSlots.set(v.id, nil)
                    edits[slot] = nil
                }
                continue
            }
            constraintSlots.set(constraint.id, records.count)
            records.append(record)
            if let v = record.editVariable, let slot = editSlots.slot(for: v.id) {
                editTags[slot] = record.tag
                if editValues[slot] != 0 { suggestions.append((record.tag, editValues[slot])) }
            }
        }
        for (tag, value) in suggestions { try tableau.suggest(tag, delta: value) }
    }

    private mutating func symbol(for variable: Variable) -> Int32 {
        if let slot = variableSlots.slot(for: variable.id) { return variableSymbols[slot] }
        let s = tableau.newSymbol(.external)
        variableSlots.set(variable.id, variables.count)
        variables.append(variable)
        variableSymbols.append(s)
        values.append(0)
        return s
    }
}
