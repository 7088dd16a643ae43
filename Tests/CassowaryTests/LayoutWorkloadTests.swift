import Foundation
import Testing

/// The solver on layout-shaped sequences (`LayoutWorkload`: a form resized and its rows hidden
/// and shown, a grid squeezed, splitters dragged past their limits, nested stacks, tables,
/// toolbars, dialogs, split views, responsive swaps, scrolled lists), checked at every layout
/// against the reference LP by the operation fuzz's runner: the required constraints hold,
/// every priority level is at its optimum, a call throws only where the reference finds the
/// required constraints contradict each other (tiny windows, a deliberately conflicting batch
/// member), nothing refused that the reference can satisfy. Unlike the operation fuzz, no
/// failure kind is a known issue here: these are the systems apps give the solver. A failure
/// prints the workload, the seed and a minimised reproducer.
///
/// `make test` runs seeds 1...5 of each at the sizes below (the first four 60 to 75 variables
/// and 125 to 145 constraints each); `CASSOWARY_LAYOUT_SEEDS=1...200` runs more,
/// `CASSOWARY_LAYOUT_SCALE=2` doubles the sizes, `CASSOWARY_LAYOUT_WORKLOADS=stacks,table` runs
/// only those.
@Suite("Layout-shaped workloads against a reference LP")
struct LayoutWorkloadTests {
    /// Rows of the form, the grid's side, the splitter tree's depth, the dashboard's rows, and
    /// the counts each of the others is built from (see its builder).
    static func size(of workload: LayoutWorkload, scale: Int) -> Int {
        switch workload {
        case .form: 12 * scale
        case .grid: 6 * scale
        case .splitters: 4 + scale
        case .dashboard: 2 * scale
        case .stacks: 2 * scale
        case .table: 4 * scale
        case .toolbar: 8 * scale
        case .dialog: 3 * scale
        case .splitViews: 6 * scale
        case .responsive: 3 * scale
        case .scrollList: 20 * scale
        }
    }

    @Test(arguments: LayoutWorkload.allCases)
    func layoutShapedSequencesMatchTheReference(_ workload: LayoutWorkload) {
        let environment = ProcessInfo.processInfo.environment
        let seeds = FuzzBudget.seeds(environment["CASSOWARY_LAYOUT_SEEDS"]) ?? 1...5
        let scale = max(1, Int(environment["CASSOWARY_LAYOUT_SCALE"] ?? "") ?? 1)
        let size = Self.size(of: workload, scale: scale)
        // `CASSOWARY_LAYOUT_WORKLOADS=stacks,table` runs only those; a name no workload has is
        // an error, not a run of nothing.
        if let list = environment["CASSOWARY_LAYOUT_WORKLOADS"], !list.isEmpty {
            let chosen = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let unknown = chosen.filter { LayoutWorkload(rawValue: $0) == nil }
            #expect(unknown.isEmpty, "CASSOWARY_LAYOUT_WORKLOADS names no workload \(unknown)")
            guard chosen.contains(workload.rawValue) else { return }
        }
        var steps = 0
        var minimizing = 0.0
        let budget = FuzzBudget(environment: environment)
        for seed in seeds {
            let written = workload.fuzzCase(seed: seed, size: size)
            let session = FuzzSession.run(written)
            steps += session.executedSteps
            guard let failure = session.failure else { continue }
            var text = "\(workload) seed \(seed), size \(size) (\(written.variableCount) variables, "
                + "\(written.specs.count) constraints): \(failure.kind): \(failure.message)"
            if minimizing < budget.minimizingTotal {
                let start = Date()
                if let (count, reproducer) = session.minimized(budget: budget.minimizing) {
                    text += "\nMinimised reproducer (\(count) steps):\n\n\(reproducer)"
                }
                minimizing += Date().timeIntervalSince(start)
            }
            Issue.record(Comment(rawValue: text))
        }
        print("Layout workload \(workload): seeds \(seeds.lowerBound)...\(seeds.upperBound), size \(size), \(steps) steps")
        #expect(steps > 0, "no step ran")
    }

    /// The workloads are what they say: the same seed writes the same case, and a form's rows,
    /// a grid's cells, a splitter tree's panes and a dashboard's panels give the variables
    /// counted here.
    @Test func workloadsAreDeterministicAndSized() {
        for workload in LayoutWorkload.allCases {
            let a = workload.fuzzCase(seed: 3, size: 4), b = workload.fuzzCase(seed: 3, size: 4)
            #expect(a.specs.map(\.swiftCall) == b.specs.map(\.swiftCall))
            #expect(a.steps.map { $0.operation.swiftCall(solver: "s") } == b.steps.map { $0.operation.swiftCall(solver: "s") })
            #expect(a.steps.contains { $0.checked })
        }
        #expect(LayoutWorkload.form.fuzzCase(seed: 1, size: 4).variableCount == 2 + 6 * 4)
        #expect(LayoutWorkload.grid.fuzzCase(seed: 1, size: 4).variableCount == 1 + 2 * 16)
        #expect(LayoutWorkload.splitters.fuzzCase(seed: 1, size: 3).variableCount == 2 + 2 * 7)
        #expect(LayoutWorkload.dashboard.fuzzCase(seed: 1, size: 4).variableCount == 3 + 9 * 16)
    }
}
