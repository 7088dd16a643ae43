import InlineSnapshotTesting
@testable import Mortar
import MortarTesting
import Testing

@Suite("Widgets: TermButton") @MainActor
struct ButtonWidgetTests {
    @Test func severalSizesAndTooSmall() {
        let button = TermButton("Cancel") {}
        #expect(button.intrinsicContentSize == TermIntrinsicSize(width: 10, height: 1))
        assertInlineSnapshot(of: button, as: .grid(width: 10, height: 1)) {
            """
            [ Cancel ]
            """
        }
        assertInlineSnapshot(of: button, as: .grid(width: 15, height: 3)) {
            """

            [   Cancel    ]

            """
        }
        assertInlineSnapshot(of: button, as: .grid(width: 8, height: 1)) {
            """
            [ Can… ]
            """
        }
        assertInlineSnapshot(of: button, as: .grid(width: 6, height: 1)) {
            """
            Cancel
            """
        }
        assertInlineSnapshot(of: button, as: .grid(width: 2, height: 1)) {
            """
            C…
            """
        }
        #expect(TermSnapshot.rendering(button, width: 0, height: 0).text == "")
        #expect(TermSnapshot.rendering(TermButton(), width: 4, height: 1).text == "[  ]")
    }

    @Test func enterSpaceAndClicksPressIt() {
        var presses = 0
        let button = TermButton("OK") { presses += 1 }
        let screen = filledScreen(with: button, width: 6, height: 1)
        var bound = 0
        screen.bind(.character("x")) { bound += 1 }
        #expect(screen.focus(button))
        screen.send(.enter)
        screen.send(.character(" "))
        #expect(presses == 2)
        #expect(screen.send(.character("x")) && bound == 1)       // other keys go on to the bindings
        screen.focus(nil)
        screen.send(.enter)                                        // not focused: not pressed
        #expect(presses == 2)
        #expect(screen.send(click(3, 0)))
        #expect(presses == 3 && button.isFocused)                  // a click focuses and presses
        #expect(!screen.send(click(3, 0, button: 3)))              // other buttons and the wheel do not
        #expect(!screen.send(TermMouseEvent(.wheelDown, at: TermPoint(x: 3, y: 0))))
        #expect(presses == 3)
        button.press()
        #expect(presses == 4)
    }

    @Test func theFocusShowsAndADisabledButtonDoesNothing() {
        var presses = 0
        let button = TermButton("OK") { presses += 1 }
        let screen = filledScreen(with: button, width: 8, height: 1)
        screen.focus(button)
        assertInlineSnapshot(of: screen, as: .styledGrid) {
            """
            [  OK  ]
            AAAAAAAA
            A: reverse
            """
        }
        button.isEnabled = false
        #expect(screen.focusedView == nil)                         // disabling takes the focus away
        #expect(!screen.focus(button) && screen.focusableViews.isEmpty)
        screen.send(click(2, 0))
        screen.send(.enter)
        button.press()
        #expect(presses == 0)
        assertInlineSnapshot(of: screen, as: .styledGrid) {
            """
            [  OK  ]
            AAAAAAAA
            A: fg=brightBlack
            """
        }
    }

    @Test func aRowOfButtonsLaysOutByItsIntrinsicSizes() {
        let screen = TermScreen(width: 24, height: 1)
        let ok = TermButton("OK") {}, cancel = TermButton("Cancel") {}
        screen.root |+| [ok, cancel]
        cancel.m_right |=| screen.root
        ok.m_right |=| cancel.m_left - 1
        [ok, cancel].m_top |=| screen.root
        assertInlineSnapshot(of: screen, as: .grid) {
            """
                   [ OK ] [ Cancel ]
            """
        }
        #expect(ok.frame == TermRect(x: 7, y: 0, width: 6, height: 1))
        ok.title = "Apply"                                         // a wider title: laid out again
        let passes = screen.layoutPassCount
        _ = screen.render()
        #expect(screen.layoutPassCount == passes + 1 && ok.frame == TermRect(x: 4, y: 0, width: 9, height: 1))
        ok.title = "Apply"
        ok.title = "Reset"                                         // as wide: only redrawn
        _ = screen.render()
        #expect(screen.layoutPassCount == passes + 1)
    }

    @Test func wideTitlesAreMeasuredInCellsAndNeverSplit() {
        let button = TermButton("保存する") {}
        #expect(button.intrinsicContentSize == TermIntrinsicSize(width: 12, height: 1))
        assertInlineSnapshot(of: button, as: .grid(width: 12, height: 1)) {
            """
            [ 保存する ]
            """
        }
        assertInlineSnapshot(of: button, as: .grid(width: 9, height: 1)) {
            """
            [ 保存… ]
            """
        }
        assertInlineSnapshot(of: button, as: .grid(width: 4, height: 1)) {
            """
            保…
            """
        }
    }
}
