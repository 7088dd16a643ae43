import Mortar

// The capture operators, in Mortar's two precedence groups: a list's trailing capture binds
// tighter than its leading one, and both looser than `|`/`||`, so `a |> x || y <| b` reads
// `a |> ((x || y) <| b)`. Every statement returns a MortarGroup holding all its constraints.

/// Leading captures and surrounds: `|> ||> |>> ||>> |^ ||^ |^^ ||^^`.
precedencegroup MortarVFLListBeginPrecedence {
    associativity: left
    higherThan: TernaryPrecedence
    lowerThan: LogicalDisjunctionPrecedence
}

/// Trailing captures: `<| <|| <! <!! ^| ^|| ^! ^!!`.
precedencegroup MortarVFLListCapturePrecedence {
    associativity: left
    higherThan: MortarVFLListBeginPrecedence
    lowerThan: LogicalDisjunctionPrecedence
}


// MARK: horizontal

/// Leading capture (horizontal): the list starts at the capture (left edge of a bare view).
infix operator |> : MortarVFLListBeginPrecedence
/// Leading capture (horizontal) with the default padding first.
infix operator ||> : MortarVFLListBeginPrecedence
/// Surround (horizontal): the list runs from the view's left edge to its right edge.
infix operator |>> : MortarVFLListBeginPrecedence
/// Surround (horizontal) with the default padding at both ends.
infix operator ||>> : MortarVFLListBeginPrecedence
/// Trailing capture (horizontal): the list ends at the capture (right edge of a bare view).
infix operator <| : MortarVFLListCapturePrecedence
/// Trailing capture (horizontal) with the default padding last.
infix operator <|| : MortarVFLListCapturePrecedence
/// Trailing-only statement (horizontal): the list ends at the capture, its start is free.
infix operator <! : MortarVFLListCapturePrecedence
/// Trailing-only statement (horizontal) with the default padding last.
infix operator <!! : MortarVFLListCapturePrecedence

/// `capture |> list`: a leading-only statement (no weights; the end is free).
@MainActor @discardableResult
public func |> <C: MortarVFLHorizontalCapture, L: MortarVFLNodable>(lhs: C, rhs: L) -> MortarGroup {
    MortarVFLStatement.build(.horizontal, leading: lhs.mortarVFLHorizontalAnchor(trailing: false), leadingPadded: false, rhs.mortarVFLList,
                             trailing: nil)
}

/// `capture |> list <| capture`: a statement captured at both ends.
@MainActor @discardableResult
public func |> <C: MortarVFLHorizontalCapture>(lhs: C, rhs: MortarVFLTrailing<MortarX>) -> MortarGroup {
    MortarVFLStatement.build(.horizontal, leading: lhs.mortarVFLHorizontalAnchor(trailing: false), leadingPadded: false, rhs.list,
                             trailing: rhs.anchor, trailingPadded: rhs.padded)
}

/// `capture ||> list`: a leading-only statement (no weights; the end is free).
@MainActor @discardableResult
public func ||> <C: MortarVFLHorizontalCapture, L: MortarVFLNodable>(lhs: C, rhs: L) -> MortarGroup {
    MortarVFLStatement.build(.horizontal, leading: lhs.mortarVFLHorizontalAnchor(trailing: false), leadingPadded: true, rhs.mortarVFLList,
                             trailing: nil)
}

/// `capture ||> list <| capture`: a statement captured at both ends.
@MainActor @discardableResult
public func ||> <C: MortarVFLHorizontalCapture>(lhs: C, rhs: MortarVFLTrailing<MortarX>) -> MortarGroup {
    MortarVFLStatement.build(.horizontal, leading: lhs.mortarVFLHorizontalAnchor(trailing: false), leadingPadded: true, rhs.list,
                             trailing: rhs.anchor, trailingPadded: rhs.padded)
}

/// `item |>> list`: the list between the item's own left and right edges.
@MainActor @discardableResult
public func |>> <C: TermLayoutItem, L: MortarVFLNodable>(lhs: C, rhs: L) -> MortarGroup {
    MortarVFLStatement.build(.horizontal, leading: lhs.mortarVFLHorizontalAnchor(trailing: false), leadingPadded: false, rhs.mortarVFLList,
                             trailing: lhs.mortarVFLHorizontalAnchor(trailing: true), trailingPadded: false)
}

/// `item ||>> list`: the list between the item's own left and right edges.
@MainActor @discardableResult
public func ||>> <C: TermLayoutItem, L: MortarVFLNodable>(lhs: C, rhs: L) -> MortarGroup {
    MortarVFLStatement.build(.horizontal, leading: lhs.mortarVFLHorizontalAnchor(trailing: false), leadingPadded: true, rhs.mortarVFLList,
                             trailing: lhs.mortarVFLHorizontalAnchor(trailing: true), trailingPadded: true)
}

/// `list <| capture`: the trailing end, waiting for a leading capture to complete the statement.
@MainActor
public func <| <L: MortarVFLNodable, C: MortarVFLHorizontalCapture>(lhs: L, rhs: C) -> MortarVFLTrailing<MortarX> {
    MortarVFLTrailing(list: lhs.mortarVFLList, anchor: rhs.mortarVFLHorizontalAnchor(trailing: true), padded: false)
}

/// `list <|| capture`: the trailing end, waiting for a leading capture to complete the statement.
@MainActor
public func <|| <L: MortarVFLNodable, C: MortarVFLHorizontalCapture>(lhs: L, rhs: C) -> MortarVFLTrailing<MortarX> {
    MortarVFLTrailing(list: lhs.mortarVFLList, anchor: rhs.mortarVFLHorizontalAnchor(trailing: true), padded: true)
}

/// `list <! capture`: a trailing-only statement (no weights; the start is free).
@MainActor @discardableResult
public func <! <L: MortarVFLNodable, C: MortarVFLHorizontalCapture>(lhs: L, rhs: C) -> MortarGroup {
    MortarVFLStatement.build(.horizontal, leading: nil, lhs.mortarVFLList, trailing: rhs.mortarVFLHorizontalAnchor(trailing: true),
                             trailingPadded: false)
}

/// `list <!! capture`: a trailing-only statement (no weights; the start is free).
@MainActor @discardableResult
public func <!! <L: MortarVFLNodable, C: MortarVFLHorizontalCapture>(lhs: L, rhs: C) -> MortarGroup {
    MortarVFLStatement.build(.horizontal, leading: nil, lhs.mortarVFLList, trailing: rhs.mortarVFLHorizontalAnchor(trailing: true),
                             trailingPadded: true)
}


// MARK: vertical

/// Leading capture (vertical): the list starts at the capture (top edge of a bare view).
infix operator |^ : MortarVFLListBeginPrecedence
/// Leading capture (vertical) with the default padding first.
infix operator ||^ : MortarVFLListBeginPrecedence
/// Surround (vertical): the list runs from the view's top edge to its bottom edge.
infix operator |^^ : MortarVFLListBeginPrecedence
/// Surround (vertical) with the default padding at both ends.
infix operator ||^^ : MortarVFLListBeginPrecedence
/// Trailing capture (vertical): the list ends at the capture (bottom edge of a bare view).
infix operator ^| : MortarVFLListCapturePrecedence
/// Trailing capture (vertical) with the default padding last.
infix operator ^|| : MortarVFLListCapturePrecedence
/// Trailing-only statement (vertical): the list ends at the capture, its start is free.
infix operator ^! : MortarVFLListCapturePrecedence
/// Trailing-only statement (vertical) with the default padding last.
infix operator ^!! : MortarVFLListCapturePrecedence

/// `capture |^ list`: a leading-only statement (no weights; the end is free).
@MainActor @discardableResult
public func |^ <C: MortarVFLVerticalCapture, L: MortarVFLNodable>(lhs: C, rhs: L) -> MortarGroup {
    MortarVFLStatement.build(.vertical, leading: lhs.mortarVFLVerticalAnchor(trailing: false), leadingPadded: false, rhs.mortarVFLList,
                             trailing: nil)
}

/// `capture |^ list ^| capture`: a statement captured at both ends.
@MainActor @discardableResult
public func |^ <C: MortarVFLVerticalCapture>(lhs: C, rhs: MortarVFLTrailing<MortarY>) -> MortarGroup {
    MortarVFLStatement.build(.vertical, leading: lhs.mortarVFLVerticalAnchor(trailing: false), leadingPadded: false, rhs.list,
                             trailing: rhs.anchor, trailingPadded: rhs.padded)
}

/// `capture ||^ list`: a leading-only statement (no weights; the end is free).
@MainActor @discardableResult
public func ||^ <C: MortarVFLVerticalCapture, L: MortarVFLNodable>(lhs: C, rhs: L) -> MortarGroup {
    MortarVFLStatement.build(.vertical, leading: lhs.mortarVFLVerticalAnchor(trailing: false), leadingPadded: true, rhs.mortarVFLList,
                             trailing: nil)
}

/// `capture ||^ list ^| capture`: a statement captured at both ends.
@MainActor @discardableResult
public func ||^ <C: MortarVFLVerticalCapture>(lhs: C, rhs: MortarVFLTrailing<MortarY>) -> MortarGroup {
    MortarVFLStatement.build(.vertical, leading: lhs.mortarVFLVerticalAnchor(trailing: false), leadingPadded: true, rhs.list,
                             trailing: rhs.anchor, trailingPadded: rhs.padded)
}

/// `item |^^ list`: the list between the item's own top and bottom edges.
@MainActor @discardableResult
public func |^^ <C: TermLayoutItem, L: MortarVFLNodable>(lhs: C, rhs: L) -> MortarGroup {
    MortarVFLStatement.build(.vertical, leading: lhs.mortarVFLVerticalAnchor(trailing: false), leadingPadded: false, rhs.mortarVFLList,
                             trailing: lhs.mortarVFLVerticalAnchor(trailing: true), trailingPadded: false)
}

/// `item ||^^ list`: the list between the item's own top and bottom edges.
@MainActor @discardableResult
public func ||^^ <C: TermLayoutItem, L: MortarVFLNodable>(lhs: C, rhs: L) -> MortarGroup {
    MortarVFLStatement.build(.vertical, leading: lhs.mortarVFLVerticalAnchor(trailing: false), leadingPadded: true, rhs.mortarVFLList,
                             trailing: lhs.mortarVFLVerticalAnchor(trailing: true), trailingPadded: true)
}

/// `list ^| capture`: the trailing end, waiting for a leading capture to complete the statement.
@MainActor
public func ^| <L: MortarVFLNodable, C: MortarVFLVerticalCapture>(lhs: L, rhs: C) -> MortarVFLTrailing<MortarY> {
    MortarVFLTrailing(list: lhs.mortarVFLList, anchor: rhs.mortarVFLVerticalAnchor(trailing: true), padded: false)
}

/// `list ^|| capture`: the trailing end, waiting for a leading capture to complete the statement.
@MainActor
public func ^|| <L: MortarVFLNodable, C: MortarVFLVerticalCapture>(lhs: L, rhs: C) -> MortarVFLTrailing<MortarY> {
    MortarVFLTrailing(list: lhs.mortarVFLList, anchor: rhs.mortarVFLVerticalAnchor(trailing: true), padded: true)
}

/// `list ^! capture`: a trailing-only statement (no weights; the start is free).
@MainActor @discardableResult
public func ^! <L: MortarVFLNodable, C: MortarVFLVerticalCapture>(lhs: L, rhs: C) -> MortarGroup {
    MortarVFLStatement.build(.vertical, leading: nil, lhs.mortarVFLList, trailing: rhs.mortarVFLVerticalAnchor(trailing: true),
                             trailingPadded: false)
}

/// `list ^!! capture`: a trailing-only statement (no weights; the start is free).
@MainActor @discardableResult
public func ^!! <L: MortarVFLNodable, C: MortarVFLVerticalCapture>(lhs: L, rhs: C) -> MortarGroup {
    MortarVFLStatement.build(.vertical, leading: nil, lhs.mortarVFLList, trailing: rhs.mortarVFLVerticalAnchor(trailing: true),
                             trailingPadded: true)
}
