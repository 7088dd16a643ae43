/// Where an edit's marker appears: the rows, the marker's coefficient in each, and each row's
/// basic symbol. Valid while the tableau's ``Tableau/generation`` is unchanged (every change to
/// a row's cells or to the basis bumps it, in the journaled primitives), so a run of
/// suggestions that do not pivot walks one flat list.
struct EditColumnCache {
    var marker: Int32
    var generation: Int
    var rows: [Int32] = []
    var coeffs: [Double] = []
    var basics: [Int32] = []
    /// How many of the rows, listed first, have a restricted basic symbol (a slack or an
    /// error): the only ones a suggestion can make infeasible.
    var restrictedCount = 0
}
