import Testing
import Cassowary

/// The README's solver example, verbatim, so the documentation cannot drift from the API.
@Suite("README")
struct ReadmeTests {
    @Test func solverExample() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width")
        try solver.addConstraint(left >= 0)
        try solver.addConstraint(left + width <= 200)
        try solver.addConstraint((width == 80) | .weak)
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(width, 120)
        solver.updateVariables()
        #expect(solver.value(of: width) == 120)
    }
}
