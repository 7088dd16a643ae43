import Cassowary
/// A screen of cells with a root view that covers it. Headless, it lays out and renders into a
/// ``TermSnapshot``; the terminal runtime drives the same type.
@MainActor
public final class TermScreen {
    /// The view that covers the whole screen; add everything to it.
    public let root: TermView
    /// The screen's size in cells.
    public private(set) var size: TermSize
    let engine: LayoutEngine
    /// What the screen's views hold to find it (see ``ScreenLink``).
    let link = ScreenLink()
    /// The layout inspector while it is up.
    var inspector: TermInspector?
    private(set) var needsLayout = true
    // `@exclusivity(unchecked)` on what every frame touches: see `TermView.subviews`.
    @exclusivity(unchecked)
    private(set) var needsDisplay = true
    /// While the screen is smaller than its layout needs (required constraints hold the root
    /// open past its edges): the size it needs (``minimumSize`` on an axis that does not fit,
    /// the screen's own length on one that does); nil when it fits.
    /// Reported once per situation as a diagnostic that lists the constraints holding it open.
    public private(set) var neededSize: TermSize?
    /// What ``render()`` shows while the screen is too small: the clipped layout (the default
    /// here) or a notice (``TermApp`` sets that).
    public var whenTooSmall: TooSmallBehavior = .clip { didSet { setNeedsDisplay() } }
    /// How many layout passes the screen has run: each ``layout()`` (or ``render()``) that found
    /// the layout out of date and solved again. New data in a view whose intrinsic size stays
    /// the same only redraws, which leaves this count alone; tests count on that.
    public private(set) var layoutPassCount = 0
    /// How many times every frame was set (the first layout, a resize, items joining or
    /// leaving, a debugging call) instead of only the frames of the items whose variables
    /// moved. Tests count on it.
    var fullPlacementCount = 0
    /// How many views drew in the last ``render()``: every visible one after a full redraw, only
    /// those crossing the damaged rows otherwise. Tests count on it.
    @exclusivity(unchecked)
    public internal(set) var drawnViewCount = 0
    /// The tree in drawing order for damage-only renders (see ``TermDrawIndex``); nil until a
    /// damage-only render builds it, and again after a change to the tree, a clip or a background.
    @exclusivity(unchecked)
    var drawIndex: TermDrawIndex?
    /// Renders since the draw index was last dropped: it is built only when nothing dropped it
    /// through a whole render, so a screen whose tree changes every frame (views added, shown
    /// and hidden) is not charged a build per frame it cannot reuse.
    var rendersSinceDrawIndexDropped = 0

    /// Views whose frames moved since the draw index was built or refreshed: the next
    /// damage-only render updates their entries in place (``TermDrawIndex/refresh(_:)``).
    @exclusivity(unchecked)
    var drawIndexMoves: [TermView] = []

    /// Drops the draw index: the tree, a clip or a background changed.
    func invalidateDrawIndex() {
        drawIndex = nil
        drawIndexMoves.removeAll()
        rendersSinceDrawIndexDropped = 0
    }

    /// Makes the draw index ready for a damage-only render of a screen of `bounds`: moved
    /// frames taken in, or built if nothing dropped it through the last render. False when the
    /// render should walk the tree instead (no index, or one a move invalidated).
    func prepareDrawIndex(bounds: TermRect) -> Bool {
        guard var index = drawIndex else {
            guard rendersSinceDrawIndexDropped > 0 else { return false }
            drawIndex = TermDrawIndex(root: root, bounds: bounds)
            return true
        }
        guard !drawIndexMoves.isEmpty else { return true }
        // Many moves (a screen that re-laid most of itself): walking the tree is cheaper than
        // re-walking each moved subtree, and a render without drops builds the index again.
        guard drawIndexMoves.count <= index.views.count / 8 else {
            invalidateDrawIndex()
            return false
        }
        drawIndex = nil   // not shared while it is updated in place
        for view in drawIndexMoves where !index.refresh(view) {
            invalidateDrawIndex()
            return false
        }
        drawIndexMoves.removeAll()
        drawIndex = index
        return true
    }
    /// What the next render must draw again.
    @exclusivity(unchecked)
    var damage = TermDamage()
    /// Whether a damage-only render is checked against a full redraw; see
    /// ``checksDamageAtRender``.
    var checksDamage = TermScreen.checksDamageByDefault
    /// The views already named in a damage report, so each set is reported once.
    var reportedDamage: Set<String> = []
    /// How many rows the last ``render()`` drew again over the one before; nil when it drew
    /// everything (or the notice). Tests count on it.
    private(set) var lastRedrawnRows: Int?

    /// A view pinned to the top of the screen, full width, at its intrinsic height (a title or
    /// status bar). Setting it adds it to ``root`` and raises its vertical hugging and
    /// compression resistance to 999, so only required constraints change its height;
    /// replacing it removes the old one.
    public var header: TermView? {
        didSet { if oldValue !== header { replaceBar(oldValue, with: header, edge: .top) } }
    }
    /// A view pinned to the bottom of the screen, full width, at its intrinsic height.
    public var footer: TermView? {
        didSet { if oldValue !== footer { replaceBar(oldValue, with: footer, edge: .bottom) } }
    }
    /// The space between ``header`` and ``footer`` (the whole screen without them): a layout
    /// guide, usable wherever an item is (`field.m_center |=| screen.safeRegion`).
    public let safeRegion: TermLayoutGuide
    /// The view keys go to first; see ``focus(_:)`` and `send(_:)`.
    public private(set) weak var focusedView: TermView?
    /// How the focus and modals look on this screen; see ``TermTheme``.
    public var theme: TermTheme = .standard { didSet { setNeedsDisplay() } }
    /// The Tab order, when the app sets one: Tab and Shift-Tab visit these views in this order
    /// (skipping those that cannot take the focus now) and no others. Nil (the default) is
    /// reading order: top to bottom, then left to right, by where views are on screen.
    public var focusOrder: [TermView]?
    let bindings = TermKeyBindings()
    /// The view that used the last click: drags and the release go to it.
    weak var mouseTarget: TermView?
    /// The modal layers, bottom to top; see ``present(_:dismissesOnEscape:)``.
    var modalLayers: [TermModalLayer] = []
    private var barConstraints: [TermLayoutAttribute: [TermLayoutConstraint]] = [:]
    private var regionConstraints: [TermLayoutConstraint] = []

    /// Creates a screen of `width` × `height` cells (negative sizes count as zero).
    public init(width: Int, height: Int) {
        size = TermSize(width: max(0, width), height: max(0, height))
        root = TermView()
        root.identifier = "root"
        engine = LayoutEngine(root: root)
        safeRegion = TermLayoutGuide()
        safeRegion.identifier = "safeRegion"
        link.bind(self)
        root.addLayoutGuide(safeRegion)
        root.join(self)
        pinSafeRegion()
    }

    isolated deinit { link.clear() }

    /// `m_safeRegion`, as Mortar names it: ``safeRegion``.
    public var m_safeRegion: TermLayoutGuide { safeRegion }
    /// `m_visibleRegion`, Mortar's older name: the same guide as ``safeRegion`` (a terminal has
    /// no bars that content may slide under).
    public var m_visibleRegion: TermLayoutGuide { safeRegion }

    /// Changes the screen's size. Nothing is solved here: the next ``layout()`` or ``render()``
    /// hands the new size to the solver as two suggestions, not a rebuild.
    public func resize(width: Int, height: Int) {
        let new = TermSize(width: max(0, width), height: max(0, height))
        guard new != size else { return }
        size = new
        invalidateDrawIndex()
        damage.setFull()   // a new canvas: nothing to draw over
        setNeedsLayout()
    }

    /// Marks the layout as out of date; the next ``layout()`` or ``render()`` solves again (and
    /// draws again what moved).
    public func setNeedsLayout() {
        needsLayout = true
        markNeedsDisplay()
    }

    /// Marks the whole screen as needing to be drawn again.
    public func setNeedsDisplay() {
        invalidateDrawIndex()
        damage.setFull()
        markNeedsDisplay()
    }

    /// Marks the rows of `view`'s frame as needing to be drawn again.
    func setNeedsDisplay(_ view: TermView) {
        damage.mark(view.frameOnScreen)
        markNeedsDisplay()
    }

    /// Marks the rows of a screen rectangle as needing to be drawn again (where a frame was or is).
    func setNeedsDisplay(_ rect: TermRect) {
        invalidateDrawIndex()   // a guide moved: a scroll view's clip may have
        damage.mark(rect)
        markNeedsDisplay()
    }

    /// `view`'s frame on screen moved from `old`: where it was and where it is are drawn again,
    /// and so is its superview if that draws from its subviews' frames.
    func frameMoved(_ view: TermView, from old: TermRect, superview: TermView?) {
        if drawIndex != nil { drawIndexMoves.append(view) }
        damage.mark(old)
        damage.mark(view.placedFrame)
        if let superview, superview.drawsFromSubviewFrames { damage.mark(superview.placedFrame) }
        markNeedsDisplay()
    }

    /// Marks the rows of every frame in `view`'s subtree: it was added, removed, hidden or shown,
    /// or something its descendants inherit (background, clipping) changed.
    func setNeedsDisplay(subtreeOf view: TermView) {
        invalidateDrawIndex()
        damage.markSubtree(view)
        markNeedsDisplay()
    }

    /// Asks for a render without marking anything to draw again: the inspector, drawn over
    /// the finished picture at every render, changed.
    func markNeedsDisplay() {
        if !needsDisplay { onNeedsDisplay?() }
        needsDisplay = true
    }

    /// Called when the screen first needs drawing after a render: the terminal runtime wakes
    /// its loop with it.
    var onNeedsDisplay: (() -> Void)?

    /// Solves the constraints if anything changed and sets every frame.
    public func layout() {
        guard needsLayout else { return }
        needsLayout = false
        layoutPassCount += 1
        engine.solve(size)
        neededSize = engine.checkOverflow(root: root, size: size)
        placeChanged()
    }

    /// Lays out if needed and draws the tree, back to front, each view clipped to its frame
    /// (and to its ancestors' frames where they clip), then the modals above it and the
    /// inspector over everything. Only what changed is drawn again, over the last render: the
    /// rows of the views that called ``TermView/setNeedsDisplay()``, of the frames that moved
    /// and of the subtrees added, removed, hidden or shown; everything after a resize, a modal
    /// presented or dismissed, a theme change, or ``setNeedsDisplay()``. Either way the result is
    /// exactly the full drawing.
    public func render() -> TermSnapshot {
        layout()
        needsDisplay = false
        if whenTooSmall == .notice, let neededSize {
            lastRedrawnRows = nil
            damage.rendered(nil)
            return TermSnapshot(canvas: tooSmallNotice(needs: neededSize))
        }
        drawnViewCount = 0
        let redraw = damage.bandsToRedraw(size: size)
        lastRedrawnRows = redraw?.reduce(0) { $0 + $1.count }
        damage.taken(height: size.height)
        var canvas: TermCanvas
        var drawn: [Range<Int>]? = nil
        if let bands = redraw, let last = damage.canvasToDrawOver() {
            canvas = last
            let useIndex = modalLayers.isEmpty && prepareDrawIndex(bounds: canvas.bounds)
            for band in bands {
                canvas.blankRows(band)
                let clip = TermRect(x: 0, y: band.lowerBound, width: size.width, height: band.count)
                if useIndex, let index = drawIndex {
                    composeFromIndex(index, into: &canvas, band: clip)
                } else {
                    compose(into: &canvas, clip: clip)
                }
            }
            // A wrong frame replaced by the full redraw may differ anywhere.
            if checksDamage { checkDamage(&canvas) } else { drawn = bands }
        } else {
            canvas = TermCanvas(width: size.width, height: size.height)
            compose(into: &canvas, clip: canvas.bounds)
        }
        damage.rendered(canvas, drawn: drawn)
        rendersSinceDrawIndexDropped += 1
        inspector?.draw(into: &canvas, screen: self)
        return TermSnapshot(canvas: canvas)
    }

    /// The picture drawn from scratch on a blank canvas, as the frames are now: no layout, no
    /// damage, the last render's canvas untouched. What ``render()`` must always equal; tests
    /// compare the two.
    func renderFromScratch() -> TermCanvas {
        if whenTooSmall == .notice, let neededSize { return tooSmallNotice(needs: neededSize) }
        var canvas = TermCanvas(width: size.width, height: size.height)
        compose(into: &canvas, clip: canvas.bounds)
        inspector?.draw(into: &canvas, screen: self)
        return canvas
    }

    /// Draws the root's tree and the modal layers above it (each dimming what is behind it and
    /// clearing its view's rectangle) into `canvas`, clipped to `clip`.
    func compose(into canvas: inout TermCanvas, clip: TermRect) {
        draw(root, clip: clip, background: .default, into: &canvas)
        for layer in modalLayers {
            canvas.addAttributes(theme.dimmed, in: clip)
            if let content = layer.content, !content.isHidden {
                canvas.fill(content.frameOnScreen, clip: clip)
            }
            draw(layer, clip: clip, background: .default, into: &canvas)
        }
    }

    /// Draws `view` and its subtree; `background` is the nearest background of its superviews,
    /// which the view's own drawing shows where its styles ask for the default one.
    private func draw(_ view: TermView, clip: TermRect, background: TermColor, into canvas: inout TermCanvas) {
        let frame = view.frameOnScreen
        let visible = clip.intersection(frame)
        // A view out of sight draws nothing, nor does a subtree clipped to it: a long scroll
        // view costs what its viewport shows (and a band what crosses it).
        guard !view.isHidden, !(view.clipsToBounds && visible.isEmpty) else { return }
        let background = view.backgroundStyle?.background ?? background
        // Everything a view draws is clipped to its visible part: a view outside the clip (a
        // band of damaged rows) is not asked to draw, though its subviews may be in sight.
        if !visible.isEmpty { drawContent(of: view, frame: frame, clip: clip, background: background, into: &canvas) }
        let subviews = view.subviews
        for i in subviews.indices {
            ViewTreePrefetch.ahead(of: i, in: subviews)
            let subview = subviews[i]
            draw(subview, clip: view.clip(clip, for: subview), background: background, into: &canvas)
        }
        if view === focusedView && !view.drawsOwnFocus && !visible.isEmpty {
            canvas.addAttributes(theme.focusMark, in: visible)
        }
    }

    /// Draws `view` itself (its background, then ``TermView/draw(in:)``) at `frame`, clipped
    /// to `clip`, over the background it inherits.
    func drawContent(of view: TermView, frame: TermRect, clip: TermRect, background: TermColor,
                     into canvas: inout TermCanvas) {
        drawnViewCount += 1
        // The canvas moves into the context and back, never shared, so drawing writes in place
        // instead of copying every cell.
        var context = TermDrawingContext(canvas: canvas, frame: frame, clip: clip)
        context.inheritedBackground = background
        canvas = TermCanvas(width: 0, height: 0)
        if let style = view.backgroundStyle { context.fill(context.bounds, style: style) }
        view.draw(in: &context)
        swap(&canvas, &context.canvas)
    }

    // MARK: Header, footer, safe region

    private func replaceBar(_ old: TermView?, with new: TermView?, edge: TermLayoutAttribute) {
        barConstraints[edge]?.forEach { $0.deactivate() }
        barConstraints[edge] = nil
        if let old, old.superview === root, old !== header, old !== footer { old.removeFromSuperview() }
        if let new {
            if new.superview !== root { root.addSubview(new) }
            // A bar keeps its intrinsic height against anything but required constraints.
            new.contentHugging.vertical = max(new.contentHugging.vertical, 999)
            new.compressionResistance.vertical = max(new.compressionResistance.vertical, 999)
            barConstraints[edge] = [
                pin(new, .left, to: root, .left), pin(new, .right, to: root, .right), pin(new, edge, to: root, edge),
            ]
        }
        pinSafeRegion()
    }

    /// Ties the safe region to the root's sides and to the header's bottom and footer's top.
    private func pinSafeRegion() {
        regionConstraints.forEach { $0.deactivate() }
        regionConstraints = [
            pin(safeRegion, .left, to: root, .left),
            pin(safeRegion, .right, to: root, .right),
            header.map { pin(safeRegion, .top, to: $0, .bottom) } ?? pin(safeRegion, .top, to: root, .top),
            footer.map { pin(safeRegion, .bottom, to: $0, .top) } ?? pin(safeRegion, .bottom, to: root, .bottom),
        ]
    }

    private func pin(_ item: TermLayoutItem, _ attribute: TermLayoutAttribute, to other: TermLayoutItem,
                     _ otherAttribute: TermLayoutAttribute) -> TermLayoutConstraint {
        let constraint = TermLayoutConstraint(item, attribute, .equal, other, otherAttribute)
        constraint.activate()
        return constraint
    }

    // MARK: Focus

    /// Focuses `view` (nil clears the focus). A view that cannot be focused (see
    /// ``TermView/isFocusable``), is not in this screen, or is behind a modal (see
    /// ``present(_:dismissesOnEscape:)``) is refused: returns false and the focus stays where
    /// it was.
    @discardableResult
    public func focus(_ view: TermView?) -> Bool { focus(view, revealing: true) }

    /// Focuses `view`; `revealing` scrolls the scroll views it is in to show it (not for a
    /// click, which is on a visible part already and must not move what it clicked).
    func focus(_ view: TermView?, revealing: Bool) -> Bool {
        if let view, !(view.isFocusable && view.allowsFocusNow && view.screen === self
                       && view.isDescendant(of: interactionRoot)) { return false }
        guard view !== focusedView else { return true }
        let old = focusedView
        focusedView = view
        old?.focusDidChange()
        view?.focusDidChange()
        if let view, revealing { scrollIntoSight(view) }
        // The focus mark covers the focused view's frame: its old and new views are drawn
        // again (whatever their focusDidChange does).
        if let old { setNeedsDisplay(old) }
        if let view { setNeedsDisplay(view) }
        return true
    }

    /// Scrolls every scroll view `view` is in, innermost first, to show it.
    private func scrollIntoSight(_ view: TermView) {
        var ancestor = view.superview
        while let current = ancestor {
            if let scrollView = current as? TermScrollView {
                layout()
                scrollView.scrollToShow(view)
            }
            ancestor = current.superview
        }
    }
}
