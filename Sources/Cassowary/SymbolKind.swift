/// The kinds of tableau symbol: the user's variables, and the markers a constraint adds.
///
/// - `slack`: the marker of an inequality (`expr + slack == 0`, slack >= 0).
/// - `error`: the two markers of an optional constraint, weighted in the objective.
/// - `dummy`: the marker of a required equality. It is fixed at zero: it never enters the basis
///   while optimising, so it only records how much of its equality every row has used. That
///   record is what lets the equality be removed in place (no rebuild), lets its constant change
///   in place, and names it in the explanation of a conflict.
enum SymbolKind: UInt8 {
    case external
    case slack
    case error
    case dummy

    /// Whether the symbol is restricted to be non-negative.
    var isRestricted: Bool { self == .slack || self == .error }

    /// Whether the simplex may pivot the symbol into the basis to improve the objective or
    /// repair feasibility (dummies are fixed at zero).
    var canEnter: Bool { self != .dummy }

    /// Whether the symbol is a constraint's marker (it names a constraint in an explanation).
    var isMarker: Bool { self != .external }
}
