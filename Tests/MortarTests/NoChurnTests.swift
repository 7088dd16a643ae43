import Testing
@testable import Mortar

/// What did not change costs nothing: no size suggestion for an unchanged screen size, and no
/// constraint work or layout pass for an unchanged intrinsic size. Counted, never timed.
@Suite("No work for what did not change") @MainActor
struct NoChurnTests {
    /// A screen with a label pinned to the top left and a view that follows the screen's width.
    private func makeScreen() -> (TermScreen, TermLabel, TermView) {
        let screen = TermScreen(width: 30, height: 5)
        let label = TermLabel("abc")
        let bar = TermView()
        screen.root |+| [label, bar]
        label.m_origin |=| (0, 0)
        bar.m_top |=| label.m_bottom
        bar.m_sides |=| screen.root
        bar.m_height |=| 1
        _ = screen.render()
        return (screen, label, bar)
    }

    @Test func theSizeIsSuggestedOnlyWhenItChanges() {
        let (screen, label, bar) = makeScreen()
        let suggestions = screen.engine.sizeSuggestionCount
        #expect(suggestions == 1)
        label.text = "abcdef"                       // a layout pass, the size unchanged
        _ = screen.render()
        screen.resize(width: 30, height: 5)         // the same size: not even a layout pass
        _ = screen.render()
        #expect(screen.engine.sizeSuggestionCount == suggestions)
        #expect(label.frame.width == 6)
        screen.resize(width: 40, height: 5)
        _ = screen.render()
        #expect(screen.engine.sizeSuggestionCount == suggestions + 1)
        #expect(bar.frame == TermRect(x: 0, y: 1, width: 40, height: 1))
        screen.resize(width: 30, height: 5)         // back: suggested again, laid out as before
        _ = screen.render()
        #expect(screen.engine.sizeSuggestionCount == suggestions + 2)
        #expect(bar.frame == TermRect(x: 0, y: 1, width: 30, height: 1))
    }

    @Test func sameIntrinsicSizeMeansNoLayoutAndNoConstraintWork() {
        let (screen, label, _) = makeScreen()
        let passes = screen.layoutPassCount, refreshes = screen.engine.intrinsicRefreshCount
        label.text = "xyz"                          // same width, same height
        #expect(!screen.needsLayout)
        let text = screen.render().text
        #expect(text.hasPrefix("xyz "))            // redrawn ...
        #expect(screen.layoutPassCount == passes)   // ... never laid out
        #expect(screen.engine.intrinsicRefreshCount == refreshes)
        label.text = "xyzw"                         // one wider: new constraints, one pass
        _ = screen.render()
        #expect(screen.layoutPassCount == passes + 1)
        #expect(screen.engine.intrinsicRefreshCount == refreshes + 1)
        #expect(label.frame.width == 4)
        label.text = "x\ny"                         // narrower and taller
        _ = screen.render()
        #expect(label.frame.size == TermSize(width: 1, height: 2))
        #expect(screen.layoutPassCount == passes + 2)
    }

    @Test func aChangedPriorityStillChangesTheConstraints() {
        let (screen, label, _) = makeScreen()
        let refreshes = screen.engine.intrinsicRefreshCount
        label.contentHugging.horizontal = .high     // same size, another priority
        #expect(screen.engine.intrinsicRefreshCount == refreshes + 1)
        #expect(screen.needsLayout)
        label.contentHugging.horizontal = .high     // the same again: nothing
        #expect(screen.engine.intrinsicRefreshCount == refreshes + 1)
    }

    @Test func aViewOutsideAScreenKeepsItsSizeForWhenItJoins() {
        let (screen, _, _) = makeScreen()
        let label = TermLabel("abc")
        label.text = "abcde"                        // not in a screen yet: nothing to refresh
        screen.root |+| label
        label.m_origin |=| (0, 3)
        _ = screen.render()
        #expect(label.frame == TermRect(x: 0, y: 3, width: 5, height: 1))
        label.removeFromSuperview()
        label.text = "ab"                           // changed while away
        screen.root |+| label
        label.m_origin |=| (0, 3)
        _ = screen.render()
        #expect(label.frame == TermRect(x: 0, y: 3, width: 2, height: 1))
    }

    @Test func aNewIntrinsicSizeMovesTheSameConstraintsInPlace() {
        let (screen, label, bar) = makeScreen()
        let key = ObjectIdentifier(label)
        let before = screen.engine.structural[key] ?? []
        let count = screen.engine.solver.constraintCount
        label.text = "a much longer text"           // wider: the four constants move in place
        _ = screen.render()
        let after = screen.engine.structural[key] ?? []
        #expect(after.count == before.count && zip(after, before).allSatisfy { $0 === $1 })
        #expect(screen.engine.solver.constraintCount == count)
        #expect(label.frame.width == 18 && bar.frame.y == 1)
        label.text = "x\ny\nz"                      // narrower and three rows
        _ = screen.render()
        #expect(label.frame.size == TermSize(width: 1, height: 3) && bar.frame.y == 3)
        #expect(zip(screen.engine.structural[key] ?? [], before).allSatisfy { $0 === $1 })
        label.contentHugging.horizontal = .high     // another priority: replaced, not moved
        _ = screen.render()
        #expect(!(screen.engine.structural[key] ?? []).dropFirst(2).contains { $0 === before[2] })
        #expect(label.frame.size == TermSize(width: 1, height: 3))
    }
}
