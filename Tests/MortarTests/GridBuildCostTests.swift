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
    /// Issue 14's grid of `side` × `side` bordered boxes, each holding a label, tied edge to
    /// edge with equal widths per row and equal heights per column, laid out at 200 × 60.
    private func rowsRewritten(side: Int) -> Int {
        let screen = TermScreen(width: 200, height: 60)
        let root = screen.root
        var boxes: [[TermBox]] = []
        for r in 0..<side {
            var row: [TermBox] = []
            for c in 0..<side {
                let label = TermLabel("r\(r)c\(c)")
                let box = TermBox(title: "\(r * side + c)") |+| label
                root |+| box
                label.m_leading |=| box.m_leadingMargin
                label.m_top |=| box.m_topMargin
                label.m_trailing |<| box.m_trailingMargin
                row.append(box)
            }
            boxes.append(row)
        }
        for r in 0..<side {
            for c in 0..<side {
                let box = boxes[r][c]
                if c == 0 { box.m_left |=| root } else { box.m_left |=| boxes[r][c - 1].m_right }
                if r == 0 { box.m_top |=| root } else { box.m_top |=| boxes[r - 1][c].m_bottom }
                if c > 0 { box.m_width |=| boxes[r][0].m_width }
                if r > 0 { box.m_height |=| boxes[0][c].m_height }
            }
            boxes[r][side - 1].m_right |=| root
        }
        for c in 0..<side { boxes[side - 1][c].m_bottom |=| root }
        _ = screen.render()
        // The layout is the grid: equal widths filling the screen's width.
        let width = 200 / side
        #expect(boxes[side - 1][side - 1].frame.x + boxes[side - 1][side - 1].frame.width == 200)
        #expect(boxes[0][1].frame.x == width)
        return screen.engine.solver.rowUpdates
    }

    @Test func doublingTheSideQuadruplesTheWorkAtMost() {
        let small = rowsRewritten(side: 10)
        let large = rowsRewritten(side: 20)
        // Four times the boxes: about four times the rows (the cubic rule made it eight).
        #expect(small > 0)
        #expect(Double(large) < 5 * Double(small), "10 × 10: \(small) rows rewritten, 20 × 20: \(large)")
    }
}
