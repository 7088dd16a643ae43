// SolverCore: publishing the answer, reading values, undetermined variables, reset.

extension SolverCore {
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
}
