/// Constraints as flat rows of numbered coordinates: the input of ``FarkasCertificate``'s
/// algebra. A row's terms are read many times there (to link, eliminate and check), and
/// reading a ``Constraint``'s terms costs a reference count per variable and a look-up per
/// number; these arrays cost neither. Coordinate 0 is reserved for the constants.
struct FlatConstraints {
    /// Row i's terms are `coordinates[start[i]..<start[i + 1]]` with their `coefficients`.
    private(set) var start: [Int] = [0]
    private(set) var coordinates: [Int] = []
    private(set) var coefficients: [Double] = []
    private(set) var constants: [Double] = []
    private(set) var relations: [Relation] = []

    /// The number of rows.
    var count: Int { constants.count }

    /// Adds a term to the row being built.
    mutating func appendTerm(coordinate: Int, coefficient: Double) {
        coordinates.append(coordinate)
        coefficients.append(coefficient)
    }

    /// Ends the row being built: its terms are those appended since the last row ended.
    mutating func endRow(constant: Double, relation: Relation) {
        constants.append(constant)
        relations.append(relation)
        start.append(coordinates.count)
    }

    /// Forgets the terms appended since the last row ended.
    mutating func dropOpenRow() {
        coordinates.removeSubrange(start[count]...)
        coefficients.removeSubrange(start[count]...)
    }

    /// The positions of row i's terms in ``coordinates`` and ``coefficients``.
    func terms(of row: Int) -> Range<Int> {
        start[row]..<start[row + 1]
    }
}
