// SolverCore: judging an answer from the constraints as written (marker residuals, the
// answer report, required constraints held) and precise implication of a redundant equality.

extension SolverCore {
    /// Whether `constraint`, a required equality whose row was found a combination of those
    /// present (``refinedCellsCancel(_:in:input:)``) but left a constant beyond
    /// ``Tolerance/redundancy``, is implied by the required constraints linked to it, decided in
    /// extended precision (``PreciseFeasibility``): it holds with them, and the same expression
    /// with its constant moved by its own size (at least 1) does not, so nothing but that
    /// constant is consistent with them. The leftover is then the rows' drift. Re-deciding it on
    /// a fresh tableau instead pivots on the same combination's rounding, which a fresh
    /// tableau's rows can carry too: fuzz seed 2413, twice an equality present but for one ulp,
    /// left a constant of 5.9e-4 on magnitudes of 1.1e7 (5.2e-11) at a growth of 9.5e5; a fresh
    /// tableau pivoted on a cell of 6.9e-9 of its inputs, grew to 4.8e9, and left priority 161
    /// at 295,267 against an optimum of 155,383. Holding is not enough: a cell the refined
    /// direction puts at the tolerance can be a real relation (`x + y + 1e-11 t == 0` then
    /// `x + y == 5`, which sets t), and moving the constant shows it. False without a verdict,
    /// or when explanations are not wanted (``conflictDetail``).
    func impliedPrecisely(_ constraint: Constraint) -> Bool {
        guard conflictDetail == .irreducible else { return false }
        let component = ConflictExplainer.connectedComponent(of: constraint, in: heldRequired())
        guard PreciseFeasibility.conflicts(constraint, component) == false else { return false }
        let expression = constraint.expression
        let moved = Constraint(Expression(expression.terms, constant: expression.constant + max(1, abs(expression.constant))),
                               constraint.relation, strength: constraint.strength)
        return PreciseFeasibility.conflicts(moved, component) == true
    }

    /// Each constraint with a marker (accepting no leftover), with how far it is from balancing
    /// at the tableau's point: the constant as held (an edit's suggestion taken off), plus its
    /// terms at their variables' values, plus its marker and other symbol at theirs, as its row
    /// was first written (``Tableau/add(terms:constant:relation:strength:optimizing:acceptingLeftover:)``).
    /// Also the largest residual as a fraction of its magnitudes (1 plus each term's size).
    /// A redundant equality whose dummy is basic is left out: its row moves no variable.
    func markerResiduals() -> (residuals: [(tag: Tag, residual: Double)], worst: Double) {
        var residuals: [(tag: Tag, residual: Double)] = []
        var worst = 0.0
        for record in records {
            guard let record, !record.acceptsLeftover else { continue }
            let tag = record.tag
            guard tag.marker >= 0, tag.markerCoefficient != 0 else { continue }
            if tableau.kinds[Int(tag.marker)] == .dummy && tableau.rowOf[Int(tag.marker)] >= 0 { continue }
            var constant = record.constant
            if let v = record.editVariable, let e = editSlots.slot(for: v.id) { constant -= editValues[e] }
            let (sum, magnitude) = balance(of: record, constant: constant) { s in
                let r = tableau.rowOf[Int(s)]
                return r >= 0 ? tableau.rows[Int(r)].constant : 0
            }
            residuals.append((tag, sum))
            worst = max(worst, abs(sum) / (1 + magnitude))
        }
        return (residuals, worst)
    }

    /// `record`'s constraint as its row was first written
    /// (``Tableau/add(terms:constant:relation:strength:optimizing:acceptingLeftover:)``), with
    /// each symbol at `value`: `constant` plus its terms, plus its marker and other symbol with
    /// their coefficients; and the sum's magnitudes (each part's size). Zero when the symbols
    /// balance it: at the tableau's point (its answer) or along a direction (with no constant).
    func balance(of record: ConstraintRecord, constant: Double,
                         _ value: (Int32) -> Double) -> (sum: Double, magnitude: Double) {
        var sum = constant, magnitude = abs(constant)
        func add(_ part: Double) {
            sum += part
            magnitude += abs(part)
        }
        for term in record.constraint.expression.terms {
            guard let slot = variableSlots.slot(for: term.variable.id), slot < variableSymbols.count else { continue }
            add(term.coefficient * value(variableSymbols[slot]))
        }
        let tag = record.tag
        if tag.marker >= 0 {
            add(tag.markerCoefficient * value(tag.marker))
            if tag.other >= 0 { add(-tag.markerCoefficient * value(tag.other)) }
        }
        return (sum, magnitude)
    }

    /// ``requiredConstraintsHold(_:extra:in:symbols:slots:)`` for the solver's own tableau;
    /// the constraints that accept their leftover are those of `leniency` (records of the
    /// same constraints, before a rebuild), or of the solver's own records.
    mutating func answerHoldsRequired(adding extra: Constraint? = nil,
                                              judgedBy leniency: [ConstraintRecord?]? = nil) -> Bool {
        Self.requiredConstraintsHold(leniency ?? records, extra: extra, in: &tableau, symbols: variableSymbols,
                                     slots: variableSlots)
    }

    /// What the solver's answer does to its constraints, evaluated from the constraints as
    /// written (not from the rows): whether every required one holds, and each optional level.
    /// Constraints accept their leftover as in `leniency` (see ``answerHoldsRequired(adding:judgedBy:)``).
    mutating func answerReport(judgedBy leniency: [ConstraintRecord?]? = nil) -> AnswerReport {
        let values = Self.publishedValues(of: &tableau, symbols: variableSymbols)
        var report = AnswerReport()
        report.reach = values.reduce(0) { max($0, abs($1)) }
        for record in leniency ?? records {
            guard let record else { continue }
            var constant = record.constant
            if let v = record.editVariable, let e = editSlots.slot(for: v.id) { constant -= editValues[e] }
            let found = Self.violation(of: record.constraint, constant: constant, at: values, slots: variableSlots)
            let strength = record.constraint.strength
            if strength.isRequired {
                let relative = found.violation / (1 + found.magnitude)
                report.requiredWorst = relative.isFinite ? max(report.requiredWorst, relative) : .infinity
                if !Self.isHeld(found) {
                    if record.acceptsLeftover { report.leftoversHeld = false } else { report.requiredHold = false }
                }
            } else {
                report.levels[strength.priority, default: (0, 0)].value += strength.weight * found.violation
                report.levels[strength.priority, default: (0, 0)].magnitude += strength.weight * found.magnitude
            }
        }
        return report
    }

    /// How far `values` (by variable slot) leave `constraint` with `constant` from holding, and
    /// the magnitude that is computed from (1 plus its constant plus each |coefficient × value|).
    static func violation(of constraint: Constraint, constant: Double, at values: [Double],
                                  slots: IdMap) -> (violation: Double, magnitude: Double) {
        var sum = constant, magnitude = abs(constant)
        for term in constraint.expression.terms {
            guard let slot = slots.slot(for: term.variable.id), slot < values.count else { continue }
            let product = term.coefficient * values[slot]
            sum += product
            magnitude += abs(product)
        }
        switch constraint.relation {
        case .equal: return (abs(sum), magnitude)
        case .lessOrEqual: return (max(0, sum), magnitude)
        case .greaterOrEqual: return (max(0, -sum), magnitude)
        }
    }

    /// Whether a required constraint left `found` from holding holds: within
    /// ``Tolerance/requiredResidual`` of its magnitudes.
    private static func isHeld(_ found: (violation: Double, magnitude: Double)) -> Bool {
        found.violation <= Tolerance.requiredResidual * (1 + found.magnitude)
    }

    /// Every variable's current value, by slot, read from its row; see ``Solver/valuesReadWhole``.
    mutating func valuesReadWhole() -> [Double] { Self.publishedValues(of: &tableau, symbols: variableSymbols) }

    /// The values `tableau`'s solution gives its external `symbols` (by variable slot), without
    /// touching what the solver has published to the app.
    static func publishedValues(of tableau: inout Tableau, symbols: [Int32]) -> [Double] {
        var values = [Double](repeating: 0, count: symbols.count)
        tableau.publish(symbols, into: &values)
        return values
    }

    /// Whether the solution of `tableau` (whose external symbols are `symbols`, by variable
    /// slot) satisfies every required constraint in `records`, and `extra` (being added, not
    /// recorded yet), each within ``Tolerance/requiredResidual``. Callers ask only of tableaus
    /// whose rows may have drifted (``Tableau/illConditioned``, or for ``repairIfDrifted()``
    /// ``Tableau/amplifiesRounding``): a well-conditioned tableau's rows carry only the rounding
    /// of well-scaled arithmetic, and the check would cost every call a pass over the
    /// constraints. Constraints that accept their leftover are skipped: their leftover was
    /// judged rounding by extended precision, and is left where it is.
    static func requiredConstraintsHold(_ records: [ConstraintRecord?], extra: Constraint?,
                                                in tableau: inout Tableau, symbols: [Int32], slots: IdMap) -> Bool {
        let values = publishedValues(of: &tableau, symbols: symbols)
        func holds(_ constraint: Constraint, constant: Double) -> Bool {
            isHeld(violation(of: constraint, constant: constant, at: values, slots: slots))
        }
        for record in records {
            guard let record, record.constraint.strength.isRequired, !record.acceptsLeftover else { continue }
            if !holds(record.constraint, constant: record.constant) { return false }
        }
        if let extra, !holds(extra, constant: extra.expression.constant) { return false }
        return true
    }
}
