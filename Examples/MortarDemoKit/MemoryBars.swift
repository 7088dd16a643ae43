import Mortar

/// The Overview's bars: memory used, cached and free and swap used (shares of memory and of
/// swap) labelled with their size, then each disk's share of its space in use, in per cent.
enum MemoryBars {
    /// The widest a disk's label gets (its mount point, cut with an ellipsis).
    static let labelWidth = 6

    /// Two groups: memory then disks (left out when there are none).
    static func groups(_ snapshot: SystemSnapshot) -> [TermBarGroup] {
        func share(_ part: Int, of whole: Int) -> Double { whole > 0 ? Double(part) / Double(whole) : 0 }
        func bytes(_ value: Int) -> String { Formatting.bytes(Double(value)) }
        let total = snapshot.memoryTotal
        let memory = TermBarGroup(bars: [
            TermBar("used", value: share(snapshot.memoryUsed, of: total), color: .green,
                    valueText: bytes(snapshot.memoryUsed)),
            TermBar("cache", value: share(snapshot.memoryCached, of: total), color: .cyan,
                    valueText: bytes(snapshot.memoryCached)),
            TermBar("free", value: share(snapshot.memoryFree, of: total), color: .brightBlack,
                    valueText: bytes(snapshot.memoryFree)),
            TermBar("swap", value: share(snapshot.swapUsed, of: snapshot.swapTotal), color: .yellow,
                    valueText: snapshot.swapTotal > 0 ? bytes(snapshot.swapUsed) : "none"),
        ])
        let disks = snapshot.disks.map { disk in
            TermBar(TermText.truncated(disk.mountPoint, toWidth: labelWidth), value: disk.usedFraction,
                    color: disk.usedFraction > 0.9 ? .red : .blue,
                    valueText: "\(Int((disk.usedFraction * 100).rounded()))%")
        }
        return disks.isEmpty ? [memory] : [memory, TermBarGroup(bars: disks)]
    }
}
