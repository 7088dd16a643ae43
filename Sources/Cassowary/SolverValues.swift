/// The solution a ``Solver`` published at its last ``Solver/updateVariables()``, as a value:
/// reading it goes through no class and no exclusivity check, so a caller that reads thousands
/// of variables (a layout engine placing every view) takes it once and reads from it.
///
/// Taking it costs two reference-count increments; the solver's later work does not change it
/// (its storage is copied on write).
public struct SolverValues: Sendable {
    let slots: IdMap
    let values: [Double]

    /// The value of `variable` in this solution; 0 for a variable the solver had never seen.
    @inline(__always)
    public subscript(variable: Variable) -> Double {
        guard let slot = slots.slot(for: variable.id) else { return 0 }
        return values[slot]
    }
}
