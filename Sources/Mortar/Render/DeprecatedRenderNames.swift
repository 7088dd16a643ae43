// The render types' names before they took the `Term` prefix every other public type has: a
// bare `Canvas`, `Cell` or `Style` collided with types of the apps that import Mortar. Kept for
// one release so existing code compiles, with a fix-it to the new name.

/// The old name of ``TermCanvas``.
@available(*, deprecated, renamed: "TermCanvas")
public typealias Canvas = TermCanvas

/// The old name of ``TermCell``.
@available(*, deprecated, renamed: "TermCell")
public typealias Cell = TermCell

/// The old name of ``TermStyle``.
@available(*, deprecated, renamed: "TermStyle")
public typealias Style = TermStyle
