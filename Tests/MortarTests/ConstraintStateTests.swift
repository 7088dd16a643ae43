import Testing
@testable import Mortar

/// A constraint's life as `state` reports it: every transition an app can cause, and that the
/// state agrees with what the layout does.
@Suite("Constraint state") @MainActor
struct ConstraintStateTests {
    @Test func aConstraintWaitsIsQueuedAndIsInstalled() {
        let box = TermView(), label = TermLabel("x")
        box |+| label
        let c = TermLayoutConstraint(label, .left, .equal, box, .left, constant: 3)
        #expect(c.state == .inactive)
        c.activate()
        #expect(c.state == .waiting)                 // its items share no screen yet
        let screen = TermScreen(width: 10, height: 3)
        screen.root |+| box
        #expect(c.state == .queued)                  // enters the solver at the next layout
        screen.layout()
        #expect(c.state == .installed)
        #expect(label.frame.x == 3)
        box.removeFromSuperview()
        #expect(c.state == .waiting)                 // out of the screen with its items
        screen.root |+| box
        #expect(c.state == .queued)
        screen.layout()
        #expect(c.state == .installed)
        c.isActive = false
        #expect(c.state == .inactive)
        screen.layout()
        #expect(c.state == .inactive)
    }

    @Test func aConstraintDeactivatedWhileQueuedNeverEntersTheSolver() {
        let screen = TermScreen(width: 10, height: 3)
        let view = TermView()
        screen.root |+| view
        screen.layout()
        let before = screen.engine.solver.constraintCount
        let c = view.m_width |=| 4
        #expect(c.layoutConstraints.map(\.state) == [.queued])
        c.deactivate()
        screen.layout()
        #expect(c.layoutConstraints.map(\.state) == [.inactive])
        #expect(screen.engine.solver.constraintCount == before)
    }

    @Test func aQueuedConstraintFollowsItsViewsToAnotherScreen() {
        let first = TermScreen(width: 10, height: 3), second = TermScreen(width: 12, height: 3)
        let view = TermView()
        first.root |+| view
        let c = (view.m_left |=| first.root.m_left + 2).layoutConstraints[0]
        let width = (view.m_width |=| 5).layoutConstraints[0]
        #expect(c.state == .queued)
        view.removeFromSuperview()
        second.root |+| view
        first.layout()                               // finds it gone; the tie to root waits
        #expect(c.state == .waiting)
        second.layout()
        #expect(width.state == .installed)
        #expect(view.frame.width == 5)
    }

    @Test func aDemotedConstraintStaysDemotedAcrossRemovalUntilDeactivated() {
        let screen = TermScreen(width: 30, height: 3)
        let view = TermView()
        screen.root |+| view
        view.m_width |=| 10
        screen.layout()
        let (conflict, first) = MortarDiagnostics.capture { () -> TermLayoutConstraint in
            let c = (view.m_width |=| 12).layoutConstraints[0]
            screen.layout()
            return c
        }
        #expect(first.count == 1)
        #expect(conflict.state == .demoted)
        #expect(conflict.description.contains("(demoted to 999)"))
        #expect(view.frame.width == 10)
        // Removed and added back: it comes back demoted, without a second report.
        let (_, again) = MortarDiagnostics.capture {
            view.removeFromSuperview()
            #expect(conflict.state == .waiting)
            screen.root |+| view
            screen.layout()
        }
        #expect(again.isEmpty)
        #expect(conflict.state == .demoted)
        // Deactivated, it forgets; reactivated, the conflict is news again.
        conflict.deactivate()
        #expect(conflict.state == .inactive)
        let (_, reactivated) = MortarDiagnostics.capture {
            conflict.activate()
            screen.layout()
        }
        #expect(reactivated.count == 1)
        #expect(conflict.state == .demoted)
    }

    @Test func statesHaveReadableNames() {
        let all: [TermConstraintState] = [.inactive, .waiting, .queued, .installed, .demoted, .refused]
        #expect(all.map(\.description) == ["inactive", "waiting", "queued", "installed", "demoted", "refused"])
    }
}
