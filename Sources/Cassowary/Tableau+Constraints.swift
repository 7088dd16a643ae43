/// Where a constraint lives in the tableau: its marker (slack, first error or dummy), the
/// second error symbol of an optional constraint, and its objective level and weight.
struct Tag {
    var marker: Int32
    var other: Int32 = -1
    /// The objective level of an optional constraint; -1 when required.
    var level: Int = -1
    var weight: Double = 0
}

extension Tableau {
    /// Adds the constraint `Σ terms + constant (relation) 0`. Symbols with ids `>= mark` were
    /// created for this add; on a throw they are forgotten and the tableau is exactly as before.
    mutating func add(terms: [(Int32, Double)], constant: Double, relation: Relation,
                      strength: Strength, mark: Int) throws(SolverError) -> Tag {
        // Build the row, substituting basic symbols by their rows. Reserve room for the markers
        // up front so the arrays are allocated once, at their final size.
        var row = Row(constant: constant)
        var cells = 3, dummies = 1
        for (s, _) in terms where rowOf[Int(s)] >= 0 {
            cells += rows[Int(rowOf[Int(s)])].syms.count
            dummies += rows[Int(rowOf[Int(s)])].dsyms.count
        }
        if cells > 32 {
            row.syms.reserveCapacity(cells + terms.count)
            row.coeffs.reserveCapacity(cells + terms.count)
        }
        if dummies > 32 {
            row.dsyms.reserveCapacity(dummies)
            row.dcoeffs.reserveCapacity(dummies)
        }
        for (s, c) in terms {
            let r = rowOf[Int(s)]
            if r >= 0 { row.add(rows[Int(r)], scale: c) } else { row.add(s, c, isDummy: false) }
        }
        let required = strength.isRequired
        var tag = Tag(marker: -1)
        if !required {
            tag.level = objective.level(for: strength.priority, symbolCount: symbolCount)
            tag.weight = strength.weight
        }
        switch relation {
        case .lessOrEqual, .greaterOrEqual:
            let sign: Double = relation == .lessOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            row.add(slack, sign, isDummy: false)
            tag.marker = slack
            if !required {
                let error = newSymbol(.error)
                row.add(error, -sign, isDummy: false)
                tag.other = error
                addToObjective(level: tag.level, error, tag.weight)
            }
        case .equal:
            if required {
                let dummy = newSymbol(.dummy)
                row.add(dummy, 1, isDummy: true)
                tag.marker = dummy
            } else {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                row.add(plus, -1, isDummy: false)
                row.add(minus, 1, isDummy: false)
                tag.marker = plus
                tag.other = minus
                addToObjective(level: tag.level, plus, tag.weight)
                addToObjective(level: tag.level, minus, tag.weight)
            }
        }
        if row.constant < 0 { row.scale(by: -1) }

        // Choose the subject: an external symbol, else a marker with a negative coefficient.
        var subject: Int32 = -1
        for s in row.syms where kinds[Int(s)] == .external { subject = s; break }
        if subject < 0 && kinds[Int(tag.marker)].isPivotable && row.coefficient(of: tag.marker, isDummy: false) < 0 {
            subject = tag.marker
        }
        if subject < 0 && tag.other >= 0 && row.coefficient(of: tag.other, isDummy: false) < 0 {
            subject = tag.other
        }
        if subject < 0 && row.hasOnlyDummies {
            guard abs(row.constant) < Row.epsilon else {
                truncateSymbols(to: mark)
                throw .unsatisfiableConstraint(Constraint(Expression(constant: 0), relation))
            }
            subject = tag.marker // redundant: the dummy marker becomes basic
        }

        if subject < 0 {
            try addWithArtificialVariable(row, mark: mark)
        } else {
            let dummy = isDummy(subject)
            row.solve(for: subject, isDummy: dummy)
            if Int(subject) < mark {
                substitute(subject, with: row)
            } else {
                substituteInObjective(subject, with: row)
            }
            insertRow(row, basic: subject)
        }
        try optimize()
        return tag
    }

    /// Phase one for a row with no usable subject: minimise an artificial variable equal to the
    /// row, on a temporary level above every other. If it cannot reach zero the constraint is
    /// unsatisfiable and the tableau is restored exactly.
    mutating func addWithArtificialVariable(_ row: Row, mark: Int) throws(SolverError) {
        beginJournal()
        let art = newSymbol(.slack)
        insertRow(row, basic: art)
        let level = objective.level(for: .infinity, symbolCount: symbolCount)
        addToObjective(level: level, row, scale: 1)
        do {
            try optimize()
        } catch {
            rollBack()
            truncateSymbols(to: mark)
            throw error
        }
        let feasible = abs(objective.levels[level].constant) < Row.epsilon
        objective.removeLastLevel()
        var ok = feasible
        if ok, rowOf[Int(art)] >= 0 {
            let r = rowOf[Int(art)]
            saveRow(r)
            rows[Int(r)].compact()
            if rows[Int(r)].syms.isEmpty && rows[Int(r)].dsyms.isEmpty {
                _ = removeRow(r)
            } else if let entering = rows[Int(r)].syms.first(where: { kinds[Int($0)].isPivotable }) {
                pivot(row: r, entering: entering)
            } else {
                ok = false
            }
        }
        guard ok else {
            rollBack()
            truncateSymbols(to: mark)
            throw .unsatisfiableConstraint(Constraint(Expression(constant: 0), .equal))
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
        let dummy = isDummy(s)
        for r in rowsContaining(s) {
            saveRow(r)
            rows[Int(r)].remove(s, isDummy: dummy)
        }
        if !dummy {
            saveColumn(s)
            columns[si] = []
        }
        for l in objective.levels.indices { objective.levels[l].coeffs[si] = 0 }
    }

    /// Removes the constraint with `tag`.
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
            row.solve(for: marker, rhsIsDummy: isDummy(marker), replacing: leaving, lhsIsDummy: isDummy(leaving))
            substitute(marker, with: row)
        }
        // The marker is now gone from every row; the other error symbol cancelled out of every
        // row (it appeared only in this constraint), up to rounding, which purge clears.
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
            let c = editCache(for: plus)
            rows.withUnsafeMutableBufferPointer { rows in
                editCaches[c].rows.withUnsafeBufferPointer { targets in
                    editCaches[c].coeffs.withUnsafeBufferPointer { coeffs in
                        for i in targets.indices {
                            let r = Int(targets[i])
                            let constant = rows[r].constant + delta * coeffs[i]
                            rows[r].constant = constant
                            if constant < 0 && editCaches[c].restricted[i] {
                                infeasible.append(editCaches[c].basics[i])
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
        let existing = editCaches.firstIndex { $0.marker == marker }
        if let i = existing, editCaches[i].generation == generation { return i }
        // Rows in ascending order of their basic symbol, as kiwi visits them, so infeasible rows
        // are repaired in the same order (the last one found first).
        let column = columns[Int(marker)].sorted { rowBasic[Int($0)] < rowBasic[Int($1)] }
        var cache = EditColumnCache(marker: marker, generation: generation)
        for r in column {
            let c = rows[Int(r)].coefficient(of: marker, isDummy: false)
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
