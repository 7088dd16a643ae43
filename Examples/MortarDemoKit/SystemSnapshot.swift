import Foundation

/// What the dashboard shows, read from `/proc`: one reading, with rates computed against the
/// previous one.
public struct SystemSnapshot: Sendable, Equatable {
    /// One process.
    public struct Process: Sendable, Equatable {
        /// The process id.
        public var pid: Int
        /// Its command name.
        public var name: String
        /// The state letter (R running, S sleeping, ...).
        public var state: String
        /// Share of one CPU since the previous reading, in percent.
        public var cpuPercent: Double
        /// Resident memory in bytes.
        public var residentBytes: Int
        /// The parent's process id (0 for the first process and the kernel's threads' parent).
        public var parentPID: Int

        /// Creates a process entry.
        public init(pid: Int, name: String, state: String, cpuPercent: Double, residentBytes: Int,
                    parentPID: Int = 0) {
            self.pid = pid
            self.name = name
            self.state = state
            self.cpuPercent = cpuPercent
            self.residentBytes = residentBytes
            self.parentPID = parentPID
        }
    }

    /// One mounted file system's space.
    public struct Disk: Sendable, Equatable {
        /// Where it is mounted.
        public var mountPoint: String
        /// Its size in bytes.
        public var totalBytes: Int
        /// The bytes an unprivileged user can still write.
        public var availableBytes: Int

        /// Creates a disk entry.
        public init(mountPoint: String, totalBytes: Int, availableBytes: Int) {
            self.mountPoint = mountPoint
            self.totalBytes = totalBytes
            self.availableBytes = availableBytes
        }

        /// Bytes in use (total minus available).
        public var usedBytes: Int { max(0, totalBytes - availableBytes) }
        /// The share in use, 0...1 (0 for an empty file system).
        public var usedFraction: Double { totalBytes > 0 ? min(1, Double(usedBytes) / Double(totalBytes)) : 0 }
    }

    /// Whether the rates (CPU, network, processes' CPU) are measured against a previous reading;
    /// false for a sampler's first, whose rates are 0 for want of one.
    public var hasRates = true
    /// Busy fraction of each core since the previous reading (0...1).
    public var cores: [Double] = []
    /// Busy fraction of all cores together.
    public var totalCPU: Double = 0
    /// Memory in bytes, and how much is available for new work.
    public var memoryTotal = 0
    /// See ``memoryTotal``.
    public var memoryAvailable = 0
    /// Memory in bytes that nothing uses at all (MemFree).
    public var memoryFree = 0
    /// Memory in bytes holding file data the kernel can drop (buffers and page cache).
    public var memoryCached = 0
    /// Swap in bytes, and how much is free.
    public var swapTotal = 0
    /// See ``swapTotal``.
    public var swapFree = 0
    /// 1, 5 and 15 minute load averages.
    public var load: [Double] = [0, 0, 0]
    /// Seconds since boot.
    public var uptime: Double = 0
    /// Bytes per second received and sent, all interfaces but loopback.
    public var receiveRate: Double = 0
    /// See ``receiveRate``.
    public var transmitRate: Double = 0
    /// Processes, busiest first.
    public var processes: [Process] = []
    /// Mounted disk file systems (no virtual, memory or network ones), one per device, in the
    /// order of the mount table.
    public var disks: [Disk] = []

    /// Creates an empty snapshot.
    public init() {}

    /// Memory in use (total minus available), in bytes.
    public var memoryUsed: Int { max(0, memoryTotal - memoryAvailable) }
    /// Swap in use, in bytes.
    public var swapUsed: Int { max(0, swapTotal - swapFree) }
}
