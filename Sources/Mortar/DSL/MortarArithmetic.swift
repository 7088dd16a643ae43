// Arithmetic on attributes sets the multiplier and constant of the right-hand side of a
// statement (`other.m_width * 2 + 1`); on the left side it has no effect, as in Mortar.

extension MortarAttribute {
    /// Applies `transform` to the constant (or multiplier) of component `i` for each value.
    fileprivate func updating(_ values: [Double], constants: Bool,
                              _ combine: (Double, Double) -> Double) -> MortarAttribute {
        var copy = self
        for (i, value) in values.enumerated() where i < 4 {
            if constants {
                copy.constants[i] = combine(copy.constants[i], value)
            } else {
                copy.multipliers[i] = combine(copy.multipliers[i], value)
            }
        }
        return copy
    }

    fileprivate func all(_ value: Double) -> [Double] { [value, value, value, value] }
}

/// Adds `constant` to every component.
public func + <S>(attribute: MortarAttribute<S>, constant: Double) -> MortarAttribute<S> {
    attribute.updating(attribute.all(constant), constants: true, +)
}

/// Subtracts `constant` from every component.
public func - <S>(attribute: MortarAttribute<S>, constant: Double) -> MortarAttribute<S> {
    attribute.updating(attribute.all(constant), constants: true, -)
}

/// Multiplies every component's multiplier (constants already added stay, as in Mortar:
/// `(c.m_width + 5) * 2` is `2W + 5`).
public func * <S>(attribute: MortarAttribute<S>, factor: Double) -> MortarAttribute<S> {
    attribute.updating(attribute.all(factor), constants: false, *)
}

/// Divides every component's multiplier.
public func / <S>(attribute: MortarAttribute<S>, divisor: Double) -> MortarAttribute<S> {
    attribute * (1 / divisor)
}

/// Adds a constant that carries a priority, and takes that priority: `x + (20 ! .low)`.
public func + <S>(attribute: MortarAttribute<S>, constant: MortarConstant) -> MortarAttribute<S> {
    var copy = attribute + constant.value
    copy.priority = constant.priority
    return copy
}

/// Subtracts a constant that carries a priority, and takes that priority.
public func - <S>(attribute: MortarAttribute<S>, constant: MortarConstant) -> MortarAttribute<S> {
    var copy = attribute - constant.value
    copy.priority = constant.priority
    return copy
}

/// Adds per component: `other.m_size + (2, 1)`.
public func + <A, B>(attribute: MortarAttribute<MortarPair<A, B>>, values: (Double, Double))
    -> MortarAttribute<MortarPair<A, B>> {
    attribute.updating([values.0, values.1], constants: true, +)
}

/// Subtracts per component.
public func - <A, B>(attribute: MortarAttribute<MortarPair<A, B>>, values: (Double, Double))
    -> MortarAttribute<MortarPair<A, B>> {
    attribute.updating([values.0, values.1], constants: true, -)
}

/// Multiplies per component's multiplier: `other.m_size * (2, 3)`.
public func * <A, B>(attribute: MortarAttribute<MortarPair<A, B>>, values: (Double, Double))
    -> MortarAttribute<MortarPair<A, B>> {
    attribute.updating([values.0, values.1], constants: false, *)
}

/// Adds per component.
public func + <A, B, C, D>(attribute: MortarAttribute<MortarQuad<A, B, C, D>>, values: (Double, Double, Double, Double))
    -> MortarAttribute<MortarQuad<A, B, C, D>> {
    attribute.updating([values.0, values.1, values.2, values.3], constants: true, +)
}

/// Subtracts per component.
public func - <A, B, C, D>(attribute: MortarAttribute<MortarQuad<A, B, C, D>>, values: (Double, Double, Double, Double))
    -> MortarAttribute<MortarQuad<A, B, C, D>> {
    attribute.updating([values.0, values.1, values.2, values.3], constants: true, -)
}

// MARK: Inset

extension MortarAttribute {
    /// Moves each component inward by the matching value: negated for right, trailing, bottom,
    /// width and height (Mortar 2.0.5+).
    fileprivate func inset(_ values: [Double]) -> MortarAttribute {
        var copy = self
        for (i, value) in values.enumerated() {
            let inward: Double
            switch components?[i] {
            case .right?, .trailing?, .bottom?, .width?, .height?: inward = -1
            default: inward = 1
            }
            copy.constants[i] += value * inward
        }
        return copy
    }
}

/// Insets a two-component attribute inward: `box.m_sides ~ (2, 2)`.
public func ~ <A, B>(attribute: MortarAttribute<MortarPair<A, B>>, values: (Double, Double))
    -> MortarAttribute<MortarPair<A, B>> {
    attribute.inset([values.0, values.1])
}

/// Insets a four-component attribute inward: `box.m_edges ~ (1, 2, 1, 2)`.
public func ~ <A, B, C, D>(attribute: MortarAttribute<MortarQuad<A, B, C, D>>, values: (Double, Double, Double, Double))
    -> MortarAttribute<MortarQuad<A, B, C, D>> {
    attribute.inset([values.0, values.1, values.2, values.3])
}

// MARK: Priority

/// Gives one side of a statement a priority: `label.m_width |=| 40 ! .low`.
public func ! <S>(attribute: MortarAttribute<S>, priority: TermPriority) -> MortarAttribute<S> {
    var copy = attribute
    copy.priority = priority
    return copy
}

/// Gives a bare view or guide a priority; the other side names the attribute.
@MainActor
public func ! (item: any TermLayoutItem, priority: TermPriority) -> MortarAttribute<MortarImplicit> {
    var attribute = MortarAttribute<MortarImplicit>(item: item as? any LayoutNode, components: nil)
    attribute.priority = priority
    return attribute
}

/// A constant with a priority.
public func ! (value: Double, priority: TermPriority) -> MortarConstant {
    MortarConstant(value: value, priority: priority)
}

/// A two-element tuple with a priority for its elements (an element's own priority wins).
public func ! (tuple: (any MortarTupleElement, any MortarTupleElement), priority: TermPriority) -> MortarTuple<MortarTwo> {
    MortarTuple(elements: [tuple.0, tuple.1], priority: priority)
}

/// A four-element tuple with a priority for its elements (an element's own priority wins).
public func ! (tuple: (any MortarTupleElement, any MortarTupleElement, any MortarTupleElement, any MortarTupleElement),
               priority: TermPriority) -> MortarTuple<MortarFour> {
    MortarTuple(elements: [tuple.0, tuple.1, tuple.2, tuple.3], priority: priority)
}
