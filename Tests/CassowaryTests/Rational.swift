import BigInt

/// An exact rational number for `ExactLexicographicLP`: numerator over a positive denominator,
/// in lowest terms. Every finite `Double` converts to one without rounding.
struct Rational: Comparable, CustomStringConvertible {
    let numerator: BigInt
    let denominator: BigInt

    static let zero = Rational(BigInt(0))

    /// `numerator / denominator`, reduced; `denominator` must not be zero.
    init(_ numerator: BigInt, _ denominator: BigInt = 1) {
        precondition(!denominator.isZero, "a rational with denominator 0")
        let sign: BigInt = denominator.signum() < 0 ? -1 : 1
        let g = numerator.greatestCommonDivisor(with: denominator)
        if g.isZero || g == 1 {
            self.numerator = sign * numerator
            self.denominator = sign * denominator
        } else {
            self.numerator = sign * numerator / g
            self.denominator = sign * denominator / g
        }
    }

    /// Exactly the value of `x` (finite): its significand over a power of two.
    init(exactly x: Double) {
        precondition(x.isFinite, "\(x) has no rational value")
        if x == 0 {
            self.init(BigInt(0))
            return
        }
        let (significand, exponent) = Self.integerParts(x)
        let m = BigInt(significand) * (x < 0 ? -1 : 1)
        if exponent >= 0 {
            self.init(m << exponent)
        } else {
            self.init(m, BigInt(1) << -exponent)
        }
    }

    /// `|x| = significand · 2^exponent` with an integer significand (subnormals included).
    static func integerParts(_ x: Double) -> (significand: UInt64, exponent: Int) {
        if x.exponentBitPattern == 0 {
            return (x.significandBitPattern, -1074)
        }
        return (x.significandBitPattern | (1 << 52), Int(x.exponentBitPattern) - 1075)
    }

    var isZero: Bool { numerator.isZero }

    /// The nearest double, near enough for comparing with a tolerance: both parts are shifted
    /// to at most 1,000 bits first, so neither overflows.
    var doubleValue: Double {
        let shift = max(0, max(numerator.bitWidth, denominator.bitWidth) - 1000)
        return Double(numerator >> shift) / Double(denominator >> shift)
    }

    var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }

    static func + (a: Rational, b: Rational) -> Rational {
        Rational(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator)
    }

    static func - (a: Rational, b: Rational) -> Rational {
        Rational(a.numerator * b.denominator - b.numerator * a.denominator, a.denominator * b.denominator)
    }

    static func * (a: Rational, b: Rational) -> Rational {
        Rational(a.numerator * b.numerator, a.denominator * b.denominator)
    }

    static func < (a: Rational, b: Rational) -> Bool {
        a.numerator * b.denominator < b.numerator * a.denominator
    }

    static func == (a: Rational, b: Rational) -> Bool {
        a.numerator == b.numerator && a.denominator == b.denominator
    }
}
