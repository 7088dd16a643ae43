/// What the framework's references back up the tree hold instead of `weak` references to a view
/// or guide: a view's superview, a constraint's items, the layout engine's members.
///
/// A `weak` reference gives its target a side table for the rest of its life, and every retain
/// and release of that object then goes through the side table (a second atomic operation on a
/// second cache line). With every view weakly referenced by its subviews and constraints, that
/// was most of the reference counting in building and placing a large screen. A link is made
/// and owned by its item, cleared by the item's `deinit`, and held strongly by whoever points
/// back: reading it is two loads and an ordinary retain, and it answers nil once the item is
/// gone, as a weak reference does.
///
/// The item is stored `unowned(unsafe)`: the clearing in `deinit` is what keeps it from
/// dangling, so only the item's own initializer and deinitializer write it.
@MainActor
final class NodeLink {
    /// The item, until it is deinitialized.
    private(set) unowned(unsafe) var node: (any LayoutNode)?
    /// The item as a view, when it is one (the superview link of its subviews).
    private(set) unowned(unsafe) var view: TermView?

    init() {}

    /// Called by the item's initializer once it is whole.
    func bind(_ node: any LayoutNode, view: TermView?) {
        self.node = node
        self.view = view
    }

    /// Called by the item's `deinit`: every holder of the link now reads nil.
    func clear() {
        node = nil
        view = nil
    }
}

/// A screen's counterpart of ``NodeLink``: what each view in the screen holds to find it, so
/// that no view keeps a weak reference (and the screen a side table) for it.
@MainActor
final class ScreenLink {
    /// The screen, until it is deinitialized.
    private(set) unowned(unsafe) var screen: TermScreen?

    init() {}

    /// Called by the screen's initializer once it is whole.
    func bind(_ screen: TermScreen) { self.screen = screen }

    /// Called by the screen's `deinit`.
    func clear() { screen = nil }
}
