/// The short way to a proven conflict, for the sets a layout refuses most: chains and trees of
/// constraints, where each can be solved for a variable no constraint after it uses.
///
/// Leave the refused row out and repeatedly take away a candidate that holds a variable no
/// other remaining candidate holds (peeling). If every candidate goes, their variable parts
/// are linearly independent: in the order taken, each has a nonzero entry where all later ones
/// have none, so they form a triangle. That is decided on which coefficients are nonzero, so
/// rounding cannot touch it. Then the refused row's variable part is at most one combination of
/// theirs, found by solving the triangle from its first row down (one pass over the terms, no
/// elimination), and any conflict among the candidates uses exactly that combination: two
/// combinations that cancel every variable differ by one without the refused row, which the
/// independence makes zero. So a conflict found this way is irreducible, as
/// ``provenSupport(of:among:in:coordinateCount:)`` requires, and it is the one that
/// function's elimination would find. The combination still has to pass the same exact check
/// before anything stands on it; when the candidates do not all peel (a grid's rows aligned
/// with its first form cycles), or the triangle's arithmetic rounds, the elimination decides.
///
/// Most refusals meet their candidates in the order they were added, and a chain or tree added
/// as it grew has each candidate bring a variable none before it holds. Then the reverse order
/// is a peel order (the last candidate's new variable is held by no other, and so on down), found
/// in one pass that marks the variables seen: no counting, no stack of pivots, and a solve whose
/// only chain from row to row is the combination's sums (the counting peel's look-ups, a
/// pivot to a position to a row to its terms, held each row up; a chain of 500's refusal went
/// from about 44 to 34 µs). Other orders take the counting peel; both find the same
/// combination, the only one there is.
extension FarkasCertificate {
    /// For each row of `order` (the refused row first, then the candidates), its multiplier in
    /// the one combination of the candidates that cancels the refused row's variables, when
    /// that combination proves a conflict (signed as a conflict needs, summed exactly as
    /// ``ExactCombination`` requires, leaving a negative constant); nil when the candidates do
    /// not all peel, a row names a variable twice, the signs cannot make a conflict, no
    /// candidate is used or the sums round. Coordinates are below `coordinateCount`.
    static func peeledProof(_ rows: FlatConstraints, order: [Int], coordinateCount: Int) -> [Double]? {
        let n = order.count
        guard n > 1 else { return nil }
        var multipliers = [Double](repeating: 0, count: n)
        let proven = rows.withTerms { terms -> Bool in
            order.withUnsafeBufferPointer { order in
                multipliers.withUnsafeMutableBufferPointer { multipliers in
                    peel(rows, terms: terms, order: order, coordinateCount: coordinateCount, into: multipliers)
                }
            }
        }
        return proven ? multipliers : nil
    }

    /// ``peeledProof(_:order:coordinateCount:)``'s work, its multipliers written to
    /// `multipliers` (zeroed, one per row of `order`); whether the candidates all peel and
    /// their combination proves the conflict. Every read and write is through pointers and
    /// every index step wraps: this pass is most of the cost of explaining a long chain.
    private static func peel(_ rows: FlatConstraints, terms: FlatConstraints.Terms, order: UnsafeBufferPointer<Int>,
                             coordinateCount: Int, into multipliers: UnsafeMutableBufferPointer<Double>) -> Bool {
        let n = order.count
        let start = terms.start, coordinates = terms.coordinates, coefficients = terms.coefficients
        // For each coordinate: how many candidates not yet peeled hold it, the exclusive or
        // of their positions (the position itself once only one is left), and the last row
        // seen holding it; what the refused row and the candidates solved so far leave on it
        // (the combination's sums, exact). For each position: its row's bounds (read without
        // going through `order`) and, for the reverse order, the term it peels on. The
        // coordinates to try as pivots: each when a first candidate holds it and when it is
        // down to one again (some are held by more by the time they are tried, or by none);
        // at most one push per term and per peeled row.
        let scratch = UnsafeMutableBufferPointer<Int>.allocate(capacity: 3 * coordinateCount + 3 * n + 2 * coordinates.count)
        defer { scratch.deallocate() }
        // The rest is written before it is read: only the counts start at zero.
        UnsafeMutableBufferPointer(rebasing: scratch[..<(3 * coordinateCount)]).initialize(repeating: 0)
        let holders = scratch.baseAddress!
        let positions = holders + coordinateCount
        let lastSeen = positions + coordinateCount
        let rowFirst = lastSeen + coordinateCount
        let rowEnd = rowFirst + n
        let rowPivot = rowEnd + n
        var combination = ExactCombination(coordinateCount: coordinateCount)
        multipliers[0] = rows.relations[order[0]] == .lessOrEqual ? -1 : 1
        guard combination.add(multipliers[0], row: order[0], of: rows, terms: terms) else { return false }
        // The shape a layout refuses most, a chain or tree added as it grew: each candidate
        // holds a coordinate no candidate before it holds (the first such is its pivot). Then
        // the reverse order peels, with nothing counted: the last candidate's pivot is held
        // by no other, and so on down. `holders` only marks the coordinates held so far here.
        var inOrder = true
        var position = 0
        while position < n {
            let row = order[position]
            var e = start[row]
            let end = start[row &+ 1]
            rowFirst[position] = e
            rowEnd[position] = end
            var pivot = -1
            while e < end {
                if coefficients[e] != 0 {
                    let k = coordinates[e]
                    guard lastSeen[k] != position &+ 1 else { return false }  // a variable named twice
                    lastSeen[k] = position &+ 1
                    if inOrder && position > 0 && holders[k] == 0 {
                        holders[k] = 1
                        if pivot < 0 { pivot = e }
                    }
                }
                e &+= 1
            }
            // Not that shape: the bounds and the duplicates are still read to the end.
            if position > 0 && pivot < 0 { inOrder = false }
            rowPivot[position] = pivot
            position &+= 1
        }
        if inOrder {
            // Solve each candidate, last first, for the multiplier that cancels what the
            // refused row and the candidates after it left on its pivot.
            var position = n &- 1
            while position > 0 {
                let pivot = rowPivot[position]
                let k = coordinates[pivot], a = coefficients[pivot]
                let m = cancelling(combination[k], on: a)
                guard m.isFinite, combination.add(m, terms: rowFirst[position], to: rowEnd[position],
                                                  constant: rows.constants[order[position]], of: terms)
                else { return false }
                multipliers[position] = m
                position &-= 1
            }
        } else {
            UnsafeMutableBufferPointer(start: holders, count: coordinateCount).update(repeating: 0)
            guard peelByCounting(terms: terms, order: order, coordinateCount: coordinateCount, scratch: holders,
                                 combination: &combination, rows: rows, into: multipliers) else { return false }
        }
        return provesConflictWithSigns(rows, order: order, combination: &combination, multipliers: multipliers)
    }

    /// The general peel, for candidates not in an order that peels in reverse: count each
    /// coordinate's holders, then repeatedly take a candidate holding a coordinate no other
    /// remaining one holds, solving it for its multiplier as it goes. `scratch` is `peel`'s
    /// (the counts zeroed, the row bounds written; its first pass has refused any row that
    /// names a variable twice). False when the candidates do not all peel or a sum rounds.
    private static func peelByCounting(terms: FlatConstraints.Terms, order: UnsafeBufferPointer<Int>, coordinateCount: Int,
                                       scratch holders: UnsafeMutablePointer<Int>, combination: inout ExactCombination,
                                       rows: FlatConstraints, into multipliers: UnsafeMutableBufferPointer<Double>) -> Bool {
        let n = order.count
        let coordinates = terms.coordinates, coefficients = terms.coefficients
        let positions = holders + coordinateCount
        let rowFirst = positions + 2 * coordinateCount  // past `peel`'s marks of rows seen
        let rowEnd = rowFirst + n
        let pivots = rowEnd + 2 * n
        var pivotCount = 0
        // Counts the candidate at `position` in (`delta` 1) or out (-1) on each coordinate it
        // holds, queueing each coordinate whose count comes to 1.
        func count(_ position: Int, _ delta: Int) {
            var e = rowFirst[position]
            let end = rowEnd[position]
            while e < end {
                if coefficients[e] != 0 {
                    let k = coordinates[e]
                    // The count read once, into a register: `positions` might alias it.
                    let held = holders[k] &+ delta
                    holders[k] = held
                    positions[k] ^= position
                    if held == 1 {
                        pivots[pivotCount] = k
                        pivotCount &+= 1
                    }
                }
                e &+= 1
            }
        }
        for position in 1..<n { count(position, 1) }  // the candidates: the refused row holds nothing here
        // Peel, and solve each candidate as it goes for its multiplier: it cancels what the
        // refused row and the candidates peeled before it left on its pivot, which no
        // candidate peeled after it holds.
        var peeled = 0
        while pivotCount > 0 {
            pivotCount &-= 1
            let k = pivots[pivotCount]
            guard holders[k] == 1 else { continue }
            let position = positions[k]
            let first = rowFirst[position], end = rowEnd[position]
            var pivot = first
            while pivot < end && (coordinates[pivot] != k || coefficients[pivot] == 0) {
                pivot &+= 1
            }
            guard pivot < end else { return false }
            peeled &+= 1
            let a = coefficients[pivot]
            let m = cancelling(combination[k], on: a)
            guard m.isFinite, combination.add(m, terms: first, to: end, constant: rows.constants[order[position]], of: terms)
            else { return false }
            multipliers[position] = m
            count(position, -1)
        }
        return peeled == n &- 1
    }

    /// The multiplier that cancels `sum` on a pivot whose coefficient is `a`. Most layouts'
    /// pivots are ±1: no division on a chain's critical path.
    @inline(__always)
    private static func cancelling(_ sum: Double, on a: Double) -> Double {
        a == 1 ? -sum : a == -1 ? sum : -sum / a
    }

    /// Whether the solved multipliers prove the conflict: a refused equality turned the way
    /// that leaves a negative constant, every candidate used with the sign its relation
    /// allows, at least one used, and the exact sum a proof.
    private static func provesConflictWithSigns(_ rows: FlatConstraints, order: UnsafeBufferPointer<Int>,
                                                combination: inout ExactCombination,
                                                multipliers: UnsafeMutableBufferPointer<Double>) -> Bool {
        let n = order.count
        // A refused equality may be used either way: the way that leaves a negative constant.
        if rows.relations[order[0]] == .equal && !combination.provesConflict {
            combination.negate()
            for position in 0..<n { multipliers[position] = -multipliers[position] }
        }
        var used = false
        for position in 1..<n where multipliers[position] != 0 {
            switch rows.relations[order[position]] {
            case .greaterOrEqual: guard multipliers[position] > 0 else { return false }
            case .lessOrEqual: guard multipliers[position] < 0 else { return false }
            case .equal: break
            }
            used = true
        }
        return used && combination.provesConflict
    }
}
