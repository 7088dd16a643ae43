// SolverCore: moves the simplex could not judge in doubles: hinted moves, the repricing of
// noise-blocked columns, costs confirmed from refined or solved columns, drifted cells dropped.

extension SolverCore {
    /// After a call: the moves the primal simplex left untaken because doubles could not
    /// judge them (``Tableau/hintedMoves``) are taken, and kept only if the answer, evaluated
    /// from the constraints as written, then holds what it held and is better at some level
    /// and no worse above it (``AnswerReport/improves(on:)``). Three kinds, all on badly scaled
    /// systems (coefficients of 1e-3 to 1e3 and their products). A reduced cost below the
    /// simplex's noise threshold (``Tolerance/optimality`` of the level's weights) that is
    /// real: operation fuzz seed 8315, 0.0101/1002 times 1/3000 made a cost of -3.4e-9 beside a
    /// weight of 4, and the move it asked for, by 3.8e6, took its level from 12.68 to the
    /// optimum 0 (six seeds at 100 times the fuzz's budget). A cost beyond the threshold whose
    /// gain is too small to measure, which the simplex does not trust to trade a loss below
    /// (see ``Tolerance/roundingCostBound``): seed 9858 stopped at a vertex where the way to
    /// the optimum (4.55 to 0 at priority 999) begins with two such steps. And a move limited
    /// only by a cell the ratio test passed over as rounding next to its row (seed 9147). The
    /// answer is the judge, not the costs or cells, which are what is in doubt. Layouts, whose
    /// costs are weights times plain multipliers, leave no hints: the check is one test of an
    /// empty list.
    @inline(__always)
    mutating func followHintedMoves() {
        guard tableau.hasHintedMoves else { return }
        tryHintedMoves()
    }

    /// Hinted moves a round at a time (a move, then the simplex), up to ``hintRounds``
    /// rounds; the whole is kept or undone (see ``followHintedMoves()``).
    private mutating func tryHintedMoves() {
        if let tried = hintsTried, tried == (tableau.generation, tableau.costEdits) {
            tableau.dropHintedMoves()
            return
        }
        let savepoint = tableau.savepoint()
        var before: AnswerReport?
        var moved = false
        var doubtfulTaken = false
        do {
            for _ in 0..<Self.hintRounds {
                var pivoted = false
                for hint in tableau.takeHintedMoves(limit: Tableau.hintLimit)
                where tableau.hintIsWorthTrying(hint.symbol, level: hint.level, cost: hint.cost) {
                    var (level, cost) = (hint.level, hint.cost)
                    if hint.doubtful {
                        // A move the simplex left for a doubtful cell (`Tolerance.growthNoise`)
                        // is limited by the refined column's cells where they are exact, and
                        // dropped if that column does not confirm it (taken anyway, such moves
                        // left more levels above their optimum in the operation fuzz at 100
                        // times its budget, and a badly scaled system refused a satisfiable
                        // equality); without a refined column it is taken as the simplex would
                        // have. Its answer needs no gain to be kept: the simplex needed none.
                        if let column = refinedColumn(of: hint.symbol) {
                            guard let deciding = confirms(column, of: hint.symbol, level: level, cost: cost)
                            else { continue }
                            (level, cost) = deciding
                            if !column.approximate, tableau.columnDiffers(of: hint.symbol, from: column.direction) {
                                if before == nil { before = answerReport() }
                                tableau.writeColumn(of: hint.symbol, column.direction, costs: column.costs)
                            }
                        }
                        doubtfulTaken = true
                    } else {
                        guard let confirmed = confirms(hint.symbol, level: level, cost: cost) else { continue }
                        (level, cost) = (confirmed.level, confirmed.cost)
                    }
                    if before == nil { before = answerReport() }
                    if try tableau.takeHintedMove(hint.symbol, level: level, cost: cost) {
                        pivoted = true
                        break
                    }
                }
                guard pivoted else { break }
                moved = true
                try tableau.optimize()
            }
        } catch {
            moved = false
        }
        // Not beyond the reach of the values the solver was given (``Tolerance/valueReach``),
        // unless the answer already was: a move limited only by a cell that is rounding goes
        // as far out as that cell's inverse, where checks relative to magnitudes hold anything
        // (fuzz seed 285: values of 1e19, required constraints 6.7e7 off).
        // The answer is judged refined, as every call's answer is at its end: the moves went
        // through values far from it, and their rounding alone can look like a loss above
        // (fuzz seed 1878: priority 999 at 9.6e-7 where it was 6e-11, on a tableau grown 1e7
        // times, against a gain of 0.056 at 940 that the exact optimum has; refined, 999 is
        // back at 1.5e-11 and the move is kept).
        if moved && tableau.amplifiesRounding { refineAnswer(committing: false) }
        if moved, let before, case let after = answerReport(),
           after.reach <= max(before.reach, Tolerance.valueReach * tableau.valueScale),
           !after.fallsShort(of: before), doubtfulTaken || after.improves(on: before) {
            tableau.commit()
            hintedMovesKept += 1
            undeterminedCache = nil
            return
        }
        tableau.rollBack(to: savepoint)
        tableau.commit()
        tableau.dropHintedMoves()
        hintsTried = (tableau.generation, tableau.costEdits)
    }

    /// Whether the direction of parametric `s`, refined from the constraints as written
    /// (``refinedDirection(of:)``, as repricing refines it), confirms its hinted move, and the
    /// level and cost that decide it: its cost at `level` has the sign of `cost` (and is not
    /// zero as a number), its costs above are noise, and some restricted basic symbol moves
    /// towards its bound, so that a row limits the move. When the refined cost at `level` is
    /// noise, the first level below where it is not decides instead, if it improves there: the
    /// cost the simplex saw at `level` was the grown tableau's rounding, and the move's real
    /// gain is lower down (batch fuzz seed 839: a slack's cost of -1.5e-8 at priority 551 on a
    /// tableau grown 7.5e11 times, refined to nothing, over a real -3.69 at 249 that took the
    /// level from 43,014 to its optimum 40,625). A move that fails this would only be taken and
    /// undone: on random many-priority systems most hints are rounding (W5's instructions rose
    /// 42% when every hint was taken and judged).
    private func confirms(_ s: Int32, level: Int, cost: Double)
        -> (column: (direction: [Double], costs: [Double], approximate: Bool), level: Int, cost: Double)? {
        guard let column = refinedColumn(of: s), let deciding = confirms(column, of: s, level: level, cost: cost)
        else { return nil }
        return (column, deciding.level, deciding.cost)
    }

    /// ``confirms(_:level:cost:)`` for the refined `column` of `s`.
    private func confirms(_ column: (direction: [Double], costs: [Double], approximate: Bool), of s: Int32,
                          level: Int, cost: Double) -> (level: Int, cost: Double)? {
        let (d, costs, _) = column
        let objective = tableau.objective
        var deciding: (level: Int, cost: Double)?
        var below = false
        for l in objective.order where l != tableau.phaseOneLevel {
            let sign = objective.signOfCoefficient(costs[l], level: l)
            if l == level {
                if costs[l] != 0, (costs[l] < 0) == (cost < 0) {
                    deciding = (l, cost)
                    break
                }
                guard sign == 0 else { return nil }
                below = true
            } else if sign != 0 {
                guard below, sign < 0 || !tableau.kinds[Int(s)].isRestricted else { return nil }
                deciding = (l, costs[l])
                break
            }
        }
        guard let deciding else { return nil }
        let direction: Double = deciding.cost < 0 ? 1 : -1
        let limited = tableau.rowBasic.contains { b in
            b >= 0 && tableau.kinds[Int(b)].isRestricted && direction * d[Int(b)] < 0
        }
        return limited ? deciding : nil
    }

    /// Rounds of hinted moves one call may take: the way to an optimum can begin with several
    /// steps the simplex does not trust (seed 9858 took two).
    static let hintRounds = 8

    /// Reprices the symbols a tiny cost at a higher level keeps from a real gain below it
    /// (``Tableau/noiseBlocked(limit:)``, at most eight per round), and the symbols whose moves
    /// the simplex refused for a worsening above made by a cell that may be rounding
    /// (``Tableau/refusedMoves``, at most eight more), from directions refined against the
    /// constraints as written (`Tableau+Repricing.swift`), and lets the simplex go on where a
    /// cost or a cell turns out to be rounding; then refines the new answer. Two rounds at most,
    /// each undone if its simplex cannot finish. Every tableau grown past
    /// ``Tolerance/repricingGrowth`` comes here, not only ill-conditioned ones: on random
    /// many-priority systems of W5's size (30 variables, 80 constraints), 19 of 200 seeds
    /// ended a level above its optimum when only ill-conditioned tableaus were repriced, 4
    /// with these repriced too (seed 10: a cost of 1.25e-7 at a level whose costs reach 900,
    /// on a tableau grown 1.1e3 times, left the level below at 250,405 where 0 is the optimum,
    /// confirmed in exact rational arithmetic), and 0 of 200 once tableaus grown a hundred
    /// times were too (seeds 123, 126, 129; see there). A repriced answer costs more pivots; a
    /// wrong one costs the user's trust.
    mutating func repriceNoiseBlocked() {
        if let searched = noiseSearched, searched == (tableau.generation, tableau.costEdits) { return }
        for _ in 0..<2 {
            let candidates = tableau.noiseBlocked(limit: 8)
            // Moves the simplex refused for a worsening above whose cost there is noise: a cell
            // of rounding times a long step (fuzz seed 4302: a cell of 3.7e-11 where the exact
            // column holds 0, a step of 8.8e7, 0.0032 "worse" at priority 391; the move was the
            // one to the exact optimum at 100, left at 14,130 where it is 11,463). Their refined
            // columns are written back whenever they are exact (no equality without a marker
            // left off), since what changes is a cell, not the sign of a cost.
            let refused = tableau.takeRefusedMoves(limit: 8).filter { !candidates.contains($0) }
            var savepoint: Savepoint?
            var approximate = false
            // The basis solved from the constraints as written, made at most once a round, for
            // a candidate whose refined column still blocks it (``BasisSolve``).
            var basis: BasisSolve??
            for s in refused.isEmpty ? candidates : candidates + refused {
                var column = refinedColumn(of: s)
                if !refused.contains(s), column.map({ !tableau.costsDecideOtherwise(s, $0.costs) }) ?? true {
                    if basis == nil { basis = .some(solvedBasis()?.basis) }
                    if let solved = basis ?? nil { column = solvedColumn(of: s, in: solved) }
                }
                guard let (d, costs, inexact) = column else { continue }
                if refused.contains(s) {
                    guard !inexact, tableau.columnDiffers(of: s, from: d) else { continue }
                } else {
                    guard tableau.costsDecideOtherwise(s, costs) else { continue }
                }
                if savepoint == nil { savepoint = tableau.savepoint() }
                tableau.writeColumn(of: s, d, costs: costs)
                approximate = approximate || inexact
            }
            guard let savepoint else {
                noiseSearched = (tableau.generation, tableau.costEdits)
                return
            }
            // A direction that could not be corrected for a required equality is judged by the
            // answer it leads to, evaluated from the constraints as written.
            let before = answerReport()
            do {
                try optimizeRepriced()
                let after = answerReport()
                if approximate ? after.fallsShort(of: before) : after.breaksRequired(heldBy: before) {
                    tableau.rollBack(to: savepoint)
                    tableau.commit()
                    noiseSearched = (tableau.generation, tableau.costEdits)
                    return
                }
                tableau.commit()
                repricings += 1
            } catch {
                tableau.rollBack(to: savepoint)
                tableau.commit()
                return
            }
            refineAnswer()
        }
    }

    /// The simplex after a repricing wrote its columns: first with each move whose deciding
    /// cost rounding could explain confirmed from the symbol's refined direction
    /// (``optimizeConfirmingCosts()``); where that rewrote a cost, the plain simplex runs too,
    /// from the same columns, and the confirmed answer is kept only if it holds the required
    /// constraints and the plain one does not, or is better at some level and no worse above
    /// (``AnswerReport/improves(on:)``, evaluated from the constraints as written). Either
    /// simplex alone leaves a level above its optimum somewhere: the plain one went on past
    /// the optimum a repricing reached, on costs of 6e-9 that were rounding in one row of a
    /// tableau grown 1.4e6 times, each pivot multiplying it until required constraints broke
    /// (fuzz seed 4302: priority 100 left at 10,977.6 where 8,328.5 is the optimum); the
    /// confirmed one, on a random many-priority system of twice W5's size (seed 18), wrote a
    /// refined cost that kept a real move from priority 477 (120 above the optimum).
    private mutating func optimizeRepriced() throws(SolverError) {
        let written = tableau.savepoint()
        let rewrote: Bool
        do {
            rewrote = try optimizeConfirmingCosts()
        } catch {
            tableau.rollBack(to: written)
            try tableau.optimize()
            return
        }
        guard rewrote else { return }
        // A copy, so that the confirmed answer can come back whole; only on this rare path.
        let confirmed = tableau, confirmedReport = answerReport()
        tableau.rollBack(to: written)
        do {
            try tableau.optimize()
        } catch {
            tableau = confirmed
            return
        }
        let plainReport = answerReport()
        if confirmedReport.requiredHold && (!plainReport.requiredHold || confirmedReport.improves(on: plainReport)) {
            tableau = confirmed
        }
    }

    /// How many costs one repricing may confirm before its simplex goes on unconfirmed.
    private static let confirmationLimit = 32

    /// The simplex of ``optimizeRepriced()`` that confirms small costs: each move decided by a
    /// cost that rounding could explain (``Tableau/confirmsSmallCosts``) is first repriced from
    /// its symbol's refined direction; where the refined costs decide otherwise, they replace
    /// the costs (the column's cells stay: a refined column written into rows that carry
    /// rounding of their own moved a many-priority system of W5's size, seed 62, to a vertex
    /// 2,343 above the optimum at priority 761), else the move is taken. Returns whether any
    /// cost was replaced: if none was, the simplex made exactly the plain one's moves.
    private mutating func optimizeConfirmingCosts() throws(SolverError) -> Bool {
        tableau.confirmsSmallCosts = true
        tableau.confirmedCosts = []
        defer {
            tableau.confirmsSmallCosts = false
            tableau.confirmedCosts = []
            tableau.awaitingConfirmation = -1
        }
        var rewrote = false
        for _ in 0..<Self.confirmationLimit {
            tableau.awaitingConfirmation = -1
            try tableau.optimize()
            let s = tableau.awaitingConfirmation
            guard s >= 0 else { return rewrote }
            if let (_, costs, _) = refinedColumn(of: s) {
                if tableau.costsDecideOtherwise(s, costs) {
                    tableau.writeCosts(of: s, costs)
                    rewrote = true
                    continue
                }
            }
            tableau.confirmedCosts.append(s)
        }
        tableau.confirmsSmallCosts = false
        try tableau.optimize()
        return rewrote
    }

    /// The direction of parametric `s` (``Tableau/direction(of:)``) corrected, once, for each
    /// constraint's residual along it, evaluated as written. A constraint without a marker (a
    /// required equality of an untracked tableau) cannot be corrected for: off along it by more
    /// than ``Tolerance/refinementTrigger`` of its magnitudes or of the direction's largest
    /// move, whichever is larger, the direction is `approximate`; beyond
    /// ``Tolerance/unmarkedDirection`` of them, nil, and the rows' reduced costs stand. The
    /// direction's largest move counts because a constraint the direction barely touches has
    /// magnitudes that are themselves rounding (many-priority seed 10: 1.6e-11 off on
    /// magnitudes of 7e-9, in a direction moving symbols by hundreds).
    private func refinedDirection(of s: Int32) -> (direction: [Double], approximate: Bool)? {
        var d = tableau.direction(of: s)
        var approximate = false
        let moved = d
        let reach = d.reduce(0) { max($0, abs($1)) }
        var residuals: [(tag: Tag, residual: Double)] = []
        for record in records {
            guard let record, !record.acceptsLeftover else { continue }
            let (sum, magnitude) = balance(of: record, constant: 0) { moved[Int($0)] }
            guard sum != 0 else { continue }
            guard record.tag.marker >= 0, record.tag.markerCoefficient != 0 else {
                let scale = max(magnitude, reach)
                if abs(sum) > Tolerance.unmarkedDirection * scale { return nil }
                if abs(sum) > Tolerance.refinementTrigger * scale { approximate = true }
                continue
            }
            residuals.append((record.tag, sum))
        }
        tableau.correct(&d, for: residuals)
        return (d, approximate)
    }

    /// The direction of parametric `s` refined from the constraints as written
    /// (``refinedDirection(of:)``), cleaned for `s`'s column (``Tableau/clean(_:column:)``), with
    /// the costs it gives each level (``Tableau/costs(of:along:)``) and whether it is only
    /// approximate; nil where no refined direction can be made. What repricing, the
    /// confirmation of small costs and the confirmation of hinted moves each judge a symbol by.
    private func refinedColumn(of s: Int32) -> (direction: [Double], costs: [Double], approximate: Bool)? {
        guard let refined = refinedDirection(of: s) else { return nil }
        var d = refined.direction
        tableau.clean(&d, column: s)
        return (d, tableau.costs(of: s, along: d), refined.approximate)
    }

    /// ``refinedColumn(of:)``'s result for parametric `s` from the basis solved as written
    /// (exact up to the solve's rounding, never approximate).
    private func solvedColumn(of s: Int32, in basis: BasisSolve) -> (direction: [Double], costs: [Double], approximate: Bool) {
        var d = basis.direction(of: s)
        tableau.clean(&d, column: s)
        return (d, tableau.costs(of: s, along: d), false)
    }

    /// Drops the cells of a required constraint's new row that are the rows' drift, not a
    /// relation: on a tableau that amplifies rounding, each cell within
    /// ``Tolerance/combinationDoubt(growth:)`` of its largest contribution
    /// (``Tableau/doubtfulCells(_:)``) is evaluated along its symbol's refined direction
    /// (``refinedDirection(of:)``), and dropped if it vanishes there (within
    /// ``Tolerance/cancellation`` of that contribution); an approximate direction decides
    /// nothing. Taken as the row's subject, or pivoted on by phase one, such a cell makes the
    /// constant a move of its inverse's size: fuzz seed 5199's reproducer added `E == 0` beside
    /// a held `100 E + 2 <= 0`, a contradiction by 0.02 of `E`, on a tableau grown 5.1e7 times;
    /// its row was `0.02 + 0.01 s19 - 2.1e-7 s20`, s20's cell the drift of `-3 × 0.74999993 +
    /// 1.5 × 1.5` (0 along its refined direction), and s20 taken as the subject went to 9.5e4,
    /// x1 to 1.4e5, where the 2 left on `100 E` is 1e-7 of its terms and the answer checks call
    /// it held. Dropped, phase one refuses the row, and the refusal is re-decided (fresh
    /// tableau, extended precision) as any is. ``doubtfulCombination(_:)`` is the case where
    /// every real cell is in doubt.
    func dropDriftedCells(of new: inout NewRow) {
        var drifted: [Int32] = []
        for (s, input) in tableau.doubtfulCells(new) {
            if let cell = refinedCell(of: s, in: new.terms), abs(cell) <= Tolerance.cancellation * input { drifted.append(s) }
        }
        if !drifted.isEmpty { new.row.keepCells { !drifted.contains($0) } }
    }

    /// Whether the cell each of `symbols` has in the row of `terms`, evaluated along the
    /// symbol's refined direction (``refinedDirection(of:)``) instead of through the tableau's
    /// rows, is within ``Tolerance/cancellation`` of `input`: the cells the rows gave it
    /// (``Tableau/doubtfulCombination(_:)``) are then their drift, and the equality a
    /// combination of those present. A direction that is only approximate decides nothing (false).
    func refinedCellsCancel(_ symbols: [Int32], in terms: [(Int32, Double)], input: Double) -> Bool {
        for s in symbols {
            guard let cell = refinedCell(of: s, in: terms), abs(cell) <= Tolerance.cancellation * input else { return false }
        }
        return true
    }

    /// The cell `s` has in the row of `terms`, evaluated along its refined direction
    /// (``refinedDirection(of:)``) instead of through the tableau's rows; nil where that
    /// direction is only approximate.
    private func refinedCell(of s: Int32, in terms: [(Int32, Double)]) -> Double? {
        guard let refined = refinedDirection(of: s), !refined.approximate else { return nil }
        var cell = 0.0
        for (t, c) in terms { cell += c * refined.direction[Int(t)] }
        return cell
    }
}
