import Testing
@testable import Mortar

/// What a view, guide or constraint says about an object it refers back to (a superview, a
/// screen, an owning view, a constraint's item) once that object is gone: nothing, as a weak
/// reference would say, and it goes on working. The framework's back references are links
/// cleared by the object's `deinit` (see `BackLinks.swift`), so these are the cases that
/// would read freed memory if a deinit forgot to clear one.
@Suite("Back references") @MainActor
struct BackReferenceTests {
    @Test func aSubviewOutlivingItsSuperviewHasNone() {
        let child = TermLabel("kept")
        var parent: TermView? = TermView()
        parent?.addSubview(child)
        #expect(child.superview === parent)
        weak let probe = parent
        parent = nil
        #expect(probe == nil)
        #expect(child.superview == nil && !child.isHiddenOnScreen && child.layoutDirection == .leftToRight)
        child.removeFromSuperview()   // nothing to leave
        let other = TermView()
        other.addSubview(child)
        #expect(child.superview === other && other.subviews.count == 1)
    }

    @Test func aViewOutlivingItsScreenHasNoneAndJoinsAnother() {
        let label = TermLabel("hello")
        do {
            let screen = TermScreen(width: 12, height: 2)
            screen.root |+| label
            label.m_left |=| screen.root.m_left + 1
            label.m_top |=| screen.root.m_top
            _ = screen.render()
            #expect(label.screen === screen && label.frame == TermRect(x: 1, y: 0, width: 5, height: 1))
        }
        // The screen, its root and its engine are gone; the label's constraints to the root wait.
        #expect(label.screen == nil && label.superview == nil)
        let held = label.constraintsInOrder
        #expect(held.count == 2 && held.allSatisfy { $0.notation.contains("<gone>.m_") })

        let fresh = TermScreen(width: 12, height: 2)
        fresh.root |+| label
        label.m_right |=| fresh.root.m_right
        label.m_bottom |=| fresh.root.m_bottom
        #expect(fresh.render().rows == ["            ", "       hello"])
        #expect(label.screen === fresh && label.superview === fresh.root)
    }

    @Test func aConstraintOutlivingAnItemNamesItGoneAndCanBeDeactivated() {
        let screen = TermScreen(width: 10, height: 3)
        let kept = TermView()
        kept.identifier = "kept"
        screen.root.addSubview(kept)
        pinEdges(kept, to: screen.root)
        var other: TermView? = TermView()
        let tie = constrain(kept, .width, .equal, other, .width)
        other = nil
        #expect(tie.notation == "kept.m_width |=| <gone>.m_width")
        screen.layout()
        #expect(kept.frame == TermRect(x: 0, y: 0, width: 10, height: 3))
        tie.deactivate()
        #expect(!tie.isActive && kept.constraintsInOrder.count == 4)
        tie.activate()   // its first item is still there; the second is not, so it only waits
        screen.layout()
        #expect(kept.frame == TermRect(x: 0, y: 0, width: 10, height: 3))
    }

    @Test func aGuideOutlivingItsOwnerHasNoneAndCanBeAddedElsewhere() {
        let guide = TermLayoutGuide()
        var owner: TermView? = TermView()
        owner?.addLayoutGuide(guide)
        #expect(guide.owningView === owner)
        owner = nil
        #expect(guide.owningView == nil && guide.screen == nil)

        let screen = TermScreen(width: 8, height: 4)
        screen.root.addLayoutGuide(guide)
        constrain(guide, .left, .equal, screen.root, .left, plus: 2)
        constrain(guide, .top, .equal, screen.root, .top, plus: 1)
        constrain(guide, .width, .equal, nil, nil, plus: 3)
        constrain(guide, .height, .equal, nil, nil, plus: 2)
        screen.layout()
        #expect(guide.owningView === screen.root && guide.frameOnScreen == TermRect(x: 2, y: 1, width: 3, height: 2))
    }
}
