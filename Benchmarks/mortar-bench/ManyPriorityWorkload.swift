import Cassowary
import CassowaryWorkloads

/// W5, "random many-priority systems": what a stress run tried as a new user would, and where
/// the solver cycled and ended levels above their optimum. Dense random systems, not layouts:
/// 30 variables, 80 constraints of 2–4 terms with coefficients in [-1, 1] (three decimals),
/// constants in [-100, 100], every third one required, the others at a priority of their own
/// (1...999, weight 1–2). Built one constraint at a time, then churned: 100 times, a constraint
/// (the (k · 7919) mod count-th added) removed and added back. Five systems, splitmix64 seeded
/// with 1...5, every draw `next() % range` in the order written in ``w5System(seed:)``.
enum ManyPriorityWorkload {
    static let variableCount = 30
    static let constraintCount = 80
    static let churns = 100
    static let seeds: [UInt64] = [1, 2, 3, 4, 5]

    /// The size of the systems and how many priority levels their optional constraints share:
    /// W5's by default; `mortar-bench --only W5X` scales them (see ``SolverBenchmarks/w5x(_:)``).
    struct Shape {
        var variables = ManyPriorityWorkload.variableCount
        var constraints = ManyPriorityWorkload.constraintCount
        /// nil: each optional constraint draws a priority of its own (1...999), as in W5;
        /// `n`: the drawn priority is folded onto `n` levels spread below 1,000 (the same
        /// draws, so the systems differ only in their priorities).
        var levels: Int?
    }

    /// One system's constraints, in the order they are added.
    static func w5System(seed: UInt64, shape: Shape = Shape()) -> (variables: [Variable], constraints: [Constraint]) {
        var rng = SplitMix64(state: seed)
        let x = (0..<shape.variables).map { Variable("x\($0)") }
        var constraints: [Constraint] = []
        for i in 0..<shape.constraints {
            var terms: [Term] = []
            for _ in 0..<(2 + Int(rng.next() % 3)) {
                let v = Int(rng.next() % UInt64(shape.variables))
                var c = Int(rng.next() % 2001) - 1000
                if c == 0 { c = 1 }
                terms.append(Term(x[v], Double(c) / 1000))
            }
            let relation: Relation = [.lessOrEqual, .equal, .greaterOrEqual][Int(rng.next() % 3)]
            let constant = Double(Int(rng.next() % 201) - 100)
            var strength = Strength.required
            if i % 3 != 0 {
                var priority = Double(1 + rng.next() % 999)
                if let levels = shape.levels, levels > 0 {
                    priority = Double((Int(priority) - 1) % levels + 1) * Double(999 / levels)
                }
                strength = Strength(priority: priority, weight: 1 + Double(rng.next() % 1000) / 1000)
            }
            constraints.append(Constraint(Expression(terms, constant: constant), relation, strength: strength))
        }
        return (x, constraints)
    }

    /// How many of each system's churn pairs kiwi completes before its first failure, in each
    /// of its harness's three runs (`Benchmarks/kiwi/w5.cpp` against nucleic/kiwi b24c7e67a2ae,
    /// g++ 12.2.0 -O2, the list its last lines print): the pairs whose times can be set side by
    /// side, 587 of the 1,500. kiwi keeps its variables in a map ordered by address, so the
    /// list is the same on every execution of one binary of the harness but changes with the
    /// binary; after its first failure (an "unbounded" objective on a noise reduced cost) the
    /// constraint is no longer in kiwi's solver and later removals of it throw.
    static let kiwiCompletedPairs = [[49, 24, 100, 2, 1], [49, 18, 100, 0, 1], [47, 89, 100, 1, 6]]

    /// One system built and churned: the build's time, each pair's time in churn order, and
    /// whether the churn kept every constraint.
    struct SystemRun {
        var buildMicroseconds: Double
        var pairMicroseconds: [Double]
        var ok: Bool
        /// The slowest single add of the build, and its index in the system.
        var slowestAdd: (microseconds: Double, index: Int) = (0, -1)
    }

    /// Builds and churns each system once (timing every remove + add pair apart), and checks
    /// that every required constraint the solver holds is met at the end (within 1e-6 of its
    /// magnitudes) and the churn kept every constraint.
    static func run(shape: Shape = Shape()) -> [SystemRun] {
        seeds.map { seed in
            let (_, constraints) = w5System(seed: seed, shape: shape)
            let solver = Solver()
            var added: [Constraint] = []
            var slowest: (microseconds: Double, index: Int) = (0, -1)
            let build = timeMicroseconds {
                for (index, c) in constraints.enumerated() {
                    var ok = false
                    let time = timeMicroseconds { ok = (try? solver.addConstraint(c)) != nil }
                    if ok { added.append(c) }
                    if time > slowest.microseconds { slowest = (time, index) }
                }
                solver.updateVariables()
            }
            let count = solver.constraintCount
            var pairs: [Double] = []
            var ok = true
            do {
                for k in 0..<churns {
                    let c = added[(k * 7919) % added.count]
                    pairs.append(try timeMicroseconds {
                        try solver.removeConstraint(c)
                        try solver.addConstraint(c)
                    })
                }
                solver.updateVariables()
            } catch {
                ok = false
            }
            ok = ok && solver.constraintCount == count && added.allSatisfy { holdsIfRequired($0, solver) }
            return SystemRun(buildMicroseconds: build, pairMicroseconds: pairs, ok: ok, slowestAdd: slowest)
        }
    }
}
