/// Which variable slots the solver's recent publications (``Solver/updateVariables()``)
/// changed, and the values those slots held before: carried by each ``SolverValues``, so that
/// ``SolverValues/changedVariables(since:limit:)`` compares only those slots instead of every
/// value (a screen of thousands of views whose one label changed compares a handful), and a
/// caller can keep a ``SolverValues/Mark`` instead of a whole solution.
///
/// The log is bounded: a publication that changed more than fits starts it again, and older
/// publications are then no longer covered (a comparison with a solution that old reads every
/// value, as it did before there was a log; one with a mark that old has no answer).
struct PublishedChanges: Sendable {
    /// The solver (since its last reset) the publications belong to: two solutions are compared
    /// through the log only when they share it. A class, so that it is never reused while a
    /// solution or a mark that holds it is alive.
    final class Lineage: Sendable {}

    private(set) var lineage = Lineage()
    /// The number of the latest publication (0 before the first).
    private(set) var publication = 0
    /// The latest publication whose changes are not in the log: the changes since any
    /// publication from this one on are.
    private(set) var coveredFrom = 0
    /// One slot a publication changed, and the value it held before.
    struct Entry: Sendable {
        var slot: Int32
        var old: Double
    }
    /// The slots each publication after `coveredFrom` changed, one after the other.
    private(set) var entries: [Entry] = []
    /// Where each of those publications' entries end, oldest first.
    private(set) var ends: [Int] = []

    /// How many entries the log keeps for a solver of `variableCount` variables: a quarter of
    /// them, within [256, 16,384]. A layout engine places everything past a quarter of its
    /// variables anyway; below that, a change the log cannot name makes it place everything
    /// where comparing values used to place a few (the demo's frame, T2, measured 30-50%
    /// slower with an eighth).
    static func capacity(variableCount: Int) -> Int { min(16_384, max(256, variableCount / 4)) }

    /// The publication being recorded: where its entries start, how many it may have, and
    /// whether it had more.
    private var start = 0
    private var capacity = 64
    private var overflowed = false

    /// The latest publication handed out as a ``SolverValues`` (-1 for none).
    private(set) var latestHandedOut = -1

    /// Notes that the latest publication was handed out as a ``SolverValues``: a comparison
    /// with it may come, so the publications after it are logged.
    mutating func handOut() { latestHandedOut = publication }

    /// Whether the publication being recorded notes its changes: not once it had more than
    /// the log holds, nor when no solution in the log's reach was handed out (a solver whose
    /// caller only reads ``Solver/value(of:)`` keeps no log).
    var isLogging: Bool { !overflowed }

    /// Starts recording a publication.
    mutating func begin(variableCount: Int) {
        publication += 1
        start = entries.count
        capacity = Self.capacity(variableCount: variableCount)
        // No solution of a publication the log covers was handed out: nothing can ask.
        overflowed = latestHandedOut < coveredFrom
    }

    /// Notes that the publication being recorded changed `slot`, which held `old`.
    @inline(__always)
    mutating func note(_ slot: Int32, old: Double) {
        guard !overflowed else { return }
        guard entries.count - start < capacity else {
            overflowed = true
            return
        }
        entries.append(Entry(slot: slot, old: old))
    }

    /// Ends the publication being recorded. One that changed more than the log holds, or was
    /// not logged, leaves nothing before it covered; one that fits only alone pushes out the
    /// older ones.
    mutating func end() {
        if overflowed {
            coveredFrom = publication
            entries.removeAll(keepingCapacity: true)
            ends.removeAll(keepingCapacity: true)
            return
        }
        if entries.count > capacity {
            entries.removeSubrange(0..<start)
            ends.removeAll(keepingCapacity: true)
            coveredFrom = publication - 1
        }
        ends.append(entries.count)
        // Publications that change nothing add no entry but one end each: past
        // `maximumPublications`, the older half is let go.
        if ends.count > Self.maximumPublications {
            let dropped = ends.count / 2
            let cut = ends[dropped - 1]
            entries.removeSubrange(0..<cut)
            ends.removeSubrange(0..<dropped)
            for i in ends.indices { ends[i] -= cut }
            coveredFrom += dropped
        }
    }

    /// How many publications the log covers at most.
    static let maximumPublications = 256

    /// Where the entries of the publications after `publication` of `lineage` start; nil when
    /// the log does not reach back that far or the lineage is another solver's.
    func entriesStart(after publication: Int, of lineage: Lineage) -> Int? {
        guard lineage === self.lineage, publication >= coveredFrom, publication <= self.publication else { return nil }
        let skipped = publication - coveredFrom
        return skipped == 0 ? 0 : ends[skipped - 1]
    }

    /// The slots the publications after `publication` changed, each once, in slot order, with
    /// the value each held at `publication`; nil as for ``entriesStart(after:of:)``.
    func changes(after publication: Int, of lineage: Lineage) -> [(slot: Int32, old: Double)]? {
        guard let start = entriesStart(after: publication, of: lineage) else { return nil }
        // The earliest entry of a slot holds its value at `publication`: sorted by slot, then
        // by position, the first of each run.
        var order = Array(start..<entries.count)
        order.sort { entries[$0].slot != entries[$1].slot ? entries[$0].slot < entries[$1].slot : $0 < $1 }
        var result: [(slot: Int32, old: Double)] = []
        for i in order where result.last?.slot != entries[i].slot { result.append((entries[i].slot, entries[i].old)) }
        return result
    }
}
