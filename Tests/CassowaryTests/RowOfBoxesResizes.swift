import Cassowary
import CassowaryWorkloads
import Testing

/// W8's rows of boxes (``RowOfBoxesWorkload``), smaller: built one constraint at a time or as one
/// batch, then resized and their gap changed by the sequence the benchmark times
/// (``RowOfBoxesWorkload/run(_:on:batch:measuring:after:)``). After every suggestion the
/// answer must be the optimum the workload knows in closed form: the row's end at the window or
/// at its preferred length, and the weak widths short by exactly the difference.
@Suite struct RowOfBoxesResizes {
    @Test(arguments: [(12, 1), (40, 2), (40, 3), (90, 4)] as [(Int, UInt64)])
    func everyResizeAndGapIsTheOptimum(boxes: Int, seed: UInt64) throws {
        for batch in [false, true] {
            let system = RowOfBoxesWorkload.system(boxes: boxes, seed: seed)
            let solver = Solver()
            var steps = 0
            try RowOfBoxesWorkload.run(system, on: solver, batch: batch) { step, window, gap in
                steps += 1
                #expect(RowOfBoxesWorkload.check(system, solver, window: window, gap: gap),
                        "\(boxes) boxes, seed \(seed), batch \(batch), \(step): not the optimum at window \(window), gap \(gap)")
            }
            // The build, every resize and every change of the gap were checked.
            #expect(steps == 1 + RowOfBoxesWorkload.resizes + RowOfBoxesWorkload.gaps.count)
        }
    }

    /// The check is not vacuous: a row squeezed into its window is judged against another window
    /// or gap and found wrong.
    @Test func theCheckRefusesAnotherWindowOrGap() throws {
        let system = RowOfBoxesWorkload.system(boxes: 30, seed: 7)
        let natural = system.preferred.reduce(0, +) + 29
        let window = natural - 50
        let solver = Solver()
        for constraint in system.constraints { try solver.addConstraint(constraint) }
        try solver.addEditVariable(system.gap, strength: .strong)
        try solver.addEditVariable(system.window, strength: .strong)
        try solver.suggestValue(system.gap, 1)
        try solver.suggestValue(system.window, window)
        solver.updateVariables()
        #expect(RowOfBoxesWorkload.check(system, solver, window: window, gap: 1))
        #expect(!RowOfBoxesWorkload.check(system, solver, window: window - 1, gap: 1))
        #expect(!RowOfBoxesWorkload.check(system, solver, window: window + 1, gap: 1))
        #expect(!RowOfBoxesWorkload.check(system, solver, window: window, gap: 2))
        #expect(RowOfBoxesWorkload.expected(system, window: natural + 10, gap: 1) == (natural, 0))
        #expect(RowOfBoxesWorkload.expected(system, window: window, gap: 1) == (window, 50))
    }
}
