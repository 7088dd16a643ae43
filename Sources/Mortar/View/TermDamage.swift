/// What must be drawn again at a screen's next render: the whole screen, or a set of rows.
///
/// Rows, not rectangles: a band of whole rows never cuts a wide character in half, and every
/// drawing operation (text, fills, borders, the focus mark, a modal's dimming) writes within
/// the row it is on, so drawing the tree clipped to a band gives exactly the cells a full
/// redraw gives there. Marks are taken as they happen, in screen rows: a view's frame when it
/// asks to be drawn, a frame's old and new rectangles when it moves (``TermView/frameOnScreen``
/// marks both itself), a subtree's frames when it is added, removed, hidden or shown, or when
/// something its descendants inherit (background, clipping) changes.
@MainActor
struct TermDamage {
    /// Whether the next render draws everything: the first one, after a resize, a modal coming
    /// or going, a theme change, the notice, or ``TermScreen/setNeedsDisplay()``.
    private(set) var full = true
    /// One flag per screen row: drawn again at the next render.
    private var rows: [Bool] = []
    /// How many flags in `rows` are set.
    private var marked = 0
    /// While above zero, marks are ignored (a scroll view moving content it clips, having
    /// marked its own frame).
    var suspended = 0
    /// The last rendered canvas (before any overlay), which a partial render starts from.
    private(set) var canvas: TermCanvas?
    /// The canvas rendered before `canvas`, kept so a partial render can draw into its storage
    /// instead of copying `canvas` (which the terminal still holds, to diff the next frame
    /// against): copying a 200 × 60 canvas into new memory cost more than drawing a label.
    private var spare: TermCanvas?
    /// The rows `canvas` was drawn in, over `spare`'s picture (nil: all of them).
    private var sparesStaleRows: [Range<Int>]?
    /// Above this share of the rows, everything is drawn instead (as cheap, and simpler); tests
    /// set it to 1 so that large damage is drawn as damage too.
    var wholeScreenAbove = 0.5

    /// Marks the rows `rect` covers (clamped to the screen).
    mutating func mark(_ rect: TermRect) {
        guard !full, suspended == 0, rect.width > 0, rect.height > 0 else { return }
        let lower = max(0, rect.y), upper = min(rows.count, rect.maxY)
        guard lower < upper else { return }
        for y in lower..<upper where !rows[y] {
            rows[y] = true
            marked += 1
        }
    }

    /// Marks the frames of `view` and of every view in its subtree, hidden or not: what the
    /// subtree drew at the last render, or will draw at the next.
    mutating func markSubtree(_ view: TermView) {
        guard !full, suspended == 0 else { return }
        var stack = [view]
        while let next = stack.popLast() {
            mark(next.frameOnScreen)
            stack += next.subviews
        }
    }

    /// Everything is drawn at the next render.
    mutating func setFull() {
        full = true
    }

    /// The bands of rows to draw again on a screen of `size`, in order; nil when everything
    /// must be drawn (or when that is as cheap: more than ``wholeScreenAbove`` of the rows).
    func bandsToRedraw(size: TermSize) -> [Range<Int>]? {
        guard !full, let canvas, canvas.width == size.width, canvas.height == size.height,
              rows.count == size.height, Double(marked) <= wholeScreenAbove * Double(size.height) else { return nil }
        var bands: [Range<Int>] = []
        var y = 0
        while y < rows.count {
            guard rows[y] else { y += 1; continue }
            let start = y
            while y < rows.count && rows[y] { y += 1 }
            bands.append(start..<y)
        }
        return bands
    }

    /// A render on a screen `height` rows tall took what was damaged: from now on only what
    /// changes while it draws (or after) counts for the next one.
    mutating func taken(height: Int) {
        full = false
        if rows.count == height && marked == 0 { return }
        rows = [Bool](repeating: false, count: height)
        marked = 0
    }

    /// A canvas equal to the last rendered one, for a partial render to draw over: the spare's
    /// storage brought up to date (only the rows the last render drew differ), or the last
    /// canvas itself (its storage is then copied on the first write) when there is no spare.
    mutating func canvasToDrawOver() -> TermCanvas? {
        guard let last = canvas else { return nil }
        guard var reused = spare, reused.width == last.width, reused.height == last.height else { return last }
        spare = nil   // the storage is now only the render's, and is written in place
        for rows in sparesStaleRows ?? [0..<last.height] { reused.copyRows(rows, from: last) }
        return reused
    }

    /// A render finished with `canvas` (nil: it drew something else, the notice), which the
    /// next render starts from; it drew only the rows of `drawn` over the last canvas (nil:
    /// it drew everything, or cannot tell).
    mutating func rendered(_ canvas: TermCanvas?, drawn: [Range<Int>]? = nil) {
        spare = self.canvas
        sparesStaleRows = drawn
        self.canvas = canvas
        if canvas == nil { full = true }
    }
}
