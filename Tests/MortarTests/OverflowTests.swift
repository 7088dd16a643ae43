import Foundation
import Testing
@testable import Mortar

/// A screen smaller than what the required constraints need is never silent: the minimum size
/// is measured, the constraints that hold the layout open are listed once, and the screen can
/// show a notice instead of a cut-off layout.
@Suite("Overflow") @MainActor
struct OverflowTests {
    /// A sidebar of 30 and a main area of at least 20 with a gap of 2: 52 wide; a title of 3
    /// rows over 11 rows of content: 14 high.
    private func stage(width: Int, height: Int) -> (TermScreen, [TermView]) {
        let screen = TermScreen(width: width, height: height)
        let sidebar = TermBox(), main = TermBox(), title = TermLabel("t")
        sidebar.identifier = "sidebar"
        main.identifier = "main"
        title.identifier = "title"
        screen.root |+| [title, sidebar, main]
        withMortarLocation {
            sidebar.m_width |=| 30
            main.m_width |>| 20
            sidebar.m_left |=| screen.root.m_left + 1
            main.m_left |=| sidebar.m_right + 2
            main.m_right |=| screen.root.m_right - 1
            title.m_height |=| 3
            sidebar.m_height |=| 11
            title.m_top |=| screen.root.m_top
            sidebar.m_top |=| title.m_bottom
            sidebar.m_bottom |=| screen.root.m_bottom
            main.m_top |=| sidebar.m_top
        }
        return (screen, [sidebar, main, title])
    }

    @Test func theMinimumSizeIsWhatTheRequiredConstraintsNeed() {
        let (screen, views) = stage(width: 80, height: 24)
        #expect(screen.minimumSize == TermSize(width: 54, height: 14))   // 1 + 30 + 2 + 20 + 1 by 3 + 11
        #expect(screen.neededSize == nil)
        let before = views.map(\.frameOnScreen)
        _ = screen.minimumSize
        screen.setNeedsLayout()
        screen.layout()
        #expect(views.map(\.frameOnScreen) == before)   // measuring changes nothing
    }

    @Test func aTooSmallScreenIsReportedOnceWithTheConstraintsHoldingItOpen() {
        let (screen, _) = stage(width: 80, height: 24)
        screen.layout()
        let (_, diagnostics) = MortarDiagnostics.capture {
            screen.resize(width: 40, height: 12)
            screen.layout()
            screen.resize(width: 41, height: 12)      // still too small, same minimum: said already
            screen.layout()
        }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.hasPrefix("layout needs at least 54x14, the screen is 40x12;") == true)
        let listed = diagnostics.first?.constraints.joined(separator: "\n") ?? ""
        for part in ["sidebar.m_width |=| 30", "main.m_width |>| 20", "title.m_height |=| 3", "sidebar.m_height |=| 11"] {
            #expect(listed.contains(part), "\(part) is missing from:\n\(listed)")
        }
        #expect(!listed.contains("main.m_top"))      // not holding anything open
        #expect(screen.neededSize == TermSize(width: 54, height: 14))
        let (_, fits) = MortarDiagnostics.capture {
            screen.resize(width: 60, height: 20)
            screen.layout()
        }
        #expect(fits.isEmpty && screen.neededSize == nil)
    }

    @Test func theNoticeReplacesTheCutOffLayout() {
        let (screen, _) = stage(width: 30, height: 5)
        screen.whenTooSmall = .notice
        _ = MortarDiagnostics.capture {
            #expect(screen.render().rows.map { $0.trimmingCharacters(in: .whitespaces) } == [
                "", "terminal too small (needs", "54x14, now 30x5)", "", "",
            ])
            screen.whenTooSmall = .clip
            #expect(screen.render().text.contains("┌"))   // the boxes, cut off
        }
    }

    /// Measuring the minimum size leaves no trace in what the solver publishes, so a layout
    /// pass of a screen too small for its layout places only what moved, as one that fits
    /// does. The screen is wide enough and too short; 300 labels hang from the root's right
    /// edge, so at 0x0 every one of them moves (more than a publication's log holds), and a
    /// published measurement made every layout pass place every frame again.
    @Test func aTooSmallScreenPlacesOnlyWhatMoved() {
        let (screen, views) = stage(width: 80, height: 12)
        let label = TermLabel("abc")
        views[0] |+| label
        label.m_origin |=| views[0].m_origin + (1, 1)
        for i in 0..<300 {
            let tag = TermLabel("\(i % 10)")
            screen.root |+| tag
            tag.m_right |=| screen.root.m_right - 1
            tag.m_top |=| screen.root.m_top + i % 10
        }
        _ = MortarDiagnostics.capture {
            _ = screen.render()
            #expect(screen.neededSize == TermSize(width: 80, height: 14))
            let full = screen.fullPlacementCount, passes = screen.layoutPassCount
            label.text = "abcdef"                      // a new width: a layout pass
            let text = screen.render().text
            #expect(screen.layoutPassCount == passes + 1)
            #expect(screen.fullPlacementCount == full)
            #expect(label.frame == TermRect(x: 1, y: 1, width: 6, height: 1))
            #expect(text.contains("│abcdef"))
            #expect(screen.placementMismatch() == nil)
            #expect(screen.neededSize == TermSize(width: 80, height: 14))
        }
    }

    @Test func aOneByOneScreenStillShowsSomething() {
        let (screen, _) = stage(width: 1, height: 1)
        screen.whenTooSmall = .notice
        _ = MortarDiagnostics.capture {
            #expect(screen.render().text == "t")
        }
    }
}
