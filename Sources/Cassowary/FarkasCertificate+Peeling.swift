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
    /// the one combination of the candidates that cancels the refused row's variables, signed
    /// as a conflict needs (see ``FarkasCertificate``); nil when the candidates do not all
    /// peel, a row names a variable twice, the signs cannot make a conflict, or no candidate
    /// is used. Whether the combination is exact and leaves a negative constant is for the
    /// caller to check. Coordinates are below `coordinateCount`.
    static func peeledMultipliers(_ rows: FlatConstraints, order: [Int], coordinateCount: Int) -> [Double]? {
        rows.withTerms { terms -> [Double]? in
            let n = order.count
            guard n > 1 else { return nil }
            // For each coordinate: how many candidates not yet peeled hold it, and the exclusive
            // or of their positions (the position itself once only one is left); the last row
            // seen holding it. Scratch outside the arrays' copy-on-write checks: this pass is the
            // whole cost of explaining a long chain.
            let scratch = UnsafeMutableBufferPointer<Int>.allocate(capacity: 3 * coordinateCount)
            defer { scratch.deallocate() }
            scratch.initialize(repeating: 0)
            let holders = UnsafeMutableBufferPointer(rebasing: scratch[0..<coordinateCount])
            let positions = UnsafeMutableBufferPointer(rebasing: scratch[coordinateCount..<2 * coordinateCount])
            let lastSeen = UnsafeMutableBufferPointer(rebasing: scratch[2 * coordinateCount..<3 * coordinateCount])
            for position in 0..<n {
                for e in terms.of(order[position]) where terms.coefficients[e] != 0 {
                    let k = terms.coordinates[e]
                    guard lastSeen[k] != position + 1 else { return nil }
                    lastSeen[k] = position + 1
                    if position > 0 {
                        holders[k] += 1
                        positions[k] ^= position
                    }
                }
            }
            // Coordinates held by one candidate only (some listed twice, or left by then).
            var single: [Int] = []
            for position in 1..<n {
                for e in terms.of(order[position]) where holders[terms.coordinates[e]] == 1 {
                    single.append(terms.coordinates[e])
                }
            }
            // The candidates in the order peeled, each with the term it is solved for.
            var peeled: [(position: Int, pivot: Int)] = []
            peeled.reserveCapacity(n - 1)
            while let k = single.popLast() {
                guard holders[k] == 1 else { continue }
                let position = positions[k]
                let row = terms.of(order[position])
                guard let pivot = row.first(where: { terms.coordinates[$0] == k && terms.coefficients[$0] != 0 })
                else { return nil }
                peeled.append((position, pivot))
                for e in row where terms.coefficients[e] != 0 {
                    let c = terms.coordinates[e]
                    holders[c] -= 1
                    positions[c] ^= position
                    if holders[c] == 1 { single.append(c) }
                }
            }
            guard peeled.count == n - 1 else { return nil }
            // The triangle, solved: each candidate's multiplier cancels what the refused row and
            // the candidates peeled before it left on its pivot, which no later candidate holds.
            var multipliers = [Double](repeating: 0, count: n)
            let left = UnsafeMutableBufferPointer<Double>.allocate(capacity: coordinateCount)
            defer { left.deallocate() }
            left.initialize(repeating: 0)
            multipliers[0] = rows.relations[order[0]] == .lessOrEqual ? -1 : 1
            for e in terms.of(order[0]) {
                left[terms.coordinates[e]] += multipliers[0] * terms.coefficients[e]
            }
            for (position, pivot) in peeled {
                let m = -left[terms.coordinates[pivot]] / terms.coefficients[pivot]
                guard m.isFinite else { return nil }
                guard m != 0 else { continue }
                multipliers[position] = m
                for e in terms.of(order[position]) {
                    left[terms.coordinates[e]] += m * terms.coefficients[e]
                }
            }
            // A refused equality may be used either way: the way that leaves a negative constant.
            if rows.relations[order[0]] == .equal {
                var constant = 0.0
                for (position, i) in order.enumerated() where multipliers[position] != 0 {
                    constant += multipliers[position] * rows.constants[i]
                }
                if constant > 0 {
                    for position in 0..<n { multipliers[position] = -multipliers[position] }
                }
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
            return used ? multipliers : nil
        }
    }
}
