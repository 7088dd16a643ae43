import InlineSnapshotTesting
@testable import Mortar
import MortarTesting
import Testing

/// A screen of `width` × `height` with `view` filling it.
@MainActor
private func screen(with view: TermView, width: Int, height: Int) -> TermScreen {
    let screen = TermScreen(width: width, height: height)
    screen.root |+| view
    view |=| screen.root
    return screen
}

@Suite("Widgets: TermList") @MainActor
struct ListWidgetTests {
    @Test func selectionScrollsIntoViewAndKeysMoveIt() {
        let list = TermList(items: (1...20).map { "item \($0)" })
        let screen = screen(with: list, width: 8, height: 4)
        var selections: [Int?] = []
        list.onSelect = { selections.append($0) }
        #expect(screen.focus(list))
        screen.send(.down)
        screen.send(.pageDown)
        screen.send(.down)
        assertInlineSnapshot(of: screen, as: .styledGrid) {
            """
            item 2
            ........
            item 3
            ........
            item 4
            ........
            item 5
            AAAAAAAA
            A: reverse
            """
        }
        #expect(selections == [0, 3, 4])
        screen.send(.end)
        #expect(list.selectedIndex == 19 && list.scrollOffset == 16)
        screen.send(TermMouseEvent(.wheelUp, at: TermPoint(x: 1, y: 1)))
        #expect(list.scrollOffset == 13 && list.selectedIndex == 19)
        screen.send(TermMouseEvent(.click(button: 1), at: TermPoint(x: 1, y: 2)))
        #expect(list.selectedIndex == 15)
        screen.focus(nil)
        assertInlineSnapshot(of: screen, as: .styledGrid) {
            """
            item 14
            ........
            item 15
            ........
            item 16
            AAAAAAAA
            item 17
            ........
            A: bold
            """
        }
    }

    @Test func aLogFollowsItsTail() {
        let log = TermList()
        log.followsTail = true
        let screen = screen(with: log, width: 10, height: 3)
        for i in 1...5 {
            log.append("line \(i)")
            screen.layout()
        }
        assertInlineSnapshot(of: screen, as: .grid) {
            """
            line 3
            line 4
            line 5
            """
        }
    }
}

@Suite("Widgets: TermTable") @MainActor
struct TableWidgetTests {
    private func processes() -> TermTable {
        TermTable(columns: [
            TermTableColumn("PID", width: .fixed(5), alignment: .right),
            TermTableColumn("NAME", width: .flexible(min: 4, weight: 1)),
            TermTableColumn("CPU%", width: .fixed(5), alignment: .right),
        ]).also {
            $0.rows = [["1", "init", "0.1"], ["42", "mortar-demo", "12.5"], ["7", "漢字プロセス", "3.0"]]
        }
    }

    @Test func columnsAtSeveralWidths() {
        let table = processes()
        table.select(1)
        assertInlineSnapshot(of: table, as: .grid(width: 24, height: 4)) {
            """
              PID NAME          CPU%
                1 init           0.1
               42 mortar-demo   12.5
                7 漢字プロセス   3.0
            """
        }
        assertInlineSnapshot(of: table, as: .grid(width: 16, height: 3)) {
            """
              PID NAME  CPU%
                1 init   0.1
               42 mor…  12.5
            """
        }
        #expect(table.columnWidths(forWidth: 30) == [5, 18, 5])
        #expect(table.intrinsicContentSize == TermIntrinsicSize(width: 16, height: nil))
    }

    @Test func onlyTheRowsInViewAreAskedFor() {
        let table = TermTable(columns: [TermTableColumn("N")])
        var asked = Set<Int>()
        table.setRows(count: 1_000_000) { row, _ in
            asked.insert(row)
            return "row \(row)"
        }
        let screen = screen(with: table, width: 12, height: 5)
        screen.focus(table)
        screen.send(.end)
        _ = screen.render()
        #expect(asked == Set(999_996..<1_000_000))
        #expect(screen.render().text.hasSuffix("row 999999  "))
    }
}

@Suite("Widgets: TermTextField") @MainActor
struct TextFieldWidgetTests {
    @Test func editingAndTheCursor() {
        let field = TermTextField(text: "hello")
        let screen = screen(with: field, width: 8, height: 1)
        screen.focus(field)
        for key: TermKey in [.character(" "), .character("世"), .character("界"), .left, .left, .backspace,
                             .home, .delete, .character("J"), .end] {
            screen.send(key)
        }
        #expect(field.text == "Jello世界")
        #expect(field.cursor == 7)
        // Wider than the field: it scrolls to keep the cursor (after the text) in view.
        assertInlineSnapshot(of: screen, as: .grid) {
            """
            llo世界
            """
        }
        screen.send(.home)
        assertInlineSnapshot(of: screen, as: .grid) {
            """
            Jello世
            """
        }
        var submitted: [String] = []
        field.onSubmit = { submitted.append($0) }
        screen.send(.ctrl("k"))
        screen.send(.character("\u{1B}"))       // an escape is never typed into the text
        screen.send(.enter)
        #expect(submitted == [""])
        field.text = "abc"
        field.moveCursor(to: 2)
        screen.send(.ctrl("u"))
        #expect(field.text == "c" && field.cursor == 0)
    }

    @Test func placeholderWhileEmptyAndUnfocused() {
        let field = TermTextField(text: "", placeholder: "search…")
        assertInlineSnapshot(of: field, as: .styledGrid(width: 10, height: 1)) {
            """
            search…
            AAAAAAABBB
            A: fg=brightBlack underline
            B: underline
            """
        }
    }
}

@Suite("Widgets: TermStackView") @MainActor
struct StackViewWidgetTests {
    private func labels(_ texts: [String]) -> [TermLabel] { texts.map { TermLabel($0) } }

    @Test func horizontalDistributions() {
        let stack = TermStackView(axis: .horizontal, spacing: 1)
        let views = labels(["ab", "cdef", "g"])
        stack |+| views                                    // |+| arranges
        views[2].m_huggingH = 1                            // the last one stretches
        #expect(stack.arrangedSubviews.count == 3)
        let screen = screen(with: stack, width: 20, height: 1)
        screen.layout()
        #expect(views.map(\.frame.x) == [0, 3, 8])
        #expect(views[2].frame.width == 12)
        stack.distribution = .fillEqually
        screen.layout()
        #expect(views.map(\.frame.width) == [6, 6, 6])
        stack.distribution = .equalSpacing
        screen.layout()
        #expect(views.map(\.frame.x) == [0, 9, 19])       // two gaps of 6.5; edges round
        views[0].m_customSpacingAfter = 5
        stack.distribution = .fill
        screen.layout()
        #expect(views.map(\.frame.x) == [0, 7, 12])
    }

    @Test func verticalAlignmentAndHiddenViews() {
        let stack = TermStackView(axis: .vertical, alignment: .center)
        let views = labels(["top", "middle", "end"])
        stack |+| views
        let screen = screen(with: stack, width: 10, height: 3)
        screen.layout()
        #expect(views.map(\.frame) == [TermRect(x: 4, y: 0, width: 3, height: 1), TermRect(x: 2, y: 1, width: 6, height: 1),
                                       TermRect(x: 4, y: 2, width: 3, height: 1)])   // centre 5, edges 3.5 round up
        views[1].isHidden = true
        stack.alignment = .trailing
        screen.layout()
        #expect(views[0].frame.y == 0 && views[2].frame.maxY == 3 && views[2].frame.maxX == 10)
        #expect(views[0].frame.maxY == views[2].frame.y)  // the hidden one takes no space
        views[1].removeFromSuperview()
        #expect(stack.arrangedSubviews.count == 2)
    }
}

@Suite("Focus and key routing") @MainActor
struct FocusTests {
    @Test func tabOrderRoutingAndBindings() {
        let screen = TermScreen(width: 20, height: 4)
        let list = TermList(items: ["a", "b"]), field = TermTextField(), label = TermLabel("x")
        let hidden = TermList(items: ["h"])
        hidden.isHidden = true
        screen.root |+| [list, label, hidden, field]
        [list, label, hidden, field].m_height |=| 1
        [list, label, hidden, field].m_width |=| 5
        [list.m_top, label.m_top, hidden.m_top, field.m_top] |=| [0, 1, 2, 3]
        #expect(screen.focusableViews.map { $0 === list || $0 === field } == [true, true])
        #expect(!screen.focus(label))                      // labels are not focusable
        screen.send(.tab)
        #expect(screen.focusedView === list)
        screen.send(.tab)
        #expect(field.isFocused)
        screen.send(.backTab)
        #expect(list.isFocused)
        var quits = 0
        screen.bind(.character("q")) { quits += 1 }
        screen.send(.character("q"))                       // the list ignores "q": the binding runs
        field.becomeFocused()
        screen.send(.character("q"))                       // the field types it
        #expect(quits == 1 && field.text == "q")
        #expect(!screen.send(.function(5)))
        screen.send(TermMouseEvent(.click(button: 1), at: TermPoint(x: 0, y: 0)))
        #expect(list.isFocused)
        list.removeFromSuperview()
        #expect(screen.focusedView == nil)                 // a focused view leaving takes the focus along
    }
}
