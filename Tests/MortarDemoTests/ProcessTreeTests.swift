import InlineSnapshotTesting
import Mortar
@testable import MortarDemoKit
import MortarTesting
import Testing

/// Processes with parents: init and kthreadd at the top, a shell under sshd, a kernel worker
/// under kthreadd, and one whose parent (777) has gone.
private func family() -> SystemSnapshot {
    var snapshot = SystemSnapshot()
    func process(_ pid: Int, _ name: String, parent: Int, cpu: Double = 0) -> SystemSnapshot.Process {
        .init(pid: pid, name: name, state: "S", cpuPercent: cpu, residentBytes: 1 << 20, parentPID: parent)
    }
    snapshot.processes = [
        process(420, "mortar-demo", parent: 310, cpu: 12.5),
        process(1, "init", parent: 0),
        process(2, "kthreadd", parent: 0),
        process(300, "sshd", parent: 1),
        process(310, "bash", parent: 300),
        process(3, "kworker/0:1", parent: 2),
        process(999, "orphan", parent: 777),
        process(250, "cron", parent: 1),
    ]
    return snapshot
}

@Suite("The demo's process tree") @MainActor
struct ProcessTreeTests {
    @Test func processesHangUnderTheirParentsAndOrphansAreRoots() {
        let tree = ProcessTree(family().processes)
        #expect(tree.roots == [1, 2, 999])
        #expect(tree.children == [1: [250, 300], 2: [3], 300: [310], 310: [420]])
    }

    @Test func aLoopOfParentsStillShowsEveryProcessOnce() {
        func process(_ pid: Int, parent: Int) -> SystemSnapshot.Process {
            .init(pid: pid, name: "p\(pid)", state: "S", cpuPercent: 0, residentBytes: 0, parentPID: parent)
        }
        let tree = ProcessTree([process(5, parent: 6), process(6, parent: 5), process(7, parent: 7),
                                process(8, parent: 6)])
        #expect(tree.roots == [5, 7])                                 // 7 is its own parent
        #expect(tree.children == [5: [6], 6: [8]])
    }

    @Test func tShowsTheTreeByParentAndKeepsWhatTheUserClosed() {
        let screen = TermScreen(width: 50, height: 14)
        let dashboard = Dashboard(screen: screen, usesColor: false)
        dashboard.update(family())
        screen.send(.character("2"))
        screen.send(.character("t"))
        assertInlineSnapshot(of: screen, as: .grid) {
            """
             Mortar   1 Overview  2 Processes  3 Layout  4 No…
            ┌ Process tree (8) ──────────────────────────────┐
            │▾ 1 init                                        │
            │    250 cron                                    │
            │  ▾ 300 sshd                                    │
            │    ▾ 310 bash                                  │
            │        420 mortar-demo                         │
            │▾ 2 kthreadd                                    │
            │    3 kworker/0:1                               │
            │  999 orphan                                    │
            │                                                │
            │↑↓ select  PgUp/PgDn scroll  Home/End  t table  │
            └────────────────────────────────────────────────┘
             q quit  1-4 pages  tab focus  ↑↓ PgUp PgDn scrol…
            """
        }
        screen.send(.down)                                            // on to init...
        screen.send(.left)                                            // ...and closes it
        dashboard.update(family())                                    // a new reading keeps it closed
        let rows = screen.render().rows
        #expect(rows[2].hasPrefix("│▸ 1 init"))
        #expect(rows[3].hasPrefix("│▾ 2 kthreadd"))
        #expect(rows[11].contains("pid 1  init"))
        screen.send(.character("t"))                                  // back to the table, init still selected
        #expect(screen.focusedView is TermTable)
        #expect(screen.render().rows[1].hasPrefix("┌ Processes (8)"))
        #expect(screen.render().rows[11].contains("pid 1  init"))
        screen.send(.character("t"))
        screen.send(.down)                                            // kthreadd, under the closed init
        screen.send(.character("t"))                                  // the table selects it at once
        #expect(screen.render().rows[11].contains("pid 2  kthreadd"))
    }
}

/// The CPU chart draws a line per core beside the total up to four cores; beyond that the total
/// alone (nine braille lines in one plot are unreadable, and each frame would repaint them all).
@Suite("The demo's CPU chart lines") @MainActor
struct CPUChartLinesTests {
    @Test(arguments: [(2, ["all", "cpu0", "cpu1"]), (4, ["all", "cpu0", "cpu1", "cpu2", "cpu3"]), (8, ["all"])])
    func linesPerCore(cores: Int, names: [String]) {
        let page = OverviewPage()
        var reading = SystemSnapshot()
        reading.cores = Array(repeating: 0.5, count: cores)
        reading.totalCPU = 0.5
        reading.hasRates = true
        page.update(reading)
        page.update(reading)
        #expect(page.cpuChart.series.map(\.name) == names)
        #expect(page.cpuChart.showsLegend == (names.count > 1))
        #expect(page.cpuChart.series.allSatisfy { $0.values.suffix(2) == [50, 50] })
    }
}
