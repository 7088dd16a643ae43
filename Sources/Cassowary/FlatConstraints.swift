/// Constraints as flat rows of numbered coordinates: the input of ``FarkasCertificate``'s
/// algebra. A row's terms are read many times there (to link, eliminate and check), and
/// reading a ``Constraint``'s terms costs a reference count per variable and a look-up per
/// number; these arrays cost neither. Coordinate 0 is reserved for the constants.
///
/// The solver keeps one up to date as it goes, a row per constraint it was given (see
/// `SolverCore.requiredRows`), so that explaining a refusal reads no constraint object: rows
/// can be retired (a removed constraint; ``rowsLinked(to:coordinateCount:)`` links none) and
/// restored, have their constant changed, and be cut off at the end.
struct FlatConstraints {
    /// Row i's terms are `coordinates[start[i]..<start[i + 1]]` with their `coefficients`.
    private(set) var start: [Int] = [0]
    private(set) var coordinates: [Int] = []
    private(set) var coefficients: [Double] = []
    private(set) var constants: [Double] = []
    private(set) var relations: [Relation] = []
    /// Rows left out of every link (see ``retire(_:_:)``).
    private(set) var retired: [Bool] = []
    /// The coordinates the rows link, for a store kept up to date (see
    /// ``init(trackingComponents:)``); nil for rows read once.
    private var components: CoordinateComponents?
    /// The rows before this one were appended linking (see ``endRow(constant:relation:retired:linking:)``).
    private var linkingRows = 0

    /// The number of rows.
    var count: Int { constants.count }

    /// No rows yet.
    init() {}

    /// No rows yet; a store kept up to date as rows come and go, which keeps the components
    /// its rows link for ``rowsLinkedByComponents(to:coordinateCount:)``.
    init(trackingComponents: Bool) {
        if trackingComponents { components = CoordinateComponents() }
    }

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

    /// Ends the row being built: its terms are those appended since the last row ended. A
    /// `retired` row is kept (its index taken) but linked to nothing. A row not `linking` is
    /// linked by searches but not to the components (a refused row, removed after the
    /// question) until ``linkOpenRows()``, which a linking row ends with; only the last rows
    /// may be such.
    mutating func endRow(constant: Double, relation: Relation, retired: Bool = false, linking: Bool = true) {
        constants.append(constant)
        relations.append(relation)
        self.retired.append(retired)
        start.append(coordinates.count)
        if linking { linkOpenRows() }
    }

    /// Makes room for `rows` more rows holding about `terms` terms in all.
    mutating func reserveCapacity(rows: Int, terms: Int) {
        start.reserveCapacity(start.count + rows)
        constants.reserveCapacity(constants.count + rows)
        relations.reserveCapacity(relations.count + rows)
        retired.reserveCapacity(retired.count + rows)
        coordinates.reserveCapacity(coordinates.count + terms)
        coefficients.reserveCapacity(coefficients.count + terms)
    }

    /// Links the rows appended not `linking` since the last linking one, as if each had been
    /// appended linking, with the components taken out once for all of them.
    mutating func linkOpenRows() {
        guard linkingRows < count else { return }
        if var components {
            self.components = nil  // held uniquely while it is worked on
            coordinates.withUnsafeBufferPointer { coordinates in
                for row in linkingRows..<count where !retired[row] { components.link(terms(of: row), in: coordinates) }
            }
            self.components = components
        }
        linkingRows = count
    }

    /// Forgets the terms appended since the last row ended.
    mutating func dropOpenRow() {
        coordinates.removeSubrange(start[count]...)
        coefficients.removeSubrange(start[count]...)
    }

    /// Forgets the rows from `row` on, and any row being built.
    mutating func removeRows(from row: Int) {
        guard row < count || start[count] < coordinates.count else { return }
        if row < linkingRows {
            linkingRows = row
            components?.markStale()
        }
        coordinates.removeSubrange(start[row]...)
        coefficients.removeSubrange(start[row]...)
        constants.removeSubrange(row...)
        relations.removeSubrange(row...)
        retired.removeSubrange(row...)
        start.removeSubrange((row + 1)...)
    }

    /// Links row `row`'s coordinates in the components kept, if any.
    private mutating func linkComponents(of row: Int) {
        guard var components else { return }
        self.components = nil  // held uniquely while it is worked on
        coordinates.withUnsafeBufferPointer { components.link(terms(of: row), in: $0) }
        self.components = components
    }

    /// Leaves row `row` out of every link from now on (`true`), or lets it back (`false`).
    mutating func retire(_ row: Int, _ isRetired: Bool = true) {
        guard retired[row] != isRetired else { return }
        retired[row] = isRetired
        guard row < linkingRows else { return }
        if isRetired {
            components?.markStale()
        } else {
            linkComponents(of: row)
        }
    }

    /// Changes row `row`'s constant.
    mutating func setConstant(_ constant: Double, ofRow row: Int) {
        constants[row] = constant
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

    /// ``rowsLinked(to:coordinateCount:)`` read off the components kept (see
    /// ``init(trackingComponents:)``): one pass over the rows, after a rebuild if a row was
    /// retired or removed since the last question. Rows that do not link (see
    /// ``endRow(constant:relation:retired:linking:)``) other than `row` are left out; without
    /// components kept, the search.
    mutating func rowsLinkedByComponents(to row: Int, coordinateCount: Int) -> [Int] {
        guard var components else { return rowsLinked(to: row, coordinateCount: coordinateCount) }
        self.components = nil  // held uniquely while it is worked on
        defer { self.components = components }
        if !components.isCurrent {
            components.rebuild(from: self) { $0 < linkingRows && !retired[$0] }
        }
        var roots: [Int] = []
        for e in terms(of: row) {
            let root = components.root(of: coordinates[e])
            if !roots.contains(root) { roots.append(root) }
        }
        guard !roots.isEmpty else { return [] }
        // One pass over every row: through the buffers, without a check per read.
        let rows = linkingRows
        return start.withUnsafeBufferPointer { start in
            coordinates.withUnsafeBufferPointer { coordinates in
                retired.withUnsafeBufferPointer { retired in
                    components.withRoots { rootOf in
                        // Written in place, room for every row made once: no check or growth per row.
                        [Int](unsafeUninitializedCapacity: rows) { linked, count in
                            var i = 0
                            while i < rows {
                                let first = start[i]
                                if i != row && !retired[i] && first < start[i &+ 1] {
                                    let root = rootOf(coordinates[first])
                                    if root == roots[0] || (roots.count > 1 && roots.contains(root)) {
                                        linked[count] = i
                                        count &+= 1
                                    }
                                }
                                i &+= 1
                            }
                        }
                    }
                }
            }
        }
    }

    /// The rows linked to row `row` through shared coordinates, transitively, in order (`row`
    /// itself and retired rows left out); coordinates are below `coordinateCount`. The rows
    /// are indexed by coordinate (a counting sort), then searched from `row`'s coordinates,
    /// each row and coordinate visited once.
    func rowsLinked(to row: Int, coordinateCount: Int) -> [Int] {
        var first = [Int](repeating: 0, count: coordinateCount + 1)
        for i in 0..<count where !retired[i] {
            for e in terms(of: i) { first[coordinates[e] + 1] += 1 }
        }
        for k in 0..<coordinateCount { first[k + 1] += first[k] }
        var members = [Int](repeating: 0, count: coordinates.count)
        var next = first
        for i in 0..<count where !retired[i] {
            for e in terms(of: i) {
                let k = coordinates[e]
                members[next[k]] = i
                next[k] += 1
            }
        }
        var reached = [Bool](repeating: false, count: coordinateCount)
        var taken = [Bool](repeating: false, count: count)
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
