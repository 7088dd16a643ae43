import Foundation
import InlineSnapshotTesting
import Mortar
import MortarDemoKit
import MortarTesting
import Testing

/// A fixed reading, so the dashboard renders the same every time.
private func reading() -> SystemSnapshot {
    var snapshot = SystemSnapshot()
    snapshot.cores = [0.25, 0.9]
    snapshot.totalCPU = 0.575
    snapshot.memoryTotal = 8 << 30
    snapshot.memoryAvailable = 6 << 30
    snapshot.memoryCached = 3 << 30
    snapshot.memoryFree = 3 << 30
    snapshot.swapTotal = 2 << 30
    snapshot.swapFree = 3 << 29
    snapshot.disks = [.init(mountPoint: "/", totalBytes: 100 << 30, availableBytes: 62 << 30),
                      .init(mountPoint: "/home/shared", totalBytes: 500 << 30, availableBytes: 20 << 30)]
    snapshot.load = [0.42, 0.3, 0.2]
    snapshot.uptime = 3700
    snapshot.receiveRate = 2048
    snapshot.processes = [
        .init(pid: 42, name: "mortar-demo", state: "R", cpuPercent: 12.5, residentBytes: 30 << 20),
        .init(pid: 1, name: "init", state: "S", cpuPercent: 0, residentBytes: 8 << 20),
    ]
    return snapshot
}

/// `count` readings, the total CPU rising and falling between 10 % and 90 % every 20 readings,
/// and the cores with it.
private func history(_ count: Int) -> [SystemSnapshot] {
    (0..<count).map { i in
        var snapshot = reading()
        let wave = 0.5 - 0.4 * cos(Double(i) * 2 * Double.pi / 20)
        snapshot.totalCPU = wave
        snapshot.cores = [wave / 2, min(1, wave * 1.5)]
        return snapshot
    }
}

@Suite("The demo's dashboard, headless") @MainActor
struct DashboardTests {
    @Test func overviewAt80x24ChartsCPUHistoryAndBarsMemoryAndDisks() {
        let screen = TermScreen(width: 80, height: 24)
        let dashboard = Dashboard(screen: screen, usesColor: false)
        history(40).forEach(dashboard.update)
        assertInlineSnapshot(of: screen, as: .grid) {
            """
             Mortar   1 Overview  2 Processes  3 Layout  4 Notes     ⠋ load 0.42  up 1h 01m
            ┌ CPU ─────────────────────────────────────────┐┌ Memory · disks ──────────────┐
            │all  ██▍░░░░░12%░░░░░░░░░ ▁▁▁▂▃▄▅▆▇▇▇▇▇▆▅▄▃▂▁▁││used   ███▊ 2.0 GiB           │
            │cpu0 █▎░░░░░░░6%░░░░░░░░░ ▁▁▁▁▂▂▂▃▃▄▄▄▃▃▂▂▂▁▁▁││cache  █████▋ 3.0 GiB         │
            │cpu1 ███▋░░░░18%░░░░░░░░░ ▁▁▂▃▅▆▇███████▇▆▅▃▂▁││free   █████▋ 3.0 GiB         │
            │                                              ││swap   ███▊ 512 MiB           │
            │━ all  ━ cpu0  ━ cpu1                         ││                              │
            │100%┤                  ⡜⠉⢉⠉⠉⢢       ⢠⠊⠉⣉⠉⠉⡆   ││/      █████▊ 38%             │
            │    │                 ⡸⢀⠎⠁⠉⢆⠈⡆      ⡜⢀⠎ ⠑⡄⠸⡀  ││/home… ██████████████▍ 96%    │
            │    │                ⢀⠇⡸   ⠈⢆⢇     ⢠⠃⡜   ⠘⡄⢇  │└──────────────────────────────┘
            │    │                ⢸⢠⠃    ⠘⡼⡀    ⡇⡸     ⠱⣸  │┌ Network ─────────────────────┐
            │ 50%┤                ⣮⠃ ⡔⠒⠒⢄ ⢱⢣   ⢰⡱⠁ ⡔⠒⠢⡀ ⢱⡇ ││rx 2.0 KiB/s   ███████████████│
            │    │               ⡰⡝⡠⠊   ⠈⠒⡄⢫⡆  ⣼⠃⡰⠉   ⠈⠢⡈⡞⡄││tx 0 B/s       ▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁│
            │    │             ⠠⣒⢝⡰⠁      ⠘⢌⢎⡢⡪⢎⠎       ⠘⡜⢜││load 0.42 0.30 0.20           │
            │  0%┤             ⠘⠒⠁          ⠑⠚⠊⠁         ⠈⠑││up 1h 01m                     │
            └──────────────────────────────────────────────┘└──────────────────────────────┘
            ┌ Log ─────────────────────────────────────────────────────────────────────────┐
            │                                                                              │
            │                                                                              │
            │                                                                              │
            │                                                                              │
            │                                                                              │
            └──────────────────────────────────────────────────────────────────────────────┘
             q quit  1-4 pages  tab focus  ↑↓ PgUp PgDn scroll  ? help
            """
        }
    }

    @Test func aReadingWithoutRatesIsAGapInTheChartNotADive() {
        func chartRows(_ readings: [SystemSnapshot]) -> [String] {
            let screen = TermScreen(width: 80, height: 24)
            let dashboard = Dashboard(screen: screen, usesColor: false)
            readings.forEach(dashboard.update)
            // The chart, under the core rows, in the CPU box (the network's sparklines are right of it).
            return screen.render().rows[6...14].map { String($0.prefix(47)) }
        }
        var first = reading()
        first.hasRates = false                                        // a sampler's first: rates are 0
        first.totalCPU = 0
        #expect(chartRows([first, reading()]) == chartRows([reading()]))
        #expect(chartRows([reading()]) != chartRows([reading(), reading()]))   // two readings draw more
    }

    @Test func overviewAtTwoSizes() {
        let screen = TermScreen(width: 72, height: 16)
        let dashboard = Dashboard(screen: screen)
        dashboard.update(reading())
        assertInlineSnapshot(of: screen, as: .grid) {
            """
             Mortar   1 Overview  2 Processes  3 Layout  4 Notes  ⠋ load 0.42  up …
            ┌ CPU ────────────────────────────────────┐┌ Memory · disks ───────────┐
            │all  ███████57%▍░░░░░░░                 ▅││used   ███ 2.0 GiB         │
            │cpu0 ████▌░░25%░░░░░░░░                 ▂││cache  ████▌ 3.0 GiB       │
            │cpu1 ███████90%██████▎░                 ▇││free   ████▌ 3.0 GiB       │
            │                                         ││swap   ███ 512 MiB         │
            │━ all  ━ cpu0  ━ cpu1                    ││                           │
            │  │                                     ⢐││/      ████▌ 38%           │
            │0%┤                                     ⠐││/home… ███████████▌ 96%    │
            └─────────────────────────────────────────┘└───────────────────────────┘
            ┌ Log ─────────────────────────────────────────────────────────────────┐
            │                                                                      │
            │                                                                      │
            │                                                                      │
            └──────────────────────────────────────────────────────────────────────┘
             q quit  1-4 pages  tab focus  ↑↓ PgUp PgDn scroll  ? help
            """
        }
        screen.resize(width: 40, height: 10)
        assertInlineSnapshot(of: screen, as: .grid) {
            """
             Mortar   1 Overview  2 Processes  3 La…
            ┌ CPU ─────────────────┐┌ Memory · di… ┐
            │all  ██57%░░░        ▅││used   █▊     │
            │cpu0 ██25%░░░        ▂││cache  ██▋    │
            │cpu1 ██90%██▎        ▇││free   ██▋    │
            └──────────────────────┘└──────────────┘
            ┌ Log ─────────────────────────────────┐
            │                                      │
            └──────────────────────────────────────┘
             q quit  1-4 pages  tab focus  ↑↓ PgUp …
            """
        }
    }

    @Test func keysSwitchPagesShowHelpAndQuit() {
        let screen = TermScreen(width: 60, height: 14)
        let dashboard = Dashboard(screen: screen)
        dashboard.update(reading())
        var quits = 0
        dashboard.onQuit = { quits += 1 }
        screen.send(.character("2"))
        #expect(dashboard.page == .processes)
        #expect(screen.focusedView is TermTable)
        screen.send(.down)
        assertInlineSnapshot(of: screen, as: .grid) {
            """
             Mortar   1 Overview  2 Processes  3 Layout  4 Notes  ⠋ lo…
            ┌ Processes (2) ───────────────────────────────────────────┐
            │    PID NAME                            S   CPU%       RSS│
            │     42 mortar-demo                     R   12.5    30 MiB│
            │      1 init                            S    0.0   8.0 MiB│
            │                                                          │
            │                                                          │
            │                                                          │
            │                                                          │
            │                                                          │
            │                                                          │
            │pid 42  mortar-demo  state R  cpu 12.5%  rss 30 MiB       │
            └──────────────────────────────────────────────────────────┘
             q quit  1-4 pages  tab focus  ↑↓ PgUp PgDn scroll  ? help
            """
        }
        screen.send(.function(3))
        #expect(dashboard.page == .layout)
        screen.send(.character("?"))
        #expect(dashboard.isShowingHelp)
        #expect(screen.render().text.contains("╔ Help"))
        screen.send(.character("1"))                                  // the help is modal: no page switch
        #expect(dashboard.page == .layout)
        screen.send(.escape)
        #expect(!dashboard.isShowingHelp)
        screen.send(.character("h"))
        #expect(dashboard.isShowingHelp)
        screen.send(.character("?"))                                  // the key that opens it closes it too
        #expect(!dashboard.isShowingHelp)
        screen.send(.character("q"))
        #expect(quits == 1)
    }

    @Test func aClickOnATabSwitchesThePage() {
        let screen = TermScreen(width: 80, height: 12)
        let dashboard = Dashboard(screen: screen, usesColor: false)
        dashboard.update(reading())
        func click(_ x: Int) { screen.send(TermMouseEvent(.click(button: 1), at: TermPoint(x: x, y: 0))) }
        // " Mortar ", a cell, then the tabs: " 1 Overview " at 9, " 2 Processes " at 21,
        // " 3 Layout " at 34, " 4 Notes " at 44.
        click(25)
        #expect(dashboard.page == .processes)
        #expect(screen.focusedView is TermTable)                      // as after the key 2
        assertInlineSnapshot(of: screen, as: .grid) {
            """
             Mortar   1 Overview  2 Processes  3 Layout  4 Notes     ⠋ load 0.42  up 1h 01m
            ┌ Processes (2) ───────────────────────────────────────────────────────────────┐
            │    PID NAME                                                S   CPU%       RSS│
            │     42 mortar-demo                                         R   12.5    30 MiB│
            │      1 init                                                S    0.0   8.0 MiB│
            │                                                                              │
            │                                                                              │
            │                                                                              │
            │                                                                              │
            │↑↓ select  PgUp/PgDn scroll  Home/End  t tree                                 │
            └──────────────────────────────────────────────────────────────────────────────┘
             q quit  1-4 pages  tab focus  ↑↓ PgUp PgDn scroll  ? help
            """
        }
        func highlighted(_ x: Int) -> Bool { screen.render().canvas[x, 0].style.attributes.contains(.reverse) }
        #expect(highlighted(21) && highlighted(33) && !highlighted(20) && !highlighted(34))   // " 2 Processes "
        click(44)
        #expect(dashboard.page == .notes && screen.focusedView is TermTextArea)
        click(43)
        #expect(dashboard.page == .layout)
        click(9)
        #expect(dashboard.page == .overview && screen.focusedView == nil)
        click(5)                                                      // the name is no tab
        click(70)                                                     // nor is the status
        #expect(dashboard.page == .overview)
        screen.send(.character("3"))                                  // keys switch the tab too
        #expect(screen.render().rows[0].hasPrefix(" Mortar   1 Overview  2 Processes  3 Layout  4 Notes"))
        #expect(dashboard.page == .layout)
        screen.send(.character("?"))
        click(25)                                                     // behind the help: nothing
        #expect(dashboard.page == .layout && dashboard.isShowingHelp)
        screen.send(.escape)
        #expect(!screen.send(.function(12)))                          // F12 stays free
    }

    @Test func theNotesPageTypesSplitsAndGroupsProcesses() {
        let screen = TermScreen(width: 60, height: 10)
        let dashboard = Dashboard(screen: screen)
        dashboard.update(reading())
        screen.send(.character("4"))
        #expect(dashboard.page == .notes)
        screen.send(.ctrl("k"))                                       // the notes have the focus: clear them
        for c in "q1 ok" { screen.send(.character(c)) }               // page keys and q are typed, not obeyed
        #expect(dashboard.page == .notes)
        var rows = screen.render().rows
        #expect(rows[1] == "┌ Notes ─────────────────────┐│┌ Processes by state ───────┐")
        #expect(rows[2] == "│q1 ok                       │││▾ R running (1)            │")
        #expect(rows[3] == "│                            │││    42 mortar-demo         │")
        #expect(rows[4] == "│                            │││▸ S sleeping (1)           │")
        screen.send(.tab)                                             // on to the tree
        for _ in 0..<3 { screen.send(.down) }                         // R, its process, S
        screen.send(.right)                                           // opens S
        #expect(screen.render().rows[5].contains("│    1 init"))
        screen.send(.tab)                                             // on to the divider
        screen.send(.right)
        #expect(Array(screen.render().rows[1])[31] == "│")            // moved a cell right
        screen.send(TermMouseEvent(.click(button: 1), at: TermPoint(x: 31, y: 5)))   // picks it up
        screen.send(TermMouseEvent(.drag(button: 1), at: TermPoint(x: 20, y: 5)))
        screen.send(TermMouseEvent(.release(button: 1), at: TermPoint(x: 20, y: 5)))
        rows = screen.render().rows
        #expect(rows[1] == "┌ Notes ───────────┐│┌ Processes by state ─────────────────┐")
        dashboard.update(reading())                                   // a new reading keeps R and S open
        #expect(screen.render().rows == rows)
    }

    @Test func settingsAreAModalWithControls() {
        let screen = TermScreen(width: 50, height: 14)
        let dashboard = Dashboard(screen: screen)
        dashboard.update(reading())
        var intervals: [Double] = []
        dashboard.onRefreshIntervalChange = { intervals.append($0) }
        dashboard.refreshInterval = 2
        screen.send(.character("s"))
        #expect(dashboard.isShowingSettings)
        func modal() -> [String] { screen.render().rows[3...10].map { String(Array($0)[5..<45]) } }
        #expect(modal() == [
            "╔ Settings ════════════════════════════╗",
            "║ Read /proc every                     ║",
            "║ ( ) 0.5 s  ( ) 1 s  (•) 2 s  ( ) 5 s ║",
            "║                                      ║",
            "║ [x] Log follows new lines            ║",
            "║                                      ║",
            "║                             [ Done ] ║",
            "╚══════════════════════════════════════╝",
        ])
        screen.send(.character("2"))                                  // the page behind does not change
        #expect(dashboard.page == .overview)
        screen.send(.left)                                            // the radio group has the focus
        screen.send(.enter)
        #expect(intervals == [1] && dashboard.refreshInterval == 1)
        screen.send(.tab)
        screen.send(.character(" "))                                  // unchecks "follows new lines"
        #expect(modal()[4] == "║ [ ] Log follows new lines            ║")
        screen.send(.tab)
        screen.send(.enter)                                           // Done
        #expect(!dashboard.isShowingSettings)
        screen.send(.character("s"))
        screen.send(.escape)                                          // Esc closes it too
        #expect(!dashboard.isShowingSettings && intervals == [1])
        dashboard.refreshInterval = 0.2                               // not offered: nothing selected
        screen.send(.character("s"))
        #expect(modal()[2] == "║ ( ) 0.5 s  ( ) 1 s  ( ) 2 s  ( ) 5 s ║")
    }

    @Test func theLogShowsHostileTextAsText() {
        let screen = TermScreen(width: 60, height: 20)
        let dashboard = Dashboard(screen: screen)
        dashboard.log("x\u{1B}]0;owned\u{07}\u{1B}[2Jy")
        let text = screen.render().text
        #expect(text.contains("x␛]0;owned␇␛[2Jy"))
        #expect(!text.contains("\u{1B}"))
    }
}
