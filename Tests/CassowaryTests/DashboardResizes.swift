import CassowaryWorkloads
import Testing
import Cassowary

/// W7's dashboard of `rows` rows drawn from `seed`, built one constraint at a time, with the
/// window's edit at 900, suggested 900 and then the system's first three widths. After each
/// suggestion it expects the window to follow and every required constraint to hold within
/// 1e-9 of the largest value the solver was given, its own scale for judging rows: a dashboard
/// squeezed to 58 columns after 1,666 (20 rows, seed 6) leaves `lx - l - 1 >= 0` 7e-8 off.
/// Returns the solver and the system, for the caller's checks of the answer and of how the
/// solver got there.
func resizedDashboard(rows: Int, seed: UInt64) throws -> (solver: Solver, system: DashboardWorkload.System) {
    let system = DashboardWorkload.system(rows: rows, seed: seed)
    let solver = Solver()
    for constraint in system.constraints { try solver.addConstraint(constraint) }
    try solver.addEditVariable(system.window, strength: Strength(priority: 900))
    var widest = 0.0
    for width in [900] + system.widths.prefix(3) {
        try solver.suggestValue(system.window, width)
        solver.updateVariables()
        widest = max(widest, width)
        #expect(abs(solver.value(of: system.window) - width) <= 1e-9 * width, "the window is not at \(width)")
        for constraint in system.constraints where constraint.strength.isRequired {
            let (off, magnitude) = offFromHolding(constraint, in: solver)
            #expect(off <= 1e-9 * max(1 + magnitude, widest), "\(constraint) is \(off) off at width \(width)")
        }
    }
    return (solver, system)
}
