import Mortar
import MortarDemoKit
import MortarTesting
import Testing

/// Every demo page, resized through seeded random sizes (1x1 among them), shows exactly what a
/// dashboard opened at that size shows: the picture does not depend on the resizes before.
@Suite("The demo looks the same at a size whatever the resizes before") @MainActor
struct DemoPathIndependenceTests {
    private func dashboard(_ page: Dashboard.Page, at size: TermSize, withData: Bool = false) -> TermScreen {
        let screen = TermScreen(width: size.width, height: size.height)
        let dashboard = Dashboard(screen: screen)
        if withData { dashboard.update(Self.reading) }
        dashboard.show(page)
        return screen
    }

    /// A reading that fills every chart, bar and tree: two cores, memory, swap, two disks and
    /// processes with parents.
    private static let reading: SystemSnapshot = {
        var snapshot = SystemSnapshot()
        snapshot.cores = [0.25, 0.9]
        snapshot.totalCPU = 0.575
        snapshot.memoryTotal = 8 << 30
        snapshot.memoryAvailable = 6 << 30
        snapshot.memoryCached = 3 << 30
        snapshot.memoryFree = 3 << 30
        snapshot.swapTotal = 2 << 30
        snapshot.swapFree = 1 << 30
        snapshot.disks = [.init(mountPoint: "/", totalBytes: 100 << 30, availableBytes: 62 << 30),
                          .init(mountPoint: "/home", totalBytes: 500 << 30, availableBytes: 20 << 30)]
        snapshot.processes = [
            .init(pid: 1, name: "init", state: "S", cpuPercent: 0, residentBytes: 8 << 20),
            .init(pid: 42, name: "mortar-demo", state: "R", cpuPercent: 12.5, residentBytes: 30 << 20, parentPID: 1),
        ]
        return snapshot
    }()

    /// The sizes the issue named (the Layout page went wrong at 40x12, 20x6 and 33x9 reached
    /// from 100x30), then seeded random ones.
    private func sizes(seed: UInt64) -> [TermSize] {
        var state = seed
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        var list = [TermSize(width: 100, height: 30), TermSize(width: 40, height: 12), TermSize(width: 20, height: 6),
                    TermSize(width: 1, height: 1), TermSize(width: 33, height: 9)]
        for _ in 0..<8 { list.append(TermSize(width: 1 + next(160), height: 1 + next(50))) }
        return list
    }

    @Test(arguments: Dashboard.Page.allCases, [UInt64(1), 2])
    func everyPageMatchesAFreshDashboard(page: Dashboard.Page, seed: UInt64) {
        check(page, seed: seed, withData: false)
    }

    /// The same with a reading shown: the charts, bars and trees have content.
    @Test(arguments: Dashboard.Page.allCases, [UInt64(3)])
    func everyPageWithAReadingMatchesAFreshDashboard(page: Dashboard.Page, seed: UInt64) {
        check(page, seed: seed, withData: true)
    }

    private func check(_ page: Dashboard.Page, seed: UInt64, withData: Bool) {
        let path = sizes(seed: seed)
        let screen = dashboard(page, at: path[0], withData: withData)
        var history = ["\(path[0].width)x\(path[0].height)"]
        for size in path.dropFirst() {
            screen.resize(width: size.width, height: size.height)
            history.append("\(size.width)x\(size.height)")
            let resized = screen.render().rows, fresh = dashboard(page, at: size, withData: withData).render().rows
            #expect(resized == fresh, """
                seed \(seed), page \(page): after \(history.joined(separator: " -> ")) the screen differs from a fresh one
                after the resizes:
                \(resized.joined(separator: "\n"))
                fresh:
                \(fresh.joined(separator: "\n"))
                """)
        }
    }
}

/// The demo is the example people copy: it must lay out without a single diagnostic (no
/// conflict, no forgotten `|+|`) on every page.
@Suite("The demo lays out without diagnostics") @MainActor
struct DemoDiagnosticsTests {
    @Test(arguments: Dashboard.Page.allCases)
    func everyPageLaysOutSilently(page: Dashboard.Page) {
        let (_, diagnostics) = MortarDiagnostics.capture {
            let screen = TermScreen(width: 80, height: 24)
            let dashboard = Dashboard(screen: screen)
            dashboard.show(page)
            _ = screen.render()
            var reading = SystemSnapshot()
            reading.cores = [0.5, 0.25]
            reading.totalCPU = 0.375
            dashboard.update(reading)
            dashboard.update(reading)
            _ = screen.render()
            dashboard.showSettings()
            _ = screen.render()
            screen.resize(width: 30, height: 8)
            _ = screen.render()
        }
        #expect(diagnostics.map(\.description) == [])
    }
}
