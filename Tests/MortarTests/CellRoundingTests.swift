import Testing
@testable import Mortar

/// How a solved coordinate becomes a cell (``LayoutEngine/cell(_:)``), checked against its
/// definition written with the standard library's rounding: snap to a grid of 2^-20 cells
/// (ties away from zero), then `floor(x + 0.5)`.
@Suite("Cell rounding")
struct CellRoundingTests {
    static func definition(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        let snapped = (max(-1e9, min(1e9, value)) * 1_048_576).rounded() / 1_048_576
        return Int((snapped + 0.5).rounded(.down))
    }

    /// Values where rounding can go wrong: halves and near-halves of cells and of the 2^-20
    /// grid (a few ulps either side), exact ties of that grid, both signs, the clamp's ends.
    static func value(_ rng: inout SplitMix) -> Double {
        let whole = Double(rng.below(2_001)) - 1_000
        let magnitude = [1.0, 1e3, 1e6, 1e9][rng.below(4)]
        switch rng.below(6) {
        case 0: return whole + 0.5
        case 1:
            let half = whole + 0.5
            let ulps = rng.below(9) - 4
            return ulps < 0 ? (0..<(-ulps)).reduce(half) { x, _ in x.nextDown }
                : (0..<ulps).reduce(half) { x, _ in x.nextUp }
        case 2:   // a tie of the grid, next to a cell's half
            return (whole * 1_048_576 + 524_288 + Double(rng.below(4)) - 2 + 0.5) / 1_048_576
        case 3: return (whole + Double(rng.below(1_048_576)) / 1_048_576) * (rng.below(2) == 0 ? 1 : magnitude)
        case 4: return Double(bitPattern: rng.next() & 0x7FEF_FFFF_FFFF_FFFF) * (rng.below(2) == 0 ? 1 : -1)
        default: return (Double(rng.next() % 4_000_000_000) - 2e9) / 2 + (rng.below(2) == 0 ? 0.5 : 0.25)
        }
    }

    @Test func cellsAreTheSnappedRoundingOfTheirDefinition() {
        let seed = UInt64.random(in: 0...UInt64.max)
        var rng = SplitMix(seed)
        for _ in 0..<200_000 {
            let v = Self.value(&rng)
            if LayoutEngine.cell(v) != Self.definition(v) {
                Issue.record("seed \(seed): cell(\(v)) = \(LayoutEngine.cell(v)), its definition gives \(Self.definition(v))")
                return
            }
        }
    }

    @Test(arguments: [0.5, -0.5, 1.5, -1.5, 0.4999999999999999, -0.5000000000000001,
                      0.5 - 1.0 / 2_097_152, -0.5 - 1.0 / 2_097_152, 0.5 - 1.0 / 1_048_576,
                      -2.5 + 1.0 / 4_194_304, 1e9, -1e9, 2e9, -3e12, 1e300,
                      .infinity, -.infinity, .nan, 0, -0.0])
    func edgeValuesAgreeWithTheDefinition(_ value: Double) {
        #expect(LayoutEngine.cell(value) == Self.definition(value), "value \(value)")
    }
}
