/// The objective, one row per priority level, minimised lexicographically: a level is worth
/// more than any amount of every level below it. Coefficients are dense arrays indexed by
/// symbol. A min-heap of candidate entering symbols gives Bland's rule (smallest id with a
/// lexicographically negative reduced cost) without scanning the objective.
struct Objective {
    /// A priority level: its priority, dense coefficients and constant.
    struct Level {
        var priority: Double
        var coeffs: [Double]
        var constant: Double = 0
    }

    var levels: [Level] = []
    /// Level indices from the highest priority to the lowest.
    var order: [Int] = []
    var heap: [Int32] = []
    var inHeap: [Bool] = []

    mutating func appendSymbol() {
        inHeap.append(false)
        for l in levels.indices { levels[l].coeffs.append(0) }
    }

    mutating func truncateSymbols(to count: Int) {
        inHeap.removeSubrange(count...)
        for l in levels.indices { levels[l].coeffs.removeSubrange(count...) }
        heap.removeAll { Int($0) >= count }
    }

    /// The index of the level with `priority`, created if needed.
    mutating func level(for priority: Double, symbolCount: Int) -> Int {
        if let l = levels.firstIndex(where: { $0.priority == priority }) { return l }
        levels.append(Level(priority: priority, coeffs: [Double](repeating: 0, count: symbolCount)))
        order = levels.indices.sorted { levels[$0].priority > levels[$1].priority }
        return levels.count - 1
    }

    /// Removes the most recently created level.
    mutating func removeLastLevel() {
        levels.removeLast()
        order = levels.indices.sorted { levels[$0].priority > levels[$1].priority }
    }

    /// The sign of a symbol's reduced cost, compared level by level from the top.
    @inline(__always)
    func sign(of s: Int32) -> Int {
        for l in order {
            let c = levels[l].coeffs[Int(s)]
            if c < -Row.epsilon { return -1 }
            if c > Row.epsilon { return 1 }
        }
        return 0
    }

    /// Whether `a/da` is lexicographically smaller than `b/db`, level by level.
    func ratioIsSmaller(_ a: Int32, _ da: Double, than b: Int32, _ db: Double) -> Bool {
        for l in order {
            let ra = levels[l].coeffs[Int(a)] / da
            let rb = levels[l].coeffs[Int(b)] / db
            if ra < rb - Row.epsilon { return true }
            if ra > rb + Row.epsilon { return false }
        }
        return false
    }

    // MARK: Candidate heap

    mutating func push(_ s: Int32) {
        inHeap[Int(s)] = true
        heap.append(s)
        var i = heap.count - 1
        while i > 0 {
            let parent = (i - 1) >> 1
            if heap[parent] <= heap[i] { break }
            heap.swapAt(parent, i)
            i = parent
        }
    }

    mutating func popMin() -> Int32? {
        guard let top = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var i = 0
            let n = heap.count
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < n && heap[l] < heap[m] { m = l }
                if r < n && heap[r] < heap[m] { m = r }
                if m == i { break }
                heap.swapAt(i, m)
                i = m
            }
        }
        inHeap[Int(top)] = false
        return top
    }
}

extension Tableau {
    /// Adds `delta` to the objective coefficient of `s` at `level`.
    mutating func addToObjective(level: Int, _ s: Int32, _ delta: Double) {
        var c = objective.levels[level].coeffs[Int(s)] + delta
        if abs(c) < Row.epsilon { c = 0 }
        objective.levels[level].coeffs[Int(s)] = c
        noteObjectiveChange(s)
    }

    /// Adds `scale · row` to the objective at `level`.
    mutating func addToObjective(level: Int, _ row: Row, scale: Double) {
        objective.levels[level].constant += scale * row.constant
        for i in row.syms.indices where row.coeffs[i] != 0 {
            addToObjective(level: level, row.syms[i], scale * row.coeffs[i])
        }
    }

    /// Keeps the candidate heap complete: every parametric symbol that can improve the
    /// objective (``canImprove(_:)``) is always in it.
    @inline(__always)
    mutating func noteObjectiveChange(_ s: Int32) {
        let si = Int(s)
        if !objective.inHeap[si] && rowOf[si] < 0 && canImprove(s) {
            objective.push(s)
        }
    }

    /// Re-examines every symbol for the heap (after a level was removed).
    mutating func rebuildCandidates() {
        for s in 0..<Int32(symbolCount) { noteObjectiveChange(s) }
    }

    /// Replaces parametric `s` by `row` in every level of the objective.
    mutating func substituteInObjective(_ s: Int32, with row: Row) {
        for l in objective.levels.indices {
            let c = objective.levels[l].coeffs[Int(s)]
            if c == 0 { continue }
            objective.levels[l].coeffs[Int(s)] = 0
            addToObjective(level: l, row, scale: c)
        }
    }
}
