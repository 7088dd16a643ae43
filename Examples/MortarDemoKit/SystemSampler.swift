import Foundation

/// Reads ``SystemSnapshot``s from a procfs directory (`/proc`, or a copy for tests). Rates are
/// differences between consecutive readings, so the first reading shows none.
public final class SystemSampler {
    private let root: URL
    private let ticksPerSecond: Double
    private var previousCores: [(busy: Double, total: Double)] = []
    private var previousNet: (rx: Double, tx: Double, time: Double)?
    private var previousProcessTicks: [Int: Double] = [:]
    private var previousTime: Double?

    /// A sampler of the procfs at `root`.
    public init(root: String = "/proc", ticksPerSecond: Double? = nil) {
        self.root = URL(fileURLWithPath: root)
        self.ticksPerSecond = ticksPerSecond ?? Double(max(1, sysconf(Int32(_SC_CLK_TCK))))
    }

    /// Takes a reading at `time` (seconds, any monotonic origin).
    public func sample(at time: Double = ProcessInfo.processInfo.systemUptime) -> SystemSnapshot {
        var snapshot = SystemSnapshot()
        readCPU(into: &snapshot)
        readMemory(into: &snapshot)
        let load = read("loadavg").split(separator: " ").prefix(3).compactMap { Double($0) }
        if load.count == 3 { snapshot.load = load }
        snapshot.uptime = Double(read("uptime").split(separator: " ").first ?? "") ?? 0
        readNetwork(into: &snapshot, time: time)
        readProcesses(into: &snapshot, time: time)
        previousTime = time
        return snapshot
    }

    private func read(_ path: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    private func readCPU(into snapshot: inout SystemSnapshot) {
        var cores: [(busy: Double, total: Double)] = []
        var all: (busy: Double, total: Double)?
        for line in read("stat").split(separator: "\n") where line.hasPrefix("cpu") {
            let fields = line.split(separator: " ")
            let values = fields.dropFirst().compactMap { Double($0) }
            guard values.count >= 4 else { continue }
            let idle = values[3] + (values.count > 4 ? values[4] : 0)      // idle + iowait
            let total = values.prefix(8).reduce(0, +)                       // without guest time
            if fields[0] == "cpu" { all = (total - idle, total) } else { cores.append((total - idle, total)) }
        }
        func fraction(_ now: (busy: Double, total: Double), _ before: (busy: Double, total: Double)?) -> Double {
            guard let before, now.total > before.total else { return 0 }
            return min(1, max(0, (now.busy - before.busy) / (now.total - before.total)))
        }
        let before = previousCores
        snapshot.cores = cores.indices.map { fraction(cores[$0], $0 + 1 < before.count ? before[$0 + 1] : nil) }
        snapshot.totalCPU = all.map { fraction($0, before.first) } ?? 0
        previousCores = (all.map { [$0] } ?? [(0, 0)]) + cores
    }

    private func readMemory(into snapshot: inout SystemSnapshot) {
        var values: [String: Int] = [:]
        for line in read("meminfo").split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let number = parts[1].split(separator: " ").first.flatMap { Int($0) } ?? 0
            values[String(parts[0])] = number * 1024
        }
        snapshot.memoryTotal = values["MemTotal"] ?? 0
        snapshot.memoryAvailable = values["MemAvailable"] ?? values["MemFree"] ?? 0
        snapshot.swapTotal = values["SwapTotal"] ?? 0
        snapshot.swapFree = values["SwapFree"] ?? 0
    }

    private func readNetwork(into snapshot: inout SystemSnapshot, time: Double) {
        var rx = 0.0, tx = 0.0
        for line in read("net/dev").split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) != "lo" else { continue }
            let fields = parts[1].split(separator: " ").compactMap { Double($0) }
            guard fields.count >= 9 else { continue }
            rx += fields[0]
            tx += fields[8]
        }
        if let previous = previousNet, time > previous.time {
            snapshot.receiveRate = max(0, (rx - previous.rx) / (time - previous.time))
            snapshot.transmitRate = max(0, (tx - previous.tx) / (time - previous.time))
        }
        previousNet = (rx, tx, time)
    }

    private func readProcesses(into snapshot: inout SystemSnapshot, time: Double) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        let elapsed = previousTime.map { time - $0 } ?? 0
        let pageSize = Double(sysconf(Int32(_SC_PAGESIZE)))
        var ticks: [Int: Double] = [:]
        var processes: [SystemSnapshot.Process] = []
        for entry in entries {
            guard let pid = Int(entry) else { continue }
            let stat = read("\(entry)/stat")
            // The name is in parentheses and may hold spaces or parentheses: split at the last ")".
            guard let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { continue }
            let name = String(stat[stat.index(after: open)..<close])
            let rest = stat[stat.index(after: close)...].split(separator: " ")
            guard rest.count > 22, let utime = Double(rest[11]), let stime = Double(rest[12]),
                  let rss = Double(rest[21]) else { continue }
            let used = utime + stime
            ticks[pid] = used
            var cpu = 0.0
            if elapsed > 0, let before = previousProcessTicks[pid] {
                cpu = max(0, (used - before) / ticksPerSecond / elapsed * 100)
            }
            processes.append(.init(pid: pid, name: name, state: String(rest[0]), cpuPercent: cpu,
                                   residentBytes: Int(rss * pageSize)))
        }
        previousProcessTicks = ticks
        snapshot.processes = processes.sorted {
            $0.cpuPercent != $1.cpuPercent ? $0.cpuPercent > $1.cpuPercent : $0.pid < $1.pid
        }
    }
}
