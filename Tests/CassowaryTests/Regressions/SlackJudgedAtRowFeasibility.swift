// A slack left negative by a suggestion is restored however small it is next to the values
// (found with the stress run's generated dashboards, 2026-12-03). `a` is a difference of two
// values near 2,000 (the window's width), so the row of the slack of `a >= b` carries
// magnitudes of 2,000. The suggestion of `b = 1 + 5e-7` made that slack -5e-7: at a billionth
// of 2,000, the old threshold, that passed as feasible, and the answer broke the required
// `a >= b` by 5e-7, a quarter of a millionth of its own size (dashboards of 1,200 to 1,700
// constraints ended so against HiGHS: required constraints 1e-7 of their magnitudes off). Rows
// are now judged by `Tolerance.rowFeasibility` (1e-11 of their magnitudes): the dual simplex
// restores the slack, and `b`'s medium edit gives way to the required constraint.
import Testing
@testable import Cassowary

@Test func slackNegativeByAMillionthOfItsRowIsRestored() throws {
    let w = Variable("w"), p = Variable("p"), q = Variable("q"), a = Variable("a"), b = Variable("b")
    let solver = Solver()
    try solver.addEditVariable(w, strength: .strong)
    try solver.suggestValue(w, 2000)
    try solver.addEditVariable(b, strength: .medium)
    try solver.suggestValue(b, 0.5)
    try solver.addConstraint(p == w)
    try solver.addConstraint(q == w - 1)
    try solver.addConstraint(a == p - q)
    try solver.addConstraint(a >= b)
    solver.updateVariables()
    #expect(solver.value(of: a) == 1)
    #expect(solver.value(of: b) == 0.5)
    try solver.suggestValue(b, 1 + 5e-7)
    solver.updateVariables()
    let broken = solver.value(of: b) - solver.value(of: a)
    #expect(broken <= 1e-12, "a >= b broken by \(broken) (a = \(solver.value(of: a)), b = \(solver.value(of: b)))")
    #expect(abs(solver.value(of: a) - 1) <= 1e-12)
}
