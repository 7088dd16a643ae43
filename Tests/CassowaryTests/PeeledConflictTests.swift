import Testing
@testable import Cassowary

/// The short way to a proven conflict (`FarkasCertificate+Peeling.swift`): candidates that
/// peel (chains, trees) are solved as a triangle instead of eliminated. Checked against the
/// independent reference LP: whatever it proves is an irreducible conflict, and where the
/// candidates form a tree the reference finds in conflict with the refused row, a proof is
/// found.
@Suite("Conflicts proven by peeling")
struct PeeledConflictTests {
    /// Random tree-shaped systems (each variable tied to an earlier one, the first anchored,
    /// sometimes an extra row that closes a cycle) with layout coefficients, and a random
    /// refused row. What peeling proves must be an irreducible conflict by the reference LP,
    /// and the set the elimination names where it answers; a tree in conflict must be proven
    /// (a cycle may leave it to the elimination). Seeded; a failure names its seed.
    @Test func treesAreProvenExactlyAndIrreducibly() {
        let coefficients: [Double] = [1, -1, 2, -2, 0.5, -0.5]
        var proven = 0, unproven = 0, treeConflicts = 0, agreed = 0, shuffledProven = 0
        for seed in UInt64(1)...400 {
            var rng = SeededGenerator(seed: seed)
            let n = Int.random(in: 2...9, using: &rng)
            let variables = (0..<n).map { Variable("x\($0)") }
            func row(_ terms: [(Int, Double)]) -> RefConstraint {
                var row = [Double](repeating: 0, count: n)
                for (i, a) in terms { row[i] = a }
                return RefConstraint(coefficients: row, constant: Double(Int.random(in: -12...12, using: &rng)),
                                     relation: Int.random(in: -1...1, using: &rng), priority: 1000, weight: 1)
            }
            func someCoefficient() -> Double { coefficients.randomElement(using: &rng)! }
            var reference = [row([(0, someCoefficient())])]
            for i in 1..<n { reference.append(row([(i, someCoefficient()), (Int.random(in: 0..<i, using: &rng), someCoefficient())])) }
            let closesCycle = Int.random(in: 0..<4, using: &rng) == 0
            if closesCycle {
                let a = Int.random(in: 0..<n, using: &rng), b = Int.random(in: 0..<n, using: &rng)
                reference.append(row(a == b ? [(a, someCoefficient())] : [(a, someCoefficient()), (b, someCoefficient())]))
            }
            let a = Int.random(in: 0..<n, using: &rng), b = Int.random(in: 0..<n, using: &rng)
            let refusedReference = row(a == b ? [(a, someCoefficient())] : [(a, someCoefficient()), (b, someCoefficient())])
            let candidates = reference.map { RandomSystem.constraint($0, variables) }
            let refused = RandomSystem.constraint(refusedReference, variables)

            let rows = FlatConstraints(numbering: candidates + [refused])
            let order = [candidates.count] + Array(candidates.indices)
            let peel = FarkasCertificate.peeledProof(rows, order: order, coordinateCount: rows.coordinateCount)
            let conflicting = ReferenceSolver.optimum(reference + [refusedReference], variableCount: n) == nil
            // A tree peels, so its one combination is the conflict whenever there is one.
            if !closesCycle && conflicting {
                treeConflicts += 1
                #expect(peel != nil, "seed \(seed): a tree in conflict was not proven by peeling")
            }
            // The candidates shuffled (most orders no longer peel in reverse, so the counting
            // peel answers): whether a set peels does not depend on the order taken, and its
            // combination is the only one (the sums are exact in any order here), so a proof
            // in one order is a proof in the other, of the same set.
            var shuffled = Array(candidates.indices)
            shuffled.shuffle(using: &rng)
            let shuffledPeel = FarkasCertificate.peeledProof(rows, order: [candidates.count] + shuffled,
                                                             coordinateCount: rows.coordinateCount)
            #expect((peel == nil) == (shuffledPeel == nil),
                    "seed \(seed): proven \(peel != nil) in order, \(shuffledPeel != nil) shuffled \(shuffled)")
            guard let peel else {
                unproven += 1
                continue
            }
            proven += 1
            let support = candidates.indices.filter { peel[$0 + 1] != 0 }
            #expect(conflicting, "seed \(seed): \(support) proven against a satisfiable system")
            expectIrreducibleByReference(support.map { reference[$0] }, with: refusedReference, variableCount: n,
                                         satisfiable: "seed \(seed): \(support) with the refused row is satisfiable",
                                         notNeeded: { "seed \(seed): \(support[$0]) is not needed" })
            if let shuffledPeel {
                shuffledProven += 1
                #expect(shuffled.indices.filter { shuffledPeel[$0 + 1] != 0 }.map { shuffled[$0] }.sorted() == support,
                        "seed \(seed): peeled \(support) in order, shuffled \(shuffled) names another set")
            }
            // The elimination over the same candidates, where it answers, names the same set.
            if let eliminated = FarkasCertificate.irreducibleSupport(of: refused, among: candidates) {
                agreed += 1
                #expect(eliminated.map { c in candidates.firstIndex { $0 === c }! } == support,
                        "seed \(seed): peeled \(support), eliminated \(eliminated)")
            }
        }
        // Each kind of case must occur for the checks to mean anything.
        #expect(proven > 50 && unproven > 80 && treeConflicts > 50 && agreed > 30 && shuffledProven > 50,
                "proven \(proven), not \(unproven), in conflict \(treeConflicts), agreed \(agreed), shuffled \(shuffledProven)")
    }

    /// Two bounds on one variable do not peel (neither holds a variable the other lacks): the
    /// elimination decides, and names the binding one.
    @Test func parallelBoundsDoNotPeel() throws {
        let x = Variable("x")
        let five = x >= 5, six = x >= 6, refused = x <= 3
        let rows = FlatConstraints(numbering: [five, six, refused])
        #expect(FarkasCertificate.peeledProof(rows, order: [2, 0, 1], coordinateCount: rows.coordinateCount) == nil)
        #expect(FarkasCertificate.peeledProof(rows, order: [2, 1], coordinateCount: rows.coordinateCount) != nil)
        #expect(FarkasCertificate.provenSupport(of: 2, among: [0, 1], in: rows, coordinateCount: rows.coordinateCount) == [0])
    }

    /// A chain peels whole, with multipliers ±1 that cancel every variable: the refusal at its
    /// end names all of it, and the signs follow the relations (`x0 >= 0` is used with +1, the
    /// refused `x[n] <= n - 1` with -1).
    @Test func aChainPeelsWhole() {
        let x = (0...40).map { Variable("x\($0)") }
        let chain = [x[0] >= 0] + (0..<40).map { (k: Int) -> Constraint in x[k + 1] == x[k] + 1 }
        let refused = x[40] <= 39
        let rows = FlatConstraints(numbering: chain + [refused])
        let order = [chain.count] + Array(chain.indices)
        let peel = FarkasCertificate.peeledProof(rows, order: order, coordinateCount: rows.coordinateCount)
        #expect(peel?.allSatisfy { abs($0) == 1 } == true, "\(String(describing: peel))")
        #expect(peel?.first == -1 && peel?[1] == 1)
        #expect(FarkasCertificate.provenSupport(of: chain.count, among: Array(chain.indices), in: rows,
                                                coordinateCount: rows.coordinateCount) == Array(chain.indices))
    }

    /// The same chain, its candidates given last first, does not peel in reverse: the counting
    /// peel takes it, and finds the same multipliers, row for row.
    @Test func aChainOutOfOrderPeelsTheSame() {
        let x = (0...40).map { Variable("x\($0)") }
        let chain = [x[0] >= 0] + (0..<40).map { (k: Int) -> Constraint in x[k + 1] == x[k] + 1 }
        let rows = FlatConstraints(numbering: chain + [x[40] <= 39])
        let inOrder = FarkasCertificate.peeledProof(rows, order: [chain.count] + Array(chain.indices),
                                                    coordinateCount: rows.coordinateCount)
        let reversed = FarkasCertificate.peeledProof(rows, order: [chain.count] + chain.indices.reversed(),
                                                     coordinateCount: rows.coordinateCount)
        #expect(inOrder != nil && inOrder?.count == chain.count + 1)
        #expect(reversed.map { [$0[0]] + $0[1...].reversed() } == inOrder)
    }

    /// A row that names a variable twice is left to the elimination, which sums the terms.
    @Test func aRepeatedVariableIsLeftToTheElimination() {
        let x = Variable("x"), y = Variable("y")
        let doubled = Constraint(Expression([Term(x, 1), Term(x, 1), Term(y, -1)], constant: 0), .equal)  // 2x == y
        let bound = y >= 10, refused = x <= 2
        let rows = FlatConstraints(numbering: [doubled, bound, refused])
        #expect(FarkasCertificate.peeledProof(rows, order: [2, 0, 1], coordinateCount: rows.coordinateCount) == nil)
        #expect(FarkasCertificate.provenSupport(of: 2, among: [0, 1], in: rows, coordinateCount: rows.coordinateCount) == [0, 1])
    }
}
