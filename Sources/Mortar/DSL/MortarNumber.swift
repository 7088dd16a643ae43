/// A number that can stand for a constant, a multiplier or a size in a Mortar statement, as a
/// literal or in a variable of any of the standard number types (Mortar took any number):
///
/// ```swift
/// let gap = 2, width = 30, ratio: Double = 0.5
/// a.m_right |<| b.m_right - gap
/// v.m_width |=| width
/// v.m_height |=| other.m_height * ratio
/// ```
///
/// The operators are generic over it rather than overloaded per type, so a literal still
/// resolves to one overload (as `Int`, Swift's default literal type) and type-checking stays fast.
public protocol MortarNumber: MortarTupleElement, MortarRelatable {
    /// The number as the `Double` the solver works in.
    var mortarValue: Double { get }
}

extension Int: MortarNumber {
    /// The number as a `Double`.
    public var mortarValue: Double { Double(self) }
}

extension Int32: MortarNumber {
    /// The number as a `Double`.
    public var mortarValue: Double { Double(self) }
}

extension Int64: MortarNumber {
    /// The number as a `Double`.
    public var mortarValue: Double { Double(self) }
}

extension UInt: MortarNumber {
    /// The number as a `Double`.
    public var mortarValue: Double { Double(self) }
}

extension UInt32: MortarNumber {
    /// The number as a `Double`.
    public var mortarValue: Double { Double(self) }
}

extension UInt64: MortarNumber {
    /// The number as a `Double`.
    public var mortarValue: Double { Double(self) }
}

extension Double: MortarNumber {
    /// The number itself.
    public var mortarValue: Double { self }
}

extension Float: MortarNumber {
    /// The number as a `Double`.
    public var mortarValue: Double { Double(self) }
}
