/// A binary min-heap of integers: the order in which a Farkas reduction meets earlier pivots,
/// and the order in which a warm start pivots symbols in (``Tableau/pivotInto(basis:)``).
struct MinHeap {
    private var items: [Int] = []

    mutating func insert(_ item: Int) {
        items.append(item)
        var i = items.count - 1
        while i > 0, items[(i - 1) / 2] > items[i] {
            items.swapAt(i, (i - 1) / 2)
            i = (i - 1) / 2
        }
    }

    mutating func removeAll() {
        if !items.isEmpty { items.removeAll(keepingCapacity: true) }
    }

    mutating func popMin() -> Int? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        guard !items.isEmpty else { return first }
        items[0] = last
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < items.count, items[l] < items[m] { m = l }
            if r < items.count, items[r] < items[m] { m = r }
            guard m != i else { return first }
            items.swapAt(i, m)
            i = m
        }
    }
}
