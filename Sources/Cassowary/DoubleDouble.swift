/// A number held as the unevaluated sum `hi + lo` of two doubles (about 106 bits, 32 digits):
/// Dekker's and Knuth's error-free transformations, with the fused multiply-add for products.
/// Every `Double` is exactly a `DoubleDouble`, so the constraints a refusal is confirmed on
/// (``PreciseFeasibility``) enter it without rounding, and the rounding its arithmetic adds is
/// about 1e-32 of the magnitudes, sixteen digits below the tableau's.
struct DoubleDouble {
    var hi: Double
    var lo: Double

    static let zero = DoubleDouble(0)

    init(_ value: Double) {
        hi = value
        lo = 0
    }

    private init(hi: Double, lo: Double) {
        self.hi = hi
        self.lo = lo
    }

    /// `a + b` as an exact pair (Knuth's two-sum): `lo` is the rounding `hi` left, so 0 exactly
    /// when the sum of doubles was exact.
    @inline(__always)
    static func twoSum(_ a: Double, _ b: Double) -> DoubleDouble {
        let s = a + b
        let bb = s - a
        return DoubleDouble(hi: s, lo: (a - (s - bb)) + (b - bb))
    }

    /// `a + b` as an exact pair when `|a| >= |b|` (Dekker's fast two-sum).
    @inline(__always)
    private static func quickTwoSum(_ a: Double, _ b: Double) -> DoubleDouble {
        let s = a + b
        return DoubleDouble(hi: s, lo: b - (s - a))
    }

    static func + (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble {
        var s = twoSum(x.hi, y.hi)
        let t = twoSum(x.lo, y.lo)
        s.lo += t.hi
        s = quickTwoSum(s.hi, s.lo)
        s.lo += t.lo
        return quickTwoSum(s.hi, s.lo)
    }

    static prefix func - (x: DoubleDouble) -> DoubleDouble {
        DoubleDouble(hi: -x.hi, lo: -x.lo)
    }

    static func - (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble {
        x + (-y)
    }

    static func * (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble {
        let p = x.hi * y.hi
        var e = (-p).addingProduct(x.hi, y.hi)  // the exact rounding error of p (fused)
        e += x.hi * y.lo + x.lo * y.hi
        return quickTwoSum(p, e)
    }

    static func / (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble {
        let q1 = x.hi / y.hi
        var r = x - y * DoubleDouble(q1)
        let q2 = r.hi / y.hi
        r = r - y * DoubleDouble(q2)
        let q3 = r.hi / y.hi
        return quickTwoSum(q1, q2) + DoubleDouble(q3)
    }

    /// The nearest double.
    var value: Double { hi + lo }

    /// The magnitude, to the nearest double.
    var magnitude: Double { abs(hi + lo) }
}
