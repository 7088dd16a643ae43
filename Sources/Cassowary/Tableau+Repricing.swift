/// Reduced costs recomputed from the constraints as written, for the symbols a tiny cost at a
/// higher level keeps from a real gain below it (see `SolverCore.repriceNoiseBlocked()`).
///
/// A parametric symbol's column in the rows is the direction the basic symbols move in when it
/// grows by one; its reduced cost at a level is that direction weighed by the level's error
/// symbols. On a tableau whose pivots grew cells far above the constraints' coefficients
/// (``Tableau/illConditioned``), the column carries the rounding of those magnitudes, and a
/// cost that is exactly zero can read 3.1e-7 beside weights of 2 (fuzz seed 2414, growth 7e8):
/// a "real" cost at that level, which blocks a gain of 1e-3 per unit below it, and the answer
/// stops 2.2 above the lower level's exact optimum of 0. The direction is refined as the
/// answer's constants are (``refine(_:)``): each constraint's residual along it, evaluated as
/// written, is moved back along its marker's column.
extension Tableau {
    /// Parametric symbols that could enter but for a cost at a higher level no larger than
    /// ``Tolerance/roundingCostBound`` of that level's scale, while a level below would gain from
    /// them beyond noise: at most `limit`, smallest ids first.
    ///
    /// Runs after every call on a tableau grown past ``Tolerance/repricingGrowth``, so it walks
    /// the levels, highest first, over the symbols still undecided (in a stack buffer), reading
    /// each level's coefficients in place; a symbol leaves at its first cost beyond noise below
    /// a block, or above none. (Walking symbol by symbol copied a level per step: 3% of W5.)
    func noiseBlocked(limit: Int) -> [Int32] {
        // A block and a gain below it take two levels.
        guard objective.order.count - (phaseOneLevel >= 0 ? 1 : 0) >= 2 else { return [] }
        var found: [Int32] = []
        let count = kinds.count
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(count, 1)) { open in
            // Blocked symbols are stored as -1 - s, undecided ones as s.
            var openCount = 0
            for s in 0..<count where rowOf[s] < 0 && kinds[s].canEnter && kinds[s].isRestricted {
                open[openCount] = Int32(s)
                openCount += 1
            }
            for l in objective.order where l != phaseOneLevel {
                guard openCount > 0 else { break }
                let noise = objective.noiseThreshold(level: l)
                let bound = Tolerance.roundingCostBound * objective.levels[l].scale
                objective.levels[l].coeffs.withUnsafeBufferPointer { coeffs in
                    var kept = 0
                    for i in 0..<openCount {
                        let entry = open[i]
                        let blocked = entry < 0
                        let c = coeffs[Int(blocked ? -1 - entry : entry)]
                        var next: Int32? = entry
                        switch Objective.sign(of: c, noise: noise) {
                        case -1:
                            if blocked { found.append(-1 - entry) }
                            next = nil  // improving: the simplex takes it; or found
                        case 1 where !blocked:
                            next = c <= bound ? -1 - entry : nil
                        default:
                            break
                        }
                        if let next {
                            open[kept] = next
                            kept += 1
                        }
                    }
                    openCount = kept
                }
            }
        }
        found.sort()
        return found.count > limit ? Array(found.prefix(limit)) : found
    }

    /// The direction the symbols move in when parametric `s` grows by one, as the rows say:
    /// 1 for `s`, its cell for each basic symbol whose row holds it, 0 elsewhere (dense).
    func direction(of s: Int32) -> [Double] {
        var d = [Double](repeating: 0, count: kinds.count)
        d[Int(s)] = 1
        for r in columns[Int(s)] where rowBasic[Int(r)] >= 0 {
            let c = rows[Int(r)].coefficient(of: s)
            if c != 0 { d[Int(rowBasic[Int(r)])] = c }
        }
        return d
    }

    /// Corrects direction `d` for constraints (each with `tag`) that it leaves `residual` from
    /// balancing: the same move along each marker's column as a change of that constraint's
    /// constant by its `residual` (`Tableau+Constants.swift`).
    func correct(_ d: inout [Double], for residuals: [(tag: Tag, residual: Double)]) {
        forEachMarkerMove(residuals) { r, amount in d[Int(rowBasic[Int(r)])] += amount }
    }

    /// Clears the moves of direction `d` that are rounding: below ``Tolerance/cancellation`` of
    /// the largest cell of the basic symbol's row, as any cell would be. Only moves the
    /// refinement changed by more than a thousandth (or made from nothing) are measured: one
    /// close to the row's own cell is that cell, kept by the row's own rules.
    func clean(_ d: inout [Double], column s: Int32) {
        for r in rowBasic.indices where rowBasic[r] >= 0 {
            let b = Int(rowBasic[r])
            let value = d[b]
            guard value != 0 else { continue }
            let old = rows[r].coefficient(of: s)
            guard old == 0 || abs(value - old) > 1e-3 * abs(old) else { continue }
            if abs(value) <= Tolerance.cancellation * largestCoefficient(rows[r]) { d[b] = 0 }
        }
    }

    /// The reduced costs of parametric `s`, by level, that direction `d` gives: its own weight
    /// at its level plus each basic error symbol's weight times its move (``CostSums``).
    func costs(of s: Int32, along d: [Double]) -> [Double] {
        var sums = CostSums(own: s, in: objective)
        for b in rowBasic where b >= 0 && d[Int(b)] != 0 { sums.add(b, moving: d[Int(b)], in: objective) }
        return sums.finished()
    }

    /// The reduced cost of parametric `s` at level `l`, summed afresh from its column in the
    /// rows (its own weight there plus each basic error symbol's of that level times its
    /// cell, cancellation to zero as in ``CostSums``), where the objective's own coefficients
    /// are updated by every pivot and carry the rounding of all of them. A column may list a
    /// row more than once; each row counts once. Runs before every entry the simplex makes,
    /// so it touches only the rows that weigh at `l` and allocates nothing on the heap.
    func columnCost(of s: Int32, level l: Int) -> Double {
        let column = columns[Int(s)]
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: column.count) { buffer in
            var count = 0
            for r in column {
                let b = rowBasic[Int(r)]
                if b >= 0 && Int(objective.costLevel[Int(b)]) == l {
                    buffer[count] = r
                    count += 1
                }
            }
            var weighing = UnsafeMutableBufferPointer(rebasing: buffer[..<count])
            weighing.sort()
            var sum = 0.0
            var size = 0.0
            if Int(objective.costLevel[Int(s)]) == l {
                sum = objective.costWeight[Int(s)]
                size = abs(sum)
            }
            var previous: Int32 = -1
            for r in weighing where r != previous {
                previous = r
                let term = objective.costWeight[Int(rowBasic[Int(r)])] * rows[Int(r)].coefficient(of: s)
                sum += term
                size = max(size, abs(term))
            }
            return CostSums.cancelled(sum, size: size)
        }
    }

    /// Checks the cost that decides for parametric `s` (at the highest level where it is
    /// beyond noise) against the cost its column gives (``columnCost(of:level:)``), before the
    /// simplex lets `s` enter. When the column does not decide the same at that level (the
    /// cost is noise there, or has the other sign), the stored cost is rounding the pivots
    /// left in the objective: it is replaced by the column's, and the simplex chooses again.
    /// Returns whether it replaced it.
    ///
    /// Random many-priority systems at twice W5's size (60 variables, 160 constraints): a
    /// rebuilt tableau let a slack enter on a cost of -8.3e-8 at a level of weight 1.13 (above
    /// the level's noise threshold) whose column touched no error symbol of that level, so its
    /// true cost was 0; the only row that limited the move held a cell of 1.7e-9, the step
    /// was 5.7e10, the tableau's cells grew to 3.8e10 and the answer broke twelve required
    /// constraints (seed 1). Only the deciding level is replaced: the costs above it, noise by
    /// that choice, stay as the simplex left them (``enter`` clears them before the pivot),
    /// since recomputing them from cells that are themselves rounding gives costs that look real.
    mutating func recheckDecidingCost(of s: Int32) -> Bool {
        guard let l = objective.decidingLevel(of: s), l != phaseOneLevel else { return false }
        let column = columnCost(of: s, level: l)
        let stored = objective.levels[l].coeffs[Int(s)]
        guard objective.signOfCoefficient(column, level: l) != objective.signOfCoefficient(stored, level: l)
        else { return false }
        setObjectiveCoefficient(level: l, s, column)
        return true
    }

    /// Whether `costs` would let `s` enter where its present reduced costs do not (the sign
    /// of its cost at the level that decides changes).
    func costsDecideOtherwise(_ s: Int32, _ costs: [Double]) -> Bool {
        for l in objective.order where l != phaseOneLevel {
            let before = objective.signOfCoefficient(objective.levels[l].coeffs[Int(s)], level: l)
            let after = objective.signOfCoefficient(costs[l], level: l)
            if before != after { return true }
            if before != 0 { return false }
        }
        return false
    }

    /// Whether direction `d` (refined, cleaned) differs from `s`'s column in the rows.
    func columnDiffers(of s: Int32, from d: [Double]) -> Bool {
        rowBasic.indices.contains { r in rowBasic[r] >= 0 && d[Int(rowBasic[r])] != rows[r].coefficient(of: s) }
    }

    /// Writes the refined column of parametric `s` (direction `d`, cleaned) into the rows and
    /// its reduced costs (`costs`) into the objective, journaled.
    mutating func writeColumn(of s: Int32, _ d: [Double], costs: [Double]) {
        for r in rowBasic.indices where rowBasic[r] >= 0 {
            let value = d[Int(rowBasic[r])]
            if value != rows[r].coefficient(of: s) { setCell(row: Int32(r), s, value) }
        }
        writeCosts(of: s, costs)
    }

    /// Writes refined reduced costs of parametric `s` (by level) into the objective, journaled,
    /// and sorts `s` into the candidates again.
    mutating func writeCosts(of s: Int32, _ costs: [Double]) {
        for l in objective.levels.indices where l != phaseOneLevel && costs[l] != objective.levels[l].coeffs[Int(s)] {
            setObjectiveCoefficient(level: l, s, costs[l], noting: false)
        }
        noteObjectiveChange(s)
    }
}

/// A parametric symbol's reduced costs, one sum per objective level: its own weight at its
/// level, plus each basic error symbol's weight times the symbol's move in that basic's row.
/// A sum that cancels to ``Tolerance/cancellation`` of its largest term is 0, as a row's cell.
struct CostSums {
    private var sums: [Double]
    private var sizes: [Double]

    /// Starts the sums of `s` with its own weight.
    init(own s: Int32, in objective: Objective) {
        sums = [Double](repeating: 0, count: objective.levels.count)
        sizes = sums
        let own = Int(objective.costLevel[Int(s)])
        if own >= 0 {
            sums[own] = objective.costWeight[Int(s)]
            sizes[own] = abs(sums[own])
        }
    }

    /// Adds basic symbol `b`'s weight times `move`, if `b` is weighted at a level.
    mutating func add(_ b: Int32, moving move: Double, in objective: Objective) {
        let l = Int(objective.costLevel[Int(b)])
        guard l >= 0 else { return }
        let term = objective.costWeight[Int(b)] * move
        sums[l] += term
        sizes[l] = max(sizes[l], abs(term))
    }

    /// The sums, each cancellation to zero.
    func finished() -> [Double] {
        sums.indices.map { Self.cancelled(sums[$0], size: sizes[$0]) }
    }

    /// `sum`, or 0 when it is no larger than ``Tolerance/cancellation`` of `size`, the largest
    /// term that went into it: what is left of terms that cancel is their rounding.
    static func cancelled(_ sum: Double, size: Double) -> Double {
        abs(sum) <= Tolerance.cancellation * size ? 0 : sum
    }
}
