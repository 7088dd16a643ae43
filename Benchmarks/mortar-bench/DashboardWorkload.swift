import Cassowary

/// W7, "dashboards": the shape of the generated dashboards on which a differential stress run
/// against kiwi found this solver slow and its values a rounding off (see
/// `Tests/CassowaryTests/Regressions/StressDashboardWindowEdit.swift`). A sidebar 30 wide, then
/// a grid of panels `columns` wide; each panel has an aspect ratio (required or strong), a centre,
/// a label centred in it with a preferred width, aligned tops and bottoms along its row, aligned
/// sides down its column, a preferred width, and the last column against the window's width,
/// an edit variable at priority 900. Strengths 250, 500 and 750 with weights 1–4. Built one
/// constraint at a time, then resized (`resizes` suggestions of the window's width, 40 to
/// 1,999 columns), then churned: `churns` times a panel's label changes width (its preferred
/// width removed and added with a new constant). splitmix64 seeded with the system's seed; every
/// draw is `next() % range`, in the order written in ``system(rows:seed:weighted:)``, which
/// kiwi's harness (`Benchmarks/kiwi/w7.cpp`) repeats.
///
/// `weighted`: kiwi's form of the same system. kiwi has one objective, a weighted sum, so
/// priority p and weight w become one level's weight p·w (the window's edit 900). That is the
/// problem kiwi's harness solves, and the one to time this solver against it on. The priorities
/// kept apart (not weighted) are a different problem, with different answers: kiwi cannot solve
/// it (with strengths a factor of 1,000 apart, 8 to 11 of its 12 runs threw "objective is
/// unbounded"; see `SolverBenchmarks.w7Kiwi`).
enum DashboardWorkload {
    static let columns = 6
    static let resizes = 40
    static let churns = 20

    /// One dashboard: its variables (the window's width first), its constraints in the order
    /// they are added, the widths suggested, and the churn's label changes (a panel's index
    /// and its label's new preferred width).
    struct System {
        var variables: [Variable]
        var constraints: [Constraint]
        var window: Variable
        var labelWidths: [Constraint]
        var widths: [Double]
        var churn: [(panel: Int, width: Double)]
    }

    static func system(rows: Int, seed: UInt64, weighted: Bool = false) -> System {
        var rng = SplitMix64(state: seed)
        var variables: [Variable] = []
        func variable() -> Variable {
            let v = Variable("x\(variables.count)")
            variables.append(v)
            return v
        }
        func c(_ terms: [(Double, Variable)], _ constant: Double, _ relation: Relation,
               _ strength: Strength = .required) -> Constraint {
            Constraint(Expression(terms.map { Term($0.1, $0.0) }, constant: constant), relation,
                       strength: weighted ? weightedForm(strength) : strength)
        }
        func weight() -> Double { Double(1 + rng.next() % 4) }
        let window = variable(), sideLeft = variable(), sideRight = variable()
        var k = [c([(1, sideLeft)], 0, .equal), c([(1, sideRight), (-1, sideLeft)], -30, .equal)]
        var labelWidths: [Constraint] = []
        struct Panel { var left, right, top, bottom: Variable }
        var panels: [Panel] = []
        for r in 0..<rows {
            for col in 0..<columns {
                let l = variable(), rt = variable(), t = variable(), b = variable()
                let cx = variable(), cy = variable(), lx = variable(), lw = variable(), ly = variable()
                k.append(c([(1, rt), (-1, l)], 0, .greaterOrEqual))
                k.append(c([(1, b), (-1, t)], 0, .greaterOrEqual))
                let aspect = [0.25, 0.5, 0.75, 1][Int(rng.next() % 4)]
                let aspectRequired = rng.next() % 4 == 0
                let aspectWeight = weight()
                k.append(c([(1, b), (-1, t), (-aspect, rt), (aspect, l)], 0, .equal,
                           aspectRequired ? .required : Strength(priority: 750, weight: aspectWeight)))
                k.append(c([(2, cx), (-1, l), (-1, rt)], 0, .equal))
                k.append(c([(2, cy), (-1, t), (-1, b)], 0, .equal))
                k.append(c([(1, lx), (0.5, lw), (-1, cx)], 0, .equal))
                let text = Double(4 + rng.next() % 20)
                let textWeight = weight()
                let labelWidth = c([(1, lw)], -text, .equal, Strength(priority: 250, weight: textWeight))
                labelWidths.append(labelWidth)
                k.append(labelWidth)
                k.append(c([(1, lw)], 0, .greaterOrEqual))
                k.append(c([(1, lx), (-1, l)], -1, .greaterOrEqual, Strength(priority: 750, weight: 2)))
                k.append(c([(1, ly), (-1, cy)], 0, .equal, Strength(priority: 500, weight: 1)))
                if col == 0 {
                    k.append(c([(1, l), (-1, sideRight)], -2, .greaterOrEqual))
                } else {
                    let before = panels[panels.count - 1]
                    k.append(c([(1, l), (-1, before.right)], -2, .greaterOrEqual))
                    k.append(c([(1, t), (-1, before.top)], 0, .equal, Strength(priority: 750, weight: 1)))
                    let bottomWeight = weight()
                    k.append(c([(1, b), (-1, before.bottom)], 0, .equal, Strength(priority: 500, weight: bottomWeight)))
                }
                if r == 0 {
                    k.append(c([(1, t)], -1, .greaterOrEqual))
                } else {
                    let above = panels[panels.count - columns]
                    k.append(c([(1, t), (-1, above.bottom)], -1, .greaterOrEqual))
                    let leftWeight = weight()
                    k.append(c([(1, l), (-1, above.left)], 0, .equal, Strength(priority: 750, weight: leftWeight)))
                    k.append(c([(1, rt), (-1, above.right)], 0, .equal, Strength(priority: 500, weight: 1)))
                }
                let preferred = Double(20 + rng.next() % 51)
                let preferredWeight = weight()
                k.append(c([(1, rt), (-1, l)], -preferred, .equal, Strength(priority: 250, weight: preferredWeight)))
                if col == columns - 1 {
                    k.append(c([(1, rt), (-1, window)], 0, .lessOrEqual, Strength(priority: 750, weight: 4)))
                    k.append(c([(1, rt), (-1, window)], 0, .equal, Strength(priority: 250, weight: 1)))
                }
                panels.append(Panel(left: l, right: rt, top: t, bottom: b))
            }
        }
        let widths = (0..<resizes).map { _ in Double(40 + rng.next() % 1960) }
        let churn = (0..<churns).map { _ in
            let panel = Int(rng.next() % UInt64(panels.count))
            return (panel: panel, width: Double(4 + rng.next() % 20))
        }
        return System(variables: variables, constraints: k, window: window, labelWidths: labelWidths,
                      widths: widths, churn: churn)
    }

    /// A strength in the weighted form (see the type's doc): one priority, weight p·w.
    static func weightedForm(_ strength: Strength) -> Strength {
        strength.isRequired ? strength : Strength(priority: 500, weight: strength.priority * strength.weight)
    }

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
