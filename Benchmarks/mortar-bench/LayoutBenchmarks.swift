import Mortar

/// L1–L3: a dashboard of 400 views (a 20 × 20 grid of boxed labels tied together with Mortar
/// operators) at 200 × 60, built and rendered (L1), resized through 40 sizes incrementally (L2),
/// and the same resizes with the whole screen rebuilt each time (L3).
@MainActor
enum LayoutBenchmarks {
    static let side = 20

    /// The 40 sizes L2 and L3 go through, around 200 × 60.
    static let sizes: [TermSize] = (0..<40).map { i in
        TermSize(width: 160 + (i * 7) % 81, height: 40 + (i * 3) % 31)
    }

    /// Builds the dashboard on a new screen: the boxed-label grid the G cases use too.
    static func build(width: Int, height: Int) -> TermScreen {
        GridBenchmarks.build(side: side, width: width, height: height).screen
    }

    /// Whether the render has every box's corner where the grid puts it.
    static func check(_ snapshot: TermSnapshot) -> Bool {
        let rows = snapshot.rows
        return rows.count == snapshot.height && rows.first?.hasPrefix("┌ 0 ") == true
            && rows.allSatisfy { TermText.displayWidth($0) == snapshot.width }
    }

    static func l1() -> BenchResult {
        var times: [Double] = []
        var ok = true
        for _ in 0..<21 {
            var snapshot: TermSnapshot?
            var screen: TermScreen?
            times.append(timeMicroseconds {
                screen = build(width: 200, height: 60)
                snapshot = screen?.render()
            })
            ok = ok && snapshot.map(check) == true
            screen = nil
        }
        return BenchResult(case: "L1", n: side * side, median_us: median(times), min_us: times.min() ?? .nan,
                           unit: "build+solve+render", checksum_ok: ok)
    }

    static func l2() -> BenchResult {
        var times: [Double] = []
        var ok = true
        for _ in 0..<11 {
            let screen = build(width: 200, height: 60)
            _ = screen.render()
            var last: TermSnapshot?
            times.append(timeMicroseconds {
                for size in sizes {
                    screen.resize(width: size.width, height: size.height)
                    last = screen.render()
                }
            } / Double(sizes.count))
            ok = ok && last.map(check) == true
        }
        return BenchResult(case: "L2", n: side * side, median_us: median(times), min_us: times.min() ?? .nan,
                           unit: "per resize (layout+render)", checksum_ok: ok)
    }

    static func l3() -> BenchResult {
        var times: [Double] = []
        var ok = true
        for _ in 0..<3 {
            var last: TermSnapshot?
            times.append(timeMicroseconds {
                for size in sizes { last = build(width: size.width, height: size.height).render() }
            } / Double(sizes.count))
            ok = ok && last.map(check) == true
        }
        return BenchResult(case: "L3", n: side * side, median_us: median(times), min_us: times.min() ?? .nan,
                           unit: "per resize, rebuilt", checksum_ok: ok)
    }
}
