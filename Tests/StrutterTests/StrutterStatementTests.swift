import Mortar
import Strutter
import Testing

/// What a Strutter statement is: one active constraint, numbers from literals or variables of
/// any number type, a location, Mortar's default priority, and Mortar statements beside it.
@Suite("Strutter statements") @MainActor
struct StrutterStatementTests {
    private func stage(_ count: Int) -> (TermScreen, [TermView]) {
        let screen = TermScreen(width: 60, height: 20)
        let views = (0..<count).map { _ in TermView() }
        screen.root |+| views
        return (screen, views)
    }

    @Test func intAndDoubleVariables() {
        let (screen, v) = stage(2)
        let gap = 2, width = 12, height: Double = 3, ratio: Double = 1.5, twice = 2
        v[0].leftAnchor |=| (screen.root.leftAnchor, gap)
        v[0].topAnchor |=| (screen.root.topAnchor, constant: height)
        v[0].widthAnchor |=| width
        v[0].heightAnchor |=| height
        v[1].leadingAnchor |=| (v[0].trailingAnchor, gap)
        v[1].topAnchor |=| v[0].topAnchor
        v[1].widthAnchor |=| (v[0].widthAnchor, multiplier: ratio)
        v[1].heightAnchor |=| (v[0].heightAnchor, multiplier: twice, constant: gap)
        screen.layout()
        #expect(v[0].frame == TermRect(x: 2, y: 3, width: 12, height: 3))
        #expect(v[1].frame == TermRect(x: 16, y: 3, width: 18, height: 8))
    }

    @Test func otherNumberTypes() {
        let (screen, v) = stage(1)
        let width: Float = 7, height: Int32 = 2, offset: UInt = 3
        v[0].widthAnchor |=| width
        v[0].heightAnchor |=| (screen.root.heightAnchor, multiplier: 0, constant: height)
        v[0].leftAnchor |=| (screen.root.leftAnchor, offset)
        v[0].topAnchor |=| (screen.root.topAnchor, offset)
        screen.layout()
        #expect(v[0].frame == TermRect(x: 3, y: 3, width: 7, height: 2))
    }

    @Test func anUnlabelledSecondNumberIsAConstantOnDimensionsToo() {
        let (_, v) = stage(2)
        let byConstant = v[0].widthAnchor |=| (v[1].widthAnchor, 2)
        #expect(byConstant.multiplier == 1 && byConstant.constant == 2)
        let byMultiplier = v[0].widthAnchor |=| (v[1].widthAnchor, multiplier: 2)
        #expect(byMultiplier.multiplier == 2 && byMultiplier.constant == 0)
        let both = v[0].widthAnchor |=| (v[1].widthAnchor, 3, -1)
        #expect(both.multiplier == 3 && both.constant == -1)
    }

    @Test func deactivatingRemovesTheEffectAndReactivatingRestoresIt() {
        let screen = TermScreen(width: 20, height: 2)
        let label = TermLabel("load 0.42")
        screen.root |+| label
        label.leadingAnchor |=| screen.root.leadingAnchor
        label.topAnchor |=| screen.root.topAnchor
        let narrow = label.widthAnchor |<=| 4
        screen.layout()
        #expect(label.frame.width == 4)
        narrow.isActive = false
        screen.layout()
        #expect(label.frame.width == 9)
        narrow.isActive = true
        screen.layout()
        #expect(label.frame.width == 4)
    }

    @Test func constraintsWaitForTheirViewsToShareAScreen() {
        let screen = TermScreen(width: 20, height: 5)
        let box = TermView(), inner = TermView()
        box |+| inner
        let pinned = inner.topAnchor |=| (box.topAnchor, 1)
        inner.leftAnchor |=| box.leftAnchor
        inner.widthAnchor |=| 3
        inner.heightAnchor |=| 1
        box.leftAnchor |=| screen.root.leftAnchor
        box.topAnchor |=| (screen.root.topAnchor, 2)
        #expect(pinned.isActive && !pinned.isInstalled)
        screen.root |+| box
        screen.layout()
        #expect(pinned.isInstalled)
        #expect(inner.frameOnScreen == TermRect(x: 0, y: 3, width: 3, height: 1))
    }

    @Test func layoutGuidesHaveAnchorsToo() {
        let screen = TermScreen(width: 30, height: 10)
        let v = TermView()
        screen.root |+| v
        v.topAnchor |=| (screen.safeRegion.topAnchor, 1)
        v.centerXAnchor |=| screen.safeRegion.centerXAnchor
        v.widthAnchor |=| (screen.safeRegion.widthAnchor, multiplier: 0.5)
        v.bottomAnchor |=| (screen.safeRegion.bottomAnchor, -1)
        screen.layout()
        #expect(v.frame == TermRect(x: 8, y: 1, width: 15, height: 8))
    }

    @Test func statementsAreLocatedAndTakeMortarsDefaultPriority() {
        let (_, v) = stage(2)
        let line: UInt = #line + 1
        let (required, low) = withMortarLocation {
            (v[0].widthAnchor |=| 4,
             MortarDefault.priority.with(.low) { v[0].widthAnchor |=| v[1].widthAnchor })
        }
        #expect(required.location == MortarSourceLocation(file: #fileID, line: line, statement: 1))
        #expect(low.location == MortarSourceLocation(file: #fileID, line: line, statement: 2))
        #expect(required.priority == .required && low.priority == .low)
        // The constraint names its views through weak references: keep them alive until it is
        // read, as an optimised build otherwise frees them after their last use above.
        withExtendedLifetime(v) {
            #expect(low.notation == "TermView#2.m_width |=| TermView#3.m_width ! low")
            #expect(low.description == "TermView#2.m_width |=| TermView#3.m_width ! low (\(#fileID):\(line), statement 2)")
        }
    }

    @Test func aNonFiniteConstantIsReportedAndLeftInactive() {
        let (_, v) = stage(1)
        let (constraint, diagnostics) = MortarDiagnostics.capture { v[0].heightAnchor |=| Double.nan }
        #expect(!constraint.isActive)
        #expect(diagnostics.map(\.message).contains { $0.contains("non-finite") })
    }

    @Test func mortarStatementsStillWorkBesideStrutter() {
        let (screen, v) = stage(2)
        let gap = 1
        v[0].m_frame |=| (1, 1, 10, 2)
        v[1].m_left |=| v[0].m_right + gap
        v[1].topAnchor |=| v[0].bottomAnchor
        v[1].m_size |=| v[0].m_size
        [v[0], v[1]].m_height |=| 2 ! .required
        screen.layout()
        #expect(v[1].frame == TermRect(x: 12, y: 3, width: 10, height: 2))
    }
}
