/// The direction text runs in, which decides where leading and trailing are.
public enum TermLayoutDirection: Sendable, Hashable {
    /// Leading is left.
    case leftToRight
    /// Leading is right.
    case rightToLeft
}

/// A layout axis.
public enum TermAxis: Sendable, Hashable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
}

/// A view's natural size, per axis; nil on an axis means "no intrinsic metric" there.
public struct TermIntrinsicSize: Sendable, Hashable {
    /// Natural width in cells, nil for none.
    public var width: Int?
    /// Natural height in cells, nil for none.
    public var height: Int?

    /// Creates an intrinsic size.
    public init(width: Int?, height: Int?) {
        self.width = width
        self.height = height
    }

    /// No intrinsic metric on either axis.
    public static let none = TermIntrinsicSize(width: nil, height: nil)
}

/// A layout priority, 1...1000; 1000 is required. Auto Layout's names are provided.
public struct TermPriority: Sendable, Hashable, Comparable, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, CustomStringConvertible {
    /// 1...1000; 1000 is required.
    public let value: Double

    /// Creates a priority; values are clamped to 1...1000.
    public init(_ value: Double) {
        self.value = value.isFinite ? min(1000, max(1, value)) : 1000
    }

    public init(integerLiteral value: Int) { self.init(Double(value)) }
    public init(floatLiteral value: Double) { self.init(value) }

    /// 250, UIKit's default hugging.
    public static let low: TermPriority = 250
    /// 500.
    public static let medium: TermPriority = 500
    /// 750, UIKit's default compression resistance.
    public static let high: TermPriority = 750
    /// 1000: must hold.
    public static let required: TermPriority = 1000
    /// Mortar's name for required.
    public static let req: TermPriority = 1000

    /// Whether the priority is 1000.
    public var isRequired: Bool { value >= 1000 }

    /// Lower priorities sort first.
    public static func < (lhs: TermPriority, rhs: TermPriority) -> Bool { lhs.value < rhs.value }

    public var description: String {
        switch value {
        case 250: "low"
        case 500: "medium"
        case 750: "high"
        case 1000: "required"
        default: value == value.rounded() ? String(Int(value)) : String(value)
        }
    }
}
