/// The layer a presented view sits in: it covers the whole screen above the root (pinned to
/// the root's edges), so everything behind it is out of reach of keys and clicks. The
/// presented view is centred in it at priority 500 and kept inside it at 999, so the app's own
/// required constraints place and size it as they like.
@MainActor
final class TermModalLayer: TermView {
    /// The presented view.
    private(set) weak var content: TermView?
    /// Whether Esc, unused by the presented view, dismisses it.
    var dismissesOnEscape = true
    /// The view that had the focus before the modal came up; it gets it back afterwards.
    weak var focusBefore: TermView?
    private var constraints: [TermLayoutConstraint] = []

    required init() { super.init() }

    /// A layer holding `content`, with the constraints that cover the screen and centre it.
    convenience init(content: TermView, root: TermView, dismissesOnEscape: Bool) {
        self.init()
        self.content = content
        self.dismissesOnEscape = dismissesOnEscape
        addSubview(content)
        func pin(_ item: TermLayoutItem, _ attribute: TermLayoutAttribute, _ relation: TermLayoutRelation,
                 _ other: TermLayoutItem, priority: TermPriority) {
            constraints.append(TermLayoutConstraint(item, attribute, relation, other, attribute, priority: priority))
        }
        for edge: TermLayoutAttribute in [.left, .top, .right, .bottom] { pin(self, edge, .equal, root, priority: .required) }
        pin(content, .centerX, .equal, self, priority: .medium)
        pin(content, .centerY, .equal, self, priority: .medium)
        pin(content, .left, .greaterOrEqual, self, priority: 999)
        pin(content, .top, .greaterOrEqual, self, priority: 999)
        pin(content, .right, .lessOrEqual, self, priority: 999)
        pin(content, .bottom, .lessOrEqual, self, priority: 999)
        TermLayoutConstraint.activate(constraints)
    }

    /// Takes the layer's constraints out and lets go of the presented view.
    func tearDown() {
        isTornDown = true
        TermLayoutConstraint.deactivate(constraints)
        constraints = []
        content?.removeFromSuperview()
    }
    private var isTornDown = false

    /// The presented view taken away by the app: the layer goes with it.
    override func didRemoveSubview(_ subview: TermView) {
        guard !isTornDown, subview === content else { return }
        screen?.remove(self)
    }

    /// Esc dismisses (unless the modal said otherwise); every other key stops here.
    override func handleKey(_ key: TermKey) -> Bool {
        guard key == .escape, dismissesOnEscape, let screen else { return false }
        screen.dismiss()
        return true
    }
}
