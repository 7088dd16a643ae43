import Foundation

/// Tick marks for a chart axis: "nice" values (1, 2 or 5 times a power of ten) inside the
/// axis' bounds, spaced so that their labels never collide, and their default labels.
enum TermChartTicks {
    /// A tick: its value, the cell (column or row) it falls on and its label.
    struct Tick: Equatable {
        var value: Double
        var cell: Int
        var label: String
    }

    /// The smallest nice step (1, 2 or 5 × 10^k) that is at least `minimum`.
    static func niceStep(atLeast minimum: Double) -> Double {
        guard minimum.isFinite, minimum > 0 else { return 1 }
        let magnitude = pow(10, floor(log10(minimum)))
        for factor in [1.0, 2, 5] where factor * magnitude >= minimum * (1 - 1e-12) {
            return factor * magnitude
        }
        return 10 * magnitude
    }

    /// The multiples of `step` from `low` to `high` (at most 1,000 of them).
    static func multiples(of step: Double, from low: Double, to high: Double) -> [Double] {
        guard step > 0, step.isFinite, low <= high, (high - low) / step < 1_000 else { return [] }
        var k = (low / step - 1e-9).rounded(.up)
        var values: [Double] = []
        while k * step <= high + step * 1e-9 {
            values.append(k == 0 ? 0 : k * step)   // never "-0"
            k += 1
        }
        return values
    }

    /// `value` written with as many decimals as `step` needs; steps of a thousand and more
    /// count in k, M and G (`2.5k`, `10M`); beyond a million G, three significant digits (`1.7e+308`).
    static func label(_ value: Double, step: Double) -> String {
        guard value.isFinite else { return "" }
        guard value != 0 else { return "0" }
        let units: [(scale: Double, suffix: String)] = [(1e9, "G"), (1e6, "M"), (1e3, "k")]
        let unit = units.first { abs(step) >= $0.scale } ?? (1, "")
        // Beyond what G writes in a few digits (or a step too coarse to say): three significant digits.
        if abs(value / unit.scale) >= 1e6 || !step.isFinite { return String(format: "%.3g", value) }
        let scaledStep = abs(step) / unit.scale
        let decimals = scaledStep > 0 && scaledStep.isFinite
            ? max(0, min(6, Int((-log10(scaledStep) - 1e-9).rounded(.up)))) : 0
        var text = String(format: "%.\(decimals)f", value / unit.scale)
        if text.hasPrefix("-"), text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) { text.removeFirst() }
        return text == "0" ? text : text + unit.suffix
    }

    /// Ticks along `cells` cells for `low...high`, where `position` gives the cell a value falls
    /// on. Steps grow from the finest until every two neighbouring labels, each `extent` cells
    /// long along the axis and centred on its tick (kept inside the axis), leave at least `gap`
    /// free cells between them. If that leaves fewer than two ticks, the bounds themselves are
    /// the ticks when both fit; failing that, the one nice tick, or the upper bound alone. Empty
    /// when not even one label fits.
    static func ticks(low: Double, high: Double, cells: Int, gap: Int, extent: (String) -> Int,
                      position: (Double) -> Int, format: ((Double) -> String)?) -> [Tick] {
        guard cells > 0, low.isFinite, high.isFinite, high > low else { return [] }
        func tick(_ value: Double, step: Double) -> Tick {
            Tick(value: value, cell: position(value), label: format?(value) ?? label(value, step: step))
        }
        var nice: [Tick] = []
        var step = niceStep(atLeast: (high - low) / Double(cells))
        for _ in 0..<60 {
            let ticks = multiples(of: step, from: low, to: high).map { tick($0, step: step) }.sorted { $0.cell < $1.cell }
            if !ticks.isEmpty, fit(ticks, cells: cells, gap: gap, extent: extent) != nil {
                nice = ticks
                break
            }
            if ticks.count <= 1 { break }
            step = niceStep(atLeast: step * 1.000001)
        }
        if nice.count >= 2 { return nice }
        // Too few nice values fit between the bounds: label the bounds, written to a tenth of the range.
        let fine = niceStep(atLeast: (high - low) / 10)
        let ends = [tick(low, step: fine), tick(high, step: fine)].sorted { $0.cell < $1.cell }
        if ends[0].cell < ends[1].cell, fit(ends, cells: cells, gap: gap, extent: extent) != nil { return ends }
        if !nice.isEmpty { return nice }
        let top = [tick(high, step: fine)]
        return fit(top, cells: cells, gap: gap, extent: extent) != nil ? top : []
    }

    /// Where each label starts (centred on its tick, moved inside `0..<cells`), or nil if two
    /// labels would come closer than `gap` free cells or one does not fit. `ticks` are in the
    /// order of their cells.
    static func fit(_ ticks: [Tick], cells: Int, gap: Int, extent: (String) -> Int) -> [Int]? {
        var starts: [Int] = []
        var nextFree = 0
        for tick in ticks {
            let length = extent(tick.label)
            guard length <= cells else { return nil }
            let start = max(0, min(cells - length, tick.cell - (length - 1) / 2))
            guard start >= nextFree else { return nil }
            starts.append(start)
            nextFree = start + length + gap
        }
        return starts
    }
}
