import Foundation

/// Delta debugging (Zeller's ddmin, complements only): repeatedly drops chunks of the list,
/// halving the chunk size when no chunk can go, down to single items, keeping a candidate
/// whenever `stillFails` says the failure persists. Stops early when `budget` seconds have
/// passed, returning the smallest list found so far.
struct Minimizer<Item> {
    var budget: TimeInterval
    /// Candidates tried, for the report.
    private(set) var tries = 0

    init(budget: TimeInterval) {
        self.budget = budget
    }

    mutating func minimize(_ items: [Item], stillFails: ([Item]) -> Bool) -> [Item] {
        let deadline = Date().addingTimeInterval(budget)
        var current = items
        var chunks = 2
        while current.count >= 2 && Date() < deadline {
            let size = (current.count + chunks - 1) / chunks
            var reduced = false
            var start = 0
            while start < current.count && Date() < deadline {
                var candidate = current
                candidate.removeSubrange(start..<min(start + size, current.count))
                tries += 1
                if stillFails(candidate) {
                    current = candidate
                    reduced = true
                    // Try the same position again: the next chunk slid into it.
                } else {
                    start += size
                }
            }
            if reduced {
                chunks = max(chunks - 1, 2)
            } else {
                if size == 1 { break }
                chunks = min(chunks * 2, current.count)
            }
        }
        return current
    }
}
