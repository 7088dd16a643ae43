import Cassowary

/// W6: a refused required constraint, explained. kiwi refuses with a bare exception; this
/// solver names an irreducible set of the constraints it contradicts (here on an exact proof;
/// a refusal without one is re-decided on a fresh tableau first), so the figure is the price
/// of an answer a developer can act on.
/// Two systems, each built fresh 7 times outside the timed region, the refused add timed:
/// - `chain`, n = 500: `x0 == 0`, `x[i+1] == x[i] + 1`, then `x[500] <= 499` (all 501 named);
/// - `grid`, n = 20: 20 rows of 20 cells (each row from 0, widths >= 1 and weakly 10, gaps of
///   1, its right edge <= W, an edit at 200; rows aligned with the first), then `W <= 3` (the
///   first row's 41 constraints named).
/// `Benchmarks/kiwi/w6.cpp` is the same for kiwi.
enum RefusalWorkload {
    static let chainLength = 500
    static let gridSide = 20

    /// The chain, built; and its refused constraint with how many constraints it must name.
    static func chain() -> (solver: Solver, refused: Constraint, named: Int) {
        let solver = Solver()
        let x = (0...chainLength).map { Variable("x\($0)") }
        do {
            try solver.addConstraint(x[0] == 0)
            for i in 0..<chainLength { try solver.addConstraint(x[i + 1] == x[i] + 1) }
        } catch {
            fatalError("W6 chain: \(error)")
        }
        return (solver, x[chainLength] <= Double(chainLength - 1), chainLength + 1)
    }

    /// The grid, built; and its refused constraint with how many constraints it must name.
    static func grid() -> (solver: Solver, refused: Constraint, named: Int) {
        let n = gridSide
        let solver = Solver()
        let w = Variable("W")
        let left = (0..<n).map { i in (0..<n).map { Variable("left\(i)_\($0)") } }
        let width = (0..<n).map { i in (0..<n).map { Variable("width\(i)_\($0)") } }
        do {
            try solver.addEditVariable(w, strength: .strong)
            try solver.suggestValue(w, 200)
            for i in 0..<n {
                try solver.addConstraint(left[i][0] == 0)
                for j in 0..<n {
                    try solver.addConstraint(width[i][j] >= 1)
                    try solver.addConstraint((width[i][j] == 10) | .weak)
                    if j + 1 < n { try solver.addConstraint(left[i][j + 1] == left[i][j] + width[i][j] + 1) }
                    if i > 0 {
                        try solver.addConstraint(left[i][j] == left[0][j])
                        try solver.addConstraint(width[i][j] == width[0][j])
                    }
                }
                try solver.addConstraint(left[i][n - 1] + width[i][n - 1] <= w)
            }
        } catch {
            fatalError("W6 grid: \(error)")
        }
        return (solver, w <= 3, 2 * n + 1)
    }

    /// Microseconds to refuse `refused`, and whether it was refused naming `named` constraints.
    static func timeRefusal(_ system: (solver: Solver, refused: Constraint, named: Int)) -> (Double, Bool) {
        var conflicting: [Constraint]?
        let time = timeMicroseconds {
            do {
                try system.solver.addConstraint(system.refused)
            } catch let error as SolverError {
                if case .unsatisfiableConstraint(_, let found) = error { conflicting = found }
            } catch {}
        }
        return (time, conflicting?.count == system.named)
    }

    /// kiwi's median time to refuse, µs: `Benchmarks/kiwi/w6.cpp` against nucleic/kiwi
    /// b24c7e67a2ae, g++ 12.2.0 -O2, on this project's machine kind on 2026-12-02, five runs
    /// interleaved with `mortar-bench --only W6`, each the median of its three rounds (chain
    /// 38.9, 41.5, 43.5, 49.8 and 79.1 µs; grid 4.47, 4.51, 4.52, 6.21 and 8.78 ms; the median
    /// of each; on 2026-12-01 the chain's was 92.3 µs and the grid's 10.5 ms). kiwi took 1–2 s
    /// to build the grid, this solver about 0.05 s.
    static let kiwiChain = 43.5
    static let kiwiGrid = 4_521.0
}
