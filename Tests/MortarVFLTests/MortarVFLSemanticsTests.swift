import Mortar
import MortarVFL
import Testing

// MortarVFL as Mortar 2.0.7's code behaves (references copy the referenced node's sizing,
// weights are relative to the first weighted node, captures and padding) and the VFL examples
// of Mortar's repository, on the grid.

@Suite("MortarVFL semantics", .serialized) @MainActor
struct VFLSemanticsTests {
    @Test func referencesCopyTheSizingOfTheReferencedNode() {
        let screen = TermScreen(width: 100, height: 5)
        let fixed = TermView(), copyFixed = TermView()
        let heavy = TermView(), copyHeavy = TermView(), light = TermView()
        screen.root |+| [fixed, copyFixed, heavy, copyHeavy, light]
        // [==view] and [~~view] build the same node: a copy of the referenced sizing
        screen.root |>> fixed[==10] | copyFixed[~~fixed] | heavy[~~2] | copyHeavy[==heavy] | light[~~1]
        #expect(spans(screen, [fixed, copyFixed, heavy, copyHeavy, light])
                == [[0, 10], [10, 10], [20, 32], [52, 32], [84, 16]])
    }

    @Test func aChainOfReferencesResolvesToItsEnd() {
        let (screen, v) = stage(3)
        screen.root |> v[0][==v[1]] | v[1][==v[2]] | v[2][==7]
        #expect(spans(screen, v) == [[0, 7], [7, 7], [14, 7]])
    }

    @Test func weightedNodesAreSizedRelativeToTheFirstWeightedNode() {
        let (screen, v) = stage(3)
        screen.root |>> v[0][~~0.5] | v[1][~~1] | v[2][~~2.5]
        // 12.5 : 25 : 62.5; each edge rounds on its own (12.5 -> 13, 37.5 -> 38), so no gaps
        #expect(spans(screen, v) == [[0, 13], [13, 25], [38, 62]])
        let constraints = (screen.root |>> v[0][~~2] | v[1][~~4]).layoutConstraints
        #expect(constraints.contains { $0.notation == "TermView#3.m_width |=| TermView#2.m_width * 2" })
    }

    @Test func fixedAndWeightedSpacersAroundAView() {
        // Ex2: view |>> 40 | v1 | 40 and view |>> ~~1 | v2[==40] | ~~2
        let screen = TermScreen(width: 100, height: 5)
        let v1 = TermView(), v2 = TermView()
        screen.root |+| [v1, v2]
        screen.root |>> 40 | v1 | 40
        screen.root |>> ~~1 | v2[==40] | ~~2
        #expect(spans(screen, [v1, v2]) == [[40, 20], [20, 40]])   // v2 at a third of the free 60
    }

    @Test func weightedSpacersAreLayoutGuidesNotViews() {
        let (screen, v) = stage(1)
        let group = screen.root |>> ~~1 | v[0][==40] | ~~2
        screen.layout()
        #expect(screen.root.subviews.count == 1)
        let guides = spacerGuides(screen.root)
        #expect(guides.map(\.identifier) == ["MortarVFL spacer ~~1", "MortarVFL spacer ~~2"])
        #expect(guides.map(\.frameOnScreen.width) == [20, 40])
        group.deactivate()
        #expect(spacerGuides(screen.root).isEmpty)
        group.activate()
        #expect(spacerGuides(screen.root).count == 2)
        #expect(spans(screen, v) == [[20, 40]])
    }

    @Test func runningAStatementAgainDoesNotPileUpGuides() {
        let (screen, v) = stage(1)
        func statement() -> MortarGroup { screen.root |>> ~~1 | v[0][==40] | ~~1 }
        let first = statement()
        let second = statement()
        #expect(spacerGuides(screen.root).count == 2)
        first.deactivate()                         // the second statement still uses them
        #expect(spacerGuides(screen.root).count == 2)
        #expect(spans(screen, v) == [[30, 40]])
        second.deactivate()
        #expect(spacerGuides(screen.root).isEmpty)
        for _ in 0..<3 { statement().deactivate() }
        #expect(spacerGuides(screen.root).isEmpty)
    }

    @Test func theGroupHoldsEveryConstraintIncludingParallelViews() {
        let (screen, v) = stage(4)
        v[3].m_frame |=| (0, 0, 1, 1)
        let group = screen.root |> v[0][==10] | [v[1], v[2]][==20]
        #expect(group.count == 1)
        // v0: left, width; v1: left, width; v2 bonded to v1: left, right (Mortar left these two
        // out of the group, so deactivating it left them behind)
        #expect(group.layoutConstraints.count == 6)
        #expect(spans(screen, [v[0], v[1], v[2]]) == [[0, 10], [10, 20], [10, 20]])
        group.deactivate()
        #expect(group.layoutConstraints.allSatisfy { !$0.isActive })
        group.activate()
        #expect(group.layoutConstraints.allSatisfy { $0.isActive })
    }

    @Test func statementsUseTheDefaultPriorityAndTheCrossAxisIsUntouched() {
        let (screen, v) = stage(1)
        MortarDefault.priority.with(.low) {
            let group = screen.root |> v[0][==30]
            #expect(group.layoutConstraints.allSatisfy { $0.priority == .low })
            #expect(group.layoutConstraints.allSatisfy { $0.firstAttribute != .top && $0.firstAttribute != .height })
        }
        v[0].m_width |=| 10                        // a required width beats the low statement
        #expect(spans(screen, v) == [[0, 10]])
    }

    @Test func captureArithmeticAndPriorityCarryOver() {
        let (screen, v) = stage(3)
        v[0].m_frame |=| (0, 0, 10, 1)
        v[0].m_right + 5 |> v[1][==4] | v[2][==3] <| screen.root.m_right - 2 ! .low
        #expect(spans(screen, v) == [[0, 10], [15, 4], [19, 3]])   // the low trailing end gives way
    }

    @Test func layoutGuidesCanCapture() {
        let (screen, v) = stage(2)
        let guide = TermLayoutGuide()
        screen.root.addLayoutGuide(guide)
        guide.m_frame |=| (10, 5, 30, 20)
        guide |>> v[0][~~1] | ~~1 | v[1][~~2]
        guide ||^^ [v[0], v[1]][~~1]
        #expect(frames(screen, v).map { [$0.x, $0.y, $0.width, $0.height] } == [[10, 6, 8, 18], [25, 6, 15, 18]])
    }

    @Test func mortarsPaddingReproducesMortarsRepositoryExample() {
        // Ex3: view ||>> red[~~1] || blue[==40] || green[~~2] in a 320-point view
        withPadding(8) {
            let (screen, v) = stage(width: 320, 3)
            screen.root ||>> v[0][~~1] || v[1][==40] || v[2][~~2]
            // 320 - 4 paddings - 40 leaves 248 for red and green, 1:2 (82.67 and 165.33 points in
            // Mortar; here each edge rounds to a cell)
            #expect(spans(screen, v) == [[8, 83], [99, 40], [147, 165]])
        }
    }

    @Test func theSafeRegionAndMortarsVisibleRegion() {
        let screen = TermScreen(width: 40, height: 12)
        screen.header = TermLabel("title")
        screen.footer = TermLabel("status\nline 2")
        let (a, b, c) = (TermView(), TermView(), TermView())
        let field = TermLabel("field")
        screen.root |+| [a, b, c, field]
        screen.m_safeRegion ||^^ a[~~1] | b[~~1] | c[~~1]        // rows 1...8, inside 1-cell padding
        [a, b, c].m_sides |=| screen.root
        field.m_center |=| screen.m_visibleRegion
        screen.layout()
        #expect(screen.header?.frame == TermRect(x: 0, y: 0, width: 40, height: 1))
        #expect(screen.footer?.frame == TermRect(x: 0, y: 10, width: 40, height: 2))
        #expect(screen.safeRegion.frameOnScreen == TermRect(x: 0, y: 1, width: 40, height: 9))
        #expect(rows(screen, [a, b, c]) == [[2, 2], [4, 3], [7, 2]])
        #expect(field.frame == TermRect(x: 18, y: 5, width: 5, height: 1))
        screen.header = nil                                        // the region grows back up
        #expect(screen.root.subviews.count == 5)
        screen.layout()
        #expect(screen.safeRegion.frameOnScreen == TermRect(x: 0, y: 0, width: 40, height: 10))
    }
}
