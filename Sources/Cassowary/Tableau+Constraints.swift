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
        // Build the row, substituting basic symbols by their rows.
        var row = Row(constant: constant)
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
        if subject < 0 {
            for m in [tag.marker, tag.other] where m >= 0 && kinds[Int(m)].isPivotable
                && row.coefficient(of: m, isDummy: false) < 0 {
                subject = m
                break
            }
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
        let saved = self
        let art = newSymbol(.slack)
        insertRow(row, basic: art)
        let level = objective.level(for: .infinity, symbolCount: symbolCount)
        addToObjective(level: level, row, scale: 1)
        do {
            try optimize()
        } catch {
            self = saved
            truncateSymbols(to: mark)
            throw error
        }
        let feasible = abs(objective.levels[level].constant) < Row.epsilon
        objective.removeLastLevel()
        var ok = feasible
        if ok, rowOf[Int(art)] >= 0 {
            let r = rowOf[Int(art)]
            if rows[Int(r)].syms.isEmpty && rows[Int(r)].dsyms.isEmpty {
                _ = removeRow(r)
            } else if let entering = rows[Int(r)].syms.first(where: { kinds[Int($0)].isPivotable }) {
                pivot(row: r, entering: entering)
            } else {
                ok = false
            }
        }
        guard ok else {
            self = saved
            truncateSymbols(to: mark)
            throw .unsatisfiableConstraint(Constraint(Expression(constant: 0), .equal))
        }
        purge(art)
        rebuildCandidates()
    }

    /// Removes every trace of the parametric symbol `s`: its cells in rows and the objective.
    mutating func purge(_ s: Int32) {
        let si = Int(s)
        if rowOf[si] >= 0 { _ = removeRow(rowOf[si]) }
        let dummy = isDummy(s)
        for r in rowsContaining(s) { rows[Int(r)].remove(s, isDummy: dummy) }
        if !dummy { columns[si] = [] }
        for l in objective.levels.indices { objective.levels[l].coeffs[si] = 0 }
    }

    /// Removes the constraint with `tag`.
    mutating func remove(_ tag: Tag) throws(SolverError) {
        if tag.level >= 0 {
            for e in [tag.marker, tag.other] where e >= 0 && kinds[Int(e)] == .error {
                let r = rowOf[Int(e)]
                if r >= 0 {
                    addToObjective(level: tag.level, rows[Int(r)], scale: -tag.weight)
                } else {
                    addToObjective(level: tag.level, e, -tag.weight)
                }
            }
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
            for r in columns[Int(plus)] {
                let ri = Int(r)
                let c = rows[ri].coefficient(of: plus, isDummy: false)
                rows[ri].constant += delta * c
                let basic = rowBasic[ri]
                if rows[ri].constant < 0 && kinds[Int(basic)].isRestricted { infeasible.append(basic) }
            }
        }
        try dualOptimize()
    }
}
