import CassowaryWorkloads
import Testing
@testable import Cassowary

/// A batch enters its required constraints before its optional ones
/// (``SolverCore/requiredFirst(_:)``): the same constraints accepted, the same optimum, the
/// failures in the caller's order, and no phase one for an order that adds optional sizes first.
@Suite struct BatchOrderTests {
    /// Issue 14's grid with each label's intrinsic sizes (optional) before its `width >= 0` and
    /// `height >= 0`: added in that order, every box's equal-width statement found its
    /// variables basic in terms of error symbols, went through phase one, and the final
    /// optimisation passed its work ceiling; the batch was then added again one constraint at a
    /// time (50 s at 30 × 30 in a release build; W9's own order, 30 ms).
    @Test func optionalSizesBeforeTheirBoundsAreOneBatch() throws {
        var system = BoxedLabelGridWorkload.system(side: 26)
        // Per box: the box's two bounds, the label's two bounds, its four intrinsic sizes.
        for cell in 0..<(26 * 26) {
            let own = Array(system.constraints[(cell * 8)..<(cell * 8 + 8)])
            #expect(own[2].strength.isRequired && !own[4].strength.isRequired)
            system.constraints.replaceSubrange((cell * 8)..<(cell * 8 + 8),
                                               with: own[0..<2] + own[4..<8] + own[2..<4])
        }
        let solver = Solver()
        try BoxedLabelGridWorkload.build(system, on: solver, width: 200, height: 60)
        #expect(solver.batchesAddedOneByOne == 0, "the batch was added again one constraint at a time")
        #expect(BoxedLabelGridWorkload.check(system, solver, width: 200, height: 60))
        try BoxedLabelGridWorkload.resize(system, on: solver, width: 160, height: 50)
        #expect(BoxedLabelGridWorkload.check(system, solver, width: 160, height: 50))
    }

    /// Whatever the order within the batch, the same constraints are refused as when they are
    /// added one at a time in the caller's order, and the failures come back in that order.
    @Test func failuresKeepTheCallersOrder() throws {
        let x = Variable("x"), y = Variable("y")
        let invalid = Constraint(Expression([Term(y)], constant: -1), .equal, strength: Strength(priority: 2000))
        let first = x == 1
        let preferred = (x == 5) | .weak
        let second = x == 2   // contradicts `first`
        let third = (y == x + 1)
        let batch = [invalid, preferred, first, (y == 3) | .strong, second, third]

        let batched = Solver()
        let failures = try batched.addConstraints(batch)
        #expect(failures.map { ObjectIdentifier($0.constraint) } == [ObjectIdentifier(invalid), ObjectIdentifier(second)])
        if case .invalidStrength = failures.first?.error {} else { Issue.record("first failure: \(String(describing: failures.first?.error))") }
        if case .unsatisfiableConstraint = failures.last?.error {} else { Issue.record("last failure: \(String(describing: failures.last?.error))") }

        let oneByOne = Solver()
        var refused: [ObjectIdentifier] = []
        for c in batch {
            do { try oneByOne.addConstraint(c) } catch { refused.append(ObjectIdentifier(c)) }
        }
        #expect(refused == failures.map { ObjectIdentifier($0.constraint) })
        batched.updateVariables()
        oneByOne.updateVariables()
        for v in [x, y] { #expect(batched.value(of: v) == oneByOne.value(of: v)) }
        #expect(batched.value(of: x) == 1 && batched.value(of: y) == 2)
        #expect(batched.constraintCount == oneByOne.constraintCount)
    }

    /// The order: required constraints, then optional ones, each group as given; nothing to
    /// reorder when the optional ones already come last.
    @Test func requiredComeFirstInTheirOwnOrder() {
        let x = Variable("x")
        let a = (x >= 1) | .weak, b = x <= 9, c = (x == 4) | .strong, d = x >= 0
        #expect(SolverCore.requiredFirst([a, b, c, d])?.map(ObjectIdentifier.init) == [b, d, a, c].map(ObjectIdentifier.init))
        #expect(SolverCore.requiredFirst([b, d, a, c]) == nil)
        #expect(SolverCore.requiredFirst([a, c]) == nil)
        #expect(SolverCore.requiredFirst([]) == nil)
    }
}
