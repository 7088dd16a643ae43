/// One row of the tableau: `basic = constant + Σ coefficient·symbol`.
///
/// Cells are kept in two sorted parts: the dummy markers of required equalities, which the
/// simplex never chooses and which only removal needs, and everything else. The hot paths (edit
/// suggestions, ratio tests, entering-symbol searches) touch only the short non-dummy part.
/// Coefficients whose magnitude falls under ``Row/epsilon`` are dropped.
struct Row {
    /// Coefficients smaller than this are treated as zero, as in kiwi.
    static let epsilon = 1e-8

    var constant: Double = 0
    /// Non-dummy symbols, ascending.
    var syms: [Int32] = []
    var coeffs: [Double] = []
    /// Dummy symbols, ascending.
    var dsyms: [Int32] = []
    var dcoeffs: [Double] = []
    /// The number of tombstones in the non-dummy part: cells with coefficient exactly 0 left by
    /// in-place updates so that a cancellation does not shift the row. Rows outside a tableau
    /// never hold tombstones.
    var dead: Int32 = 0

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// Whether the row holds dummy symbols only (or nothing at all).
    var hasOnlyDummies: Bool { Int(dead) == syms.count }

    /// Drops dummy cells whose coefficient fell under ``epsilon``.
    mutating func dropNearZeroDummies() {
        var w = 0
        for i in dsyms.indices where abs(dcoeffs[i]) >= Row.epsilon {
            dsyms[w] = dsyms[i]; dcoeffs[w] = dcoeffs[i]; w += 1
        }
        dsyms.removeSubrange(w...)
        dcoeffs.removeSubrange(w...)
    }

    /// Drops the tombstones.
    mutating func compact() {
        guard dead > 0 else { return }
        var w = 0
        for i in syms.indices where coeffs[i] != 0 {
            syms[w] = syms[i]; coeffs[w] = coeffs[i]; w += 1
        }
        syms.removeSubrange(w...)
        coeffs.removeSubrange(w...)
        dead = 0
    }

    /// The coefficient of `symbol` (zero when absent).
    @inline(__always)
    func coefficient(of symbol: Int32, isDummy: Bool) -> Double {
        isDummy ? Row.lookup(dsyms, dcoeffs, symbol) : Row.lookup(syms, coeffs, symbol)
    }

    @inline(__always)
    static func lookup(_ syms: [Int32], _ coeffs: [Double], _ symbol: Int32) -> Double {
        let i = search(syms, symbol)
        return i < syms.count && syms[i] == symbol ? coeffs[i] : 0
    }

    /// Adds `coefficient` to the cell of `symbol`, dropping it if the sum is near zero.
    mutating func add(_ symbol: Int32, _ coefficient: Double, isDummy: Bool) {
        if isDummy {
            Row.add(&dsyms, &dcoeffs, symbol, coefficient)
        } else {
            Row.add(&syms, &coeffs, symbol, coefficient)
        }
    }

    /// Removes the cell of `symbol` if present.
    mutating func remove(_ symbol: Int32, isDummy: Bool) {
        if isDummy {
            Row.remove(&dsyms, &dcoeffs, symbol)
        } else {
            Row.remove(&syms, &coeffs, symbol)
        }
    }

    /// Adds `scale · other` (constant and cells) to this row, which is not in a tableau.
    mutating func add(_ other: Row, scale: Double) {
        constant += scale * other.constant
        Row.addScaled(&syms, &coeffs, other.syms, other.coeffs, scale)
        Row.addScaled(&dsyms, &dcoeffs, other.dsyms, other.dcoeffs, scale)
    }

    /// `(syms, coeffs) += scale · (bS, bC)`: a scaled copy into an empty part, a binary-search
    /// insert for a single cell, a linear merge otherwise.
    private static func addScaled(_ syms: inout [Int32], _ coeffs: inout [Double],
                                  _ bS: [Int32], _ bC: [Double], _ scale: Double) {
        if bS.isEmpty { return }
        if syms.isEmpty {
            // Room for the copy plus the markers the caller adds next.
            if syms.capacity < bS.count + 2 {
                syms.reserveCapacity(bS.count + 2)
                coeffs.reserveCapacity(bS.count + 2)
            }
            for j in bS.indices {
                let v = scale * bC[j]
                if abs(v) >= epsilon { syms.append(bS[j]); coeffs.append(v) }
            }
        } else if bS.count == 1 {
            add(&syms, &coeffs, bS[0], scale * bC[0])
        } else {
            var outS: [Int32] = [], outC: [Double] = []
            outS.reserveCapacity(max(syms.capacity, syms.count + bS.count))
            outC.reserveCapacity(max(coeffs.capacity, syms.count + bS.count))
            Tableau.merge(syms, coeffs, skipping: -1, bS, bC, scale: scale,
                          into: &outS, &outC, added: nil, removed: nil)
            syms = outS
            coeffs = outC
        }
    }

    /// Multiplies the constant and every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        for i in coeffs.indices { coeffs[i] *= factor }
        for i in dcoeffs.indices { dcoeffs[i] *= factor }
    }

    /// Rewrites `0 = constant + Σ c·x` (which contains `subject`) as `subject = ...`.
    mutating func solve(for subject: Int32, isDummy: Bool) {
        let c = coefficient(of: subject, isDummy: isDummy)
        remove(subject, isDummy: isDummy)
        scale(by: -1 / c)
    }

    /// Rewrites `lhs = constant + Σ c·x` (which contains `rhs`) as `rhs = ...`.
    mutating func solve(for rhs: Int32, rhsIsDummy: Bool, replacing lhs: Int32, lhsIsDummy: Bool) {
        add(lhs, -1, isDummy: lhsIsDummy)
        solve(for: rhs, isDummy: rhsIsDummy)
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

    static func add(_ syms: inout [Int32], _ coeffs: inout [Double], _ symbol: Int32, _ coefficient: Double) {
        let i = search(syms, symbol)
        if i < syms.count && syms[i] == symbol {
            let sum = coeffs[i] + coefficient
            if abs(sum) < epsilon {
                syms.remove(at: i)
                coeffs.remove(at: i)
            } else {
                coeffs[i] = sum
            }
        } else if abs(coefficient) >= epsilon {
            syms.insert(symbol, at: i)
            coeffs.insert(coefficient, at: i)
        }
    }

    static func remove(_ syms: inout [Int32], _ coeffs: inout [Double], _ symbol: Int32) {
        let i = search(syms, symbol)
        if i < syms.count && syms[i] == symbol {
            syms.remove(at: i)
            coeffs.remove(at: i)
        }
    }
}
