import Testing
@testable import Cassowary

/// ``FarkasCertificate``: the irreducible conflict read off one elimination, checked against
/// the independent reference LP, and the cases where it must give no answer.
@Suite("Conflicts read off one elimination")
struct FarkasCertificateTests {
    /// On random systems, for every refusal: the solver's explanation (irreducible, so its
    /// vectors are independent) is named back exactly; and among every required constraint
    /// present, any answer given is irreducible by the reference LP.
    @Test func namesTheConflictsOfRandomSystems() throws {
        var refusals = 0, answeredAmongAll = 0
        for seed in UInt64(1)...400 {
            let system = RandomSystem(seed: seed)
            let solver = Solver()
            let n = system.variables.count
            var present: [(Constraint, RefConstraint)] = []
            for (c, ref) in zip(system.constraints, system.reference) {
                do {
                    try solver.addConstraint(c)
                    present.append((c, ref))
                } catch {
                    guard case .unsatisfiableConstraint(_, let conflicting) = error else { continue }
                    refusals += 1
                    let named = FarkasCertificate.irreducibleSupport(of: c, among: conflicting)
                    #expect(named?.count == conflicting.count && zip(named ?? [], conflicting).allSatisfy { $0 === $1 },
                            "seed \(seed): \(conflicting) named back as \(String(describing: named))")
                    let required = present.filter { $0.0.strength.isRequired }
                    guard let support = FarkasCertificate.irreducibleSupport(of: c, among: required.map(\.0)) else {
                        continue
                    }
                    answeredAmongAll += 1
                    let set = support.map { s in required.first { $0.0 === s }!.1 }
                    expectIrreducibleByReference(set, with: ref, variableCount: n,
                                                 satisfiable: "seed \(seed): \(support) with \(c) is satisfiable",
                                                 notNeeded: { "seed \(seed): \(support[$0]) is not needed beside \(c)" })
                }
            }
        }
        // The cases must exist for the checks above to mean anything.
        #expect(refusals > 100)
        #expect(answeredAmongAll > 20)
    }

    /// Random required systems with coefficients from ordinary arithmetic (halves, thirds,
    /// tenths) and decimal constants: every refusal's explanation, and every answer the
    /// elimination gives among the constraints linked to the refused one, is irreducible by
    /// the reference LP. Seeded; a failure names its seed and the constraints.
    @Test func namesTheConflictsOfFractionalSystems() throws {
        let coefficients: [Double] = [1, -1, 2, -2, 0.5, -0.5, 0.1, -0.1, 1.0 / 3, -1.0 / 3, 3, -3]
        var refusals = 0, answered = 0
        for seed in UInt64(1)...300 {
            var rng = SeededGenerator(seed: seed)
            let n = Int.random(in: 3...8, using: &rng)
            let variables = (0..<n).map { Variable("x\($0)") }
            let solver = Solver()
            var present: [(Constraint, RefConstraint)] = []
            for _ in 0..<Int.random(in: 5...16, using: &rng) {
                let ref = RandomSystem.requiredRow(n, coefficients: coefficients, using: &rng) {
                    Double(Int.random(in: -200...200, using: &$0)) / 10
                }
                let c = RandomSystem.constraint(ref, variables)
                func expectIrreducible(_ set: [Constraint], _ what: String) {
                    let refs = set.map { m in present.first { $0.0 === m }!.1 }
                    expectIrreducibleByReference(refs, with: ref, variableCount: n,
                                                 satisfiable: "seed \(seed): \(what) \(set) with \(c) is satisfiable",
                                                 notNeeded: { "seed \(seed): \(what): \(set[$0]) is not needed beside \(c) in \(set)" })
                }
                do {
                    try solver.addConstraint(c)
                    present.append((c, ref))
                } catch {
                    guard case .unsatisfiableConstraint(_, let conflicting) = error else {
                        Issue.record("seed \(seed): \(error)")
                        continue
                    }
                    refusals += 1
                    expectIrreducible(conflicting, "the explanation")
                    let linked = ConflictExplainer.connectedComponent(of: c, in: present.map(\.0))
                    if let support = FarkasCertificate.irreducibleSupport(of: c, among: linked) {
                        answered += 1
                        expectIrreducible(support, "the elimination's answer")
                    }
                }
            }
        }
        #expect(refusals > 300)
        #expect(answered > 50)
    }

    /// A long chain of equalities, with coefficients from ordinary arithmetic, is named whole:
    /// the case a deletion filter made cubic (8.8 s for 500 links). Each link is
    /// `scale·x[k+1] == scale·multiplier·x[k] + 1/3`, where the start still decides the end.
    @Test(arguments: [(1, 1), (0.1, 1), (1 / 3, 1), (1e3, 1), (1, -1), (7.5, 0.999)] as [(Double, Double)])
    func aLongChainIsNamedWhole(scale: Double, multiplier: Double) throws {
        let x = (0...600).map { Variable("x\($0)") }
        let start = x[0] == 2
        let links = (0..<600).map { scale * x[$0 + 1] == scale * multiplier * x[$0] + 1.0 / 3 }
        var value = 2.0
        for _ in links { value = multiplier * value + 1.0 / (3 * scale) }
        let refused = x[600] >= value + max(1, abs(value))
        let chain = [start] + links
        let named = try #require(FarkasCertificate.irreducibleSupport(of: refused, among: chain))
        #expect(named.count == chain.count && zip(named, chain).allSatisfy { $0 === $1 })

        let solver = Solver()
        try solver.addConstraints(chain)
        do {
            try solver.addConstraint(refused)
            Issue.record("\(refused) was accepted")
        } catch {
            guard case .unsatisfiableConstraint(_, let conflicting) = error else { throw error }
            #expect(conflicting.count == chain.count && zip(conflicting, chain).allSatisfy { $0 === $1 },
                    "\(conflicting.count) of the \(chain.count) links named")
        }
    }

    /// Candidates holding two conflicts give no answer (their vectors are dependent); the
    /// deletion filter then names one of them.
    @Test func twoConflictsGiveNoAnswerAndTheFilterNamesOne() throws {
        let x = Variable("x")
        let five = x >= 5, six = x >= 6, refused = x <= 3
        #expect(FarkasCertificate.irreducibleSupport(of: refused, among: [five, six]) == nil)
        #expect(FarkasCertificate.irreducibleSupport(of: refused, among: [five])?.count == 1)

        let solver = Solver()
        try solver.addConstraints([five, six])
        do {
            try solver.addConstraint(refused)
            Issue.record("x <= 3 was accepted beside x >= 5 and x >= 6")
        } catch {
            guard case .unsatisfiableConstraint(_, let conflicting) = error else { throw error }
            #expect(conflicting.count == 1)
        }
    }

    /// A set that can hold gives no answer: its combination needs an inequality the wrong way.
    @Test func aSatisfiableSetGivesNoAnswer() {
        let x = Variable("x"), y = Variable("y")
        #expect(FarkasCertificate.irreducibleSupport(of: x >= 5, among: [x >= 0]) == nil)
        #expect(FarkasCertificate.irreducibleSupport(of: x + y == 4, among: [x == 1, y <= 3]) == nil)
        #expect(FarkasCertificate.irreducibleSupport(of: x + y == 4, among: [x == 1, y >= 3]) == nil)
    }

    /// Terms that cancel under the solver's rule are no terms; an elimination that leaves a
    /// cell between that rule and doubt, or a product beyond doubles, gives no answer rather
    /// than a guess.
    @Test func cancellationsAreZeroAndDoubtGivesNoAnswer() throws {
        let x = Variable("x"), y = Variable("y")
        // 0.1 + 0.2 - 0.3 is 5.6e-17 of its operands: y is not in the second constraint.
        let cancelled = 0.1 * y + 0.2 * y - 0.3 * y + x >= 4
        let named = try #require(FarkasCertificate.irreducibleSupport(of: x <= 1, among: [y == 0, cancelled]))
        #expect(named.count == 1 && named[0] === cancelled)
        // Two equalities parallel to 1e-9: what the second leaves after the first is neither
        // rounding nor clearly a relation.
        let first = x + y == 1, second = x + (1 + 1e-9) * y == 2
        #expect(FarkasCertificate.irreducibleSupport(of: y == 5, among: [first, second]) == nil)
        // Links that each multiply by 0.1: the start is 1e-400 of the end, beyond doubles.
        let z = (0...400).map { Variable("z\($0)") }
        let chain = [z[0] == 2] + (0..<400).map { z[$0 + 1] == 0.1 * z[$0] + 1 }
        #expect(FarkasCertificate.irreducibleSupport(of: z[400] >= 5, among: chain) == nil)
    }
}
