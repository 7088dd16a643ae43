/// What a view draws with: the screen's canvas seen through the view's frame. Coordinates are
/// local to the view (0, 0 is its top-left cell) and everything is clipped to `clip`, the part
/// of the view that is visible on screen.
public struct TermDrawingContext: Sendable {
    /// The canvas being drawn into, in screen coordinates.
    public internal(set) var canvas: TermCanvas
    /// The view's top-left cell on screen.
    public let origin: TermPoint
    /// The view's size.
    public let size: TermSize
    /// The visible part of the view, in screen coordinates.
    public let clip: TermRect
    /// The background drawn where a style asks for the terminal's default one: the nearest
    /// ``TermView/backgroundStyle`` among the view and its superviews, so a view without a
    /// background of its own shows its parent's.
    public internal(set) var inheritedBackground: TermColor = .default

    /// A context for drawing a rectangle at `frame` (screen coordinates) clipped to `clip`.
    public init(canvas: TermCanvas, frame: TermRect, clip: TermRect) {
        self.canvas = canvas
        origin = frame.origin
        size = frame.size
        self.clip = clip.intersection(frame).intersection(canvas.bounds)
    }

    /// The view's own rectangle in local coordinates.
    public var bounds: TermRect { TermRect(x: 0, y: 0, width: size.width, height: size.height) }

    /// Draws `text` from the local point `x, y`, clipped; returns the local column after it.
    @discardableResult
    public mutating func draw(_ text: String, x: Int, y: Int, style: TermStyle = .plain) -> Int {
        canvas.draw(text, x: origin.x + x, y: origin.y + y, style: onBackground(style), clip: clip) - origin.x
    }

    /// Puts one cluster at a local point.
    public mutating func put(_ character: Character, width: Int = 1, x: Int, y: Int, style: TermStyle = .plain) {
        canvas.put(character, width: width, style: onBackground(style), x: origin.x + x, y: origin.y + y, clip: clip)
    }

    /// Puts one scalar that is a one-cell cluster of its own and needs no sanitising (the block
    /// and box-drawing glyphs bars and axes are drawn with) at a local point: the same cell as
    /// ``put(_:width:x:y:style:)`` gives, without forming a `Character` for every cell.
    mutating func put(scalar: Unicode.Scalar, x: Int, y: Int, style: TermStyle) {
        canvas.put(scalar: scalar, style: onBackground(style), x: origin.x + x, y: origin.y + y, clip: clip)
    }

    /// Fills a local rectangle.
    public mutating func fill(_ rect: TermRect, with character: Character = " ", style: TermStyle = .plain) {
        canvas.fill(rect.offsetBy(dx: origin.x, dy: origin.y), with: character, style: onBackground(style), clip: clip)
    }

    /// Draws a border around a local rectangle (the whole view by default).
    public mutating func drawBorder(_ rect: TermRect? = nil, style: BorderStyle = .single, lineStyle: TermStyle = .plain,
                                    title: String? = nil, titleStyle: TermStyle? = nil,
                                    titleAlignment: TermTextAlignment = .left) {
        canvas.drawBorder((rect ?? bounds).offsetBy(dx: origin.x, dy: origin.y), style: style,
                          lineStyle: onBackground(lineStyle), title: title, titleStyle: titleStyle.map(onBackground),
                          titleAlignment: titleAlignment, clip: clip)
    }

    /// `style` with ``inheritedBackground`` where it asks for the default background.
    public func onBackground(_ style: TermStyle) -> TermStyle {
        style.background == .default ? style.background(inheritedBackground) : style
    }
}
