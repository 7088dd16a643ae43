import Testing

/// The fast reference of the operation fuzz test against the dense textbook one.
@Suite("Lexicographic reference LP")
struct LexicographicLPTests {
    /// The fast reference agrees with the dense textbook one on the property tests' systems.
    @Test func theFastReferenceAgreesWithTheDenseOne() {
        var compared = 0
        for seed in UInt64(1)...400 {
            let system = RandomSystem(seed: seed)
            let n = system.variables.count
            let dense = ReferenceSolver.optimum(system.reference, variableCount: n)
            let fast = LexicographicLP.solve(system.reference, variableCount: n)
            if fast.feasibility == .borderline { continue }
            #expect((dense == nil) == (fast.feasibility == .infeasible), "seed \(seed): feasibility")
            if let dense, let optimum = fast.optimum, let point = fast.point {
                #expect(objectivesAgree(optimum, dense), "seed \(seed): \(optimum) vs \(dense)")
                // Its point is a certificate: it holds the required constraints and reaches the optimum.
                #expect(requiredHold(system.reference, at: point), "seed \(seed)")
                #expect(objectivesAgree(ReferenceSolver.objective(system.reference, at: point), optimum), "seed \(seed)")
                compared += 1
            }
        }
        #expect(compared > 150)
    }
}
