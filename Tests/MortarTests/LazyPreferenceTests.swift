import Testing
@testable import Cassowary
@testable import Mortar

/// The engine adds an item's tie-breaking preference only once the app's constraints leave its
/// variable free (`LayoutEngine.preferWhereUndetermined()`). The frames must be exactly those
/// of a screen that holds every preference from the start, after any history of resizes.
/// Serialized: hundreds of main-actor cases queued at once kept the main actor from the
/// terminal tests' apps for over a minute under `make test`; one case at a time lets them in.
@Suite("Tie-breaking preferences only where they decide", .serialized) @MainActor
struct LazyPreferenceTests {
    @Test(arguments: 0..<200)
    func framesEqualThoseOfEveryPreference(seed: Int) {
        let c = RandomLayoutCase(seed: UInt64(seed) &+ 20_000)
        guard let first = c.sizes.first else { return }
        let (screen, views) = c.build(first)
        for (step, size) in c.sizes.enumerated() {
            screen.resize(width: size.width, height: size.height)
            screen.layout()
            let (reference, expected) = c.build(size, everyPreference: true)
            let lazy = views.map(\.frameOnScreen), eager = expected.map(\.frameOnScreen)
            if lazy != eager {
                Issue.record("seed \(seed + 20_000), step \(step) (\(size.width)x\(size.height)): \(lazy) against every preference \(eager)\n\(c)")
                return
            }
            #expect(screen.engine.solver.constraintCount <= reference.engine.solver.constraintCount)
        }
    }

    /// Labels whose only constraints are a position leave their other position free: those
    /// preferences enter (the label sits at 0), the rest stay out.
    @Test func aFreeVariableGetsItsPreferenceAndNoOtherDoes() {
        let screen = TermScreen(width: 40, height: 10)
        screen.checksAmbiguityAtLayout = false
        let label = TermLabel("hello")
        screen.root |+| label
        label.m_left |=| screen.root.m_left + 3
        screen.layout()
        #expect(label.frame == TermRect(x: 3, y: 0, width: 5, height: 1))
        let preferences = screen.engine.preferences(for: ObjectIdentifier(label))
        #expect(preferences.count == 4)
        #expect(preferences.map { screen.engine.solver.hasConstraint($0) } == [false, true, false, false])
        // Pinning the top decides everything: nothing more enters, and the frame follows.
        label.m_top |=| screen.root.m_top + 2
        screen.layout()
        #expect(label.frame == TermRect(x: 3, y: 2, width: 5, height: 1))
    }

    /// A view that leaves and joins again before a layout gets each preference once, silently.
    @Test func aViewThatLeftAndCameBackBeforeALayoutIsPreferredOnce() {
        let screen = TermScreen(width: 30, height: 8)
        screen.checksAmbiguityAtLayout = false   // the view's position is left to the tie-break
        let box = TermView(), view = TermView()
        screen.root |+| box
        box.m_frame |=| (2, 2, 10, 4)
        screen.layout()
        let (_, diagnostics) = MortarDiagnostics.capture {
            box |+| view
            view.m_size |=| (3, 1)
            view.removeFromSuperview()
            box |+| view
            screen.layout()
        }
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        // Its position is free: the preferences put it at the screen's origin.
        #expect(view.frameOnScreen == TermRect(x: 0, y: 0, width: 3, height: 1))
        let preferences = screen.engine.preferences(for: ObjectIdentifier(view))
        #expect(preferences.map { screen.engine.solver.hasConstraint($0) } == [true, true, false, false])
    }

    /// Hugging and compression resistance at one intrinsic size decide a label's size, so a
    /// label held by its position alone needs no size preference, at any text.
    @Test func anIntrinsicSizeDecidesTheSizeWithoutPreferences() {
        let screen = TermScreen(width: 40, height: 10)
        let label = TermLabel("hello")
        screen.root |+| label
        label.m_origin |=| (2, 1)
        screen.layout()
        label.text = "a longer text"
        screen.layout()
        #expect(label.frame == TermRect(x: 2, y: 1, width: 13, height: 1))
        let preferences = screen.engine.preferences(for: ObjectIdentifier(label))
        #expect(preferences.allSatisfy { !screen.engine.solver.hasConstraint($0) })
        // The size preferences follow the text while out of the solver.
        #expect(preferences[2].expression.constant == -13)
    }
}
