@testable import Mortar
import MortarTesting
import Testing

@Suite("Modals: present and dismiss") @MainActor
struct ModalTests {
    /// A screen of text with a button behind, and a box with OK and Cancel to present.
    private func setUp(width: Int = 24, height: Int = 7)
        -> (screen: TermScreen, behind: TermButton, box: TermBox, ok: TermButton, cancel: TermButton, log: Log) {
        let log = Log()
        let screen = TermScreen(width: width, height: height)
        let text = TermLabel { $0.text = String(repeating: "behind ", count: 30); $0.lineBreakMode = .wrap }
        let behind = TermButton("B") { log.lines.append("behind") }
        screen.root |+| [text, behind]
        text |=| screen.root
        behind.m_origin |=| (0, 0)
        let box = TermBox(title: "Quit?")
        let ok = TermButton("OK") { log.lines.append("ok") }, cancel = TermButton("No") { log.lines.append("no") }
        box |+| [ok, cancel]
        ok.m_left |=| box.m_leftMargin
        cancel.m_left |=| ok.m_right + 1
        cancel.m_right |=| box.m_rightMargin
        [ok, cancel].m_top |=| box.m_topMargin
        [ok, cancel].m_bottom |=| box.m_bottomMargin
        return (screen, behind, box, ok, cancel, log)
    }

    final class Log { var lines: [String] = [] }

    @Test func itIsCentredOpaqueAndDimsWhatIsBehind() {
        let s = setUp()
        s.behind.becomeFocused()
        s.screen.present(s.box)
        #expect(s.screen.presentedView === s.box && s.screen.presentedViews.count == 1)
        #expect(s.screen.render().rows == [
            "[ B ]d behind behind    ",
            "behind behind behind    ",
            "behin┌ Quit? ──────┐    ",
            "behin│[ OK ] [ No ]│    ",
            "behin└─────────────┘    ",
            "behind behind behind    ",
            "behind behind behind    ",
        ])
        let canvas = s.screen.render().canvas
        #expect(canvas[0, 0].style.attributes == .dim)               // behind: dimmed
        #expect(canvas[7, 3].style.attributes == .reverse)           // OK has the focus
        #expect(canvas[13, 3].style == .plain)                       // Cancel: not dimmed
    }

    @Test func theFocusIsTrappedAndKeysAndClicksStayInside() {
        let s = setUp()
        var bound = 0
        s.screen.bind(.character("x")) { bound += 1 }
        s.behind.becomeFocused()
        s.screen.present(s.box)
        #expect(s.ok.isFocused)                                      // the modal's first focusable view
        #expect(!s.behind.becomeFocused() && s.ok.isFocused)
        #expect(s.screen.focusableViews.map { $0 === s.ok || $0 === s.cancel } == [true, true])
        s.screen.send(.tab)
        #expect(s.cancel.isFocused)
        s.screen.send(.tab)
        #expect(s.ok.isFocused)                                      // Tab wraps inside the modal
        #expect(!s.screen.send(.character("x")) && bound == 0)       // the screen's bindings wait
        s.screen.send(click(1, 0))                                   // on the button behind
        #expect(s.log.lines.isEmpty && s.ok.isFocused)
        #expect(s.screen.hitTest(TermPoint(x: 1, y: 0)) !== s.behind)
        #expect(s.screen.hitTest(TermPoint(x: 14, y: 3)) === s.cancel)
        s.screen.send(click(14, 3))
        #expect(s.log.lines == ["no"] && s.cancel.isFocused)
        s.screen.send(.escape)
        #expect(s.screen.presentedView == nil && s.box.screen == nil)
        #expect(s.behind.isFocused)                                  // the focus comes back
        #expect(s.screen.render().canvas[10, 0].style == .plain)     // nothing dimmed any more
        s.screen.send(.character("x"))
        s.screen.send(click(1, 0))
        #expect(bound == 1 && s.log.lines == ["no", "behind"])
    }

    @Test func escapeCanBeKeptByTheModalOrByAViewInIt() {
        let s = setUp()
        s.screen.present(s.box, dismissesOnEscape: false)
        #expect(!s.screen.send(.escape))
        #expect(s.screen.presentedView === s.box)
        #expect(s.screen.dismiss() === s.box && s.screen.dismiss() == nil)

        final class KeepsEscape: TermBox {
            required init() { super.init() }
            override func handleKey(_ key: TermKey) -> Bool { key == .escape }
        }
        let keeper = KeepsEscape()
        s.screen.present(keeper)                                     // nothing focusable: keys start at it
        #expect(s.screen.focusedView == nil)
        s.screen.send(.escape)
        #expect(s.screen.presentedView === keeper)
    }

    @Test func theAppsConstraintsPlaceItAndASmallScreenShrinksIt() {
        let s = setUp(width: 12, height: 5)
        s.box.m_top |=| s.screen.root.m_top + 1
        s.screen.present(s.box)
        s.screen.layout()
        #expect(s.box.frameOnScreen == TermRect(x: 0, y: 1, width: 12, height: 3)) // cut to the screen's width
        #expect(s.screen.render().rows[1] == "┌ Quit? ───┐")
        s.screen.dismiss()
        s.screen.resize(width: 30, height: 5)
        s.screen.present(s.box)                                      // presented again: its constraints return
        s.screen.layout()
        #expect(s.box.frameOnScreen == TermRect(x: 8, y: 1, width: 15, height: 3))
    }

    @Test func presentingTwiceOrRemovingThePresentedView() {
        let s = setUp()
        s.behind.becomeFocused()
        s.screen.present(s.box)
        s.screen.present(s.box)                                      // already up: nothing changes
        #expect(s.screen.presentedViews.count == 1 && s.box.screen === s.screen)
        s.box.removeFromSuperview()                                  // the app takes it away: the modal goes
        #expect(s.screen.presentedViews.isEmpty && s.behind.isFocused)
        #expect(s.screen.render().canvas[10, 0].style == .plain)     // nothing dimmed
        s.screen.send(click(1, 0))
        #expect(s.log.lines == ["behind"])                           // clicks reach the page again
    }

    @Test func modalsStack() {
        let s = setUp()
        s.screen.present(s.box)
        s.screen.send(.tab)
        let second = TermButton("Sure?") {}
        s.screen.present(second)
        #expect(second.isFocused && !s.cancel.becomeFocused())
        #expect(s.screen.presentedViews.map { $0 === s.box || $0 === second } == [true, true])
        #expect(s.screen.dismiss() === second)
        #expect(s.cancel.isFocused)                                  // back where it was in the first modal
        s.screen.send(.escape)
        #expect(s.screen.presentedViews.isEmpty)
    }
}
