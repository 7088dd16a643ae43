import Mortar

/// One entry of a VFL list: one view, several views in parallel (`[a, b][==3]`), or a spacer
/// (`4`, `~~1`), with how it is sized along the statement's axis.
public struct MortarVFLNode {
    enum Sizing {
        /// No size constraint: the views' intrinsic size, hugging and compression resistance.
        case intrinsic
        /// Exactly this many cells.
        case equals(Double)
        /// A share of the space left between the captures, relative to the first weighted node.
        case weight(Double)
        /// A copy of the sizing of the node that holds this view (Mortar's `[==view]` and
        /// `[~~view]` both mean this; it is not an "equal size" constraint).
        case reference(TermView)
        /// The `||` spacer, worth ``MortarDefault/vflPadding`` when the statement is built.
        case defaultPadding
    }

    /// The views of the node, laid out in parallel; empty for a spacer.
    let views: [TermView]
    let sizing: Sizing

    init(views: [TermView], sizing: Sizing) {
        self.views = views
        self.sizing = sizing
    }

    /// A spacer of fixed size (a number, `==n`, or the `||` padding).
    var isFixedSpacer: Bool {
        guard views.isEmpty else { return false }
        switch sizing {
        case .equals, .defaultPadding: return true
        default: return false
        }
    }

    /// The same views with another sizing (for showing the fix in a diagnostic).
    func resized(_ sizing: Sizing) -> MortarVFLNode { MortarVFLNode(views: views, sizing: sizing) }

    var isDefaultPadding: Bool {
        if case .defaultPadding = sizing { return true }
        return false
    }
}

/// Anything that can stand in a VFL list: views, arrays of views, nodes, lists, numbers
/// (fixed spacers) and sizings (`~~1` is a weighted spacer, `==4` a fixed one).
public protocol MortarVFLNodable {
    /// The entries this operand contributes to a list.
    @MainActor var mortarVFLList: MortarVFLList { get }
}

extension TermView: MortarVFLNodable {
    /// A view on its own: one node, sized by its intrinsic content size.
    public var mortarVFLList: MortarVFLList { MortarVFLList([MortarVFLNode(views: [self], sizing: .intrinsic)]) }

    /// This view as a node sized by `sizing`: `view[==10]`, `view[~~2]`, `view[==other]`.
    public subscript(sizing: MortarVFLSizing) -> MortarVFLNode { MortarVFLNode(views: [self], sizing: sizing.sizing) }
}

extension Array: MortarVFLNodable where Element: TermView {
    /// Several views in one node, in parallel (same span on the axis), intrinsically sized.
    @MainActor public var mortarVFLList: MortarVFLList {
        MortarVFLList([MortarVFLNode(views: self, sizing: .intrinsic)])
    }

    /// Several views in one node, in parallel, sized by `sizing`: `[a, b, c][==3]`.
    @MainActor public subscript(sizing: MortarVFLSizing) -> MortarVFLNode { MortarVFLNode(views: self, sizing: sizing.sizing) }
}

extension MortarVFLNode: MortarVFLNodable {
    /// A list of this one node.
    public var mortarVFLList: MortarVFLList { MortarVFLList([self]) }
}

extension MortarVFLSizing: MortarVFLNodable {
    /// A spacer: `~~w` is weighted, `==n` fixed. (`==view` on its own has no view to size and is
    /// reported when the statement is built.)
    public var mortarVFLList: MortarVFLList { MortarVFLList([MortarVFLNode(views: [], sizing: sizing)]) }
}

extension Int: MortarVFLNodable {
    /// A fixed spacer of this many cells.
    public var mortarVFLList: MortarVFLList { MortarVFLList([MortarVFLNode(views: [], sizing: .equals(Double(self)))]) }
}

extension Double: MortarVFLNodable {
    /// A fixed spacer of this many cells.
    public var mortarVFLList: MortarVFLList { MortarVFLList([MortarVFLNode(views: [], sizing: .equals(self))]) }
}
