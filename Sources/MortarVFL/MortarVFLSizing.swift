import Mortar

/// How a VFL node is sized, written inside a subscript (`view[==10]`, `view[~~2]`,
/// `view[==other]`) or on its own as a spacer (`| ==4 |`, `| ~~1 |`).
public struct MortarVFLSizing {
    /// `.equals`, `.weight` or `.reference`: what the prefix operators below make.
    let sizing: MortarVFLNode.Sizing
}

/// `==n`: a fixed size of `n` cells; `==view`: the sizing of `view`'s node.
prefix operator ==
/// `~~w`: a weight; `~~view`: the sizing of `view`'s node, exactly as `==view`.
prefix operator ~~

/// A fixed size: `view[==10]`, or a fixed spacer `| ==10 |` (the same as `| 10 |`).
public prefix func == (size: Int) -> MortarVFLSizing { MortarVFLSizing(sizing: .equals(Double(size))) }
/// A fixed size in cells.
public prefix func == (size: Double) -> MortarVFLSizing { MortarVFLSizing(sizing: .equals(size)) }
/// The sizing of the node that holds `view`, copied: fixed if it is fixed, the same weight if it
/// is weighted, intrinsic if it is intrinsic (then equal only if the intrinsic sizes are).
@MainActor public prefix func == (view: TermView) -> MortarVFLSizing { MortarVFLSizing(sizing: .reference(view)) }
/// A weight: `view[~~2]` takes twice the share of a `[~~1]` node; `| ~~1 |` is a weighted spacer.
public prefix func ~~ (weight: Int) -> MortarVFLSizing { MortarVFLSizing(sizing: .weight(Double(weight))) }
/// A weight.
public prefix func ~~ (weight: Double) -> MortarVFLSizing { MortarVFLSizing(sizing: .weight(weight)) }
/// The same as `==view`, as in Mortar.
@MainActor public prefix func ~~ (view: TermView) -> MortarVFLSizing { MortarVFLSizing(sizing: .reference(view)) }
