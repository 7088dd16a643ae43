import Testing
@testable import Cassowary

/// The first removal of a required equality switches the solver to a tableau that tracks
/// equalities, built afresh from the same constraints and pivoted straight into the old
/// tableau's basis (``Tableau/pivotInto(basis:)``) instead of optimised from scratch. The
/// answers are checked against the independent reference (`ReferenceLP.swift`), never against
/// the solver.
@Suite("Switching to a tracking tableau")
struct TrackingSwitchTests {
    /// Small random systems: remove each system's first required equality, then check every
    /// required constraint still held and the objective against the reference's optimum.
    @Test(arguments: Array(UInt64(1)...150))
    func removingARequiredEqualityLeavesTheReferenceOptimum(seed: UInt64) throws {
        let system = RandomSystem(seed: seed)
        let solver = Solver()
        var present: [Int] = []
        for i in system.constraints.indices where (try? solver.addConstraint(system.constraints[i])) != nil {
            present.append(i)
        }
        guard let equality = present.first(where: {
            system.reference[$0].relation == 0 && system.reference[$0].priority >= 1000
        }) else { return }
        try solver.removeConstraint(system.constraints[equality])
        present.removeAll { $0 == equality }
        let held = present.map { system.reference[$0] }
        let x = system.values(solver)
        #expect(requiredHold(held, at: x), "seed \(seed): a required constraint is violated at \(x)")
        let optimum = try #require(ReferenceSolver.optimum(held, variableCount: system.variables.count))
        #expect(objectivesAgree(ReferenceSolver.objective(held, at: x), optimum),
                "seed \(seed): objective \(ReferenceSolver.objective(held, at: x)), reference \(optimum)")
    }

    /// W5's recipe (30 variables, 80 dense constraints of many priorities, every third
    /// required: ``ManyPriorityTests/fuzzCase(seed:variableCount:constraintCount:)``), where re-optimising the rebuilt tableau cost as much as the first build: the
    /// switch reaches the old basis directly, and the answer after the removal is the
    /// reference's optimum.
    @Test(arguments: [UInt64(1), 2, 3])
    func theSwitchAtW5SizeStartsFromTheOldBasis(seed: UInt64) throws {
        let specs = ManyPriorityTests.fuzzCase(seed: seed, variableCount: 30, constraintCount: 80).specs
        let variables = (0..<30).map { Variable("x\($0)") }
        let reference = specs.map { $0.reference(variableCount: 30) }
        let built = specs.map { $0.constraint(variables) }
        let solver = Solver()
        var present: [Int] = []
        for i in built.indices where (try? solver.addConstraint(built[i])) != nil { present.append(i) }
        let equality = try #require(present.first { reference[$0].relation == 0 && reference[$0].priority >= 1000 })
        try solver.removeConstraint(built[equality])
        present.removeAll { $0 == equality }
        #expect(solver.warmStarts == 1, "seed \(seed): the switch re-optimised from scratch")
        solver.updateVariables()
        let x = variables.map { solver.value(of: $0) }
        let held = present.map { reference[$0] }
        #expect(requiredHold(held, at: x), "seed \(seed): a required constraint is violated")
        let optimum = try #require(ReferenceSolver.optimum(held, variableCount: 30))
        #expect(objectivesAgree(ReferenceSolver.objective(held, at: x), optimum),
                "seed \(seed): objective \(ReferenceSolver.objective(held, at: x)), reference \(optimum)")
    }

    /// A basis the rows cannot reach is refused, and the caller optimises the rows as built:
    /// one naming a dummy (fixed at zero, never basic by choice), and one whose answer breaks a
    /// restricted symbol's sign. `x >= 3` and `x <= 5` have three bases: {x, s1} (x = 5) and
    /// {x, s2} (x = 3) are feasible; {s1, s2} puts x at 0 and s1 at -3.
    @Test func aBasisThatCannotBeReachedIsRefused() throws {
        func build() throws -> (Tableau, x: Int32, s1: Int32, s2: Int32) {
            var t = Tableau(tracksEqualities: true)
            let x = t.newSymbol(.external)
            let low = try t.add(terms: [(x, 1)], constant: -3, relation: .greaterOrEqual, strength: .required,
                                optimizing: false)
            let high = try t.add(terms: [(x, 1)], constant: -5, relation: .lessOrEqual, strength: .required,
                                 optimizing: false)
            return (t, x, low.marker, high.marker)
        }
        var (t, x, s1, s2) = try build()
        var reached = try t.pivotInto(basis: [x, s2])
        #expect(reached)
        #expect(t.rowOf[Int(x)] >= 0 && t.rowOf[Int(s2)] >= 0)
        #expect(t.rows[Int(t.rowOf[Int(x)])].constant == 3)
        (t, x, s1, s2) = try build()
        reached = try t.pivotInto(basis: [x, s1])
        #expect(reached)
        #expect(t.rowOf[Int(x)] >= 0 && t.rowOf[Int(s1)] >= 0)
        #expect(t.rows[Int(t.rowOf[Int(x)])].constant == 5)
        (t, x, s1, s2) = try build()
        reached = try t.pivotInto(basis: [s1, s2])
        #expect(!reached)

        var e = Tableau(tracksEqualities: true)
        let y = e.newSymbol(.external)
        let pinned = try e.add(terms: [(y, 1)], constant: -4, relation: .equal, strength: .required, optimizing: false)
        #expect(e.kinds[Int(pinned.marker)] == .dummy)
        reached = try e.pivotInto(basis: [pinned.marker])
        #expect(!reached)
    }
}
