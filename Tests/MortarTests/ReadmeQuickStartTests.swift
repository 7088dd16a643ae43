import Testing
import Mortar

/// The README's "Quick start", verbatim: it must compile and draw what the README shows.
@Suite("README quick start") @MainActor
struct ReadmeQuickStartTests {
    @Test func quickStart() {
        let screen = TermScreen(width: 30, height: 4)
        let cpu = TermBox(title: "CPU"), mem = TermBox(title: "Memory")
        let load = TermLabel("load 0.42")

        screen.root |+| [cpu, mem]
        cpu |+| load

        [cpu, mem].m_caps |=| screen.root       // full height
        cpu.m_left |=| screen.root
        mem.m_left |=| cpu.m_right
        mem.m_right |=| screen.root
        mem.m_width |=| cpu.m_width             // two equal columns
        load.m_origin |=| (1, 1)                // inside the border
        load.m_trailing |<| cpu.m_trailingMargin // and never over it

        #expect(screen.render().text == """
            ┌ CPU ────────┐┌ Memory ─────┐
            │load 0.42    ││             │
            │             ││             │
            └─────────────┘└─────────────┘
            """)
        screen.resize(width: 20, height: 3)
        #expect(screen.render().text == """
            ┌ CPU ───┐┌ Memory ┐
            │load 0.4││        │
            └────────┘└────────┘
            """)
    }
}
