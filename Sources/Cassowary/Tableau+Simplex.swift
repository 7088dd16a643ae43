extension Tableau {
    /// Primal simplex on the lexicographic objective. The entering symbol is chosen by partial
    /// pricing (``pricingWindow`` candidates of the smallest ids, the one whose reduced cost is
    /// decided at the highest level and is steepest there; see
    /// ``popSteepestEntering(pool:cycles:window:)``), after ``fullPricingAfter`` degenerate pivots
    /// in a row by the same rule over every candidate; from the run's first cycle, by Bland's
    /// rule applied after the tolerance filter (the smallest id whose reduced cost is improving
    /// beyond noise) for the rest of the run. The leaving row is the minimum ratio among pivots
    /// that are not noise, with near-ties going to the smaller basic symbol. Every pivot is
    /// counted against the call's budget (``countPivot()``), so even if rounding defeats
    /// Bland's rule the call ends; a cycle that rounding lets past it is found and broken
    /// sooner (``CycleGuard``). Before a candidate enters, the cost that decides for it is
    /// checked against its column (``recheckDecidingCost(of:)``): the objective's coefficients
    /// carry every pivot's rounding, its column only its own cells'.
    /// When it stops after many pivots, the objective is recomputed from the rows, and it goes
    /// on if that shows an improvement the rounding of the updates had hidden (at most twice).
    mutating func optimize() throws(SolverError) {
        if try runPrimal() { return }
        for _ in 0..<2 where objectiveNeedsRefresh {
            refreshObjective()
            if try runPrimal() { return }
        }
        // A pivot may leave a restricted row negative: one whose cell the ratio test passed
        // over as noise next to the column (cells of 1e10 beside -0.33), or rounding. The
        // substitution notes such rows; the dual simplex restores them, keeping optimality, and
        // the primal simplex runs again (fuzz seed 1647: a required inequality left 440 off).
        for _ in 0..<4 where infeasible.contains(where: { rowOf[Int($0)] >= 0
            && isNegative(row: rowOf[Int($0)]) }) {
            try dualOptimize()
            if try runPrimal() { return }
        }
    }

    /// How many candidates partial pricing compares: the steepest of a few takes far fewer
    /// pivots than Bland's smallest id on dense many-priority systems (W5, all candidates
    /// compared: 67,758 -> 34,416 pivots), while a layout's sparse rows, where a pivot is cheap
    /// and candidates rarely compete, barely pay for a comparison of eight (compared in full,
    /// L1 took twice as long).
    static let pricingWindow = 8
    /// Degenerate pivots in a row (the level being optimised did not move) after which phase
    /// one takes Bland's rule, which cannot cycle in exact arithmetic.
    static let blandAfter = 32
    /// Degenerate pivots in a row after which the primal simplex prices every candidate, not
    /// the smallest ids only. It took Bland's rule there once, and Bland's rule stalls: its
    /// smallest ids wander the degenerate bases of a vertex while the symbol that leaves it
    /// has the largest id, the newest. An edit variable added to a generated dashboard of 536
    /// constraints made 2,786 degenerate pivots at one vertex, then entered the edit's error
    /// and reached its level's optimum in one pivot (0.55 s; 0.15 s priced in full; kiwi 0.22
    /// s). A cycle, which steepest choices can make, is still found by ``CycleGuard`` and ends
    /// pricing for Bland's rule.
    static let fullPricingAfter = 32
    /// Degenerate pivots in a row after which a run under Bland's rule (a tableau built afresh,
    /// whose second opinion takes another path than partial pricing, or a run that cycled
    /// under pricing) prices every candidate after all, once. The stall of
    /// ``fullPricingAfter`` comes to fresh tableaus too: a dashboard of 1,756 constraints whose
    /// call was redone on a fresh tableau (an edit variable added at 500) made more than 1,400
    /// degenerate pivots there, in 1,687 rows of up to 660 cells, and ran past two minutes.
    /// The limit is far above the degenerate stretches of the tests' small systems, so their
    /// second opinion is still Bland's.
    static let blandStallLimit = 256

    /// The primal simplex of ``optimize()``, until no candidate improves. Returns true when it
    /// stopped for the solver to confirm a cost first (``awaitingConfirmation``).
    private mutating func runPrimal() throws(SolverError) -> Bool {
        // No candidate, nothing to set up (most suggestions end so).
        guard !objective.heap.isEmpty else { return false }
        var cycles = CycleGuard(pricing: pricesPartially)
        var pool: [Int32] = []
        swap(&pool, &pricingPool)
        defer {
            pool.removeAll(keepingCapacity: true)
            pricingPool = pool
        }
        var degenerateRun = 0
        var window = Self.pricingWindow
        var pricingResumed = false
        var stalled = 0
        var checkedSincePivot: Set<Int32> = []
        while true {
            // Pricing ended (a cycle): the pool's candidates go back to the heap, where Bland's
            // rule takes them in order.
            if !cycles.pricing && !pool.isEmpty { returnToCandidates(&pool) }
            guard let entering = cycles.pricing ? popSteepestEntering(pool: &pool, cycles: cycles, window: window)
                                                : popEntering()
            else { break }
            // Each candidate's deciding cost is checked against its column once per pivot: a
            // cost `enter` clears (no row limits the move) may be one its column gives back,
            // and checked every time, the two would undo each other forever.
            if checkedSincePivot.insert(entering).inserted && recheckDecidingCost(of: entering) { continue }
            guard let level = cycles.decidingLevel(of: entering, in: objective) else { continue }
            let increasing = objective.levels[level].coeffs[Int(entering)] < 0
            // A level the guard now counts as noise may have hidden a worsening one below it.
            guard increasing || !kinds[Int(entering)].isRestricted else { continue }
            if awaitsConfirmation(entering, level: level) {
                pool.append(entering)
                returnToCandidates(&pool)
                return true
            }
            let before = objective.levels[level].constant
            guard try enter(entering, increasing: increasing, level: level, cycles: &cycles) else { continue }
            checkedSincePivot.removeAll(keepingCapacity: true)
            let after = objective.levels[level].constant
            let moved = !Tolerance.isZero(after - before, scale: max(abs(before), valueScale))
            // A move that raised the level deciding it is rounding at work, not progress.
            if moved && after < before {
                stalled = 0
            } else {
                stalled += 1
                if stalled > stallLimit {
                    throw .internalError("the simplex made \(stalled) pivots in a row without improving its objective (\(rows.count) rows); the call was undone")
                }
            }
            if moved {
                degenerateRun = 0
            } else {
                degenerateRun += 1
                if cycles.pricing {
                    if degenerateRun > Self.fullPricingAfter { window = .max }
                } else if degenerateRun > Self.blandStallLimit && !pricingResumed {
                    // Once per run, so that pricing and Bland's rule cannot take turns forever.
                    pricingResumed = true
                    cycles.resumePricing()
                    window = .max
                }
            }
        }
        return false
    }

    /// Pivots in a row that improve nothing (degenerate, or raising the level that decided
    /// them) after which a run of the primal simplex is declared runaway
    /// (``SolverError/internalError(_:)``; the solver undoes the call and redoes it on a fresh
    /// tableau). A guard, not a rule: a stall that long is rounding at work. It was written for
    /// a generated dashboard of 536 constraints whose edit variable made 4,500 degenerate
    /// pivots under Bland's rule, then pivoted on a rounding cell, and its values grew to
    /// 1e288 until the pivot budget ended it (13-16 s); priced in full once stalled
    /// (``fullPricingAfter``), the same call never comes near the limit. The bound, twice the
    /// rows and a thousand more, is far above the degenerate stretches of the tests and
    /// benchmarks. A false alarm costs a rebuild, never an answer.
    private var stallLimit: Int { 2 * rows.count + 1_000 }

    /// Whether the simplex stops before `entering` (``confirmsSmallCosts``): its cost at the
    /// deciding `level` is one rounding could explain (at most ``Tolerance/roundingCostBound``
    /// of the level's scale) and the solver has not confirmed it yet.
    private mutating func awaitsConfirmation(_ entering: Int32, level: Int) -> Bool {
        guard confirmsSmallCosts, level != phaseOneLevel,
              abs(objective.levels[level].coeffs[Int(entering)])
                <= Tolerance.roundingCostBound * objective.levels[level].scale,
              !confirmedCosts.contains(entering) else { return false }
        awaitingConfirmation = entering
        return true
    }

    /// Phase one: pivots only to lower the objective `level` (the artificial one) and stops as
    /// soon as nothing does; the real objective is optimised afterwards by ``optimize()``.
    /// Dantzig's rule (the steepest coefficient, ties to the smaller id) takes far fewer pivots
    /// than Bland's; after a run of degenerate pivots it switches to Bland's rule for good.
    /// Returns the distance the level's value travelled (the sum of its changes' magnitudes),
    /// the scale its rounding is relative to.
    /// A symbol whose move was not taken (its gain too small to measure) is passed over until
    /// the next pivot.
    /// `exhaustive` (for a constraint extended precision found satisfiable, added accepting its
    /// leftover; see `SolverCore.refuseUnlessSatisfiable`) counts every reduced cost that is not
    /// zero, and lets any cell that is not zero limit a move (no pivot floor): the way to such a
    /// constraint's feasible point may go through real costs of 1e-6 next to a weight of 1e3
    /// (products of 1e-3 coefficients, fuzz seed 310: stopping short left its "leftover" at
    /// 25,050), or through chains of such products, costs of 2.5e-11 next to 1 and 8.3e-11 next
    /// to 16.7 (points at 5e10 and 7.6e12: fuzz seeds 2428 and 5703 at 100 times the `make test`
    /// budget, each accepted hundreds off before). Noise may then be pivoted on: the solver
    /// judges the answer of the add it is deciding against every required constraint (re-adds
    /// of such constraints in later rebuilds are not judged there, only by the checks every
    /// rebuild of a drifted tableau gets). A cycle cannot be broken by raising the threshold;
    /// ``CycleGuard`` and the pivot budget end it with an error, and the solver tries its next
    /// tableau.
    mutating func optimize(onlyLevel level: Int, exhaustive: Bool = false) throws(SolverError) -> Double {
        var degenerateRun = 0
        var travelled = 0.0
        var passedOver: Set<Int32> = []
        var cycles = CycleGuard()
        while true {
            let bland = degenerateRun > Self.blandAfter
            var entering: Int32 = -1
            var steepest = 0.0
            let threshold = exhaustive ? 0 : cycles.noise(Tolerance.optimality * objective.levels[level].scale, level)
            objective.levels[level].coeffs.withUnsafeBufferPointer { coeffs in
                for s in coeffs.indices where rowOf[s] < 0 && kinds[s].canEnter {
                    let c = coeffs[s]
                    let gain = c < -threshold ? -c : (c > threshold && !kinds[s].isRestricted ? c : 0)
                    guard gain > 0, passedOver.isEmpty || !passedOver.contains(Int32(s)) else { continue }
                    if gain > steepest {
                        entering = Int32(s)
                        steepest = gain
                        if bland { break }
                    }
                }
            }
            guard entering >= 0 else { return travelled }
            let before = objective.levels[level].constant
            guard try enter(entering, increasing: objective.levels[level].coeffs[Int(entering)] < 0, level: level,
                            cycles: &cycles, exhaustive: exhaustive) else {
                passedOver.insert(entering)
                continue
            }
            passedOver.removeAll(keepingCapacity: true)
            let after = objective.levels[level].constant
            travelled += abs(after - before)
            let progressed = !Tolerance.isZero(after - before, scale: max(abs(before), valueScale))
            degenerateRun = progressed && !bland ? 0 : degenerateRun + 1
        }
    }

    /// Pivots `entering` into the row that limits its move first (the minimum ratio; near-ties
    /// to the smaller basic symbol). Moving up, a restricted row limits it when its coefficient
    /// is negative; moving down (an unrestricted symbol only), when it is positive. Coefficients
    /// that are noise next to the largest in the column are never pivots. If no row limits the
    /// move, the objective would be unbounded, which a sum of weighted non-negative errors cannot
    /// be: the reduced cost at `level` is rounding noise, and is cleared.
    /// Noise is measured with the thresholds of `cycles`, which records the pivot; `exhaustive`
    /// (see ``optimize(onlyLevel:exhaustive:)``) counts no cell as noise.
    /// Returns whether it pivoted.
    private mutating func enter(_ entering: Int32, increasing: Bool, level: Int,
                                cycles: inout CycleGuard, exhaustive: Bool = false,
                                trusted: Bool = false) throws(SolverError) -> Bool {
        let direction: Double = increasing ? 1 : -1
        let tie = Tolerance.feasibility * valueScale
        // Rows whose ratios are this close to the least one count as tied (the smaller basic
        // symbol wins): the row with the least ratio is left negative by up to this much times
        // its cell, so it is as tight as the test that judges rows infeasible
        // (``Tolerance/rowFeasibility``). Left at `tie` while rows were judged that tightly, a
        // call on a generated dashboard of 1,178 constraints (`dash 700` seed 2) ran away and
        // was redone fresh: 337 s instead of 24 s for the whole sequence.
        let nearTie = Tolerance.rowFeasibility * max(1, valueScale)
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        // Every cell that drives a restricted row down limits the move, however small next to
        // the column's others: rows differ in scale, and a cell is rounding or not by its own
        // row's numbers. Passed over below a billionth of the column's largest, as they once
        // were, real cells let their rows go negative as soon as one row of the column had
        // grown large: on random many-priority systems of 120 variables and 320 constraints
        // (`mortar-bench --only W5X`), a cell of 1.2e8 made slacks' cells of -0.56 in rows of
        // 1 "noise", those rows went to -57, and the pivots on them that followed (their ratio
        // taken as 0, their step backwards) grew constants to 1e17; calls ran to the pivot
        // budget and were redone fresh (adds of 6 s, systems built in 68 s).
        // A cell below ``Tolerance/cancellation`` of its own row's largest is rounding, and no
        // pivot, whatever the column holds: a direction the required constraints leave
        // free (x1 = -3·x3 beside a redundant equality), limited only by such a cell, took the
        // values to 1e19 and broke the required constraints by 262,144 (fuzz seed 285). With
        // the cell passed over, no row limits the move, and its reduced cost is cleared as
        // noise (below). Checked for the winner only, which is rarely such a cell: one is
        // passed over and the test run again. A degenerate step (a ratio within `tie` of 0)
        // needs a cell above ``Tolerance/pivot`` of its row, the floor the dual simplex keeps
        // (``dualEntering(row:)``), and above the rounding the tableau's growth leaves in its
        // rows (``Tolerance/degeneratePivot(growth:)``): it moves no value, so all it would do
        // is divide the row by the cell. On a 1,756-constraint dashboard (the stress run's
        // `dash 1000` seed 31, the window's edit removed after 2,552 calls) a slack's column
        // held only cells of 1e-11 to 1.5e-10 of their rows, rounding of the removed edit's
        // error, and a cost of -5.8e-9; degenerate pivots on them grew the tableau 7e10 times
        // and the call ran for minutes. A row whose constant is itself within `tie` of 0 is
        // judged as a degenerate step too, whatever its ratio: its ratio is rounding over a
        // cell, and a cell that small is rounding too. On W7's dashboard of 20 rows (2,030
        // constraints, seed 1) a slack's cell of -1.8e-11 next to a row's largest of 1, in a
        // row whose constant was 1e-9, gave the least ratio (56); the pivot grew the tableau
        // from 23 to 5.6e10 times, and the window's first suggestion ran for minutes (10 rows,
        // seed 7: a cell of -1.2e-10 in a row at 3.5e-10, a growth of 8.4e9).
        var noise: [Int32] = []
        // Once a cell is passed over, the rows that limit the move (in the column's order, so
        // ties break as they did) are listed once, and the least ratio is found again in the
        // list, not by another walk down the column looking each cell up in its row: on W7's
        // dashboards of 20 rows a move passed over up to 148 cells, in columns of hundreds of
        // rows of 600 cells, and the walks took most of the call.
        var limiting: [(row: Int32, basic: Int32, ratio: Double)] = []
        while true {
            if noise.isEmpty {
                for r in columns[Int(entering)] {
                    let basic = rowBasic[Int(r)]
                    guard basic >= 0, kinds[Int(basic)].isRestricted else { continue }  // stale entries: free rows
                    let c = direction * rows[Int(r)].coefficient(of: entering)
                    guard c < 0 else { continue }
                    let ratio = max(0, -rows[Int(r)].constant / c)
                    if ratio < bestRatio - nearTie || (ratio <= bestRatio + nearTie && basic < bestBasic) {
                        best = r; bestRatio = min(ratio, bestRatio); bestBasic = basic
                    }
                }
            } else {
                for entry in limiting {
                    let ratio = entry.ratio, basic = entry.basic
                    if ratio < bestRatio - nearTie || (ratio <= bestRatio + nearTie && basic < bestBasic) {
                        best = entry.row; bestRatio = min(ratio, bestRatio); bestBasic = basic
                    }
                }
            }
            guard best >= 0, !exhaustive, !trusted, abs(rows[Int(best)].coefficient(of: entering))
                    <= (bestRatio <= tie || abs(rows[Int(best)].constant) <= tie
                        ? Tolerance.degeneratePivot(growth: growth) : Tolerance.cancellation)
                    * largestCoefficient(rows[Int(best)]) else { break }
            if noise.isEmpty {
                for r in columns[Int(entering)] where r != best {
                    let basic = rowBasic[Int(r)]
                    guard basic >= 0, kinds[Int(basic)].isRestricted else { continue }
                    let c = direction * rows[Int(r)].coefficient(of: entering)
                    guard c < 0 else { continue }
                    limiting.append((r, basic, max(0, -rows[Int(r)].constant / c)))
                }
            } else {
                var kept = 0
                for i in limiting.indices where limiting[i].row != best {
                    limiting[kept] = limiting[i]
                    kept += 1
                }
                limiting.removeSubrange(kept...)
            }
            noise.append(best)
            best = -1; bestRatio = .infinity; bestBasic = .max
        }
        // A degenerate step moves no value, so any row tied for it is as good a leaving row as
        // another in exact arithmetic, and the one the tie-break gives (the smaller basic
        // symbol) may be the worst to divide by. When its cell is ill-conditioned, the tied row
        // with the largest cell next to its own row's largest leaves instead, if that one is
        // not ill-conditioned, as the dual simplex's Harris test takes the largest cell among
        // its near-ties (``dualEntering(row:)``). On W7's dashboard of 20 rows (2,030
        // constraints, seed 8) the window's first suggestion met a degenerate step tied over 34
        // rows at rounding below zero: the tie-break's row had a cell of -1.9e-9 next to 1, where
        // others held -0.094 next to 0.62; the pivot grew the tableau from 1,627 to 5.2e8 times
        // and the call ran for minutes (seed 6 alike). A run that cycled (``CycleGuard/strict``)
        // keeps the tie-break, which Bland's rule needs.
        if best >= 0, !exhaustive, !trusted, !cycles.strict,
           bestRatio <= tie || abs(rows[Int(best)].constant) <= tie {
            best = wellConditionedTie(best, entering: entering, direction: direction, ratio: bestRatio,
                                      nearTie: nearTie, passedOver: noise)
        }
        // A long step on a cell that the tableau's growth could have made of rounding (below
        // ``Tolerance/growthNoise(growth:)`` of its row, above ``Tolerance/cancellation``) is
        // not taken here, nor passed over (a real cell passed over leaves its row broken): it is
        // hinted to the solver, which refines the column from the constraints as written and
        // takes the move limited by the refined cells.
        if best >= 0, !exhaustive, !trusted, level != phaseOneLevel, bestRatio > tie,
           abs(rows[Int(best)].coefficient(of: entering))
            <= Tolerance.growthNoise(growth: growth) * largestCoefficient(rows[Int(best)]) {
            noteHintedMove(entering, doubtful: true)
            setObjectiveCoefficient(level: level, entering, 0)
            return false
        }
        // No limiting row: the objective would be unbounded, which a sum of weighted
        // non-negative errors cannot be, so the reduced cost at `level` is noise. Clearing it
        // lets the levels below decide.
        // A move limited only by cells passed over as rounding is hinted to the solver: on a
        // tableau grown far past its constraints a real cell can be that small next to its
        // row (fuzz seed 9147: -9.7e-7 in a row whose cells reach 2.2e6 at a growth of 3.3e10,
        // the move to the optimum of its level, 1,611 to 0).
        guard best >= 0 else {
            if !noise.isEmpty && !trusted { noteHintedMove(entering) }
            setObjectiveCoefficient(level: level, entering, 0)
            return false
        }
        // A move whose gain at `level` is too small to measure is not taken, but the reduced
        // cost stays: it is real, and the level's value it was measured against may be one
        // still far from its optimum (fuzz seed 375: a gain of 2.2 next to a value of 4e9 in a
        // fresh tableau, cleared for good, left the level 2.2 above its optimum).
        let cost = abs(objective.levels[level].coeffs[Int(entering)])
        var gain = cost * bestRatio
        var deciding = level
        // A degenerate move (no step), or a short one taken on a cost rounding cannot explain
        // (below): weighed in a cycle by its cost, not by its gain.
        var shortStep = bestRatio <= tie
        if !shortStep && gain <= cycles.noise(measurableChange(level), level) {
            // Not in phase one, whose level alone decides (its passed-over moves wait there).
            guard level != phaseOneLevel else { return false }
            // Too small to measure at its own level, the move may still be a real gain below
            // (fuzz seed 1390: a cost of -1.8e-9 at a level of weight 1, just past its noise
            // threshold, decided for a symbol whose cost at a level below was -19,800; the move
            // was passed over, and that level stayed at 13,121 where 0 is reachable). It is
            // taken when a level below gains measurably and none between worsens measurably.
            if let below = measurableGainBelow(level, entering: entering, direction: direction, step: bestRatio,
                                               cycles: cycles) {
                deciding = below.level
                gain = below.gain
            } else {
                // Otherwise it is taken only if its cost is one rounding cannot explain: its gain
                // is small because its step is, and a real gain however small is worth any
                // change below (fuzz seed 5422, see ``Tolerance/roundingCostBound``). A cost
                // that may be rounding is not trusted to trade a measurable loss below for an
                // unmeasurable gain: such trades cycle.
                // Such a move is left to the solver, which takes it `trusted` and keeps it only
                // if the answer, evaluated from the constraints as written, is better
                // (`SolverCore.followHintedMoves()`).
                guard cost > Tolerance.roundingCostBound * objective.levels[level].scale
                        || (trusted && cost > Tolerance.optimality * objective.levels[level].scale) else {
                    if !trusted { noteHintedMove(entering) }
                    return false
                }
                shortStep = true
            }
        }
        // The levels above decided nothing: their reduced costs are noise, even when a long
        // step times one looks like a change (a coefficient of 1e-12 and a step of 1e5), and
        // such moves are taken: refusing them left real gains below untaken (levels of random
        // many-priority systems at 26,235 where 0 was reachable). But a pivot on a cell that
        // may itself be rounding (below ``Tolerance/illConditionedPivot`` of its row) takes a
        // step that multiplies the noise above into real-looking costs (2.4e-10 in a row
        // reaching 4e9: a step of 4e12, a noise of 1e-11 made a cost of 0.07, and the level
        // above undid the move, forever): such a move, or any move of a run that cycled
        // anyway (``CycleGuard/strict``), is not taken if it worsens a level above beyond its
        // measurable change. On an ill-conditioned cell alone, only beyond ``Tolerance/cycleMargin``
        // times that, and the costs above, noise by the choice of this level, are cleared
        // before the pivot: a badly scaled row's cell is often real (1.3e-6 next to 1 in fuzz
        // seed 1456, from coefficients of 1e-3 and 700), and its step (1.2e5) times a noise cost
        // above (1.6e-13) made 2e-8, twice the measurable change: the move that took the level
        // below from 0.43 to its optimum 0 was refused. Taken with the noise left in, the pivot
        // divides it by the cell into costs that look real (1e-7), and the level above undoes
        // the move (many-priority seed 1 then ran away). The noise-made costs the check is for
        // are millions of times the measurable change. A refused move is noted
        // (``refusedMoves``): the cell that made the worsening may be rounding, and repricing
        // refines the symbol's column to see.
        if bestRatio > tie && (cycles.strict || isIllConditioned(pivot: entering, inRow: best)) {
            for h in objective.order {
                if h == level { break }
                let worsening = direction * objective.levels[h].coeffs[Int(entering)] * bestRatio
                let allowed = cycles.noise(measurableChange(h), h)
                if worsening > (cycles.strict ? allowed : max(allowed, Tolerance.cycleMargin * measurableChange(h))) {
                    noteRefusedMove(entering)
                    return false
                }
            }
        }
        // Outside a run that cycled, the costs above, noise by the choice of this level, are
        // cleared before every pivot, not only an ill-conditioned one: the pivot divides them
        // by the cell and spreads them over the row, and a well-conditioned cell in a long row
        // still makes costs that look real. Random many-priority seed 166 (30 variables, 80
        // constraints, W5's size): a cost of 8e-10 at a level of weight 1.26, whose other costs
        // reach 500, pivoted on a cell of -0.7 in a row reaching 1,230; the level above took
        // the move back, the run cycled, and the level below stayed at 17,644 where 6,901 is
        // the optimum (scipy's HiGHS). Phase one looks at its own level only, and keeps the
        // costs of the others.
        // A cost above that is below its level's noise threshold but, times the step, worsens
        // that level far beyond what it can measure (``Tolerance/realWorsening``), and that the
        // column summed afresh confirms, is real: such a move is refused, not cleared and taken
        // (fuzz seed 8846: a cost of 2.6e-9 beside weights of 3, the product of a real -2.6e-6
        // and a cell of 0.001, times a step of 41,597 worsened priority 999 by 1.1e-4; the
        // level took the move back, the cycle it made was blamed on the gain above, and 999
        // stayed at 30.3 where 26.29 was reachable). Refused, it is noted (``refusedMoves``)
        // as the ill-conditioned refusal below it is.
        if !cycles.strict && level != phaseOneLevel {
            if bestRatio > tie {
                for h in objective.order {
                    if h == level { break }
                    let c = objective.levels[h].coeffs[Int(entering)]
                    guard c != 0, direction * c * bestRatio
                            > Tolerance.realWorsening * cycles.noise(measurableChange(h), h) else { continue }
                    let column = columnCost(of: entering, level: h)
                    if (column > 0) == (c > 0), abs(column) >= 0.5 * abs(c) {
                        noteRefusedMove(entering)
                        return false
                    }
                }
            }
            for h in objective.order {
                if h == level { break }
                if objective.levels[h].coeffs[Int(entering)] != 0 { setObjectiveCoefficient(level: h, entering, 0) }
            }
        }
        if level == phaseOneLevel && bestRatio > Tolerance.illConditionedStep * max(1, abs(rows[Int(best)].constant))
            && isIllConditioned(pivot: entering, inRow: best) {
            phaseOneDoubtful = true
        }
        try countPivot()
        // How far above noise the move was: its gain, or for a degenerate move (no gain) or a
        // short step the reduced cost that chose it. The weakest move of a cycle is the one
        // rounding made.
        let margin = shortStep
            ? cost / cycles.noise(Tolerance.optimality * objective.levels[level].scale, level)
            : gain / cycles.noise(measurableChange(deciding), deciding)
        let leaving = rowBasic[Int(best)]
        // A restricted row below zero by no more than `tie` is feasible: its constant is
        // rounding of a zero, and the pivot sets it to zero before it divides the row by the
        // cell. Divided, the rounding becomes the entering symbol's value, negative and as
        // large as the cell is small: on W7's dashboard of 10 rows (seed 7), once the rows at
        // rounding above zero were judged as above, a constant of -1.5e-8 over a cell of
        // -1.4e-9 set a slack to -10.3, the tableau grew 7e8 times, and the pivots after it
        // took it to 9e10. Not in phase one, whose artificial row is below zero by what it
        // measures.
        let zeroing = level != phaseOneLevel && rows[Int(best)].constant < 0 && -rows[Int(best)].constant <= tie
        pivot(row: best, entering: entering, zeroingRounding: zeroing)
        try cycles.record(entering: entering, leaving: leaving, level: deciding, margin: margin)
        return true
    }

    /// The row to leave on `entering`'s degenerate step (least ratio `ratio`): `best`, unless
    /// its cell is below ``Tolerance/illConditionedPivot`` of its row's largest and another row
    /// tied with it (within `nearTie`, not among the rows `passedOver` as rounding) has a cell
    /// above that fraction of its own row's largest; then the tied row whose cell is the largest
    /// such fraction.
    private func wellConditionedTie(_ best: Int32, entering: Int32, direction: Double, ratio: Double,
                                    nearTie: Double, passedOver: [Int32]) -> Int32 {
        guard isIllConditioned(pivot: entering, inRow: best) else { return best }
        var chosen = best, chosenShare = Tolerance.illConditionedPivot
        for r in columns[Int(entering)] where r != best {
            let basic = rowBasic[Int(r)]
            guard basic >= 0, kinds[Int(basic)].isRestricted else { continue }
            let c = direction * rows[Int(r)].coefficient(of: entering)
            guard c < 0, max(0, -rows[Int(r)].constant / c) <= ratio + nearTie, !passedOver.contains(r) else { continue }
            let share = -c / largestCoefficient(rows[Int(r)])
            if share > chosenShare { chosen = r; chosenShare = share }
        }
        return chosen
    }

    /// Takes the move of parametric `s` that its reduced cost `cost` at `level` asks for (a
    /// hinted move, see ``hintedMoves``; the cost is written into the objective first), as the
    /// simplex would if it trusted that cost and the column's cells: whatever the cost's size
    /// next to the level's noise threshold, however small its gain when it is beyond that
    /// threshold (a cost below it still needs a gain that can be measured at its level or
    /// below), and limited by any cell of the column that is not zero. Returns whether it
    /// pivoted. The caller judges the answer.
    mutating func takeHintedMove(_ s: Int32, level: Int, cost: Double) throws(SolverError) -> Bool {
        if objective.levels[level].coeffs[Int(s)] != cost { setObjectiveCoefficient(level: level, s, cost) }
        var cycles = CycleGuard()
        return try enter(s, increasing: cost < 0, level: level, cycles: &cycles, trusted: true)
    }

    /// Whether a hinted move of parametric `s` by its cost `cost` at `level` is worth the
    /// solver's check (a walk down its column, far cheaper than refining it): some restricted
    /// row limits the move, counting every cell that is not zero, and a cost below the level's
    /// noise threshold gains measurably before the first such row stops it (``enter`` would
    /// not take it otherwise).
    func hintIsWorthTrying(_ s: Int32, level: Int, cost: Double) -> Bool {
        let direction: Double = cost < 0 ? 1 : -1
        var step = Double.infinity
        for r in columns[Int(s)] {
            let basic = rowBasic[Int(r)]
            guard basic >= 0, kinds[Int(basic)].isRestricted else { continue }
            let c = direction * rows[Int(r)].coefficient(of: s)
            if c < 0 { step = min(step, max(0, -rows[Int(r)].constant / c)) }
        }
        guard step.isFinite else { return false }
        return abs(cost) > objective.noiseThreshold(level: level) || abs(cost) * step > measurableChange(level)
    }

    /// The first level below `level` whose value a move of `entering` by `step` (in
    /// `direction`) lowers by more than its measurable change, with that gain, provided no
    /// level between worsens by more than its own; nil if there is none.
    private func measurableGainBelow(_ level: Int, entering: Int32, direction: Double, step: Double,
                                     cycles: CycleGuard) -> (level: Int, gain: Double)? {
        guard let at = objective.order.firstIndex(of: level) else { return nil }
        for l in objective.order[(at + 1)...] {
            let change = direction * objective.levels[l].coeffs[Int(entering)] * step
            let measurable = cycles.noise(measurableChange(l), l)
            if change < -measurable { return (l, -change) }
            if change > measurable { return nil }
        }
        return nil
    }

    /// Whether `entering`'s cell in row `r` is below ``Tolerance/illConditionedPivot`` of the
    /// row's largest: dividing by it multiplies the row's rounding.
    private func isIllConditioned(pivot entering: Int32, inRow r: Int32) -> Bool {
        abs(rows[Int(r)].coefficient(of: entering)) < Tolerance.illConditionedPivot * largestCoefficient(rows[Int(r)])
    }

    /// The smallest change of objective level `l`'s value that is not rounding:
    /// ``Tolerance/objectiveNoise`` of the level's scale (its largest weight), or of 1. Not of
    /// its current value, which may be far from its optimum, so a real gain would be passed
    /// over while the value is large and never looked at again.
    private func measurableChange(_ l: Int) -> Double {
        Tolerance.objectiveNoise * max(1, objective.levels[l].scale)
    }

    /// Dual simplex: restores feasibility of the rows an edit made negative, keeping optimality.
    ///
    /// The most negative row leaves first (Dantzig's rule for the dual), where it used to be the
    /// last one listed (kiwi's order). A window resized on a form whose fields share one column
    /// makes hundreds of rows negative at once, and each pivot rewrites every row holding the
    /// column's symbol: taking the last listed first pivoted through intermediate bases that
    /// later pivots undid (a 400-row form's first resize: 2,029 pivots, 4.1 billion
    /// instructions; kiwi 988 pivots), the most negative first goes almost straight there (201
    /// pivots, 14 million instructions, the same answer). Rows listed twice, or feasible again
    /// since they were listed, are dropped.
    mutating func dualOptimize() throws(SolverError) {
        _ = try dualRestore(strict: false)
    }

    /// The loop of ``dualOptimize()``; true when every listed row was restored. A row no
    /// symbol can enter is rounding when it is negative beyond ``Tolerance/rowFeasibility`` but
    /// not beyond ``Tolerance/feasibility`` (passed over) and a contradiction beyond that (a
    /// throw); `strict`, either ends the loop with false.
    mutating func dualRestore(strict: Bool) throws(SolverError) -> Bool {
        while !infeasible.isEmpty {
            var pick = -1
            var most = 0.0
            var k = 0
            while k < infeasible.count {
                let rr = rowOf[Int(infeasible[k])]
                if rr < 0 || !isNegative(row: rr) {
                    infeasible.swapAt(k, infeasible.count - 1)
                    infeasible.removeLast()
                    continue
                }
                if pick < 0 || rows[Int(rr)].constant < most { pick = k; most = rows[Int(rr)].constant }
                k += 1
            }
            guard pick >= 0 else { break }
            let leaving = infeasible[pick]
            infeasible.swapAt(pick, infeasible.count - 1)
            infeasible.removeLast()
            let r = rowOf[Int(leaving)]
            guard let entering = dualEntering(row: r) else {
                if strict { return false }
                let scale = judgesStrandedRowsByMagnitude ? rows[Int(r)].magnitude : judgedScale(ofRow: r)
                if !Tolerance.isNegative(rows[Int(r)].constant, scale: scale) {
                    continue
                }
                throw .internalError("dual optimize found no entering symbol for an infeasible row; the call was undone")
            }
            try countPivot()
            pivot(row: r, entering: entering)
        }
        return true
    }

    /// The entering symbol for the dual simplex's pivot on row `r`, by Harris's two-pass ratio
    /// test taken level by level: at each level from the highest, the step is bounded by the
    /// least ratio a candidate allows when its cost may go below zero by that level's noise
    /// (``Objective/noiseThreshold(level:)``), and every candidate whose ratio is within the bound
    /// stays; the largest cell among those left enters (ties to the smaller id). A cost already
    /// below zero by noise counts as zero. Taking the least ratio exactly, as textbooks do,
    /// lets a noise cost divided by a noise cell decide: on a 1,756-constraint dashboard
    /// (`dash 1000` seed 21, a window resize) a cost of -2e-9 over a cell of 2.2e-9 in a row
    /// reaching 2 gave the least ratio, and the pivot grew the tableau a billion times; the
    /// resize ran for minutes. A candidate needs a cell above ``Tolerance/pivot`` of the row's
    /// largest, positive for a restricted symbol (it can only rise), of either sign for an
    /// unrestricted one; a dummy cannot move.
    mutating func dualEntering(row r: Int32) -> Int32? {
        let row = rows[Int(r)]
        let floor = Tolerance.pivot * largestCoefficient(row)
        dualCandidates.removeAll(keepingCapacity: true)
        dualCells.removeAll(keepingCapacity: true)
        for i in row.syms.indices {
            let s = row.syms[i]
            let kind = kinds[Int(s)]
            guard kind.canEnter else { continue }
            let c = kind.isRestricted ? row.coeffs[i] : abs(row.coeffs[i])
            guard c > floor else { continue }
            dualCandidates.append(s)
            dualCells.append(c)
        }
        var count = dualCandidates.count
        guard count > 0 else { return nil }
        for l in objective.order where count > 1 {
            let slack = objective.noiseThreshold(level: l)
            var bound = Double.infinity
            for k in 0..<count {
                let cost = max(objective.levels[l].coeffs[Int(dualCandidates[k])], 0)
                bound = min(bound, (cost + slack) / dualCells[k])
            }
            var kept = 0
            for k in 0..<count {
                let cost = max(objective.levels[l].coeffs[Int(dualCandidates[k])], 0)
                guard cost / dualCells[k] <= bound else { continue }
                dualCandidates.swapAt(kept, k)
                dualCells.swapAt(kept, k)
                kept += 1
            }
            count = kept
        }
        var pick = 0
        for k in 1..<count where dualCells[k] > dualCells[pick]
            || (dualCells[k] == dualCells[pick] && dualCandidates[k] < dualCandidates[pick]) {
            pick = k
        }
        return dualCandidates[pick]
    }

    /// The row to pivot a parametric marker into when its constraint is removed: a row whose
    /// basic symbol is a dummy (so rows of redundant equalities keep holding only dummies), else
    /// kiwi's rule: a restricted row with a negative coefficient and the least ratio, else a
    /// restricted row with the least ratio, else an unrestricted row; ties to the smaller basic
    /// symbol, and coefficients that are noise next to the column's largest are skipped.
    func markerLeavingRow(_ marker: Int32) -> Int32 {
        var largest = 0.0
        for r in columns[Int(marker)] where rowBasic[Int(r)] >= 0 {
            largest = max(largest, abs(rows[Int(r)].coefficient(of: marker)))
        }
        let floor = Tolerance.pivot * largest
        var dummyRow: Int32 = -1, first: Int32 = -1, second: Int32 = -1, third: Int32 = -1
        var r1 = Double.infinity, r2 = Double.infinity
        for r in columns[Int(marker)] {
            let basic = rowBasic[Int(r)]
            guard basic >= 0 else { continue }
            let c = rows[Int(r)].coefficient(of: marker)
            if abs(c) <= floor { continue }
            let constant = rows[Int(r)].constant
            if kinds[Int(basic)] == .dummy {
                if dummyRow < 0 || basic < rowBasic[Int(dummyRow)] { dummyRow = r }
            } else if !kinds[Int(basic)].isRestricted {
                if third < 0 || basic < rowBasic[Int(third)] { third = r }
            } else if c < 0 {
                let ratio = -constant / c
                if ratio < r1 || (ratio == r1 && basic < rowBasic[Int(first)]) { r1 = ratio; first = r }
            } else {
                let ratio = constant / c
                if ratio < r2 || (ratio == r2 && basic < rowBasic[Int(second)]) { r2 = ratio; second = r }
            }
        }
        if dummyRow >= 0 { return dummyRow }
        return first >= 0 ? first : (second >= 0 ? second : third)
    }
}
