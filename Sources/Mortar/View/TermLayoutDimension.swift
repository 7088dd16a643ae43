/// What only size anchors (``TermLayoutDimension``: `widthAnchor`, `heightAnchor`) offer, as
/// UIKit's `NSLayoutDimension`: constants on their own, and multipliers.
extension TermLayoutAnchor where Axis == MortarSize {
    /// `self == constant`, inactive.
    public func constraint(equalToConstant constant: Double,
                           file: StaticString = #fileID, line: UInt = #line) -> TermLayoutConstraint {
        constraint(.equal, constant: constant, file: file, line: line)
    }

    /// `self >= constant`, inactive.
    public func constraint(greaterThanOrEqualToConstant constant: Double,
                           file: StaticString = #fileID, line: UInt = #line) -> TermLayoutConstraint {
        constraint(.greaterOrEqual, constant: constant, file: file, line: line)
    }

    /// `self <= constant`, inactive.
    public func constraint(lessThanOrEqualToConstant constant: Double,
                           file: StaticString = #fileID, line: UInt = #line) -> TermLayoutConstraint {
        constraint(.lessOrEqual, constant: constant, file: file, line: line)
    }

    /// `self == multiplier × anchor + constant`, inactive.
    public func constraint(equalTo anchor: TermLayoutDimension, multiplier: Double, constant: Double = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> TermLayoutConstraint {
        constraint(.equal, anchor, multiplier: multiplier, constant: constant,
                   location: MortarSourceLocation(file: "\(file)", line: line))
    }

    /// `self >= multiplier × anchor + constant`, inactive.
    public func constraint(greaterThanOrEqualTo anchor: TermLayoutDimension, multiplier: Double, constant: Double = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> TermLayoutConstraint {
        constraint(.greaterOrEqual, anchor, multiplier: multiplier, constant: constant,
                   location: MortarSourceLocation(file: "\(file)", line: line))
    }

    /// `self <= multiplier × anchor + constant`, inactive.
    public func constraint(lessThanOrEqualTo anchor: TermLayoutDimension, multiplier: Double, constant: Double = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> TermLayoutConstraint {
        constraint(.lessOrEqual, anchor, multiplier: multiplier, constant: constant,
                   location: MortarSourceLocation(file: "\(file)", line: line))
    }

    private func constraint(_ relation: TermLayoutRelation, constant: Double,
                            file: StaticString, line: UInt) -> TermLayoutConstraint {
        TermLayoutConstraint(item, attribute, relation, nil, nil, constant: constant,
                             location: MortarSourceLocation(file: "\(file)", line: line))
    }
}
