import Cassowary
import CassowaryWorkloads
import Testing

/// W9's grids (``BoxedLabelGridWorkload``), smaller: built as a first layout does (one batch) and
/// one constraint at a time, then resized as the benchmark does. Every answer must be the grid's
/// optimum in closed form: boxes of equal size filling the screen, each label one cell in, as wide
/// as its text or its box's inside, one row high.
@Suite struct BoxedLabelGridSolve {
    @Test(arguments: [1, 3, 7, 12])
    func everyBuildAndResizeIsTheOptimum(side: Int) throws {
        for batch in [true, false] {
            let system = BoxedLabelGridWorkload.system(side: side)
            let solver = Solver()
            try BoxedLabelGridWorkload.build(system, on: solver, width: 200, height: 60, batch: batch)
            #expect(BoxedLabelGridWorkload.check(system, solver, width: 200, height: 60),
                    "side \(side), batch \(batch): not the optimum after the build")
            for size in BoxedLabelGridWorkload.sizes.reversed() + BoxedLabelGridWorkload.sizes {
                try BoxedLabelGridWorkload.resize(system, on: solver, width: size.width, height: size.height)
                #expect(BoxedLabelGridWorkload.check(system, solver, width: size.width, height: size.height),
                        "side \(side), batch \(batch): not the optimum at \(size.width) x \(size.height)")
            }
        }
    }

    /// Narrow boxes squeeze their labels: at 7 columns in 40 cells a box is 5.7 wide, and a label
    /// of 4 characters gets 3.7 (its compression, medium, gives way to its box's margin).
    @Test func narrowBoxesSqueezeTheirLabels() throws {
        let system = BoxedLabelGridWorkload.system(side: 7)
        let solver = Solver()
        try BoxedLabelGridWorkload.build(system, on: solver, width: 40, height: 21)
        #expect(BoxedLabelGridWorkload.check(system, solver, width: 40, height: 21))
        #expect(abs(solver.value(of: system.labels[6][6].width) - (40.0 / 7 - 2)) < 1e-9)
    }

    /// The check is not vacuous: the grid at one size is found wrong for another, and against a
    /// label's text one character longer.
    @Test func theCheckRefusesAnotherSizeOrAnotherLabel() throws {
        let system = BoxedLabelGridWorkload.system(side: 5)
        let solver = Solver()
        try BoxedLabelGridWorkload.build(system, on: solver, width: 200, height: 60)
        #expect(BoxedLabelGridWorkload.check(system, solver, width: 200, height: 60))
        #expect(!BoxedLabelGridWorkload.check(system, solver, width: 160, height: 60))
        #expect(!BoxedLabelGridWorkload.check(system, solver, width: 200, height: 50))
        var longer = system
        longer.lengths[2][3] += 1
        #expect(!BoxedLabelGridWorkload.check(longer, solver, width: 200, height: 60))
    }
}
