import Mortar

/// One end of a VFL statement: an item's edge, with the multiplier, constant and priority of
/// an attribute written with arithmetic (`a.m_right + 1 |> ...`).
public struct MortarVFLAnchor {
    let item: (any TermLayoutItem)?
    let attribute: TermLayoutAttribute
    var multiplier: Double = 1
    var constant: Double = 0
    var priority: TermPriority?
}

/// What may capture a horizontal statement (`|>`, `<|`, `<!` and their padded forms): a view or
/// layout guide (its outer edge: left when leading, right when trailing, as in Mortar) or a
/// horizontal attribute. A vertical attribute here does not compile.
public protocol MortarVFLHorizontalCapture {
    /// The edge this capture stands for at the leading or trailing end.
    @MainActor func mortarVFLHorizontalAnchor(trailing: Bool) -> MortarVFLAnchor
}

/// What may capture a vertical statement (`|^`, `^|`, `^!` and their padded forms): a view or
/// layout guide (its top when leading, bottom when trailing) or a vertical attribute.
public protocol MortarVFLVerticalCapture {
    /// The edge this capture stands for at the leading or trailing end.
    @MainActor func mortarVFLVerticalAnchor(trailing: Bool) -> MortarVFLAnchor
}

extension TermView: MortarVFLHorizontalCapture, MortarVFLVerticalCapture {}
extension TermLayoutGuide: MortarVFLHorizontalCapture, MortarVFLVerticalCapture {}

extension TermLayoutItem {
    /// A bare view or guide means its outer edge, as in Mortar: left when leading, right when
    /// trailing (so `a |> b <| c` runs from a's left to c's right).
    public func mortarVFLHorizontalAnchor(trailing: Bool) -> MortarVFLAnchor {
        MortarVFLAnchor(item: self, attribute: trailing ? .right : .left)
    }

    /// A bare view or guide means its outer edge: top when leading, bottom when trailing.
    public func mortarVFLVerticalAnchor(trailing: Bool) -> MortarVFLAnchor {
        MortarVFLAnchor(item: self, attribute: trailing ? .bottom : .top)
    }
}

extension MortarAttribute: MortarVFLHorizontalCapture where Shape == MortarX {
    /// The attribute itself, at either end.
    public func mortarVFLHorizontalAnchor(trailing: Bool) -> MortarVFLAnchor { anchor }
}

extension MortarAttribute: MortarVFLVerticalCapture where Shape == MortarY {
    /// The attribute itself, at either end.
    public func mortarVFLVerticalAnchor(trailing: Bool) -> MortarVFLAnchor { anchor }
}

extension MortarAttribute {
    @MainActor var anchor: MortarVFLAnchor {
        MortarVFLAnchor(item: layoutItem, attribute: layoutAttributes?.first ?? .left, multiplier: layoutMultiplier,
                        constant: layoutConstant, priority: layoutPriority)
    }
}

/// The axis of a statement.
enum MortarVFLAxis {
    case horizontal, vertical

    var leadingEdge: TermLayoutAttribute { self == .horizontal ? .left : .top }
    var trailingEdge: TermLayoutAttribute { self == .horizontal ? .right : .bottom }
    var size: TermLayoutAttribute { self == .horizontal ? .width : .height }
}

/// A list with its trailing capture (`list <| view`): inert until a leading capture (`|>`)
/// completes the statement. `Axis` is `MortarX` or `MortarY`, so `|>` cannot pair with `^|`.
public struct MortarVFLTrailing<Axis> {
    let list: MortarVFLList
    let anchor: MortarVFLAnchor
    let padded: Bool
}
