/// Changing a constraint's constant in place, as a suggestion moves an edit constraint's.
///
/// A constraint's own row was written `expression + k·m + … = 0` with its marker `m` (slack,
/// error or dummy). Adding `delta` to the expression's constant gives the same system with `m`
/// replaced by `m + delta/k` everywhere: every row holding the marker moves its constant by its
/// coefficient times `delta/k` (the marker's own row, when it is basic, by `-delta/k`), nothing
/// else changes. The reduced costs stay as they are, so the tableau stays optimal; rows of
/// restricted symbols that went negative are repaired by the dual simplex. Time is proportional
/// to the marker's column, not to the system.
extension Tableau {
    /// Adds `delta` to the constant of the constraint with `tag`, re-solves, and leaves the
    /// tableau feasible and optimal. Throws ``SolverError/internalError(_:)`` when it cannot: the
    /// new constant contradicts required constraints (a row of dummies no longer sums to zero,
    /// or an infeasible row has nothing to enter), or rounding defeated the simplex. On a throw
    /// the caller rolls the tableau back and decides on a fresh one.
    mutating func changeConstant(_ tag: Tag, by delta: Double, magnitude: Double) throws(SolverError) {
        guard tag.marker >= 0, tag.markerCoefficient != 0 else {
            throw .internalError("a constraint without a marker cannot change its constant in place")
        }
        noteValueMagnitude(magnitude)
        try shift(markerMoves([(tag, delta)]))
        try dualOptimize()
        try optimize()
    }

    /// Corrects the answer for the residuals of the constraints as written (iterative
    /// refinement): each `(tag, residual)` says that, at the tableau's point, the constraint with
    /// `tag` (which has a marker) evaluates to `residual` instead of balancing. Rows whose
    /// constants went through magnitudes far above the answer's keep the rounding of those
    /// magnitudes (fuzz seed 9198: values of 2.8e8 on the way to an answer below 100 left an
    /// optional equality 0.93 off while its error symbols said it held), and the basis is the
    /// right one only for the drifted constants. The tableau holds each constraint as if its
    /// constant were off by minus its residual; moving that constant back by the residual along
    /// its marker's column is the same correction as solving the basis' system
    /// again for those residuals: the columns carry the basis' inverse. Then the dual simplex
    /// repairs a restricted row gone negative; the reduced costs do not change. Throws as
    /// ``changeConstant(_:by:magnitude:)`` does; the caller rolls back.
    mutating func refine(_ residuals: [(tag: Tag, residual: Double)]) throws(SolverError) {
        try shift(markerMoves(residuals))
        try dualOptimize()
        try optimize()
    }

    /// Gives the basic symbols the values `values` (one per live row, in the rows' order: the
    /// basis solved afresh from the constraints as written, ``BasisSolve/vertex(constants:)``),
    /// where refining along the markers' columns (``refine(_:)``) cannot, because those columns
    /// carry the rounding to be corrected: badly scaled family at 60 x 200, seed 67, a tableau
    /// grown 3.5e7 times whose refinement moved a redundant equality's row of dummies by 39
    /// (so it threw) left a required inequality 1.8e-6 of its magnitudes off; solved afresh,
    /// 1e-16. The basis and the reduced costs stay; the dual simplex repairs a restricted row
    /// gone negative. A basic dummy's row is left as it is: its solved value is how far the
    /// equalities as written miss the dependence the tableau found among them (a combination
    /// written in decimals), which the redundant one absorbs (batched fuzz seed 3225: 2e-5,
    /// where a removal had left a required inequality 2.4e-4 off; solved so, 3e-15). Throws as
    /// ``refine(_:)`` does; the caller rolls back.
    mutating func resolve(toBasicValues values: [Double]) throws(SolverError) {
        var moves: [(row: Int32, amount: Double)] = []
        var next = 0
        for r in rows.indices where rowBasic[r] >= 0 {
            let amount = values[next] - rows[r].constant
            next += 1
            if amount != 0 && kinds[Int(rowBasic[r])] != .dummy { moves.append((Int32(r), amount)) }
        }
        try shift(moves)
        try dualOptimize()
        try optimize()
    }

    /// Shifts the constant of each row by its amount, noting the rows that went infeasible.
    private mutating func shift(_ moves: [(row: Int32, amount: Double)]) throws(SolverError) {
        for (r, amount) in moves {
            shiftConstant(ofRow: r, by: amount)
            try noteShifted(r)
        }
    }

    /// The rows changes of the constants of constraints (each `tag` by its `residual`) move,
    /// and by how much, in the order ``forEachMarkerMove(_:_:)`` gives them.
    func markerMoves(_ residuals: [(tag: Tag, residual: Double)]) -> [(row: Int32, amount: Double)] {
        var moves: [(row: Int32, amount: Double)] = []
        forEachMarkerMove(residuals) { moves.append(($0, $1)) }
        return moves
    }

    /// Calls `body` with each row a change of the constant of the constraint with `tag` by
    /// `residual` moves, and by how much, constraint by constraint: the marker's own row by
    /// `-residual/k` when it is basic, else each row holding the marker by its cell times
    /// `residual/k` (`k` the marker's coefficient as first written), each row once per
    /// constraint, in the order the marker's column lists them (a column may list a row more
    /// than once). The answer's constants move so (``refine(_:)``), and so does a direction
    /// (`Tableau+Repricing.swift`). Time is proportional to the markers' columns for one
    /// constraint (a change of constant: rows met are kept in a set); for several, rows met
    /// are told by one array of stamps over the rows, where a set per constraint was a quarter
    /// of a large many-priority system's time (refining a direction corrects it for every
    /// constraint).
    func forEachMarkerMove(_ residuals: [(tag: Tag, residual: Double)],
                           _ body: (_ row: Int32, _ amount: Double) -> Void) {
        var metBy = [Int32](repeating: -1, count: residuals.count > 1 ? rows.count : 0)
        var met = Set<Int32>()
        for (i, (tag, residual)) in residuals.enumerated() where residual != 0 {
            let marker = tag.marker
            let shift = residual / tag.markerCoefficient
            let own = rowOf[Int(marker)]
            if own >= 0 {
                body(own, -shift)
                continue
            }
            let stamp = Int32(truncatingIfNeeded: i)
            for r in columns[Int(marker)] where rowBasic[Int(r)] >= 0 {
                if metBy.isEmpty {
                    guard met.insert(r).inserted else { continue }
                } else {
                    guard metBy[Int(r)] != stamp else { continue }
                    metBy[Int(r)] = stamp
                }
                let c = rows[Int(r)].coefficient(of: marker)
                if c != 0 { body(r, c * shift) }
            }
        }
    }

    /// After row `r`'s constant moved: a restricted row gone negative is queued for the dual
    /// simplex; a row of dummies (a redundant equality) that no longer sums to zero is a
    /// contradiction. Both are judged at the row's own scale (``judgedScale(ofRow:)``), not at
    /// the largest value the tableau has seen: batched fuzz seed 2481 held `100.07 x2 = -8816.167`
    /// and its hundredth `1.0007 x2 = -88.16167` beside a constraint with a constant of 8.9e7;
    /// moving the first constant by 3 left the dummy row at 0.03, called zero at the scale of
    /// 8.9e7, and the change was accepted with the second equality 0.03 off.
    private mutating func noteShifted(_ r: Int32) throws(SolverError) {
        let basic = rowBasic[Int(r)]
        let constant = rows[Int(r)].constant
        if kinds[Int(basic)] == .dummy {
            guard Tolerance.isZero(constant, scale: judgedScale(ofRow: r)) else {
                throw .internalError("the new constant contradicts a required equality")
            }
        } else if kinds[Int(basic)].isRestricted && isNegative(row: r) {
            infeasible.append(basic)
        }
    }
}
