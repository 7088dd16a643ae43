import Cassowary

/// The W1–W3 workloads of `shared/reference/solver-workloads.md`, in the same insertion order.
enum SolverWorkloads {
    /// The solver W1 built, its non-required constraints (W3 churns them) and its variables.
    struct W1System {
        let solver: Solver
        let nonRequired: [Constraint]
        let variables: [Variable]

        var checksum: Double { variables.reduce(0) { $0 + solver.value(of: $1) } }
    }

    /// W1: build and solve a row of N views. Returns the system so that the caller can read the
    /// checksum Σ(left+top+width+height) and destroy the solver outside the timed region.
    static func w1(_ n: Int) -> W1System {
        let solver = Solver()
        var previousLeft: Variable?, previousTop: Variable?, previousWidth: Variable?
        var all: [Variable] = []
        var nonRequired: [Constraint] = []
        all.reserveCapacity(4 * n)
        do {
            for _ in 0..<n {
                // Unnamed, as in kiwi's benchmarks: a name is a debugging aid, not solver work.
                let left = Variable(), top = Variable(), width = Variable(), height = Variable()
                if let pl = previousLeft, let pt = previousTop, let pw = previousWidth {
                    try solver.addConstraint(left == pl + pw + 1)
                    try solver.addConstraint(top == pt)
                } else {
                    try solver.addConstraint(left == 0)
                    try solver.addConstraint(top == 0)
                }
                try solver.addConstraint(width >= 1)
                let w = (width == 10) | .weak
                try solver.addConstraint(w)
                let h = (height == 3) | .medium
                try solver.addConstraint(h)
                try solver.addConstraint(height <= 20)
                nonRequired.append(w)
                nonRequired.append(h)
                all += [left, top, width, height]
                previousLeft = left; previousTop = top; previousWidth = width
            }
        } catch {
            fatalError("W1 N=\(n): \(error)")
        }
        solver.updateVariables()
        return W1System(solver: solver, nonRequired: nonRequired, variables: all)
    }

    static func w1Checksum(_ n: Int) -> Double { Double(11 * n * (n - 1) / 2 + 13 * n) }

    /// W2: N views sharing a width W; returns the solver, W and the views' variables, ready for
    /// the timed suggest loop.
    static func w2Setup(_ n: Int) -> (Solver, Variable, [Variable], [Variable]) {
        let solver = Solver()
        let total = Variable("W")
        var lefts: [Variable] = [], widths: [Variable] = []
        for _ in 0..<n {
            lefts.append(Variable())
            widths.append(Variable())
        }
        do {
            for i in 0..<n {
                try solver.addConstraint(widths[i] >= 0)
                if i == 0 {
                    try solver.addConstraint(lefts[0] == 0)
                } else {
                    try solver.addConstraint(lefts[i] == lefts[i - 1] + widths[i - 1])
                    try solver.addConstraint(widths[i] == widths[0])
                }
            }
            try solver.addConstraint(lefts[n - 1] + widths[n - 1] == total)
            try solver.addEditVariable(total, strength: .strong)
        } catch {
            fatalError("W2 N=\(n): \(error)")
        }
        solver.updateVariables()
        return (solver, total, lefts, widths)
    }

    /// W2's timed loop: suggest W = 80..<1080 and update after each.
    static func w2Loop(_ solver: Solver, _ total: Variable) {
        do {
            for w in 80..<1080 {
                try solver.suggestValue(total, Double(w))
                solver.updateVariables()
            }
        } catch {
            fatalError("W2 suggest: \(error)")
        }
    }

    /// Whether W2's end state is W = 1079, width_i = 1079/N, left_{N-1} = 1079(N-1)/N.
    static func w2Check(_ solver: Solver, _ total: Variable, _ lefts: [Variable], _ widths: [Variable]) -> Bool {
        let n = Double(lefts.count)
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 * max(1, abs(b)) }
        return near(solver.value(of: total), 1079)
            && widths.allSatisfy { near(solver.value(of: $0), 1079 / n) }
            && near(solver.value(of: lefts[lefts.count - 1]), 1079 * (n - 1) / n)
    }

    /// W3's index sequence: splitmix64(42) mod 2000, 1000 draws.
    static func w3Indices() -> [Int] {
        var rng = SplitMix64(state: 42)
        return (0..<1000).map { _ in Int(rng.next() % 2000) }
    }
}
