/// One attribute of a view or layout guide as a typed value, like UIKit's `NSLayoutAnchor`:
/// `view.leadingAnchor`, `view.topAnchor`, `view.widthAnchor`.
///
/// `Axis` is the kind of attribute (``MortarX``, ``MortarY`` or ``MortarSize``, the shapes
/// Mortar's attributes carry too), so anchors of different kinds cannot be related:
/// `a.leadingAnchor.constraint(equalTo: b.topAnchor)` and
/// `a.leadingAnchor.constraint(equalTo: b.widthAnchor)` do not compile. The three kinds have
/// UIKit's names: ``TermLayoutXAxisAnchor``, ``TermLayoutYAxisAnchor`` and
/// ``TermLayoutDimension``; dimensions have more methods (constants, multipliers).
///
/// The methods return **inactive** constraints, as UIKit's do: set
/// ``TermLayoutConstraint/isActive`` or pass them to ``TermLayoutConstraint/activate(_:)``.
/// Strutter's operators (`import Strutter`: `a.topAnchor |=| (b.bottomAnchor, 1)`) make and
/// activate in one step; DSL extensions like it build ``TermLayoutConstraint``s from ``item``
/// and ``attribute`` with their statement's location.
@MainActor
public struct TermLayoutAnchor<Axis> {
    /// The view or layout guide the anchor belongs to.
    public let item: any TermLayoutItem
    /// The attribute of ``item`` the anchor stands for.
    public let attribute: TermLayoutAttribute

    init(_ item: any TermLayoutItem, _ attribute: TermLayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor + constant`, inactive; `file` and `line` locate it in diagnostics.
    public func constraint(equalTo anchor: TermLayoutAnchor<Axis>, constant: Double = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> TermLayoutConstraint {
        constraint(.equal, anchor, constant: constant, location: MortarSourceLocation(file: "\(file)", line: line))
    }

    /// `self >= anchor + constant`, inactive.
    public func constraint(greaterThanOrEqualTo anchor: TermLayoutAnchor<Axis>, constant: Double = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> TermLayoutConstraint {
        constraint(.greaterOrEqual, anchor, constant: constant,
                   location: MortarSourceLocation(file: "\(file)", line: line))
    }

    /// `self <= anchor + constant`, inactive.
    public func constraint(lessThanOrEqualTo anchor: TermLayoutAnchor<Axis>, constant: Double = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> TermLayoutConstraint {
        constraint(.lessOrEqual, anchor, constant: constant,
                   location: MortarSourceLocation(file: "\(file)", line: line))
    }

    /// `self (relation) multiplier × anchor + constant`, inactive, written at `location`.
    func constraint(_ relation: TermLayoutRelation, _ anchor: TermLayoutAnchor<Axis>, multiplier: Double = 1,
                    constant: Double, location: MortarSourceLocation) -> TermLayoutConstraint {
        TermLayoutConstraint(item, attribute, relation, anchor.item, anchor.attribute, multiplier: multiplier,
                             constant: constant, location: location)
    }
}

/// A horizontal position anchor: leading, trailing, left, right, centerX.
public typealias TermLayoutXAxisAnchor = TermLayoutAnchor<MortarX>
/// A vertical position anchor: top, bottom, centerY, first and last baseline.
public typealias TermLayoutYAxisAnchor = TermLayoutAnchor<MortarY>
/// A size anchor: width, height. Sizes relate to sizes on either axis (`widthAnchor` to
/// `heightAnchor`), and also to constants and with multipliers.
public typealias TermLayoutDimension = TermLayoutAnchor<MortarSize>
