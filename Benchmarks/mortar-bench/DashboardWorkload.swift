import Cassowary
import CassowaryWorkloads

/// W7's runs, timed: the systems are `CassowaryWorkloads.DashboardWorkload`'s.
extension DashboardWorkload {
    /// One dashboard's run: the build, each resize and each churn pair, in microseconds; the
    /// weighted objective after the last resize (``weightedObjective(_:weighted:window:width:solver:)``,
    /// what kiwi's harness prints for its own answer); and whether every required constraint
    /// held after every step.
    struct Run {
        var build: Double
        var resizes: [Double]
        var churns: [Double]
        var resizedObjective: Double
        var ok: Bool
    }

    /// Σ p·w·(how far the constraint is off) over the optional constraints, the window's edit
    /// at 900 included: the weighted form's objective, which two optimal answers share even
    /// where they differ (the optimum of a layout is seldom one point; kiwi's harness lands on
    /// another of them from one binary to the next). `weighted`: the constraints are in the
    /// weighted form already (their weight is p·w).
    static func weightedObjective(_ constraints: [Constraint], weighted: Bool, window: Variable, width: Double,
                                  solver: Solver) -> Double {
        var total = 900 * abs(solver.value(of: window) - width)
        for c in constraints where !c.strength.isRequired {
            let value = c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
            let off = switch c.relation {
            case .equal: abs(value)
            case .lessOrEqual: max(value, 0)
            case .greaterOrEqual: max(-value, 0)
            }
            total += (weighted ? c.strength.weight : c.strength.priority * c.strength.weight) * off
        }
        return total
    }

    static func run(rows: Int, seed: UInt64, weighted: Bool = false) -> Run {
        let system = system(rows: rows, seed: seed, weighted: weighted)
        let edit = Strength(priority: 900)
        let solver = Solver()
        var ok = true
        var run = Run(build: 0, resizes: [], churns: [], resizedObjective: 0, ok: true)
        do {
            run.build = try timeMicroseconds {
                for c in system.constraints { try solver.addConstraint(c) }
                try solver.addEditVariable(system.window, strength: weighted ? weightedForm(edit) : edit)
                try solver.suggestValue(system.window, 900)
                solver.updateVariables()
            }
            ok = ok && system.constraints.allSatisfy { holdsIfRequired($0, solver) }
            for width in system.widths {
                run.resizes.append(try timeMicroseconds {
                    try solver.suggestValue(system.window, width)
                    solver.updateVariables()
                })
                ok = ok && system.constraints.allSatisfy { holdsIfRequired($0, solver) }
            }
            run.resizedObjective = weightedObjective(system.constraints, weighted: weighted, window: system.window,
                                                     width: system.widths.last ?? 900, solver: solver)
            var labelWidths = system.labelWidths
            for (panel, width) in system.churn {
                let old = labelWidths[panel]
                let new = Constraint(Expression([Term(old.expression.terms[0].variable, 1)], constant: -width),
                                     .equal, strength: old.strength)
                run.churns.append(try timeMicroseconds {
                    try solver.removeConstraint(old)
                    try solver.addConstraint(new)
                    solver.updateVariables()
                })
                labelWidths[panel] = new
                ok = ok && system.constraints.allSatisfy { holdsIfRequired($0, solver) }
            }
        } catch {
            ok = false
        }
        run.ok = ok
        return run
    }
}
