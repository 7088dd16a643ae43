import Cassowary
import CassowaryWorkloads

/// W8's runs, timed: the rows are `CassowaryWorkloads.RowOfBoxesWorkload`'s.
extension RowOfBoxesWorkload {
    /// One row's run, in microseconds: the build (constraints, edit variables, first
    /// suggestions, publication), each resize and each change of the gap (a suggestion and a
    /// publication); and whether every answer was the optimum.
    struct Run {
        var build: Double
        var resizes: [Double]
        var gapChanges: [Double]
        var ok: Bool
    }

    static func run(boxes: Int, seed: UInt64) -> Run {
        let system = system(boxes: boxes, seed: seed)
        let solver = Solver()
        var result = Run(build: 0, resizes: [], gapChanges: [], ok: true)
        do {
            try run(system, on: solver, measuring: { step, work in
                let time = try timeMicroseconds(work)
                switch step {
                case .build: result.build = time
                case .resize: result.resizes.append(time)
                case .gapChange: result.gapChanges.append(time)
                }
            }, after: { _, window, gap in
                // Outside the timed work: reading every value is not the solver's time.
                result.ok = result.ok && check(system, solver, window: window, gap: gap)
            })
        } catch {
            result.ok = false
        }
        return result
    }
}

extension SolverBenchmarks {
    /// W8: rows of 100 boxes (seeds 1–5) and of 400 (seed 1), each built once, resized
    /// ``RowOfBoxesWorkload/resizes`` times and its gap changed six times. The figure is the median
    /// resize; the slowest resize, the median build and gap change beside it, and kiwi's
    /// figures (``w8Kiwi``) where measured. The check: every answer the optimum.
    static func w8() -> [BenchResult] {
        [(100, 1...5 as ClosedRange<UInt64>), (400, 1...1)].map { boxes, seeds in
            var builds: [Double] = [], resizes: [Double] = [], gapChanges: [Double] = []
            var ok = true
            for seed in seeds {
                let run = RowOfBoxesWorkload.run(boxes: boxes, seed: seed)
                builds.append(run.build)
                resizes += run.resizes
                gapChanges += run.gapChanges
                ok = ok && run.ok
            }
            var extra = ["build_us": median(builds), "resize_max_us": resizes.max() ?? .nan,
                         "gap_us": median(gapChanges)]
            if let kiwi = w8Kiwi[boxes] {
                extra["kiwi_us"] = kiwi.resize
                extra["kiwi_resize_max_us"] = kiwi.resizeMax
                extra["kiwi_build_us"] = kiwi.build
                extra["kiwi_gap_us"] = kiwi.gap
            }
            return BenchResult(case: "W8", n: boxes, median_us: median(resizes), min_us: resizes.min() ?? .nan,
                               unit: "per resize (a row of \(boxes) boxes)", checksum_ok: ok, extra: extra)
        }
    }

    /// kiwi's figures for W8, not measured by this program: `Benchmarks/kiwi/w8.cpp` (the same rows,
    /// draws and order) against kiwi 1.4.2, g++ 12.2.0 -O2, on this project's machine kind on
    /// 2026-12-06, the first of two runs (the second within 5%): the median resize, the slowest,
    /// the median build and gap change, in microseconds.
    static let w8Kiwi: [Int: (build: Double, resize: Double, resizeMax: Double, gap: Double)] = [
        100: (build: 36_757, resize: 5_661, resizeMax: 17_495, gap: 2_504),
        400: (build: 3_274_059, resize: 311_096, resizeMax: 776_580, gap: 91_331),
    ]
}
