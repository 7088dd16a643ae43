/// One cell of the grid: a grapheme cluster, its display width and its style.
///
/// A two-cell-wide cluster (CJK, emoji) sits in its left cell with `width == 2`; the cell to its
/// right is a continuation (`width == 0`) that draws nothing of its own.
public struct Cell: Hashable, Sendable {
    /// The cluster shown; a space for a blank cell and for a continuation.
    public var character: Character
    /// 1 or 2 for a cell that starts a cluster, 0 for the right half of a wide one.
    public var width: UInt8
    /// How the cell looks.
    public var style: Style

    /// Creates a cell.
    public init(_ character: Character, width: UInt8 = 1, style: Style = .plain) {
        self.character = character
        self.width = width
        self.style = style
    }

    /// A space in the default style.
    public static let blank = Cell(" ")

    /// A space in `style`.
    public static func blank(_ style: Style) -> Cell { Cell(" ", style: style) }

    /// Whether this is the right half of a wide cluster.
    public var isContinuation: Bool { width == 0 }
}
