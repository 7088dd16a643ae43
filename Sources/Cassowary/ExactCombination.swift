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
        add(m, terms: terms.start[row], to: terms.start[row &+ 1], constant: rows.constants[row], of: terms)
    }

    /// Adds `m` times the row whose terms are `terms`' entries `first..<end` and whose
    /// constant is `constant`: ``add(_:row:of:terms:)`` for a caller that holds the row's
    /// bounds already (one dependent load fewer on a chain's critical path).
    @inline(__always)
    mutating func add(_ m: Double, terms first: Int, to end: Int, constant rowConstant: Double,
                      of terms: FlatConstraints.Terms) -> Bool {
        guard isExact else { return false }
        guard m != 0 else { return true }
        // A product by a power of two (±1 in a chain) is exact if normal: no multiply-add.
        let powerOfTwo = m.isNormal && m.significandBitPattern == 0
        // Through the pointers with wrapping steps: no check per term beyond the arithmetic's.
        var e = first
        while e < end {
            let a = terms.coefficients[e]
            e &+= 1
            guard a != 0 else { continue }
            let k = terms.coordinates[e &- 1]
            let before = sums[k]
            let product = m * a
            let s = DoubleDouble.twoSum(before, product)
            guard product.isNormal, powerOfTwo || (-product).addingProduct(m, a) == 0,
                  s.hi.isFinite, s.lo == 0 else {
                isExact = false
                return false
            }
            uncancelled &+= (s.hi != 0 ? 1 : 0) &- (before != 0 ? 1 : 0)
            sums[k] = s.hi
            magnitude += abs(product)
        }
        let part = m * rowConstant
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
