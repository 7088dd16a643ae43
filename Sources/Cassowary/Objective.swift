/// The objective, one row per priority level, minimised lexicographically: a level is worth
/// more than any amount of every level below it. Coefficients are dense arrays indexed by
/// symbol. A min-heap of candidate entering symbols gives Bland's rule (smallest id with a
/// lexicographically negative reduced cost) without scanning the objective.
///
/// Its storage is `private(set)`: only its own methods change it, and the tableau calls them
/// only from its journaled primitives (`Tableau.swift`).
struct Objective {
    /// A priority level: its priority, dense coefficients, constant, and scale (the largest
    /// weight entered into it, against which ``Tolerance/optimality`` is measured).
    struct Level {
        var priority: Double
        var coeffs: [Double]
        var constant: Double = 0
        var scale: Double = 0
    }

    private(set) var levels: [Level] = []
    /// Level indices from the highest priority to the lowest.
    private(set) var order: [Int] = []
    /// Candidate entering symbols (a superset of those that can improve; see `Tableau`).
    private(set) var heap: [Int32] = []
    private(set) var inHeap: [Bool] = []
    /// For each symbol, the level it is weighed at in the objective (an error symbol of an
    /// optional constraint; -1 for every other symbol) and its weight there: what the objective
    /// is the sum of, so that it can be recomputed from the rows (`Tableau+ObjectiveRefresh.swift`).
    private(set) var costLevel: [Int32] = []
    private(set) var costWeight: [Double] = []

    mutating func appendSymbol() {
        inHeap.append(false)
        costLevel.append(-1)
        costWeight.append(0)
        for l in levels.indices { levels[l].coeffs.append(0) }
    }

    /// Makes room for `count` symbols in every per-symbol array.
    mutating func reserve(symbols count: Int) {
        inHeap.reserveCapacity(count)
        costLevel.reserveCapacity(count)
        costWeight.reserveCapacity(count)
        for l in levels.indices { levels[l].coeffs.reserveCapacity(count) }
    }

    mutating func truncateSymbols(to count: Int) {
        inHeap.removeSubrange(count...)
        costLevel.removeSubrange(count...)
        costWeight.removeSubrange(count...)
        for l in levels.indices { levels[l].coeffs.removeSubrange(count...) }
        heap.removeAll { Int($0) >= count }
    }

    /// The index of the level with `priority`, if there is one.
    func existingLevel(for priority: Double) -> Int? {
        levels.firstIndex { $0.priority == priority }
    }

    /// Appends a level with `priority` and returns its index.
    mutating func appendLevel(priority: Double, symbolCount: Int) -> Int {
        levels.append(Level(priority: priority, coeffs: [Double](repeating: 0, count: symbolCount)))
        order = levels.indices.sorted { levels[$0].priority > levels[$1].priority }
        return levels.count - 1
    }

    /// Removes the most recently created level and returns it.
    mutating func removeLastLevel() -> Level {
        let level = levels.removeLast()
        order = levels.indices.sorted { levels[$0].priority > levels[$1].priority }
        return level
    }

    /// Puts back a level removed by ``removeLastLevel()``.
    mutating func restoreLevel(_ level: Level) {
        levels.append(level)
        order = levels.indices.sorted { levels[$0].priority > levels[$1].priority }
    }

    mutating func setCoefficient(level: Int, _ s: Int32, _ value: Double) {
        levels[level].coeffs[Int(s)] = value
    }

    /// Adds `scale` times each non-zero cell (`symbols`, `cells`) to level `level`'s
    /// coefficients, a sum that cancels (``Tolerance/cancels(_:_:_:)``) set to 0, with the
    /// level's storage borrowed once instead of once per cell. Returns how many it set. Kept
    /// out of line: inlined into the pivot, it moved the code around it and W2's suggestion,
    /// which runs the same instructions, measured 10% slower.
    @inline(never)
    mutating func addScaled(_ symbols: [Int32], _ cells: [Double], scale: Double, toLevel level: Int) -> Int {
        var set = 0
        levels[level].coeffs.withUnsafeMutableBufferPointer { coeffs in
            for i in symbols.indices where cells[i] != 0 {
                let s = Int(symbols[i])
                let old = coeffs[s], delta = scale * cells[i]
                let sum = old + delta
                coeffs[s] = Tolerance.cancels(sum, old, delta) ? 0 : sum
                set &+= 1
            }
        }
        return set
    }

    /// Puts back a level saved whole (``UndoJournal/Entry/level(_:_:)``), its coefficients cut
    /// or padded with zeros to `symbolCount` (symbols created after the save are forgotten by
    /// the same rollback).
    mutating func restoreLevel(_ index: Int, _ level: Level, symbolCount: Int) {
        var level = level
        if level.coeffs.count > symbolCount { level.coeffs.removeSubrange(symbolCount...) }
        while level.coeffs.count < symbolCount { level.coeffs.append(0) }
        levels[index] = level
    }

    mutating func setCost(_ s: Int32, level: Int32, weight: Double) {
        costLevel[Int(s)] = level
        costWeight[Int(s)] = weight
    }

    mutating func setConstant(level: Int, _ value: Double) {
        levels[level].constant = value
    }

    mutating func setScale(level: Int, _ value: Double) {
        levels[level].scale = value
    }

    /// Whether coefficient `c` at `level` is an improving (negative) reduced cost, or a
    /// worsening (positive) one, beyond noise; 0 when it is noise.
    @inline(__always)
    func signOfCoefficient(_ c: Double, level: Int) -> Int {
        Self.sign(of: c, noise: noiseThreshold(level: level))
    }

    /// The largest magnitude of a coefficient that is noise at `level`
    /// (``Tolerance/optimality`` of its scale).
    @inline(__always)
    func noiseThreshold(level: Int) -> Double { Tolerance.optimality * levels[level].scale }

    /// -1 or 1 for a coefficient beyond `noise` either way, 0 for noise.
    @inline(__always)
    static func sign(of c: Double, noise threshold: Double) -> Int {
        c < -threshold ? -1 : (c > threshold ? 1 : 0)
    }

    /// The sign of a symbol's reduced cost, compared level by level from the top.
    @inline(__always)
    func sign(of s: Int32) -> Int {
        for l in order {
            let sign = signOfCoefficient(levels[l].coeffs[Int(s)], level: l)
            if sign != 0 { return sign }
        }
        return 0
    }

    /// The highest level at which `s` has a reduced cost beyond noise, if any.
    func decidingLevel(of s: Int32) -> Int? {
        order.first { signOfCoefficient(levels[$0].coeffs[Int(s)], level: $0) != 0 }
    }

    /// Whether parametric `s` can improve the objective (as ``Tableau/canImprove(_:)`` says,
    /// for a `restricted` symbol or not), and whether its cost at the highest level where it
    /// is not zero as a number (beyond ``Tolerance/cancellation`` of the level's scale) is
    /// `faint`: below the level's noise threshold, so the simplex passes over it, and
    /// improving (negative for a restricted symbol, either sign for an external one). Such a
    /// cost may be a product of small coefficients (see `Tableau.hintedMoves`). One walk down
    /// the levels for both, since the simplex asks after every change of a cost.
    func candidacy(of s: Int32, restricted: Bool) -> (improves: Bool, faint: Bool) {
        var faint = false, seen = false
        for l in order {
            let c = levels[l].coeffs[Int(s)]
            let noise = noiseThreshold(level: l)
            if abs(c) > noise { return (restricted ? c < 0 : true, faint) }
            if !seen && abs(c) > Tolerance.cancellation * levels[l].scale {
                seen = true
                faint = c < 0 || !restricted
            }
        }
        return (false, faint)
    }

    // MARK: Candidate heap

    /// Drops every candidate.
    mutating func clearHeap() {
        for s in heap { inHeap[Int(s)] = false }
        heap.removeAll(keepingCapacity: true)
    }

    /// Makes the heap exactly `saved` (a heap taken by a savepoint, of symbols that all still
    /// exist), after a rollback.
    mutating func restoreHeap(_ saved: [Int32]) {
        clearHeap()
        for s in saved { inHeap[Int(s)] = true }
        heap = saved
    }

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
