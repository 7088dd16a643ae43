extension TermColor {
    /// The colour as xterm shows it, as red, green and blue from 0 to 255; nil for ``default``,
    /// which is whatever the terminal's own foreground or background is. ANSI colours use
    /// xterm's table, palette entries its 6×6×6 cube and grey ramp.
    public var rgbComponents: (red: Int, green: Int, blue: Int)? {
        switch self {
        case .default: return nil
        case .ansi(let n): return Self.xtermPalette(Int(n) & 15)
        case .palette(let n): return Self.xtermPalette(Int(n))
        case .rgb(let r, let g, let b): return (Int(r), Int(g), Int(b))
        }
    }

    /// xterm's 16 ANSI colours.
    static let xtermANSI: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255),
        (255, 255, 255),
    ]

    /// The levels of the 6×6×6 colour cube (palette entries 16–231).
    static let xtermCubeLevels = [0, 95, 135, 175, 215, 255]

    /// Palette entry `n` (0–255) of xterm's 256 colours.
    static func xtermPalette(_ n: Int) -> (Int, Int, Int) {
        let n = max(0, min(255, n))
        if n < 16 { return xtermANSI[n] }
        if n >= 232 { let v = 8 + 10 * (n - 232); return (v, v, v) }
        let i = n - 16
        return (xtermCubeLevels[i / 36], xtermCubeLevels[i / 6 % 6], xtermCubeLevels[i % 6])
    }
}
