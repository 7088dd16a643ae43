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
enum FarkasCertificate {
    /// The members of `candidates` (required constraints already held) that, with
    /// `constraint`, form an irreducible conflict, in the candidates' order; nil when the
    /// algebra gives no clear answer (see the type's documentation). The caller still confirms
    /// that the set conflicts: this only finds which members the conflict needs.
    static func irreducibleSupport(of constraint: Constraint, among candidates: [Constraint]) -> [Constraint]? {
        let all = candidates + [constraint]
        // More vectors than coordinates (the variables and the constant) are dependent: no
        // elimination needed to say so (a grid's whole component, thousands of constraints).
        var variables = Set<ObjectIdentifier>()
        for c in all { for term in c.expression.terms { variables.insert(ObjectIdentifier(term.variable)) } }
        guard all.count <= variables.count + 1 else { return nil }
        var elimination = SparseElimination()
        for c in all {
            guard let vector = elimination.vector(of: c), elimination.addIndependent(vector) else { return nil }
        }
        // The combination that leaves the constant alone: (0, 1) = Σ wᵢ vᵢ.
        guard let w = elimination.combination(giving: [(SparseElimination.constantCoordinate, 1)]) else { return nil }
        // A conflict is Σ (-wᵢ) vᵢ = (0, -1): -wᵢ ≥ 0 for every inequality it uses.
        var support: [Constraint] = []
        for (i, c) in all.enumerated() where w[i] != 0 {
            if c.relation != .equal && w[i] > 0 { return nil }
            if i < candidates.count { support.append(c) }
        }
        guard w[all.count - 1] != 0, !support.isEmpty else { return nil }
        return support
    }
}

/// Incremental sparse Gaussian elimination over the vectors of constraints, recording how each
/// reduced vector was made from the originals so a combination can be read back.
private struct SparseElimination {
    /// The coordinate of the constants; the variables follow it in order of appearance.
    static let constantCoordinate = 0

    /// One reduced vector: its nonzero entries, the coordinate it eliminates, and the earlier
    /// reduced vectors subtracted from its original (index and multiple).
    private struct Reduced {
        var entries: [(coordinate: Int, value: Double)]
        var pivot: Int
        var pivotValue: Double
        var subtracted: [(index: Int, multiple: Double)]
    }

    private var coordinates: [ObjectIdentifier: Int] = [:]
    private var reduced: [Reduced] = []
    /// For each coordinate, the reduced vector that eliminates it (-1: none).
    private var pivotOwner: [Int] = [-1]
    /// Scratch: a dense working vector, the largest operand summed into each entry, and
    /// which entries are in use.
    private var work: [Double] = [0], scale: [Double] = [0], touched: [Int] = []
    private var inUse: [Bool] = [false]

    /// The constraint as `(a, b)` with `a·x + b ≥ 0` (or `== 0`), scaled by its largest |aᵢ|;
    /// repeated variables summed under the cancellation rule. Nil for a constraint whose
    /// variables all cancel (it is a bare comparison of its constant: the filter decides it).
    mutating func vector(of constraint: Constraint) -> [(coordinate: Int, value: Double)]? {
        let sign: Double = constraint.relation == .lessOrEqual ? -1 : 1
        var sums: [Int: (sum: Double, added: Double)] = [:]
        var order: [Int] = []
        for term in constraint.expression.terms {
            let k = coordinate(of: term.variable)
            if sums[k] == nil { order.append(k) }
            let entry = sums[k, default: (0, 0)]
            sums[k] = (entry.sum + term.coefficient, entry.added + abs(term.coefficient))
        }
        var vector: [(coordinate: Int, value: Double)] = []
        var largest = 0.0
        for k in order {
            let (sum, added) = sums[k]!
            guard abs(sum) > Tolerance.cancellation * added else { continue }
            vector.append((k, sign * sum))
            largest = max(largest, abs(sum))
        }
        guard largest > 0, largest.isFinite, constraint.expression.constant.isFinite else { return nil }
        vector = vector.map { ($0.coordinate, $0.value / largest) }
        let constant = sign * constraint.expression.constant / largest
        if constant != 0 { vector.append((Self.constantCoordinate, constant)) }
        return vector
    }

    /// Reduces `vector` against those added before it and keeps it; false when it is
    /// (or may be) a combination of them, or an entry is too close to zero to call.
    mutating func addIndependent(_ vector: [(coordinate: Int, value: Double)]) -> Bool {
        guard let subtracted = reduce(vector) else { return false }
        defer { clearWork() }
        // Pivot on the largest variable entry; on the constant only if no variable is left.
        var pivot = -1
        for k in touched where work[k] != 0 && k != Self.constantCoordinate {
            if pivot < 0 || abs(work[k]) > abs(work[pivot]) { pivot = k }
        }
        if pivot < 0, work[Self.constantCoordinate] != 0 { pivot = Self.constantCoordinate }
        guard pivot >= 0 else { return false }
        let entries = touched.filter { work[$0] != 0 }.map { (coordinate: $0, value: work[$0]) }
        pivotOwner[pivot] = reduced.count
        reduced.append(Reduced(entries: entries, pivot: pivot, pivotValue: work[pivot], subtracted: subtracted))
        return true
    }

    /// The weights `w` with `Σ wᵢ vᵢ = target` over the vectors added, in their order; nil if
    /// the target is not (clearly) in their span or a weight is too close to zero to call.
    mutating func combination(giving target: [(coordinate: Int, value: Double)]) -> [Double]? {
        guard let subtracted = reduce(target) else { return nil }
        let remainder = touched.contains { work[$0] != 0 }
        clearWork()
        guard !remainder else { return nil }
        // target = Σ μⱼ rⱼ, and each rⱼ = vⱼ − Σ μⱼₖ rₖ (k < j): unwind from the last.
        var weight = [Double](repeating: 0, count: reduced.count)
        var added = [Double](repeating: 0, count: reduced.count)
        for (j, multiple) in subtracted {
            weight[j] += multiple
            added[j] += abs(multiple)
        }
        for j in reduced.indices.reversed() {
            if abs(weight[j]) <= Tolerance.cancellation * added[j] { weight[j] = 0; continue }
            guard abs(weight[j]) > Tolerance.combinationDoubt * added[j] else { return nil }
            for (k, multiple) in reduced[j].subtracted {
                let step = weight[j] * multiple
                guard step.isNormal else { return nil }
                weight[k] -= step
                added[k] += abs(step)
            }
        }
        return weight
    }

    // MARK: Private

    private mutating func coordinate(of variable: Variable) -> Int {
        if let k = coordinates[ObjectIdentifier(variable)] { return k }
        let k = pivotOwner.count
        coordinates[ObjectIdentifier(variable)] = k
        pivotOwner.append(-1)
        work.append(0)
        scale.append(0)
        inUse.append(false)
        return k
    }

    /// Loads `vector` into the working vector and subtracts the reduced vectors whose pivots it
    /// holds, in the order they were added (each holds no earlier pivot, so none returns).
    /// Returns the multiples subtracted; nil (the work cleared) when an entry is doubtful.
    private mutating func reduce(_ vector: [(coordinate: Int, value: Double)]) -> [(index: Int, multiple: Double)]? {
        var pending = MinHeap()
        for (k, value) in vector {
            use(k)
            work[k] = value
            scale[k] = abs(value)
            if pivotOwner[k] >= 0 { pending.insert(pivotOwner[k]) }
        }
        var subtracted: [(index: Int, multiple: Double)] = []
        var last = -1
        while let j = pending.popMin() {
            guard j != last else { continue }  // queued more than once
            last = j
            let r = reduced[j]
            let value = work[r.pivot]
            if abs(value) <= Tolerance.cancellation * scale[r.pivot] { continue }
            guard abs(value) > Tolerance.combinationDoubt * scale[r.pivot] else {
                clearWork()
                return nil
            }
            let multiple = value / r.pivotValue
            subtracted.append((j, multiple))
            for (k, entry) in r.entries where k != r.pivot {
                let step = multiple * entry
                guard step.isNormal else {  // overflowed or underflowed: the scales are beyond calling
                    clearWork()
                    return nil
                }
                if !inUse[k] {
                    use(k)
                    if pivotOwner[k] >= 0 { pending.insert(pivotOwner[k]) }
                }
                let operand = max(abs(work[k]), abs(step), scale[k])
                work[k] -= step
                scale[k] = operand
            }
            work[r.pivot] = 0
        }
        // Every entry is now clearly zero (a cancellation) or clearly not.
        for k in touched {
            if abs(work[k]) <= Tolerance.cancellation * scale[k] {
                work[k] = 0
            } else if abs(work[k]) <= Tolerance.combinationDoubt * scale[k] {
                clearWork()
                return nil
            }
        }
        return subtracted
    }

    private mutating func use(_ k: Int) {
        guard !inUse[k] else { return }
        inUse[k] = true
        touched.append(k)
    }

    private mutating func clearWork() {
        for k in touched {
            work[k] = 0
            scale[k] = 0
            inUse[k] = false
        }
        touched.removeAll(keepingCapacity: true)
    }
}

/// A binary min-heap of indices: the order in which a reduction meets earlier pivots.
private struct MinHeap {
    private var items: [Int] = []

    mutating func insert(_ item: Int) {
        items.append(item)
        var i = items.count - 1
        while i > 0, items[(i - 1) / 2] > items[i] {
            items.swapAt(i, (i - 1) / 2)
            i = (i - 1) / 2
        }
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
