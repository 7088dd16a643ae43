extension Tableau {
    /// The fewest live cells per row, on average, for a required row that needs phase one to
    /// be tried by the dual simplex first (``addByDualSimplex(_:marker:relation:)``). On a
    /// dense tableau every pivot rewrites nearly every row, and the dual simplex's shorter
    /// path saves whole passes over it (random many-priority systems, W5). On a sparse one
    /// phase one's pivots are cheap, and a dual attempt that ends in a refusal is wasted: on
    /// W6's grid (1,600 rows, 3.6 cells a row) it spent 18 pivots and 1.6-2 ms before phase
    /// one refused, which takes 1.5-2.1 ms in all.
    static let dualAddDensity = 8

    /// Whether a required row that needs phase one (`optimizing`, on a tableau whose
    /// objective is optimal) goes to ``addByDualSimplex(_:marker:relation:)`` first. On a
    /// tableau that amplifies rounding (``amplifiesRounding``) too: there the add is kept only
    /// if it did not raise the growth. That history of dual adds once left W5-size seed 10
    /// (`ManyPriorityTests`, step 77) with priority 342 at 19,919 where 1,110 is the optimum:
    /// a slack worth 95 a unit there, behind costs of 1e-9 to 1e-8 at seven levels above that
    /// are exactly 0; the repricing now solves such columns from the constraints as written
    /// (``BasisSolve``), and searches again after the moves that end a call.
    func triesDualSimplex(for relation: Relation, constant: Double, constantScale: Double) -> Bool {
        guard addsByDualSimplex else { return false }
        // An equality already holding at its scale is phase one's to decide (redundant, or a
        // leftover to accept).
        if relation == .equal
            && Tolerance.isRedundant(constant, scale: max(constantScale, abs(constant), valueScale)) {
            return false
        }
        return liveCells >= Self.dualAddDensity * rows.count
    }

    /// Adds the row of a required constraint that no symbol can become basic for while
    /// keeping the tableau feasible (where phase one would start) by the dual simplex, on a
    /// tableau whose objective is optimal: the constraint's slack (`marker`, an inequality's)
    /// or an artificial symbol fixed at zero (an equality's) is made basic at its negative
    /// value, and the dual simplex restores feasibility while every level stays optimal.
    /// Phase one minimises the row's infeasibility blind to the objective, and the primal
    /// simplex then walks back to an optimum: in W5's first system, two required constraints
    /// added back after their removal took 74 and 87 pivots that way (phase one 24 and 30,
    /// then 50 and 57), and 26 and 19 by the dual simplex; W5's pairs 0.61 -> 0.46 ms.
    ///
    /// Returns false, with the tableau as it was, when the dual simplex cannot finish
    /// cleanly: a row it cannot restore (a refusal, or rounding it would let pass), its pivot
    /// budget spent, or a tableau that amplifies rounding whose growth it raised. The caller then
    /// adds the row by phase one, which decides refusals, their certificates and leftovers as
    /// it always has: the dual simplex only ever accepts, and only a row it restored exactly.
    mutating func addByDualSimplex(_ row: Row, marker: Int32, relation: Relation) -> Bool {
        let savepoint = savepoint()
        let growthBefore = growth
        var row = row
        var artificial: Int32 = -1
        let basic: Int32
        if relation == .equal {
            artificial = newSymbol(.slack)
            row.add(artificial, 1)
            basic = artificial
        } else {
            basic = marker
        }
        noteConditioning(largest: row.solve(for: basic))
        let r = insertRow(row, basic: basic)
        var restored = false
        do throws(SolverError) {
            if artificial < 0 {
                infeasible.append(basic)
                restored = try dualRestore(strict: true)
            } else if let entering = dualEntering(row: r) {
                // The artificial symbol leaves at zero on the first pivot and is gone.
                try countPivot()
                pivot(row: r, entering: entering)
                purge(artificial)
                restored = try dualRestore(strict: true)
            }
        } catch {
            restored = false
        }
        if restored && (!amplifiesRounding || growth <= growthBefore) { return true }
        rollBack(to: savepoint)
        return false
    }
}
