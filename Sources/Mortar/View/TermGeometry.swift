/// A point on the grid, in cells: x grows right, y grows down.
public struct TermPoint: Hashable, Sendable, CustomStringConvertible {
    /// Column, from the left.
    public var x: Int
    /// Row, from the top.
    public var y: Int

    /// Creates a point.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = TermPoint(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }
}

/// A size in cells.
public struct TermSize: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// No cells at all.
    public static let zero = TermSize(width: 0, height: 0)

    public var description: String { "\(width)x\(height)" }
}

/// A rectangle of cells: `x, y` is the top-left cell, and the rectangle covers the columns
/// `x ..< x + width` and rows `y ..< y + height`. A view's frame is one, in its superview's
/// coordinates.
public struct TermRect: Hashable, Sendable, CustomStringConvertible {
    /// Column, from the left.
    public var x: Int
    /// Row, from the top.
    public var y: Int
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates a rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Creates a rectangle from an origin and a size.
    public init(origin: TermPoint, size: TermSize) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// The empty rectangle at the origin.
    public static let zero = TermRect(x: 0, y: 0, width: 0, height: 0)

    /// The top-left cell.
    public var origin: TermPoint { TermPoint(x: x, y: y) }
    /// Width and height.
    public var size: TermSize { TermSize(width: width, height: height) }
    /// One past the last column.
    public var maxX: Int { x + width }
    /// One past the last row.
    public var maxY: Int { y + height }
    /// Whether the rectangle covers no cell.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether the cell at `point` lies inside.
    public func contains(_ point: TermPoint) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// The cells both rectangles cover (empty, at the clamped corner, when they do not meet).
    public func intersection(_ other: TermRect) -> TermRect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        return TermRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// The rectangle moved by `dx, dy`.
    public func offsetBy(dx: Int, dy: Int) -> TermRect {
        TermRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The rectangle shrunk by `insets` on each side (never below zero size).
    public func inset(by insets: TermInsets) -> TermRect {
        TermRect(x: x + insets.left, y: y + insets.top,
                 width: max(0, width - insets.left - insets.right),
                 height: max(0, height - insets.top - insets.bottom))
    }

    public var description: String { "(\(x), \(y), \(width), \(height))" }
}

/// Distances from each edge, in cells: layout margins, border widths.
public struct TermInsets: Hashable, Sendable, CustomStringConvertible {
    /// Rows inside the top edge.
    public var top: Int
    /// Columns inside the left edge.
    public var left: Int
    /// Rows inside the bottom edge.
    public var bottom: Int
    /// Columns inside the right edge.
    public var right: Int

    /// Creates insets.
    public init(top: Int, left: Int, bottom: Int, right: Int) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every side.
    public init(all: Int) {
        self.init(top: all, left: all, bottom: all, right: all)
    }

    /// No inset.
    public static let zero = TermInsets(all: 0)

    public var description: String { "(\(top), \(left), \(bottom), \(right))" }
}
