import Cassowary
import Testing

/// The example on the first page of Cassowary's DocC catalog (`Cassowary.docc/Cassowary.md`),
/// verbatim, with what its comment says it gives.
@Test func theCatalogsExampleRunsAsWritten() throws {
    let left = Variable("left"), width = Variable("width")
    let solver = Solver()
    try solver.addConstraint(left >= 0)
    try solver.addConstraint((width == 40) | .medium)
    try solver.addEditVariable(width, strength: .strong)
    try solver.suggestValue(width, 72)
    solver.updateVariables()
    #expect(solver.value(of: width) == 72)
}
