@testable import Mortar
import MortarTesting
import Testing

@Suite("Widgets: TermTextArea") @MainActor
struct TextAreaWidgetTests {
    static func notes() -> TermTextArea {
        let area = TermTextArea(text: "Dashboard\nnotes: cpu 世界 is two cells each")
        area.moveCursor(to: .init(line: 1, index: 13))
        return area
    }

    @Test func wrapsAtSeveralSizesAndTooSmall() {
        let area = Self.notes()
        #expect(area.intrinsicContentSize == .none)
        #expect(TermSnapshot.rendering(area, width: 12, height: 4).rows == [
            "Dashboard   ", "notes: cpu  ", "世界 is two ", "cells each  ",
        ])
        #expect(TermSnapshot.rendering(area, width: 30, height: 3).rows == [
            "Dashboard                     ", "notes: cpu 世界 is two cells  ", "each                          ",
        ])
        // 5 wide: a word longer than the row is cut anywhere; the cursor's row is kept in view.
        #expect(TermSnapshot.rendering(area, width: 5, height: 2).rows == ["cpu  ", "世界 "])
        #expect(TermSnapshot.rendering(area, width: 1, height: 2).rows.count == 2)   // a wide cluster alone: no crash
        #expect(TermSnapshot.rendering(area, width: 0, height: 0).rows.isEmpty)
    }

    @Test func typingBreakingAndJoiningLines() {
        let area = TermTextArea()
        let screen = filledScreen(with: area, width: 10, height: 3)
        var changes: [String] = []
        area.onChange = { changes.append($0) }
        area.becomeFocused()
        for c in "ab" { screen.send(.character(c)) }
        screen.send(.enter)
        screen.send(.character("c"))
        #expect(area.text == "ab\nc" && area.cursor == .init(line: 1, index: 1))
        #expect(screen.render().rows == ["ab        ", "c         ", "          "])
        #expect(screen.render().canvas[1, 1].style == .reverse)        // the cursor after "c"
        screen.send(.left)
        screen.send(.backspace)                                       // at a line's start: joins it to the one before
        #expect(area.text == "abc" && area.cursor == .init(line: 0, index: 2))
        screen.send(.delete)
        #expect(area.text == "ab")
        screen.send(.delete)                                          // at the very end: nothing
        screen.send(.home)
        screen.send(.backspace)                                       // at the very start: nothing
        #expect(area.text == "ab")
        screen.send(.ctrl("k"))
        #expect(area.text == "" && changes == ["a", "ab", "ab\n", "ab\nc", "abc", "ab", ""])
        #expect(!screen.send(.character("\u{1B}")))                   // controls never enter the text
        #expect(!area.handleKey(.tab))                                // Tab is left for the focus
    }

    @Test func theCursorMovesByClusterAndByDisplayColumn() {
        let area = TermTextArea(text: "e\u{301}世界x\nabcde")
        let screen = filledScreen(with: area, width: 10, height: 2)
        area.becomeFocused()
        screen.send(.right)
        #expect(area.cursor.index == 1)                               // é is one cluster
        screen.send(.right)
        screen.send(.right)
        #expect(area.cursor.index == 3)                               // past 世 and 界
        area.moveCursor(to: .init(line: 1, index: 4))                 // column 4 of "abcde"
        screen.send(.up)
        #expect(area.cursor == .init(line: 0, index: 2))             // column 3 is inside 界: before it
        screen.send(.down)
        #expect(area.cursor == .init(line: 1, index: 4))             // the column aimed for is kept
        screen.send(.end)
        screen.send(.right)                                           // at the text's end: stays
        #expect(area.cursor == .init(line: 1, index: 5))
        area.moveCursor(to: .init(line: 1, index: 0))
        screen.send(.left)                                            // back across the line break
        #expect(area.cursor == .init(line: 0, index: 4))
        screen.send(click(1, 0))                                      // the first cell of 世 (é is column 0)
        #expect(area.cursor == .init(line: 0, index: 1))
        screen.send(click(2, 0))                                      // its second cell: still before it
        #expect(area.cursor == .init(line: 0, index: 1))
        screen.send(click(3, 0))                                      // 界
        #expect(area.cursor == .init(line: 0, index: 2))
        screen.send(click(8, 1))                                      // past the row's end
        #expect(area.cursor == .init(line: 1, index: 5))
    }

    @Test func wrappedRowsHomeEndAndScrolling() {
        let area = TermTextArea(text: (1...10).map { "line \($0) of the notes" }.joined(separator: "\n"))
        let screen = filledScreen(with: area, width: 12, height: 3)
        area.becomeFocused()
        #expect(screen.render().rows == ["line 1 of   ", "the notes   ", "line 2 of   "])
        screen.send(.end)
        #expect(area.cursor == .init(line: 0, index: 9))             // the end of a wrapped row is on that row
        screen.send(.down)
        screen.send(.end)
        #expect(area.cursor == .init(line: 0, index: 19))
        screen.send(.home)
        #expect(area.cursor == .init(line: 0, index: 10))
        for _ in 0..<4 { screen.send(.down) }
        #expect(area.cursor == .init(line: 2, index: 10))
        _ = screen.render()
        #expect(area.scrollRow == 3)                                  // scrolled just enough
        screen.send(.pageDown)
        _ = screen.render()
        #expect(area.cursor == .init(line: 3, index: 10) && area.scrollRow == 5)
        screen.send(TermMouseEvent(.wheelDown, at: TermPoint(x: 0, y: 0)))
        _ = screen.render()
        #expect(area.scrollRow == 8 && area.cursor == .init(line: 3, index: 10))   // the wheel leaves the cursor
        screen.send(TermMouseEvent(.wheelDown, at: TermPoint(x: 0, y: 0)))
        screen.send(TermMouseEvent(.wheelDown, at: TermPoint(x: 0, y: 0)))
        screen.send(TermMouseEvent(.wheelDown, at: TermPoint(x: 0, y: 0)))
        _ = screen.render()
        #expect(area.scrollRow == 17)                                 // 20 rows, 3 in view
        screen.send(.character("!"))                                  // typing brings the cursor back
        _ = screen.render()
        #expect(area.scrollRow == 7 && area.text.contains("line 4 of !the notes"))
    }

    @Test func pasting() {
        let area = TermTextArea(text: "ab")
        let screen = filledScreen(with: area, width: 10, height: 3)
        var changes = 0
        area.onChange = { _ in changes += 1 }
        area.moveCursor(to: .init(line: 0, index: 1))
        area.insert("x\r\ny\tz\u{7}\rw")
        #expect(area.text == "ax\ny z\nwb" && area.cursor == .init(line: 2, index: 1) && changes == 1)
        area.insert("")
        #expect(changes == 1)
        area.becomeFocused()
        for c in "q" { screen.send(.character(c)) }                   // a terminal's paste arrives as typing
        screen.send(.enter)
        #expect(area.text == "ax\ny z\nwq\nb" && area.lineCount == 4)
    }
}
