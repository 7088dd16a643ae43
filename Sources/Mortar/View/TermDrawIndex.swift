/// The root's tree flattened in drawing order, with what each view inherits (its clip, its
/// background): what a damage-only render scans to find the few views that cross the damaged
/// rows, instead of walking every view of the tree (a walk that touched, and retained, each of
/// 3,200 views to redraw one label).
///
/// Built by the same rules as the recursive drawing (``TermScreen/compose(into:clip:)``):
/// hidden subtrees and subtrees clipped out of the screen are left out, and each entry records
/// where its subtree ends, so a view that clips its subviews and misses the damaged rows skips
/// them all. A frame that moves is taken in place, with its subtree (``refresh(_:)``); the
/// screen drops the index when the tree, a clip or a background changes, or a move changes
/// which views show (see `TermScreen.invalidateDrawIndex()`), and builds it again at a
/// damage-only render once nothing was dropped through a whole render (until then it draws by
/// walking the tree, as a full render does); what a view shows is read from the view at render
/// time.
@MainActor
struct TermDrawIndex {
    private(set) var views: [TermView] = []
    /// Each view's frame on screen, its clip inherited from its superviews (on the whole
    /// screen), whether it clips its subviews, its inherited background, and the index just
    /// past its subtree.
    private(set) var frames: [TermRect] = []
    private(set) var clips: [TermRect] = []
    private(set) var clipsSubviews: [Bool] = []
    private(set) var backgrounds: [TermColor] = []
    private(set) var subtreeEnds: [Int] = []
    /// Where each view is in `views`.
    private var positions: [ObjectIdentifier: Int] = [:]

    /// The index of `root`'s tree on a screen whose visible area is `bounds`.
    init(root: TermView, bounds: TermRect) {
        add(root, clip: bounds, background: .default)
        positions.reserveCapacity(views.count)
        for (i, view) in views.enumerated() { positions[ObjectIdentifier(view)] = i }
    }

    /// Takes the new frame of `view` (which moved) and of its subtree, and the clips its
    /// subtree inherits from it, in place. False when that changes which views the subtree
    /// shows (one moved into or out of a clip), or the view is not in the index: the caller
    /// then builds the index again.
    mutating func refresh(_ view: TermView) -> Bool {
        guard let i = positions[ObjectIdentifier(view)], views[i] === view else { return false }
        var fresh = TermDrawIndex()
        fresh.add(view, clip: clips[i], background: backgrounds[i])
        let end = subtreeEnds[i]
        guard fresh.views.count == end - i else { return false }
        for k in 0..<fresh.views.count where fresh.views[k] !== views[i + k] { return false }
        frames.replaceSubrange(i..<end, with: fresh.frames)
        clips.replaceSubrange(i..<end, with: fresh.clips)
        return true
    }

    private init() {}

    private mutating func add(_ view: TermView, clip: TermRect, background: TermColor) {
        let frame = view.frameOnScreen
        guard !view.isHidden, !(view.clipsToBounds && clip.intersection(frame).isEmpty) else { return }
        let background = view.backgroundStyle?.background ?? background
        let index = views.count
        views.append(view)
        frames.append(frame)
        clips.append(clip)
        clipsSubviews.append(view.clipsToBounds)
        backgrounds.append(background)
        subtreeEnds.append(index + 1)
        for subview in view.subviews { add(subview, clip: view.clip(clip, for: subview), background: background) }
        subtreeEnds[index] = views.count
    }
}

extension TermScreen {
    /// Draws the root's tree clipped to `band` (rows damaged since the last render) from
    /// `index` (see `TermScreen.prepareDrawIndex(bounds:)`): exactly what the recursive drawing
    /// gives there, visiting only the entries and asking only the views that cross the band to
    /// draw.
    func composeFromIndex(_ index: TermDrawIndex, into canvas: inout TermCanvas, band: TermRect) {
        let focused = focusedView
        var focusMark: (end: Int, rect: TermRect)?
        var i = 0
        let count = index.views.count
        while i < count {
            if let mark = focusMark, i >= mark.end {
                canvas.addAttributes(theme.focusMark, in: mark.rect)
                focusMark = nil
            }
            let frame = index.frames[i]
            // Rows first (most entries are nowhere near the band), then the whole clip.
            let clip = band.intersection(index.clips[i])
            let visible = frame.maxY <= band.y || frame.y >= band.maxY ? .zero : clip.intersection(frame)
            if visible.isEmpty {
                i = index.clipsSubviews[i] ? index.subtreeEnds[i] : i + 1
                continue
            }
            let view = index.views[i]
            drawContent(of: view, frame: frame, clip: clip, background: index.backgrounds[i], into: &canvas)
            if view === focused && !view.drawsOwnFocus { focusMark = (index.subtreeEnds[i], visible) }
            i += 1
        }
        if let mark = focusMark { canvas.addAttributes(theme.focusMark, in: mark.rect) }
    }
}
