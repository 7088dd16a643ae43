import Cassowary

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

    /// One system's constraints, in the order they are added.
    static func w5System(seed: UInt64) -> (variables: [Variable], constraints: [Constraint]) {
        var rng = SplitMix64(state: seed)
        let x = (0..<variableCount).map { Variable("x\($0)") }
        var constraints: [Constraint] = []
        for i in 0..<constraintCount {
            var terms: [Term] = []
            for _ in 0..<(2 + Int(rng.next() % 3)) {
                let v = Int(rng.next() % UInt64(variableCount))
                var c = Int(rng.next() % 2001) - 1000
                if c == 0 { c = 1 }
                terms.append(Term(x[v], Double(c) / 1000))
            }
            let relation: Relation = [.lessOrEqual, .equal, .greaterOrEqual][Int(rng.next() % 3)]
            let constant = Double(Int(rng.next() % 201) - 100)
            var strength = Strength.required
            if i % 3 != 0 {
                let priority = Double(1 + rng.next() % 999)
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
    }

    /// Builds and churns each system once (timing every remove + add pair apart), and checks
    /// that every required constraint the solver holds is met at the end (within 1e-6 of its
    /// magnitudes) and the churn kept every constraint.
    static func run() -> [SystemRun] {
        seeds.map { seed in
            let (_, constraints) = w5System(seed: seed)
            let solver = Solver()
            var added: [Constraint] = []
            let build = timeMicroseconds {
                for c in constraints where (try? solver.addConstraint(c)) != nil { added.append(c) }
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
            return SystemRun(buildMicroseconds: build, pairMicroseconds: pairs, ok: ok)
        }
    }
}
