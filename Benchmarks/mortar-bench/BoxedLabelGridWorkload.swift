import Cassowary
import CassowaryWorkloads

extension SolverBenchmarks {
    /// W9: the boxed-label grid's solver part (`CassowaryWorkloads.BoxedLabelGridWorkload`) at
    /// sides 20 and 40: each build a first layout's batch on a fresh solver at 200 × 60, then 20
    /// resizes between 160 × 50 and 200 × 60. The figure is the median build; the median resize,
    /// the median build adding one constraint at a time (side 20 only) and kiwi's figures
    /// (``w9Kiwi``) beside it. The check: every answer the optimum.
    static func w9() -> [BenchResult] {
        [(20, 11), (40, 5)].map { side, builds in
            var batchBuilds: [Double] = [], oneByOne: [Double] = [], resizes: [Double] = []
            var ok = true
            for round in 0..<builds {
                let system = BoxedLabelGridWorkload.system(side: side)
                let solver = Solver()
                do {
                    batchBuilds.append(try timeMicroseconds {
                        try BoxedLabelGridWorkload.build(system, on: solver, width: 200, height: 60)
                    })
                    ok = ok && BoxedLabelGridWorkload.check(system, solver, width: 200, height: 60)
                    for i in 0..<20 {
                        let size = BoxedLabelGridWorkload.sizes[(i + 1) % 2]
                        resizes.append(try timeMicroseconds {
                            try BoxedLabelGridWorkload.resize(system, on: solver, width: size.width, height: size.height)
                        })
                        ok = ok && BoxedLabelGridWorkload.check(system, solver, width: size.width, height: size.height)
                    }
                    // One constraint at a time, the way kiwi adds them: at side 20, three builds.
                    if side == 20 && round < 3 {
                        let fresh = Solver()
                        oneByOne.append(try timeMicroseconds {
                            try BoxedLabelGridWorkload.build(system, on: fresh, width: 200, height: 60, batch: false)
                        })
                        ok = ok && BoxedLabelGridWorkload.check(system, fresh, width: 200, height: 60)
                    }
                } catch {
                    ok = false
                }
            }
            var extra = ["resize_us": median(resizes)]
            if !oneByOne.isEmpty { extra["one_by_one_us"] = median(oneByOne) }
            if let kiwi = w9Kiwi[side] {
                extra["kiwi_us"] = kiwi.build
                extra["kiwi_resize_us"] = kiwi.resize
            }
            return BenchResult(case: "W9", n: side, median_us: median(batchBuilds), min_us: batchBuilds.min() ?? .nan,
                               unit: "per build (a grid of \(side) × \(side) boxed labels)", checksum_ok: ok, extra: extra)
        }
    }

    /// kiwi's figures for W9, not measured by this program: `Benchmarks/kiwi/w9.cpp` (the same
    /// system in the same order, one constraint at a time) against kiwi 1.4.2, g++ 12.2.0 -O2, on
    /// this project's machine kind on 2026-12-06, the first of two runs of three builds (the second
    /// within 3%): the median build and resize, in microseconds. Side 40 is not measured: a build
    /// at side 20 takes seconds.
    static let w9Kiwi: [Int: (build: Double, resize: Double)] = [
        20: (build: 6_707_604, resize: 480.4),
    ]
}
