import Testing
@testable import Cassowary

/// The rows a refused one is linked to, as the solver's store of required rows answers it
/// (`FlatConstraints.rowsLinkedByComponents`, a union-find kept as rows come and go), checked
/// against a plain fixed point computed here over the rows still live.
@Suite("Rows linked to a refused one")
struct LinkedRowsTests {
    /// Random histories of appends, retirements, restorations and removals of the last rows;
    /// after each, a refused row is appended without linking, asked about, and removed.
    /// Seeded; a failure names its seed and step.
    @Test func componentsFollowEveryChange() {
        var questions = 0, rebuiltAnswers = 0
        for seed in UInt64(1)...150 {
            var rng = SeededGenerator(seed: seed)
            var rows = FlatConstraints(trackingComponents: true)
            let coordinates = Int.random(in: 3...30, using: &rng)
            func appendRandomRow(linking: Bool) {
                for _ in 0..<Int.random(in: 1...3, using: &rng) {
                    rows.appendTerm(coordinate: Int.random(in: 1...coordinates, using: &rng), coefficient: 1)
                }
                rows.endRow(constant: 0, relation: .equal, retired: Int.random(in: 0..<8, using: &rng) == 0,
                            linking: linking)
            }
            var stale = false
            for step in 0..<60 {
                let action = Int.random(in: 0..<10, using: &rng)
                if action < 5 || rows.count == 0 {
                    appendRandomRow(linking: true)
                } else if action < 7 {
                    let row = Int.random(in: 0..<rows.count, using: &rng)
                    stale = stale || !rows.retired[row]
                    rows.retire(row)
                } else if action == 7 {
                    rows.retire(Int.random(in: 0..<rows.count, using: &rng), false)
                } else if action == 8 {
                    rows.removeRows(from: Int.random(in: max(0, rows.count - 3)..<rows.count, using: &rng))
                    stale = true
                }
                let refused = rows.count
                appendRandomRow(linking: false)
                rows.retire(refused, false)
                let expected = Self.linkedByFixedPoint(rows, to: refused)
                let answer = rows.rowsLinkedByComponents(to: refused, coordinateCount: coordinates + 1)
                #expect(answer == expected, "seed \(seed), step \(step): \(answer), expected \(expected)")
                #expect(rows.rowsLinked(to: refused, coordinateCount: coordinates + 1) == expected,
                        "seed \(seed), step \(step): the search disagrees")
                rows.removeRows(from: refused)
                questions += 1
                if stale { rebuiltAnswers += 1 }
                stale = false
            }
        }
        #expect(questions == 150 * 60 && rebuiltAnswers > 1_000, "\(rebuiltAnswers) answers after a rebuild")
    }

    /// The live rows other than `row` sharing a coordinate with `row` or with a row already
    /// found, repeated until nothing more is found, in order.
    private static func linkedByFixedPoint(_ rows: FlatConstraints, to row: Int) -> [Int] {
        var reached = Set(rows.terms(of: row).map { rows.coordinates[$0] })
        var found = Set<Int>()
        var grew = true
        while grew {
            grew = false
            for i in 0..<rows.count where i != row && !rows.retired[i] && !found.contains(i) {
                let held = rows.terms(of: i).map { rows.coordinates[$0] }
                guard held.contains(where: { reached.contains($0) }) else { continue }
                found.insert(i)
                reached.formUnion(held)
                grew = true
            }
        }
        return found.sorted()
    }
}
