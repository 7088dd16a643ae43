/// The kinds of tableau symbol, as in Cassowary: the user's variables, and the markers a
/// constraint adds (slack for inequalities, error for optional constraints, dummy for required
/// equalities, which exist only so that the constraint can be removed or found redundant).
enum SymbolKind: UInt8 {
    case external
    case slack
    case error
    case dummy

    /// Whether the symbol is restricted to be non-negative.
    var isRestricted: Bool { self != .external }

    /// Whether the symbol may enter the basis in a pivot of the (dual) simplex.
    var isPivotable: Bool { self == .slack || self == .error }
}
