/// What a solver's answer does to its constraints, evaluated from the constraints as written
/// (not from the tableau's rows): whether every required one holds, and each optional priority
/// level's weighted violation with the magnitude it was computed from. Ill-conditioned tableaus
/// are judged by it (`SolverCore.repairIfDrifted()`).
struct AnswerReport {
    /// Whether every required constraint holds within ``Tolerance/requiredResidual``.
    var requiredHold = true
    /// By priority: the sum of weight × violation over the optional constraints (edits
    /// included) at that priority, and of weight × magnitude (1 plus the constant plus each
    /// |coefficient × value|).
    var levels: [Double: (value: Double, magnitude: Double)] = [:]

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
