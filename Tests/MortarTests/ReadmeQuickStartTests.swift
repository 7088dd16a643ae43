import CNcurses
import Foundation
import MortarTesting
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

/// The README's "Running in a terminal" example, verbatim.
@MainActor func runClock() async throws {
    let app = TermApp()
    let clock = TermLabel("")
    app.screen.root |+| clock
    clock.m_center |=| app.screen.root
    app.screen.bind(.character("q")) { app.quit() }
    app.every(.seconds(1)) { clock.text = "\(Date())" }
    try await app.run()
}

@Suite("README: running in a terminal") @MainActor
struct ReadmeTerminalTests {
    @Test func withoutATerminalTheExampleThrowsAClearError() async throws {
        // Under a developer's own terminal the example would really run: only check it where
        // the test runner's standard streams are not a terminal (CI, make test through a pipe).
        guard isatty(STDIN_FILENO) == 0 || isatty(STDOUT_FILENO) == 0 else { return }
        await #expect(throws: TermAppError.self) { try await runClock() }
    }

    @Test func anAppOnFilesThatAreNotTerminalsSaysSo() async throws {
        let null = open("/dev/null", O_RDWR)
        defer { close(null) }
        let app = TermApp(inputFD: null, outputFD: null)
        do {
            try await app.run()
            Issue.record("run() returned on /dev/null")
        } catch let error as TermAppError {
            #expect(error == .notATerminal(stream: "the output"))
            #expect(error.description.contains("is not a terminal. Run the program in a terminal"))
        }
    }

    @Test(arguments: ["nonexistent-term", "dumb"])
    func anUnknownTermIsAClearErrorNotAnExit(term: String) async throws {
        try await TerminalTestLock.withLock { try await checkUnknownTerm(term) }
    }

    private func checkUnknownTerm(_ term: String) async throws {
        // A real pseudo-terminal, so the terminal checks pass and TERM is what fails.
        var master: Int32 = -1, slave: Int32 = -1
        try #require(cnc_open_pty(24, 80, &master, &slave) == 0)
        defer { close(master); close(slave) }
        let app = TermApp(inputFD: slave, outputFD: slave, term: term)
        await #expect(throws: TermAppError.unknownTerminal(term)) { try await app.run() }
        _ = fcntl(master, F_SETFL, O_NONBLOCK)
        var byte: UInt8 = 0
        #expect(read(master, &byte, 1) <= 0)                  // nothing reached the terminal
    }
}
