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
    /// Exempt from the runtime's exclusivity check (a begin and an end per public call, a tenth
    /// of a small suggest + update): the solver calls no code of its users while it works, and
    /// is not `Sendable`, so no access to it can overlap another.
    @exclusivity(unchecked)
    private var core = SolverCore()

    /// Creates an empty solver.
    public init() {}

    /// Calls redone on a fresh tableau because their simplex ran away; for tests.
    var runawayCalls: Int { core.runawayCalls }
    /// Rows the current tableau's substitutions rewrote; for tests of how work grows with size.
    var rowUpdates: Int { core.tableau.rowUpdates }
    /// Whether required rows that need phase one may be added by the dual simplex; tests
    /// compare the two ways (see `Tableau+DualAdd.swift`).
    var addsByDualSimplex: Bool {
        get { core.addsByDualSimplex }
        set { core.addsByDualSimplex = newValue }
    }
    /// Tableaus rebuilt after a call to check an answer that may have drifted; for tests.
    var driftRepairs: Int { core.driftRepairs }
    /// How far the current tableau's pivots have grown its cells (`Tableau.growth`); for tests.
    var growth: Double { core.tableau.growth }
    /// Refinement rounds kept on answers of tableaus that amplify rounding; for tests.
    var refinements: Int { core.refinements }
    /// Repricing rounds kept on ill-conditioned tableaus; for tests.
    var repricings: Int { core.repricings }
    /// Calls whose hinted moves were taken and kept because they made the answer better; for tests.
    var hintedMovesKept: Int { core.hintedMovesKept }
    /// Rebuilds that reached the replaced tableau's basis directly; for tests.
    var warmStarts: Int { core.warmStarts }
    /// Tableaus rebuilt in their own basis because their rows had been through enough work
    /// (periodic refactorization); for tests.
    var refactorizations: Int { core.refactorizations }
    /// Batches added again one constraint at a time (``addConstraints(_:)``); for tests.
    var batchesAddedOneByOne: Int { core.batchesAddedOneByOne }
    /// Refusals that stood on an exact proof of the conflict, without a second opinion; for tests.
    var provenRefusals: Int { core.provenRefusals }
    /// Every variable's current value read from the tableau, by slot, without the list of
    /// changed symbols that ``updateVariables()`` reads: what it must publish; for tests.
    var valuesReadWhole: [Double] { core.valuesReadWhole() }

    /// The number of constraints in the solver, edit constraints included.
    public var constraintCount: Int { core.constraintCount() }

    /// Adds a constraint. Throws ``SolverError/duplicateConstraint(_:)`` if it is already
    /// present, ``SolverError/unsatisfiableConstraint(_:conflicting:)`` if it is required and contradicts the
    /// required constraints present (with the irreducible set of them it contradicts), ``SolverError/nonFiniteValue(_:)`` or
    /// ``SolverError/invalidStrength(_:)`` for bad input.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        try core.addConstraint(constraint)
    }

    /// Adds many constraints at once, optimising once at the end instead of after each: the
    /// way to build a large system (a screen's layout) quickly. A batch whose final
    /// optimisation turns out far costlier than its size (a system whose optimum balances many
    /// optional constraints, where each add is better optimised on its own), or that fails, is
    /// undone and added again optimising after every add; the answer is an optimum either way.
    /// Each constraint is checked and added as ``addConstraint(_:)`` would; one that throws is
    /// skipped, leaving the solver as it was before it, and returned with its error (in the
    /// order given). The rest are in the solver. The required constraints enter before the
    /// optional ones, each in the order given: the same ones are accepted as when all are added
    /// one at a time in the order given (an optional constraint never makes a required one
    /// unsatisfiable), and the optional ones, entered last, cannot force the required ones
    /// through the slow path that a required equality takes when its variables are already
    /// expressed in other constraints' error terms. Throws only
    /// ``SolverError/internalError(_:)``, if even added one at a time the final optimisation
    /// breaks an invariant (the solver is then as before the call).
    @discardableResult
    public func addConstraints(_ constraints: [Constraint]) throws(SolverError)
        -> [(constraint: Constraint, error: SolverError)] {
        try core.addConstraints(constraints)
    }

    /// Removes a constraint; throws ``SolverError/unknownConstraint(_:)`` if it is not present.
    ///
    /// Every constraint is removed in place, in time proportional to the rows that depend on it:
    /// a required equality carries a dummy marker that records where it was used.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        try core.removeConstraint(constraint)
    }

    /// Changes the constant term of a constraint's expression (`x - 10 >= 0` has -10), in
    /// place: only the rows that depend on the constraint move, as for a suggestion, instead of
    /// removing it and adding it again. `Constraint` objects are immutable; the solver holds the
    /// new constant from now on (``constant(of:)`` reads it) and keeps it through every later
    /// call. Throws ``SolverError/unknownConstraint(_:)`` if the constraint is not in the solver
    /// (edit variables move with ``suggestValue(_:_:)``), ``SolverError/nonFiniteValue(_:)``,
    /// and ``SolverError/unsatisfiableConstraint(_:conflicting:)`` if the constraint is required
    /// and with the new constant contradicts other required constraints (listed as for an add);
    /// a call that throws changes nothing.
    public func changeConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        try core.changeConstant(of: constraint, to: constant)
    }

    /// The constant term of `constraint`'s expression as the solver holds it: the
    /// expression's own, or the one ``changeConstant(of:to:)`` set; nil if the constraint is
    /// not in the solver.
    public func constant(of constraint: Constraint) -> Double? {
        core.constant(of: constraint)
    }

    /// Whether the constraint is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        core.hasConstraint(constraint)
    }

    /// Makes `variable` an edit variable at an optional `strength`, so ``suggestValue(_:_:)``
    /// can move it. Its value starts as a suggestion of 0.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        try core.addEditVariable(variable, strength: strength)
    }

    /// Stops editing `variable`; throws ``SolverError/unknownEditVariable(_:)`` if it is not one.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try core.removeEditVariable(variable)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        core.hasEditVariable(variable)
    }

    /// Whether the solver knows `variable`: a constraint or edit variable added since it was
    /// made (or reset) mentioned it. A variable no constraint mentions is free, and
    /// ``undeterminedVariables(above:)``, which reads the tableau, cannot list it.
    public func hasVariable(_ variable: Variable) -> Bool {
        core.hasVariable(variable)
    }

    /// Suggests a value for an edit variable; the solver re-optimises incrementally (dual
    /// simplex), so a resize costs a suggestion, not a rebuild.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        try core.suggestValue(variable, value)
    }

    /// Publishes the current solution, so ``value(of:)`` reports it.
    public func updateVariables() {
        core.updateVariables()
    }

    /// The value of `variable` at the last ``updateVariables()``; 0 for a variable the solver
    /// has never seen.
    public func value(of variable: Variable) -> Double {
        core.value(of: variable)
    }

    /// The value `variable` has in the solver's current solution, which ``updateVariables()``
    /// would publish, read without publishing it: for a look at a trial solution (a layout
    /// measured at another size, then put back) that readers of ``values`` and ``value(of:)``
    /// should never see, and whose round trip should leave no change in their log. 0 for a
    /// variable the solver has never seen.
    public func currentValue(of variable: Variable) -> Double {
        core.currentValue(of: variable)
    }

    /// The solution of the last ``updateVariables()`` as a value, for reading many variables
    /// (see ``SolverValues``).
    public var values: SolverValues { core.publishedValues() }

    /// The variables that the required constraints and the constraints stronger than
    /// `priority` leave free to move: at the current optimum, each can take other values
    /// without breaking a required constraint or making any priority above `priority` worse.
    /// Constraints at `priority` and below (and the edit variables there) do not count.
    ///
    /// The answer is read from the tableau and errs on one side only: it never leaves out a
    /// variable that can move, and it may include one that cannot (when a reduced cost is within
    /// rounding of zero, or at a degenerate vertex). A layout engine uses it to add its weakest
    /// tie-breaking preferences only where they can decide something. It is computed once per
    /// change of the tableau's rows or basis, so asking after a suggestion that did not pivot
    /// costs nothing. Variables come in the order the solver first saw them.
    public func undeterminedVariables(above priority: Double) -> [Variable] {
        core.undeterminedVariables(above: priority)
    }

    /// Shorthand for ``value(of:)``.
    public subscript(variable: Variable) -> Double { core.value(of: variable) }

    /// Removes every constraint, edit variable and variable.
    public func reset() {
        core.reset()
    }
}

extension Tableau {
    /// The current value of `symbol`: its row's constant where it is basic, 0 where not.
    func value(of symbol: Int32) -> Double {
        let r = rowOf[Int(symbol)]
        return r >= 0 ? rows[Int(r)].constant : 0
    }

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

    /// ``publish(_:into:)`` noting in `log` each slot whose value changed, while it logs: a
    /// publication that moves everything (a resize) stops comparing once the log is full.
    mutating func publishAll(_ symbols: [Int32], into values: inout [Double], log: inout PublishedChanges) {
        symbols.withUnsafeBufferPointer { syms in
            values.withUnsafeMutableBufferPointer { out in
                rowOf.withUnsafeBufferPointer { rowOf in
                    rows.withUnsafeBufferPointer { rows in
                        var i = 0
                        while i < syms.count && log.isLogging {
                            let r = rowOf[Int(syms[i])]
                            let value = r >= 0 ? rows[Int(r)].constant : 0
                            if value != out[i] { log.note(Int32(i), old: out[i]) }
                            out[i] = value
                            i += 1
                        }
                        while i < syms.count {
                            let r = rowOf[Int(syms[i])]
                            out[i] = r >= 0 ? rows[Int(r)].constant : 0
                            i += 1
                        }
                    }
                }
            }
        }
    }

    /// Writes the current value of each of `symbols` that is a variable's (`slots[symbol]`, -1
    /// for none) into `values` at its slot, and notes in `log` each slot whose value differs
    /// from what was there.
    mutating func publish(_ symbols: [Int32], slots: [Int32], into values: inout [Double], log: inout PublishedChanges) {
        symbols.withUnsafeBufferPointer { syms in
            slots.withUnsafeBufferPointer { slots in
                values.withUnsafeMutableBufferPointer { out in
                    rowOf.withUnsafeBufferPointer { rowOf in
                        rows.withUnsafeBufferPointer { rows in
                            for s in syms where Int(s) < slots.count && Int(s) < rowOf.count {
                                let slot = Int(slots[Int(s)])
                                guard slot >= 0 && slot < out.count else { continue }
                                let r = rowOf[Int(s)]
                                let value = r >= 0 ? rows[Int(r)].constant : 0
                                if value != out[slot] { log.note(Int32(slot), old: out[slot]) }
                                out[slot] = value
                            }
                        }
                    }
                }
            }
        }
    }
}
