/// One row of the tableau: `basic = constant + Σ coefficient·symbol`, cells sorted by symbol.
///
/// A sum that cancels (``Tolerance/cancels(_:_:_:)``, relative to its operands) is dropped.
/// Rows inside a tableau may also hold tombstones (cells with coefficient exactly 0) left by
/// in-place updates, so a cancellation does not shift a long row; every reader skips them.
struct Row {
    var constant: Double = 0
    /// Symbols, ascending.
    var syms: [Int32] = []
    var coeffs: [Double] = []
    /// The number of tombstones. Rows outside a tableau never hold any.
    var dead: Int32 = 0
    /// The largest magnitude summed into ``constant`` (at least its own), in the row's current
    /// scaling: the rounding the constant carries is relative to it, so it is the scale the
    /// constant is judged negative at (`Tableau.isNegative(row:)`). Only grows, as the
    /// tableau's value scale does, and moves with the row when it is scaled or solved. A
    /// suggestion's shift keeps it at least the constant's size (`Tableau.shiftConstants`).
    var magnitude: Double = 0

    init(constant: Double = 0) {
        self.constant = constant
        magnitude = abs(constant)
    }

    /// Notes `part`, of magnitude up to `reach`, added into the constant.
    @inline(__always)
    mutating func noteAdded(reach: Double) {
        magnitude = max(magnitude, reach, abs(constant))
    }

    /// Whether the row has no live cell: it is a bare constant.
    var isConstant: Bool { Int(dead) == syms.count }

    /// Drops the tombstones.
    mutating func compact() {
        guard dead > 0 else { return }
        keepCells { _ in true }
    }

    /// Keeps only the live cells whose symbol passes `keep`, in order; the tombstones go too.
    mutating func keepCells(where keep: (Int32) -> Bool) {
        var w = 0
        for i in syms.indices where coeffs[i] != 0 && keep(syms[i]) {
            syms[w] = syms[i]; coeffs[w] = coeffs[i]; w += 1
        }
        syms.removeSubrange(w...)
        coeffs.removeSubrange(w...)
        dead = 0
    }

    /// The coefficient of `symbol` (zero when absent).
    @inline(__always)
    func coefficient(of symbol: Int32) -> Double {
        let i = Row.search(syms, symbol)
        return i < syms.count && syms[i] == symbol ? coeffs[i] : 0
    }

    /// Adds `coefficient` to the cell of `symbol`, dropping it if the sum is near zero.
    mutating func add(_ symbol: Int32, _ coefficient: Double) {
        let i = Row.search(syms, symbol)
        if i < syms.count && syms[i] == symbol {
            let sum = coeffs[i] + coefficient
            if Tolerance.cancels(sum, coeffs[i], coefficient) {
                syms.remove(at: i)
                coeffs.remove(at: i)
            } else {
                coeffs[i] = sum
            }
        } else if coefficient != 0 {
            if i == syms.count {
                syms.append(symbol)
                coeffs.append(coefficient)
            } else {
                syms.insert(symbol, at: i)
                coeffs.insert(coefficient, at: i)
            }
        }
    }

    /// Removes the cell of `symbol` if present.
    mutating func remove(_ symbol: Int32) {
        let i = Row.search(syms, symbol)
        if i < syms.count && syms[i] == symbol {
            syms.remove(at: i)
            coeffs.remove(at: i)
        }
    }

    /// Adds `scale · other` (constant and cells) to this row, which is not in a tableau: a
    /// scaled copy into an empty row, a binary-search insert for one cell, a linear merge
    /// otherwise.
    mutating func add(_ other: Row, scale: Double) {
        constant += scale * other.constant
        noteAdded(reach: abs(scale) * other.magnitude)
        if other.syms.isEmpty { return }
        if syms.isEmpty {
            copyScaled(other, scale: scale)
        } else if other.syms.count &* 8 < syms.count {
            for j in other.syms.indices where other.coeffs[j] != 0 { add(other.syms[j], scale * other.coeffs[j]) }
        } else if syms.count &+ other.syms.count > Row.inPlaceMergeLimit || !mergeInPlace(other, scale: scale) {
            var outS: [Int32] = [], outC: [Double] = []
            outS.reserveCapacity(max(syms.capacity, syms.count + other.syms.count))
            outC.reserveCapacity(max(coeffs.capacity, syms.count + other.syms.count))
            Row.merge(syms, coeffs, skipping: -1, other.syms, other.coeffs, scale: scale,
                      into: &outS, &outC, added: nil, removed: nil)
            syms = outS
            coeffs = outC
        }
    }

    /// The most cells (the two rows' together) merged in a row's own storage
    /// (``mergeInPlace(_:scale:skipping:added:removed:)``); longer rows are merged into other
    /// storage. In place a merge saves two allocations but moves the merged cells to the front
    /// afterwards: issue 14's grid (rows of two cells on average) spent a tenth of its first
    /// layout's batch in those allocations, while W5's long rows took 39% longer merged in place
    /// than into the tableau's scratch arrays.
    static let inPlaceMergeLimit = 16

    /// ``merge(_:_:skipping:_:_:scale:into:_:added:removed:)`` of this row with `scale · other`
    /// into the row's own storage, when it has room for both rows' cells (`Tableau.makeRow`
    /// reserves a new row's final size, and a row keeps its capacity): merged from the back, so
    /// no cell is overwritten before it is read, then moved to the front. The same sums, the
    /// same cancellation test and the same reports (in descending order), so the same cells;
    /// a merge into new storage allocates two arrays. False, changing nothing, when the storage
    /// is too small. The row's tombstones are dropped; the caller resets ``dead``. Never inlined:
    /// inlined into `Tableau.addScaled` it slowed the merge of long rows there (W7's build, whose
    /// rows are long, by 3% of its instructions).
    @inline(never)
    mutating func mergeInPlace(_ other: Row, scale: Double, skipping skip: Int32 = -1,
                               added: UnsafeMutablePointer<[Int32]>? = nil,
                               removed: UnsafeMutablePointer<[Int32]>? = nil) -> Bool {
        let na = syms.count, nb = other.syms.count
        guard syms.capacity >= na &+ nb, coeffs.capacity >= na &+ nb else { return false }
        // Room for `other`'s cells at the end, a cell at a time: into reserved capacity that is
        // a store each, where `append(contentsOf:)` and `removeSubrange` go through
        // `replaceSubrange` (four of them were a sixth of a merge).
        for _ in 0..<nb { syms.append(0); coeffs.append(0) }
        var w = na &+ nb
        syms.withUnsafeMutableBufferPointer { s in
            coeffs.withUnsafeMutableBufferPointer { c in
                other.syms.withUnsafeBufferPointer { bs in
                    other.coeffs.withUnsafeBufferPointer { bc in
                        // Invariant: w >= (i + 1) + (j + 1), so a write at w - 1 never lands
                        // on a cell of this row not yet read.
                        var i = na &- 1, j = nb &- 1
                        while i >= 0 || j >= 0 {
                            let sa = i >= 0 ? s[i] : Int32.min
                            let sb = j >= 0 ? bs[j] : Int32.min
                            if sa > sb {
                                let a = c[i]
                                if sa != skip && a != 0 { w &-= 1; s[w] = sa; c[w] = a }
                                i &-= 1
                            } else if sb > sa {
                                let v = scale * bc[j]
                                if v != 0 {
                                    w &-= 1; s[w] = sb; c[w] = v
                                    added?.pointee.append(sb)
                                }
                                j &-= 1
                            } else {
                                let a = c[i]
                                let part = scale * bc[j]
                                let v = a + part
                                if !Tolerance.cancels(v, a, part) {
                                    w &-= 1; s[w] = sa; c[w] = v
                                    if a == 0 { added?.pointee.append(sa) }
                                } else if a != 0 {
                                    removed?.pointee.append(sa)
                                }
                                i &-= 1; j &-= 1
                            }
                        }
                        // The merged cells, at w..<na + nb, move to the front (moving down, in
                        // ascending order, reads each cell before it is overwritten).
                        if w > 0 {
                            for k in w..<(na &+ nb) { s[k &- w] = s[k]; c[k &- w] = c[k] }
                        }
                    }
                }
            }
        }
        for _ in 0..<w { syms.removeLast(); coeffs.removeLast() }
        return true
    }

    /// Replaces the (empty) cells by `scale · other`'s live cells, with room for two more (the
    /// markers a new row gets next), in one pass over unchecked buffers; into the storage the
    /// row already reserved when it has room (`Tableau.makeRow` reserves a new row's final size).
    private mutating func copyScaled(_ other: Row, scale: Double) {
        let n = other.syms.count
        if syms.capacity >= n + 2 && coeffs.capacity >= n + 2 {
            for j in 0..<n {
                let v = scale * other.coeffs[j]
                if v != 0 { syms.append(other.syms[j]); coeffs.append(v) }
            }
            return
        }
        var kept = 0
        var newSyms = [Int32](unsafeUninitializedCapacity: n + 2) { out, count in
            other.syms.withUnsafeBufferPointer { bs in
                other.coeffs.withUnsafeBufferPointer { bc in
                    for j in 0..<n where scale * bc[j] != 0 {
                        out[kept] = bs[j]
                        kept += 1
                    }
                }
            }
            count = kept
        }
        var w = 0
        let newCoeffs = [Double](unsafeUninitializedCapacity: n + 2) { out, count in
            other.coeffs.withUnsafeBufferPointer { bc in
                for j in 0..<n {
                    let v = scale * bc[j]
                    if v != 0 { out[w] = v; w += 1 }
                }
            }
            count = w
        }
        newSyms.reserveCapacity(n + 2)
        syms = newSyms
        coeffs = newCoeffs
    }

    /// Multiplies the constant and every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        magnitude *= abs(factor)
        for i in coeffs.indices { coeffs[i] *= factor }
    }

    /// Rewrites `0 = constant + Σ c·x` (which contains `subject`) as `subject = ...`; returns
    /// the largest coefficient magnitude of the result (the row's largest cell over the
    /// subject's, which says how much the division amplified the row's rounding).
    @discardableResult
    mutating func solve(for subject: Int32) -> Double {
        let c = coefficient(of: subject)
        remove(subject)
        let factor = -1 / c
        constant *= factor
        magnitude *= abs(factor)
        var largest = 0.0
        coeffs.withUnsafeMutableBufferPointer { cells in
            for i in cells.indices {
                let scaled = cells[i] * factor
                cells[i] = scaled
                let magnitude = abs(scaled)
                largest = magnitude > largest ? magnitude : largest
            }
        }
        return largest
    }

    /// Rewrites `lhs = constant + Σ c·x` (which contains `rhs`) as `rhs = ...`; returns what
    /// ``solve(for:)`` returns.
    @discardableResult
    mutating func solve(for rhs: Int32, replacing lhs: Int32) -> Double {
        add(lhs, -1)
        return solve(for: rhs)
    }

    // MARK: Sorted-array helpers

    /// The first index whose symbol is `>= symbol` (binary search).
    @inline(__always)
    static func search(_ syms: [Int32], _ symbol: Int32) -> Int {
        syms.withUnsafeBufferPointer { search($0, symbol) }
    }

    /// The first index whose symbol is `>= symbol` (binary search).
    @inline(__always)
    static func search(_ syms: UnsafeBufferPointer<Int32>, _ symbol: Int32) -> Int {
        var lo = 0, hi = syms.count
        while lo < hi {
            let mid = (lo &+ hi) >> 1
            if syms[mid] < symbol { lo = mid &+ 1 } else { hi = mid }
        }
        return lo
    }

    /// Merges `a` with `scale · b` into `out` (all sorted), leaving out `skip` and `a`'s
    /// tombstones, dropping cancelled sums, and reporting symbols new to `a` (including revived
    /// tombstones) and live symbols of `a` that cancelled.
    static func merge(_ aS: [Int32], _ aC: [Double], skipping skip: Int32,
                      _ bS: [Int32], _ bC: [Double], scale: Double,
                      into outS: inout [Int32], _ outC: inout [Double],
                      added: UnsafeMutablePointer<[Int32]>?, removed: UnsafeMutablePointer<[Int32]>?) {
        outS.removeAll(keepingCapacity: true)
        outC.removeAll(keepingCapacity: true)
        outS.reserveCapacity(aS.count + bS.count)
        outC.reserveCapacity(aS.count + bS.count)
        var i = 0, j = 0
        let na = aS.count, nb = bS.count
        while i < na || j < nb {
            let sa = i < na ? aS[i] : Int32.max
            let sb = j < nb ? bS[j] : Int32.max
            if sa < sb {
                if sa != skip && aC[i] != 0 { outS.append(sa); outC.append(aC[i]) }
                i += 1
            } else if sb < sa {
                let v = scale * bC[j]
                if v != 0 {
                    outS.append(sb); outC.append(v)
                    added?.pointee.append(sb)
                }
                j += 1
            } else {
                let w = scale * bC[j]
                let v = aC[i] + w
                if !Tolerance.cancels(v, aC[i], w) {
                    outS.append(sa); outC.append(v)
                    if aC[i] == 0 { added?.pointee.append(sa) }
                } else if aC[i] != 0 {
                    removed?.pointee.append(sa)
                }
                i += 1; j += 1
            }
        }
    }
}
