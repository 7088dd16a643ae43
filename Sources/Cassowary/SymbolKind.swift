/// The kinds of tableau symbol: the user's variables, and the markers a constraint adds (slack
/// for inequalities, error for optional constraints).
///
/// Unlike kiwi there are no dummy markers for required equalities. A dummy only ever served to
/// remove its equality later, yet in chained layouts dummies are half the tableau's cells and
/// most of the cost of every pivot. Removing a required equality instead rebuilds the tableau
/// (see ``Solver``), which is exact and, deferred to the next use, costs one rebuild per batch.
enum SymbolKind: UInt8 {
    case external
    case slack
    case error

    /// Whether the symbol is restricted to be non-negative.
    var isRestricted: Bool { self != .external }
}
