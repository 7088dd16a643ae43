import Mortar

/// The nodes of a VFL statement in order, joined by `|` (no space) and `||` (the default
/// padding). A list does nothing until a capture operator (`|>`, `|>>`, `<!` ...) ends the
/// statement.
public struct MortarVFLList {
    let nodes: [MortarVFLNode]

    init(_ nodes: [MortarVFLNode]) {
        self.nodes = nodes
    }
}

extension MortarVFLList: MortarVFLNodable {
    /// The list itself.
    public var mortarVFLList: MortarVFLList { self }
}

/// `a | b`: `b` follows `a` with no space between them.
@MainActor
public func | <L: MortarVFLNodable, R: MortarVFLNodable>(lhs: L, rhs: R) -> MortarVFLList {
    MortarVFLList(lhs.mortarVFLList.nodes + rhs.mortarVFLList.nodes)
}

/// `a || b`: `b` follows `a` after the default padding (``Mortar/MortarDefault/vflPadding``, one cell).
@MainActor
public func || <L: MortarVFLNodable, R: MortarVFLNodable>(lhs: L, rhs: R) -> MortarVFLList {
    MortarVFLList(lhs.mortarVFLList.nodes + [MortarVFLNode(views: [], sizing: .defaultPadding)] + rhs.mortarVFLList.nodes)
}
