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
        try dualOptimize()
        try optimize()
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
