import Testing
@testable import Mortar

/// The layout inspector, headless: what it shows, how it walks the tree, and that it changes
/// nothing of the app's layout and lets no key or click through.
@Suite("Layout inspector") @MainActor
struct InspectorTests {
    private func stage() -> (TermScreen, TermBox, TermLabel) {
        let screen = TermScreen(width: 60, height: 30)   // room for the panel whatever other tests reported
        let box = TermBox(title: "cpu"), label = TermLabel("load 0.42")
        box.identifier = "cpu"
        screen.root |+| [box |+| [label]]
        withMortarLocation {
            box |=| screen.root.m_edges ~ (1, 2, 5, 2)
            label.m_origin |=| box.m_origin + (1, 1)
        }
        return (screen, box, label)
    }

    @Test func itDescribesTheSelectedViewAndWalksTheTree() {
        let (screen, box, label) = stage()
        var quit = false
        screen.bind(.character("q")) { quit = true }
        let before = screen.render().rows
        let frames = [box, label].map(\.frameOnScreen)
        screen.toggleInspector()
        #expect(screen.isInspecting)
        let root = screen.render().rows
        #expect(root[0].hasPrefix("inspector · Esc closes"))      // over the upper part of the screen
        #expect(root[1].hasPrefix("root (TermView) 0,0 60x30"))
        screen.send(.tab)
        let boxRows = screen.render().rows
        #expect(boxRows.contains { $0.hasPrefix("cpu (TermBox) 2,1 56x24") })
        #expect(boxRows.contains { $0.hasPrefix("  cpu.m_top |=| root.m_top + 1 (MortarTests/Inspect") })
        screen.send(.down)
        #expect(screen.render().rows.contains { $0.hasPrefix("TermLabel#1 3,2 9x1") })
        screen.send(.up)
        #expect(screen.render().rows.contains { $0.hasPrefix("cpu (TermBox)") })
        screen.send(.character("q"))
        #expect(!quit)                                             // keys stop at the inspector
        #expect([box, label].map(\.frameOnScreen) == frames)      // the layout is untouched
        screen.send(TermMouseEvent(.click(button: 1), at: TermPoint(x: 5, y: 2)))
        #expect(screen.render().rows.contains { $0.hasPrefix("TermLabel#1 3,2 9x1") })
        screen.send(.escape)
        #expect(!screen.isInspecting)
        #expect(screen.render().rows == before)
    }

    @Test func itShowsTheRecentDiagnostics() {
        let (screen, box, _) = stage()
        _ = MortarDiagnostics.capture {
            box.m_width |=| 10
            box.m_width |=| 12                                     // contradicts the line above
            screen.layout()
        }
        screen.toggleInspector()
        let rows = screen.render().rows
        #expect(rows.contains { $0.hasPrefix("recent diagnostics:") })
        #expect(rows.contains { $0.hasPrefix("  Unable to simultaneously satisfy constraints: `cpu.m_wid") })
    }
}
