/// A rectangle of the terminal that lays itself out with constraints and draws into the grid.
///
/// `subviews` order is z-order: later subviews draw on top. Frames are in the superview's
/// coordinates and are set by layout; a view's constraints take part in layout once it and
/// the other item are in the same ``TermScreen``.
///
/// A view is deinitialized on the main actor (its `deinit` is isolated, so a subclass that
/// needs one writes `isolated deinit`): there it clears what its subviews, guides and
/// constraints hold to refer back to it, where they read it.
@MainActor
open class TermView: TermCreatable, LayoutNode {
    /// The view this one is a subview of.
    public var superview: TermView? { superviewLink?.view }
    /// The superview's link (see ``NodeLink``: not a weak reference, which would give this view's
    /// superview a side table).
    private var superviewLink: NodeLink?
    /// The subviews, back to front.
    ///
    /// This and the other properties that placement and drawing read for every view of every
    /// frame are exempt from the runtime's exclusivity check (`@exclusivity(unchecked)`,
    /// SE-0176): each access to a class's stored property otherwise calls into the runtime,
    /// which was a quarter of resizing issue 14's 3,200-view grid. None of them is ever passed
    /// `inout` or read while a mutation of it is under way, so the check could never fire.
    @exclusivity(unchecked)
    public private(set) var subviews: [TermView] = []
    /// The screen the view is in, if any.
    public internal(set) var screen: TermScreen? {
        get { screenLink?.screen }
        set { screenLink = newValue?.link }
    }
    private var screenLink: ScreenLink?
    /// What constraints, subviews and the layout engine hold to refer to this view.
    let link = NodeLink()
    /// The layout guides this view owns.
    @exclusivity(unchecked)
    public private(set) var layoutGuides: [TermLayoutGuide] = []

    /// A name for diagnostics, layout traces and the inspector: constraints print as
    /// `title.m_width |=| box.m_width - 2`, traces as `title (TermLabel)`. Without one a view is
    /// named by its type and its number among the views of that type in its screen
    /// (`TermLabel#3`, stable while the view stays in the screen).
    public var identifier: String?
    var screenIndex: (engine: ObjectIdentifier, index: Int)?

    /// The keys of ``layoutVariables``, read by placement (see ``LayoutKeys``). Declared beside
    /// the frames, which placement writes, so that placing a view touches one stretch of it.
    let layoutKeys: LayoutKeys
    /// The view's rectangle in its superview's coordinates, as the last layout left it.
    @exclusivity(unchecked)
    public internal(set) var frame: TermRect = .zero
    /// The view's rectangle on screen, as the last layout left it. Every change marks the old
    /// and the new rectangle to be drawn again, whoever makes it (layout, a scroll view).
    public internal(set) var frameOnScreen: TermRect {
        get { placedFrame }
        set {
            guard newValue != placedFrame else { return }
            let old = placedFrame
            placedFrame = newValue
            screen?.frameMoved(self, from: old, superview: superview)
        }
    }
    /// The storage of ``frameOnScreen``; layout writes it directly and marks the move itself
    /// (``TermScreen/frameMoved(_:from:superview:)``), knowing the screen and the superview.
    @exclusivity(unchecked)
    var placedFrame: TermRect = .zero

    /// Whether the view's own drawing depends on where its subviews are (a split view draws
    /// its dividers between its panes): a subview that moves then draws the view again too.
    var drawsFromSubviewFrames: Bool { false }

    /// Hidden views take part in layout but draw nothing, nor do their subviews.
    @exclusivity(unchecked)
    public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            screen?.setNeedsDisplay(subtreeOf: self)   // the subtree may reach past the frame
            superview?.subviewVisibilityChanged(self)
            if oldValue && !isHidden { screen?.engine.noteShown(self) }   // checked at the next layout
        }
    }
    /// Whether the view or one of its superviews is hidden.
    var isHiddenOnScreen: Bool { isHidden || (superview?.isHiddenOnScreen ?? false) }
    /// Whether subviews are clipped to this view's frame (the default) or only to the screen.
    @exclusivity(unchecked)
    public var clipsToBounds = true { didSet { screen?.setNeedsDisplay(subtreeOf: self) } }
    /// Whether subviews are clipped to the frame inset by ``layoutMargins`` instead of the whole
    /// frame (when ``clipsToBounds``): a ``TermBox`` does, so content never draws over its border.
    @exclusivity(unchecked)
    public var clipsSubviewsToMargins = false { didSet { screen?.setNeedsDisplay(subtreeOf: self) } }

    /// The screen rectangle subviews are clipped to when ``clipsToBounds`` is set.
    var subviewClipRect: TermRect {
        clipsSubviewsToMargins ? frameOnScreen.inset(by: layoutMargins) : frameOnScreen
    }

    /// The screen rectangle `subview` is clipped to when ``clipsToBounds`` is set (a scroll
    /// view clips its content to the viewport, its scrollbars to its frame).
    func clipRect(for subview: TermView) -> TermRect { subviewClipRect }

    /// What `subview` is clipped to, drawn inside this view clipped to `clip`.
    final func clip(_ clip: TermRect, for subview: TermView) -> TermRect {
        clipsToBounds ? clip.intersection(clipRect(for: subview)) : clip
    }

    /// How far `subview` is drawn from where layout put it, this view being `shift` from its own.
    final func shift(_ shift: TermPoint, for subview: TermView) -> TermPoint {
        let offset = placementOffset(for: subview)
        return TermPoint(x: shift.x + offset.x, y: shift.y + offset.y)
    }

    /// How far `subview` (and its subtree) is drawn from where layout put it: a scroll view's
    /// content moves up and left by the content offset. Zero by default.
    func placementOffset(for subview: TermView) -> TermPoint { .zero }

    /// How far a layout guide this view owns is drawn from where layout put it.
    func placementOffset(for guide: TermLayoutGuide) -> TermPoint { .zero }

    /// Called by layout after this view's frame is set and before its guides and subviews are
    /// placed (a scroll view clamps its offset to the new content size). Nothing by default.
    func willPlaceSubviews() {}
    /// A style the view's whole rectangle is filled with before it draws; nil leaves what is
    /// behind it. Its background colour shows through the subviews that have none.
    @exclusivity(unchecked)
    public var backgroundStyle: TermStyle? { didSet { screen?.setNeedsDisplay(subtreeOf: self) } }
    /// Insets for the margin attributes (`m_leftMargin` ...); zero by default.
    @exclusivity(unchecked)
    public var layoutMargins: TermInsets = .zero { didSet { layoutConstantsChanged(); screen?.setNeedsDisplay(subtreeOf: self) } }
    /// Which side is leading. Inherited from the superview unless set (left-to-right at the
    /// top), as Auto Layout's effective layout direction is.
    public var layoutDirection: TermLayoutDirection {
        get { explicitLayoutDirection ?? superview?.layoutDirection ?? .leftToRight }
        set {
            explicitLayoutDirection = newValue
            for view in subtree() { view.layoutConstantsChanged() }
        }
    }
    private var explicitLayoutDirection: TermLayoutDirection?
    /// How strongly the view resists growing past its intrinsic size, per axis (default 250).
    public var contentHugging: (horizontal: TermPriority, vertical: TermPriority) = (.low, .low) {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// How strongly the view resists shrinking below its intrinsic size, per axis (default 750).
    public var compressionResistance: (horizontal: TermPriority, vertical: TermPriority) = (.high, .high) {
        didSet { invalidateIntrinsicContentSize() }
    }

    let layoutVariables: LayoutVariables
    /// Storage for ``m_customSpacingAfter``.
    var customSpacingAfter: Int?
    @exclusivity(unchecked)
    var attachedConstraints: [TermLayoutConstraint] = []

    /// Creates an empty view.
    public required init() {
        layoutVariables = LayoutVariables(LayoutTypeNames.name(of: type(of: self)))
        layoutKeys = layoutVariables.keys
        link.bind(self, view: self)
    }

    isolated deinit { link.clear() }

    // MARK: Content

    /// The view's natural size; no intrinsic metric by default. Call
    /// ``TermView/invalidateIntrinsicContentSize()`` when what it depends on changes.
    open var intrinsicContentSize: TermIntrinsicSize { .none }

    /// Tells layout that ``intrinsicContentSize`` changed, and the screen that the view must be
    /// drawn again (see ``setNeedsDisplay()``). When the size (and both priorities) are what
    /// the layout already has, no constraint changes and no layout pass runs.
    public func invalidateIntrinsicContentSize() {
        setNeedsDisplay()   // what changed its size changed what it draws, whatever the size does
        guard let screen, screen.engine.refreshIntrinsicSize(self) else { return }
        screen.setNeedsLayout()
    }

    /// Tells the screen this view must be drawn again: at the next render only the rows of its
    /// frame are drawn again (see ``TermScreen/render()``). Every property that changes what a
    /// view draws calls it.
    public func setNeedsDisplay() {
        screen?.setNeedsDisplay(self)
    }

    /// Draws the view's own content; `context` is local to the view and clipped to what is
    /// visible. Subviews draw after, on top. The default draws nothing.
    open func draw(in context: inout TermDrawingContext) {}

    // MARK: Input

    /// Whether views of this kind take keyboard focus: false by default, true for interactive
    /// widgets. It is what ``TermView/isFocusable`` says unless an app sets that.
    open var canBecomeFocused: Bool { false }

    /// Whether this view takes keyboard focus (Tab stops here, a click focuses it). Unless set,
    /// what the view's kind says (``canBecomeFocused``); set it to false to keep one widget out
    /// of the focus (a table that only displays), or to true to let a plain view that handles
    /// keys take it. A disabled ``TermControl`` never takes the focus, whatever this says.
    /// Switching it off on the focused view clears the focus.
    public var isFocusable: Bool {
        get { focusableSetting ?? canBecomeFocused }
        set {
            focusableSetting = newValue
            if !newValue && isFocused { screen?.focus(nil) }
        }
    }
    private var focusableSetting: Bool?

    /// Whether the focus may rest here now, beyond ``TermView/isFocusable``: a disabled control says no.
    var allowsFocusNow: Bool { true }

    /// Whether the view shows its own focus (a button reverses its title, a list its selected
    /// row, a text field shows its cursor). False by default: the screen then marks the focused
    /// view by adding its theme's ``TermTheme/focusMark`` to the view's cells.
    open var drawsOwnFocus: Bool { false }

    /// Handles a key sent to the focused view (or bubbling up from a subview); return true if
    /// the key was used. The default uses nothing.
    open func handleKey(_ key: TermKey) -> Bool { false }

    /// Handles text pasted while the view (or a subview) has the focus, whole; return true if
    /// it was used. The default uses nothing, and the screen then types it (see
    /// ``TermScreen/paste(_:)``).
    open func handlePaste(_ text: String) -> Bool { false }

    /// Handles a mouse event over the view (or bubbling up from a subview); `event.position` is
    /// in screen cells (subtract ``TermView/frameOnScreen``'s origin for local ones). The default uses
    /// nothing.
    open func handleMouse(_ event: TermMouseEvent) -> Bool { false }

    /// Called when the view gains or loses focus; redraws by default.
    open func focusDidChange() { setNeedsDisplay() }

    /// What `|+|` and `|^|` do with a view on their right: add it as a subview (a stack view
    /// arranges it instead).
    open func addFromHierarchyOperator(_ view: TermView) { addSubview(view) }

    /// Rows from the top edge to the first and last baselines; nil (the default) puts both
    /// baselines on the bottom edge, as Auto Layout does for views without text.
    open var baselineOffsets: (first: Int, last: Int)? { nil }

    // MARK: Hierarchy

    /// Adds `view` on top of the other subviews, taking it from its old superview first.
    public func addSubview(_ view: TermView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in the z-order (clamped to the valid range).
    public func insertSubview(_ view: TermView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            MortarDiagnostics.report(MortarDiagnostic(
                message: "cannot add \(view.qualifiedName) inside itself or its own subview \(qualifiedName); ignored",
                file: #fileID, line: #line))
            return
        }
        if view.superview != nil { view.removeFromSuperview() }
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superviewLink = link
        if let screen {
            view.join(screen)
            // Where it is now; if layout moves it, its frames mark where they go.
            screen.setNeedsDisplay(subtreeOf: view)
        }
    }

    /// Removes the view from its superview and its screen; the constraints that tie its subtree
    /// to the outside leave the solver until it is added back.
    public func removeFromSuperview() {
        guard let superview else { return }
        screen?.setNeedsDisplay(subtreeOf: self)   // what it drew goes
        superview.subviews.removeAll { $0 === self }
        superviewLink = nil
        superview.didRemoveSubview(self)
        if screen != nil { leaveScreen() }
    }

    /// Whether `ancestor` is this view or one of its superviews.
    public func isDescendant(of ancestor: TermView) -> Bool {
        var view: TermView? = self
        while let v = view {
            if v === ancestor { return true }
            view = v.superview
        }
        return false
    }

    /// Adds a layout guide owned by this view.
    public func addLayoutGuide(_ guide: TermLayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        layoutGuides.append(guide)
        guide.owningView = self
        if let screen { guide.join(screen) }
    }

    /// Removes a layout guide this view owns.
    public func removeLayoutGuide(_ guide: TermLayoutGuide) {
        guard guide.owningView === self else { return }
        if screen != nil { guide.leave() }
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    // MARK: Screen membership

    /// Every view of the subtree, depth first, this one first.
    func subtree() -> [TermView] {
        var result: [TermView] = [self]
        var i = 0
        while i < result.count {
            result += result[i].subviews
            i += 1
        }
        return result
    }

    func join(_ screen: TermScreen) {
        let views = subtree()
        for view in views {
            view.screen = screen
            screen.engine.attach(view)
            for guide in view.layoutGuides { screen.engine.attach(guide) }
        }
        for view in views {
            for c in view.constraintsInOrder { LayoutEngine.installIfPossible(c) }
            for guide in view.layoutGuides {
                for c in guide.constraintsInOrder { LayoutEngine.installIfPossible(c) }
            }
        }
        screen.setNeedsLayout()
    }

    /// Takes the subtree out of its screen: constraints to the outside wait, the focus goes if
    /// it was inside.
    func leaveScreen() {
        guard let screen else { return }
        let views = subtree()
        for view in views {
            for c in view.constraintsInOrder { LayoutEngine.uninstall(c) }
            for guide in view.layoutGuides {
                for c in guide.constraintsInOrder { LayoutEngine.uninstall(c) }
                screen.engine.detach(guide)
            }
            screen.engine.detach(view)
        }
        for view in views { view.screen = nil }
        if let focused = screen.focusedView, views.contains(where: { $0 === focused }) { screen.focus(nil) }
        screen.setNeedsLayout()
    }

    /// A subview was hidden or shown (a stack view rearranges); nothing by default.
    open func subviewVisibilityChanged(_ subview: TermView) {}

    /// A subview was removed (a stack view takes it out of its arrangement); nothing by default.
    open func didRemoveSubview(_ subview: TermView) {}

    /// Margins or direction changed: constraints on this view are re-derived.
    private func layoutConstantsChanged() {
        for c in constraintsInOrder { LayoutEngine.reinstall(c) }
    }

    // MARK: LayoutNode

    var hostView: TermView? { self }
    var nodeMargins: TermInsets { layoutMargins }
    var nodeDirection: TermLayoutDirection { layoutDirection }
    var nodeIdentifier: String? { identifier }
}

/// A rectangle that takes part in layout but never draws: spacing, alignment regions.
@MainActor
public final class TermLayoutGuide: TermCreatable, LayoutNode {
    /// The view that owns the guide (and places it in a screen).
    public internal(set) var owningView: TermView? {
        get { ownerLink?.view }
        set { ownerLink = newValue?.link }
    }
    private var ownerLink: NodeLink?
    /// What constraints and the layout engine hold to refer to this guide.
    let link = NodeLink()
    /// The guide's rectangle on screen, as the last layout left it. A change marks the old and
    /// the new rectangle to be drawn again: a guide draws nothing, but its owner may clip to it
    /// (a scroll view's visible area).
    public internal(set) var frameOnScreen: TermRect = .zero {
        didSet {
            guard frameOnScreen != oldValue, let screen = owningView?.screen else { return }
            screen.setNeedsDisplay(oldValue)
            screen.setNeedsDisplay(frameOnScreen)
        }
    }

    /// A name for diagnostics and debugging (`"safeRegion"`, `"MortarVFL spacer ~~1"`); without
    /// one a guide is named by its type and number in its screen (`TermLayoutGuide#2`).
    public var identifier: String?
    var screenIndex: (engine: ObjectIdentifier, index: Int)?
    /// A key that lets the code that made the guide find it again among its owner's guides, so
    /// running the same statement twice reuses the guide instead of piling up a new one.
    public var reuseKey: AnyHashable?

    let layoutVariables = LayoutVariables("guide")
    /// The keys of ``layoutVariables``, read by placement (see ``LayoutKeys``).
    let layoutKeys: LayoutKeys
    @exclusivity(unchecked)
    var attachedConstraints: [TermLayoutConstraint] = []

    /// Creates a guide; add it to a view with ``TermView/addLayoutGuide(_:)``.
    public init() {
        layoutKeys = layoutVariables.keys
        link.bind(self, view: nil)
    }

    isolated deinit { link.clear() }

    /// Whether any active constraint mentions the guide.
    public var hasActiveConstraints: Bool { !attachedConstraints.isEmpty }

    func join(_ screen: TermScreen) {
        screen.engine.attach(self)
        for c in constraintsInOrder { LayoutEngine.installIfPossible(c) }
    }

    func leave() {
        guard let screen else { return }
        for c in constraintsInOrder { LayoutEngine.uninstall(c) }
        screen.engine.detach(self)
    }

    var hostView: TermView? { owningView }
    var nodeMargins: TermInsets { .zero }
    var nodeDirection: TermLayoutDirection { owningView?.layoutDirection ?? .leftToRight }
    var baselineOffsets: (first: Int, last: Int)? { nil }
    var nodeIdentifier: String? { identifier }
}
