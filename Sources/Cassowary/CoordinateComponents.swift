/// Which coordinates the rows of a ``FlatConstraints`` link, transitively: a union-find (union
/// by size, path halving) kept up to date as rows are appended or restored. A retired or
/// removed row cannot be unlinked, so either leaves it stale, and the next question rebuilds
/// it from the rows still live. With it, the rows linked to a refused one are found in one
/// pass over the rows (see ``FlatConstraints/rowsLinkedByComponents(to:coordinateCount:)``),
/// where a search indexes every term of every row first.
struct CoordinateComponents {
    /// Each coordinate's parent (itself at a root), and the size of each root's component.
    private var parent: [Int32] = []
    private var size: [Int32] = []
    /// False once a link may have been undone: ``rebuild(from:)`` before answering.
    private(set) var isCurrent = true

    /// Links `coordinates[terms]` into one component.
    mutating func link(_ terms: Range<Int>, in coordinates: UnsafeBufferPointer<Int>) {
        guard isCurrent, let first = terms.first else { return }
        var root = self.root(of: coordinates[first])
        for e in terms.dropFirst() {
            let other = self.root(of: coordinates[e])
            guard other != root else { continue }
            let (big, small) = size[root] >= size[other] ? (root, other) : (other, root)
            parent[small] = Int32(big)
            size[big] += size[small]
            root = big
        }
    }

    /// The root of coordinate `k`'s component (`k` itself for a coordinate never linked).
    mutating func root(of k: Int) -> Int {
        if k >= parent.count { grow(to: k + 1) }
        var k = k
        while Int(parent[k]) != k {
            parent[k] = parent[Int(parent[k])]
            k = Int(parent[k])
        }
        return k
    }

    /// Calls `body` with a look-up of each coordinate's root that reads the parents in place
    /// and leaves the paths as they are (union by size keeps them below log2 of a component's
    /// size): a pass over every row asks once a row, where ``root(of:)`` costs a call and a
    /// uniqueness check each time.
    func withRoots<Result>(_ body: ((Int) -> Int) -> Result) -> Result {
        parent.withUnsafeBufferPointer { parent in
            body { k in
                var k = k
                while k < parent.count, Int(parent[k]) != k { k = Int(parent[k]) }
                return k
            }
        }
    }

    /// Records that a link may have been undone.
    mutating func markStale() {
        isCurrent = false
    }

    /// Links the terms of the rows `linked` says are live, from scratch.
    mutating func rebuild(from rows: FlatConstraints, linked: (Int) -> Bool) {
        let count = parent.count
        parent = (0..<Int32(count)).map { $0 }
        size = [Int32](repeating: 1, count: count)
        isCurrent = true
        rows.coordinates.withUnsafeBufferPointer { coordinates in
            for row in 0..<rows.count where linked(row) { link(rows.terms(of: row), in: coordinates) }
        }
    }

    private mutating func grow(to count: Int) {
        let old = parent.count
        let target = max(count, 2 * old)
        parent.append(contentsOf: (Int32(old)..<Int32(target)))
        size.append(contentsOf: repeatElement(1, count: target - old))
    }
}
