/// Builds the subviews on the right of `|+|` and `|^|`: plain views, optionals, arrays, and
/// `if`, `if let`, `switch` and `for` around them.
///
/// ```swift
/// screen.root |+| { root in
///     title
///     if showLog { log }
///     for gauge in gauges { gauge }
///     footer            // an optional: added when non-nil
/// }
/// ```
@resultBuilder
public enum TermViewBuilder {
    // The result-builder protocol: a view, an optional view or arrays of them per line, and
    // `if`, `switch`, `for` and availability checks around them.
    /// A view on its own line.
    public static func buildExpression(_ view: TermView) -> [TermView] { [view] }
    /// An optional view: added when non-nil.
    public static func buildExpression(_ view: TermView?) -> [TermView] { view.map { [$0] } ?? [] }
    /// An array of views.
    public static func buildExpression(_ views: [TermView]) -> [TermView] { views }
    /// An array of optional views.
    public static func buildExpression(_ views: [TermView?]) -> [TermView] { views.compactMap { $0 } }
    /// The lines of a block, in order.
    public static func buildBlock(_ parts: [TermView]...) -> [TermView] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [TermView]?) -> [TermView] { part ?? [] }
    /// The first branch of an `if`/`switch`.
    public static func buildEither(first part: [TermView]) -> [TermView] { part }
    /// The second branch of an `if`/`switch`.
    public static func buildEither(second part: [TermView]) -> [TermView] { part }
    /// A `for` loop.
    public static func buildArray(_ parts: [[TermView]]) -> [TermView] { parts.flatMap { $0 } }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: [TermView]) -> [TermView] { part }
}

precedencegroup MortarAddSubviewsPrecedence {
    higherThan: AssignmentPrecedence
    lowerThan: TernaryPrecedence
}

/// Adds subviews in order, so the last one is on top. Returns the parent.
infix operator |+| : MortarAddSubviewsPrecedence
/// Adds subviews in reverse order, so the first one is on top (top of the source is top of the
/// z-order). Returns the parent.
infix operator |^| : MortarAddSubviewsPrecedence

/// Adds `child` to `parent`.
@MainActor @discardableResult
public func |+| <Parent: TermView>(parent: Parent, child: TermView) -> Parent {
    parent.addFromHierarchyOperator(child)
    return parent
}

/// Adds `children` to `parent` in order.
@MainActor @discardableResult
public func |+| <Parent: TermView>(parent: Parent, children: [TermView]) -> Parent {
    children.forEach(parent.addFromHierarchyOperator)
    return parent
}

/// Adds what `children` builds (given the parent) in order.
@MainActor @discardableResult
public func |+| <Parent: TermView>(parent: Parent, @TermViewBuilder children: (Parent) -> [TermView]) -> Parent {
    parent |+| children(parent)
}

/// Adds `child` to `parent` (the same as `|+|` for one view).
@MainActor @discardableResult
public func |^| <Parent: TermView>(parent: Parent, child: TermView) -> Parent {
    parent |+| child
}

/// Adds `children` to `parent` in reverse order: the first ends up on top.
@MainActor @discardableResult
public func |^| <Parent: TermView>(parent: Parent, children: [TermView]) -> Parent {
    parent |+| Array(children.reversed())
}

/// Adds what `children` builds (given the parent) in reverse order.
@MainActor @discardableResult
public func |^| <Parent: TermView>(parent: Parent, @TermViewBuilder children: (Parent) -> [TermView]) -> Parent {
    parent |^| children(parent)
}
