import Testing
@testable import Mortar

/// The debugging API: ambiguity, the constraints that affect a view, and the layout trace.
@Suite("Seeing the layout") @MainActor
struct LayoutDebuggingTests {
    /// A box pinned on every side, a label placed only horizontally (ambiguous vertically),
    /// and a view with nothing at all.
    private func stage() -> (TermScreen, TermBox, TermLabel, TermView) {
        let screen = TermScreen(width: 40, height: 10)
        let box = TermBox(), label = TermLabel("cpu"), loose = TermView()
        box.identifier = "box"
        screen.root |+| [box |+| [label], loose]
        box |=| screen.root.m_edges ~ (1, 2, 1, 2)
        label.m_left |=| box.m_left + 2
        return (screen, box, label, loose)
    }

    @Test func ambiguityIsFoundWhereTheConstraintsLeaveFreedom() {
        let (screen, box, label, loose) = stage()
        #expect(!box.hasAmbiguousLayout)
        #expect(label.hasAmbiguousLayout)                  // no vertical position
        #expect(loose.hasAmbiguousLayout)
        #expect(screen.ambiguousViews().map(\.debugName) == ["TermLabel#1", "TermView#2"])
        label.m_top |=| box.m_top + 1
        #expect(!label.hasAmbiguousLayout)
        // An intrinsic size counts: the label's size is decided by its text.
        #expect(screen.ambiguousViews().map(\.debugName) == ["TermView#2"])
    }

    @Test func probingLeavesTheLayoutAsItWas() {
        let (screen, box, label, loose) = stage()
        screen.layout()
        let before = [box, label, loose].map(\.frameOnScreen)
        _ = screen.ambiguousViews()
        _ = screen.layoutTrace()
        screen.setNeedsLayout()
        screen.layout()
        #expect([box, label, loose].map(\.frameOnScreen) == before)
    }

    @Test func exercisingAmbiguityMovesTheViewUntilTheNextLayout() {
        let (screen, box, label, _) = stage()
        screen.layout()
        let before = label.frameOnScreen
        label.exerciseAmbiguityInLayout()
        #expect(label.frameOnScreen != before)
        #expect(label.frameOnScreen.x == before.x)          // still where its constraints say
        screen.layout()
        #expect(label.frameOnScreen == before)
        let boxFrame = box.frameOnScreen
        box.exerciseAmbiguityInLayout()                    // not ambiguous: nothing moves
        #expect(box.frameOnScreen == boxFrame)
    }

    @Test func theConstraintsAffectingAViewAlongAnAxis() {
        let (screen, box, label, _) = stage()
        #expect(label.constraintsAffectingLayout(for: .horizontal).map(\.notation) == [])   // not installed yet
        screen.layout()
        #expect(label.constraintsAffectingLayout(for: .horizontal).map(\.notation) == ["TermLabel#1.m_left |=| box.m_left + 2"])
        #expect(label.constraintsAffectingLayout(for: .vertical).isEmpty)
        #expect(box.constraintsAffectingLayout(for: .vertical).map(\.notation)
                == ["box.m_top |=| root.m_top + 1", "box.m_bottom |=| root.m_bottom - 1"])
    }

    @Test func theTraceShowsTheTreeWithFramesAndFlags() {
        let (screen, _, _, _) = stage()
        // The label has no vertical position: the tie-breaking preference puts it at the top
        // of the screen, above the box's border, which clips it.
        let hidden = TermLabel("gone")
        hidden.isHidden = true
        screen.root |+| hidden
        hidden.m_edges |=| (0, 0, 1, 1)
        #expect(screen.layoutTrace() == """
            root (TermView) 0,0 40x10
              box (TermBox) 2,1 36x8
                TermLabel#1 4,0 3x1 AMBIGUOUS CLIPPED
              TermView#2 0,0 0x0 AMBIGUOUS ZERO SIZE
              TermLabel#2 0,0 1x1 HIDDEN
            """)
    }
}
