extension Tableau {
    /// Pivots between two recomputations of the objective (see ``refreshObjective()``): a
    /// recomputation reads every error row and every level's coefficients, so it waits for a
    /// number of pivots proportional to the symbols, which keeps its share of the work small.
    var pivotsBetweenRefreshes: Int { max(16, kinds.count / 16) }

    /// Whether the objective should be recomputed before the simplex stops: it has several
    /// levels (with one, a noise coefficient blocks nothing) and many pivots updated it since.
    var objectiveNeedsRefresh: Bool {
        pivotsSinceRefresh >= pivotsBetweenRefreshes
            && objective.levels.count - (phaseOneLevel >= 0 ? 1 : 0) >= 2
    }

    /// Recomputes every objective level from what it is the sum of: each error symbol's weight,
    /// or, for an error symbol that is basic, its weight times its row.
    ///
    /// The simplex keeps the objective up to date by substituting each pivot's row into it, so
    /// every coefficient carries the rounding of every substitution since it was last zero. A
    /// lexicographic objective cannot afford that: a coefficient that is zero, left at 8.9e-9
    /// by rounding at a level whose weights are about 2, counts as a real cost at that level and
    /// blocks an improvement of 2.8 per unit at every level below it (random many-priority
    /// systems: a level left at 10,742 where 10,623 was reachable; 1,880 where 393 was).
    /// Recomputed, each coefficient carries only the rounding of one sum, and a sum that cancels
    /// to ``Tolerance/cancellation`` of its largest term is zero, as in a row. Symbols that can
    /// improve afterwards are candidates again, and the simplex goes on.
    mutating func refreshObjective() {
        let n = kinds.count
        let levelCount = objective.levels.count
        var sums = [[Double]](repeating: [], count: levelCount)
        var sizes = [[Double]](repeating: [], count: levelCount)
        var constants = [Double](repeating: 0, count: levelCount)
        for s in 0..<n {
            let l = Int(objective.costLevel[s])
            guard l >= 0 else { continue }
            if sums[l].isEmpty {
                sums[l] = [Double](repeating: 0, count: n)
                sizes[l] = [Double](repeating: 0, count: n)
            }
            let weight = objective.costWeight[s]
            let r = rowOf[s]
            guard r >= 0 else {
                sums[l][s] += weight
                sizes[l][s] = max(sizes[l][s], abs(weight))
                continue
            }
            let row = rows[Int(r)]
            constants[l] += weight * row.constant
            for i in row.syms.indices where row.coeffs[i] != 0 {
                let j = Int(row.syms[i])
                let term = weight * row.coeffs[i]
                sums[l][j] += term
                sizes[l][j] = max(sizes[l][j], abs(term))
            }
        }
        for l in 0..<levelCount where l != phaseOneLevel {
            for s in 0..<n {
                var c = sums[l].isEmpty ? 0 : sums[l][s]
                if rowOf[s] >= 0 || abs(c) <= Tolerance.cancellation * (sums[l].isEmpty ? 0 : sizes[l][s]) { c = 0 }
                if c != objective.levels[l].coeffs[s] { setObjectiveCoefficient(level: l, Int32(s), c) }
            }
            if constants[l] != objective.levels[l].constant { setObjectiveConstant(level: l, constants[l]) }
        }
        noteObjectiveRefreshed()
    }

    /// Whether the rows can no longer be trusted to say where the optimum is: a reduced cost
    /// over 1 / ``Tolerance/illConditionedPivot`` times its level's largest weight (the basis
    /// amplifies rounding: fuzz seed 109, -5.9e11 at a level of weights 1-4, and a level left
    /// at 108,430 where 83,790 is reachable), or objective levels the rows give (each basic
    /// error symbol's weight times its row's constant, summed by level) that differ from
    /// `answer`'s levels (by priority, evaluated from the constraints at the published values)
    /// beyond ``Tolerance/answerDrift`` of their magnitudes.
    func rowsMislead(given answer: [Double: (value: Double, magnitude: Double)]) -> Bool {
        var rowsSay = [Double](repeating: 0, count: objective.levels.count)
        for s in kinds.indices {
            let l = Int(objective.costLevel[s]), r = rowOf[s]
            guard l >= 0, r >= 0 else { continue }
            rowsSay[l] += objective.costWeight[s] * rows[Int(r)].constant
        }
        for (l, level) in objective.levels.enumerated() where l != phaseOneLevel {
            let limit = level.scale / Tolerance.illConditionedPivot
            let (value, magnitude) = answer[level.priority] ?? (0, 0)
            if abs(rowsSay[l] - value) > Tolerance.answerDrift * (1 + magnitude)
                || level.coeffs.contains(where: { abs($0) > limit }) { return true }
        }
        return false
    }
}
