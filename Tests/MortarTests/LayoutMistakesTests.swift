import Testing
@testable import Mortar

/// Mistakes that only show at layout are reported there, once each, in words that say what to do.
@Suite("Mistakes caught at layout") @MainActor
struct LayoutMistakesTests {
    @Test func aForgottenAddIsReportedOnceWithTheConstraintsThatWait() {
        let screen = TermScreen(width: 30, height: 4)
        let box = TermBox(), title = TermLabel("cpu")
        title.identifier = "title"
        screen.root |+| box                                  // title is never added
        box |=| screen.root
        let line: UInt = #line + 1
        withMortarLocation {
            title.m_left |=| box.m_left + 1
            title.m_top |=| box.m_top
        }
        let (_, first) = MortarDiagnostics.capture { screen.layout() }
        #expect(first.map(\.message) == [
            "`title (TermLabel)` was never added to a view in this screen; did you forget `|+|`? These constraints wait for it:"])
        #expect(first.first?.constraints == [
            "title.m_left |=| TermBox#1.m_left + 1 (\(#fileID):\(line), statement 1)",
            "title.m_top |=| TermBox#1.m_top (\(#fileID):\(line), statement 2)"])
        let (_, again) = MortarDiagnostics.capture {
            title.m_width |=| 3
            screen.setNeedsLayout()
            screen.layout()
        }
        #expect(again.isEmpty)                                // once per view, not once per layout
        // Adding it late is allowed: the constraints take effect, nothing more is said.
        let (_, late) = MortarDiagnostics.capture {
            box |+| title
            screen.layout()
        }
        #expect(late.isEmpty)
        #expect(title.frameOnScreen.x == box.frameOnScreen.x + 1)
    }

    @Test func constraintsWrittenBeforeTheAddAreFineIfTheAddComesBeforeLayout() {
        let screen = TermScreen(width: 30, height: 4)
        let title = TermLabel("cpu")
        let (_, diagnostics) = MortarDiagnostics.capture {
            title.m_left |=| screen.root.m_left + 2
            title.m_top |=| screen.root.m_top
            screen.root |+| title
            screen.layout()
        }
        #expect(diagnostics.isEmpty)
        #expect(title.frame.x == 2)
    }

    @Test func aViewTakenOutOnPurposeIsNotReported() {
        let screen = TermScreen(width: 30, height: 4)
        let title = TermLabel("cpu")
        screen.root |+| title
        title.m_left |=| screen.root.m_left + 2
        screen.layout()
        let (_, diagnostics) = MortarDiagnostics.capture {
            title.removeFromSuperview()
            title.m_top |=| screen.root.m_top
            screen.layout()
        }
        #expect(diagnostics.isEmpty)
    }

    @Test func anAmbiguousViewIsReportedOnceAtLayoutWithWhatIsFree() {
        let screen = TermScreen(width: 30, height: 6)
        let label = TermLabel("cpu"), later = TermLabel("later")
        label.identifier = "label"
        later.isHidden = true
        screen.root |+| [label, later]
        label.m_left |=| screen.root.m_left + 1               // nothing decides its top
        later.m_left |=| screen.root.m_left
        let (_, diagnostics) = MortarDiagnostics.capture {
            screen.layout()
            screen.resize(width: 40, height: 8)
            screen.layout()
        }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.hasPrefix(
            "`label (TermLabel)` has an ambiguous layout: its constraints leave its vertical position free") == true)
        #expect(diagnostics.first?.message.hasSuffix("No constraint mentions it along this axis.") == true)
        // A hidden view is checked at the first layout after it shows.
        let (_, shown) = MortarDiagnostics.capture {
            later.isHidden = false
            screen.resize(width: 30, height: 6)
            screen.layout()
        }
        #expect(shown.map { String($0.message.prefix(44)) } == ["`TermLabel#2` has an ambiguous layout: its c"])
    }

    @Test func theAmbiguityCheckCanBeSwitched() {
        let screen = TermScreen(width: 30, height: 6)
        screen.checksAmbiguityAtLayout = false
        let label = TermLabel("cpu")
        screen.root |+| label
        label.m_left |=| screen.root.m_left + 1
        let (_, off) = MortarDiagnostics.capture { screen.layout() }
        #expect(off.isEmpty)
        let (_, on) = MortarDiagnostics.capture {
            screen.checksAmbiguityAtLayout = true
            screen.layout()
        }
        #expect(on.count == 1 && on.first?.message.contains("has an ambiguous layout") == true)
    }
}
