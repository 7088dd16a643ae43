import Testing
@testable import Cassowary

/// Refusals that stand on an exact proof (`FarkasCertificate.provenSupport`): a combination of
/// the constraints, exact in doubles, that cancels every variable and leaves a negative
/// constant. Such a refusal is not re-decided on a fresh tableau; these tests check that it is
/// right (the independent reference LP agrees), that what it names is irreducible, and that
/// the cases it must leave to the long way go there.
@Suite("Refusals proven exactly")
struct ProvenConflictTests {
    /// Random required systems with the coefficients layouts write (units, twos, halves) and
    /// whole constants: every refusal is infeasible by the reference LP and names an
    /// irreducible set. Seeded; a failure names its seed and the constraints. Most refusals
    /// here are proven, and the test requires that, so it cannot pass on the long way alone.
    @Test func exactRefusalsAreRightAndIrreducible() {
        let coefficients: [Double] = [1, -1, 2, -2, 0.5, -0.5]
        var refusals = 0, proven = 0
        for seed in UInt64(1)...300 {
            var rng = SeededGenerator(seed: seed)
            let n = Int.random(in: 2...6, using: &rng)
            let variables = (0..<n).map { Variable("x\($0)") }
            let solver = Solver()
            var present: [(Constraint, RefConstraint)] = []
            for _ in 0..<Int.random(in: 4...14, using: &rng) {
                let ref = RandomSystem.requiredRow(n, coefficients: coefficients, using: &rng) {
                    Double(Int.random(in: -20...20, using: &$0))
                }
                let c = RandomSystem.constraint(ref, variables)
                let provenBefore = solver.provenRefusals, countBefore = solver.constraintCount
                do {
                    try solver.addConstraint(c)
                    present.append((c, ref))
                } catch {
                    guard case .unsatisfiableConstraint(_, let conflicting) = error else {
                        Issue.record("seed \(seed): \(error)")
                        continue
                    }
                    refusals += 1
                    if solver.provenRefusals > provenBefore { proven += 1 }
                    #expect(solver.constraintCount == countBefore, "seed \(seed): the refusal of \(c) changed the count")
                    let refs = conflicting.map { m in present.first { $0.0 === m }!.1 }
                    expectIrreducibleByReference(refs, with: ref, variableCount: n,
                                                 satisfiable: "seed \(seed): \(conflicting) with \(c) is satisfiable",
                                                 notNeeded: { "seed \(seed): \(conflicting[$0]) is not needed beside \(c)" })
                }
            }
        }
        #expect(refusals > 200)
        #expect(proven > refusals / 2, "\(proven) of \(refusals) refusals proven")
    }

    /// A grid whose rows are aligned with the first: its constraints are dependent (every row
    /// after the first is implied by it and the alignments), and the proof keeps the first
    /// independent ones it meets. A width limit below the first row's minimum names that row:
    /// its start, widths, gaps and right edge, and nothing of the other rows.
    @Test func aGridNamesItsFirstRowOnly() throws {
        let n = 5
        let solver = Solver()
        let w = Variable("W")
        let left = (0..<n).map { i in (0..<n).map { Variable("left\(i)_\($0)") } }
        let width = (0..<n).map { i in (0..<n).map { Variable("width\(i)_\($0)") } }
        var firstRow: [Constraint] = []
        for i in 0..<n {
            var row: [Constraint] = [left[i][0] == 0]
            for j in 0..<n {
                row.append(width[i][j] >= 1)
                if j + 1 < n { row.append(left[i][j + 1] == left[i][j] + width[i][j] + 1) }
                if i > 0 {
                    row.append(left[i][j] == left[0][j])
                    row.append(width[i][j] == width[0][j])
                }
            }
            row.append(left[i][n - 1] + width[i][n - 1] <= w)
            for c in row { try solver.addConstraint(c) }
            if i == 0 { firstRow = row }
        }
        let refused = w <= 3
        do {
            try solver.addConstraint(refused)
            Issue.record("W <= 3 was accepted")
        } catch {
            guard case .unsatisfiableConstraint(_, let conflicting) = error else { throw error }
            #expect(solver.provenRefusals == 1)
            #expect(conflicting.count == firstRow.count && zip(conflicting, firstRow).allSatisfy { $0 === $1 },
                    "named \(conflicting)")
        }
        // Each named constraint is needed: without it, the rest hold with W <= 3.
        for skipped in firstRow.indices {
            let smaller = Solver()
            for (i, c) in firstRow.enumerated() where i != skipped { try smaller.addConstraint(c) }
            #expect(throws: Never.self, "\(firstRow[skipped]) is not needed") { try smaller.addConstraint(refused) }
        }
    }

    /// Two conflicts with one constraint: the one holding the answer where it is (x = 6, the
    /// binding constraint the tableau's certificate names) is named, on proof.
    @Test func theBindingOneOfTwoConflictsIsNamed() throws {
        let x = Variable("x")
        let five = x >= 5, six = x >= 6
        let solver = Solver()
        try solver.addConstraints([five, six])
        do {
            try solver.addConstraint(x <= 3)
            Issue.record("x <= 3 was accepted beside x >= 5 and x >= 6")
        } catch {
            guard case .unsatisfiableConstraint(_, let conflicting) = error else { throw error }
            #expect(conflicting.count == 1 && conflicting.first === six, "named \(conflicting)")
            #expect(solver.provenRefusals == 1)
        }
    }

    /// A change of constant into a contradiction is refused on proof too, naming the chain,
    /// and leaves the solver as it was.
    @Test func aChangedConstantIsRefusedOnProof() throws {
        let x = (0...50).map { Variable("x\($0)") }
        let links: [Constraint] = (0..<50).map { (k: Int) -> Constraint in x[k + 1] == x[k] + 1 }
        let chain = [x[0] == 0] + links
        let cap = x[50] <= 60
        let solver = Solver()
        try solver.addConstraints(chain + [cap])
        solver.updateVariables()
        do {
            try solver.changeConstant(of: cap, to: -49)  // x[50] <= 49
            Issue.record("x[50] <= 49 was accepted at the end of a chain reaching 50")
        } catch {
            guard case .unsatisfiableConstraint(let refused, let conflicting) = error else { throw error }
            #expect(refused === cap)
            #expect(conflicting.count == chain.count && zip(conflicting, chain).allSatisfy { $0 === $1 })
            #expect(solver.provenRefusals == 1)
        }
        #expect(solver.constant(of: cap) == -60)
        try solver.changeConstant(of: cap, to: -55)
        solver.updateVariables()
        #expect(solver.value(of: x[50]) == 50)
    }

    /// The rows a proof reads are made from the constraints when a proof first needs them, and
    /// kept after: a proof must see every constraint as it stands then. Here a constant changed
    /// and a constraint removed before any proof, then, after one, a constant changed on a row
    /// already kept and constraints added and removed whose rows are not made yet. Each refused
    /// constraint agrees with the constants as they were and contradicts them as they are, so a
    /// row left stale would let no proof through (the count of proven refusals says so), and the
    /// removed constraints are never named.
    @Test func proofsSeeConstraintsAsTheyStand() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w"), v = Variable("v")
        let pinX = x == 10, link = y == x + 5, pinZ = z == 3
        let solver = Solver()
        try solver.addConstraints([pinX, link, pinZ])
        #expect(solver.constant(of: pinX) == -10 && solver.constant(of: link) == -5)
        func conflict(_ constraint: Constraint) throws -> [Constraint] {
            do {
                try solver.addConstraint(constraint)
                Issue.record("\(constraint) was accepted")
                return []
            } catch {
                guard case .unsatisfiableConstraint(_, let conflicting) = error else { throw error }
                return conflicting
            }
        }
        try solver.changeConstant(of: pinX, to: -20)  // x == 20
        try solver.removeConstraint(pinZ)
        let first = try conflict(y == 15)  // held at x = 10
        #expect(first.count == 2 && first[0] === pinX && first[1] === link, "named \(first)")
        #expect(solver.provenRefusals == 1)

        try solver.changeConstant(of: link, to: -7)  // y == x + 7, on a row the proof kept
        let defineW = w == y + 1, pinV = v == 2
        try solver.addConstraints([defineW, pinV])
        try solver.removeConstraint(pinV)
        let second = try conflict(w == 26)  // held while y == x + 5
        #expect(second.count == 3 && second[0] === pinX && second[1] === link && second[2] === defineW,
                "named \(second)")
        #expect(solver.provenRefusals == 2)
        solver.updateVariables()
        #expect(solver.value(of: w) == 28)
    }

    /// What the proof must leave to the long way: thirds (their combination is not exact in
    /// doubles) and a contradiction within the tolerances' reach of rounding. The thirds are
    /// still refused and named whole; the tiny contradiction is decided by the tolerances.
    @Test func inexactOrTinyContradictionsGoTheLongWay() throws {
        let x = (0...30).map { Variable("x\($0)") }
        let links: [Constraint] = (0..<30).map { (k: Int) -> Constraint in 3 * x[k + 1] == 3 * x[k] + 1 }
        let chain = [x[0] == 0] + links
        let solver = Solver()
        try solver.addConstraints(chain)
        do {
            try solver.addConstraint(x[30] <= 9)
            Issue.record("x[30] <= 9 was accepted at the end of a chain reaching 10")
        } catch {
            guard case .unsatisfiableConstraint(_, let conflicting) = error else { throw error }
            #expect(conflicting.count == chain.count)
        }
        #expect(solver.provenRefusals == 0)

        // 1e-9 short of a value of a million: exact, but far inside the proof's margin.
        let y = Variable("y")
        let tight = Solver()
        try tight.addConstraint(y == 1e6)
        _ = try? tight.addConstraint(y >= 1e6 + 1e-9)
        #expect(tight.provenRefusals == 0)
    }
}
