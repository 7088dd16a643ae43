extension Tableau {
    /// Pivots between two recomputations of the objective (see ``refreshObjective()``): a
    /// recomputation reads every error row and every level's coefficients, so it waits for a
    /// number of pivots proportional to the symbols, which keeps its share of the work small.
    var pivotsBetweenRefreshes: Int { max(16, kinds.count / 16) }

    /// Whether the objective should be recomputed before the simplex stops: it has several
    /// levels (with one, a noise coefficient blocks nothing) and many pivots updated it since,
    /// or any pivot did on a tableau that ``amplifiesRounding``: there one pivot's update can
    /// leave a cost of 3.6e-9 where 0 is (fuzz seed 2861: beside weights of 3, just above
    /// ``Tolerance/optimality``, it blocked a move that took a level from 365,250 to 2,191).
    var objectiveNeedsRefresh: Bool {
        pivotsSinceRefresh >= (amplifiesRounding ? 1 : pivotsBetweenRefreshes)
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
        // The weighted symbols grouped by level (a counting sort, which keeps them in symbol
        // order: the sums are the same to the bit), so every level is summed in the same two
        // dense scratch rows, cleared as they are read, and none is allocated per level (with
        // one per level, W5's pairs were 5-9% slower once amplifying tableaus refreshed often).
        var firstOfLevel = [Int](repeating: 0, count: levelCount + 1)
        for s in 0..<n where objective.costLevel[s] >= 0 { firstOfLevel[Int(objective.costLevel[s]) + 1] += 1 }
        for l in 0..<levelCount { firstOfLevel[l + 1] += firstOfLevel[l] }
        var byLevel = [Int32](repeating: 0, count: firstOfLevel[levelCount])
        var next = firstOfLevel
        for s in 0..<n where objective.costLevel[s] >= 0 {
            let l = Int(objective.costLevel[s])
            byLevel[next[l]] = Int32(s)
            next[l] += 1
        }
        var sums = [Double](repeating: 0, count: n)
        var sizes = [Double](repeating: 0, count: n)
        for l in 0..<levelCount where l != phaseOneLevel {
            var constant = 0.0
            for k in firstOfLevel[l]..<firstOfLevel[l + 1] {
                let s = Int(byLevel[k])
                let weight = objective.costWeight[s]
                let r = rowOf[s]
                guard r >= 0 else {
                    sums[s] += weight
                    sizes[s] = max(sizes[s], abs(weight))
                    continue
                }
                let row = rows[Int(r)]
                constant += weight * row.constant
                for i in row.syms.indices where row.coeffs[i] != 0 {
                    let j = Int(row.syms[i])
                    let term = weight * row.coeffs[i]
                    sums[j] += term
                    sizes[j] = max(sizes[j], abs(term))
                }
            }
            for s in 0..<n {
                var c = sums[s]
                if rowOf[s] >= 0 || abs(c) <= Tolerance.cancellation * sizes[s] { c = 0 }
                sums[s] = 0
                sizes[s] = 0
                if c != objective.levels[l].coeffs[s] { setObjectiveCoefficient(level: l, Int32(s), c) }
            }
            if constant != objective.levels[l].constant { setObjectiveConstant(level: l, constant) }
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
