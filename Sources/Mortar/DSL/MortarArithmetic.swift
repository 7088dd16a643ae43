// Arithmetic on attributes sets the multiplier and constant of the right-hand side of a
// statement (`other.m_width * 2 + 1`); on the left side it has no effect, as in Mortar.
// Numbers are any ``MortarNumber`` (`Int`, `Double`, ...), literal or in a variable.

extension MortarAttribute {
    /// Applies `transform` to the constant (or multiplier) of component `i` for each of the
    /// first `values.count` values.
    fileprivate func updating(_ values: (values: MortarFour, count: Int), constants: Bool,
                              _ combine: (Double, Double) -> Double) -> MortarAttribute {
        var copy = self
        for i in 0..<values.count {
            if constants {
                copy.constants[i] = combine(copy.constants[i], values.values[i])
            } else {
                copy.multipliers[i] = combine(copy.multipliers[i], values.values[i])
            }
        }
        return copy
    }

    fileprivate func all(_ value: Double) -> (values: MortarFour, count: Int) { (MortarFour(value), 4) }
}

/// Adds `constant` to every component.
public func + <S, N: MortarNumber>(attribute: MortarAttribute<S>, constant: N) -> MortarAttribute<S> {
    attribute.updating(attribute.all(constant.mortarValue), constants: true, +)
}

/// Subtracts `constant` from every component.
public func - <S, N: MortarNumber>(attribute: MortarAttribute<S>, constant: N) -> MortarAttribute<S> {
    attribute.updating(attribute.all(constant.mortarValue), constants: true, -)
}

/// Multiplies every component's multiplier (constants already added stay, as in Mortar:
/// `(c.m_width + 5) * 2` is `2W + 5`).
public func * <S, N: MortarNumber>(attribute: MortarAttribute<S>, factor: N) -> MortarAttribute<S> {
    attribute.updating(attribute.all(factor.mortarValue), constants: false, *)
}

/// Divides every component's multiplier.
public func / <S, N: MortarNumber>(attribute: MortarAttribute<S>, divisor: N) -> MortarAttribute<S> {
    attribute * (1 / divisor.mortarValue)
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
public func + <A, B>(attribute: MortarAttribute<MortarPair<A, B>>, values: (any MortarNumber, any MortarNumber))
    -> MortarAttribute<MortarPair<A, B>> {
    attribute.updating(doubles(values), constants: true, +)
}

/// Subtracts per component.
public func - <A, B>(attribute: MortarAttribute<MortarPair<A, B>>, values: (any MortarNumber, any MortarNumber))
    -> MortarAttribute<MortarPair<A, B>> {
    attribute.updating(doubles(values), constants: true, -)
}

/// Multiplies per component's multiplier: `other.m_size * (2, 3)`.
public func * <A, B>(attribute: MortarAttribute<MortarPair<A, B>>, values: (any MortarNumber, any MortarNumber))
    -> MortarAttribute<MortarPair<A, B>> {
    attribute.updating(doubles(values), constants: false, *)
}

/// Adds per component.
public func + <A, B, C, D>(attribute: MortarAttribute<MortarQuad<A, B, C, D>>,
                           values: (any MortarNumber, any MortarNumber, any MortarNumber, any MortarNumber))
    -> MortarAttribute<MortarQuad<A, B, C, D>> {
    attribute.updating(doubles(values), constants: true, +)
}

/// Subtracts per component.
public func - <A, B, C, D>(attribute: MortarAttribute<MortarQuad<A, B, C, D>>,
                           values: (any MortarNumber, any MortarNumber, any MortarNumber, any MortarNumber))
    -> MortarAttribute<MortarQuad<A, B, C, D>> {
    attribute.updating(doubles(values), constants: true, -)
}

/// The numbers of a per-component tuple (`(dx, 1)`, any ``MortarNumber`` types) as Doubles.
private func doubles(_ values: (any MortarNumber, any MortarNumber)) -> (values: MortarFour, count: Int) {
    (MortarFour(values.0.mortarValue, values.1.mortarValue, 0, 0), 2)
}

/// The numbers of a four-component tuple as Doubles.
private func doubles(_ values: MortarFourNumbers) -> (values: MortarFour, count: Int) {
    (MortarFour(values.0.mortarValue, values.1.mortarValue, values.2.mortarValue, values.3.mortarValue), 4)
}

/// Four numbers of any ``MortarNumber`` types, one per component.
private typealias MortarFourNumbers = (any MortarNumber, any MortarNumber, any MortarNumber, any MortarNumber)

// MARK: Inset

extension MortarAttribute {
    /// Moves each component inward by the matching value: negated for right, trailing, bottom,
    /// width and height (Mortar 2.0.5+).
    fileprivate func inset(_ values: (values: MortarFour, count: Int)) -> MortarAttribute {
        var copy = self
        for i in 0..<values.count {
            let value = values.values[i]
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
public func ~ <A, B>(attribute: MortarAttribute<MortarPair<A, B>>, values: (any MortarNumber, any MortarNumber))
    -> MortarAttribute<MortarPair<A, B>> {
    attribute.inset(doubles(values))
}

/// Insets a four-component attribute inward: `box.m_edges ~ (1, 2, 1, 2)`.
public func ~ <A, B, C, D>(attribute: MortarAttribute<MortarQuad<A, B, C, D>>,
                           values: (any MortarNumber, any MortarNumber, any MortarNumber, any MortarNumber))
    -> MortarAttribute<MortarQuad<A, B, C, D>> {
    attribute.inset(doubles(values))
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
    var attribute = MortarAttribute<MortarImplicit>(item: item.layoutNode, components: nil)
    attribute.priority = priority
    return attribute
}

/// A constant with a priority.
public func ! <N: MortarNumber>(value: N, priority: TermPriority) -> MortarConstant {
    MortarConstant(value: value.mortarValue, priority: priority)
}

/// A two-element tuple with a priority for its elements (an element's own priority wins):
/// `v.m_size |=| (7, 11) ! .low`, and the same on an array, `[a, b].m_size |=| (7, 11) ! .low`.
public func ! (tuple: (any MortarTupleElement, any MortarTupleElement), priority: TermPriority)
    -> (any MortarTupleElement, any MortarTupleElement) {
    (tuple.0.defaultingPriority(to: priority), tuple.1.defaultingPriority(to: priority))
}

/// A four-element tuple with a priority for its elements (an element's own priority wins).
public func ! (tuple: (any MortarTupleElement, any MortarTupleElement, any MortarTupleElement, any MortarTupleElement),
               priority: TermPriority)
    -> (any MortarTupleElement, any MortarTupleElement, any MortarTupleElement, any MortarTupleElement) {
    (tuple.0.defaultingPriority(to: priority), tuple.1.defaultingPriority(to: priority),
     tuple.2.defaultingPriority(to: priority), tuple.3.defaultingPriority(to: priority))
}
