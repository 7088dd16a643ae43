import Cassowary
import Testing

/// Expects `solver.changeConstant(of: constraint, to: constant)` to be refused and to change
/// nothing: the constant the solver holds and the published values of `variables` stay as they
/// were (all or nothing). For regression tests of contradictions a change used to let in.
func expectChangeRefused(of constraint: Constraint, to constant: Double, in solver: Solver,
                         variables: [Variable], sourceLocation: SourceLocation = #_sourceLocation) {
    let held = solver.constant(of: constraint)
    let before = variables.map { solver.value(of: $0) }
    #expect(throws: SolverError.self, sourceLocation: sourceLocation) {
        try solver.changeConstant(of: constraint, to: constant)
    }
    #expect(solver.constant(of: constraint) == held, sourceLocation: sourceLocation)
    solver.updateVariables()
    #expect(variables.map { solver.value(of: $0) } == before, sourceLocation: sourceLocation)
}
