@testable import Mortar
import MortarTesting
import Testing

@Suite("Widgets: TermSplitView") @MainActor
struct SplitViewWidgetTests {
    /// Boxes titled a and b, side by side.
    static func twoBoxes(_ axis: TermAxis = .horizontal) -> (split: TermSplitView, a: TermBox, b: TermBox) {
        let a = TermBox(title: "a"), b = TermBox(title: "b")
        return (TermSplitView(axis, panes: [a, b]), a, b)
    }

    @Test func severalSizesAndTooSmall() {
        let (split, _, _) = Self.twoBoxes()
        #expect(split.intrinsicContentSize == TermIntrinsicSize(width: 3, height: nil))
        #expect(TermSnapshot.rendering(split, width: 20, height: 3).rows == [
            "┌ a ─────┐│┌ b ────┐",
            "│        │││       │",
            "└────────┘│└───────┘",
        ])
        #expect(TermSnapshot.rendering(split, width: 3, height: 2).rows == [" │ ", " │ "])                  // boxes of one cell draw nothing
        #expect(TermSnapshot.rendering(split, width: 2, height: 1).rows.count == 1)   // too small: no crash
        let (stacked, _, _) = Self.twoBoxes(.vertical)
        #expect(TermSnapshot.rendering(stacked, width: 7, height: 5).rows == [
            "┌ a ──┐",
            "└─────┘",
            "───────",
            "┌ b ──┐",
            "└─────┘",
        ])
    }

    @Test func theDividerIsOneConstraintWhoseConstantChanges() {
        let (split, a, b) = Self.twoBoxes()
        let screen = filledScreen(with: split, width: 20, height: 3)
        #expect(split.dividerPositions == [10])                              // 19 cells shared: 10 and 9
        split.setPosition(6, ofDividerAt: 0)
        #expect(split.dividerPositions == [6] && a.frame.width == 6 && b.frame == TermRect(x: 7, y: 0, width: 13, height: 3))
        let constraints = split.constraintsInOrder.filter { $0.priority == 900 }
        #expect(constraints.count == 1 && constraints[0].constant == 6)
        split.setPosition(12, ofDividerAt: 0)
        #expect(split.constraintsInOrder.filter { $0.priority == 900 }.map(\.constant) == [12])  // the same one, moved
        screen.resize(width: 14, height: 3)
        #expect(split.dividerPositions == [12] && b.frame.width == 1)          // the last pane takes the change
        screen.resize(width: 12, height: 3)
        #expect(split.dividerPositions == [10] && b.frame.width == 1)          // its minimum holds
        #expect(screen.render().rows[0] == "┌ a ─────┐│ ")
    }

    @Test func minimumSizesBoundTheDivider() {
        let (split, _, _) = Self.twoBoxes()
        split.setMinimumSize(5, ofPaneAt: 0)
        split.setMinimumSize(8, ofPaneAt: 1)
        #expect(split.intrinsicContentSize.width == 14)
        let screen = filledScreen(with: split, width: 20, height: 3)
        split.setPosition(0, ofDividerAt: 0)
        #expect(split.dividerPositions == [5])
        split.setPosition(100, ofDividerAt: 0)
        #expect(split.dividerPositions == [11])
        screen.resize(width: 15, height: 3)
        #expect(split.dividerPositions == [6])                                // squeezed: the minimums win
        #expect(split.minimumSize(ofPaneAt: 1) == 8 && split.minimumSize(ofPaneAt: 7) == 0)
    }

    @Test func aPositionSetBeforeLayoutAndPanesRemoved() {
        let a = TermView(), b = TermView(), c = TermView()
        let split = TermSplitView(.horizontal, panes: [a, b, c])
        split.setPosition(4, ofDividerAt: 0)                                  // not in a screen yet
        let screen = filledScreen(with: split, width: 20, height: 1)
        #expect(split.dividerPositions.first == 4)
        split.setPosition(12, ofDividerAt: 1)
        #expect(split.dividerPositions == [4, 12])
        b.removeFromSuperview()                                               // its divider goes with it
        #expect(split.panes.count == 2 && split.dividerPositions == [4] && c.frame == TermRect(x: 5, y: 0, width: 15, height: 1))
        a.removeFromSuperview()
        screen.layout()
        #expect(split.panes.count == 1 && split.dividerPositions.isEmpty && c.frame.width == 20)
        #expect(!split.becomeFocused())                                       // no divider: no focus
        split |+| TermView()
        #expect(split.panes.count == 2 && split.dividerPositions == [10])    // shared again
    }

    @Test func keysMoveTheSelectedDivider() {
        let split = TermSplitView(.horizontal, panes: [TermView(), TermView(), TermView()])
        let screen = filledScreen(with: split, width: 20, height: 2)
        #expect(split.dividerPositions == [6, 13])
        #expect(split.becomeFocused())
        screen.send(.right)
        screen.send(.right)
        #expect(split.dividerPositions == [8, 13])
        screen.send(.home)
        #expect(split.dividerPositions == [1, 13])
        screen.send(.enter)                                                   // the next divider
        #expect(split.selectedDivider == 1)
        screen.send(.end)
        #expect(split.dividerPositions == [1, 18])
        screen.send(.left)
        #expect(split.dividerPositions == [1, 17])
        #expect(!screen.send(.up))                                            // not along its axis
        let canvas = screen.render().canvas
        #expect(canvas[17, 0].style == .reverse && canvas[1, 0].style == TermStyle(foreground: .brightBlack))
        screen.send(.character(" "))
        #expect(split.selectedDivider == 0)
    }

    @Test func aDividerIsDraggedWithTheMouse() {
        let (split, a, _) = Self.twoBoxes()
        let screen = filledScreen(with: split, width: 20, height: 3)
        let list = TermList(items: ["x"])
        a |+| list
        list |=| a.m_edges ~ (1, 1, 1, 1)
        screen.send(click(10, 1))                                            // on the divider
        #expect(split.isFocused)
        screen.send(TermMouseEvent(.drag(button: 1), at: TermPoint(x: 5, y: 2)))
        #expect(split.dividerPositions == [5])
        screen.send(TermMouseEvent(.drag(button: 1), at: TermPoint(x: 40, y: 9)))   // past the edge: clamped
        #expect(split.dividerPositions == [18])
        screen.send(TermMouseEvent(.release(button: 1), at: TermPoint(x: 40, y: 9)))
        #expect(!screen.send(TermMouseEvent(.drag(button: 1), at: TermPoint(x: 3, y: 1))))  // released: nothing
        #expect(split.dividerPositions == [18])
        screen.send(click(2, 1))                                             // a click in a pane is the pane's
        #expect(list.isFocused)
        screen.send(TermMouseEvent(.drag(button: 1), at: TermPoint(x: 4, y: 1)))
        #expect(split.dividerPositions == [18])
    }
}
