/// What a solver's answer does to its constraints, evaluated from the constraints as written
/// (not from the tableau's rows): whether every required one holds, and each optional priority
/// level's weighted violation with the magnitude it was computed from. Ill-conditioned tableaus
/// are judged by it (`SolverCore.repairIfDrifted()`).
struct AnswerReport {
    /// Whether every required constraint holds within ``Tolerance/requiredResidual``.
    var requiredHold = true
    /// Whether every required constraint that accepts its leftover holds within
    /// ``Tolerance/requiredResidual`` too. `requiredHold` leaves them out (their leftover was
    /// judged rounding when they were added); an answer that held them must not be replaced by
    /// one that leaves them off (fuzz seed 2808: a rebuild left one 3.1e5 off, at values of 1e3,
    /// where the answer it replaced held it at values of 1e11).
    var leftoversHeld = true
    /// The largest violation of a required constraint (those accepting a leftover included), as
    /// a fraction of its magnitudes: how far off an answer that does not hold them is.
    var requiredWorst = 0.0
    /// By priority: the sum of weight × violation over the optional constraints (edits
    /// included) at that priority, and of weight × magnitude (1 plus the constant plus each
    /// |coefficient × value|).
    var levels: [Double: (value: Double, magnitude: Double)] = [:]
    /// The largest magnitude of a variable's value: how far out the answer is. Far enough out,
    /// every check relative to magnitudes passes (values of 1e19 hide violations of 6.7e7).
    var reach = 0.0

    /// Whether this answer may not replace `before`: it breaks the required constraints
    /// (``breaksRequired(heldBy:)``), or reaches a lexicographically worse objective.
    func fallsShort(of before: AnswerReport) -> Bool {
        breaksRequired(heldBy: before) || isWorse(than: before)
    }

    /// Whether this answer breaks a required constraint that `before` held (those accepting a
    /// leftover counted apart), or leaves the required constraints more than twice as far off
    /// as `before` did, beyond ``Tolerance/requiredResidual``: an answer already off must not
    /// be traded for one further off (a rebuild took a badly scaled system from 3.1e-7 of the
    /// magnitudes to 0.0034).
    func breaksRequired(heldBy before: AnswerReport) -> Bool {
        (before.requiredHold && !requiredHold) || (before.leftoversHeld && !leftoversHeld)
            || requiredWorst > max(Tolerance.requiredResidual, 2 * before.requiredWorst)
    }

    /// Whether this answer is better than `before` at some level and no worse at any level
    /// above it, for a move whose costs were in doubt (`SolverCore.followHintedMoves()`). A
    /// gain counts beyond ``Tolerance/answerDrift`` of the level's magnitudes, as in
    /// ``isWorse(than:)``; a loss above it beyond that fraction of the level's values and
    /// beyond ``Tolerance/evaluationRounding`` of its magnitudes: such a move should leave the
    /// levels above as they were, and a loss within ``Tolerance/answerDrift`` of the
    /// magnitudes can still be real (operation fuzz seed 2516: priority 999 went from 3e-13 to
    /// 1.7e-4, so that the level below could gain 0.0018 that it may not have).
    func improves(on before: AnswerReport) -> Bool {
        for priority in Set(levels.keys).union(before.levels.keys).sorted(by: >) {
            let a = levels[priority] ?? (0, 0), b = before.levels[priority] ?? (0, 0)
            let loss = max(Tolerance.answerDrift * (1 + max(a.value, b.value)),
                           Tolerance.evaluationRounding * max(a.magnitude, b.magnitude))
            if a.value > b.value + loss { return false }
            if a.value < b.value - Tolerance.answerDrift * (1 + max(a.magnitude, b.magnitude)) { return true }
        }
        return false
    }

    /// Whether this answer's objective is lexicographically worse than `other`'s, level by
    /// level from the highest priority, each compared within ``Tolerance/answerDrift`` of its
    /// magnitude.
    func isWorse(than other: AnswerReport) -> Bool {
        for priority in Set(levels.keys).union(other.levels.keys).sorted(by: >) {
            let a = levels[priority] ?? (0, 0), b = other.levels[priority] ?? (0, 0)
            let tolerance = Tolerance.answerDrift * (1 + max(a.magnitude, b.magnitude))
            if a.value > b.value + tolerance { return true }
            if a.value < b.value - tolerance { return false }
        }
        return false
    }
}
