/// One step of bringing a terminal from one canvas to the next: what ``TermCanvas/operations(since:)``
/// produces and the terminal runtime applies. Plain data, so a diff can be tested, counted and
/// compared without a terminal.
public enum TermOutputOperation: Hashable, Sendable {
    /// Moves the cursor to column `x`, row `y` (0-based, from the top left).
    case moveCursor(x: Int, y: Int)
    /// Sets the style of the cells written after it.
    case setStyle(TermStyle)
    /// Writes cells left to right from the cursor, in the last style set; the cursor moves right
    /// by their display width. A wide cell counts two columns; continuation cells are never in
    /// a run (the wide cell before them covers them).
    case write([TermCell])
}

extension TermOutputOperation: CustomStringConvertible {
    /// `move 3,1`, `style fg=red bold`, `write "ab漢" (4)`: readable in test failures.
    public var description: String {
        switch self {
        case .moveCursor(let x, let y): return "move \(x),\(y)"
        case .setStyle(let style): return "style \(style)"
        case .write(let cells):
            var text = String.UnicodeScalarView()
            for cell in cells { cell.append(to: &text) }
            return "write \"\(String(text))\" (\(cells.reduce(0) { $0 + Int($1.width) }))"
        }
    }
}
