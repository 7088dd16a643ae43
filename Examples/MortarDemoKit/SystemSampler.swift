import Foundation

/// Reads ``SystemSnapshot``s from a procfs directory (`/proc`, or a copy for tests). Rates are
/// differences between consecutive readings, so the first reading shows none.
public final class SystemSampler {
    /// A file system's size and the bytes still available in it, or nil if it cannot be read.
    public typealias SpaceReader = (_ mountPoint: String) -> (total: Int, available: Int)?

    private let root: URL
    private let ticksPerSecond: Double
    private let space: SpaceReader
    private var previousCores: [(busy: Double, total: Double)] = []
    private var previousNet: (rx: Double, tx: Double, time: Double)?
    private var previousProcessTicks: [Int: Double] = [:]
    private var previousTime: Double?

    /// A sampler of the procfs at `root`; `space` measures the mounted file systems it lists
    /// (`statvfs` unless a test gives its own).
    public init(root: String = "/proc", ticksPerSecond: Double? = nil, space: SpaceReader? = nil) {
        self.root = URL(fileURLWithPath: root)
        self.ticksPerSecond = ticksPerSecond ?? Double(max(1, sysconf(Int32(_SC_CLK_TCK))))
        self.space = space ?? SystemSampler.statvfsSpace
    }

    /// Takes a reading at `time` (seconds, any monotonic origin).
    public func sample(at time: Double = ProcessInfo.processInfo.systemUptime) -> SystemSnapshot {
        var snapshot = SystemSnapshot()
        snapshot.hasRates = previousTime != nil
        readCPU(into: &snapshot)
        readMemory(into: &snapshot)
        let load = read("loadavg").split(separator: " ").prefix(3).compactMap { Double($0) }
        if load.count == 3 { snapshot.load = load }
        snapshot.uptime = Double(read("uptime").split(separator: " ").first ?? "") ?? 0
        readNetwork(into: &snapshot, time: time)
        readProcesses(into: &snapshot, time: time)
        snapshot.disks = SystemSampler.diskMounts(read("mounts")).compactMap { mount in
            guard let size = space(mount), size.total > 0 else { return nil }
            return .init(mountPoint: mount, totalBytes: size.total,
                         availableBytes: max(0, min(size.total, size.available)))
        }
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
        snapshot.memoryFree = values["MemFree"] ?? 0
        snapshot.memoryCached = (values["Buffers"] ?? 0) + (values["Cached"] ?? 0)
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
                                   residentBytes: Int(rss * pageSize), parentPID: Int(rest[1]) ?? 0))
        }
        previousProcessTicks = ticks
        snapshot.processes = processes.sorted {
            $0.cpuPercent != $1.cpuPercent ? $0.cpuPercent > $1.cpuPercent : $0.pid < $1.pid
        }
    }

    /// The disk file systems that a mount table (`/proc/mounts` text) lists, by mount point: local
    /// ones only (no virtual, memory, network or read-only image file systems, which are not
    /// worth a bar and may hang or cost to measure), the first mount of each device (bind mounts
    /// repeat it).
    static func diskMounts(_ table: String) -> [String] {
        let local: Set<String> = ["ext2", "ext3", "ext4", "xfs", "btrfs", "zfs", "f2fs", "jfs", "reiserfs", "vfat",
                                  "exfat", "ntfs", "ntfs3", "fuseblk", "bcachefs", "overlay", "hfsplus", "apfs"]
        var devices: Set<String> = [], mounts: [String] = []
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 3, local.contains(String(fields[2])) else { continue }
            let device = String(fields[0])
            guard devices.insert(device).inserted else { continue }
            mounts.append(unescaped(fields[1]))
        }
        return mounts
    }

    /// A mount table field with its octal escapes (`\040` for a space) decoded.
    private static func unescaped(_ field: Substring) -> String {
        let utf8 = Array(field.utf8)
        var bytes: [UInt8] = [], i = 0
        while i < utf8.count {
            if utf8[i] == UInt8(ascii: "\\"), i + 3 < utf8.count,
               let code = UInt8(String(decoding: utf8[(i + 1)...(i + 3)], as: UTF8.self), radix: 8) {
                bytes.append(code)
                i += 4
            } else {
                bytes.append(utf8[i])
                i += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `statvfs`'s answer for `mountPoint`: blocks by fragment size, available to unprivileged users.
    private static func statvfsSpace(_ mountPoint: String) -> (total: Int, available: Int)? {
        var info = statvfs()
        guard statvfs(mountPoint, &info) == 0 else { return nil }
        let block = Int(info.f_frsize > 0 ? info.f_frsize : info.f_bsize)
        return (Int(info.f_blocks) * block, Int(info.f_bavail) * block)
    }
}
