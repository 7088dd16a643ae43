import MortarDemoKit
import Testing
@testable import Cassowary
@testable import Mortar

/// The first layout of a grid costs the solver work in proportion to the grid's constraints,
/// not to their cube: counted in rows rewritten by substitution, never timed. Each box's width
/// first enters the solver as a slack (`width >= 0`), so `width[c] == width[0]` relates two
/// slacks; solving it for the first box's slack every time rewrote every row of the boxes
/// before it (issue 14's grid: 102,538 rows at 20 × 20, 787,458 at 40 × 40).
@Suite("Grid build cost") @MainActor
struct GridBuildCostTests {
    /// Issue 14's grid (``BoxedLabelGrid``) of `side` × `side` boxes laid out at 200 × 60.
    private func rowsRewritten(side: Int, width: Int = 200) -> Int {
        let grid = BoxedLabelGrid.build(side: side, width: width, height: 60)
        _ = grid.screen.render()
        // The layout is the grid: equal widths filling the screen's width.
        let last = grid.boxes[side - 1][side - 1]
        #expect(last.frame.x + last.frame.width == width)
        #expect(grid.boxes[0][1].frame.x == width / side)
        return grid.screen.engine.solver.rowUpdates
    }

    @Test func doublingTheSideQuadruplesTheWorkAtMost() {
        let small = rowsRewritten(side: 10)
        let large = rowsRewritten(side: 20)
        // Four times the boxes: about four times the rows (the cubic rule made it eight).
        #expect(small > 0)
        #expect(Double(large) < 5 * Double(small), "10 × 10: \(small) rows rewritten, 20 × 20: \(large)")
    }

    /// Boxes 5 columns wide: no label (4 to 6 characters and a margin each side) fits, so every
    /// label's compression resistance gives way to its box. Entering the labels' intrinsic
    /// sizes before their bounds `>= 0` made that the final optimisation's work, one pivot per
    /// label through rows it had filled in: at 40 × 40 on 200 columns the first layout took 10
    /// to 13 s instead of 0.1 s. The order the engine uses keeps it incremental and linear.
    @Test func theWorkStaysLinearWhenNoLabelFits() {
        let small = rowsRewritten(side: 10, width: 50)
        let large = rowsRewritten(side: 20, width: 100)
        #expect(small > 0)
        #expect(Double(large) < 5 * Double(small), "10 × 10: \(small) rows rewritten, 20 × 20: \(large)")
    }
}

/// Issue 14's grid decides every frame with its own constraints: the engine adds none of its
/// tie-breaking preferences, at either size of the benchmark's resize.
@Suite("Grid preferences") @MainActor
struct GridPreferenceTests {
    @Test func theGridNeedsNoTieBreakingPreference() {
        let grid = BoxedLabelGrid.build(side: 6, width: 200, height: 60)
        for size in [TermSize(width: 200, height: 60), TermSize(width: 160, height: 50), TermSize(width: 200, height: 60)] {
            grid.screen.resize(width: size.width, height: size.height)
            _ = grid.screen.render()
            let engine = grid.screen.engine
            let held = engine.preferences.values.joined().filter { engine.solver.hasConstraint($0) }
            #expect(held.isEmpty, "\(held.count) preferences in the solver at \(size.width)x\(size.height)")
            #expect(grid.boxes[5][5].frame.x + grid.boxes[5][5].frame.width == size.width)
        }
    }
}
