@testable import Mortar
import MortarTesting
import Testing

/// A plain view that keeps the keys it is sent.
@MainActor
private final class KeyLog: TermView {
    var keys: [TermKey] = []
    required init() { super.init() }
    override func handleKey(_ key: TermKey) -> Bool {
        keys.append(key)
        return true
    }
}

@Suite("Focus: isFocusable, the focus mark, reading order") @MainActor
struct FocusRulesTests {
    /// Buttons added in an order unlike where they sit: `c` top right, `a` top left, `b` below.
    private func scattered() -> (TermScreen, a: TermButton, b: TermButton, c: TermButton) {
        let screen = TermScreen(width: 20, height: 4)
        let a = TermButton("a") {}, b = TermButton("b") {}, c = TermButton("c") {}
        screen.root |+| [b, c, a]
        a.m_origin |=| (0, 0)
        c.m_origin |=| (10, 0)
        b.m_origin |=| (3, 2)
        return (screen, a, b, c)
    }

    @Test func tabFollowsReadingOrderNotTreeOrder() {
        let (screen, a, b, c) = scattered()
        #expect(screen.focusableViews.map { $0 === a ? "a" : $0 === b ? "b" : $0 === c ? "c" : "?" } == ["a", "c", "b"])
        screen.send(.tab)
        #expect(a.isFocused)
        screen.send(.tab)
        #expect(c.isFocused)
        screen.send(.tab)
        #expect(b.isFocused)
        screen.send(.tab)
        #expect(a.isFocused)                                          // wraps
        screen.send(.backTab)
        #expect(b.isFocused)
    }

    @Test func anOrderSetByTheAppWins() {
        let (screen, a, b, c) = scattered()
        screen.focusOrder = [b, a]
        #expect(screen.focusableViews.count == 2)
        screen.send(.tab)
        #expect(b.isFocused)
        screen.send(.tab)
        #expect(a.isFocused)
        screen.send(.tab)
        #expect(b.isFocused)
        #expect(c.becomeFocused())                                    // out of the Tab order, not out of reach
        b.isHidden = true
        #expect(screen.focusableViews.map { $0 === a } == [true])     // hidden views are skipped
    }

    @Test func aWidgetCanBeKeptOutOfTheFocus() {
        let screen = TermScreen(width: 20, height: 4)
        let list = TermList(items: ["one", "two"]), button = TermButton("ok") {}
        screen.root |+| [list, button]
        list.m_frame |=| (0, 0, 10, 3)
        button.m_origin |=| (12, 0)
        list.isFocusable = false
        #expect(screen.focusableViews.map { $0 === button } == [true])
        #expect(!list.becomeFocused())
        screen.send(click(1, 1))
        #expect(screen.focusedView == nil)                            // the click selects, but focuses nothing
        #expect(list.selectedIndex == 1)
        list.isFocusable = true
        #expect(list.becomeFocused())
        list.isFocusable = false
        #expect(screen.focusedView == nil)                            // switching it off lets go of the focus
    }

    @Test func aDisabledControlRefusesTheFocusEvenWhenSetFocusable() {
        let screen = TermScreen(width: 10, height: 1)
        let button = TermButton("ok") {}
        screen.root |+| button
        button.isEnabled = false
        button.isFocusable = true
        #expect(!button.becomeFocused())
        #expect(screen.focusableViews.isEmpty)
    }

    @Test func aPlainViewMadeFocusableTakesKeysAndShowsTheMark() {
        let screen = TermScreen(width: 6, height: 2)
        let log = KeyLog(), label = TermLabel { $0.text = "hi" }
        screen.root |+| [log |+| label]
        log.m_frame |=| (1, 0, 4, 1)
        label.m_origin |=| log.m_origin
        #expect(!log.becomeFocused())
        log.isFocusable = true
        screen.send(.tab)
        #expect(log.isFocused)
        screen.send(.character("x"))
        #expect(log.keys == [.character("x")])
        #expect(screen.render().styledText == """
             hi   
            .AAAA.
                  
            ......
            A: reverse
            """)
        screen.theme.focusMark = .underline
        #expect(screen.render().styledText.hasSuffix("A: underline"))
    }

    @Test func theThemeStylesFocusedControlsAndRows() {
        let screen = TermScreen(width: 10, height: 3)
        let button = TermButton("ok") {}, list = TermList(items: ["a", "b"])
        screen.root |+| [button, list]
        button.m_origin |=| (0, 0)
        list.m_frame |=| (0, 1, 10, 2)
        screen.theme.focused = TermStyle(foreground: .yellow, attributes: .bold)
        button.becomeFocused()
        #expect(screen.render().canvas[0, 0].style == TermStyle(foreground: .yellow, attributes: .bold))
        list.select(1)
        list.becomeFocused()
        let canvas = screen.render().canvas
        #expect(canvas[0, 0].style == .plain && canvas[0, 2].style == TermStyle(foreground: .yellow, attributes: .bold))
        button.focusedStyle = .underline                              // a widget's own style beats the theme
        button.becomeFocused()
        #expect(screen.render().canvas[0, 0].style == .underline)
    }
}

@Suite("Hit-testing: the deepest view under a point") @MainActor
struct HitTestTests {
    @Test func theDeepestVisibleViewIsHitAndClipsCount() {
        let screen = TermScreen(width: 20, height: 6)
        let box = TermBox(title: "b"), inner = TermView(), overhang = TermView()
        screen.root |+| [box |+| [inner, overhang]]
        box.m_frame |=| (0, 0, 10, 5)
        inner.m_frame |=| box.m_frame ~ (1, 1, 1, 1)
        overhang.m_frame |=| (6, 2, 10, 1)                           // runs past the box's border
        #expect(screen.hitTest(TermPoint(x: 2, y: 1)) === inner)
        #expect(screen.hitTest(TermPoint(x: 7, y: 2)) === overhang)  // later subviews are on top
        #expect(screen.hitTest(TermPoint(x: 9, y: 2)) === box)       // the border clips the overhang
        #expect(screen.hitTest(TermPoint(x: 12, y: 2)) === screen.root)
        #expect(screen.hitTest(TermPoint(x: 25, y: 2)) == nil)        // off the screen
        overhang.isHidden = true
        #expect(screen.hitTest(TermPoint(x: 7, y: 2)) === inner)
    }

    @Test func aClickGoesToTheHitViewAndFocusesTheNearestFocusableAncestor() {
        let screen = TermScreen(width: 20, height: 5)
        let log = KeyLog(), label = TermLabel { $0.text = "label" }
        log.isFocusable = true
        screen.root |+| [log |+| label]
        log |=| screen.root
        label.m_origin |=| (2, 2)
        #expect(screen.hitTest(TermPoint(x: 3, y: 2)) === label)
        screen.send(click(3, 2))
        #expect(log.isFocused)
    }
}
