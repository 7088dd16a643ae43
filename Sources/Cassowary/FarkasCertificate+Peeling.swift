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
extension FarkasCertificate {
    /// For each row of `order` (the refused row first, then the candidates), its multiplier in
    /// the one combination of the candidates that cancels the refused row's variables, when
    /// that combination proves a conflict (signed as a conflict needs, summed exactly as
    /// ``ExactCombination`` requires, leaving a negative constant); nil when the candidates do
    /// not all peel, a row names a variable twice, the signs cannot make a conflict, no
    /// candidate is used or the sums round. Coordinates are below `coordinateCount`.
    static func peeledProof(_ rows: FlatConstraints, order: [Int], coordinateCount: Int) -> [Double]? {
        rows.withTerms { terms -> [Double]? in
            let n = order.count
            guard n > 1 else { return nil }
            // Scratch outside the arrays' copy-on-write checks (this pass is the whole cost of
            // explaining a long chain). For each coordinate: how many candidates not yet peeled
            // hold it, the exclusive or of their positions (the position itself once only one
            // is left), and the last row seen holding it; what the refused row and the
            // candidates solved so far leave on it (the combination's sums, exact). The
            // coordinates to try as pivots: each when a first candidate holds it and when it
            // is down to one again (some are held by more by the time they are tried, or by
            // none).
            let scratch = UnsafeMutableBufferPointer<Int>.allocate(capacity: 3 * coordinateCount + 2 * terms.coordinates.count)
            defer { scratch.deallocate() }
            // The pivots are written before they are read: only the counts start at zero.
            UnsafeMutableBufferPointer(rebasing: scratch[..<(3 * coordinateCount)]).initialize(repeating: 0)
            let holders = UnsafeMutableBufferPointer(rebasing: scratch[0..<coordinateCount])
            let positions = UnsafeMutableBufferPointer(rebasing: scratch[coordinateCount..<2 * coordinateCount])
            let lastSeen = UnsafeMutableBufferPointer(rebasing: scratch[2 * coordinateCount..<3 * coordinateCount])
            let pivots = UnsafeMutableBufferPointer(rebasing: scratch[(3 * coordinateCount)...])
            var pivotCount = 0
            var combination = ExactCombination(coordinateCount: coordinateCount)
            var multipliers = [Double](repeating: 0, count: n)
            multipliers[0] = rows.relations[order[0]] == .lessOrEqual ? -1 : 1
            guard combination.add(multipliers[0], row: order[0], of: rows, terms: terms) else { return nil }
            for position in 0..<n {
                for e in terms.of(order[position]) where terms.coefficients[e] != 0 {
                    let k = terms.coordinates[e]
                    guard lastSeen[k] != position + 1 else { return nil }
                    lastSeen[k] = position + 1
                    if position > 0 {
                        holders[k] += 1
                        positions[k] ^= position
                        if holders[k] == 1 {
                            pivots[pivotCount] = k
                            pivotCount += 1
                        }
                    }
                }
            }
            // Peel, and solve each candidate as it goes for its multiplier: it cancels what the
            // refused row and the candidates peeled before it left on its pivot, which no
            // candidate peeled after it holds.
            var peeled = 0
            while pivotCount > 0 {
                pivotCount -= 1
                let k = pivots[pivotCount]
                guard holders[k] == 1 else { continue }
                let position = positions[k]
                let row = terms.of(order[position])
                var pivot = row.lowerBound
                while pivot < row.upperBound && (terms.coordinates[pivot] != k || terms.coefficients[pivot] == 0) {
                    pivot += 1
                }
                guard pivot < row.upperBound else { return nil }
                peeled += 1
                // Most layouts' pivots are ±1: no division on the chain's critical path.
                let a = terms.coefficients[pivot]
                let m = a == 1 ? -combination[k] : a == -1 ? combination[k] : -combination[k] / a
                guard m.isFinite, combination.add(m, row: order[position], of: rows, terms: terms) else { return nil }
                multipliers[position] = m
                for e in row where terms.coefficients[e] != 0 {
                    let c = terms.coordinates[e]
                    holders[c] -= 1
                    positions[c] ^= position
                    if holders[c] == 1 {
                        pivots[pivotCount] = c
                        pivotCount += 1
                    }
                }
            }
            guard peeled == n - 1 else { return nil }
            // A refused equality may be used either way: the way that leaves a negative constant.
            if rows.relations[order[0]] == .equal && !combination.provesConflict {
                combination.negate()
                for position in 0..<n { multipliers[position] = -multipliers[position] }
            }
            var used = false
            for position in 1..<n where multipliers[position] != 0 {
                switch rows.relations[order[position]] {
                case .greaterOrEqual: guard multipliers[position] > 0 else { return nil }
                case .lessOrEqual: guard multipliers[position] < 0 else { return nil }
                case .equal: break
                }
                used = true
            }
            return used && combination.provesConflict ? multipliers : nil
        }
    }
}
