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
/// kiwi's harness (`Benchmarks/kiwi/w7.cpp`) repeats. A target of its own, so that the
/// benchmark times the same systems the solver's tests check (`mortar-bench` runs them, in
/// `Benchmarks/mortar-bench/DashboardWorkload.swift`).
///
/// `weighted`: kiwi's form of the same system. kiwi has one objective, a weighted sum, so
/// priority p and weight w become one level's weight p·w (the window's edit 900). That is the
/// problem kiwi's harness solves, and the one to time this solver against it on. The priorities
/// kept apart (not weighted) are a different problem, with different answers: kiwi cannot solve
/// it (with strengths a factor of 1,000 apart, 8 to 11 of its 12 runs threw "objective is
/// unbounded"; see `SolverBenchmarks.w7Kiwi` in `mortar-bench`).
public enum DashboardWorkload {
    /// Panels in each row.
    public static let columns = 6
    /// Suggestions of the window's width after the build.
    public static let resizes = 40
    /// Label changes after the resizes.
    public static let churns = 20

    /// One dashboard: its variables (the window's width first), its constraints in the order
    /// they are added, the widths suggested, and the churn's label changes (a panel's index
    /// and its label's new preferred width).
    public struct System {
        /// Every variable, the window's width first.
        public var variables: [Variable]
        /// The constraints, in the order they are added.
        public var constraints: [Constraint]
        /// The window's width, the edit variable the resizes suggest.
        public var window: Variable
        /// Each panel's label's preferred width, the constraints the churn replaces.
        public var labelWidths: [Constraint]
        /// The widths suggested, in order.
        public var widths: [Double]
        /// The churn: a panel's index and its label's new preferred width.
        public var churn: [(panel: Int, width: Double)]
    }

    /// The dashboard of `rows` rows of panels drawn from `seed`, in the weighted form if `weighted`.
    public static func system(rows: Int, seed: UInt64, weighted: Bool = false) -> System {
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
    public static func weightedForm(_ strength: Strength) -> Strength {
        strength.isRequired ? strength : Strength(priority: 500, weight: strength.priority * strength.weight)
    }
}
