import CassowaryWorkloads
import Testing
import Cassowary

/// Suggests each of `widths` for the dashboard's window (its edit variable already added) and
/// expects the window to follow and every required constraint to hold within 1e-9 of the
/// largest value the solver was given, its own scale for judging rows: a dashboard squeezed to
/// 58 columns after 1,666 (W7 at 20 rows, seed 6) leaves `lx - l - 1 >= 0` 7e-8 off.
func expectDashboardFollows(_ system: DashboardWorkload.System, _ solver: Solver, widths: [Double]) throws {
    var widest = 0.0
    for width in widths {
        try solver.suggestValue(system.window, width)
        solver.updateVariables()
        widest = max(widest, width)
        #expect(abs(solver.value(of: system.window) - width) <= 1e-9 * width, "the window is not at \(width)")
        for constraint in system.constraints where constraint.strength.isRequired {
            let (off, magnitude) = offFromHolding(constraint, in: solver)
            #expect(off <= 1e-9 * max(1 + magnitude, widest), "\(constraint) is \(off) off at width \(width)")
        }
    }
}
