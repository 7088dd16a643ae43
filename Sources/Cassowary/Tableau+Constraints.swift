/// Where a constraint lives in the tableau: its marker (the slack of an inequality, the first
/// error of an optional equality; -1 for a required equality, which has none), the second error
/// symbol of an optional constraint, and its objective level and weight.
struct Tag {
    var marker: Int32 = -1
    var other: Int32 = -1
    /// The objective level of an optional constraint; -1 when required.
    var level: Int = -1
    var weight: Double = 0

    /// Whether the constraint can be removed in place (it has a marker).
    var isRemovable: Bool { marker >= 0 }
}

/// Why an add failed inside the tableau.
enum AddFailure: Error {
    case unsatisfiable
    case solver(SolverError)
}

extension Tableau {
    /// Adds the constraint `Σ terms + constant (relation) 0`. Symbols with ids `>= mark` were
    /// created for this add; on a throw they are forgotten and the tableau is exactly as before.
    mutating func add(terms: [(Int32, Double)], constant: Double, relation: Relation,
                      strength: Strength, mark: Int, optimizing: Bool = true) throws(AddFailure) -> Tag {
        var row = makeRow(terms: terms, constant: constant)
        let required = strength.isRequired
        var tag = Tag()
        if !required {
            tag.level = objective.level(for: strength.priority, symbolCount: symbolCount)
            tag.weight = strength.weight
        }
        switch relation {
        case .lessOrEqual, .greaterOrEqual:
            let sign: Double = relation == .lessOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            row.add(slack, sign)
            tag.marker = slack
            if !required {
                let error = newSymbol(.error)
                row.add(error, -sign)
                tag.other = error
                addToObjective(level: tag.level, error, tag.weight)
            }
        case .equal:
            if !required {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                row.add(plus, -1)
                row.add(minus, 1)
                tag.marker = plus
                tag.other = minus
                addToObjective(level: tag.level, plus, tag.weight)
                addToObjective(level: tag.level, minus, tag.weight)
            }
        }
        if row.constant < 0 { row.scale(by: -1) }

        // Choose the subject: an external symbol, else a new marker with a negative coefficient,
        // else an existing restricted symbol that keeps the tableau feasible.
        var subject: Int32 = -1
        for s in row.syms where kinds[Int(s)] == .external { subject = s; break }
        if subject < 0 && tag.marker >= 0 && row.coefficient(of: tag.marker) < 0 { subject = tag.marker }
        if subject < 0 && tag.other >= 0 && row.coefficient(of: tag.other) < 0 { subject = tag.other }
        if subject < 0 { subject = feasibleExistingSubject(row) }

        if subject < 0 && row.isConstant {
            // Every variable cancelled: a required equality that is redundant or contradictory.
            guard abs(row.constant) < Row.epsilon else {
                truncateSymbols(to: mark)
                throw .unsatisfiable
            }
            return tag
        }
        if subject < 0 {
            try addWithArtificialVariable(row, mark: mark)
        } else {
            row.solve(for: subject)
            if Int(subject) < mark {
                substitute(subject, with: row)
            } else {
                substituteInObjective(subject, with: row)
            }
            insertRow(row, basic: subject)
        }
        if optimizing {
            do { try optimize() } catch { throw .solver(error) }
        }
        return tag
    }

    /// The constraint's expression with every basic symbol replaced by its row. Long rows are
    /// reserved at their final size up front, so they are allocated once.
    func makeRow(terms: [(Int32, Double)], constant: Double) -> Row {
        var row = Row(constant: constant)
        var cells = 3
        for (s, _) in terms where rowOf[Int(s)] >= 0 { cells += rows[Int(rowOf[Int(s)])].syms.count }
        if cells > 32 {
            row.syms.reserveCapacity(cells + terms.count)
            row.coeffs.reserveCapacity(cells + terms.count)
        }
        for (s, c) in terms {
            let r = rowOf[Int(s)]
            if r >= 0 { row.add(rows[Int(r)], scale: c) } else { row.add(s, c) }
        }
        return row
    }

    /// An existing slack or error symbol that can become basic for `row` without phase one:
    /// its coefficient is negative (so its new value, constant / -coefficient, is not negative)
    /// and every restricted row it appears in stays non-negative after the substitution. The
    /// first such symbol in id order among the first few candidates, or -1. This is the single
    /// pivot phase one would make, found directly; it keeps relations between already-solved
    /// variables cheap.
    func feasibleExistingSubject(_ row: Row) -> Int32 {
        var tried = 0
        for i in row.syms.indices where row.coeffs[i] < 0 && kinds[Int(row.syms[i])].isRestricted {
            let s = row.syms[i]
            let value = row.constant / -row.coeffs[i]
            if value < Row.epsilon { return s }
            tried += 1
            if tried > 4 { break }
            var ok = true
            for r in columns[Int(s)] where rowBasic[Int(r)] >= 0 && kinds[Int(rowBasic[Int(r)])].isRestricted {
                if rows[Int(r)].constant + rows[Int(r)].coefficient(of: s) * value < 0 { ok = false; break }
            }
            if ok { return s }
        }
        return -1
    }

    /// Phase one for a row with no usable subject: minimise an artificial variable equal to the
    /// row, on a temporary level above every other. If it cannot reach zero the constraint is
    /// unsatisfiable and the tableau is rolled back exactly.
    mutating func addWithArtificialVariable(_ row: Row, mark: Int) throws(AddFailure) {
        beginJournal()
        let art = newSymbol(.slack)
        insertRow(row, basic: art)
        let level = objective.level(for: .infinity, symbolCount: symbolCount)
        addToObjective(level: level, row, scale: 1)
        do {
            try optimize(onlyLevel: level)
        } catch {
            rollBack()
            truncateSymbols(to: mark)
            throw .solver(error)
        }
        var ok = abs(objective.levels[level].constant) < Row.epsilon
        objective.removeLastLevel()
        if ok, rowOf[Int(art)] >= 0 {
            // The artificial variable is basic at zero: pivot it out, or drop its row when the
            // row is a bare constant (the constraint was redundant).
            let r = rowOf[Int(art)]
            saveRow(r)
            rows[Int(r)].compact()
            if let entering = rows[Int(r)].syms.first(where: { kinds[Int($0)].isRestricted })
                ?? rows[Int(r)].syms.first {
                pivot(row: r, entering: entering)
            } else {
                _ = removeRow(r)
            }
        }
        if !ok || rowOf[Int(art)] >= 0 { ok = false }
        guard ok else {
            rollBack()
            truncateSymbols(to: mark)
            throw .unsatisfiable
        }
        purge(art)
        commitJournal()
        rebuildCandidates()
    }

    /// Removes every trace of the parametric symbol `s`: its cells in rows and the objective.
    mutating func purge(_ s: Int32) {
        generation &+= 1
        let si = Int(s)
        if rowOf[si] >= 0 { _ = removeRow(rowOf[si]) }
        for r in columns[si] {
            saveRow(r)
            rows[Int(r)].remove(s)
            rows[Int(r)].compact()
        }
        saveColumn(s)
        columns[si] = []
        columnStale[si] = 0
        for l in objective.levels.indices { objective.levels[l].coeffs[si] = 0 }
    }

    /// Removes the constraint with `tag`, which must have a marker.
    mutating func remove(_ tag: Tag) throws(SolverError) {
        editCaches.removeAll { $0.marker == tag.marker }
        if tag.level >= 0 {
            removeErrorEffects(tag.marker, tag)
            removeErrorEffects(tag.other, tag)
        }
        let marker = tag.marker
        if rowOf[Int(marker)] >= 0 {
            _ = removeRow(rowOf[Int(marker)])
        } else {
            let r = markerLeavingRow(marker)
            guard r >= 0 else { throw .internalError("no row to remove the marker from") }
            let leaving = rowBasic[Int(r)]
            var row = removeRow(r)
            row.solve(for: marker, replacing: leaving)
            substitute(marker, with: row)
        }
        // The marker is gone from every row; the other error symbol cancelled out of every row
        // (it appeared only in this constraint), up to rounding, which purge clears.
        if tag.other >= 0 { purge(tag.other) }
        try optimize()
    }

    /// Takes an error symbol's weight out of the objective.
    private mutating func removeErrorEffects(_ e: Int32, _ tag: Tag) {
        guard e >= 0 && kinds[Int(e)] == .error else { return }
        let r = rowOf[Int(e)]
        if r >= 0 {
            addToObjective(level: tag.level, rows[Int(r)], scale: -tag.weight)
        } else {
            addToObjective(level: tag.level, e, -tag.weight)
        }
    }

    /// Moves an edit constraint's constant by `delta` and re-solves with the dual simplex.
    mutating func suggest(_ tag: Tag, delta: Double) throws(SolverError) {
        let plus = tag.marker, minus = tag.other
        if rowOf[Int(plus)] >= 0 {
            let r = Int(rowOf[Int(plus)])
            rows[r].constant -= delta
            if rows[r].constant < 0 { infeasible.append(plus) }
        } else if rowOf[Int(minus)] >= 0 {
            let r = Int(rowOf[Int(minus)])
            rows[r].constant += delta
            if rows[r].constant < 0 { infeasible.append(minus) }
        } else {
            let cache = editCaches[editCache(for: plus)]
            cache.rows.withUnsafeBufferPointer { targets in
                cache.coeffs.withUnsafeBufferPointer { coeffs in
                    cache.restricted.withUnsafeBufferPointer { restricted in
                        rows.withUnsafeMutableBufferPointer { rows in
                            for i in targets.indices {
                                let r = Int(targets[i])
                                let constant = rows[r].constant + delta * coeffs[i]
                                rows[r].constant = constant
                                if constant < 0 && restricted[i] { infeasible.append(cache.basics[i]) }
                            }
                        }
                    }
                }
            }
        }
        try dualOptimize()
    }
}

/// Where an edit's marker appears: the rows, the marker's coefficient in each, and each row's
/// basic symbol. Valid while the tableau's ``Tableau/generation`` is unchanged.
struct EditColumnCache {
    var marker: Int32
    var generation: Int
    var rows: [Int32] = []
    var coeffs: [Double] = []
    var basics: [Int32] = []
    var restricted: [Bool] = []
}

extension Tableau {
    /// The index of the cache for `marker`, rebuilt from the column index if the tableau
    /// changed since it was built.
    mutating func editCache(for marker: Int32) -> Int {
        var existing: Int?
        for i in editCaches.indices where editCaches[i].marker == marker { existing = i; break }
        if let i = existing, editCaches[i].generation == generation { return i }
        // Rows in ascending order of their basic symbol, as kiwi visits them, so infeasible rows
        // are repaired in the same order (the last one found first).
        // The column may repeat a row (lazy removal); each row counts once.
        let column = columns[Int(marker)].sorted { rowBasic[Int($0)] < rowBasic[Int($1)] }
        var cache = EditColumnCache(marker: marker, generation: generation)
        var previous: Int32 = -1
        for r in column where r != previous {
            previous = r
            let c = rows[Int(r)].coefficient(of: marker)
            guard c != 0 else { continue }
            let basic = rowBasic[Int(r)]
            cache.rows.append(r)
            cache.coeffs.append(c)
            cache.basics.append(basic)
            cache.restricted.append(kinds[Int(basic)].isRestricted)
        }
        if let i = existing {
            editCaches[i] = cache
            return i
        }
        editCaches.append(cache)
        return editCaches.count - 1
    }
}
