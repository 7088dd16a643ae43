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

        /// Creates a process entry.
        public init(pid: Int, name: String, state: String, cpuPercent: Double, residentBytes: Int) {
            self.pid = pid
            self.name = name
            self.state = state
            self.cpuPercent = cpuPercent
            self.residentBytes = residentBytes
        }
    }

    /// Busy fraction of each core since the previous reading (0...1).
    public var cores: [Double] = []
    /// Busy fraction of all cores together.
    public var totalCPU: Double = 0
    /// Memory in bytes, and how much is available for new work.
    public var memoryTotal = 0
    /// See ``memoryTotal``.
    public var memoryAvailable = 0
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

    /// Creates an empty snapshot.
    public init() {}

    /// Memory in use (total minus available), in bytes.
    public var memoryUsed: Int { max(0, memoryTotal - memoryAvailable) }
    /// Swap in use, in bytes.
    public var swapUsed: Int { max(0, swapTotal - swapFree) }
}
