import CNcurses
import Foundation
import Mortar
import MortarDemoKit

/// T1–T2: what reaches a real terminal. The demo's Overview at 200 × 60 is painted through
/// ncurses into a pseudo-terminal whose other end counts the bytes: T1 per kind of frame (first
/// paint, unchanged, one cell, a new reading, a resize), T2 the time of a frame (a new reading:
/// layout, render, diff and paint).
@MainActor
enum TerminalBenchmarks {
    /// A pseudo-terminal whose master side is drained by a thread that counts bytes.
    final class CountingPTY: @unchecked Sendable {
        let master: Int32
        let slave: Int32
        private let lock = NSLock()
        private var total = 0

        init(width: Int, height: Int) throws {
            var m: Int32 = -1, s: Int32 = -1
            guard cnc_open_pty(Int32(height), Int32(width), &m, &s) == 0 else {
                throw BenchError("cannot open a pseudo-terminal")
            }
            master = m
            slave = s
            let thread = Thread { [self] in drain() }
            thread.start()
        }

        func resize(width: Int, height: Int) {
            _ = cnc_set_window_size(slave, Int32(height), Int32(width))
        }

        private func drain() {
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let n = read(master, &buffer, buffer.count)
                if n <= 0 { return }
                lock.withLock { total += n }
            }
        }

        /// Bytes received so far, once the stream has been quiet for a moment.
        func settledCount() -> Int {
            var last = -1
            while true {
                usleep(20_000)
                let now = lock.withLock { total }
                if now == last { return now }
                last = now
            }
        }
    }

    /// A fixed reading, so byte counts do not depend on the machine.
    static func reading(_ step: Int) -> SystemSnapshot {
        var snapshot = SystemSnapshot()
        snapshot.cores = (0..<8).map { core in 0.5 + 0.45 * sin(Double(step + core * 3) / 2) }
        snapshot.totalCPU = snapshot.cores.reduce(0, +) / 8
        snapshot.memoryTotal = 16 << 30
        snapshot.memoryAvailable = (9 << 30) - step * (1 << 20)
        snapshot.swapTotal = 4 << 30
        snapshot.swapFree = 3 << 30
        snapshot.load = [1.5 + Double(step % 5) / 10, 1.2, 0.9]
        snapshot.uptime = 86_400 + Double(step)
        snapshot.receiveRate = Double(1000 * (step % 7))
        snapshot.transmitRate = Double(300 * (step % 3))
        snapshot.processes = (0..<200).map { (i: Int) -> SystemSnapshot.Process in
            let cpu = Double((i * 37 + step * 11) % 1000) / 10
            let state = i % 9 == 0 ? "R" : "S"
            return SystemSnapshot.Process(pid: 100 + i, name: "process-\(i)", state: state, cpuPercent: cpu,
                                          residentBytes: i * 397_312)
        }.sorted { $0.cpuPercent > $1.cpuPercent }
        return snapshot
    }

    static func run() throws -> [BenchResult] {
        let pty = try CountingPTY(width: 200, height: 60)
        let display = try TermDisplay(inputFD: pty.slave, outputFD: pty.slave, term: "xterm-256color")
        try display.open()
        defer { display.close() }
        let screen = TermScreen(width: 200, height: 60)
        let dashboard = Dashboard(screen: screen)
        dashboard.update(reading(0))
        var counts: [String: Double] = [:]
        func measure(_ name: String, force: Bool = false, _ change: () -> Void) {
            change()
            let before = pty.settledCount()
            display.paint(screen.render(), force: force)
            counts[name] = Double(pty.settledCount() - before)
        }
        let opened = pty.settledCount()
        measure("first_frame") {}
        measure("unchanged") {}
        measure("one_cell") { dashboard.tick() }                       // the header's spinner
        measure("new_reading") { dashboard.update(reading(1)) }
        measure("resize_160x50", force: true) {
            pty.resize(width: 160, height: 50)
            let size = display.refreshSize()
            screen.resize(width: size.width, height: size.height)
        }
        counts["open"] = Double(opened)
        let bytes = BenchResult(case: "T1", n: 200 * 60, median_us: 0, min_us: 0, unit: "bytes per frame",
                                checksum_ok: counts["unchanged"] == 0, extra: counts)

        pty.resize(width: 200, height: 60)
        let size = display.refreshSize()
        screen.resize(width: size.width, height: size.height)
        display.paint(screen.render(), force: true)
        // The readings are made before the clock starts: generating and sorting 200 made-up
        // processes is the harness's stand-in for reading the system, not part of a frame (it was
        // timed until 2026-11-26, and was a third of the figure, half of it the main actor's
        // isolation check on the sort's closure).
        let readings = (2..<62).map { reading($0) }
        var times: [Double] = []
        for snapshot in readings {
            times.append(timeMicroseconds {
                dashboard.update(snapshot)
                display.paint(screen.render())
            })
        }
        _ = pty.settledCount()
        let frame = BenchResult(case: "T2", n: 200 * 60, median_us: median(times), min_us: times.min() ?? .nan,
                                unit: "per Overview frame (update, layout, render, paint)", checksum_ok: true)
        return [bytes, frame]
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
