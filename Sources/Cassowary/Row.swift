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

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// Whether the row holds dummy symbols only (or nothing at all).
    var hasOnlyDummies: Bool { syms.isEmpty }

    /// The coefficient of `symbol` (zero when absent).
    func coefficient(of symbol: Int32, isDummy: Bool) -> Double {
        let (s, c) = isDummy ? (dsyms, dcoeffs) : (syms, coeffs)
        let i = Row.search(s, symbol)
        return i < s.count && s[i] == symbol ? c[i] : 0
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
        for i in other.syms.indices { Row.add(&syms, &coeffs, other.syms[i], scale * other.coeffs[i]) }
        for i in other.dsyms.indices { Row.add(&dsyms, &dcoeffs, other.dsyms[i], scale * other.dcoeffs[i]) }
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
