// W7's dashboard (`mortar-bench --only W7`, priorities kept apart) of 10 rows, seed 7: 1,010
// constraints, then the window's edit at 900 and its first suggestion. The primal simplex took
// the least ratio in a row whose constant was 3.5e-10, over an error's cell of -1.2e-10 next to
// the row's largest of 1 (above `Tolerance.cancellation`): a step of 2.9 made of rounding over
// rounding. The tableau grew from 46 to 8.4e9 times, the next pivots took it to 3.5e10, the
// required constraints broke, and the drift repair's fresh tableau, taking the same kind of
// pivots, ran for minutes (the call did not finish in 60 s in a release build; at 20 rows seeds
// 1, 2, 3 and 5 did not finish in 100-120 s). Judging such a row as a degenerate step (its
// cell must clear the growth's rounding) moved the trouble to a degenerate pivot on a slack's
// cell of -1.4e-9 in a row at -1.5e-8, rounding below zero, which the division made the
// entering slack's value: -10.3, and a growth of 7e8. Now the primal simplex does both: a row
// whose constant is within the degenerate step's tie of zero is a degenerate step, and one
// below zero by no more than that tie is pivoted from zero. The tableau grows 61 times and the
// call takes 0.5 s in a release build.
import Testing
@testable import Cassowary

// Before, this test did not finish: stopped after 4 minutes in a debug build (15 s now), and
// after 5 with a pivot budget of 10,000 a call (each of the drift repair's tableaus has its own).
@Test func dashboardPivotsNoRoundingOfZero() throws {
    let solver = try resizedDashboard(rows: 10, seed: 7).solver
    #expect(solver.growth < 1e4)
    #expect(solver.runawayCalls == 0)
    #expect(solver.driftRepairs == 0)
}
