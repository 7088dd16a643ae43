import Mortar
import MortarVFL
import Testing

/// The MortarVFL example of the README, verbatim, with the grid the README shows.
@Suite("README: MortarVFL") @MainActor
struct ReadmeVFLTests {
    @Test func theReadmeExample() {
        let screen = TermScreen(width: 32, height: 8)
        screen.header = TermLabel("dashboard")
        let cpu = TermBox(title: "CPU"), mem = TermBox(title: "Mem"), log = TermBox(title: "Log")
        screen.root |+| [cpu, mem, log]

        screen.m_safeRegion |>> cpu[~~1] || mem[~~2]        // 1 : 2, one cell apart
        screen.m_safeRegion |>> log
        screen.m_safeRegion |^^ [cpu, mem][~~1] | log[==3]  // the log keeps 3 rows

        #expect(screen.render().text == """
            dashboard                       
            ┌ CPU ───┐ ┌ Mem ──────────────┐
            │        │ │                   │
            │        │ │                   │
            └────────┘ └───────────────────┘
            ┌ Log ─────────────────────────┐
            │                              │
            └──────────────────────────────┘
            """)
        #expect([cpu, mem, log].map(\.frame) == [
            TermRect(x: 0, y: 1, width: 10, height: 4),      // 31 cells shared 1 : 2 = 10.3 : 20.7
            TermRect(x: 11, y: 1, width: 21, height: 4),
            TermRect(x: 0, y: 5, width: 32, height: 3),
        ])
    }
}
