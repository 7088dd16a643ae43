// Operation fuzz with changes of constant in its mix, seed 838 (CASSOWARY_FUZZ_SEEDS=838 on the
// mix of 2026-11-30), minimised to 2 steps: k[15]'s terms cancel under the solver's rule for
// every sum (x0 with -1/3 and 1/3; x8 with -0.6666666666666666, 0.003333333333333333 and
// 0.6633333333333333, 1e-17 exactly), so it reads `0 == 0` and is redundant. Its constant
// moved to 16 reads `16 == 0`, a contradiction, and was accepted (left 16 off): the second
// opinion in extended precision (`PreciseFeasibility`) summed the terms exactly, kept x8 with
// 1e-17, and found it satisfiable with x8 at 1.6e18. Fixed (2026-11-30, thirty-seventh round):
// it sums a constraint's terms under the same rule.
import Cassowary
import Testing

@Test func changeOfConstantOfCancelledTermsSeed838() throws {
    let x = (0..<14).map { Variable("x\($0)") }
    let k15 = Constraint(Expression([Term(x[0], -0.3333333333333333), Term(x[8], -0.6666666666666666),
                                     Term(x[8], 0.003333333333333333), Term(x[0], 0.3333333333333333),
                                     Term(x[8], 0.6633333333333333)], constant: 0), .equal, strength: .required)
    let solver = Solver()
    try solver.addConstraint(k15)
    solver.updateVariables()
    do {
        try solver.changeConstant(of: k15, to: 16)
        Issue.record("accepted 16 == 0")
    } catch {
        if case .unsatisfiableConstraint = error {} else { Issue.record("\(error)") }
    }
    #expect(solver.constant(of: k15) == 0)
    // Added with that constant, it is refused as well.
    let written = Constraint(Expression(k15.expression.terms, constant: 16), .equal, strength: .required)
    #expect(throws: SolverError.self) { try Solver().addConstraint(written) }
}
