/// How a Mortar statement becomes primitive constraints, following Mortar 2.0.7's code:
/// - the attribute missing on one side is the other side's; on neither side it is `m_edges`;
/// - a bare constant against a position is an offset from the superview's left (horizontal) or
///   top (vertical); against a size it is the size;
/// - multipliers and constants come from the right-hand side;
/// - priority: the element's, else the right side's, else the left side's, else
///   ``MortarDefault``'s current one.
@MainActor
enum MortarBinding {
    static let edges = MortarComponents(.top, .leading, .bottom, .trailing)

    /// `target (relation) source`, component by component.
    static func relate(_ target: ErasedAttribute, _ relation: TermLayoutRelation, _ source: ErasedAttribute,
                       into constraints: inout [TermLayoutConstraint]) {
        guard let item = target.item else {
            report("the left side of a statement must be a view or layout guide")
            return
        }
        let targetComponents = target.components ?? source.components ?? edges
        let sourceComponents = source.components ?? target.components ?? edges
        guard targetComponents.count == sourceComponents.count else {
            report("attribute size mismatch: \(targetComponents.count) components against \(sourceComponents.count)")
            return
        }
        for i in targetComponents.indices {
            let component = targetComponents[i]
            let multiplier = source.multipliers[i], constant = source.constants[i]
            guard multiplier.isFinite, constant.isFinite else {
                report("non-finite multiplier or constant (\(multiplier), \(constant)) for "
                       + "\(item.debugName).\(component.mortarName); the component is skipped")
                continue
            }
            let priority = source.priority ?? target.priority ?? MortarDefault.priority.current
            var second: (any LayoutNode)? = source.item
            var secondAttribute: TermLayoutAttribute? = sourceComponents[i]
            if source.item != nil && !compatible(component, sourceComponents[i]) {
                report("\(item.debugName).\(component.mortarName) cannot be related to "
                       + "\(sourceComponents[i].mortarName): sizes go with sizes, positions with the same axis")
                continue
            }
            if source.item == nil {
                if component.isSize {
                    second = nil
                    secondAttribute = nil
                } else {
                    guard let superview = container(of: item) else {
                        report("\(item.debugName).\(component.mortarName) against a constant is an offset from the "
                               + "superview, and the view has none yet; add it to a superview first")
                        continue
                    }
                    second = superview
                    secondAttribute = component.axis == .horizontal ? .left : .top
                }
            }
            constraints.append(TermLayoutConstraint(item, component, relation, second, secondAttribute,
                                                    multiplier: multiplier, constant: constant, priority: priority,
                                                    location: MortarSourceLocation.current))
        }
    }

    /// `target (relation) (e0, e1, ...)`: each element against the matching component. A
    /// priority given to the whole tuple (`(7, 11) ! .low`) is already on its elements.
    static func relate(_ target: ErasedAttribute, _ relation: TermLayoutRelation, tuple: [any MortarTupleElement],
                       into constraints: inout [TermLayoutConstraint]) {
        guard let components = target.components, components.count == tuple.count else {
            report("a tuple needs an attribute with as many components on the left")
            return
        }
        for (i, element) in tuple.enumerated() {
            guard let source = element.erasedElement else {
                report("invalid tuple element \(element): use a number or an attribute")
                continue
            }
            if let sourceComponents = source.components {
                guard sourceComponents.count == 1, compatible(components[i], sourceComponents[0]) else {
                    report("tuple element \(i) (\(sourceComponents.map(\.mortarName).joined(separator: ", "))) does "
                           + "not match component \(components[i].mortarName)")
                    continue
                }
            }
            var single = target
            single.components = MortarComponents(components[i])
            var pairedSource = source
            if source.components == nil && source.item == nil {
                pairedSource.constants = MortarFour(source.constants[0], 0, 0, 0)
            } else {
                pairedSource.multipliers = MortarFour(source.multipliers[0], 1, 1, 1)
                pairedSource.constants = MortarFour(source.constants[0], 0, 0, 0)
            }
            relate(single, relation, pairedSource, into: &constraints)
        }
    }

    /// Whether two single attributes may be related: sizes with sizes, positions on one axis.
    static func compatible(_ a: TermLayoutAttribute, _ b: TermLayoutAttribute) -> Bool {
        a.isSize ? b.isSize : (!b.isSize && a.axis == b.axis)
    }

    /// The view whose left and top a bare constant is measured from.
    static func container(of item: any LayoutNode) -> (any LayoutNode)? {
        if let view = item as? TermView { return view.superview }
        return item.hostView
    }

    static func report(_ message: String) {
        MortarDiagnostics.report(MortarDiagnostic(message: message, location: MortarSourceLocation.current))
    }
}

extension MortarBinding {
    /// A bare view or guide: its attribute is whatever the other side names.
    static func bare(_ item: any TermLayoutItem) -> ErasedAttribute {
        ErasedAttribute(item: item.layoutNode, components: nil)
    }

    /// Two arrays, element by element; arrays of different lengths are reported and bind nothing.
    static func pairwise(_ lhs: [ErasedAttribute], _ relation: TermLayoutRelation, _ rhs: [ErasedAttribute],
                         into constraints: inout [TermLayoutConstraint]) {
        guard lhs.count == rhs.count else {
            report("constraining two arrays requires them to be the same length (\(lhs.count) and \(rhs.count))")
            return
        }
        for (l, r) in zip(lhs, rhs) { relate(l, relation, r, into: &constraints) }
    }
}
