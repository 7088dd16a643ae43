/// One side of a Mortar statement: an item's attribute (`box.m_left`, `box.m_edges`) with the
/// multipliers, constants and priority that arithmetic, `~` and `!` put on it. Arithmetic on the
/// right-hand side sets the constraint's multiplier and constant, as in Mortar.
public struct MortarAttribute<Shape> {
    let item: (any LayoutNode)?
    /// The components, or nil for a bare item whose attribute the other side implies.
    let components: MortarComponents?
    var multipliers = MortarFour(1)
    var constants = MortarFour(0)
    var priority: TermPriority?

    init(item: (any LayoutNode)?, components: MortarComponents?) {
        self.item = item
        self.components = components
    }

    var erased: ErasedAttribute {
        ErasedAttribute(item: item, components: components, multipliers: multipliers, constants: constants,
                        priority: priority)
    }
}

extension MortarAttribute {
    /// For DSL extensions (MortarVFL): the item, or nil for a bare constant.
    public var layoutItem: (any TermLayoutItem)? { item }
    /// For DSL extensions: the attributes named, in component order; nil for a bare item.
    public var layoutAttributes: [TermLayoutAttribute]? { components.map(Array.init) }
    /// For DSL extensions: the multiplier and constant of the first component (`a.m_right + 2`).
    public var layoutMultiplier: Double { multipliers[0] }
    /// For DSL extensions: see ``layoutMultiplier``.
    public var layoutConstant: Double { constants[0] }
    /// For DSL extensions: the priority given with `!`, if any.
    public var layoutPriority: TermPriority? { priority }
}

/// A number with a priority (`40 ! .low`), usable wherever a constant is.
public struct MortarConstant {
    /// The number.
    public let value: Double
    /// Its priority.
    public let priority: TermPriority
}

/// What may stand in a tuple on the right of a composite: a number (any ``MortarNumber``), a
/// number with a priority, or an attribute of the matching component (checked when the
/// statement runs).
public protocol MortarTupleElement {}

extension MortarConstant: MortarTupleElement {}
extension MortarAttribute: MortarTupleElement {}

/// An attribute with its shape forgotten, for the binding logic.
struct ErasedAttribute {
    var item: (any LayoutNode)?
    var components: MortarComponents?
    var multipliers = MortarFour(1)
    var constants = MortarFour(0)
    var priority: TermPriority?

    /// A bare constant: no item, no attribute.
    static func constant(_ value: Double, priority: TermPriority? = nil) -> ErasedAttribute {
        ErasedAttribute(item: nil, components: nil, constants: MortarFour(value), priority: priority)
    }
}

protocol ErasableAttribute {
    var erased: ErasedAttribute { get }
}

extension MortarAttribute: ErasableAttribute {}

extension MortarTupleElement {
    /// The element as a source attribute, or nil if it is not one Mortar accepts.
    var erasedElement: ErasedAttribute? {
        switch self {
        case let n as any MortarNumber: return .constant(n.mortarValue)
        case let c as MortarConstant: return .constant(c.value, priority: c.priority)
        case let a as ErasableAttribute: return a.erased
        default: return nil
        }
    }

    /// The element with `priority` unless it has a priority of its own: what `!` on a whole
    /// tuple does to each element.
    func defaultingPriority(to priority: TermPriority) -> any MortarTupleElement {
        guard var element = erasedElement else { return self }
        if element.priority == nil { element.priority = priority }
        return element
    }
}

/// An element that went through ``defaultingPriority(to:)`` stays an element.
extension ErasedAttribute: MortarTupleElement, ErasableAttribute {
    var erased: ErasedAttribute { self }
}

/// Anything that may stand in a mixed array of a Mortar statement (`[v.m_sides, v.m_bottom,
/// v.m_height] |=| [container, container, 200]`): attributes of any shape, views, layout guides
/// and numbers (any ``MortarNumber``). Shapes are checked when the statement runs, and
/// mismatches are diagnostics.
public protocol MortarRelatable {}

extension MortarAttribute: MortarRelatable {}
extension TermView: MortarRelatable {}
extension TermLayoutGuide: MortarRelatable {}
extension MortarConstant: MortarRelatable {}

extension MortarBinding {
    /// A mixed-array element as a side of a statement.
    static func erase(_ element: any MortarRelatable) -> ErasedAttribute? {
        switch element {
        case let item as any TermLayoutItem: return bare(item)
        case let attribute as ErasableAttribute: return attribute.erased
        case let n as any MortarNumber: return .constant(n.mortarValue)
        case let c as MortarConstant: return .constant(c.value, priority: c.priority)
        default: return nil
        }
    }

    /// Erases a mixed array, reporting elements that cannot take part.
    static func erase(_ elements: [any MortarRelatable]) -> [ErasedAttribute] {
        elements.compactMap { element in
            guard let erased = erase(element) else {
                report("\(element) cannot take part in a statement")
                return nil
            }
            return erased
        }
    }
}
