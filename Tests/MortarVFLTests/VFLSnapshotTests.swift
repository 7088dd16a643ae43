import Mortar
import MortarTesting
import MortarVFL
import SnapshotTesting
import Testing

/// A dashboard laid out with MortarVFL alone: a header, two equal boxes side by side over a
/// log box of fixed height, a footer, and labels inside the boxes' borders.
@MainActor
private func vflDashboard(width: Int, height: Int) -> TermScreen {
    let screen = TermScreen(width: width, height: height)
    screen.header = TermLabel("Mortar ─ VFL", style: .bold).also { $0.alignment = .center }
    screen.footer = TermLabel("q quit  tab next", style: TermStyle(foreground: .brightBlack))
    let cpu = TermBox(title: "CPU"), mem = TermBox(title: "Memory"), log = TermBox(title: "Log")
    let load = TermLabel("load 0.42 0.40"), used = TermLabel("3.1 GiB / 8 GiB 使用")
    let line = TermLabel("\u{1B}]0;owned\u{07}boot ok")
    screen.root |+| [cpu |+| load, mem |+| used, log |+| line]

    screen.m_safeRegion |>> cpu[~~1] | mem[~~1]
    screen.m_safeRegion |>> log
    screen.m_safeRegion |^^ [cpu, mem][~~1] | log[==3]
    for (box, label) in [(cpu, load), (mem, used), (log, line)] {
        box ||>> label[~~1]
        box ||^ label
    }
    return screen
}

@Suite("MortarVFL snapshots") @MainActor
struct VFLSnapshotTests {
    @Test(arguments: [(48, 10), (36, 9), (22, 8)])
    func aVFLDashboardAtThreeSizes(width: Int, height: Int) {
        let (screen, diagnostics) = MortarDiagnostics.capture { vflDashboard(width: width, height: height) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        assertSnapshot(of: screen, as: .grid, named: "\(width)x\(height)")
    }

    @Test func oneScreenResizedThroughTheThreeSizes() {
        let screen = vflDashboard(width: 48, height: 10)
        var texts: [String] = []
        for (width, height) in [(48, 10), (36, 9), (22, 8)] {
            screen.resize(width: width, height: height)
            texts.append(screen.render().text)
        }
        let fresh = [(48, 10), (36, 9), (22, 8)].map { vflDashboard(width: $0.0, height: $0.1).render().text }
        #expect(texts == fresh)   // resizing is the same as building at that size
    }
}
