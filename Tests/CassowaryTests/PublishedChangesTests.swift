import Testing
@testable import Cassowary

/// The solver publishes only the values the tableau lists as moved (`ValueChanges`) and logs
/// which slots each publication changed (`PublishedChanges`). These tests check both against
/// plain readings: every value read from the tableau, and two solutions compared variable by
/// variable.
@Suite("Published changes")
struct PublishedChangesTests {
    /// The variables whose value differs between `earlier` and `later`, plus those `earlier`
    /// did not have, read one by one through the public subscript: the reference.
    private static func differing(_ variables: [Variable], known: Int, _ earlier: SolverValues,
                                  _ later: SolverValues) -> Set<ObjectIdentifier> {
        var result = Set<ObjectIdentifier>()
        for (i, v) in variables.enumerated() where i >= known || earlier[v] != later[v] {
            result.insert(ObjectIdentifier(v))
        }
        return result
    }

    /// A solver with an edit `x` at 4, `y == 2x + 1` and `z == 5`, published: the system the
    /// comparison tests here and in `SolverAPITests` move `x` in.
    static func editedLine() throws -> (solver: Solver, x: Variable, y: Variable, z: Variable) {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.addEditVariable(x, strength: .strong)
        try solver.addConstraint(y == 2 * x + 1)
        try solver.addConstraint(z == 5)
        try solver.suggestValue(x, 4)
        solver.updateVariables()
        return (solver, x, y, z)
    }

    @Test func marksNameWhatMoved() throws {
        let (solver, x, y, _) = try Self.editedLine()
        let first = solver.values
        #expect(first.changedVariables(since: first.mark)?.isEmpty == true)
        try solver.suggestValue(x, 7)
        solver.updateVariables()
        let second = solver.values
        #expect(second.changedVariables(since: first.mark).map { Set($0.map(ObjectIdentifier.init)) }
                == [ObjectIdentifier(x), ObjectIdentifier(y)])
        #expect(second.changedVariables(since: first.mark, limit: 1) == nil)
        // Moved there and back: nothing differs from the first solution.
        try solver.suggestValue(x, 4)
        solver.updateVariables()
        #expect(solver.values.changedVariables(since: first.mark)?.isEmpty == true)
        #expect(solver.values.changedVariables(since: second.mark).map { Set($0.map(ObjectIdentifier.init)) }
                == [ObjectIdentifier(x), ObjectIdentifier(y)])
        // A new variable is reported, whatever its value.
        let w = Variable("w")
        try solver.addConstraint(w == 0)
        solver.updateVariables()
        #expect(solver.values.changedVariables(since: first.mark).map { $0.map(ObjectIdentifier.init) } == [ObjectIdentifier(w)])
        // Another solver's mark, or one from before a reset, has no answer.
        let other = Solver()
        try other.addConstraint(x == 1)
        other.updateVariables()
        #expect(solver.values.changedVariables(since: other.values.mark) == nil)
        let before = solver.values.mark
        solver.reset()
        try solver.addConstraint(x == 4)
        solver.updateVariables()
        #expect(solver.values.changedVariables(since: before) == nil)
    }

    /// A mark older than the log's reach has no answer, while a solution that old is still
    /// compared (value by value).
    @Test func aMarkTooOldHasNoAnswer() throws {
        let solver = Solver()
        let xs = (0..<10).map { Variable("x\($0)") }
        for x in xs { try solver.addEditVariable(x, strength: .strong) }
        solver.updateVariables()
        let first = solver.values
        // Each publication changes one slot; the log keeps 256 entries.
        for round in 1...300 {
            try solver.suggestValue(xs[round % xs.count], Double(round))
            solver.updateVariables()
        }
        #expect(solver.values.changedVariables(since: first.mark) == nil)
        #expect(solver.values.changedVariables(since: first)?.count == xs.count)
    }

    /// Publications that change nothing, each handed out as a layout engine takes them, keep
    /// the log bounded, and a recent mark still has its answer.
    @Test func quietPublicationsKeepTheLogBounded() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 1)
        solver.updateVariables()
        var longest = 0
        for _ in 0..<1_000 {
            solver.updateVariables()
            longest = max(longest, solver.values.changes.ends.count)
        }
        #expect(longest <= PublishedChanges.maximumPublications)
        let mark = solver.values.mark
        for _ in 0..<10 {
            solver.updateVariables()
            _ = solver.values
        }
        try solver.suggestValue(x, 2)
        solver.updateVariables()
        #expect(solver.values.changedVariables(since: mark).map { $0.map(ObjectIdentifier.init) } == [ObjectIdentifier(x)])
    }

    /// Random layout-like systems (chains of offsets, edits, bounds, preferences) under random
    /// calls, failing ones included: after every call the published values equal every value
    /// read from the tableau, bit for bit, and the changes named since each of the last few
    /// solutions, by solution and by mark, are those a comparison variable by variable finds.
    @Test(arguments: 0..<120) func randomCallsPublishWhatTheTableauHolds(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &* 0x51ED_2705 &+ 17)
        let solver = Solver()
        var variables: [Variable] = []
        var constraints: [Constraint] = []
        var edits: [Variable] = []
        func newVariable() -> Variable {
            let v = Variable("v\(variables.count)")
            variables.append(v)
            return v
        }
        for _ in 0..<Int.random(in: 4...24, using: &rng) { _ = newVariable() }
        var kept: [(values: SolverValues, known: Int)] = []
        var issues: [String] = []
        // The calls made, so that a failure shows the history that led to it.
        var calls: [String] = []
        for step in 0..<80 {
            let pick = variables.randomElement(using: &rng)!
            let other = variables.randomElement(using: &rng)!
            let amount = Double(Int.random(in: -40...40, using: &rng))
            switch Int.random(in: 0..<10, using: &rng) {
            case 0, 1:
                let c = pick == other + amount
                calls.append("add \(c)")
                if (try? solver.addConstraint(c)) != nil { constraints.append(c) }
            case 2:
                let c = (pick >= amount) | .medium
                calls.append("add \(c)")
                if (try? solver.addConstraint(c)) != nil { constraints.append(c) }
            case 3:
                let c = (pick == amount) | .weak
                calls.append("add \(c)")
                if (try? solver.addConstraint(c)) != nil { constraints.append(c) }
            case 4:
                if !constraints.isEmpty {
                    let c = constraints.remove(at: Int.random(in: 0..<constraints.count, using: &rng))
                    calls.append("remove \(c)")
                    try solver.removeConstraint(c)
                }
            case 5:
                if let c = constraints.randomElement(using: &rng) {
                    calls.append("change the constant of \(c) to \(amount)")
                    try? solver.changeConstant(of: c, to: amount)
                }
            case 6:
                calls.append("edit \(pick.name)")
                if !solver.hasEditVariable(pick), (try? solver.addEditVariable(pick, strength: .strong)) != nil {
                    edits.append(pick)
                }
            case 7:
                if let e = edits.randomElement(using: &rng) {
                    calls.append("suggest \(e.name) = \(amount)")
                    try solver.suggestValue(e, amount)
                }
            case 8:
                // A contradiction: refused, and the solver left as it was.
                let c = newVariable()
                calls.append("add \(pick.name) + \(c.name) == \(amount), then == \(amount + 1)")
                _ = try? solver.addConstraint(pick + c == amount)
                _ = try? solver.addConstraint(pick + c == amount + 1)
            default:
                if let e = edits.popLast() {
                    calls.append("stop editing \(e.name)")
                    try solver.removeEditVariable(e)
                }
            }
            solver.updateVariables()
            let now = solver.values
            let whole = solver.valuesReadWhole
            if now.values.map(\.bitPattern) != whole.map(\.bitPattern) {
                issues.append("step \(step): the published values differ from the tableau's")
            }
            let known = solver.values.variables.count
            for earlier in kept {
                let expected = Self.differing(now.variables, known: earlier.known, earlier.values, now)
                let bySolution = now.changedVariables(since: earlier.values).map { Set($0.map(ObjectIdentifier.init)) }
                if bySolution != expected { issues.append("step \(step): changes since a solution misnamed") }
                // A mark may be past the log's reach (nil), never wrong.
                if let byMark = now.changedVariables(since: earlier.values.mark), Set(byMark.map(ObjectIdentifier.init)) != expected {
                    issues.append("step \(step): changes since a mark misnamed")
                }
            }
            // The previous solution's mark is always within reach when few values moved.
            if let last = kept.last, Self.differing(now.variables, known: last.known, last.values, now).count < 256 {
                if now.changedVariables(since: last.values.mark) == nil {
                    issues.append("step \(step): the previous mark had no answer")
                }
            }
            kept.append((now, known))
            if kept.count > 5 { kept.removeFirst() }
            if !issues.isEmpty { break }
        }
        let failures = issues.count
        #expect(failures == 0, "seed \(seed): \(issues.joined(separator: "; ")), after:\n\(calls.joined(separator: "\n"))")
    }
}
