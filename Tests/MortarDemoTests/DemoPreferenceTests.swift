import MortarDemoKit
import Testing
@testable import Mortar

/// The demo's pages, with the engine's tie-breaking preferences entering only where they
/// decide something (the default), show exactly what they show with every preference in the
/// solver from the start: after a history of resizes, and with a reading shown.
@Suite("The demo with preferences only where they decide") @MainActor
struct DemoPreferenceTests {
    private func dashboard(_ page: Dashboard.Page, at size: TermSize, everyPreference: Bool) -> TermScreen {
        let screen = TermScreen(width: size.width, height: size.height)
        screen.engine.addsEveryPreference = everyPreference
        let dashboard = Dashboard(screen: screen)
        var reading = SystemSnapshot()
        reading.cores = [0.25, 0.9]
        reading.totalCPU = 0.575
        reading.memoryTotal = 8 << 30
        reading.memoryAvailable = 6 << 30
        dashboard.update(reading)
        dashboard.show(page)
        return screen
    }

    @Test(arguments: Dashboard.Page.allCases)
    func everyPageMatchesEveryPreference(page: Dashboard.Page) {
        let sizes = [TermSize(width: 100, height: 30), TermSize(width: 40, height: 12), TermSize(width: 1, height: 1),
                     TermSize(width: 20, height: 6), TermSize(width: 133, height: 41), TermSize(width: 33, height: 9),
                     TermSize(width: 80, height: 24)]
        let screen = dashboard(page, at: sizes[0], everyPreference: false)
        for size in sizes {
            screen.resize(width: size.width, height: size.height)
            let lazy = screen.render().rows
            let reference = dashboard(page, at: size, everyPreference: true)
            #expect(lazy == reference.render().rows, "page \(page) at \(size.width)x\(size.height)")
            #expect(screen.engine.solver.constraintCount < reference.engine.solver.constraintCount)
        }
    }
}
