import Testing
@testable import Mortar

/// A required constraint that contradicts others is reported with exactly the constraints it
/// contradicts (the solver's irreducible explanation, not every constraint on the same views),
/// named by identifier and located, once; layout goes on with it demoted.
@Suite("Conflict reports") @MainActor
struct ConflictReportTests {
    @Test func theReportListsExactlyTheConflictingConstraintsWithTheirLines() {
        let screen = TermScreen(width: 60, height: 5)
        let box = TermBox(), title = TermLabel("cpu"), note = TermLabel("n")
        box.identifier = "box"
        title.identifier = "title"
        screen.root |+| [box |+| [title], note]
        let line: UInt = #line + 1
        withMortarLocation {
            box.m_width |=| 30                        // statement 1: in the conflict
            title.m_left |=| box.m_left + 1           // statement 2: same items, not in it
            title.m_width |=| box.m_width - 2         // statement 3: in the conflict
            note.m_width |=| 3                        // statement 4: elsewhere
        }
        screen.layout()
        let (_, diagnostics) = MortarDiagnostics.capture {
            withMortarLocation { title.m_width |=| 40 }
            screen.layout()
            screen.layout()
        }
        #expect(diagnostics.count == 1)
        let report = diagnostics.first
        #expect(report?.message.hasPrefix("Unable to simultaneously satisfy constraints: `title.m_width |=| 40` "
                                          + "was demoted to priority 999 so layout can go on.") == true)
        #expect(report?.constraints == [
            "title.m_width |=| 40 (demoted to 999) (\(#fileID):\(line + 8), statement 1)",
            "box.m_width |=| 30 (\(#fileID):\(line), statement 1)",
            "title.m_width |=| box.m_width - 2 (\(#fileID):\(line), statement 3)",
        ])
        #expect(title.frame.width == 28)   // the demoted constraint gives way
    }

    @Test func aConflictWithTheEnginesOwnConstraintsNamesThem() {
        let screen = TermScreen(width: 20, height: 3)
        let view = TermView()
        screen.root |+| view
        let (_, diagnostics) = MortarDiagnostics.capture {
            view.m_width |=| -3
            screen.layout()
        }
        #expect(diagnostics.first?.constraints.last == "TermView#2.m_width |>| 0 (a size is never negative)")
        #expect(view.frame.width == 0)
    }

    @Test func viewsWithoutAnIdentifierAreNumberedPerTypeInTheirScreen() {
        let screen = TermScreen(width: 20, height: 3)
        let a = TermLabel("a"), b = TermLabel("b"), c = TermView()
        screen.root |+| [a, b, c]
        let constraint = b.m_left |=| c.m_right + 1
        #expect(constraint.layoutConstraints.map(\.notation) == ["TermLabel#2.m_left |=| TermView#2.m_right + 1"])
        #expect(screen.root.qualifiedName == "root (TermView)")
        b.identifier = "status"
        #expect(constraint.layoutConstraints.map(\.notation) == ["status.m_left |=| TermView#2.m_right + 1"])
        // The number stays while the view stays, and when it comes back.
        b.removeFromSuperview()
        screen.root |+| b
        b.identifier = nil
        #expect(b.debugName == "TermLabel#2")
    }

    /// Two types with one name (a subclass nested elsewhere) share the name's numbers, so no
    /// two items of a screen are called the same.
    @Test func typesWithTheSameNameShareTheirNumbers() {
        let screen = TermScreen(width: 40, height: 5)
        let a = TermLabel("a"), b = SameName.TermLabel("b"), c = TermLabel("c"), d = SameName.TermLabel("d")
        let box = TermBox()
        screen.root |+| [a, b, box, c, d]
        #expect([a, b, c, d].map(\.debugName) == ["TermLabel#1", "TermLabel#2", "TermLabel#3", "TermLabel#4"])
        #expect(box.debugName == "TermBox#1")
    }
}

/// A type whose name is `TermLabel` too.
enum SameName {
    final class TermLabel: Mortar.TermLabel {}
}

@Suite("Conflict reports: the engine's own constraints") @MainActor
struct ConflictReportIntrinsicTests {
    @Test func aRequiredIntrinsicSizeInAConflictIsNamedAsOne() {
        let screen = TermScreen(width: 40, height: 3)
        let label = TermLabel("status")
        label.identifier = "status"
        label.compressionResistance.horizontal = .required
        screen.root |+| label
        let (_, diagnostics) = MortarDiagnostics.capture {
            label.m_width |=| 3
            screen.layout()
        }
        #expect(diagnostics.first?.constraints.dropFirst().first
                == "status.m_width |>| 6 (intrinsic width, compression resistance 1000)")
        #expect(label.frame.width == 6)
    }
}
