import Testing
@testable import Cassowary

/// `Row.mergeInPlace` and `Row.merge`, the merges of a new row's substitutions and of a tableau
/// row's updates, in the row's own storage and into other storage, checked against a merge
/// written here over a dictionary (the rule as stated: a shared symbol keeps `a + scale·b`
/// unless the sum cancels by `Tolerance.cancels`, the skipped symbol and tombstones go, a zero
/// product is no cell) on random sorted rows with tombstones, a skipped symbol, shared symbols
/// whose sums cancel exactly or to rounding, and zero products.
@Suite("A row merged in its own storage")
struct RowMergeInPlaceTests {
    /// A sorted row of up to `count` cells over symbols below `symbols`, some of them
    /// tombstones when `tombstones`.
    private static func randomCells(_ rng: inout SeededGenerator, symbols: Int32, count: Int,
                                    tombstones: Bool) -> (syms: [Int32], coeffs: [Double]) {
        var chosen = Set<Int32>()
        for _ in 0..<count { chosen.insert(Int32.random(in: 0..<symbols, using: &rng)) }
        let syms = chosen.sorted()
        let coeffs = syms.map { _ -> Double in
            if tombstones && Int.random(in: 0..<6, using: &rng) == 0 { return 0 }
            let magnitude = [1.0, 1.0 / 3, 0.1, 1e-3, 1e3, 7.25][Int.random(in: 0..<6, using: &rng)]
            return Bool.random(using: &rng) ? magnitude : -magnitude
        }
        return (syms, coeffs)
    }

    /// The merge as its rule states it, over a dictionary: the cells, the symbols new to `a`
    /// (a revived tombstone too) and `a`'s live symbols that cancelled.
    private static func referenceMerge(_ aS: [Int32], _ aC: [Double], skipping skip: Int32,
                                       _ bS: [Int32], _ bC: [Double], scale: Double)
        -> (syms: [Int32], coeffs: [Double], added: Set<Int32>, removed: Set<Int32>) {
        let a = Dictionary(uniqueKeysWithValues: zip(aS, aC))
        let b = Dictionary(uniqueKeysWithValues: zip(bS, bC))
        var cells: [Int32: Double] = [:], added = Set<Int32>(), removed = Set<Int32>()
        for symbol in Set(aS).union(bS) {
            switch (a[symbol], b[symbol]) {
            case let (x?, nil):
                if symbol != skip && x != 0 { cells[symbol] = x }
            case let (nil, y?):
                if scale * y != 0 { cells[symbol] = scale * y; added.insert(symbol) }
            case let (x?, y?):
                let part = scale * y, sum = x + part
                if !Tolerance.cancels(sum, x, part) {
                    cells[symbol] = sum
                    if x == 0 { added.insert(symbol) }
                } else if x != 0 {
                    removed.insert(symbol)
                }
            case (nil, nil):
                break
            }
        }
        let syms = cells.keys.sorted()
        return (syms, syms.map { cells[$0]! }, added, removed)
    }

    @Test func sameCellsAndReportsAsTheRuleStated() {
        var cancelled = 0
        for seed in UInt64(1)...400 {
            var rng = SeededGenerator(seed: seed)
            let symbols = Int32.random(in: 1...40, using: &rng)
            let a = Self.randomCells(&rng, symbols: symbols, count: Int.random(in: 0...20, using: &rng), tombstones: true)
            var b = Self.randomCells(&rng, symbols: symbols, count: Int.random(in: 0...20, using: &rng), tombstones: false)
            let scale = [1.0, -1.0, 0.5, -3.0, 1e-300, 2.0 / 3][Int.random(in: 0..<6, using: &rng)]
            // Make some shared cells cancel: exactly, or within rounding of each other.
            for j in b.syms.indices {
                guard let i = a.syms.firstIndex(of: b.syms[j]), a.coeffs[i] != 0 else { continue }
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: b.coeffs[j] = -a.coeffs[i] / scale
                case 1: b.coeffs[j] = -a.coeffs[i] / scale * (1 + 1e-15)
                default: break
                }
            }
            let skip: Int32 = a.syms.isEmpty || Bool.random(using: &rng) ? -1 : a.syms.randomElement(using: &rng)!
            var other = Row()
            other.syms = b.syms
            other.coeffs = b.coeffs

            let expected = Self.referenceMerge(a.syms, a.coeffs, skipping: skip, b.syms, b.coeffs, scale: scale)

            var row = Row()
            row.syms.reserveCapacity(a.syms.count + b.syms.count)
            row.coeffs.reserveCapacity(a.syms.count + b.syms.count)
            row.syms.append(contentsOf: a.syms)
            row.coeffs.append(contentsOf: a.coeffs)
            var added: [Int32] = [], removed: [Int32] = []
            let merged = row.mergeInPlace(other, scale: scale, skipping: skip, added: &added, removed: &removed)
            #expect(merged, "seed \(seed): the row had room and was not merged")
            #expect(row.syms == expected.syms, "seed \(seed): symbols \(row.syms), the rule gives \(expected.syms)")
            #expect(row.coeffs.map(\.bitPattern) == expected.coeffs.map(\.bitPattern),
                    "seed \(seed): coefficients \(row.coeffs), the rule gives \(expected.coeffs)")
            #expect(Set(added) == expected.added && added.count == expected.added.count,
                    "seed \(seed): added \(added), the rule gives \(expected.added)")
            #expect(Set(removed) == expected.removed && removed.count == expected.removed.count,
                    "seed \(seed): removed \(removed), the rule gives \(expected.removed)")

            // The merge into separate storage, for rows past `Row.inPlaceMergeLimit`.
            var outS: [Int32] = [], outC: [Double] = [], outAdded: [Int32] = [], outRemoved: [Int32] = []
            Row.merge(a.syms, a.coeffs, skipping: skip, b.syms, b.coeffs, scale: scale,
                      into: &outS, &outC, added: &outAdded, removed: &outRemoved)
            #expect(outS == expected.syms && outC.map(\.bitPattern) == expected.coeffs.map(\.bitPattern),
                    "seed \(seed): merged into new storage \(outS) \(outC), the rule gives \(expected)")
            #expect(Set(outAdded) == expected.added && outAdded.count == expected.added.count
                        && Set(outRemoved) == expected.removed && outRemoved.count == expected.removed.count,
                    "seed \(seed): reports \(outAdded) \(outRemoved), the rule gives \(expected.added) \(expected.removed)")
            cancelled += expected.removed.count
        }
        // The generator does reach the cancellation branch.
        #expect(cancelled > 50)
    }

    @Test func aRowWithoutRoomIsLeftAsItWas() {
        var row = Row()
        row.syms = [1, 4]
        row.coeffs = [2, -1]
        // One cell more than the row's storage has room for (Swift may round a capacity up).
        let room = min(row.syms.capacity, row.coeffs.capacity) - row.syms.count
        var other = Row()
        other.syms = (0..<Int32(room + 1)).map { 10 + $0 }
        other.coeffs = Array(repeating: 1, count: room + 1)
        let merged = row.mergeInPlace(other, scale: 1)
        #expect(!merged)
        #expect(row.syms == [1, 4])
        #expect(row.coeffs == [2, -1])
    }

    @Test func addingIntoARowWithRoomGivesTheMergedRow() {
        var row = Row(constant: 1)
        row.syms.reserveCapacity(6)
        row.coeffs.reserveCapacity(6)
        row.syms.append(contentsOf: [1, 3, 5])
        row.coeffs.append(contentsOf: [1, 2, 3])
        var other = Row(constant: 2)
        other.syms = [2, 3, 6]
        other.coeffs = [1, -1, 1]
        row.add(other, scale: 2)
        #expect(row.syms == [1, 2, 5, 6])
        #expect(row.coeffs == [1, 2, 3, 2])
        #expect(row.constant == 5)
    }
}
