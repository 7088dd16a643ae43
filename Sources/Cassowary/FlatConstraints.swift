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

    /// No rows yet.
    init() {}

    /// `constraints` as rows, in order, their variables numbered from 1 in order of appearance;
    /// `coordinateCount` is one more than the last number.
    init(numbering constraints: [Constraint]) {
        var numbers: [ObjectIdentifier: Int] = [:]
        for c in constraints {
            for term in c.expression.terms {
                let id = ObjectIdentifier(term.variable)
                let k = numbers[id] ?? numbers.count + 1
                numbers[id] = k
                appendTerm(coordinate: k, coefficient: term.coefficient)
            }
            endRow(constant: c.expression.constant, relation: c.relation)
        }
        coordinateCount = numbers.count + 1
    }

    /// Set by ``init(numbering:)``: the coordinates it used are below this.
    private(set) var coordinateCount = 0

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

    /// The rows' terms through pointers, for `body`'s passes that read every term several
    /// times (a refusal's proof): no bounds or ownership checks per read.
    func withTerms<Result>(_ body: (Terms) -> Result) -> Result {
        start.withUnsafeBufferPointer { start in
            coordinates.withUnsafeBufferPointer { coordinates in
                coefficients.withUnsafeBufferPointer { coefficients in
                    body(Terms(start: start, coordinates: coordinates, coefficients: coefficients))
                }
            }
        }
    }

    /// Read-only pointers to the terms of ``FlatConstraints``, valid inside
    /// ``FlatConstraints/withTerms(_:)`` only.
    struct Terms {
        let start: UnsafeBufferPointer<Int>
        let coordinates: UnsafeBufferPointer<Int>
        let coefficients: UnsafeBufferPointer<Double>

        /// The positions of row i's terms in ``coordinates`` and ``coefficients``.
        func of(_ row: Int) -> Range<Int> {
            start[row]..<start[row + 1]
        }
    }

    /// The rows linked to row `row` through shared coordinates, transitively, in order (`row`
    /// itself left out); coordinates are below `coordinateCount`. The rows are indexed by
    /// coordinate (a counting sort), then searched from `row`'s coordinates, each row and
    /// coordinate visited once.
    func rowsLinked(to row: Int, coordinateCount: Int) -> [Int] {
        // Scratch outside the arrays' copy-on-write checks, one allocation: where each
        // coordinate's rows start in `members` (and the next free place while filling it),
        // the rows by coordinate, which coordinates were reached and which rows taken.
        let termCount = coordinates.count
        let scratch = UnsafeMutableBufferPointer<Int>.allocate(capacity: 2 * (coordinateCount + 1) + termCount)
        defer { scratch.deallocate() }
        scratch.initialize(repeating: 0)
        let first = UnsafeMutableBufferPointer(rebasing: scratch[0...coordinateCount])
        let next = UnsafeMutableBufferPointer(rebasing: scratch[(coordinateCount + 1)...(2 * coordinateCount + 1)])
        let members = UnsafeMutableBufferPointer(rebasing: scratch[(2 * coordinateCount + 2)...])
        let flags = UnsafeMutableBufferPointer<Bool>.allocate(capacity: coordinateCount + count)
        defer { flags.deallocate() }
        flags.initialize(repeating: false)
        let reached = UnsafeMutableBufferPointer(rebasing: flags[0..<coordinateCount])
        let taken = UnsafeMutableBufferPointer(rebasing: flags[coordinateCount...])
        for k in coordinates { first[k + 1] += 1 }
        for k in 0..<coordinateCount { first[k + 1] += first[k] }
        for k in 0...coordinateCount { next[k] = first[k] }
        for i in 0..<count {
            for e in terms(of: i) {
                let k = coordinates[e]
                members[next[k]] = i
                next[k] += 1
            }
        }
        taken[row] = true
        var pending = terms(of: row).map { coordinates[$0] }
        while let k = pending.popLast() {
            guard !reached[k] else { continue }
            reached[k] = true
            for e in first[k]..<first[k + 1] where !taken[members[e]] {
                let i = members[e]
                taken[i] = true
                for f in terms(of: i) where !reached[coordinates[f]] { pending.append(coordinates[f]) }
            }
        }
        return (0..<count).filter { $0 != row && taken[$0] }
    }
}

