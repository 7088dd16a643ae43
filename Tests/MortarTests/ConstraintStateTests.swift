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

    /// Each view lists the active constraints that mention it, and a removal from the list moves
    /// another constraint into the gap. Random activations and deactivations (a view tied to
    /// itself among them), then each view taken out of its screen and put back: a constraint
    /// follows its views out and back in exactly when it is active, whatever order the lists
    /// were edited in. The reference is the seeded model of which constraints are active.
    @Test(arguments: Array(UInt64(1)...40))
    func constraintsFollowTheirViewsAfterAnyActivationOrder(seed: UInt64) {
        var rng = SplitMix(seed)
        let screen = TermScreen(width: 60, height: 20)
        let views = (0..<5).map { _ in TermView() }
        for view in views { screen.root |+| view }
        var constraints: [(c: TermLayoutConstraint, a: Int, b: Int)] = []
        var active: [Bool] = []
        let attributes: [TermLayoutAttribute] = [.width, .height]
        for step in 0..<60 {
            if constraints.isEmpty || rng.below(3) > 0 {
                let a = rng.below(views.count), b = rng.below(views.count)
                let c = TermLayoutConstraint(views[a], attributes[rng.below(2)], .lessOrEqual, views[b],
                                             attributes[rng.below(2)], constant: Double(step),
                                             priority: TermPriority(Double(1 + rng.below(500))))
                c.activate()
                constraints.append((c, a, b))
                active.append(true)
            } else {
                let i = rng.below(constraints.count)
                constraints[i].c.isActive.toggle()
                active[i].toggle()
            }
        }
        screen.layout()
        for (v, view) in views.enumerated() {
            let mentions = constraints.indices.filter { constraints[$0].a == v || constraints[$0].b == v }
            view.removeFromSuperview()
            for i in mentions {
                #expect(constraints[i].c.state == (active[i] ? .waiting : .inactive),
                        "seed \(seed): constraint \(i) after view \(v) left")
            }
            screen.root |+| view
            screen.layout()
            for i in mentions {
                #expect(constraints[i].c.state == (active[i] ? .installed : .inactive),
                        "seed \(seed): constraint \(i) after view \(v) came back")
            }
        }
    }
}
