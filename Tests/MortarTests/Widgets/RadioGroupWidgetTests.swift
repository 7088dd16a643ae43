import InlineSnapshotTesting
@testable import Mortar
import MortarTesting
import Testing

@Suite("Widgets: TermRadioGroup") @MainActor
struct RadioGroupWidgetTests {
    static func intervals(axis: TermAxis = .vertical) -> TermRadioGroup {
        TermRadioGroup(["1 second", "2 seconds", "5 seconds"], selectedIndex: 1, axis: axis)
    }

    @Test func aColumnAndARowAtSeveralSizes() {
        let column = Self.intervals()
        #expect(column.intrinsicContentSize == TermIntrinsicSize(width: 13, height: 3))
        assertInlineSnapshot(of: column, as: .grid(width: 14, height: 3)) {
            """
            ( ) 1 second
            (•) 2 seconds
            ( ) 5 seconds
            """
        }
        assertInlineSnapshot(of: column, as: .grid(width: 8, height: 2)) {
            """
            ( ) 1 s…
            (•) 2 s…
            """
        }
        let row = TermRadioGroup(["1s", "2s", "5s"], selectedIndex: 1, axis: .horizontal)
        #expect(row.intrinsicContentSize == TermIntrinsicSize(width: 22, height: 1))
        assertInlineSnapshot(of: row, as: .grid(width: 22, height: 1)) {
            """
            ( ) 1s  (•) 2s  ( ) 5s
            """
        }
        assertInlineSnapshot(of: row, as: .grid(width: 12, height: 1)) {
            """
            ( ) 1s  (•)…
            """
        }
        #expect(TermSnapshot.rendering(row, width: 0, height: 0).text == "")
        #expect(TermSnapshot.rendering(TermRadioGroup(), width: 3, height: 1).text == "   ")
    }

    @Test func arrowsMoveTheHighlightAndSpaceOrEnterSelect() {
        let group = Self.intervals()
        let screen = filledScreen(with: group, width: 14, height: 3)
        var changes: [Int] = []
        group.onChange = { changes.append($0) }
        screen.focus(group)
        screen.send(.down)
        assertInlineSnapshot(of: screen, as: .styledGrid) {
            """
            ( ) 1 second
            ..............
            (•) 2 seconds
            ..............
            ( ) 5 seconds
            AAAAAAAAAAAAA.
            A: reverse
            """
        }
        #expect(group.selectedIndex == 1 && group.highlightedIndex == 2)
        screen.send(.character(" "))
        screen.send(.home)
        screen.send(.up)                                           // stays on the first
        screen.send(.enter)
        screen.send(.enter)                                        // already selected: no change
        #expect(changes == [2, 0] && group.selectedIndex == 0)
        screen.send(.end)
        #expect(group.highlightedIndex == 2)
        #expect(!screen.send(.left))                               // not along a column's axis
        group.selectedIndex = 7                                    // out of range: cleared
        #expect(group.selectedIndex == nil)
        group.selectedIndex = 1
        #expect(group.highlightedIndex == 1 && changes == [2, 0])
    }

    @Test func aRowUsesLeftAndRightAndClicksSelect() {
        let group = TermRadioGroup(["1s", "2s", "5s"], selectedIndex: nil, axis: .horizontal)
        let screen = filledScreen(with: group, width: 22, height: 1)
        var changes: [Int] = []
        group.onChange = { changes.append($0) }
        screen.send(click(17, 0))                                  // "( ) 5s" starts at 16
        #expect(group.isFocused && group.selectedIndex == 2)
        screen.send(click(14, 0))                                  // between options: nothing
        screen.send(.left)
        screen.send(.character(" "))
        #expect(changes == [2, 1])
        #expect(!screen.send(.down))
        assertInlineSnapshot(of: screen, as: .styledGrid) {
            """
            ( ) 1s  (•) 2s  ( ) 5s
            ........AAAAAA........
            A: reverse
            """
        }
    }

    @Test func aShortColumnScrollsToTheHighlightAndClicksFollow() {
        let group = TermRadioGroup((1...6).map { "option \($0)" }, selectedIndex: 0)
        let screen = filledScreen(with: group, width: 12, height: 2)
        screen.focus(group)
        for _ in 0..<4 { screen.send(.down) }
        assertInlineSnapshot(of: screen, as: .grid) {
            """
            ( ) option 4
            ( ) option 5
            """
        }
        screen.send(click(3, 0))                                   // the top row shows option 4
        #expect(group.selectedIndex == 3)
        group.options = ["only"]                                   // fewer options: clamped
        #expect(group.selectedIndex == 0 && group.highlightedIndex == 0)
        group.isEnabled = false
        #expect(!screen.send(.down) && !screen.send(click(1, 0)) && screen.focusedView == nil)
    }
}
