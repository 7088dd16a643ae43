@testable import Mortar
import MortarTesting
import Testing

/// A view that counts how often it is drawn.
@MainActor
private final class DrawCounter: TermView {
    var draws = 0
    required init() { super.init() }
    override var intrinsicContentSize: TermIntrinsicSize { TermIntrinsicSize(width: 4, height: 1) }
    override func draw(in context: inout TermDrawingContext) {
        draws += 1
        context.draw("row", x: 0, y: 0)
    }
}

@Suite("Widgets: TermScrollView") @MainActor
struct ScrollViewWidgetTests {
    /// `count` numbered lines as the content, as wide as the visible area.
    static func lines(_ count: Int = 12) -> (scroll: TermScrollView, text: TermLabel) {
        let scroll = TermScrollView()
        let text = TermLabel { $0.text = (1...count).map { "line \($0)" }.joined(separator: "\n") }
        scroll |+| text
        text.m_edges |=| scroll.contentLayoutGuide
        text.m_width |=| scroll.frameLayoutGuide
        return (scroll, text)
    }

    /// Buttons one under another, as the content.
    static func buttons(_ count: Int) -> (scroll: TermScrollView, buttons: [TermButton]) {
        let scroll = TermScrollView()
        let buttons = (0..<count).map { i in TermButton("b\(i)") {} }
        scroll |+| buttons
        for (i, button) in buttons.enumerated() {
            button.m_left |=| scroll.contentLayoutGuide
            if i == 0 { button.m_top |=| scroll.contentLayoutGuide } else { button.m_top |=| buttons[i - 1].m_bottom }
        }
        scroll.contentLayoutGuide.m_bottom |=| buttons[count - 1].m_bottom
        scroll.contentLayoutGuide.m_width |=| scroll.frameLayoutGuide
        return (scroll, buttons)
    }

    @Test func severalSizesAndTooSmall() {
        let (scroll, _) = Self.lines()
        #expect(TermSnapshot.rendering(scroll, width: 10, height: 3).rows == [
            "line 1   ┃",
            "line 2   │",
            "line 3   │",
        ])
        scroll.contentOffset = TermPoint(x: 0, y: 5)                  // clamped by the first layout
        #expect(TermSnapshot.rendering(scroll, width: 14, height: 4).rows == [
            "line 6       │",
            "line 7       │",
            "line 8       ┃",
            "line 9       │",
        ])
        #expect(TermSnapshot.rendering(scroll, width: 10, height: 12).rows.last == "line 12  ┃")
        #expect(scroll.contentOffset == .zero)                        // everything fits: back to the top
        #expect(TermSnapshot.rendering(scroll, width: 1, height: 2).rows == ["┃", "│"])
        #expect(TermSnapshot.rendering(scroll, width: 0, height: 0).rows.isEmpty)
        scroll.showsVerticalScrollbar = false
        #expect(TermSnapshot.rendering(scroll, width: 3, height: 1).rows == ["lin"])
    }

    @Test func theOffsetIsClampedAndScrollingDoesNotLayOutAgain() {
        let (scroll, text) = Self.lines()
        let screen = filledScreen(with: scroll, width: 10, height: 4)
        screen.layout()
        #expect(scroll.contentSize == TermSize(width: 9, height: 12) && scroll.viewportSize == TermSize(width: 9, height: 4))
        let passes = screen.layoutPassCount
        scroll.contentOffset = TermPoint(x: 3, y: 100)
        #expect(scroll.contentOffset == TermPoint(x: 0, y: 8))
        #expect(text.frame == TermRect(x: 0, y: 0, width: 9, height: 12))            // content coordinates
        #expect(text.frameOnScreen == TermRect(x: 0, y: -8, width: 9, height: 12))   // where it is drawn
        #expect(screen.render().rows.first == "line 9   │")
        scroll.contentOffset = TermPoint(x: 0, y: -5)
        #expect(scroll.contentOffset == .zero && screen.render().rows.first == "line 1   ┃")
        #expect(screen.layoutPassCount == passes)
        scroll.contentOffset = TermPoint(x: 0, y: 8)
        text.text = "just\ntwo"                                       // the content shrinks: the offset follows
        screen.layout()
        #expect(scroll.contentOffset == .zero && text.frameOnScreen.y == 0)
    }

    @Test func onlyTheContentInViewIsDrawn() {
        let scroll = TermScrollView()
        let rows = (0..<200).map { _ in DrawCounter() }
        scroll |+| rows
        for (i, row) in rows.enumerated() {
            row.m_left |=| scroll.contentLayoutGuide
            row.m_top |=| scroll.contentLayoutGuide.m_top + i
        }
        scroll.contentLayoutGuide.m_size |=| (4, 200)
        let screen = filledScreen(with: scroll, width: 6, height: 5)
        _ = screen.render()
        #expect(rows.map(\.draws).reduce(0, +) == 5 && rows[4].draws == 1)
        scroll.contentOffset = TermPoint(x: 0, y: 100)
        _ = screen.render()
        #expect(rows.map(\.draws).reduce(0, +) == 10 && rows[100].draws == 1 && rows[105].draws == 0)
    }

    @Test func keysWheelAndScrollbarClicks() {
        let (scroll, _) = Self.lines(20)
        let screen = filledScreen(with: scroll, width: 10, height: 5)
        #expect(scroll.becomeFocused())
        screen.send(.down)
        #expect(scroll.contentOffset.y == 1)
        screen.send(.pageDown)
        #expect(scroll.contentOffset.y == 5)                          // a page is the height less one row
        screen.send(.end)
        #expect(scroll.contentOffset.y == 15)
        #expect(!screen.send(.down))                                  // at the end: the key is not used
        screen.send(.home)
        #expect(scroll.contentOffset.y == 0)
        #expect(!screen.send(.up))
        screen.send(TermMouseEvent(.wheelDown, at: TermPoint(x: 2, y: 2)))
        #expect(scroll.contentOffset.y == 3)
        screen.send(TermMouseEvent(.wheelUp, at: TermPoint(x: 2, y: 2)))
        #expect(scroll.contentOffset.y == 0)
        screen.send(click(9, 4))                                      // the track under the thumb
        #expect(scroll.contentOffset.y == 4)
        screen.send(click(9, 0))                                      // above it
        #expect(scroll.contentOffset.y == 0)
        let styled = screen.render().canvas
        #expect(styled[9, 0].style == .reverse && styled[9, 4].style == TermStyle(foreground: .brightBlack))
    }

    @Test func focusMovingInsideScrollsTheFocusedViewIntoSight() {
        let (scroll, buttons) = Self.buttons(8)
        scroll.isFocusable = false
        let screen = filledScreen(with: scroll, width: 10, height: 3)
        screen.send(.tab)
        #expect(buttons[0].isFocused && scroll.contentOffset.y == 0)
        for _ in 0..<3 { screen.send(.tab) }
        #expect(buttons[3].isFocused && scroll.contentOffset.y == 1)   // just enough to show it
        #expect(screen.render().rows == ["[ b1 ]   ┃", "[ b2 ]   │", "[ b3 ]   │"])
        #expect(screen.hitTest(TermPoint(x: 1, y: 0)) === buttons[1]) // clicks find views where they are drawn
        buttons[7].becomeFocused()
        #expect(scroll.contentOffset.y == 5)
        buttons[2].becomeFocused()
        #expect(scroll.contentOffset.y == 2)
        scroll.scrollRectToVisible(TermRect(x: 0, y: 6, width: 1, height: 2))
        #expect(scroll.contentOffset.y == 5)
        scroll.scrollRectToVisible(TermRect(x: 0, y: 0, width: 1, height: 8))  // taller than the view: its top
        #expect(scroll.contentOffset.y == 0)
        #expect(screen.hitTest(TermPoint(x: 1, y: 5)) == nil)          // off screen
        screen.send(.down)                                            // a focused button leaves arrows to the scroll view
        #expect(scroll.contentOffset.y == 1)
    }

    @Test func aClickOnAViewPartlyInSightDoesNotScroll() {
        let scroll = TermScrollView()
        let list = TermList(items: (0..<6).map { "item \($0)" })
        scroll |+| list
        list.m_left |=| scroll.contentLayoutGuide
        list.m_top |=| scroll.contentLayoutGuide.m_top + 2
        list.m_size |=| (8, 6)
        scroll.contentLayoutGuide.m_size |=| (8, 8)
        let screen = filledScreen(with: scroll, width: 10, height: 4)
        screen.send(click(1, 3))                                      // the list's second row, on screen row 3
        #expect(list.isFocused && scroll.contentOffset == .zero)     // nothing moved under the pointer
        #expect(list.selectedIndex == 1)
    }

    @Test func aHorizontalScrollbarTakesTheBottomRow() {
        let scroll = TermScrollView()
        let wide = TermLabel { $0.text = "0123456789abcdef\nsecond row" }
        scroll |+| wide
        wide.m_edges |=| scroll.contentLayoutGuide
        scroll.showsHorizontalScrollbar = true
        scroll.showsVerticalScrollbar = false
        let screen = filledScreen(with: scroll, width: 8, height: 3)
        scroll.contentOffset = TermPoint(x: 4, y: 0)
        #expect(screen.render().rows == ["456789ab", "nd row  ", "──━━━━──"])
        screen.send(click(7, 2))
        #expect(scroll.contentOffset.x == 8)
    }
}

@Suite("Widgets: TermScrollbar") @MainActor
struct ScrollbarWidgetTests {
    @Test func theThumbShowsPositionAndProportion() {
        let bar = TermScrollbar()
        bar.contentLength = 10
        bar.visibleLength = 3
        #expect(bar.intrinsicContentSize == TermIntrinsicSize(width: 1, height: nil))
        #expect(bar.thumb(trackLength: 5) == (0, 2))
        bar.offset = 7
        #expect(bar.thumb(trackLength: 5) == (3, 2))
        bar.offset = 99
        #expect(bar.thumb(trackLength: 5) == (3, 2))
        bar.visibleLength = 10
        #expect(bar.thumb(trackLength: 5) == (0, 5))
        bar.contentLength = 10_000
        bar.visibleLength = 1
        #expect(bar.thumb(trackLength: 5).length == 1)                // never thinner than a cell
        #expect(bar.thumb(trackLength: 0) == (0, 0))
        let across = TermScrollbar(axis: .horizontal)
        across.contentLength = 8
        across.visibleLength = 4
        across.offset = 4
        #expect(TermSnapshot.rendering(across, width: 6, height: 1).rows == ["───━━━"])
    }

    @Test func clicksOnTheTrackPage() {
        let bar = TermScrollbar()
        bar.contentLength = 20
        bar.visibleLength = 5
        bar.offset = 10
        var pages: [Int] = []
        bar.onPage = { pages.append($0) }
        let screen = filledScreen(with: bar, width: 1, height: 8)
        let thumb = bar.thumb(trackLength: 8)
        screen.send(click(0, 0))
        screen.send(click(0, thumb.start))
        screen.send(click(0, 7))
        #expect(pages == [-1, 1])
    }
}
