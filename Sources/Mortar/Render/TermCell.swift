/// One cell of the grid: a grapheme cluster, its display width and its style.
///
/// A two-cell-wide cluster (CJK, emoji) sits in its left cell with `width == 2`; the cell to its
/// right is a continuation (`width == 0`) that draws nothing of its own.
///
/// The cluster is stored as up to four Unicode scalars inline, so a cell is plain data: copying
/// and comparing grids never touches reference counts. Longer clusters (a letter under a pile
/// of combining marks) keep their first four scalars.
public struct TermCell: Hashable, Sendable {
    private var s0: UInt32
    private var s1: UInt32 = 0
    private var s2: UInt32 = 0
    private var s3: UInt32 = 0
    /// 1 or 2 for a cell that starts a cluster, 0 for the right half of a wide one.
    public var width: UInt8
    /// How the cell looks.
    public var style: TermStyle

    /// Creates a cell.
    public init(_ character: Character, width: UInt8 = 1, style: TermStyle = .plain) {
        s0 = 0x20
        self.width = width
        self.style = style
        self.character = character
    }

    /// Creates a cell holding one scalar.
    init(scalar: UInt32, width: UInt8 = 1, style: TermStyle = .plain) {
        s0 = scalar
        self.width = width
        self.style = style
    }

    /// A space in the default style.
    public static let blank = TermCell(scalar: 0x20)

    /// A space in `style`.
    public static func blank(_ style: TermStyle) -> TermCell { TermCell(scalar: 0x20, style: style) }

    /// Whether this is the right half of a wide cluster.
    public var isContinuation: Bool { width == 0 }

    /// The cluster shown; a space for a blank cell and for a continuation.
    public var character: Character {
        get {
            if s1 == 0, let scalar = Unicode.Scalar(s0) { return Character(scalar) }
            var text = String.UnicodeScalarView()
            append(to: &text)
            return String(text).first ?? " "
        }
        set {
            var scalars = newValue.unicodeScalars.makeIterator()
            s0 = scalars.next()?.value ?? 0x20
            s1 = scalars.next()?.value ?? 0
            s2 = s1 == 0 ? 0 : scalars.next()?.value ?? 0
            s3 = s2 == 0 ? 0 : scalars.next()?.value ?? 0
        }
    }

    /// Calls `body` with each scalar value of the cluster, in order, without allocating.
    func forEachScalar(_ body: (UInt32) -> Void) {
        body(s0)
        guard s1 != 0 else { return }
        body(s1)
        if s2 != 0 { body(s2) }
        if s3 != 0 { body(s3) }
    }

    /// Appends the cluster's scalars to `text`.
    func append(to text: inout String.UnicodeScalarView) {
        forEachScalar { if let scalar = Unicode.Scalar($0) { text.append(scalar) } }
    }

    /// The single scalar of a one-scalar cluster, or nil.
    var singleScalar: UInt32? { s1 == 0 ? s0 : nil }
}
