import Testing
@testable import Mortar

/// Statements that did not compile before: numbers held in variables of any number type (Mortar
/// took any number), and arrays on the left with a priority on the right.
@Suite("Mortar: numbers in variables, priorities on arrays") @MainActor
struct MortarNumberTests {
    /// A 60×30 screen with `count` plain views added to the root.
    private func stage(_ count: Int) -> (TermScreen, [TermView]) {
        let screen = TermScreen(width: 60, height: 30)
        let views = (0..<count).map { _ in TermView() }
        screen.root |+| views
        return (screen, views)
    }

    @Test func rowsBelowEachOtherWithAnIntOffset() {
        let (screen, v) = stage(1)
        let box = v[0]
        box.m_frame |=| (2, 1, 20, 8)
        let rows = (0..<3).map { _ in TermView() }
        box |+| rows
        for (i, row) in rows.enumerated() {
            row.m_top |=| box.m_top + i
            row.m_sides |=| box.m_sides
            row.m_height |=| 1
        }
        screen.layout()
        #expect(rows.map(\.frame) == (0..<3).map { TermRect(x: 0, y: $0, width: 20, height: 1) })
    }

    @Test func intVariablesAsConstantsSizesAndGaps() {
        let (screen, v) = stage(2)
        let width = 12, gap = 3, height = 4
        let (a, b) = (v[0], v[1])
        b.m_frame |=| (10, 2, 30, 5)
        a.m_width |=| width
        a.m_height |=| height
        a.m_top |=| b.m_bottom + gap
        a.m_right |<| b.m_right - gap
        a.m_left |=| 100 ! .low                  // pushed right until the |<| holds
        screen.layout()
        #expect(a.frame == TermRect(x: 25, y: 10, width: 12, height: 4))
    }

    @Test func intVariablesInEveryArithmeticForm() {
        let (screen, v) = stage(4)
        let two = 2, one = 1, five = 5, low = 40
        v[0].m_frame |=| (0, 0, 10, 4)
        v[1].m_size |=| v[0].m_size * two + one                    // 21 × 9
        v[2].m_width |=| v[0].m_width / two                       // 5
        v[2].m_height |=| v[0].m_height * two - one               // 7
        v[3].m_size |=| v[0].m_size * (two, one) + (five, one)     // 25 × 5
        v[3].m_width |=| low ! .low                               // outvoted by the required one
        for view in v.dropFirst() { view.m_origin |=| (one, one) }
        screen.layout()
        #expect(v.dropFirst().map(\.frame.size) == [
            TermSize(width: 21, height: 9), TermSize(width: 5, height: 7), TermSize(width: 25, height: 5),
        ])
        #expect(v[1].frame.origin == TermPoint(x: 1, y: 1))
    }

    @Test func insetsAndTuplesFromVariables() {
        let (screen, v) = stage(2)
        let gap = 2, side = 3
        v[0].m_frame |=| (0, 0, 20, 10)
        v[1].m_edges |=| v[0].m_edges ~ (gap, side, gap, side)
        screen.layout()
        #expect(v[1].frame == TermRect(x: 3, y: 2, width: 14, height: 6))
        let (w, h) = (7, 3)
        let sized = TermView()
        screen.root |+| sized
        sized.m_size |=| (w, h)
        sized.m_origin |=| (gap, side)
        screen.layout()
        #expect(sized.frame == TermRect(x: 2, y: 3, width: 7, height: 3))
    }

    @Test func otherNumberTypesToo() {
        let (screen, v) = stage(1)
        let width: Int32 = 9, height: Float = 2.5, left: UInt = 4, top: Double = 1
        v[0].m_width |=| width
        v[0].m_height |=| height * 2
        v[0].m_origin |=| (left, top)
        screen.layout()
        #expect(v[0].frame == TermRect(x: 4, y: 1, width: 9, height: 5))
    }

    @Test func arraysOfViewsTakeANumberInAVariable() {
        let (screen, v) = stage(3)
        let width = 6
        v.m_width |=| width
        v.m_height |=| width / 2
        v.m_top |=| 0
        v.m_left |=| 0
        screen.layout()
        #expect(v.map(\.frame.size) == Array(repeating: TermSize(width: 6, height: 3), count: 3))
    }

    @Test func anArrayTakesATupleWithAPriority() {
        let (screen, v) = stage(3)
        let (v1, v2) = (v[0], v[1])
        let statement = [v1, v2].m_size |=| (7, 11) ! .required
        #expect(statement.layoutConstraints.count == 4)
        #expect(statement.layoutConstraints.allSatisfy { $0.priority == .required })
        let low = [v1, v2].m_size |=| (30, 30) ! .low                // outvoted
        #expect(low.layoutConstraints.allSatisfy { $0.priority == .low })
        [v1, v2].m_origin |=| (0, 0)
        screen.layout()
        #expect([v1.frame.size, v2.frame.size] == [TermSize(width: 7, height: 11), TermSize(width: 7, height: 11)])

        let four = [v[2]].m_frame |=| (1, 2, 3, 4) ! .high
        #expect(four.layoutConstraints.map(\.priority) == Array(repeating: .high, count: 4))
        screen.layout()
        #expect(v[2].frame == TermRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func anElementsOwnPriorityWinsOverTheTuples() {
        let (_, v) = stage(2)
        let statement = v[0].m_size |=| (5 ! .high, 6) ! .low
        #expect(statement.layoutConstraints.map(\.priority) == [.high, .low])
        let withAttribute = v[0].m_size |=| (v[1].m_width ! .medium, v[1].m_height) ! 300
        #expect(withAttribute.layoutConstraints.map(\.priority) == [.medium, 300])
    }

    @Test func anArrayTakesANumberWithAPriority() {
        let (screen, v) = stage(2)
        let width = 9
        let statement = v.m_width |=| width ! .low
        #expect(statement.layoutConstraints.map(\.priority) == [.low, .low])
        v.m_width |=| 4 ! .high
        v.m_caps |=| screen.root
        v.m_left |=| 0
        screen.layout()
        #expect(v.map(\.frame.width) == [4, 4])
    }
}
