/// An incremental Cassowary constraint solver with exact, lexicographic priorities.
///
/// Add and remove constraints, mark variables as edit variables and suggest values for them,
/// then call ``updateVariables()`` and read results with ``value(of:)``. Every call that throws
/// leaves the solver exactly as it was; the same sequence of calls gives bit-identical values
/// in every process.
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.addConstraint(left >= 0)
/// try solver.addConstraint((width == 80) | .weak)
/// try solver.addEditVariable(width, strength: .strong)
/// try solver.suggestValue(width, 120)
/// solver.updateVariables()
/// solver.value(of: width) // 120
/// ```
public final class Solver {
    private struct ConstraintRecord {
        let constraint: Constraint
        let tag: Tag
    }

    private struct EditRecord {
        let constraint: Constraint
        let tag: Tag
        var value: Double
    }

    private var tableau = Tableau()
    private var constraints: [ObjectIdentifier: ConstraintRecord] = [:]
    private var edits: [ObjectIdentifier: EditRecord] = [:]
    private var slots: [ObjectIdentifier: Int] = [:]
    private var variables: [Variable] = []
    private var variableSymbols: [Int32] = []
    private var values: [Double] = []

    /// Creates an empty solver.
    public init() {}

    /// The number of constraints in the solver, edit constraints included.
    public var constraintCount: Int { constraints.count }

    // MARK: Constraints

    /// Adds a constraint. Throws ``SolverError/duplicateConstraint(_:)`` if it is already
    /// present, ``SolverError/unsatisfiableConstraint(_:)`` if it is required and contradicts the
    /// required constraints present, ``SolverError/nonFiniteValue(_:)`` or
    /// ``SolverError/invalidStrength(_:)`` for bad input.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard constraints[key] == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.expression.isFinite else {
            throw .nonFiniteValue("constraint \(constraint) has a NaN or infinite coefficient or constant")
        }
        guard constraint.strength.isValid else { throw .invalidStrength(constraint.strength) }

        let mark = tableau.symbolCount
        let variableMark = variables.count
        var terms: [(Int32, Double)] = []
        terms.reserveCapacity(constraint.expression.terms.count)
        for term in constraint.expression.terms {
            terms.append((symbol(for: term.variable), term.coefficient))
        }
        do {
            let tag = try tableau.add(terms: terms, constant: constraint.expression.constant,
                                      relation: constraint.relation, strength: constraint.strength, mark: mark)
            constraints[key] = ConstraintRecord(constraint: constraint, tag: tag)
        } catch {
            for v in variables[variableMark...] { slots[ObjectIdentifier(v)] = nil }
            variables.removeSubrange(variableMark...)
            variableSymbols.removeSubrange(variableMark...)
            values.removeSubrange(variableMark...)
            if case .unsatisfiableConstraint = error { throw .unsatisfiableConstraint(constraint) }
            throw error
        }
    }

    /// Removes a constraint; throws ``SolverError/unknownConstraint(_:)`` if it is not present.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard let record = constraints.removeValue(forKey: key) else { throw .unknownConstraint(constraint) }
        try tableau.remove(record.tag)
    }

    /// Whether the constraint is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        constraints[ObjectIdentifier(constraint)] != nil
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable at an optional `strength`, so ``suggestValue(_:_:)``
    /// can move it. Its value starts as a suggestion of 0.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .badRequiredStrength(variable) }
        guard strength.isValid else { throw .invalidStrength(strength) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try addConstraint(constraint)
        guard let tag = constraints[ObjectIdentifier(constraint)]?.tag else {
            throw .internalError("edit constraint for \(variable) was not recorded")
        }
        edits[key] = EditRecord(constraint: constraint, tag: tag, value: 0)
    }

    /// Stops editing `variable`; throws ``SolverError/unknownEditVariable(_:)`` if it is not one.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard let record = edits.removeValue(forKey: key) else { throw .unknownEditVariable(variable) }
        try removeConstraint(record.constraint)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable; the solver re-optimises incrementally (dual
    /// simplex), so a resize costs a suggestion, not a rebuild.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard value.isFinite else { throw .nonFiniteValue("suggested value \(value) for \(variable)") }
        guard let index = edits.index(forKey: key) else { throw .unknownEditVariable(variable) }
        let record = edits.values[index]
        edits.values[index].value = value
        try tableau.suggest(record.tag, delta: value - record.value)
    }

    // MARK: Results

    /// Publishes the current solution, so ``value(of:)`` reports it.
    public func updateVariables() {
        tableau.publish(variableSymbols, into: &values)
    }

    /// The value of `variable` at the last ``updateVariables()``; 0 for a variable the solver
    /// has never seen.
    public func value(of variable: Variable) -> Double {
        guard let slot = slots[ObjectIdentifier(variable)] else { return 0 }
        return values[slot]
    }

    /// Shorthand for ``value(of:)``.
    public subscript(variable: Variable) -> Double { value(of: variable) }

    /// Removes every constraint, edit variable and variable.
    public func reset() {
        tableau = Tableau()
        constraints = [:]
        edits = [:]
        slots = [:]
        variables = []
        variableSymbols = []
        values = []
    }

    // MARK: Private

    private func symbol(for variable: Variable) -> Int32 {
        let key = ObjectIdentifier(variable)
        if let slot = slots[key] { return variableSymbols[slot] }
        let s = tableau.newSymbol(.external)
        slots[key] = variables.count
        variables.append(variable)
        variableSymbols.append(s)
        values.append(0)
        return s
    }
}

extension Tableau {
    /// Writes each symbol's current value into `values` (same order as `symbols`). Mutating
    /// only so that the call borrows the tableau instead of copying it out of the solver.
    mutating func publish(_ symbols: [Int32], into values: inout [Double]) {
        symbols.withUnsafeBufferPointer { syms in
            values.withUnsafeMutableBufferPointer { out in
                rowOf.withUnsafeBufferPointer { rowOf in
                    rows.withUnsafeBufferPointer { rows in
                        for i in syms.indices {
                            let r = rowOf[Int(syms[i])]
                            out[i] = r >= 0 ? rows[Int(r)].constant : 0
                        }
                    }
                }
            }
        }
    }
}
