/// Finds an irreducible conflict by linear algebra, without a trial per constraint: the
/// shortcut ``ConflictExplainer`` takes before its deletion filter.
///
/// Write each constraint as `a·x + b ≥ 0` (an upper bound negated, an equality either way).
/// A set of them cannot hold together exactly when some combination `Σ wᵢ (aᵢ·x + bᵢ)`, with
/// `wᵢ ≥ 0` for inequalities and any `wᵢ` for equalities, has no variable left and a negative
/// constant (Farkas' lemma). If the vectors `vᵢ = (aᵢ, bᵢ)` of a conflicting set are linearly
/// independent, that combination is unique up to its scale, so no smaller subset has one: the
/// constraints it uses are an irreducible conflict. (An irreducible conflict always has
/// independent vectors, so nothing is lost by asking.) Dropping any of them leaves the others'
/// variable parts independent, so they can all be met with equality.
///
/// The check is one sparse elimination over the candidates, in their order (add order keeps a
/// chain of equalities at one subtraction per link), where a deletion filter solves the set
/// once per member: a refused constraint at the end of a chain of 500 equalities took 8.8 s to
/// explain that way. Rounding cannot be allowed to decide anything here. A sum that cancels to
/// within ``Tolerance/cancellation`` of its operands is zero, as in the tableau; a result
/// between that and ``Tolerance/combinationDoubt`` of its operands is neither clearly zero nor
/// clearly not, and then there is no answer (nil), and the deletion filter decides. So does a
/// product that overflows or underflows (a chain whose links each multiply by 0.1 leaves the
/// start 1e-324 of the end: exactly it still matters, in doubles it cannot), a set whose
/// vectors are dependent (the candidates held more than one conflict) or whose combination
/// comes out with the wrong signs.
///
/// ``provenSupport(of:among:in:coordinateCount:)`` goes further: it keeps the independent
/// candidates it meets and skips the rest, and checks the combination exactly, so what it
/// returns is a proof the solver refuses on without a second opinion.
enum FarkasCertificate {
    /// The members of `candidates` (required constraints already held) that, with
    /// `constraint`, form an irreducible conflict, in the candidates' order; nil when the
    /// algebra gives no clear answer (see the type's documentation). The caller still confirms
    /// that the set conflicts: this only finds which members the conflict needs.
    static func irreducibleSupport(of constraint: Constraint, among candidates: [Constraint]) -> [Constraint]? {
        let rows = FlatConstraints(numbering: candidates + [constraint])
        guard let multipliers = conflictMultipliers(rows, order: Array(0..<rows.count), coordinateCount: rows.coordinateCount,
                                                    skippingDependent: false) else { return nil }
        return candidates.indices.filter { multipliers[$0] != 0 }.map { candidates[$0] }
    }

    /// The members of `candidates` (rows of `rows`) that, with the row `refused`, form an
    /// irreducible conflict proven in exact arithmetic, in the candidates' order; nil when
    /// there is no such proof. The refused row is eliminated first, then the candidates in
    /// order, each kept only if independent of those kept before it (a grid's rows aligned with
    /// its first are combinations of that row's constraints): the conflict is then read off the
    /// rows kept, whose vectors are independent, so the conflict is irreducible. Its
    /// multipliers are checked on the rows as written: every product and every sum of the
    /// combination `Σ mᵢ·(rowᵢ)` must be exact in doubles, every variable must cancel to
    /// exactly 0, and the constant left must be negative by more than
    /// ``Tolerance/provenConflict`` of the magnitudes combined. Such a combination is a proof
    /// that no point, however far, holds the set (each row is ≥ 0, ≤ 0 or = 0 as its relation
    /// says, and the multipliers' signs keep every term ≥ 0), so the refusal needs no second
    /// opinion. A layout's constraints (unit coefficients, whole or halved constants) give
    /// exact combinations; thirds and tenths do not, and go the long way. So do candidates
    /// whose elimination outgrows ``eliminationBudget`` times their terms. Candidates that
    /// peel (a chain, a tree: see `FarkasCertificate+Peeling.swift`) skip the elimination.
    /// Coordinates are below `coordinateCount`.
    static func provenSupport(of refused: Int, among candidates: [Int], in rows: FlatConstraints,
                              coordinateCount: Int) -> [Int]? {
        if let peeled = peeledSupport(of: refused, among: candidates, in: rows, coordinateCount: coordinateCount) {
            return peeled
        }
        let order = [refused] + candidates
        guard let multipliers = conflictMultipliers(rows, order: order, coordinateCount: coordinateCount,
                                                    skippingDependent: true),
              provesConflict(rows, order: order, multipliers: multipliers, coordinateCount: coordinateCount)
        else { return nil }
        return candidates.indices.filter { multipliers[$0 + 1] != 0 }.map { candidates[$0] }
    }

    /// ``provenSupport(of:among:in:coordinateCount:)`` by peeling alone (see
    /// `FarkasCertificate+Peeling.swift`): nil when the candidates do not all peel or their one
    /// combination proves no conflict, where that function goes on to the elimination.
    static func peeledSupport(of refused: Int, among candidates: [Int], in rows: FlatConstraints,
                              coordinateCount: Int) -> [Int]? {
        var order: [Int] = []
        order.reserveCapacity(candidates.count + 1)
        order.append(refused)
        order.append(contentsOf: candidates)
        guard let multipliers = peeledProof(rows, order: order, coordinateCount: coordinateCount) else { return nil }
        // Written in place: an append per member reloads the count it stored (a chain's 500).
        return [Int](unsafeUninitializedCapacity: candidates.count) { support, count in
            for (i, candidate) in candidates.enumerated() where multipliers[i + 1] != 0 {
                support[count] = candidate
                count &+= 1
            }
        }
    }

    /// How much work an elimination that skips dependent rows may do, in steps (an entry
    /// subtracted or stored) per term of its rows, before it gives up: a layout's rows
    /// eliminate in a few steps per term; the long way is then the cheaper one.
    static let eliminationBudget = 64

    /// For each row of `order`, its multiplier in the combination that leaves no variable and
    /// a negative constant: `mᵢ ≥ 0` on a row held `≥ 0`, `mᵢ ≤ 0` on one held `≤ 0`, any on
    /// an equality; 0 for a row the conflict does not use. The refused row is last, or first
    /// when `skippingDependent` (then a row dependent on those before it is left out, where
    /// otherwise it gives no answer). Nil when the algebra gives no clear answer, or the refused
    /// row or every candidate is unused.
    private static func conflictMultipliers(_ rows: FlatConstraints, order: [Int], coordinateCount: Int,
                                            skippingDependent: Bool) -> [Double]? {
        let refusedPosition = skippingDependent ? 0 : order.count - 1
        var terms = 0
        for i in order { terms += rows.terms(of: i).count }
        var elimination = SparseElimination(coordinateCount: coordinateCount, vectors: order.count,
                                            entries: terms + order.count)
        // The positions in `order` of the rows kept, in the order they were added.
        var kept: [Int] = []
        var scales: [Double] = []
        kept.reserveCapacity(order.count)
        scales.reserveCapacity(order.count)
        if skippingDependent {
            let budget = eliminationBudget * terms + 1_000
            for (position, i) in order.enumerated() {
                guard let scale = elimination.load(row: i, of: rows) else {
                    if position == refusedPosition { return nil }
                    continue
                }
                if elimination.addIndependent() {
                    kept.append(position)
                    scales.append(scale)
                } else if position == refusedPosition {
                    return nil
                }
                guard elimination.steps <= budget else { return nil }
            }
        } else {
            // More vectors than coordinates (the variables and the constant) are dependent:
            // no elimination needed to say so (a grid's whole component, thousands of rows).
            var seen = [Bool](repeating: false, count: coordinateCount)
            var used = 1
            for i in order {
                for e in rows.terms(of: i) where !seen[rows.coordinates[e]] {
                    seen[rows.coordinates[e]] = true
                    used += 1
                }
            }
            guard order.count <= used else { return nil }
            for (position, i) in order.enumerated() {
                guard let scale = elimination.load(row: i, of: rows), elimination.addIndependent() else { return nil }
                kept.append(position)
                scales.append(scale)
            }
        }
        // The combination that leaves the constant alone: (0, 1) = Σ wᵢ vᵢ, with
        // vᵢ = signᵢ·(aᵢ, bᵢ) / scaleᵢ. A conflict is Σ (-wᵢ) vᵢ = (0, -1): -wᵢ ≥ 0 for every
        // inequality it uses, and on the rows mᵢ = -wᵢ·signᵢ / scaleᵢ.
        guard let w = elimination.combination(giving: [(SparseElimination.constantCoordinate, 1)]) else { return nil }
        var multipliers = [Double](repeating: 0, count: order.count)
        for (j, position) in kept.enumerated() where w[j] != 0 {
            let relation = rows.relations[order[position]]
            if relation != .equal && w[j] > 0 { return nil }
            multipliers[position] = (relation == .lessOrEqual ? w[j] : -w[j]) / scales[j]
        }
        guard multipliers[refusedPosition] != 0,
              multipliers.indices.contains(where: { $0 != refusedPosition && multipliers[$0] != 0 }) else { return nil }
        return multipliers
    }

    /// Whether `Σ multipliersᵢ·(row order[i])` is, exactly, a constant below
    /// -``Tolerance/provenConflict`` of the magnitudes combined (see ``ExactCombination``).
    private static func provesConflict(_ rows: FlatConstraints, order: [Int], multipliers: [Double],
                                       coordinateCount: Int) -> Bool {
        rows.withTerms { terms -> Bool in
            var combination = ExactCombination(coordinateCount: coordinateCount)
            for (i, m) in zip(order, multipliers) {
                guard combination.add(m, row: i, of: rows, terms: terms) else { return false }
            }
            return combination.provesConflict
        }
    }
}

/// Incremental sparse Gaussian elimination over the vectors of constraints, recording how each
/// reduced vector was made from the originals so a combination can be read back. Its storage
/// is flat (a few arrays for all the vectors) and its scratch is allocated once, dense over the
/// coordinates, so a vector costs no allocation and no copy-on-write check of its own: a chain
/// of 500 links is eliminated in a few hundred microseconds or less. Not copyable: it owns that
/// scratch.
private struct SparseElimination: ~Copyable {
    /// The coordinate of the constants; the variables follow it.
    static let constantCoordinate = 0

    /// Reduced vector j: its nonzero entries (`entryCoordinate`/`entryValue` from
    /// `entryStart[j]` to `entryStart[j + 1]`), the coordinate it eliminates and its value
    /// there, and the earlier reduced vectors subtracted from its original (`subtractedIndex`/
    /// `subtractedMultiple` from `subtractedStart[j]` to `subtractedStart[j + 1]`).
    private var entryStart: [Int] = [0], entryCoordinate: [Int] = [], entryValue: [Double] = []
    private var pivot: [Int] = [], pivotValue: [Double] = []
    private var subtractedStart: [Int] = [0], subtractedIndex: [Int] = [], subtractedMultiple: [Double] = []
    /// Dense over the coordinates: the reduced vector that eliminates each (-1: none); the
    /// working vector, the largest operand summed into each entry, and which entries are in
    /// use (listed in `touched`); the vector to add next (``load(row:of:)``, `inputCount`
    /// entries). The order in which a reduction meets earlier pivots.
    private let coordinateCount: Int
    private let pivotOwner: UnsafeMutablePointer<Int>
    private let work: UnsafeMutablePointer<Double>, scale: UnsafeMutablePointer<Double>
    private let inUse: UnsafeMutablePointer<Bool>
    private let touched: UnsafeMutablePointer<Int>
    private var touchedCount = 0
    private let inputCoordinate: UnsafeMutablePointer<Int>, inputValue: UnsafeMutablePointer<Double>
    private var inputCount = 0
    private var pending = MinHeap()
    /// The work done so far: entries subtracted in reductions and stored in reduced vectors.
    private(set) var steps = 0

    /// An elimination over coordinates `0..<coordinateCount` (0 is the constant), with room
    /// for `vectors` vectors of `entries` entries in all.
    init(coordinateCount: Int, vectors: Int = 0, entries: Int = 0) {
        entryStart.reserveCapacity(vectors + 1)
        entryCoordinate.reserveCapacity(entries)
        entryValue.reserveCapacity(entries)
        pivot.reserveCapacity(vectors)
        pivotValue.reserveCapacity(vectors)
        subtractedStart.reserveCapacity(vectors + 1)
        subtractedIndex.reserveCapacity(entries)
        subtractedMultiple.reserveCapacity(entries)
        let n = max(coordinateCount, 1)
        self.coordinateCount = n
        pivotOwner = .allocate(capacity: n)
        pivotOwner.initialize(repeating: -1, count: n)
        work = .allocate(capacity: n)
        work.initialize(repeating: 0, count: n)
        scale = .allocate(capacity: n)
        scale.initialize(repeating: 0, count: n)
        inUse = .allocate(capacity: n)
        inUse.initialize(repeating: false, count: n)
        touched = .allocate(capacity: n)
        inputCoordinate = .allocate(capacity: n)
        inputValue = .allocate(capacity: n)
    }

    deinit {
        pivotOwner.deallocate()
        work.deallocate()
        scale.deallocate()
        inUse.deallocate()
        touched.deallocate()
        inputCoordinate.deallocate()
        inputValue.deallocate()
    }

    /// Loads row `i` of `rows` as the vector to add next: `(a, b)` with `a·x + b ≥ 0` (or
    /// `== 0`), scaled by its largest |aᵢ|; repeated variables summed under the cancellation
    /// rule. Returns that scale; nil for a row whose variables all cancel (it is a bare
    /// comparison of its constant: the filter decides it). Its coordinates must be below the
    /// elimination's `coordinateCount` and above 0.
    mutating func load(row i: Int, of rows: FlatConstraints) -> Double? {
        let sign: Double = rows.relations[i] == .lessOrEqual ? -1 : 1
        defer { clearWork() }
        inputCount = 0
        for e in rows.terms(of: i) {
            let k = rows.coordinates[e]
            use(k)
            work[k] += rows.coefficients[e]
            scale[k] += abs(rows.coefficients[e])
        }
        var largest = 0.0
        for t in 0..<touchedCount {
            let k = touched[t]
            guard abs(work[k]) > Tolerance.cancellation * scale[k] else { continue }
            inputCoordinate[inputCount] = k
            inputValue[inputCount] = sign * work[k]
            inputCount += 1
            largest = max(largest, abs(work[k]))
        }
        guard largest > 0, largest.isFinite, rows.constants[i].isFinite else { return nil }
        for j in 0..<inputCount { inputValue[j] /= largest }
        let constant = sign * rows.constants[i] / largest
        if constant != 0 {
            inputCoordinate[inputCount] = Self.constantCoordinate
            inputValue[inputCount] = constant
            inputCount += 1
        }
        return largest
    }

    /// Reduces the loaded vector against those added before it and keeps it; false when it is
    /// (or may be) a combination of them, or an entry is too close to zero to call.
    mutating func addIndependent() -> Bool {
        guard reduce() else { return false }
        defer { clearWork() }
        // Pivot on the largest variable entry; on the constant only if no variable is left.
        var chosen = -1
        for t in 0..<touchedCount {
            let k = touched[t]
            if work[k] != 0 && k != Self.constantCoordinate && (chosen < 0 || abs(work[k]) > abs(work[chosen])) {
                chosen = k
            }
        }
        if chosen < 0, work[Self.constantCoordinate] != 0 { chosen = Self.constantCoordinate }
        guard chosen >= 0 else {
            dropSubtracted()
            return false
        }
        for t in 0..<touchedCount where work[touched[t]] != 0 {
            entryCoordinate.append(touched[t])
            entryValue.append(work[touched[t]])
        }
        entryStart.append(entryCoordinate.count)
        steps += entryStart[pivot.count + 1] - entryStart[pivot.count]
        subtractedStart.append(subtractedIndex.count)
        pivotOwner[chosen] = pivot.count
        pivot.append(chosen)
        pivotValue.append(work[chosen])
        return true
    }

    /// The weights `w` with `Σ wᵢ vᵢ = target` over the vectors added, in their order; nil if
    /// the target is not (clearly) in their span or a weight is too close to zero to call.
    mutating func combination(giving target: [(coordinate: Int, value: Double)]) -> [Double]? {
        inputCount = 0
        for (k, value) in target where k < coordinateCount {
            inputCoordinate[inputCount] = k
            inputValue[inputCount] = value
            inputCount += 1
        }
        guard inputCount == target.count, reduce() else { return nil }
        var remainder = false
        for t in 0..<touchedCount where work[touched[t]] != 0 { remainder = true }
        clearWork()
        defer { dropSubtracted() }
        guard !remainder else { return nil }
        // target = Σ μⱼ rⱼ, and each rⱼ = vⱼ − Σ μⱼₖ rₖ (k < j): unwind from the last.
        var weight = [Double](repeating: 0, count: pivot.count)
        var added = [Double](repeating: 0, count: pivot.count)
        for e in subtractedStart[pivot.count]..<subtractedIndex.count {
            weight[subtractedIndex[e]] += subtractedMultiple[e]
            added[subtractedIndex[e]] += abs(subtractedMultiple[e])
        }
        var j = pivot.count - 1
        while j >= 0 {
            defer { j -= 1 }
            if abs(weight[j]) <= Tolerance.cancellation * added[j] { weight[j] = 0; continue }
            guard abs(weight[j]) > Tolerance.combinationDoubt * added[j] else { return nil }
            for e in subtractedStart[j]..<subtractedStart[j + 1] {
                let step = weight[j] * subtractedMultiple[e]
                guard step.isNormal else { return nil }
                weight[subtractedIndex[e]] -= step
                added[subtractedIndex[e]] += abs(step)
            }
        }
        return weight
    }

    // MARK: Private

    /// Loads the input into the working vector and subtracts the reduced vectors whose pivots
    /// it holds, in the order they were added (each holds no earlier pivot, so none returns),
    /// appending the multiples subtracted after the last vector's. False (the work and those
    /// multiples cleared) when an entry is doubtful.
    private mutating func reduce() -> Bool {
        for i in 0..<inputCount {
            let k = inputCoordinate[i]
            use(k)
            work[k] = inputValue[i]
            scale[k] = abs(inputValue[i])
            if pivotOwner[k] >= 0 { pending.insert(pivotOwner[k]) }
        }
        var last = -1
        while let j = pending.popMin() {
            guard j != last else { continue }  // queued more than once
            last = j
            let p = pivot[j]
            let value = work[p]
            if abs(value) <= Tolerance.cancellation * scale[p] { continue }
            guard abs(value) > Tolerance.combinationDoubt * scale[p] else { return fail() }
            let multiple = value / pivotValue[j]
            subtractedIndex.append(j)
            subtractedMultiple.append(multiple)
            steps += entryStart[j + 1] - entryStart[j]
            for e in entryStart[j]..<entryStart[j + 1] {
                let k = entryCoordinate[e]
                guard k != p else { continue }
                let step = multiple * entryValue[e]
                // Overflowed or underflowed: the scales are beyond calling.
                guard step.isNormal else { return fail() }
                if !inUse[k] {
                    use(k)
                    if pivotOwner[k] >= 0 { pending.insert(pivotOwner[k]) }
                }
                let operand = max(abs(work[k]), abs(step), scale[k])
                work[k] -= step
                scale[k] = operand
            }
            work[p] = 0
        }
        // Every entry is now clearly zero (a cancellation) or clearly not.
        for t in 0..<touchedCount {
            let k = touched[t]
            if abs(work[k]) <= Tolerance.cancellation * scale[k] {
                work[k] = 0
            } else if abs(work[k]) <= Tolerance.combinationDoubt * scale[k] {
                return fail()
            }
        }
        return true
    }

    /// Gives up a reduction: clears the work, the pivots still queued and the multiples it
    /// appended.
    private mutating func fail() -> Bool {
        clearWork()
        pending.removeAll()
        dropSubtracted()
        return false
    }

    /// Forgets the multiples appended after the last reduced vector's.
    private mutating func dropSubtracted() {
        let extra = subtractedIndex.count - subtractedStart[pivot.count]
        guard extra > 0 else { return }
        subtractedIndex.removeLast(extra)
        subtractedMultiple.removeLast(extra)
    }

    private mutating func use(_ k: Int) {
        guard !inUse[k] else { return }
        inUse[k] = true
        touched[touchedCount] = k
        touchedCount += 1
    }

    private mutating func clearWork() {
        for t in 0..<touchedCount {
            let k = touched[t]
            work[k] = 0
            scale[k] = 0
            inUse[k] = false
        }
        touchedCount = 0
    }
}
