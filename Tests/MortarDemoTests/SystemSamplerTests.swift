import Foundation
import MortarDemoKit
import Testing

/// A procfs in a temporary directory, written file by file.
private struct FakeProc {
    let root = NSTemporaryDirectory() + "mortar-fake-proc-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"

    func write(_ path: String, _ text: String) throws {
        let url = URL(fileURLWithPath: root).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    /// One reading: total and per-core jiffies, memory, load, uptime, network, two processes.
    func reading(busy: Int, idle: Int, rx: Int, tx: Int, processTicks: Int) throws {
        try write("stat", """
            cpu  \(busy * 2) 0 0 \(idle * 2) 0 0 0 0 0 0
            cpu0 \(busy) 0 0 \(idle) 0 0 0 0 0 0
            cpu1 \(busy) 0 0 \(idle) 0 0 0 0 0 0
            intr 1 2 3
            """)
        try write("meminfo", """
            MemTotal: 1000 kB
            MemFree: 100 kB
            MemAvailable: 400 kB
            Buffers: 20 kB
            Cached: 230 kB
            SwapTotal: 200 kB
            SwapFree: 50 kB

            """)
        try write("loadavg", "0.50 0.25 0.10 1/79 123\n")
        try write("uptime", "3725.50 1000.00\n")
        try write("net/dev", """
            Inter-|   Receive                                                |  Transmit
             face |bytes    packets errs drop fifo frame compressed multicast|bytes    packets errs drop fifo colls carrier compressed
                lo: 999999 1 0 0 0 0 0 0 999999 1 0 0 0 0 0 0
              eth0: \(rx) 10 0 0 0 0 0 0 \(tx) 10 0 0 0 0 0 0
            """)
        // A name with spaces and parentheses, as /proc allows.
        try write("42/stat", "42 (my (odd) name) R 1 42 42 0 -1 0 0 0 0 0 \(processTicks) \(processTicks) 0 0 20 0 1 0 100 1000 25 0\n")
        try write("7/stat", "7 (idle) S 0 7 7 0 -1 0 0 0 0 0 1 1 0 0 20 0 1 0 100 1000 2 0\n")
        try write("self", "")                                  // not a pid: ignored
    }
}

@Suite("The demo's /proc sampler")
struct SystemSamplerTests {
    @Test func readingsAndRatesFromProc() throws {
        let proc = FakeProc()
        defer { proc.remove() }
        let sampler = SystemSampler(root: proc.root, ticksPerSecond: 100)
        try proc.reading(busy: 100, idle: 300, rx: 1000, tx: 500, processTicks: 10)
        let first = sampler.sample(at: 10)
        #expect(first.cores == [0, 0] && !first.hasRates)      // no rates from a single reading
        #expect(first.memoryTotal == 1_024_000 && first.memoryUsed == 614_400)
        #expect(first.memoryFree == 102_400 && first.memoryCached == 256_000)   // buffers and page cache
        #expect(first.swapUsed == 153_600)
        #expect(first.load == [0.5, 0.25, 0.1])
        #expect(first.uptime == 3725.5)
        #expect(first.receiveRate == 0)
        #expect(first.processes.map(\.name).sorted() == ["idle", "my (odd) name"])
        #expect(first.processes.map(\.parentPID).sorted() == [0, 1])           // field 4, after the name

        try proc.reading(busy: 150, idle: 350, rx: 3000, tx: 1500, processTicks: 35)
        let second = sampler.sample(at: 12)
        #expect(second.hasRates)
        #expect(second.cores == [0.5, 0.5])                    // 50 busy of 100 jiffies on each core
        #expect(second.totalCPU == 0.5)
        #expect(second.receiveRate == 1000 && second.transmitRate == 500)   // bytes per second, lo excluded
        let busiest = try #require(second.processes.first)
        #expect(busiest.pid == 42 && busiest.state == "R")
        #expect(busiest.cpuPercent == 25)                      // 50 ticks over 2 s at 100 ticks/s
        #expect(busiest.residentBytes == 25 * Int(sysconf(Int32(_SC_PAGESIZE))))
    }

    @Test func aMissingProcGivesAnEmptyReadingNotACrash() {
        let sampler = SystemSampler(root: "/nonexistent-proc")
        let snapshot = sampler.sample()
        #expect(snapshot.cores.isEmpty && snapshot.processes.isEmpty && snapshot.memoryTotal == 0)
        #expect(snapshot.disks.isEmpty)
    }

    @Test func disksAreTheLocalFileSystemsInTheMountTable() throws {
        let proc = FakeProc()
        defer { proc.remove() }
        try proc.write("mounts", """
            overlay / overlay rw,relatime,lowerdir=/a:/b 0 0
            proc /proc proc rw,nosuid,nodev,noexec,relatime 0 0
            tmpfs /dev tmpfs rw,nosuid,size=65536k,mode=755 0 0
            /dev/sda1 /etc/hosts ext4 rw,relatime 0 0
            /dev/sda1 /etc/hostname ext4 rw,relatime 0 0
            /dev/nvme0n1p2 /mnt/my\\040disk xfs rw 0 0
            server:/export /net nfs4 rw 0 0
            /dev/loop3 /snap/core/1 squashfs ro 0 0
            /dev/sdb1 /broken ext4 rw 0 0
            /dev/sdc1 /empty ext4 rw 0 0
            garbage

            """)
        var asked: [String] = []
        let sampler = SystemSampler(root: proc.root) { mount in
            asked.append(mount)
            switch mount {
            case "/": return (total: 1000, available: 250)
            case "/etc/hosts": return (total: 4000, available: 5000)        // more than all: capped
            case "/mnt/my disk": return (total: 2000, available: 2000)
            case "/empty": return (total: 0, available: 0)
            default: return nil                                           // unreadable: left out
            }
        }
        let disks = sampler.sample(at: 1).disks
        // Virtual, memory, network and image file systems are never measured; a device mounted
        // twice (a bind mount) is measured once.
        #expect(asked == ["/", "/etc/hosts", "/mnt/my disk", "/broken", "/empty"])
        #expect(disks == [
            .init(mountPoint: "/", totalBytes: 1000, availableBytes: 250),
            .init(mountPoint: "/etc/hosts", totalBytes: 4000, availableBytes: 4000),
            .init(mountPoint: "/mnt/my disk", totalBytes: 2000, availableBytes: 2000),
        ])
        #expect(disks.map(\.usedFraction) == [0.75, 0, 0])
    }

    @Test func theRealRootFileSystemIsMeasured() {
        // statvfs on this machine's own mounts: whatever they are, nothing crashes and every
        // reading is consistent.
        for disk in SystemSampler().sample().disks {
            #expect(disk.totalBytes > 0 && disk.availableBytes <= disk.totalBytes)
        }
    }

    @Test func formatting() {
        #expect(Formatting.bytes(512) == "512 B")
        #expect(Formatting.bytes(1536) == "1.5 KiB")
        #expect(Formatting.bytes(24 * 1_073_741_824) == "24 GiB")
        #expect(Formatting.bytes(-.infinity) == "0 B")
        #expect(Formatting.duration(3725.5) == "1h 02m")
        #expect(Formatting.duration(90061) == "1d 1h 01m")
        #expect(Formatting.duration(65) == "1m 05s")
        // 0.125 is exact in binary, so this is a true tie: it rounds away from zero, as by hand.
        #expect(Formatting.fixed(0.125, 2) == "0.13")
        #expect(Formatting.fixed(-0.125, 2) == "-0.13")
        #expect(Formatting.fixed(-1.5, 1) == "-1.5")
    }
}
