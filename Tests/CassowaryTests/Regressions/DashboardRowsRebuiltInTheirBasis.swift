// W7's dashboards (`mortar-bench --only W7`, priorities kept apart) at 10 rows: 1,010
// constraints added one at a time, the window's edit at 900, then three resizes. Seed 3: every
// substitution leaves its rounding in the rows it rewrites, and a cell that should cancel to
// zero but is left at rounding is copied on by the next pivots. After the build and the
// resizes, the incremental tableau's answer left priority 750 at 1e-6 to 4e-6 where its
// optimum is 0 (HiGHS, level by level: README, W7) and required constraints 6e-11 off, relative
// to the widest window. At 20 rows the same drift filled the rows to 1.6 million cells where the
// same basis built fresh holds 150,000, and a first suggestion took 5-14 s (seed 2 did not
// finish in a minute). Now the solver rebuilds its rows from the constraints in their present
// basis once the substitutions since the last build add up to 256 times its cells
// (`SolverCore.refactorIfDue()`), and answers are exact to rounding.
import CassowaryWorkloads
import Testing
@testable import Cassowary

@Test func dashboardRowsRebuiltInTheirBasisKeepTheStrongLevelAtItsOptimum() throws {
    let (solver, system) = try resizedDashboard(rows: 10, seed: 3)
    #expect(solver.refactorizations > 0)
    let widest = ([900] + system.widths.prefix(3)).max()!
    var strong = 0.0, strongMagnitude = 0.0
    for constraint in system.constraints {
        let (off, magnitude) = offFromHolding(constraint, in: solver)
        if constraint.strength.isRequired {
            #expect(off <= 1e-12 * max(1 + magnitude, widest), "\(constraint) is \(off) off")
        } else if constraint.strength.priority == 750 {
            strong += constraint.strength.weight * off
            strongMagnitude += constraint.strength.weight * (1 + magnitude)
        }
    }
    #expect(strong <= 1e-12 * strongMagnitude, "priority 750 is at \(strong), where its optimum is 0")
}
