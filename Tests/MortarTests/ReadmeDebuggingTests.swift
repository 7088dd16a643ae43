import Foundation
import Testing
import Mortar

/// The README's "When the layout is wrong": its code is this file's marked block, line for
/// line, and every output block is what that code really prints.
@Suite("README: when the layout is wrong") @MainActor
struct ReadmeDebuggingTests {
    /// Runs the example and returns what it printed, block by block.
    private func runExample() -> (printed: [String], diagnostics: [MortarDiagnostic]) {
        var printed: [String] = []
        func print(_ text: String) { printed.append(text) }
        let (_, diagnostics) = MortarDiagnostics.capture {
            // README: debugging
            let screen = TermScreen(width: 40, height: 8)
            let sidebar = TermBox(title: "sidebar"), main = TermBox(title: "main")
            let clock = TermLabel("12:00"), status = TermLabel("ok")
            sidebar.identifier = "sidebar"
            main.identifier = "main"
            clock.identifier = "clock"
            status.identifier = "status"
            screen.root |+| [sidebar, main, clock]          // status is never added
            withMortarLocation {
                [sidebar, main].m_caps |=| screen.root
                sidebar.m_left |=| screen.root
                main.m_left |=| sidebar.m_right
                main.m_right |<| screen.root                // never past the screen's edge
                sidebar.m_width |=| 24
                main.m_width |=| sidebar.m_width / 2
                main.m_width |=| 16                         // contradicts the two above
                clock.m_right |=| screen.root               // and its top?
                status.m_top |=| main.m_top + 1
            }
            screen.layout()                                 // diagnostics go to standard error
            print(screen.layoutTrace())
            screen.resize(width: 30, height: 8)
            print(screen.layoutTrace())
            // README: end
        }
        return (printed, diagnostics)
    }

    @Test func theExampleIsTheReadmesAndPrintsWhatItShows() throws {
        let (printed, diagnostics) = runExample()
        let section = try ReadmeSection("When the layout is wrong")
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        #expect(section.swiftBlocks.first == ReadmeSection.markedBlocks(in: source).first)
        func stderr(_ list: [MortarDiagnostic]) -> String {
            list.map { "mortar: " + $0.description }.joined(separator: "\n")
        }
        let overflow = diagnostics.filter { $0.message.hasPrefix("layout needs") }
        let atFirstLayout = diagnostics.filter { !$0.message.hasPrefix("layout needs") }
        #expect(atFirstLayout.count == 3 && overflow.count == 1)
        #expect(section.grids == [stderr(atFirstLayout), printed[0], stderr(overflow), printed[1]].map(ReadmeSection.trimmed))
    }
}
