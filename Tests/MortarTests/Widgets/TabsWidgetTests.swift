import InlineSnapshotTesting
@testable import Mortar
import MortarTesting
import Testing

@Suite("Widgets: TermTabs") @MainActor
struct TabsWidgetTests {
    /// Three pages: a box with a label, a list, and a checkbox.
    static func dashboard() -> (tabs: TermTabs, list: TermList, swap: TermCheckbox) {
        let overview = TermBox(), load = TermLabel("cpu 12%")
        overview |+| load
        load.m_origin |=| (1, 1)
        let list = TermList(items: ["init", "mortar-demo", "sshd"])
        let swap = TermCheckbox("Show swap")
        let tabs = TermTabs([("Overview", overview), ("Processes", list), ("Settings", swap)])
        return (tabs, list, swap)
    }

    @Test func severalSizesAndTooSmall() {
        let (tabs, _, _) = Self.dashboard()
        #expect(tabs.intrinsicContentSize == TermIntrinsicSize(width: 31, height: 1))
        assertInlineSnapshot(of: tabs, as: .grid(width: 36, height: 4)) {
            """
             Overview  Processes  Settings
            ┌──────────────────────────────────┐
            │cpu 12%                           │
            └──────────────────────────────────┘
            """
        }
        tabs.selectedIndex = 2
        assertInlineSnapshot(of: tabs, as: .styledGrid(width: 16, height: 2)) {
            """
            esses  Settings
            ......AAAAAAAAAA
            [ ] Show swap
            ................
            A: bold+underline
            """
        }
        assertInlineSnapshot(of: tabs, as: .grid(width: 5, height: 1)) {
            """
             Set…
            """
        }
        #expect(TermSnapshot.rendering(tabs, width: 0, height: 0).text == "")
        #expect(TermSnapshot.rendering(TermTabs(), width: 4, height: 2).text == "    \n    ")
        tabs.selectedIndex = 9                                     // clamped
        #expect(tabs.selectedIndex == 2 && tabs.selectedPage is TermCheckbox)
    }

    @Test func keysSwitchTabsWhileTheBarHasTheFocus() {
        let (tabs, list, swap) = Self.dashboard()
        let screen = filledScreen(with: tabs, width: 36, height: 5)
        var changes: [Int] = []
        tabs.onChange = { changes.append($0) }
        screen.send(.tab)
        #expect(tabs.isFocused)
        screen.send(.right)
        assertInlineSnapshot(of: screen, as: .styledGrid) {
            """
             Overview  Processes  Settings
            ..........AAAAAAAAAAA...............
            init
            ....................................
            mortar-demo
            ....................................
            sshd
            ....................................

            ....................................
            A: bold+underline+reverse
            """
        }
        screen.send(.tab)                                          // into the page: the list
        #expect(list.isFocused)
        screen.send(.left)                                         // the list ignores it; the bar is not focused
        #expect(tabs.selectedIndex == 1)
        screen.send(.backTab)
        screen.send(.left)
        screen.send(.left)                                         // wraps around to the last tab
        #expect(tabs.selectedIndex == 2 && swap.isHidden == false && list.isHidden)
        screen.send(.home)
        screen.send(.end)
        #expect(changes == [1, 0, 2, 0, 2])
        #expect(screen.focusableViews.count == 2)                  // the bar and the visible checkbox
        #expect(!screen.send(.character("z")))
    }

    @Test func clicksOnTitlesSwitchAndPagesGetTheirOwnClicks() {
        let (tabs, list, swap) = Self.dashboard()
        let screen = filledScreen(with: tabs, width: 36, height: 5)
        screen.send(click(14, 0))                                  // " Processes " spans 10..<21
        #expect(tabs.selectedIndex == 1 && tabs.isFocused)
        screen.send(click(2, 2))                                   // the list's second row
        #expect(list.isFocused && list.selectedIndex == 1)
        screen.send(click(33, 0))                                  // after the last title: nothing
        #expect(tabs.selectedIndex == 1)
        screen.send(click(25, 0))
        screen.send(click(1, 1))                                   // the checkbox page
        #expect(swap.isOn && swap.isFocused)
        tabs.selectedIndex = 0                                     // in code: the focus leaves the hidden page
        #expect(tabs.isFocused && swap.isHidden)
        tabs.isEnabled = false
        #expect(!screen.send(click(14, 0)) && tabs.selectedIndex == 0)
    }

    @Test func pagesComeAndGo() {
        let (tabs, list, swap) = Self.dashboard()
        let screen = filledScreen(with: tabs, width: 30, height: 4)
        tabs.selectedIndex = 1
        _ = screen.render()
        let passes = screen.layoutPassCount
        tabs.selectedIndex = 2                                     // switching only redraws
        _ = screen.render()
        #expect(screen.layoutPassCount == passes)
        #expect(swap.frame == TermRect(x: 0, y: 1, width: 30, height: 3))
        tabs.removeTab(list)                                       // before the selection: it follows its page
        #expect(tabs.titles == ["Overview", "Settings"] && tabs.selectedPage === swap && list.superview == nil)
        swap.removeFromSuperview()                                 // taking a page out takes its tab
        #expect(tabs.titles == ["Overview"] && tabs.selectedIndex == 0 && !tabs.pages[0].isHidden)
        tabs.addTab("Log", page: list)
        tabs.setTitle("Home", at: 0)
        #expect(list.isHidden && tabs.intrinsicContentSize.width == 11)
        assertInlineSnapshot(of: screen, as: .grid) {
            """
             Home  Log
            ┌────────────────────────────┐
            │cpu 12%                     │
            └────────────────────────────┘
            """
        }
    }

    @Test func wideTitlesAreMeasuredInCellsAndNeverSplit() {
        let tabs = TermTabs([("概要", TermView()), ("設定", TermView())])
        #expect(tabs.intrinsicContentSize == TermIntrinsicSize(width: 12, height: 1))
        assertInlineSnapshot(of: tabs, as: .grid(width: 12, height: 1)) {
            """
             概要  設定
            """
        }
        assertInlineSnapshot(of: tabs, as: .grid(width: 5, height: 1)) {
            """
             概…
            """
        }
        let screen = filledScreen(with: tabs, width: 12, height: 1)
        screen.send(click(7, 0))                                   // the second title spans 6..<12
        #expect(tabs.selectedIndex == 1)
    }

    @Test func aBareTabBarHasTitlesWithoutPages() {
        let bar = TermTabs(titles: ["CPU", "Memory", "Disks"])
        #expect(bar.pages.isEmpty && bar.selectedPage == nil && bar.subviews.isEmpty)
        #expect(bar.intrinsicContentSize == TermIntrinsicSize(width: 20, height: 1))
        let screen = filledScreen(with: bar, width: 24, height: 1)
        var changes: [Int] = []
        bar.onChange = { changes.append($0) }
        screen.send(click(8, 0))                                   // " Memory " spans 5..<13
        screen.send(.end)
        screen.send(.right)                                        // wraps to the first
        #expect(changes == [1, 2, 0])
        bar.selectedIndex = 2
        assertInlineSnapshot(of: screen, as: .styledGrid) {
            """
             CPU  Memory  Disks
            .............AAAAAAA....
            A: bold+underline+reverse
            """
        }
        // A tab with a page among them: only it shows a page, under the bar.
        let page = TermLabel("inside")
        bar.addTab("Log", page: page)
        #expect(bar.pages.count == 1 && page.isHidden && bar.tabPages.map { $0 == nil } == [true, true, true, false])
        bar.select(3)
        #expect(bar.selectedPage === page && !page.isHidden)
        bar.removeTab(at: 0)                                       // before the selection: it follows its tab
        #expect(bar.titles == ["Memory", "Disks", "Log"] && bar.selectedIndex == 2 && bar.selectedPage === page)
        bar.removeAllTabs()
        #expect(bar.titles.isEmpty && bar.subviews.isEmpty && page.superview == nil && !page.isHidden)
        #expect(bar.intrinsicContentSize == TermIntrinsicSize(width: 0, height: 1))
    }
}
