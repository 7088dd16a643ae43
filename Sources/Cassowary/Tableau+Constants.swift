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
        try shiftAlongMarker(tag, by: delta)
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
        for (tag, residual) in residuals where residual != 0 {
            try shiftAlongMarker(tag, by: residual)
        }
        try dualOptimize()
        try optimize()
    }

    /// Moves the marker of the constraint with `tag` by `delta` over its coefficient: every row
    /// holding it shifts its constant (see the top of this file), without re-solving.
    private mutating func shiftAlongMarker(_ tag: Tag, by delta: Double) throws(SolverError) {
        let marker = tag.marker
        let shift = delta / tag.markerCoefficient
        let own = rowOf[Int(marker)]
        if own >= 0 {
            shiftConstant(ofRow: own, by: -shift)
            try noteShifted(own)
        } else {
            var seen = Set<Int32>()
            for r in columns[Int(marker)] where rowBasic[Int(r)] >= 0 && seen.insert(r).inserted {
                let c = rows[Int(r)].coefficient(of: marker)
                guard c != 0 else { continue }
                shiftConstant(ofRow: r, by: c * shift)
                try noteShifted(r)
            }
        }
    }

    /// After row `r`'s constant moved: a restricted row gone negative is queued for the dual
    /// simplex; a row of dummies (a redundant equality) that no longer sums to zero is a
    /// contradiction.
    private mutating func noteShifted(_ r: Int32) throws(SolverError) {
        let basic = rowBasic[Int(r)]
        let constant = rows[Int(r)].constant
        if kinds[Int(basic)] == .dummy {
            guard Tolerance.isZero(constant, scale: valueScale) else {
                throw .internalError("the new constant contradicts a required equality")
            }
        } else if kinds[Int(basic)].isRestricted && Tolerance.isNegative(constant, scale: valueScale) {
            infeasible.append(basic)
        }
    }
}
