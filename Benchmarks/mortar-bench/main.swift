import ArgumentParser
import Cassowary
import Foundation

/// `mortar-bench`: the project's benchmarks, run in release mode by `make bench`.
struct MortarBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mortar-bench",
        abstract: "Benchmarks: the solver (W1–W3 of solver-workloads.md, W4 hide/show a row, W5 random many-priority systems, W6 refusals explained, W7 dashboards: W7 priorities apart, W7w weighted beside kiwi; W8 a row of boxes; W9 the boxed-label grid's solver part beside kiwi), layout (L1–L3), the terminal (T1–T2) and the boxed-label grid of issue 14 (G: GL1, GL2, GSAME, GNEW at N=20 and N=40).")

    @Flag(help: "Print one JSON object per case instead of a table.")
    var json = false

    @Option(help: "Comma-separated cases to run (W1,W2,W3,W4,W5,W6,W7,W8,W9,L1,L2,L3,T1,T2,G); all by default; W7 runs both its forms. W5X (scaled W5, see --w5x-*) runs only when named.")
    var only: String?

    @Flag(help: "Skip W1 at N=10000, which takes several seconds and gigabytes.")
    var skipLarge = false

    @Option(help: "W5X (opt-in): variables of each random many-priority system.")
    var w5xVariables = 60

    @Option(help: "W5X: constraints of each system.")
    var w5xConstraints = 160

    @Option(help: "W5X: priority levels the optional constraints share (0: a priority each, as in W5).")
    var w5xLevels = 0

    mutating func run() throws {
        let selected = Set((only ?? "W1,W2,W3,W4,W5,W6,W7,W8,W9,L1,L2,L3,T1,T2,G").uppercased().split(separator: ",").map(String.init))
        var results: [BenchResult] = []
        let json = self.json
        let report: (BenchResult) -> Void = { result in
            results.append(result)
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                print(String(decoding: try! encoder.encode(result), as: UTF8.self))
            } else {
                MortarBench.printRow(result)
            }
        }
        if !json { printHeader() }
        if selected.contains("W2") { for result in SolverBenchmarks.w2() { report(result) } }
        if selected.contains("W3") { report(SolverBenchmarks.w3()) }
        if selected.contains("W4") { report(SolverBenchmarks.w4()) }
        if selected.contains("W5") { report(SolverBenchmarks.w5()) }
        if selected.contains("W5X") {
            guard w5xVariables > 0, w5xConstraints > 0, w5xLevels >= 0 else {
                throw ValidationError("--w5x-variables and --w5x-constraints must be positive, --w5x-levels at least 0")
            }
            report(SolverBenchmarks.w5x(.init(variables: w5xVariables, constraints: w5xConstraints,
                                               levels: w5xLevels == 0 ? nil : w5xLevels)))
        }
        if selected.contains("W6") { SolverBenchmarks.w6().forEach(report) }
        if selected.contains("W7") { SolverBenchmarks.w7().forEach(report) }
        if selected.contains("W8") { SolverBenchmarks.w8().forEach(report) }
        if selected.contains("W9") { SolverBenchmarks.w9().forEach(report) }
        // Views live on the main actor, which a synchronous command's run() is on.
        let layoutResults = MainActor.assumeIsolated {
            var results: [BenchResult] = []
            if selected.contains("L1") { results.append(LayoutBenchmarks.l1()) }
            if selected.contains("L2") { results.append(LayoutBenchmarks.l2()) }
            if selected.contains("L3") { results.append(LayoutBenchmarks.l3()) }
            return results
        }
        layoutResults.forEach(report)
        if selected.contains("T1") || selected.contains("T2") {
            let terminal = try MainActor.assumeIsolated { try TerminalBenchmarks.run() }
            terminal.filter { selected.contains($0.case) }.forEach(report)
        }
        if selected.contains("G") {
            try MainActor.assumeIsolated { try GridBenchmarks.run(sides: [20, 40]) }.forEach(report)
        }
        if selected.contains("W1") { for result in SolverBenchmarks.w1(skipLarge: skipLarge) { report(result) } }
        if results.contains(where: { !$0.checksum_ok }) {
            throw ValidationError("a checksum did not match; the numbers above are not valid")
        }
    }

    private func printHeader() {
        print("case   N       median          min             check  notes")
        print("-----  ------  --------------  --------------  -----  -----")
    }

    private static func printRow(_ r: BenchResult) {
        func fmt(_ us: Double) -> String {
            r.case.hasPrefix("G") ? String(format: "%.3f ms", us / 1000) : us >= 10_000 ? String(format: "%.1f ms", us / 1000) : String(format: "%.3f µs", us)
        }
        let n = r.n.map(String.init) ?? "-"
        let notes = r.extra.sorted { $0.key < $1.key }.map { key, value in
            r.case == "T1" ? "\(key)=\(Int(value))"
                : key.hasSuffix("_bytes") ? "\(key)=\(String(format: "%.2f GB", value / 1e9))"
                : key.contains("objective") ? "\(key)=\(String(format: "%.4f", value))"
                : "\(key)=\(key.hasSuffix("_us") ? fmt(value) : String(format: "%.0f", value))"
        }.joined(separator: " ")
        let line = [r.case.padding(toLength: 5, withPad: " ", startingAt: 0),
                    n.padding(toLength: 6, withPad: " ", startingAt: 0),
                    fmt(r.median_us).padding(toLength: 14, withPad: " ", startingAt: 0),
                    fmt(r.min_us).padding(toLength: 14, withPad: " ", startingAt: 0),
                    (r.checksum_ok ? "ok" : "FAIL").padding(toLength: 5, withPad: " ", startingAt: 0),
                    "\(r.unit) \(notes)"].joined(separator: "  ")
        print(line)
        fflush(nil)
    }
}

MortarBench.main()
