import Foundation
import Mortar
import MortarDemoKit

/// The boxed-label grid of issue 14, the scenario compared with FTXUI and Textual: an N × N
/// grid of bordered boxes, each holding a label, on a 200 × 60 screen, at N = 20 and N = 40.
///
/// - `GL1`: build the views and constraints, first layout, first frame.
/// - `GL2`: one resize, alternating 200 × 60 and 160 × 50.
/// - `GSAME`: one label's text changes to another of the same length.
/// - `GNEW`: one label's text changes to one of a different length.
///
/// The median and minimum are the model's time per operation (the change, layout and render
/// into a canvas). `paint_us` is the median time of painting that frame through ncurses into a
/// pseudo-terminal, `bytes` the median bytes the terminal received per operation. Every
/// operation follows a paint and a wait of at least 40 ms for the terminal's output to settle,
/// long enough for this machine's caches to lose the grid; GL2's `back_to_back_us` is the
/// median of the same resizes run one after another, without painting or waiting. At N = 40
/// the boxes are too short to show their labels, so a label change sends nothing.
@MainActor
enum GridBenchmarks {
    /// The grid on a new screen and its labels, row by row (``BoxedLabelGrid``).
    static func build(side: Int, width: Int, height: Int) -> (screen: TermScreen, labels: [TermLabel]) {
        let grid = BoxedLabelGrid.build(side: side, width: width, height: height)
        return (grid.screen, grid.labels)
    }

    /// Whether every row of the render is exactly as wide as the screen and, where the boxes
    /// are at least 2 rows tall (a border needs two), the first box's corner is at the origin.
    /// At N = 40 the boxes are 1.5 rows tall at 60 rows and 1.25 at 50: some show no border
    /// and no label, as the grid has it.
    static func check(_ snapshot: TermSnapshot, side: Int) -> Bool {
        let rows = snapshot.rows
        return rows.count == snapshot.height
            && (snapshot.height < 2 * side || rows.first?.hasPrefix("┌") == true)
            && rows.allSatisfy { TermText.displayWidth($0) == snapshot.width }
    }

    static func run(sides: [Int]) throws -> [BenchResult] {
        let pty = try TerminalBenchmarks.CountingPTY(width: 200, height: 60)
        let display = try TermDisplay(inputFD: pty.slave, outputFD: pty.slave, term: "xterm-256color")
        try display.open()
        defer { display.close() }
        _ = pty.settledCount()
        var results: [BenchResult] = []
        for side in sides { results += try run(side: side, pty: pty, display: display) }
        return results
    }

    /// Times of the model, of painting, and the bytes painting sent, per operation.
    private struct Samples {
        var model: [Double] = []
        var paint: [Double] = []
        var bytes: [Double] = []
        var ok = true
        /// Figures of the case's own, printed beside painting's.
        var extra: [String: Double] = [:]

        func result(_ name: String, _ side: Int, _ unit: String) -> BenchResult {
            BenchResult(case: name, n: side, median_us: median(model), min_us: model.min() ?? .nan, unit: unit,
                        checksum_ok: ok,
                        extra: extra.merging(["paint_us": median(paint), "bytes": median(bytes)]) { own, _ in own })
        }
    }

    private static func run(side: Int, pty: TerminalBenchmarks.CountingPTY, display: TermDisplay) throws -> [BenchResult] {
        func paint(_ snapshot: TermSnapshot, force: Bool, into samples: inout Samples) {
            let before = pty.settledCount()
            samples.paint.append(timeMicroseconds { display.paint(snapshot, force: force) })
            samples.bytes.append(Double(pty.settledCount() - before))
            samples.ok = samples.ok && check(snapshot, side: side)
        }

        var l1 = Samples()
        var built: (screen: TermScreen, labels: [TermLabel])?
        for _ in 0..<(side <= 20 ? 11 : 5) {
            built = nil
            var snapshot: TermSnapshot?
            l1.model.append(timeMicroseconds {
                built = build(side: side, width: 200, height: 60)
                snapshot = built?.screen.render()
            })
            if let snapshot { paint(snapshot, force: true, into: &l1) } else { l1.ok = false }
        }
        guard let (screen, labels) = built else { throw BenchError("the grid was not built") }

        var l2 = Samples()
        for i in 0..<20 {
            let size = i % 2 == 0 ? TermSize(width: 160, height: 50) : TermSize(width: 200, height: 60)
            pty.resize(width: size.width, height: size.height)
            _ = display.refreshSize()
            var snapshot: TermSnapshot?
            l2.model.append(timeMicroseconds {
                screen.resize(width: size.width, height: size.height)
                snapshot = screen.render()
            })
            if let snapshot { paint(snapshot, force: true, into: &l2) }
        }
        // The same resizes back to back, with nothing painted or waited for in between: the
        // figure above follows a paint and the wait for the terminal to settle (tens of
        // milliseconds), after which this machine's caches no longer hold the grid.
        var backToBack: [Double] = []
        var last: TermSnapshot?
        for i in 0..<20 {
            let size = i % 2 == 0 ? TermSize(width: 160, height: 50) : TermSize(width: 200, height: 60)
            var snapshot: TermSnapshot?
            backToBack.append(timeMicroseconds {
                screen.resize(width: size.width, height: size.height)
                snapshot = screen.render()
            })
            last = snapshot
        }
        // The last frame only, checked after: reading a frame's rows as text between the
        // resizes, or keeping every frame, would take the grid out of the cache.
        l2.ok = l2.ok && last.map { check($0, side: side) } == true
        l2.extra["back_to_back_us"] = median(backToBack)
        pty.resize(width: 200, height: 60)
        _ = display.refreshSize()

        let label = labels[(side / 2) * side + side / 2]
        let original = label.text
        func change(_ texts: [String]) -> Samples {
            var samples = Samples()
            for i in 0..<40 {
                var snapshot: TermSnapshot?
                samples.model.append(timeMicroseconds {
                    label.text = texts[i % texts.count]
                    snapshot = screen.render()
                })
                if let snapshot { paint(snapshot, force: false, into: &samples) }
            }
            return samples
        }
        // Same length: one character differs. New length: one character more, then back.
        let same = change(["x" + original.dropFirst(), original])
        let longer = change([original + "+", original])
        return [
            l1.result("GL1", side, "ms build+layout+first frame"),
            l2.result("GL2", side, "ms per resize 200x60<->160x50"),
            same.result("GSAME", side, "ms one label, same length"),
            longer.result("GNEW", side, "ms one label, new length"),
        ]
    }
}
