/// One node of a ``TermTree``: a title and children, given at once or loaded the first time the
/// node is expanded (a directory read only when opened, a process's children only when shown).
@MainActor
public final class TermTreeNode {
    /// The text shown for the node.
    public var title: String
    /// Whether the node's children are shown. Change it through the tree
    /// (``TermTree/setExpanded(_:_:)-(TermTreeNode,_)``) so the tree redraws.
    public internal(set) var isExpanded = false
    /// The children, nil until they are loaded.
    public private(set) var loadedChildren: [TermTreeNode]?
    private let loader: (@MainActor () -> [TermTreeNode])?

    /// A node with `children` known now (none: a leaf).
    public init(_ title: String, children: [TermTreeNode] = []) {
        self.title = title
        loadedChildren = children
        loader = nil
    }

    /// A node whose children come from `loadChildren`, called once, when it is first expanded.
    public init(_ title: String, loadChildren: @escaping @MainActor () -> [TermTreeNode]) {
        self.title = title
        loadedChildren = nil
        loader = loadChildren
    }

    /// Whether the node may have children: it has some, or they are not loaded yet.
    public var isExpandable: Bool { loadedChildren.map { !$0.isEmpty } ?? true }

    /// The children, loading them first if they are not loaded yet.
    public var children: [TermTreeNode] {
        if loadedChildren == nil { loadedChildren = loader?() ?? [] }
        return loadedChildren ?? []
    }
}
