/// The solution a ``Solver`` published at its last ``Solver/updateVariables()``, as a value:
/// reading it goes through no class and no exclusivity check, so a caller that reads thousands
/// of variables (a layout engine placing every view) takes it once and reads from it.
///
/// Taking it costs two reference-count increments; the solver's later work does not change it
/// (its storage is copied on write).
public struct SolverValues: Sendable {
    let slots: IdMap
    let values: [Double]
    /// The solver's variables, by slot (`values[i]` is the value of `variables[i]`).
    let variables: [Variable]

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
}
