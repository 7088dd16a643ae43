import ArgumentParser
import Foundation
import Mortar
import MortarDemoKit

/// `mortar-demo`: a live system dashboard from /proc, laid out with Mortar and MortarVFL.
@main
struct MortarDemo: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mortar-demo",
        abstract: "A live system dashboard (CPU, memory, network, processes) laid out with Mortar.",
        discussion: """
            Keys: 1 2 3 4 switch pages (Overview, Processes, Layout, Notes), Tab moves the focus, arrows and \
            Page Up/Down scroll, s opens settings, ? shows help, q quits. With --once it renders one frame to standard \
            output and needs no terminal.
            """
    )

    @Flag(help: "Render one frame headless to standard output and exit (no terminal needed).")
    var once = false

    @Option(help: "The size of the --once frame, as COLUMNSxROWS.")
    var size: FrameSize = FrameSize(width: 100, height: 30)

    @Option(help: ArgumentHelp("With --once, also write the frame as an SVG picture to this file.", valueName: "file"))
    var svg: String?

    @Option(help: "Seconds between readings of /proc.")
    var interval: Double = 1

    @Flag(help: "Draw without colours.")
    var noColor = false

    @Option(help: "Follow this file into the log pane, as `tail -f` would.")
    var log: String?

    @Option(help: "The page to start on: overview, processes, layout or notes.")
    var page: StartPage = .overview

    func validate() throws {
        guard interval.isFinite, interval >= 0.05, interval <= 3600 else {
            throw ValidationError("--interval must be between 0.05 and 3600 seconds")
        }
        if svg != nil && !once {
            throw ValidationError("--svg writes the --once frame; add --once")
        }
    }

    func run() async throws {
        if once {
            let frame = await renderOnce()
            print(frame.text)
            if let svg {
                do {
                    try frame.svg().write(toFile: svg, atomically: true, encoding: .utf8)
                } catch {
                    FileHandle.standardError.write(Data("mortar-demo: cannot write \(svg): \(error.localizedDescription)\n".utf8))
                    throw ExitCode(1)
                }
            }
        } else {
            try await runInTerminal()
        }
    }

    @MainActor
    private func renderOnce() async -> TermSnapshot {
        let screen = TermScreen(width: size.width, height: size.height)
        let dashboard = Dashboard(screen: screen, usesColor: !noColor)
        dashboard.show(page.page)
        let sampler = SystemSampler()
        _ = sampler.sample()
        try? await Task.sleep(for: .milliseconds(250))   // a second reading, for rates
        dashboard.update(sampler.sample())
        return screen.render()
    }

    @MainActor
    private func runInTerminal() async throws {
        let app = TermApp()
        app.usesColor = !noColor
        let dashboard = Dashboard(screen: app.screen, usesColor: !noColor)
        dashboard.show(page.page)
        dashboard.onQuit = { app.quit() }
        app.onResize = { dashboard.screenDidResize($0) }
        let sampler = SystemSampler()
        dashboard.update(sampler.sample())
        dashboard.log("started; \(ProcessInfo.processInfo.activeProcessorCount) cores, a reading every \(interval) s")
        dashboard.refreshInterval = interval
        var reading = app.every(.milliseconds(Int(interval * 1000))) { dashboard.update(sampler.sample()) }
        dashboard.onRefreshIntervalChange = { seconds in
            reading.cancel()
            reading = app.every(.milliseconds(Int(seconds * 1000))) { dashboard.update(sampler.sample()) }
            dashboard.log("a reading every \(seconds) s")
        }
        app.every(.milliseconds(120)) { dashboard.tick() }
        if let log {
            let follower = LogFollower(path: log)
            dashboard.log("following \(log)")
            app.every(.milliseconds(200)) { follower.poll().forEach { dashboard.log($0) } }
        }
        do {
            try await app.run()
        } catch let error as TermAppError {
            FileHandle.standardError.write(Data("mortar-demo: \(error)\n".utf8))
            throw ExitCode(2)
        }
    }
}

/// `--size 100x30`.
struct FrameSize: ExpressibleByArgument {
    var width: Int
    var height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1...2000).contains(w),
              (1...1000).contains(h) else { return nil }
        self.init(width: w, height: h)
    }

    var defaultValueDescription: String { "\(width)x\(height)" }
}

/// `--page`.
enum StartPage: String, ExpressibleByArgument, CaseIterable {
    case overview, processes, layout, notes

    var page: Dashboard.Page {
        switch self {
        case .overview: return .overview
        case .processes: return .processes
        case .layout: return .layout
        case .notes: return .notes
        }
    }
}
