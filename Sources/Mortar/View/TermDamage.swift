/// What must be drawn again at a screen's next render: the whole screen, or the rows of the
/// views that asked to be drawn and of the frames that moved. Rows, not rectangles: a band of
/// whole rows never cuts a wide character in half, so drawing a band gives exactly the cells a
/// full redraw would.
@MainActor
struct TermDamage {
    /// Whether the next render draws everything (the first one, after a resize, a change of
    /// z-order, visibility or clipping, or ``TermScreen/setNeedsDisplay()``).
    var full = true
    /// The views that asked to be drawn again; their frames are read at render time, after layout.
    private var views: [TermView] = []
    /// Screen rectangles that changed: the old and new frames of views that moved.
    private var rects: [TermRect] = []
    /// The last rendered canvas, which a partial render starts from.
    private(set) var canvas: TermCanvas?

    /// More than this many damaged views or rectangles: drawing everything is as cheap.
    private static let limit = 256

    mutating func add(_ view: TermView) {
        guard !full else { return }
        views.append(view)
        if views.count > Self.limit { setFull() }
    }

    /// A view's frame on screen moved from `old` to `new`: both are drawn again.
    mutating func moved(from old: TermRect, to new: TermRect) {
        guard !full else { return }
        rects.append(old)
        rects.append(new)
        if rects.count > Self.limit { setFull() }
    }

    mutating func setFull() {
        full = true
        views = []
        rects = []
    }

    /// The bands of rows to draw again on a screen of `size`, merged and in order; nil when
    /// everything must be drawn (or when that is cheaper: more than half of the rows).
    func rowsToRedraw(size: TermSize) -> [Range<Int>]? {
        guard !full, let canvas, canvas.width == size.width, canvas.height == size.height else { return nil }
        var bands: [Range<Int>] = []
        for rect in rects + views.map(\.frameOnScreen) {
            let rows = (rect.y..<max(rect.y, rect.maxY)).clamped(to: 0..<size.height)
            if !rows.isEmpty && rect.width > 0 { bands.append(rows) }
        }
        bands.sort { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = []
        for band in bands {
            if let last = merged.last, band.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, band.upperBound)
            } else {
                merged.append(band)
            }
        }
        let total = merged.reduce(0) { $0 + $1.count }
        return total * 2 > size.height ? nil : merged
    }

    /// A render took what was damaged: from now on only what changes while it draws (or
    /// after) counts for the next one.
    mutating func taken() {
        full = false
        views = []
        rects = []
    }

    /// A render finished with `canvas`, which the next render starts from.
    mutating func rendered(_ canvas: TermCanvas) {
        self.canvas = canvas
    }
}
