import Testing
@testable import Cassowary

@Suite("Solver API")
struct SolverAPITests {
    @Test func solvesAWrittenSystem() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x + 2 * y >= 10)
        try solver.addConstraint(x == y - 2)
        try solver.addConstraint((x == 0) | .weak)
        solver.updateVariables()
        // x = y - 2 and x + 2y >= 10 → 3y >= 12 → y >= 4; x as near 0 as possible → y = 4, x = 2.
        #expect(abs(solver.value(of: x) - 2) < 1e-9)
        #expect(abs(solver[y] - 4) < 1e-9)
    }

    /// A trial solution read with `currentValue(of:)` is never published: the values and their
    /// log of changes see only what ``Solver/updateVariables()`` publishes.
    @Test func currentValueReadsTheSolutionWithoutPublishingIt() throws {
        let solver = Solver()
        let w = Variable("w"), half = Variable("half"), never = Variable("never")
        try solver.addEditVariable(w, strength: .strong)
        try solver.addConstraint(half * 2 == w)
        try solver.suggestValue(w, 10)
        solver.updateVariables()
        let published = solver.values
        try solver.suggestValue(w, 0)
        #expect(solver.currentValue(of: half) == 0 && solver.currentValue(of: w) == 0)
        #expect(solver.value(of: half) == 5)           // not published
        try solver.suggestValue(w, 10)
        #expect(solver.currentValue(of: half) == 5)
        solver.updateVariables()
        #expect(solver.values.changedVariables(since: published.mark, limit: 10)?.isEmpty == true)
        #expect(solver.currentValue(of: never) == 0)
    }

    @Test func arithmeticBuildsTheExpectedExpression() {
        let x = Variable("x"), y = Variable("y")
        let e = (2 * x - y / 2 + 3) * 2 - 1
        #expect(e.constant == 5)
        #expect(e.terms.map(\.coefficient) == [4, -1])
        #expect((-x).terms[0].coefficient == -1)
        #expect((10 - x).constant == 10)
        let c = (x <= y) | Strength(priority: 600, weight: 3)
        #expect(c.relation == .lessOrEqual)
        #expect(c.strength == Strength(priority: 600, weight: 3))
        #expect(c.description == "x + -1 * y <= 0 | 600×3")
    }

    @Test func readsZeroForUnknownVariables() {
        #expect(Solver().value(of: Variable()) == 0)
    }

    @Test func hasAndRemoveConstraint() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x == 10
        try solver.addConstraint(c)
        #expect(solver.hasConstraint(c))
        #expect(solver.constraintCount == 1)
        try solver.removeConstraint(c)
        #expect(!solver.hasConstraint(c))
        solver.updateVariables()
        #expect(solver.value(of: x) == 0)
    }

    @Test func duplicateConstraintThrows() throws {
        let solver = Solver()
        let c = Variable() >= 1
        try solver.addConstraint(c)
        #expect(throws: SolverError.self) { try solver.addConstraint(c) }
        do { try solver.addConstraint(c) } catch {
            guard case .duplicateConstraint(let d) = error else { Issue.record("got \(error)"); return }
            #expect(d === c)
        }
    }

    @Test func unknownConstraintThrows() {
        let solver = Solver()
        let c = Variable() >= 1
        do { try solver.removeConstraint(c); Issue.record("no error") } catch {
            guard case .unknownConstraint = error else { Issue.record("got \(error)"); return }
        }
    }

    @Test func unsatisfiableRequiredConstraintThrowsAndChangesNothing() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 10)
        try solver.addConstraint((x == 20) | .weak)
        solver.updateVariables()
        let conflicting = x <= 5
        do { try solver.addConstraint(conflicting); Issue.record("no error") } catch {
            guard case .unsatisfiableConstraint(let c, let others) = error else { Issue.record("got \(error)"); return }
            #expect(c === conflicting)
            #expect(others.count == 1)
            #expect(others.first?.description == "x + -10 >= 0 | required")
            #expect(error.description.contains("unsatisfiable"))
        }
        #expect(!solver.hasConstraint(conflicting))
        solver.updateVariables()
        #expect(solver.value(of: x) == 20)
        // Equalities too, including ones with only dummy markers left after substitution.
        let y = Variable("y")
        try solver.addConstraint(y == x + 1)
        do { try solver.addConstraint(y == x + 2); Issue.record("no error") } catch {
            guard case .unsatisfiableConstraint = error else { Issue.record("got \(error)"); return }
        }
        // A redundant equality is fine, and removing either copy keeps the other in force.
        let again = y == x + 1
        try solver.addConstraint(again)
        try solver.removeConstraint(again)
        solver.updateVariables()
        #expect(solver.value(of: y) == 21)
    }

    @Test func priorityIsLexicographic() throws {
        // One constraint at 751 beats any number of conflicting constraints at 750.
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 0) | Strength(priority: 751))
        for _ in 0..<50 { try solver.addConstraint((x == 100) | Strength(priority: 750, weight: 1000)) }
        solver.updateVariables()
        #expect(solver.value(of: x) == 0)
        // Within one level, weights trade off: weight 3 at 10 beats weight 1 at 0.
        let s2 = Solver()
        let y = Variable("y")
        try s2.addConstraint((y == 0) | Strength(priority: 500, weight: 1))
        try s2.addConstraint((y == 10) | Strength(priority: 500, weight: 3))
        s2.updateVariables()
        #expect(s2.value(of: y) == 10)
    }

    @Test func kiwiWeightsWouldGetThisWrong() throws {
        // 2000 weak violations against one medium: kiwi's weighted sum (1 vs 1000 per unit)
        // lets the weak ones win; exact priorities keep the medium constraint satisfied.
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 0) | .medium)
        let ys = (0..<2000).map { Variable("y\($0)") }
        for y in ys {
            try solver.addConstraint(y == x)
            try solver.addConstraint((y == 1) | .weak)
        }
        solver.updateVariables()
        #expect(solver.value(of: x) == 0)
    }

    @Test func nonFiniteInputIsRefused() throws {
        let solver = Solver()
        let x = Variable("x")
        for bad in [x == .nan, x * .infinity >= 1, x / 0 <= 3] {
            do { try solver.addConstraint(bad); Issue.record("accepted \(bad)") } catch {
                guard case .nonFiniteValue = error else { Issue.record("got \(error)"); continue }
            }
        }
        #expect(solver.constraintCount == 0)
        try solver.addEditVariable(x, strength: .strong)
        do { try solver.suggestValue(x, .infinity); Issue.record("accepted infinity") } catch {
            guard case .nonFiniteValue = error else { Issue.record("got \(error)"); return }
        }
    }

    @Test(arguments: [Strength(priority: 0), Strength(priority: -5), Strength(priority: 1001),
                      Strength(priority: .nan), Strength(priority: 500, weight: 0),
                      Strength(priority: 500, weight: .infinity)])
    func invalidStrengthIsRefused(strength: Strength) {
        let solver = Solver()
        do { try solver.addConstraint((Variable() == 1) | strength); Issue.record("accepted \(strength)") } catch {
            guard case .invalidStrength = error else { Issue.record("got \(error)"); return }
        }
        #expect(solver.constraintCount == 0)
    }

    @Test func editVariables() throws {
        let solver = Solver()
        let width = Variable("width"), half = Variable("half")
        try solver.addConstraint(half * 2 == width)
        try solver.addEditVariable(width, strength: .strong)
        #expect(solver.hasEditVariable(width))
        for w in [80.0, 120, 33, 0, 1000] {
            try solver.suggestValue(width, w)
            solver.updateVariables()
            #expect(solver.value(of: width) == w)
            #expect(solver.value(of: half) == w / 2)
        }
        try solver.removeEditVariable(width)
        #expect(!solver.hasEditVariable(width))
    }

    @Test func editVariableErrors() throws {
        let solver = Solver()
        let v = Variable("v")
        do { try solver.addEditVariable(v, strength: .required); Issue.record("accepted required") } catch {
            guard case .badRequiredStrength = error else { Issue.record("got \(error)"); return }
        }
        do { try solver.suggestValue(v, 1); Issue.record("accepted unknown") } catch {
            guard case .unknownEditVariable = error else { Issue.record("got \(error)"); return }
        }
        do { try solver.removeEditVariable(v); Issue.record("accepted unknown") } catch {
            guard case .unknownEditVariable = error else { Issue.record("got \(error)"); return }
        }
        try solver.addEditVariable(v, strength: .medium)
        do { try solver.addEditVariable(v, strength: .weak); Issue.record("accepted duplicate") } catch {
            guard case .duplicateEditVariable = error else { Issue.record("got \(error)"); return }
        }
    }

    @Test func editRespectsRequiredBounds() throws {
        let solver = Solver()
        let w = Variable("w")
        try solver.addConstraint(w >= 10)
        try solver.addConstraint(w <= 100)
        try solver.addEditVariable(w, strength: .strong)
        for (suggested, expected) in [(50.0, 50.0), (5, 10), (500, 100), (70, 70)] {
            try solver.suggestValue(w, suggested)
            solver.updateVariables()
            #expect(solver.value(of: w) == expected)
        }
    }

    @Test func resetForgetsEverything() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x == 3
        try solver.addConstraint(c)
        try solver.addEditVariable(x, strength: .weak)
        solver.reset()
        #expect(!solver.hasConstraint(c))
        #expect(!solver.hasEditVariable(x))
        #expect(solver.constraintCount == 0)
        try solver.addConstraint(c)
        solver.updateVariables()
        #expect(solver.value(of: x) == 3)
    }

    @Test func errorMessagesNameTheProblem() {
        let x = Variable("x")
        #expect(SolverError.duplicateEditVariable(x).description.contains("x"))
        #expect(SolverError.invalidStrength(Strength(priority: 0)).description.contains("0 < p <= 1000"))
        #expect(SolverError.badRequiredStrength(x).description.contains("below required"))
    }

    @Test func strengthNamesAndOrder() {
        #expect(Strength.required.isRequired)
        #expect(Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .required)
        #expect(Strength.strong.description == "strong")
        #expect(Strength(priority: 751).description == "751")
    }
}

@Suite("Solver batches")
struct SolverBatchTests {
    @Test func aBatchSkipsWhatThrowsAndKeepsTheRest() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let good1 = x >= 10, conflict = x <= 5, duplicate = good1, good2 = (y == x * 2) | .strong
        let failures = try solver.addConstraints([good1, conflict, duplicate, good2, (x == 0) | .weak])
        #expect(failures.count == 2)
        #expect(failures[0].constraint === conflict)
        if case .unsatisfiableConstraint = failures[0].error {} else { Issue.record("got \(failures[0].error)") }
        if case .duplicateConstraint = failures[1].error {} else { Issue.record("got \(failures[1].error)") }
        solver.updateVariables()
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 20)
        #expect(solver.hasConstraint(good2) && !solver.hasConstraint(conflict))
    }

    @Test func publishedValuesAreASnapshotOfTheLastUpdate() throws {
        let x = Variable("x"), y = Variable("y"), stranger = Variable("z")
        let solver = Solver()
        let pin = x == 4
        try solver.addConstraints([pin, y == x * 2 + 1])
        solver.updateVariables()
        let first = solver.values
        #expect(first[x] == 4 && first[y] == 9 && first[stranger] == 0)
        try solver.changeConstant(of: pin, to: -7)           // x == 7
        #expect(first[x] == 4 && solver.values[x] == 4)      // nothing published yet
        solver.updateVariables()
        #expect(first[x] == 4 && first[y] == 9)              // the old snapshot is unchanged
        #expect(solver.values[x] == 7 && solver.values[y] == 15 && solver.values[y] == solver.value(of: y))
    }

    /// Reading by key gives what reading by the variable gives, 0 for a variable the solver
    /// never saw; keys of distinct variables differ, of one variable are equal.
    @Test func valuesReadByKeyAreTheVariablesValues() throws {
        let x = Variable("x"), y = Variable("y"), stranger = Variable("x")
        let solver = Solver()
        try solver.addConstraints([x == 3, y == x - 10])
        solver.updateVariables()
        let values = solver.values
        #expect(values[key: x.key] == 3 && values[key: y.key] == -7 && values[key: stranger.key] == 0)
        #expect(x.key == x.key && x.key != stranger.key && x.key != y.key)
        // Many variables, across the id map's pages: every key reads its own variable's value.
        let many = (0..<3000).map { Variable("v\($0)") }
        try solver.addConstraints(many.enumerated().map { $0.element == Double($0.offset) })
        solver.updateVariables()
        #expect(many.enumerated().allSatisfy { solver.values[key: $0.element.key] == Double($0.offset) })
    }

    /// `changedVariables(since:)` names exactly the variables whose published value moved, and
    /// those new since; past its limit it gives nil.
    @Test func changedVariablesNameWhatMoved() throws {
        let (solver, x, y, _) = try PublishedChangesTests.editedLine()
        let first = solver.values
        #expect(first.changedVariables(since: first)?.isEmpty == true)
        try solver.suggestValue(x, 7)
        solver.updateVariables()
        let second = solver.values
        #expect(second.changedVariables(since: first).map { Set($0.map(ObjectIdentifier.init)) }
                == [ObjectIdentifier(x), ObjectIdentifier(y)])
        #expect(second.changedVariables(since: first, limit: 1) == nil)
        // The same value again: nothing moved.
        try solver.suggestValue(x, 7)
        solver.updateVariables()
        #expect(solver.values.changedVariables(since: second)?.isEmpty == true)
        // A new variable is reported, whatever its value.
        let w = Variable("w")
        try solver.addConstraint(w == 0)
        solver.updateVariables()
        #expect(solver.values.changedVariables(since: second).map { $0.map(ObjectIdentifier.init) } == [ObjectIdentifier(w)])
    }
}
