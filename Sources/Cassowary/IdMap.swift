import Synchronization

/// Hands out process-wide sequential ids to variables and constraints.
enum Identity {
    private static let counter = Atomic<Int>(0)

    /// A new id, never returned before in this process.
    static func next() -> Int {
        counter.add(1, ordering: .relaxed).newValue
    }
}

/// Maps ids from ``Identity`` to a solver's dense slots without hashing: a two-level table of
/// 1024-entry pages, allocated as ids are seen. Ids are sequential, so the objects one solver
/// uses fill few pages. The layout engine finds the owner of each view variable with one too.
package struct IdMap: Sendable {
    private static let pageBits = 10
    private static let pageMask = (1 << pageBits) - 1
    private var pages: [[Int32]] = []

    /// An empty map.
    package init() {}

    /// The slot recorded for `id`, if any.
    @inline(__always)
    package func slot(for id: Int) -> Int? {
        let page = id >> IdMap.pageBits
        guard page < pages.count, !pages[page].isEmpty else { return nil }
        let slot = pages[page][id & IdMap.pageMask]
        return slot >= 0 ? Int(slot) : nil
    }

    /// Records `slot` for `id`, or forgets `id` when `slot` is nil.
    package mutating func set(_ id: Int, _ slot: Int?) {
        let page = id >> IdMap.pageBits
        if page >= pages.count {
            guard slot != nil else { return }
            pages.append(contentsOf: repeatElement([], count: page - pages.count + 1))
        }
        if pages[page].isEmpty {
            guard slot != nil else { return }
            pages[page] = [Int32](repeating: -1, count: IdMap.pageMask + 1)
        }
        pages[page][id & IdMap.pageMask] = slot.map(Int32.init) ?? -1
    }
}
