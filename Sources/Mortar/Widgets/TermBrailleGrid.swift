/// A grid of braille dots, 2 × 4 per cell (U+2800 ... U+28FF), that lines are drawn into; each
/// cell remembers which series drew into it last, for its colour.
struct TermBrailleGrid {
    /// Cells across and down.
    let columns: Int, rows: Int
    /// The dot bits of each cell, row-major.
    private(set) var bits: [UInt8]
    /// The series that last set a dot in each cell, -1 for none.
    private(set) var owners: [Int]

    /// The bit of dot (x, y) inside its cell, x in 0...1, y in 0...3 (Unicode's braille order).
    private static let dotBits: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

    init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        bits = [UInt8](repeating: 0, count: self.columns * self.rows)
        owners = [Int](repeating: -1, count: self.columns * self.rows)
    }

    /// Dots across and down.
    var dotWidth: Int { columns * 2 }
    var dotHeight: Int { rows * 4 }

    /// Sets the dot at `x, y` (dots from the top-left); outside the grid does nothing.
    mutating func setDot(x: Int, y: Int, series: Int) {
        guard x >= 0, x < dotWidth, y >= 0, y < dotHeight else { return }
        let cell = (y / 4) * columns + x / 2
        bits[cell] |= Self.dotBits[x % 2][y % 4]
        owners[cell] = series
    }

    /// Draws the segment between two points in dot coordinates (fractional, possibly far
    /// outside the grid): clipped to the grid first, then rasterised with Bresenham's algorithm.
    /// Coordinates are first pulled in to ±1e9 dots, so the arithmetic of clipping stays finite;
    /// on a grid of a few thousand dots that moves no visible dot. A point that is not a number
    /// draws nothing.
    mutating func drawLine(from a: (x: Double, y: Double), to b: (x: Double, y: Double), series: Int) {
        guard !a.x.isNaN, !a.y.isNaN, !b.x.isNaN, !b.y.isNaN else { return }
        func near(_ v: Double) -> Double { max(-1e9, min(1e9, v)) }
        guard let (p, q) = clip((near(a.x), near(a.y)), (near(b.x), near(b.y))) else { return }
        var x0 = Int(p.x.rounded()), y0 = Int(p.y.rounded())
        let x1 = Int(q.x.rounded()), y1 = Int(q.y.rounded())
        let dx = abs(x1 - x0), dy = -abs(y1 - y0)
        let sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1
        var error = dx + dy
        while true {
            setDot(x: x0, y: y0, series: series)
            if x0 == x1 && y0 == y1 { break }
            let twice = 2 * error
            if twice >= dy { error += dy; x0 += sx }
            if twice <= dx { error += dx; y0 += sy }
        }
    }

    /// The braille character of a cell, nil when it has no dot.
    func character(column: Int, row: Int) -> Character? {
        let value = bits[row * columns + column]
        guard value != 0, let scalar = Unicode.Scalar(0x2800 + UInt32(value)) else { return nil }
        return Character(scalar)
    }

    /// The series that last drew into a cell, -1 for none.
    func owner(column: Int, row: Int) -> Int { owners[row * columns + column] }

    /// Liang–Barsky: the part of the segment inside `0...dotWidth - 1` × `0...dotHeight - 1`.
    private func clip(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double))
        -> ((x: Double, y: Double), (x: Double, y: Double))? {
        guard dotWidth > 0, dotHeight > 0 else { return nil }
        let maxX = Double(dotWidth - 1), maxY = Double(dotHeight - 1)
        let dx = b.x - a.x, dy = b.y - a.y
        var t0 = 0.0, t1 = 1.0
        for (p, q) in [(-dx, a.x), (dx, maxX - a.x), (-dy, a.y), (dy, maxY - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let t = q / p
                if p < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
                if t0 > t1 { return nil }
            }
        }
        return ((a.x + t0 * dx, a.y + t0 * dy), (a.x + t1 * dx, a.y + t1 * dy))
    }
}
