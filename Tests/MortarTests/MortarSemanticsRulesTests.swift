import Testing
@testable import Mortar

/// Rules of Mortar 2.0.7's code that the README tests do not already cover: how multipliers,
/// constants and priorities combine, which components corners and margins pair, inset signs,
/// what `replace` and activation return, the reverse hierarchy, statements on layout guides.
@Suite("Mortar semantics rules") @MainActor
struct MortarSemanticsRulesTests {
    private func stage(_ count: Int, width: Int = 100, height: Int = 50) -> (TermScreen, [TermView]) {
        let screen = TermScreen(width: width, height: height)
        let views = (0..<count).map { _ in TermView() }
        screen.root |+| views
        return (screen, views)
    }

    @Test func multiplyScalesTheMultiplierOnlyAndConstantsAddToEveryComponent() {
        let (screen, v) = stage(3)
        v[0].m_frame |=| (0, 0, 10, 4)
        v[1].m_width |=| (v[0].m_width + 5) * 2     // 2W + 5, as Mortar's code does
        v[1].m_height |=| 1
        v[2].m_size |=| v[0].m_size * 2 + 5        // w = 2W + 5, h = 2H + 5
        for view in v.dropFirst() { view.m_origin |=| (0, 10) }
        screen.layout()
        #expect(v[1].frame.width == 25)
        #expect(v[2].frame.size == TermSize(width: 25, height: 13))
    }

    @Test func priorityComesFromTheRightSideThenTheLeftThenTheDefault() {
        let (_, v) = stage(2)
        let right = (v[0].m_width ! .low) |=| v[1].m_width ! .high
        let left = (v[0].m_width ! .low) |=| v[1].m_width
        let neither = v[0].m_width |=| v[1].m_width
        #expect(right.layoutConstraints.first?.priority == .high)
        #expect(left.layoutConstraints.first?.priority == .low)
        #expect(neither.layoutConstraints.first?.priority == .required)
    }

    @Test func aConstantWithAPriorityLendsItToTheAttribute() {
        let (_, v) = stage(2)
        let c = v[0].m_left |=| v[1].m_right + (20 ! .low)
        #expect(c.layoutConstraints.first?.priority == .low)
        #expect(c.layoutConstraints.first?.constant == 20)
        let d = v[0].m_width |=| 40 ! 300
        #expect(d.layoutConstraints.first?.priority == 300)
    }

    @Test func cornersAndMarginsPairTheRightComponents() {
        let (screen, v) = stage(3)
        let box = TermBox()
        screen.root |+| box
        box.m_frame |=| (10, 10, 20, 8)
        v[0].m_cornerBR |=| box.m_cornerBR          // (bottom, right)
        v[0].m_size |=| (2, 2)
        v[1].m_cornerTL |=| (box.m_topMargin, box.m_leftMargin)
        v[1].m_size |=| (2, 2)
        v[2].m_center |=| (box.m_centerXWithinMargin, box.m_centerYWithinMargin)
        v[2].m_size |=| (2, 2)
        screen.layout()
        #expect(v[0].frame == TermRect(x: 28, y: 16, width: 2, height: 2))
        #expect(v[1].frame.origin == TermPoint(x: 11, y: 11))
        #expect(v[2].frame.origin == TermPoint(x: 19, y: 13))
    }

    @Test func insetSignsPerComposite() {
        let (screen, v) = stage(4)
        v[0].m_frame |=| (10, 10, 40, 20)
        v[1].m_edges |=| v[0].m_edges ~ (1, 2, 3, 4)   // top+1, leading+2, bottom-3, trailing-4
        v[2].m_frame |=| v[0].m_frame ~ (1, 2, 3, 4)   // leading+1, top+2, width-3, height-4
        v[3].m_cornerBR |=| v[0].m_cornerBR ~ (2, 3)    // bottom-2, right-3
        v[3].m_size |=| (1, 1)
        screen.layout()
        #expect(v[1].frame == TermRect(x: 12, y: 11, width: 34, height: 16))
        #expect(v[2].frame == TermRect(x: 11, y: 12, width: 37, height: 16))
        #expect(v[3].frame.maxX == 47 && v[3].frame.maxY == 28)
    }

    @Test func replaceReturnsItsArgumentAndActivationReturnsTheStatement() {
        let (screen, v) = stage(1)
        let a = v[0].m_width |=| 5
        let b = v[0].m_width |=| 9 ~~ .deactivated
        let returned = a.replace(with: b)
        #expect(returned === b && !a.isActive && b.isActive)
        screen.layout()
        #expect(v[0].frame.width == 9)
        let c = (v[0].m_height |=| 2) ~~ .activated
        #expect(c.isActive)
    }

    @Test func reverseHierarchyWithOneViewIsPlainAdd() {
        let parent = TermView(), child = TermView()
        parent |^| child
        #expect(parent.subviews.first === child)
    }

    @Test func statementsOnLayoutGuides() {
        let screen = TermScreen(width: 40, height: 5)
        let guide = TermLayoutGuide()
        screen.root.addLayoutGuide(guide)
        let label = TermLabel("x")
        screen.root |+| label
        guide.m_sides |=| screen.root.m_sides ~ (10, 10)
        guide.m_caps |=| screen.root
        label.m_center |=| guide
        screen.layout()
        #expect(guide.frameOnScreen == TermRect(x: 10, y: 0, width: 20, height: 5))
        #expect(label.frame.origin == TermPoint(x: 20, y: 2))   // centre 20.0 - 0.5 rounds to 20
    }
}
