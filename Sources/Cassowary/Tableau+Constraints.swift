/// Where a constraint lives in the tableau: its marker (the slack of an inequality, the first
/// error of an optional equality, the dummy of a required equality), the second error symbol of
/// an optional constraint, and its objective level and weight.
struct Tag {
    var marker: Int32 = -1
    var other: Int32 = -1
    /// The marker's coefficient in the constraint's own row as first written (`expression +
    /// k·marker ...`): what a change of the constant moves the marker by (see
    /// `Tableau+Constants.swift`).
    var markerCoefficient: Double = 0
    /// The objective level of an optional constraint; -1 when required.
    var level: Int = -1
    var weight: Double = 0
}

/// A constraint's row before it enters the tableau
/// (``Tableau/newRow(terms:constant:relation:strength:acceptingLeftover:)``): its expression
/// with the basic symbols substituted, without markers yet.
struct NewRow {
    var row: Row
    /// The constraint's terms, each symbol once.
    let terms: [(Int32, Double)]
    /// The sum of the magnitudes added into the row's constant.
    let constantScale: Double
    /// The largest magnitude that went into the row's cells; 0 when no row was substituted
    /// (every cell is then a coefficient as written).
    let input: Double
    /// The row's largest real (non-dummy) cell as made, 0 if it was cleared or nothing was
    /// substituted: next to `input`, how close the constraint is to a combination of the rows
    /// substituted.
    let largestCell: Double
}

/// Why an add failed inside the tableau. The caller rolls the tableau back.
enum AddFailure: Error {
    /// The required constraint contradicts the required constraints whose markers are listed
    /// (a certificate read from the tableau: a superset of an irreducible conflict).
    case unsatisfiable(markers: [Int32])
    case solver(SolverError)
}

extension Tableau {
    /// Adds the constraint `Σ terms + constant (relation) 0`. On a throw the tableau is in an
    /// unspecified state: the caller rolls it back to its savepoint.
    ///
    /// `acceptingLeftover` is for a required constraint that ``PreciseFeasibility`` found
    /// satisfiable after this tableau refused it: its leftover (a redundant row's constant,
    /// phase one's minimum) is then this tableau's rounding, not a contradiction, and the
    /// constraint is added with its constant moved by that leftover instead of refused.
    mutating func add(terms: [(Int32, Double)], constant: Double, relation: Relation,
                      strength: Strength, optimizing: Bool = true,
                      acceptingLeftover: Bool = false) throws(AddFailure) -> Tag {
        let new = newRow(terms: terms, constant: constant, relation: relation, strength: strength,
                         acceptingLeftover: acceptingLeftover)
        return try add(consume new, constant: constant, relation: relation, strength: strength, optimizing: optimizing,
                       acceptingLeftover: acceptingLeftover)
    }

    /// The row a constraint `Σ terms + constant (relation) 0` would enter with, before its
    /// markers: every basic symbol replaced by its row (repeats combined first), and the cells
    /// cleared if they are all noise (``dropIfAllNoise(_:terms:constantScale:refusesIfCleared:)``).
    /// ``add(_:constant:relation:strength:optimizing:acceptingLeftover:)`` takes it on; a caller
    /// may judge it in between (`SolverCore` decides a row ``doubtfulCombination(_:)`` finds).
    func newRow(terms: [(Int32, Double)], constant: Double, relation: Relation, strength: Strength,
                acceptingLeftover: Bool) -> NewRow {
        let terms = Self.combiningRepeats(terms)
        var (row, constantScale) = makeRow(terms: terms, constant: constant)
        let measure = dropIfAllNoise(&row, terms: terms, constantScale: constantScale,
                                     refusesIfCleared: relation == .equal && strength.isRequired && !acceptingLeftover)
        return NewRow(row: row, terms: terms, constantScale: constantScale, input: measure?.input ?? 0,
                      largestCell: measure?.largestCell ?? 0)
    }

    /// Adds a constraint from the row ``newRow(terms:constant:relation:strength:acceptingLeftover:)``
    /// made for it, with the same arguments; see ``add(terms:constant:relation:strength:optimizing:acceptingLeftover:)``.
    mutating func add(_ new: consuming NewRow, constant: Double, relation: Relation, strength: Strength,
                      optimizing: Bool = true, acceptingLeftover: Bool = false) throws(AddFailure) -> Tag {
        let mark = Int32(symbolCount)
        // The row is taken out of `new`, not copied: its arrays stay uniquely referenced, so the
        // markers go into the capacity `makeRow` reserved instead of a copy.
        var new = new
        var row = Row(constant: 0)
        swap(&row, &new.row)
        let constantScale = new.constantScale
        noteValueMagnitude(abs(constant))
        let required = strength.isRequired
        var tag = Tag()
        if !required {
            tag.level = objectiveLevel(for: strength.priority)
            tag.weight = strength.weight
            noteObjectiveWeight(level: tag.level, strength.weight)
        }
        switch relation {
        case .lessOrEqual, .greaterOrEqual:
            let sign: Double = relation == .lessOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            row.add(slack, sign)
            tag.marker = slack
            tag.markerCoefficient = sign
            if !required {
                let error = newSymbol(.error)
                row.add(error, -sign)
                tag.other = error
                addToObjective(level: tag.level, error, tag.weight)
                setCost(error, level: tag.level, weight: tag.weight)
            }
        case .equal:
            if required {
                if tracksEqualities {
                    let dummy = newSymbol(.dummy)
                    row.add(dummy, 1)
                    tag.marker = dummy
                    tag.markerCoefficient = 1
                }
            } else {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                row.add(plus, -1)
                row.add(minus, 1)
                tag.marker = plus
                tag.markerCoefficient = -1
                tag.other = minus
                addToObjective(level: tag.level, plus, tag.weight)
                addToObjective(level: tag.level, minus, tag.weight)
                setCost(plus, level: tag.level, weight: tag.weight)
                setCost(minus, level: tag.level, weight: tag.weight)
            }
        }
        if row.constant < 0 { row.scale(by: -1) }

        var subject = chooseSubject(row, tag)
        if subject < 0 && row.syms.allSatisfy({ kinds[Int($0)] == .dummy }) {
            // Nothing but dummies (or nothing at all, untracked): the equality is a combination
            // of required equalities already present. It is redundant if the constants agree
            // at the scale they came from, a contradiction of exactly those equalities if not.
            // A refusal is re-decided on a fresh tableau by the solver, so this errs neither way.
            guard acceptingLeftover || leftoverIsRedundant(row.constant, constantScale: constantScale) else {
                throw .unsatisfiable(markers: row.syms.filter { $0 < mark })
            }
            guard tag.marker >= 0 else { return tag }  // untracked: nothing to keep
            row.constant = 0
            subject = tag.marker
        }
        if subject < 0 {
            // On an optimal tableau, a dense tableau's required row is restored by the dual
            // simplex if it can be; phase one decides every other, and every refusal.
            let byDual = optimizing && required && !acceptingLeftover
                && triesDualSimplex(for: relation, constant: row.constant, constantScale: constantScale)
            if !byDual || !addByDualSimplex(row, marker: tag.marker, relation: relation) {
                try addWithArtificialVariable(row, mark: mark, scale: max(constantScale, abs(row.constant)),
                                              required: required, acceptingLeftover: acceptingLeftover)
            }
        } else {
            noteConditioning(largest: row.solve(for: subject))
            if subject < mark {
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

    /// The constraint's expression with every basic symbol replaced by its row, and the scale
    /// of its constant (the sum of the magnitudes that were added into it). The row is reserved
    /// at its final size up front (its markers included), so it is allocated once. When a cell can
    /// receive three or more contributions, the sum goes through a ``RowAccumulator`` so that a
    /// cancellation spread over them is recognised; with two at most, ``Row``'s own test of
    /// each sum against its two operands is exact, and cheaper.
    func makeRow(terms: [(Int32, Double)], constant: Double) -> (Row, Double) {
        var scale = abs(constant)
        var cells = 3
        var substituted = 0
        for (s, _) in terms where rowOf[Int(s)] >= 0 {
            cells += rows[Int(rowOf[Int(s)])].syms.count
            substituted += 1
        }
        if mayCancelOverThree(terms, substituted: substituted) {
            var sum = RowAccumulator(capacity: cells + terms.count)
            var rowConstant = constant
            var reach = abs(constant)
            for (s, c) in terms {
                let r = rowOf[Int(s)]
                if r >= 0 {
                    sum.add(rows[Int(r)], scale: c)
                    rowConstant += c * rows[Int(r)].constant
                    scale += abs(c * rows[Int(r)].constant)
                    reach = max(reach, abs(c) * rows[Int(r)].magnitude)
                } else {
                    sum.add(s, c)
                }
            }
            var row = sum.row(constant: rowConstant)
            row.noteAdded(reach: reach)
            return (row, scale)
        }
        var row = Row(constant: constant)
        row.syms.reserveCapacity(cells + terms.count)
        row.coeffs.reserveCapacity(cells + terms.count)
        for (s, c) in terms {
            let r = rowOf[Int(s)]
            if r >= 0 {
                row.add(rows[Int(r)], scale: c)
                scale += abs(c * rows[Int(r)].constant)
            } else {
                row.add(s, c)
            }
        }
        return (row, scale)
    }

    /// Clears `row`'s cells when every one of them is at most ``Tolerance/cancellation`` of the
    /// largest magnitude that went into the row (a written coefficient, or one times a cell of a
    /// row substituted for it), and a cancellation of its own contributions (at most
    /// ``Tolerance/noiseRowCell`` of the largest): the constraint is then a combination of those already present,
    /// and what is left is the rounding those rows carry, not a relation. Each cell passed
    /// ``Tolerance/cancellation`` against its own contributions, but those carry the rounding of
    /// the cancellations that made them: fuzz seed 3012's redundant `x14 - x11 == 4` left cells
    /// of 1.7e-18 from two chain rows whose cells, 3e-8, were each cancellations of terms near
    /// 1e-2 (5.6e-11 apart, so kept); phase one pivoted on them, the tableau gained a relation
    /// among three slacks that no constraint states, and a later satisfiable constraint was
    /// accepted 31 off. Cleared, the row is a bare constant: redundant or a contradiction by
    /// its constant, as for any combination of constraints present.
    ///
    /// On a tableau whose pivots grew its cells (``Tolerance/cancellation(growth:)`` above
    /// ``Tolerance/cancellation``), the row of a required equality (`refusesIfCleared`) whose
    /// constant would make it a contradiction is also judged against that raised threshold, and
    /// a contribution that is itself within it of its own row's largest cell is rounding
    /// carried along, not a relation (fuzz seed 5781: cells of 1e-9 made of contributions of
    /// 1.3e-9 from rows whose cells reach 1, at a growth of 3.4e8). Only then: a refusal is
    /// re-decided on a fresh tableau, so erring towards one is safe, while a row cleared into a
    /// redundancy would drop a relation for good.
    ///
    /// A tableau that tracks equalities carries their dummy markers through every substitution:
    /// those cells say which equalities the new one combines, they are not rounding, and they
    /// are neither judged nor cleared; the rest is judged as an untracked tableau judges it, so
    /// both reach the same verdict (fuzz seed 9924: untracked, a nearly parallel equality left
    /// only noise and was redundant; tracked, the noise sat beside dummy cells of 0.8 and 2.4e6,
    /// was kept, and a cell of 3.3e-7 (a cancellation of two 266.7s) was pivoted on, which fixed
    /// a variable the system leaves free).
    ///
    /// Returns the largest magnitude that went into the row's cells and its largest real cell
    /// (0 once cleared), for ``doubtfulCombination(_:)``; nil when no row was substituted.
    func dropIfAllNoise(_ row: inout Row, terms: [(Int32, Double)], constantScale: Double,
                        refusesIfCleared: Bool) -> (input: Double, largestCell: Double)? {
        // With no row substituted, each cell is a coefficient as written (repeats combined), so
        // the largest equals the largest input and nothing is noise: a screen's first layout
        // adds most of its constraints so, and skips the measuring (and an array) per add.
        guard let input = substitutedInput(terms) else { return nil }
        let largestCell = largestRealCoefficient(row)
        let measured = (input: input, largestCell: largestCell)
        guard largestCell > 0 else { return measured }
        let raised = Tolerance.cancellation(growth: growth)
        // The first test of `isAllNoise` at the loosest threshold the guard below may use: a row
        // that fails it (nearly every row) is left as it is, without the per-term array.
        let loosest = refusesIfCleared ? max(Tolerance.cancellation, raised) : Tolerance.cancellation
        guard largestCell <= loosest * input else { return measured }
        let termLargest = terms.map { s, _ in largestInput(of: s) }
        func isAllNoise(_ threshold: Double) -> Bool {
            self.isAllNoise(row, terms: terms, termLargest: termLargest, largestCell: largestCell, input: input,
                            threshold: threshold)
        }
        guard isAllNoise(Tolerance.cancellation)
            || (refusesIfCleared && raised > Tolerance.cancellation
                && !leftoverIsRedundant(row.constant, constantScale: constantScale)
                && isAllNoise(raised))
        else { return measured }
        clearRealCells(&row)
        return (input, 0)
    }

    /// Leaves only `row`'s dummy cells (an untracked tableau has none): the row of a required
    /// equality found to be a combination of those present, whose other cells are rounding.
    func clearRealCells(_ row: inout Row) {
        row.keepCells { kinds[Int($0)] == .dummy }
    }

    /// The largest magnitude that went into a new row made from `terms`: each coefficient
    /// times the largest real cell of the row substituted for its symbol (1 for a symbol
    /// written as it is); nil when no symbol was substituted, so that every cell is a
    /// coefficient as written and none can be noise.
    private func substitutedInput(_ terms: [(Int32, Double)]) -> Double? {
        var substitutes = false
        for (s, _) in terms where rowOf[Int(s)] >= 0 {
            substitutes = true
            break
        }
        guard substitutes else { return nil }
        var input = 0.0
        for (s, c) in terms { input = max(input, abs(c) * largestInput(of: s)) }
        return input
    }

    /// The largest real cell of the row substituted for `s` in a new row; 1 for a symbol that
    /// is not basic (it enters as written).
    private func largestInput(of s: Int32) -> Double {
        rowOf[Int(s)] >= 0 ? largestRealCoefficient(rows[Int(rowOf[Int(s)])]) : 1
    }

    /// Whether a required equality's new row has real (non-dummy) cells, all within
    /// ``Tolerance/combinationDoubt(growth:)`` of the magnitudes that went into them, that were not
    /// cleared as noise (``dropIfAllNoise(_:terms:constantScale:refusesIfCleared:)``): cells a
    /// combination of the required equalities present leaves when their rows drifted further
    /// than the tableau's growth accounts for, or a real relation. Pivoted on as a relation, a
    /// combination's cells grow every row they touch by their inverse. `SolverCore` decides:
    /// on a tableau that tracks equalities, by re-evaluating each cell along its symbol's
    /// refined direction (clearing them, ``clearRealCells(_:)``, if they vanish, and deciding
    /// the constant they leave in extended precision where the tableau's test refuses it); on
    /// one that does not, by switching to tracking and adding it again. Fuzz seed 9182 (tracking):
    /// `0.14 x4 - 2 x2 + 1.333 x9 + 140 x7 + 58 == 0`, twice an equality present but for one
    /// ulp, came out of a tableau grown 3.4e8 times with real cells of 3.3e-7 (2.5e-10 of its
    /// inputs; 1e-13 and less, refined); pivoted on, it grew the tableau to 1.8e9 and left
    /// priority 251 403 above its optimum. Seed 2413 (untracked): twice an equality but for one
    /// ulp, cells of 1.5e-10 of the inputs at a growth of 3.5e4, 9e8 after; priority 161 40,027
    /// above its optimum of 0.
    func doubtfulCombination(_ new: NewRow) -> Bool {
        new.largestCell > 0 && new.largestCell <= Tolerance.combinationDoubt(growth: growth) * new.input
    }

    /// The real cells of a required constraint's new row that may be drift, on a tableau that
    /// amplifies rounding: each within ``Tolerance/combinationDoubt(growth:)`` of the largest
    /// contribution to it (a coefficient as written, or one times a cell of a substituted row),
    /// with that contribution. Empty elsewhere.
    func doubtfulCells(_ new: NewRow) -> [(symbol: Int32, input: Double)] {
        guard amplifiesRounding, new.input > 0 else { return [] }
        let threshold = Tolerance.combinationDoubt(growth: growth)
        var found: [(symbol: Int32, input: Double)] = []
        for (symbol, cell) in zip(new.row.syms, new.row.coeffs) where kinds[Int(symbol)] != .dummy {
            let largest = largestContribution(to: symbol, from: new.terms)
            if abs(cell) <= threshold * largest { found.append((symbol, largest)) }
        }
        return found
    }

    /// The largest magnitude that went into `symbol`'s cell of a new row made from `terms`: a
    /// coefficient as written, or one times the cell of the row substituted for a term. A
    /// substituted cell that `skip` (given the term's index and the cell) calls rounding
    /// carried along counts as none.
    private func largestContribution(to symbol: Int32, from terms: [(Int32, Double)],
                                     skipping skip: (Int, Double) -> Bool = { _, _ in false }) -> Double {
        var largest = 0.0
        for (t, (s, c)) in terms.enumerated() {
            let r = rowOf[Int(s)]
            guard r >= 0 else {
                if s == symbol { largest = max(largest, abs(c)) }
                continue
            }
            let cell = rows[Int(r)].coefficient(of: symbol)
            if skip(t, cell) { continue }
            largest = max(largest, abs(c * cell))
        }
        return largest
    }

    /// Whether the constant of a new row left with no real cell is zero at the scale of the
    /// magnitudes added into it and of the tableau's values: the equality is then redundant,
    /// beyond it a contradiction of those it combines.
    func leftoverIsRedundant(_ new: NewRow) -> Bool {
        leftoverIsRedundant(new.row.constant, constantScale: new.constantScale)
    }

    private func leftoverIsRedundant(_ constant: Double, constantScale: Double) -> Bool {
        Tolerance.isRedundant(constant, scale: max(constantScale, valueScale))
    }

    /// The real (non-dummy) symbols of `row`: those whose cells ``clearRealCells(_:)`` clears.
    func realSymbols(_ row: Row) -> [Int32] {
        row.syms.filter { kinds[Int($0)] != .dummy }
    }

    /// The test of ``dropIfAllNoise(_:terms:constantScale:refusesIfCleared:)`` at `threshold`:
    /// the largest real cell is within it of the `input` magnitude, and each real cell is a
    /// cancellation of its contributions. Above ``Tolerance/cancellation``, a contribution within
    /// `threshold` of its row's largest real cell (`termLargest`, per term) counts as none, and a
    /// cell with no other contribution is rounding too.
    private func isAllNoise(_ row: Row, terms: [(Int32, Double)], termLargest: [Double], largestCell: Double,
                            input: Double, threshold: Double) -> Bool {
        guard largestCell <= threshold * input else { return false }
        let discounts = threshold > Tolerance.cancellation
        // Each cell must be a cancellation too: a cell that is not (a single contribution, as
        // `x + y + 1e-11 t == 0` leaves t in `x + y == 5` once y cancels) is a real relation,
        // however small next to the cancelled magnitudes.
        for (i, symbol) in row.syms.enumerated() where kinds[Int(symbol)] != .dummy {
            let largest = largestContribution(to: symbol, from: terms) { t, cell in
                discounts && abs(cell) <= threshold * termLargest[t]
            }
            if discounts && largest == 0 { continue }
            if abs(row.coeffs[i]) > Tolerance.noiseRowCell * largest { return false }
        }
        return true
    }

    /// The largest magnitude among `row`'s cells other than dummy markers' (see
    /// ``dropIfAllNoise(_:terms:constantScale:refusesIfCleared:)``); in an untracked tableau,
    /// which has none, the fast scan.
    func largestRealCoefficient(_ row: Row) -> Double {
        guard tracksEqualities else { return largestCoefficient(row) }
        var largest = 0.0
        for (symbol, coefficient) in zip(row.syms, row.coeffs) where kinds[Int(symbol)] != .dummy {
            largest = max(largest, abs(coefficient))
        }
        return largest
    }

    /// `terms` with each symbol once, its coefficients summed (in the order written; a sum at
    /// most ``Tolerance/cancellation`` of its largest coefficient is a cancellation, and the
    /// symbol is left out). A constraint may name a variable twice (`x0 - x0 - 0.0033 x1`);
    /// substituted twice, its row's cells cancel inside the new row, and the cells other terms
    /// bring to the same symbols are then measured against the cancelled ones: fuzz seed 3170
    /// lost a real 2.5e-11 next to x0's two cells of 24.7, phase one could not reach the
    /// constraint's feasible point, and it was accepted 13.3 off. Combined first, as the
    /// constraint means, no cell is measured against a magnitude that was never there.
    static func combiningRepeats(_ terms: [(Int32, Double)]) -> [(Int32, Double)] {
        guard terms.count > 1 else { return terms }
        var repeated = false
        if terms.count <= 16 {
            outer: for i in 1..<terms.count {
                for j in 0..<i where terms[j].0 == terms[i].0 {
                    repeated = true
                    break outer
                }
            }
        } else {
            var seen = Set<Int32>(minimumCapacity: terms.count)
            for (s, _) in terms where !seen.insert(s).inserted {
                repeated = true
                break
            }
        }
        guard repeated else { return terms }
        var combined: [(symbol: Int32, sum: Double, largest: Double)] = []
        var index: [Int32: Int] = [:]
        for (s, c) in terms {
            if let i = index[s] {
                combined[i].sum += c
                combined[i].largest = max(combined[i].largest, abs(c))
            } else {
                index[s] = combined.count
                combined.append((s, c, abs(c)))
            }
        }
        return combined.compactMap { abs($0.sum) > Tolerance.cancellation * $0.largest ? ($0.symbol, $0.sum) : nil }
    }

    /// Whether some cell of the row built from `terms` can receive three or more contributions:
    /// three substituted rows, or a symbol written directly that also appears in a substituted
    /// row or in another term, with the rows adding up to three.
    private func mayCancelOverThree(_ terms: [(Int32, Double)], substituted: Int) -> Bool {
        if substituted >= 3 { return true }
        if terms.count - substituted == 0 { return false }
        for (i, (s, _)) in terms.enumerated() where rowOf[Int(s)] < 0 {
            var count = 1
            for (j, (t, _)) in terms.enumerated() where j != i {
                let r = rowOf[Int(t)]
                if r >= 0 {
                    if rows[Int(r)].coefficient(of: s) != 0 { count += 1 }
                } else if t == s {
                    count += 1
                }
            }
            if count >= 3 { return true }
        }
        return false
    }

    /// The largest coefficient magnitude in `row`. Four running maxima, so that the loop is not
    /// one chain of dependent comparisons (a new row's check against the rows substituted into
    /// it, ``dropIfAllNoise(_:terms:constantScale:refusesIfCleared:)``, reads every cell of them).
    func largestCoefficient(_ row: Row) -> Double {
        row.coeffs.withUnsafeBufferPointer { cells in
            var m0 = 0.0, m1 = 0.0, m2 = 0.0, m3 = 0.0
            var i = 0
            while i + 4 <= cells.count {
                let a0 = abs(cells[i]), a1 = abs(cells[i + 1]), a2 = abs(cells[i + 2]), a3 = abs(cells[i + 3])
                m0 = a0 > m0 ? a0 : m0
                m1 = a1 > m1 ? a1 : m1
                m2 = a2 > m2 ? a2 : m2
                m3 = a3 > m3 ? a3 : m3
                i += 4
            }
            while i < cells.count {
                let a = abs(cells[i])
                m0 = a > m0 ? a : m0
                i += 1
            }
            return max(max(m0, m1), max(m2, m3))
        }
    }

    /// The symbol to make basic for a new row: the external symbol with the largest coefficient
    /// (ties to the smaller id), or, when that symbol is in more than
    /// ``Tolerance/subjectRowsToAvoid`` rows, an external symbol in no row yet whose coefficient
    /// is at least ``Tolerance/subjectThreshold`` of it (the largest such); else a new marker
    /// with a negative coefficient, else an existing restricted symbol that keeps the tableau
    /// feasible; -1 if there is none.
    ///
    /// kiwi takes the first external symbol whatever its coefficient; dividing by a small one
    /// (2e-5 next to 23 in a fuzz case) multiplies the row's rounding by its inverse, and the
    /// error then spreads through every row it is substituted into. In layouts coefficients are
    /// mostly ±1, where both rules pick the same symbol.
    ///
    /// Dummy cells do not set that scale: a dummy is never a subject here and is always 0, and
    /// its cells carry the multipliers of the equalities substituted in, which can dwarf every
    /// real cell (a stress run against kiwi: `0.001 v50 == ...` made `v50`'s row 1e6 times its
    /// dummies, the next row 1e9; its real cells of 1 to 4 fell under the floor, it was solved
    /// for no external, and a required constraint was accepted 4.4 off, then 743 after another).
    func chooseSubject(_ row: Row, _ tag: Tag) -> Int32 {
        var best: Int32 = -1
        var bestMagnitude = 0.0
        var largest = 0.0
        row.syms.withUnsafeBufferPointer { syms in
            row.coeffs.withUnsafeBufferPointer { coeffs in
                kinds.withUnsafeBufferPointer { kinds in
                    for i in syms.indices where abs(coeffs[i]) > largest && kinds[Int(syms[i])] != .dummy {
                        largest = abs(coeffs[i])
                    }
                    // The largest coefficient (the first such), unless it is in many rows and a
                    // symbol in none is within a factor of it.
                    for i in syms.indices where kinds[Int(syms[i])] == .external && abs(coeffs[i]) > bestMagnitude {
                        best = syms[i]
                        bestMagnitude = abs(coeffs[i])
                    }
                    guard best >= 0, columns[Int(best)].count > Tolerance.subjectRowsToAvoid else { return }
                    let threshold = Tolerance.subjectThreshold * bestMagnitude
                    var freshMagnitude = 0.0
                    var fresh: Int32 = -1
                    for i in syms.indices where kinds[Int(syms[i])] == .external && columns[Int(syms[i])].isEmpty {
                        let m = abs(coeffs[i])
                        if m >= threshold && m > freshMagnitude {
                            fresh = syms[i]
                            freshMagnitude = m
                        }
                    }
                    if fresh >= 0 {
                        best = fresh
                        bestMagnitude = freshMagnitude
                    }
                }
            }
        }
        let floor = Tolerance.pivot * largest
        if best >= 0 && bestMagnitude > floor && !isNoiseInColumn(bestMagnitude, of: best) { return best }
        for m in [tag.marker, tag.other] where m >= 0 && kinds[Int(m)].isRestricted && row.coefficient(of: m) < 0 {
            return m
        }
        return feasibleExistingSubject(row, floor: floor)
    }

    /// Whether `coefficient`, a cell of `symbol` in a row about to be pivoted on, is noise next
    /// to the symbol's coefficients in the tableau's rows (below ``Tolerance/pivot`` of one of
    /// them). A row's own largest cell is no measure when every cell in it is rounding left by
    /// a redundant equality; the column is where the symbol's real coefficients are.
    func isNoiseInColumn(_ coefficient: Double, of symbol: Int32) -> Bool {
        let limit = abs(coefficient) / Tolerance.pivot
        for r in columns[Int(symbol)] where rowBasic[Int(r)] >= 0 {
            if abs(rows[Int(r)].coefficient(of: symbol)) > limit { return true }
        }
        return false
    }

    /// An existing slack or error symbol that can become basic for `row` without phase one:
    /// its coefficient is negative (so its new value, constant / -coefficient, is not negative)
    /// and every restricted row it appears in stays non-negative after the substitution. Among
    /// the candidates, those with the largest coefficients are tried first, a few at most; -1 if
    /// none fits. This is the single pivot phase one would make, found directly; it keeps
    /// relations between already-solved variables cheap. The largest coefficient keeps the
    /// row's scale: dividing by a small one (0.005 next to 51.7 in fuzz seed 283) multiplied
    /// the row by 1e4 and its rounding with it, until a later constraint's real leftover (0.01)
    /// was lost among values of 3e7 and refused.
    ///
    /// A row whose constant is zero keeps every row feasible whichever sign its subject's
    /// coefficient has (the subject's value stays 0), so then both signs are candidates. Among
    /// the largest coefficients (equal to rounding), the symbol in the fewest rows goes first, since
    /// the substitution rewrites each of them: in a grid of equal widths, `width[c] ==
    /// width[0]` between two solved widths is a relation between their slacks, and taking the
    /// first box's slack each time rewrote every row of the boxes before (issue 14's grid,
    /// cubic in its side); taking the new box's touches only its own.
    ///
    /// A candidate whose cell is noise in its column (``isNoiseInColumn(_:of:)``) is none. That
    /// test reads the symbol's whole column, so it is made only where it decides something: for
    /// the largest cells until one is not noise (that one sets the scale), then for each
    /// candidate as it comes to be tried. Filtering the sorted list gives the order sorting the
    /// filtered list would (the order does not depend on the set), so the choice is the one
    /// testing every candidate first made; in issue 14's grid, with a fraction of the scans.
    func feasibleExistingSubject(_ row: Row, floor: Double) -> Int32 {
        // `noise`: -1 not tested yet, 0 no, 1 yes. The candidates live in a temporary buffer
        // (on the stack for a row of ordinary length): an array per call was a tenth of this
        // function's cost in issue 14's grid.
        typealias Candidate = (symbol: Int32, coefficient: Double, rows: Int, noise: Int8)
        return withUnsafeTemporaryAllocation(of: Candidate.self, capacity: row.syms.count) { buffer in
            var n = 0
            let eitherSign = row.constant == 0
            for i in row.syms.indices where (row.coeffs[i] < -floor || (eitherSign && row.coeffs[i] > floor))
                && kinds[Int(row.syms[i])].isRestricted {
                let s = row.syms[i]
                buffer.initializeElement(at: n, to: (s, row.coeffs[i], columns[Int(s)].count &- staleRows[Int(s)].count, -1))
                n += 1
            }
            defer { _ = buffer[0..<n].deinitialize() }
            return feasibleExistingSubject(row, among: UnsafeMutableBufferPointer(rebasing: buffer[0..<n]))
        }
    }

    /// ``feasibleExistingSubject(_:floor:)``'s choice among `candidates`, the row's restricted
    /// cells of a usable sign and size, which it reorders and marks as tested for noise.
    private func feasibleExistingSubject(_ row: Row,
                                         among candidates: UnsafeMutableBufferPointer<(symbol: Int32, coefficient: Double, rows: Int, noise: Int8)>) -> Int32 {
        var candidates = candidates
        func isNoise(_ k: Int) -> Bool {
            if candidates[k].noise < 0 {
                candidates[k].noise = isNoiseInColumn(candidates[k].coefficient, of: candidates[k].symbol) ? 1 : 0
            }
            return candidates[k].noise == 1
        }
        var largest = 0.0
        while true {
            var top = -1
            for k in candidates.indices where candidates[k].noise != 1
                && (top < 0 || abs(candidates[k].coefficient) > abs(candidates[top].coefficient)) { top = k }
            guard top >= 0 else { break }
            if !isNoise(top) {
                largest = abs(candidates[top].coefficient)
                break
            }
        }
        if candidates.count > 1 {
            let strong = largest * (1 - Tolerance.cancellation)
            candidates.sort { a, b in
                let aStrong = abs(a.coefficient) >= strong, bStrong = abs(b.coefficient) >= strong
                if aStrong != bStrong { return aStrong }
                if aStrong && a.rows != b.rows { return a.rows < b.rows }
                if abs(a.coefficient) != abs(b.coefficient) { return abs(a.coefficient) > abs(b.coefficient) }
                return a.symbol < b.symbol
            }
        }
        var tried = 0
        for k in candidates.indices {
            if tried > 4 { break }
            if isNoise(k) { continue }
            tried += 1
            let s = candidates[k].symbol, coefficient = candidates[k].coefficient
            let value = row.constant / -coefficient
            if Tolerance.isZero(value, scale: valueScale) { return s }
            var ok = true
            for r in columns[Int(s)] where rowBasic[Int(r)] >= 0 && kinds[Int(rowBasic[Int(r)])].isRestricted {
                let part = rows[Int(r)].coefficient(of: s) * value
                let magnitude = max(rows[Int(r)].magnitude, abs(part))
                if Tolerance.isNegative(rows[Int(r)].constant + part, scale: min(valueScale, magnitude)) {
                    ok = false
                    break
                }
            }
            if ok { return s }
        }
        return -1
    }

    /// Phase one for a row with no usable subject: minimise an artificial variable equal to the
    /// row, on a temporary level above every other. If it cannot reach zero the constraint is
    /// unsatisfiable, and the markers left in the artificial objective are the certificate.
    /// `scale` is the magnitude the row's constant was computed from: phase one's minimum is
    /// judged against it, the values the constraints were written with, and the distance the
    /// minimum travelled to get there (the magnitudes its pivots added). Not against the
    /// largest value in the tableau: an optional row far from its target (1.7e10 in fuzz seed
    /// 320) made a leftover of 0.002 look like rounding, and a contradiction was accepted.
    ///
    /// With `acceptingLeftover`, phase one runs `exhaustive` (see
    /// ``optimize(onlyLevel:exhaustive:)``), and a minimum above the threshold is taken for rounding (see
    /// ``add(terms:constant:relation:strength:optimizing:acceptingLeftover:)``): the artificial
    /// variable, basic at that minimum, has its row's constant set to zero, which moves the
    /// constraint's constant by the leftover and changes no other row.
    mutating func addWithArtificialVariable(_ row: Row, mark: Int32, scale: Double, required: Bool = true,
                                            acceptingLeftover: Bool = false) throws(AddFailure) {
        let art = newSymbol(.slack)
        insertRow(row, basic: art)
        let level = objectiveLevel(for: .infinity)
        noteObjectiveWeight(level: level, largestCoefficient(row))
        addToObjective(level: level, row, scale: 1)
        let travelled: Double
        phaseOneLevel = level
        phaseOneDoubtful = false
        defer { phaseOneLevel = -1 }
        do {
            travelled = try optimize(onlyLevel: level, exhaustive: acceptingLeftover)
        } catch {
            throw .solver(error)
        }
        let minimum = objective.levels[level].constant
        let magnitude = max(scale, valueScale, travelled)
        // An ill-conditioned pivot on the way: the acceptance is re-decided by the solver (see
        // ``Tolerance/illConditionedPivot``); with `acceptingLeftover` it was, and stands.
        let doubtful = phaseOneDoubtful && required
        if !acceptingLeftover && (doubtful || !Tolerance.isRedundant(minimum, scale: magnitude)) {
            let coeffs = objective.levels[level].coeffs
            var markers: [Int32] = []
            for s in 0..<Int(mark) where coeffs[s] != 0 && kinds[s].isMarker { markers.append(Int32(s)) }
            throw .unsatisfiable(markers: markers)
        }
        removeLastObjectiveLevel()
        if acceptingLeftover && rowOf[Int(art)] >= 0 {
            let r = rowOf[Int(art)]
            shiftConstant(ofRow: r, by: -rows[Int(r)].constant)
        }
        if rowOf[Int(art)] >= 0 {
            // The artificial variable is basic at zero: pivot it out (preferring a restricted
            // symbol, then an external one, then a dummy: a redundant equality), or drop its row
            // when it is a bare constant or holds only noise (fuzz seed 130: cells of 3e-15 and
            // 6e-13 left by a redundant equality; pivoting on one moved a slack to -8e4).
            let r = rowOf[Int(art)]
            let cells = rows[Int(r)]
            let floor = Tolerance.pivot * largestCoefficient(cells)
            var entering: Int32 = -1
            for pass in 0..<3 where entering < 0 {
                for i in cells.syms.indices where abs(cells.coeffs[i]) > floor
                    && !isNoiseInColumn(cells.coeffs[i], of: cells.syms[i]) {
                    let kind = kinds[Int(cells.syms[i])]
                    if (pass == 0 && kind.isRestricted) || (pass == 1 && kind == .external) || (pass == 2 && kind == .dummy) {
                        entering = cells.syms[i]
                        break
                    }
                }
            }
            if entering >= 0 {
                pivot(row: r, entering: entering)
            } else {
                _ = removeRow(r)
            }
        }
        purge(art)
        rebuildCandidates()
    }

    /// Removes the constraint with `tag` in place: its marker is pivoted into the basis (kiwi's
    /// leaving-row rule) and its row dropped; then the objective is re-optimised.
    mutating func remove(_ tag: Tag) throws(SolverError) {
        guard tag.marker >= 0 else {
            throw .internalError("a required equality without a marker cannot be removed in place")
        }
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
            // No row holds the marker: nothing depends on the constraint any more.
            if r >= 0 {
                let leaving = rowBasic[Int(r)]
                var row = removeRow(r)
                noteConditioning(largest: row.solve(for: marker, replacing: leaving))
                substitute(marker, with: row)
            }
        }
        // The marker is gone from every row; the other error symbol cancelled out of every row
        // (it appeared only in this constraint), up to rounding, which purge clears.
        if tag.other >= 0 { purge(tag.other) }
        if marker >= 0 { purge(marker) }
        try optimize()
    }

    /// Takes an error symbol's weight out of the objective.
    private mutating func removeErrorEffects(_ e: Int32, _ tag: Tag) {
        guard e >= 0 && kinds[Int(e)] == .error else { return }
        setCost(e, level: -1, weight: 0)
        let r = rowOf[Int(e)]
        if r >= 0 {
            addToObjective(level: tag.level, rows[Int(r)], scale: -tag.weight)
        } else {
            addToObjective(level: tag.level, e, -tag.weight)
        }
    }

    /// Moves an edit constraint's constant by `delta` and re-solves with the dual simplex, then
    /// the primal one: the dual simplex's entering choice is made among near-ties, and a wrong one
    /// leaves the tableau feasible but not optimal (fuzz seed 39).
    mutating func suggest(_ tag: Tag, delta: Double, value: Double) throws(SolverError) {
        noteValueMagnitude(abs(value))
        let plus = tag.marker, minus = tag.other
        if rowOf[Int(plus)] >= 0 {
            let r = rowOf[Int(plus)]
            shiftConstant(ofRow: r, by: -delta)
            if isNegative(row: r) { infeasible.append(plus) }
        } else if rowOf[Int(minus)] >= 0 {
            let r = rowOf[Int(minus)]
            shiftConstant(ofRow: r, by: delta)
            if isNegative(row: r) { infeasible.append(minus) }
        } else {
            let cache = editCaches[editCache(for: plus)]
            shiftConstants(cache.rows, cache.coeffs, cache.basics, restrictedCount: cache.restrictedCount, by: delta)
        }
        try dualOptimize()
        try optimize()
    }

    /// The index of the cache for `marker`, rebuilt from the column index if the tableau
    /// changed since it was built.
    mutating func editCache(for marker: Int32) -> Int {
        var existing: Int?
        for i in editCaches.indices where editCaches[i].marker == marker { existing = i; break }
        if let i = existing, editCaches[i].generation == generation { return i }
        // Rows in ascending order of their basic symbol, as kiwi visits them, so infeasible rows
        // are repaired in the same order (the last one found first); the restricted ones first
        // (see ``shiftConstants(_:_:_:restrictedCount:by:)``), in that order among themselves.
        // The column may repeat a row (lazy removal); each row counts once. Sorted as one
        // integer per entry (its basic symbol, then the row; a basic is in one row only), which
        // is the order of the basic symbols and puts a row's repeats side by side; a free slot
        // (basic -1) holds no cells and is left out.
        let entries = columns[Int(marker)]
        var keys: [UInt64] = []
        keys.reserveCapacity(entries.count)
        for r in entries {
            let basic = rowBasic[Int(r)]
            if basic >= 0 { keys.append(UInt64(UInt32(basic)) << 32 | UInt64(UInt32(r))) }
        }
        keys.sort()
        var cache = EditColumnCache(marker: marker, generation: generation)
        var free: [(row: Int32, coefficient: Double, basic: Int32)] = []
        var previous: UInt64 = .max
        for key in keys where key != previous {
            previous = key
            let r = Int32(truncatingIfNeeded: key)
            let c = rows[Int(r)].coefficient(of: marker)
            guard c != 0 else { continue }
            let basic = rowBasic[Int(r)]
            if kinds[Int(basic)].isRestricted {
                cache.rows.append(r)
                cache.coeffs.append(c)
                cache.basics.append(basic)
            } else {
                free.append((r, c, basic))
            }
        }
        cache.restrictedCount = cache.rows.count
        for entry in free {
            cache.rows.append(entry.row)
            cache.coeffs.append(entry.coefficient)
            cache.basics.append(entry.basic)
        }
        if let i = existing {
            editCaches[i] = cache
            return i
        }
        editCaches.append(cache)
        return editCaches.count - 1
    }
}

