import Testing
@testable import Cassowary

/// `Solver.undeterminedVariables(above:)` against the reference LP: every variable whose value
/// ranges over an interval on the optimal face (required constraints held, every level above
/// the threshold at its optimum) must be listed; a listed variable that cannot move is allowed
/// (the list is conservative), but rare.
@Suite("Undetermined variables")
struct UndeterminedVariablesTests {
    @Test func aVariableNoConstraintDecidesIsUndetermined() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.addConstraint(x == 10)
        try solver.addConstraint(y + z == 20)          // y and z trade freely
        try solver.addConstraint((y >= 2) | .weak)
        #expect(solver.undeterminedVariables(above: 0.5).map(\.name).sorted() == ["y", "z"])
        try solver.addConstraint((y == 5) | .weak)     // now y is decided at the weak level,
        #expect(solver.undeterminedVariables(above: 0.5).isEmpty)
        #expect(solver.undeterminedVariables(above: Strength.weak.priority).map(\.name).sorted() == ["y", "z"])
    }

    /// Hugging and compression resistance at the same width make a degenerate vertex: the
    /// slack of one has a zero reduced cost but cannot rise. The width is decided.
    @Test func equalHuggingAndCompressionDecideAWidth() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width")
        try solver.addConstraint(left == 3)
        try solver.addConstraint(width >= 0)
        try solver.addConstraint((width >= 6) | Strength(priority: 750))
        try solver.addConstraint((width <= 6) | Strength(priority: 250))
        try solver.addConstraint(left + width <= 40)
        #expect(solver.undeterminedVariables(above: 0.5).isEmpty)
        // Without the hugging, the width may grow up to the edge: free.
        let other = Solver()
        try other.addConstraint(left == 3)
        try other.addConstraint((width >= 6) | Strength(priority: 750))
        try other.addConstraint(left + width <= 40)
        #expect(other.undeterminedVariables(above: 0.5).map(\.name) == ["width"])
    }

    @Test func theAnswerIsKeptUntilTheTableauChanges() throws {
        let solver = Solver()
        let x = Variable("x"), w = Variable("w")
        try solver.addEditVariable(w, strength: .strong)
        try solver.addConstraint(x <= w)
        let first = solver.undeterminedVariables(above: 0.5)
        #expect(first.map(\.name) == ["x"])
        try solver.suggestValue(w, 30)                // moves constants only
        #expect(solver.undeterminedVariables(above: 0.5).map(\.name) == ["x"])
        try solver.addConstraint(x == w)
        #expect(solver.undeterminedVariables(above: 0.5).isEmpty)
    }

    @Test func randomSystemsNeverMissAFreeVariable() {
        var free = 0, fixed = 0, fixedButListed = 0, compared = 0
        for seed in UInt64(1)...300 {
            let system = RandomSystem(seed: seed)
            let solver = Solver()
            var held: [RefConstraint] = []
            for (c, ref) in zip(system.constraints, system.reference) where (try? solver.addConstraint(c)) != nil {
                held.append(ref)
            }
            let n = system.variables.count
            guard let optimum = ReferenceSolver.optimum(held, variableCount: n),
                  objectivesAgree(ReferenceSolver.objective(held, at: system.values(solver)), optimum) else { continue }
            compared += 1
            let thresholds = [0.5] + Set(held.map(\.priority)).filter { $0 < 1000 }.sorted()
            for threshold in thresholds {
                let listed = Set(solver.undeterminedVariables(above: threshold).map(ObjectIdentifier.init))
                // A variable no held constraint mentions is unknown to the solver (and free).
                for j in 0..<n where solver.hasVariable(system.variables[j]) {
                    guard let range = ReferenceSolver.range(of: j, held, variableCount: n, above: threshold) else { continue }
                    let moves = !range.min.isFinite || !range.max.isFinite
                        || range.max - range.min > 1e-6 * (1 + abs(range.min) + abs(range.max))
                    let isListed = listed.contains(ObjectIdentifier(system.variables[j]))
                    if moves {
                        free += 1
                        if !isListed {
                            Issue.record("seed \(seed), above \(threshold): x\(j) ranges over \(range.min)...\(range.max) on the optimal face but is not listed")
                        }
                    } else {
                        fixed += 1
                        if isListed { fixedButListed += 1 }
                    }
                }
            }
        }
        // The cases must exercise both answers, and the list must mostly be exact.
        #expect(compared > 250 && free > 100 && fixed > 100)
        #expect(Double(fixedButListed) <= 0.1 * Double(fixed), "\(fixedButListed) of \(fixed) fixed variables listed")
        print("undetermined variables: \(compared) systems, \(free) free, \(fixed) fixed, \(fixedButListed) of those listed")
    }
}
