/// One layout attribute of a view or layout guide: a component of Mortar's composite
/// attributes (`m_edges` is top, leading, bottom, trailing, and so on).
public enum TermLayoutAttribute: Sendable, Hashable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// The axis the attribute measures along: a position on it, or (``width``, ``height``) a
    /// length along it. Every attribute names its axis here, with no fallback, so an attribute
    /// added later cannot silently become vertical: the switch stops compiling until it is listed.
    public var axis: TermAxis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline,
             .topMargin, .bottomMargin, .centerYWithinMargins:
            return .vertical
        }
    }

    /// Whether the attribute is a size rather than a position.
    public var isSize: Bool { self == .width || self == .height }

    /// Mortar's name for it: `m_left`, `m_baseline`, `m_centerXWithinMargin`.
    public var mortarName: String {
        switch self {
        case .lastBaseline: return "m_baseline"
        case .centerXWithinMargins: return "m_centerXWithinMargin"
        case .centerYWithinMargins: return "m_centerYWithinMargin"
        default: return "m_\(self)"
        }
    }
}

/// How a constraint relates its two sides.
public enum TermLayoutRelation: Sendable, Hashable, CustomStringConvertible {
    case equal
    case greaterOrEqual
    case lessOrEqual

    /// Mortar's operator for it.
    public var description: String {
        switch self {
        case .equal: "|=|"
        case .greaterOrEqual: "|>|"
        case .lessOrEqual: "|<|"
        }
    }
}
