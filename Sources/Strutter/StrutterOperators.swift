import Mortar

// Strutter's operators over the layout anchors of Mortar/View (`view.topAnchor`): each
// statement makes one constraint, activates it and returns it, so it can be kept and
// deactivated (`c.isActive = false`). `|=|` is Mortar's operator (same precedence, so the two
// DSLs read alike); `|>=|` and `|<=|` are Strutter's, where Mortar writes `|>|` and `|<|`.
//
// Forms, as Strutter's README has them (constants and multipliers of any MortarNumber type):
//   a |=| b                                   a == b
//   a |=| (b, 10), a |=| (b, constant: 10)    a == b + 10
//   d |=| (e, multiplier: 2)                  d == 2 × e          (dimensions)
//   d |=| (e, multiplier: 2, constant: -20)   d == 2 × e - 20     (dimensions)
//   d |=| 200                                 d == 200            (dimensions)
// The multiplier-only form is disfavoured: tuple labels do not take part in overload ranking,
// so without it `d |=| (e, 10)` would read 10 as a multiplier (the form on dimensions is more
// specific than the one on any anchor). `(e, multiplier: 2)` still finds it, because a
// `multiplier:` label cannot become the `constant:` label of the other form.

/// At least: the left anchor is greater than or equal to the right side
/// (`a.widthAnchor |>=| b.widthAnchor`).
infix operator |>=| : MortarConstraintPrecedence
/// At most: the left anchor is less than or equal to the right side
/// (`a.trailingAnchor |<=| b.trailingAnchor`).
infix operator |<=| : MortarConstraintPrecedence

// MARK: |=|

/// `a |=| b`: `a == b`, active (UIKit: `a.constraint(equalTo: b).isActive = true`).
@MainActor @discardableResult
public func |=| <Axis>(lhs: TermLayoutAnchor<Axis>, rhs: TermLayoutAnchor<Axis>) -> TermLayoutConstraint {
    strut(lhs, .equal, rhs)
}

/// `a |=| (b, 10)` or `a |=| (b, constant: 10)`: `a == b + 10`, active.
@MainActor @discardableResult
public func |=| <Axis, C: MortarNumber>(lhs: TermLayoutAnchor<Axis>, rhs: (TermLayoutAnchor<Axis>, constant: C))
    -> TermLayoutConstraint {
    strut(lhs, .equal, rhs.0, constant: rhs.constant.mortarValue)
}

/// `d |=| (e, multiplier: 2)` on dimensions: `d == 2 × e`, active. Disfavoured so that an
/// unlabelled `(e, 2)` is a constant; see the note at the top of the file.
@MainActor @discardableResult @_disfavoredOverload
public func |=| <M: MortarNumber>(lhs: TermLayoutDimension, rhs: (TermLayoutDimension, multiplier: M))
    -> TermLayoutConstraint {
    strut(lhs, .equal, rhs.0, multiplier: rhs.multiplier.mortarValue)
}

/// `d |=| (e, multiplier: 2, constant: -20)` on dimensions: `d == 2 × e - 20`, active.
@MainActor @discardableResult
public func |=| <M: MortarNumber, C: MortarNumber>(
    lhs: TermLayoutDimension, rhs: (TermLayoutDimension, multiplier: M, constant: C)
) -> TermLayoutConstraint {
    strut(lhs, .equal, rhs.0, multiplier: rhs.multiplier.mortarValue, constant: rhs.constant.mortarValue)
}

/// `d |=| 200` on dimensions: `d == 200`, active.
@MainActor @discardableResult
public func |=| <C: MortarNumber>(lhs: TermLayoutDimension, rhs: C) -> TermLayoutConstraint {
    strut(lhs, .equal, nil, constant: rhs.mortarValue)
}

// MARK: |>=|

/// `a |>=| b`: `a >= b`, active (UIKit: `a.constraint(greaterThanOrEqualTo: b).isActive = true`).
@MainActor @discardableResult
public func |>=| <Axis>(lhs: TermLayoutAnchor<Axis>, rhs: TermLayoutAnchor<Axis>) -> TermLayoutConstraint {
    strut(lhs, .greaterOrEqual, rhs)
}

/// `a |>=| (b, 10)` or `a |>=| (b, constant: 10)`: `a >= b + 10`, active.
@MainActor @discardableResult
public func |>=| <Axis, C: MortarNumber>(lhs: TermLayoutAnchor<Axis>, rhs: (TermLayoutAnchor<Axis>, constant: C))
    -> TermLayoutConstraint {
    strut(lhs, .greaterOrEqual, rhs.0, constant: rhs.constant.mortarValue)
}

/// `d |>=| (e, multiplier: 2)` on dimensions: `d >= 2 × e`, active. Disfavoured so that an
/// unlabelled `(e, 2)` is a constant; see the note at the top of the file.
@MainActor @discardableResult @_disfavoredOverload
public func |>=| <M: MortarNumber>(lhs: TermLayoutDimension, rhs: (TermLayoutDimension, multiplier: M))
    -> TermLayoutConstraint {
    strut(lhs, .greaterOrEqual, rhs.0, multiplier: rhs.multiplier.mortarValue)
}

/// `d |>=| (e, multiplier: 2, constant: -20)` on dimensions: `d >= 2 × e - 20`, active.
@MainActor @discardableResult
public func |>=| <M: MortarNumber, C: MortarNumber>(
    lhs: TermLayoutDimension, rhs: (TermLayoutDimension, multiplier: M, constant: C)
) -> TermLayoutConstraint {
    strut(lhs, .greaterOrEqual, rhs.0, multiplier: rhs.multiplier.mortarValue, constant: rhs.constant.mortarValue)
}

/// `d |>=| 200` on dimensions: `d >= 200`, active.
@MainActor @discardableResult
public func |>=| <C: MortarNumber>(lhs: TermLayoutDimension, rhs: C) -> TermLayoutConstraint {
    strut(lhs, .greaterOrEqual, nil, constant: rhs.mortarValue)
}

// MARK: |<=|

/// `a |<=| b`: `a <= b`, active (UIKit: `a.constraint(lessThanOrEqualTo: b).isActive = true`).
@MainActor @discardableResult
public func |<=| <Axis>(lhs: TermLayoutAnchor<Axis>, rhs: TermLayoutAnchor<Axis>) -> TermLayoutConstraint {
    strut(lhs, .lessOrEqual, rhs)
}

/// `a |<=| (b, 10)` or `a |<=| (b, constant: 10)`: `a <= b + 10`, active.
@MainActor @discardableResult
public func |<=| <Axis, C: MortarNumber>(lhs: TermLayoutAnchor<Axis>, rhs: (TermLayoutAnchor<Axis>, constant: C))
    -> TermLayoutConstraint {
    strut(lhs, .lessOrEqual, rhs.0, constant: rhs.constant.mortarValue)
}

/// `d |<=| (e, multiplier: 2)` on dimensions: `d <= 2 × e`, active. Disfavoured so that an
/// unlabelled `(e, 2)` is a constant; see the note at the top of the file.
@MainActor @discardableResult @_disfavoredOverload
public func |<=| <M: MortarNumber>(lhs: TermLayoutDimension, rhs: (TermLayoutDimension, multiplier: M))
    -> TermLayoutConstraint {
    strut(lhs, .lessOrEqual, rhs.0, multiplier: rhs.multiplier.mortarValue)
}

/// `d |<=| (e, multiplier: 2, constant: -20)` on dimensions: `d <= 2 × e - 20`, active.
@MainActor @discardableResult
public func |<=| <M: MortarNumber, C: MortarNumber>(
    lhs: TermLayoutDimension, rhs: (TermLayoutDimension, multiplier: M, constant: C)
) -> TermLayoutConstraint {
    strut(lhs, .lessOrEqual, rhs.0, multiplier: rhs.multiplier.mortarValue, constant: rhs.constant.mortarValue)
}

/// `d |<=| 200` on dimensions: `d <= 200`, active.
@MainActor @discardableResult
public func |<=| <C: MortarNumber>(lhs: TermLayoutDimension, rhs: C) -> TermLayoutConstraint {
    strut(lhs, .lessOrEqual, nil, constant: rhs.mortarValue)
}

/// Makes `lhs (relation) multiplier × rhs + constant` (`lhs (relation) constant` without `rhs`)
/// as one statement: stamped with its location (see `withMortarLocation`), at
/// `MortarDefault.priority` (required unless changed), and activated.
@MainActor
private func strut<Axis>(_ lhs: TermLayoutAnchor<Axis>, _ relation: TermLayoutRelation, _ rhs: TermLayoutAnchor<Axis>?,
                         multiplier: Double = 1, constant: Double = 0) -> TermLayoutConstraint {
    let location = MortarSourceLocation.beginStatement()
    let constraint = TermLayoutConstraint(lhs.item, lhs.attribute, relation, rhs?.item, rhs?.attribute,
                                          multiplier: multiplier, constant: constant,
                                          priority: MortarDefault.priority.current, location: location)
    constraint.activate()
    return constraint
}
