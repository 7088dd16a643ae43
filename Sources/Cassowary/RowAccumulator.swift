/// Sums scaled rows into one, remembering for every cell the largest magnitude added into it,
/// so a cell that cancels over several additions is recognised as zero.
///
/// ``Row/add(_:scale:)`` judges each addition on its own (``Tolerance/cancels(_:_:_:)`` against
/// its two operands). Over three or more additions that is not enough: `0.7 − 0.7000003` leaves
/// `-3e-7` carrying the rounding of the `0.7`s, and adding `3e-7` then leaves `7.5e-17`, which is
/// 2.5e-10 of its last two operands but 1e-16 of the `0.7`s, pure noise. Kept, that cell made a
/// redundant equality look like a new relation, and pivoting on it moved a slack to -104 (fuzz
/// seed 433). Measured against the magnitude it came from, it is dropped.
///
/// The measure is the largest contribution, not their sum: rounding leaves a few units in the
/// last place of the largest operand, and two equal contributions that nearly cancel are where a
/// small real difference lives. Nearly parallel equalities (fuzz seed 4927: `-5000.000667 +
/// 5000.000667095` = 9.5e-8, 1.9e-11 of either operand) are solvable only through such a cell;
/// measured against the sum of the two (1e4) it fell under ``Tolerance/cancellation``, the row
/// lost it, and a later required constraint could only be accepted 7,741 off.
struct RowAccumulator {
    private var syms: [Int32] = []
    private var coeffs: [Double] = []
    /// For each cell, the largest magnitude of the contributions added into it.
    private var magnitudes: [Double] = []
    private var outS: [Int32] = []
    private var outC: [Double] = []
    private var outM: [Double] = []

    /// An empty sum with room for `capacity` cells.
    init(capacity: Int) {
        syms.reserveCapacity(capacity)
        coeffs.reserveCapacity(capacity)
        magnitudes.reserveCapacity(capacity)
    }

    /// Adds `coefficient · symbol`.
    mutating func add(_ symbol: Int32, _ coefficient: Double) {
        guard coefficient != 0 else { return }
        let i = Row.search(syms, symbol)
        if i < syms.count && syms[i] == symbol {
            coeffs[i] += coefficient
            magnitudes[i] = max(magnitudes[i], abs(coefficient))
        } else {
            syms.insert(symbol, at: i)
            coeffs.insert(coefficient, at: i)
            magnitudes.insert(abs(coefficient), at: i)
        }
    }

    /// Adds `scale · other`'s live cells (its constant is the caller's business).
    mutating func add(_ other: Row, scale: Double) {
        outS.removeAll(keepingCapacity: true)
        outC.removeAll(keepingCapacity: true)
        outM.removeAll(keepingCapacity: true)
        let need = syms.count + other.syms.count
        outS.reserveCapacity(need)
        outC.reserveCapacity(need)
        outM.reserveCapacity(need)
        var i = 0, j = 0
        let na = syms.count, nb = other.syms.count
        while i < na || j < nb {
            let sa = i < na ? syms[i] : Int32.max
            let sb = j < nb ? other.syms[j] : Int32.max
            if sa < sb {
                outS.append(sa); outC.append(coeffs[i]); outM.append(magnitudes[i])
                i += 1
            } else {
                let w = scale * other.coeffs[j]
                if sb < sa {
                    if w != 0 { outS.append(sb); outC.append(w); outM.append(abs(w)) }
                } else {
                    outS.append(sa); outC.append(coeffs[i] + w); outM.append(max(magnitudes[i], abs(w)))
                    i += 1
                }
                j += 1
            }
        }
        swap(&syms, &outS)
        swap(&coeffs, &outC)
        swap(&magnitudes, &outM)
    }

    /// The sum as a row with `constant`, without the cells that cancelled: those at most
    /// ``Tolerance/cancellation`` of the largest contribution added into them.
    func row(constant: Double) -> Row {
        var row = Row(constant: constant)
        row.syms.reserveCapacity(syms.count + 2)
        row.coeffs.reserveCapacity(syms.count + 2)
        for i in syms.indices where abs(coeffs[i]) > Tolerance.cancellation * magnitudes[i] {
            row.syms.append(syms[i])
            row.coeffs.append(coeffs[i])
        }
        return row
    }
}
