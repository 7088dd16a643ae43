/// A combination `Σ mᵢ·(row i)` of flat rows, summed exactly or not at all: what a refusal
/// proven without a second opinion stands on (see
/// ``FarkasCertificate/provenSupport(of:among:in:coordinateCount:)``). Every product and every
/// sum of a variable's coefficients must come out exact in doubles (checked with the fused
/// multiply-add and Knuth's two-sum), so a variable whose sum is 0 is cancelled exactly. The
/// constant is summed plainly: its rounding, about 1e-16 of the magnitudes per term, is far
/// below the margin ``provesConflict`` asks of it. The sums are dense over the coordinates
/// and owned (not copyable), with a count of those not zero, so that checking costs one pass.
struct ExactCombination: ~Copyable {
    /// Each coordinate's sum so far.
    private let sums: UnsafeMutableBufferPointer<Double>
    /// How many coordinates' sums are not zero.
    private var uncancelled = 0
    /// The constant's sum, and the magnitudes of everything summed.
    private var constant = 0.0, magnitude = 0.0
    /// False once a product or sum rounded: then nothing is proven.
    private(set) var isExact = true

    /// An empty combination over coordinates `0..<coordinateCount`.
    init(coordinateCount: Int) {
        sums = .allocate(capacity: max(coordinateCount, 1))
        sums.initialize(repeating: 0)
    }

    deinit {
        sums.deallocate()
    }

    /// The sum of coordinate `k` so far.
    subscript(k: Int) -> Double { sums[k] }

    /// Adds `m` times row `row` (its terms read through `terms`, its constant from `rows`);
    /// false, and ``isExact`` false, when a product or sum rounded or left the normal range.
    @inline(__always)  // a chain's proof calls it once a row: the call was a tenth of the proof
    mutating func add(_ m: Double, row: Int, of rows: FlatConstraints, terms: FlatConstraints.Terms) -> Bool {
        guard isExact else { return false }
        guard m != 0 else { return true }
        // A product by a power of two (±1 in a chain) is exact if normal: no multiply-add.
        let powerOfTwo = m.isNormal && m.significandBitPattern == 0
        for e in terms.of(row) where terms.coefficients[e] != 0 {
            let k = terms.coordinates[e], a = terms.coefficients[e]
            let product = m * a
            let s = DoubleDouble.twoSum(sums[k], product)
            guard product.isNormal, powerOfTwo || (-product).addingProduct(m, a) == 0,
                  s.hi.isFinite, s.lo == 0 else {
                isExact = false
                return false
            }
            if (sums[k] == 0) != (s.hi == 0) { uncancelled += s.hi == 0 ? -1 : 1 }
            sums[k] = s.hi
            magnitude += abs(product)
        }
        let part = m * rows.constants[row]
        constant += part
        magnitude += abs(part)
        return true
    }

    /// Negates the combination (every multiplier's sign changed).
    mutating func negate() {
        constant = -constant
        for k in sums.indices where sums[k] != 0 { sums[k] = -sums[k] }
    }

    /// Whether the combination is a proof of conflict: exact, every variable cancelled, and a
    /// constant below -``Tolerance/provenConflict`` of the magnitudes combined (with the
    /// multipliers' signs right for the relations, which is the caller's to ensure, no point
    /// holds the rows however far: each term is ≥ 0 there, and their sum is negative).
    var provesConflict: Bool {
        isExact && uncancelled == 0 && constant.isFinite && magnitude.isFinite
            && constant < -Tolerance.provenConflict * magnitude
    }
}
