import Testing
@testable import Mortar

/// A 100×50 screen with `count` plain views added to the root.
@MainActor
private func stage(_ count: Int) -> (TermScreen, [TermView]) {
    let screen = TermScreen(width: 100, height: 50)
    let views = (0..<count).map { _ in TermView() }
    screen.root |+| views
    return (screen, views)
}

@MainActor
private func frames(_ screen: TermScreen, _ views: [TermView]) -> [TermRect] {
    screen.layout()
    return views.map(\.frame)
}

@Suite("Mortar README: basic usage") @MainActor
struct ReadmeBasicUsageTests {
    @Test func oneLineStatements() {
        let (screen, v) = stage(3)
        v[1].m_frame |=| (50, 2, 10, 3)
        v[0].m_right |=| v[1].m_left - 12
        v[0].m_top |=| v[1].m_top
        v[0].m_size |=| (8, 3)
        [v[2]].m_size |=| (10, 2)
        v[2].m_origin |=| (1, 40)
        #expect(frames(screen, v) == [TermRect(x: 30, y: 2, width: 8, height: 3),
                                      TermRect(x: 50, y: 2, width: 10, height: 3),
                                      TermRect(x: 1, y: 40, width: 10, height: 2)])
    }

    @Test func arraysOfViewsShareASize() {
        let (screen, v) = stage(3)
        v.m_size |=| (10, 2)
        #expect(frames(screen, v).map(\.size) == Array(repeating: TermSize(width: 10, height: 2), count: 3))
    }

    @Test func theThreeRelations() {
        let (screen, v) = stage(2)
        v[1].m_size |=| (30, 4)
        v[0].m_width |=| 40 ! .low
        v[0].m_width |<| v[1].m_width         // at most 30
        v[0].m_height |>| v[1].m_height       // at least 4
        v[0].m_size |<| (100, 6)
        v[0].m_height |=| 1 ! .low
        #expect(frames(screen, v)[0].size == TermSize(width: 30, height: 4))
    }
}

@Suite("Mortar README: implicit attributes") @MainActor
struct ReadmeImplicitAttributeTests {
    @Test func edgesAreImpliedWithNoAttributeOnEitherSide() {
        let (screen, v) = stage(3)
        v[0].m_frame |=| (5, 6, 20, 10)
        v[1].m_edges |=| v[0].m_edges
        v[2] |=| v[0]
        let f = frames(screen, v)
        #expect(f[1] == f[0] && f[2] == f[0])
    }

    @Test func oneSideNamedImpliesTheOther() {
        let (screen, v) = stage(3)
        v[0].m_frame |=| (5, 6, 20, 10)
        v[1].m_top |>| v[0]
        v[2] |>| v[0].m_top
        for view in v.dropFirst() { view.m_top |=| 0 ! .low }
        let f = frames(screen, v)
        #expect(f[1].y == 6 && f[2].y == 6)
    }

    @Test func aBareConstantIsAnOffsetForPositionsAndASizeForSizes() {
        let (screen, v) = stage(1)
        v[0].m_right |=| 30       // x + width = superview.left + 30
        v[0].m_bottom |=| 10
        v[0].m_width |=| 12
        v[0].m_size |=| 4 ! .low  // both dimensions; the width is outvoted
        #expect(frames(screen, v)[0] == TermRect(x: 18, y: 6, width: 12, height: 4))
    }
}

@Suite("Mortar README: arithmetic, tuples and insets") @MainActor
struct ReadmeArithmeticTests {
    @Test func multipliersAndConstantsComeFromTheRightSide() {
        let (screen, v) = stage(4)
        v[1].m_frame |=| (10, 10, 6, 4)
        v[0].m_size |=| v[1].m_size * 2
        v[0].m_origin |=| (0, 0)
        v[2].m_left |>| v[1].m_right + 20
        v[2].m_size |=| (1, 1)
        v[2].m_top |=| 0
        v[3] |<| v[1].m_top * 1.5 + 2      // m_top implied on the left: top <= 17
        v[3].m_top |=| 30 ! .low
        v[3].m_size |=| (1, 1)
        v[3].m_left |=| 0
        let f = frames(screen, v)
        #expect(f[0].size == TermSize(width: 12, height: 8))
        #expect(f[2].x == 36)
        #expect(f[3].y == 17)
    }

    @Test func tupleArithmeticPerComponent() {
        let (screen, v) = stage(3)
        v[1].m_frame |=| (0, 0, 10, 4)
        v[0].m_size |=| v[1].m_size + (5, 3)
        v[2].m_size |>| v[1].m_size * (2, 3) + (1, 1)
        v[2].m_size |=| 0 ! .low
        for view in [v[0], v[2]] { view.m_origin |=| (0, 0) }
        let f = frames(screen, v)
        #expect(f[0].size == TermSize(width: 15, height: 7))
        #expect(f[2].size == TermSize(width: 21, height: 13))
    }

    @Test func constantsOnMultipleDimensions() {
        let (screen, v) = stage(3)
        v[0].m_size |=| 15
        v[0].m_origin |=| (0, 0)
        v[1].m_frame |=| (2, 3, 10, 4)
        v[2].m_size |=| (v[1].m_width, 5)
        v[2].m_origin |=| (0, 20)
        let f = frames(screen, v)
        #expect(f[0].size == TermSize(width: 15, height: 15))
        #expect(f[1] == TermRect(x: 2, y: 3, width: 10, height: 4))
        #expect(f[2].size == TermSize(width: 10, height: 5))
    }

    @Test func insetsMoveInward() {
        let (screen, v) = stage(3)
        v[0] |=| screen.root.m_edges ~ (1, 2, 3, 4)
        v[1].m_sides |=| v[0].m_sides ~ (5, 5)
        v[1].m_caps |=| v[0].m_caps ~ (1, 1)
        v[2].m_size |=| v[0].m_size ~ (10, 10)     // shrinks
        v[2].m_center |=| v[0].m_center ~ (1, 1)   // an offset, not an inset
        let f = frames(screen, v)
        #expect(f[0] == TermRect(x: 2, y: 1, width: 94, height: 46))
        #expect(f[1] == TermRect(x: 7, y: 2, width: 84, height: 44))
        #expect(f[2].size == TermSize(width: 84, height: 36))
        #expect(f[2].x == 2 + 47 + 1 - 42 && f[2].y == 1 + 23 + 1 - 18)
    }
}

@Suite("Mortar README: arrays") @MainActor
struct ReadmeArrayTests {
    @Test func oneSideAgainstEachElement() {
        let (screen, v) = stage(4)
        v[3].m_frame |=| (40, 20, 10, 6)
        [v[0], v[1], v[2]].m_centerY |=| v[3]
        [v[0], v[1], v[2]].m_height |=| v[3]
        [v[0], v[1], v[2]].m_width |=| 2
        [v[0], v[1], v[2]].m_left |=| 0
        #expect(frames(screen, v).prefix(3).allSatisfy { $0.y == 20 && $0.height == 6 })
    }

    /// A bare array of views against an attribute: each view takes the attribute the right side
    /// names, as a bare view does (`view1 |>| view2.m_top`). Found missing by the DSL matrix.
    @Test func bareViewsAgainstAnAttribute() {
        let (screen, v) = stage(3)
        v[2].m_frame |=| (20, 10, 30, 12)
        [v[0], v[1]] |=| v[2].m_top + 1
        [v[0], v[1]] |=| v[2].m_sides ~ (2, 2)
        [v[0], v[1]].m_size |=| (4, 3) ! .low
        let f = frames(screen, v)
        #expect(f[0] == TermRect(x: 22, y: 11, width: 26, height: 3) && f[1] == f[0])
    }

    @Test func arraysPairByIndexWithImpliedAttributes() {
        let (screen, v) = stage(6)
        v[3].m_frame |=| (10, 1, 5, 1)
        v[4].m_frame |=| (20, 2, 5, 1)
        v[5].m_frame |=| (30, 3, 5, 1)
        [v[0].m_left, v[1], v[2]] |=| [v[3].m_right, v[4], v[5]]
        v[0].m_top |=| 0
        v[0].m_size |=| (1, 1)
        let f = frames(screen, v)
        #expect(f[0].x == 15)
        #expect(f[1] == f[4] && f[2] == f[5])
    }

    @Test func mixedArraysAgainstAContainer() {
        let (screen, v) = stage(2)
        let container = v[1]
        container.m_frame |=| (10, 10, 30, 20)
        let view = TermView()
        container |+| view
        [view.m_sides, view.m_bottom, view.m_height] |=| [container, container, 5]
        screen.layout()
        #expect(view.frameOnScreen == TermRect(x: 10, y: 25, width: 30, height: 5))
    }
}

@Suite("Mortar README: priorities and activation") @MainActor
struct ReadmePriorityTests {
    @Test func priorityOnTheRightSideDecidesConflicts() {
        let (screen, v) = stage(2)
        v[0].m_width |=| 10 ! .low
        v[0].m_width |=| 20 ! .high
        v[0].m_width |=| 30 ! 300
        v[1].m_size |=| (v[0].m_height ! .high, v[0].m_width + 2 ! .low)
        v[1].m_size |=| (7, 7) ! .medium
        v[0].m_height |=| 3
        let f = frames(screen, v)
        #expect(f[0].width == 20)
        #expect(f[1].size == TermSize(width: 3, height: 7))
    }

    @Test func aPrioritisedBareViewMakesFourConstraintsAtThatPriority() {
        let (_, v) = stage(2)
        let c = v[0] |=| v[1] ! .low
        #expect(c.layoutConstraints.count == 4)
        #expect(c.layoutConstraints.allSatisfy { $0.priority == .low })
        let inArray = v[0] |=| [v[1].m_caps ! .high, v[1].m_sides ! .low]
        #expect(inArray.layoutConstraints.map(\.priority) == [.high, .high, .low, .low])
    }

    @Test func defaultPriorityStackAppliesToStatements() {
        let (_, v) = stage(2)
        MortarDefault.priority.push(.low)
        let c = v[0] |=| v[1]
        MortarDefault.priority.pop()
        let d = v[0].m_width |=| 3
        #expect(c.layoutConstraints.allSatisfy { $0.priority == .low })
        #expect(d.layoutConstraints.allSatisfy { $0.priority == .required })
    }

    @Test func deactivatedStatementsNeverReachTheSolver() {
        let (screen, v) = stage(2)
        v[1].m_frame |=| (5, 5, 10, 10)
        v[0].m_size |=| (1, 1)
        let c = v[0].m_origin |=| v[1] ~~ .deactivated
        screen.layout()
        #expect(!c.isActive && c.layoutConstraints.allSatisfy { !$0.isInstalled })
        #expect(v[0].frame.origin == .zero)
        c ~~ .activated
        #expect(frames(screen, v)[0].origin == TermPoint(x: 5, y: 5))
    }

    @Test func groupsReplaceAndChangePriority() {
        let (screen, v) = stage(2)
        v[1].m_frame |=| (10, 10, 20, 10)
        let wide: MortarGroup = [v[0].m_sides |=| v[1], v[0].m_caps |=| v[1]]
        let narrow: MortarGroup = [v[0].m_width |=| 4, v[0].m_origin |=| v[1]] ~~ .deactivated
        #expect(wide.layoutConstraints.count == 4)
        #expect(frames(screen, v)[0].width == 20)
        wide.replace(with: narrow)
        let f = frames(screen, v)[0]
        #expect(f.width == 4 && f.origin == TermPoint(x: 10, y: 10))
        let (_, diagnostics) = MortarDiagnostics.capture { narrow.changePriority(to: .low) }
        #expect(diagnostics.count == narrow.layoutConstraints.count)   // required → optional while active
        narrow.deactivate()
        narrow.changePriority(to: .low)
        #expect(narrow.layoutConstraints.allSatisfy { $0.priority == .low })
    }
}

@Suite("Mortar semantics") @MainActor
struct MortarSemanticsTests {
    @Test func constraintsWrittenBeforeTheViewsShareAScreen() {
        let box = TermBox(title: "b"), label = TermLabel("hi")
        box |+| label
        label.m_leading |=| box.m_leadingMargin
        label.m_top |=| box.m_topMargin
        let screen = TermScreen(width: 8, height: 3)
        screen.root |+| box
        box |=| screen.root
        #expect(screen.render().text == "┌ b ───┐\n│hi    │\n└──────┘")
    }

    @Test func leadingAndTrailingFollowTheLayoutDirection() {
        let (screen, v) = stage(1)
        screen.root.layoutDirection = .rightToLeft
        v[0].m_leading |=| screen.root.m_leading + 2 ! .high
        v[0].m_leading |=| screen.root.m_leading - 2
        v[0].m_size |=| (10, 1)
        v[0].m_top |=| 0
        #expect(frames(screen, v)[0].maxX == 98)
    }

    @Test func baselinesOfLabels() {
        let screen = TermScreen(width: 20, height: 6)
        let a = TermLabel("one\ntwo"), b = TermLabel("x")
        screen.root |+| [a, b]
        a.m_origin |=| (0, 1)
        b.m_firstBaseline |=| a.m_baseline
        b.m_left |=| a.m_right + 1
        screen.layout()
        #expect(b.frameOnScreen.y == 2)   // b's first row ends where a's last row ends (row 3)
    }

    @Test func runTimeMisuseIsADiagnosticNotATrap() {
        let (_, v) = stage(3)
        let orphan = TermView()
        let (_, diagnostics) = MortarDiagnostics.capture {
            [v[0].m_left, v[1].m_left] |=| [v[2].m_left]
            v[0].m_width |=| Double.nan
            orphan.m_left |=| 3
            [v[0].m_left] |=| [v[1].m_top]            // mixed arrays are checked at run time
            v[0].m_size |=| (v[1].m_left, 2)
        }
        #expect(diagnostics.count == 5)
        #expect(diagnostics[0].message.contains("same length"))
        #expect(diagnostics[1].message.contains("non-finite"))
        #expect(diagnostics[2].message.contains("superview"))
        #expect(diagnostics[3].message.contains("cannot be related"))
        #expect(diagnostics[4].message.contains("does not match"))
    }

    @Test func diagnosticsNameTheStatementInsideALocationScope() {
        let (screen, v) = stage(2)
        let scopeLine: UInt = #line + 2
        let (_, all) = MortarDiagnostics.capture {
            withMortarLocation {
                v[0].m_width |=| 4
                v[0].m_width |=| Double.nan                // statement 2: reported at once
                v[0].m_width |=| 6                         // statement 3: conflicts at layout
                screen.layout()
            }
            v[1].m_width |=| Double.infinity               // outside any scope
        }
        // The stage leaves the views' positions free: those are reported too, and left out here.
        let diagnostics = all.filter { !$0.message.contains("has an ambiguous layout") }
        #expect(diagnostics.count == 3)
        #expect(diagnostics[0].location == MortarSourceLocation(file: #fileID, line: scopeLine, statement: 2))
        #expect(diagnostics[0].description.hasPrefix("MortarTests/MortarDSLTests.swift:\(scopeLine), statement 2: non-finite"))
        #expect(diagnostics[1].location.statement == 3)
        #expect(diagnostics[1].message.hasPrefix("Unable to simultaneously satisfy"))
        #expect(diagnostics[1].constraints == [
            "TermView#2.m_width |=| 6 (demoted to 999) (\(#fileID):\(scopeLine), statement 3)",
            "TermView#2.m_width |=| 4 (\(#fileID):\(scopeLine), statement 1)"])
        #expect(!diagnostics[2].location.isKnown)
        #expect(diagnostics[2].description.contains("withMortarLocation"))
        #expect(v[0].frame.width == 4)
    }
}
