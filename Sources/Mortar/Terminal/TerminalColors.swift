internal import CNcurses

/// Maps ``TermColor`` to the terminal's colours and allocates ncurses colour pairs: RGB as is on
/// a direct-colour terminal, else to the nearest of the 256-colour palette, else to the
/// nearest of the 16 ANSI colours (or 8). With colours off, everything uses pair 0.
@MainActor
final class TerminalColors {
    /// How many colours the terminal has (ncurses' COLORS), 0 when colours are off.
    let count: Int
    private var pairs: [UInt64: Int32] = [:]

    init(enabled: Bool) {
        if enabled && has_colors() {
            start_color()
            use_default_colors()
            count = Int(cnc_colors())
        } else {
            count = 0
        }
    }

    /// The pair for a foreground and background; 0 (the terminal's defaults) when colours are off.
    func pair(_ foreground: TermColor, _ background: TermColor) -> Int32 {
        guard count > 0 else { return 0 }
        let fg = index(foreground), bg = index(background)
        if fg == -1 && bg == -1 { return 0 }
        let key = UInt64(UInt32(bitPattern: fg)) << 32 | UInt64(UInt32(bitPattern: bg))
        if let pair = pairs[key] { return pair }
        let pair = alloc_pair(fg, bg)
        let result = pair < 0 ? 0 : pair     // out of pairs: default colours rather than garbage
        pairs[key] = result
        return result
    }

    /// The terminal's colour number for `color` (-1 is the default colour).
    func index(_ color: TermColor) -> Int32 {
        switch color {
        case .default: return -1
        case .ansi(let n): return fit(Int(n) & 15)
        case .palette(let n): return count >= 256 ? Int32(n) : fit(Self.nearestANSI(Self.rgb(ofPalette: Int(n))))
        case .rgb(let r, let g, let b):
            if count >= 1 << 24 { return Int32(r) << 16 | Int32(g) << 8 | Int32(b) }
            if count >= 256 { return Int32(Self.nearestPalette(r, g, b)) }
            return fit(Self.nearestANSI((Int(r), Int(g), Int(b))))
        }
    }

    /// An ANSI colour on a terminal with only 8: the bright ones fold onto the normal ones.
    private func fit(_ ansi: Int) -> Int32 { Int32(count >= 16 ? ansi : ansi & 7) }

    static var ansiRGB: [(Int, Int, Int)] { TermColor.xtermANSI }
    static var cubeLevels: [Int] { TermColor.xtermCubeLevels }

    /// The xterm palette entry's colour.
    static func rgb(ofPalette n: Int) -> (Int, Int, Int) { TermColor.xtermPalette(n) }

    /// The nearest palette entry (6×6×6 cube or grey ramp) to an RGB colour.
    static func nearestPalette(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        func level(_ v: UInt8) -> Int { cubeLevels.indices.min { abs(cubeLevels[$0] - Int(v)) < abs(cubeLevels[$1] - Int(v)) }! }
        let cube = 16 + 36 * level(r) + 6 * level(g) + level(b)
        let average = (Int(r) + Int(g) + Int(b)) / 3
        let grey = 232 + max(0, min(23, (average - 3) / 10))
        let target = (Int(r), Int(g), Int(b))
        return distance(rgb(ofPalette: cube), target) <= distance(rgb(ofPalette: grey), target) ? cube : grey
    }

    /// The nearest of the 16 ANSI colours.
    static func nearestANSI(_ color: (Int, Int, Int)) -> Int {
        ansiRGB.indices.min { distance(ansiRGB[$0], color) < distance(ansiRGB[$1], color) }!
    }

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let dr = a.0 - b.0, dg = a.1 - b.1, db = a.2 - b.2
        return dr * dr + dg * dg + db * db
    }
}
