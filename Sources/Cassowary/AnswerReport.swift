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
    /// By priority: the sum of weight × violation over the optional constraints (edits
    /// included) at that priority, and of weight × magnitude (1 plus the constant plus each
    /// |coefficient × value|).
    var levels: [Double: (value: Double, magnitude: Double)] = [:]

    /// Whether this answer may not replace `before`: it breaks a required constraint `before`
    /// held (those accepting a leftover counted apart), or reaches a lexicographically worse
    /// objective.
    func fallsShort(of before: AnswerReport) -> Bool {
        (before.requiredHold && !requiredHold) || (before.leftoversHeld && !leftoversHeld) || isWorse(than: before)
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
