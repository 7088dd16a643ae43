/// Lays its arranged subviews out in a row or a column, as UIKit's stack view: `|+|` on a stack
/// arranges what it adds. Hidden arranged views take no space. A view's
/// ``TermView/m_customSpacingAfter`` overrides the spacing after it.
@MainActor
open class TermStackView: TermView {
    /// How arranged views share the stack's length.
    public enum Distribution: Sendable, Hashable {
        /// Views keep their intrinsic lengths; hugging and compression resistance decide who
        /// grows or shrinks to fill the stack.
        case fill
        /// Every view gets the same length.
        case fillEqually
        /// Views keep their intrinsic lengths and the gaps between them are equal (at least the
        /// spacing).
        case equalSpacing
    }

    /// Where arranged views sit across the stack.
    public enum Alignment: Sendable, Hashable {
        /// They take the stack's whole width (vertical stack) or height (horizontal stack).
        case fill
        /// At the top (horizontal stack) or left (vertical stack), at their intrinsic size.
        case leading
        /// Centred.
        case center
        /// At the bottom or right.
        case trailing
    }

    /// Row (horizontal) or column (vertical).
    public var axis: TermAxis = .horizontal { didSet { rearrange() } }
    /// Cells between neighbours.
    public var spacing = 0 { didSet { rearrange() } }
    /// How views share the length.
    public var distribution: Distribution = .fill { didSet { rearrange() } }
    /// Where views sit across.
    public var alignment: Alignment = .fill { didSet { rearrange() } }
    /// The arranged views, in order (a subset of ``TermView/subviews``).
    public private(set) var arrangedSubviews: [TermView] = []

    private var arrangement: [TermLayoutConstraint] = []
    private var gapGuides: [TermLayoutGuide] = []

    /// Creates an empty horizontal stack.
    public required init() { super.init() }

    /// Creates a stack.
    public convenience init(axis: TermAxis, spacing: Int = 0, distribution: Distribution = .fill,
                            alignment: Alignment = .fill) {
        self.init()
        self.axis = axis
        self.spacing = spacing
        self.distribution = distribution
        self.alignment = alignment
    }

    /// Adds `view` at the end of the arrangement (and as a subview).
    public func addArrangedSubview(_ view: TermView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Inserts `view` into the arrangement at `index` (clamped).
    public func insertArrangedSubview(_ view: TermView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        if view.superview !== self { addSubview(view) }
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        rearrange()
    }

    /// Takes `view` out of the arrangement; it stays a subview.
    public func removeArrangedSubview(_ view: TermView) {
        arrangedSubviews.removeAll { $0 === view }
        rearrange()
    }

    /// `|+|` on a stack arranges the views, as Mortar does with UIKit stacks.
    open override func addFromHierarchyOperator(_ view: TermView) { addArrangedSubview(view) }

    open override func subviewVisibilityChanged(_ subview: TermView) {
        if arrangedSubviews.contains(where: { $0 === subview }) { rearrange() }
    }

    /// A removed subview leaves the arrangement too.
    open override func didRemoveSubview(_ subview: TermView) {
        if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
    }

    /// Re-derives the arrangement's constraints.
    func rearrange() {
        arrangement.forEach { $0.deactivate() }
        arrangement = []
        gapGuides.forEach(removeLayoutGuide)
        gapGuides = []
        let views = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
        let horizontal = axis == .horizontal
        let (lead, trail, length): (TermLayoutAttribute, TermLayoutAttribute, TermLayoutAttribute) =
            horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
        let (crossLead, crossTrail, crossCenter, crossLength): (TermLayoutAttribute, TermLayoutAttribute,
                                                                TermLayoutAttribute, TermLayoutAttribute) =
            horizontal ? (.top, .bottom, .centerY, .height) : (.leading, .trailing, .centerX, .width)
        func add(_ a: TermLayoutItem, _ aa: TermLayoutAttribute, _ r: TermLayoutRelation, _ b: TermLayoutItem?,
                 _ ba: TermLayoutAttribute?, _ constant: Double = 0) {
            let c = TermLayoutConstraint(a, aa, r, b, ba, constant: constant)
            c.activate()
            arrangement.append(c)
        }
        var previous: TermView?
        for view in views {
            if let previous {
                let gap = Double(previous.m_customSpacingAfter ?? spacing)
                if distribution == .equalSpacing {
                    let guide = TermLayoutGuide()
                    guide.identifier = "TermStackView gap"
                    addLayoutGuide(guide)
                    gapGuides.append(guide)
                    add(guide, lead, .equal, previous, trail)
                    add(view, lead, .equal, guide, trail)
                    add(guide, length, .greaterOrEqual, nil, nil, gap)
                    if let first = gapGuides.first, first !== guide { add(guide, length, .equal, first, length) }
                } else {
                    add(view, lead, .equal, previous, trail, gap)
                }
                if distribution == .fillEqually, let first = views.first { add(view, length, .equal, first, length) }
            } else {
                add(view, lead, .equal, self, lead)
            }
            switch alignment {
            case .fill:
                add(view, crossLead, .equal, self, crossLead)
                add(view, crossTrail, .equal, self, crossTrail)
            case .leading:
                add(view, crossLead, .equal, self, crossLead)
                add(view, crossTrail, .lessOrEqual, self, crossTrail)
            case .center:
                add(view, crossCenter, .equal, self, crossCenter)
                add(view, crossLength, .lessOrEqual, self, crossLength)
            case .trailing:
                add(view, crossTrail, .equal, self, crossTrail)
                add(view, crossLead, .greaterOrEqual, self, crossLead)
            }
            previous = view
        }
        if let last = views.last { add(last, trail, .equal, self, trail) }
        setNeedsDisplay()
    }
}

@MainActor
extension TermView {
    /// Space after this view in a ``TermStackView``, instead of the stack's spacing (Mortar's
    /// `m_customSpacingAfter`); nil uses the stack's.
    public var m_customSpacingAfter: Int? {
        get { customSpacingAfter }
        set {
            customSpacingAfter = newValue
            (superview as? TermStackView)?.rearrange()
        }
    }
}
