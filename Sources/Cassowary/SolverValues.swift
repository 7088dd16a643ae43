/// The solution a ``Solver`` published at its last ``Solver/updateVariables()``, as a value:
/// reading it goes through no class and no exclusivity check, so a caller that reads thousands
/// of variables (a layout engine placing every view) takes it once and reads from it.
///
/// Taking it costs a few reference-count increments; the solver's later work does not change
/// it (its storage is copied on write, so a caller that keeps one while the solver publishes
/// again makes that publication copy the values: keep a ``Mark`` instead where comparing is all
/// that is needed).
public struct SolverValues: Sendable {
    let slots: IdMap
    let values: [Double]
    /// The solver's variables, by slot (`values[i]` is the value of `variables[i]`).
    let variables: [Variable]
    /// What the solver's recent publications changed, to compare two solutions by.
    let changes: PublishedChanges

    /// The value of `variable` in this solution; 0 for a variable the solver had never seen.
    @inline(__always)
    public subscript(variable: Variable) -> Double {
        self[key: variable.key]
    }

    /// The value of the variable with `key` in this solution; 0 for a variable the solver had
    /// never seen. The same as reading by the variable, without a load from it.
    @inline(__always)
    public subscript(key key: Variable.Key) -> Double {
        guard let slot = slots.slot(for: key.id) else { return 0 }
        return values[slot]
    }
}

extension SolverValues {
    /// The variables whose value here differs from their value in `earlier`, a solution the
    /// same solver published before, together with those `earlier` did not have: what a
    /// caller that keeps something derived from the solution (a layout's frames) must
    /// recompute. Nil when more than `limit` changed (the caller recomputes everything, and is
    /// spared collecting them). Comparing costs one pass over the values, far less than
    /// reading them all through ``subscript(_:)``. Values are compared exactly: any change
    /// counts.
    public func changedVariables(since earlier: SolverValues, limit: Int = .max) -> [Variable]? {
        let common = min(values.count, earlier.values.count)
        guard values.count - common <= limit else { return nil }
        if let logged = changes.changes(after: earlier.changes.publication, of: earlier.changes.lineage) {
            return changedVariables(among: logged, before: earlier.values, common: common, limit: limit)
        }
        var changed: [Int] = []
        let complete = values.withUnsafeBufferPointer { now in
            earlier.values.withUnsafeBufferPointer { before in
                variables.withUnsafeBufferPointer { vars in
                    earlier.variables.withUnsafeBufferPointer { earlierVars in
                        for i in 0..<common where now[i] != before[i] || vars[i] !== earlierVars[i] {
                            guard changed.count < limit else { return false }
                            changed.append(i)
                        }
                        return true
                    }
                }
            }
        }
        guard complete, changed.count + values.count - common <= limit else { return nil }
        return changed.map { variables[$0] } + variables[common...]
    }

    /// ``changedVariables(since:limit:)`` when the log names the slots that can differ, with
    /// their values back then: those slots are compared, in slot order, with the values `before`
    /// (the earlier solution's; nil for a mark, whose values the log gives).
    private func changedVariables(among logged: [(slot: Int32, old: Double)], before: [Double]?, common: Int,
                                  limit: Int) -> [Variable]? {
        var changed: [Variable] = []
        for (slot, old) in logged {
            let i = Int(slot)
            guard i < common, values[i] != (before?[i] ?? old) else { continue }
            guard changed.count < limit else { return nil }
            changed.append(variables[i])
        }
        guard changed.count + values.count - common <= limit else { return nil }
        return changed + variables[common...]
    }

    /// A light reference to this solution: what ``changedVariables(since:limit:)-(SolverValues.Mark,_)``
    /// needs, without keeping the solution's storage (which the solver's next publication
    /// would then have to copy).
    public var mark: Mark {
        Mark(lineage: changes.lineage, publication: changes.publication, count: values.count)
    }

    /// A solution's ``SolverValues/mark``.
    public struct Mark: Sendable {
        let lineage: PublishedChanges.Lineage
        let publication: Int
        let count: Int
    }

    /// The variables whose value here differs from their value in the solution `mark` was
    /// taken of, together with those that solution did not have; nil when more than `limit`
    /// changed, when `mark` is of another solver, or when it is too old for the solver's log
    /// of recent changes (a caller then recomputes everything). Compared exactly, as
    /// ``changedVariables(since:limit:)-(SolverValues,_)`` compares.
    public func changedVariables(since mark: Mark, limit: Int = .max) -> [Variable]? {
        let common = min(values.count, mark.count)
        guard values.count - common <= limit,
              let logged = changes.changes(after: mark.publication, of: mark.lineage) else { return nil }
        return changedVariables(among: logged, before: nil, common: common, limit: limit)
    }
}
