import InlineSnapshotTesting
@testable import Mortar
import MortarTesting
import Testing

@Suite("Widgets: TermCheckbox") @MainActor
struct CheckboxWidgetTests {
    @Test func severalSizesAndTooSmall() {
        let box = TermCheckbox("Show swap", isOn: true)
        #expect(box.intrinsicContentSize == TermIntrinsicSize(width: 13, height: 1))
        assertInlineSnapshot(of: box, as: .grid(width: 15, height: 1)) {
            """
            [x] Show swap
            """
        }
        assertInlineSnapshot(of: box, as: .grid(width: 9, height: 3)) {
            """

            [x] Show…

            """
        }
        assertInlineSnapshot(of: box, as: .grid(width: 2, height: 1)) {
            """
            [x
            """
        }
        #expect(TermSnapshot.rendering(box, width: 0, height: 0).text == "")
        let bare = TermCheckbox()
        #expect(bare.intrinsicContentSize == TermIntrinsicSize(width: 3, height: 1) && !bare.isOn)
        assertInlineSnapshot(of: bare, as: .grid(width: 4, height: 1)) {
            """
            [ ]
            """
        }
    }

    @Test func spaceEnterAndClicksToggleIt() {
        let box = TermCheckbox("Show swap")
        let screen = filledScreen(with: box, width: 14, height: 1)
        var changes: [Bool] = []
        box.onChange = { changes.append($0) }
        screen.send(.tab)
        #expect(box.isFocused)
        screen.send(.character(" "))
        assertInlineSnapshot(of: screen, as: .styledGrid) {
            """
            [x] Show swap
            AAA...........
            A: reverse
            """
        }
        screen.send(.enter)
        screen.send(click(10, 0))                                  // on the title counts too
        #expect(changes == [true, false, true] && box.isOn)
        #expect(!screen.send(.character("y")))
        #expect(!screen.send(TermMouseEvent(.wheelUp, at: TermPoint(x: 1, y: 0))))
        box.isOn = false                                           // set in code: no onChange
        #expect(changes.count == 3)
        box.isEnabled = false
        screen.send(click(1, 0))
        box.toggle()
        #expect(!box.isOn && changes.count == 3 && !box.isFocused)
        assertInlineSnapshot(of: screen, as: .styledGrid) {
            """
            [ ] Show swap
            AAA.AAAAAAAAA.
            A: fg=brightBlack
            """
        }
    }
}
