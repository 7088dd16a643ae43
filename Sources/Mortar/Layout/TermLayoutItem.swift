import Cassowary

/// Something constraints can attach to: a ``TermView`` or a ``TermLayoutGuide``.
@MainActor
public protocol TermLayoutItem: AnyObject {}

extension TermLayoutItem {
    /// The item as the layout engine knows it: a view or a layout guide, the only layout nodes
    /// (nil for anything else an app declares a `TermLayoutItem`). Two class casts instead of a
    /// cast to the protocol, whose conformance lookup cost about 300 instructions per DSL
    /// statement (4% of building issue 14's grid).
    var layoutNode: (any LayoutNode)? {
        if let view = self as? TermView { return view }
        if let guide = self as? TermLayoutGuide { return guide }
        return nil
    }
}

/// The four solver variables of a layout item, in absolute screen cells: the left and top
/// edges and the size. Every other attribute is a linear expression of them.
@MainActor
final class LayoutVariables {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    init(_ name: String) {
        left = Variable(name, part: "left")
        top = Variable(name, part: "top")
        width = Variable(name, part: "width")
        height = Variable(name, part: "height")
    }

    /// The variables' keys, which items keep inline (see ``LayoutKeys``).
    var keys: LayoutKeys { LayoutKeys(left: left.key, top: top.key, width: width.key, height: height.key) }
}

/// The keys of an item's four variables, stored in the item itself: placing a frame reads the
/// solution by key (``SolverValues/subscript(key:)``) and touches neither the variables nor the
/// ``LayoutVariables`` object, four or five cache misses per view on a large screen.
struct LayoutKeys {
    let left: Variable.Key
    let top: Variable.Key
    let width: Variable.Key
    let height: Variable.Key
}

/// Type names by type: `String(describing:)` of a type walks its metadata (a few microseconds,
/// 4% of building a large screen when every joining item asked for it).
@MainActor
enum LayoutTypeNames {
    private static var names: [ObjectIdentifier: String] = [:]

    /// `String(describing: type)`, computed once per type.
    static func name(of type: any LayoutNode.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = names[key] { return name }
        let name = String(describing: type)
        names[key] = name
        return name
    }
}

/// What the layout engine needs from an item.
@MainActor
protocol LayoutNode: TermLayoutItem {
    var layoutVariables: LayoutVariables { get }
    /// The keys of ``layoutVariables``, kept inline for placement.
    var layoutKeys: LayoutKeys { get }
    /// What refers back to the item instead of a weak reference (see ``NodeLink``).
    var link: NodeLink { get }
    /// The view that places the item in a screen (the item itself for a view).
    var hostView: TermView? { get }
    /// The active constraints that mention the item.
    var attachedConstraints: [TermLayoutConstraint] { get set }
    /// The name the app gave the item (``TermView/identifier``, ``TermLayoutGuide/identifier``).
    var nodeIdentifier: String? { get }
    /// The item's number among the items of its type in its screen, and that screen's engine;
    /// given when it first joins a screen, kept while it stays or comes back.
    var screenIndex: (engine: ObjectIdentifier, index: Int)? { get set }
    var nodeMargins: TermInsets { get }
    var nodeDirection: TermLayoutDirection { get }
    /// Rows from the top edge to the first and to the last baseline; nil means the bottom edge.
    var baselineOffsets: (first: Int, last: Int)? { get }
}

extension LayoutNode {
    /// `attribute` as a linear expression of the item's variables.
    func expression(for attribute: TermLayoutAttribute) -> Expression {
        var terms: [Term] = []
        terms.reserveCapacity(2)
        let constant = appendTerms(for: attribute, scaledBy: 1, to: &terms)
        return Expression(terms, constant: constant)
    }

    /// Appends `factor` times `attribute`'s terms to `terms` (its position variable first, then
    /// its size variable, each only where it takes part) and returns `factor` times its
    /// constant: a constraint's expression is built in one array, not one per operator.
    func appendTerms(for attribute: TermLayoutAttribute, scaledBy factor: Double, to terms: inout [Term]) -> Double {
        let form = linearForm(attribute)
        if form.position != 0 { terms.append(Term(form.axis.position, form.position * factor)) }
        if form.size != 0 { terms.append(Term(form.axis.size, form.size * factor)) }
        return form.constant * factor
    }

    /// `attribute` as `position · p + size · s + constant` on its axis (the left and width
    /// variables, or the top and height).
    private func linearForm(_ attribute: TermLayoutAttribute)
        -> (axis: (position: Variable, size: Variable), position: Double, size: Double, constant: Double) {
        // The margins and the direction are read only by the attributes that need them: each
        // is a dynamic call, and most constraints name plain edges and sizes.
        let v = layoutVariables
        let x = (position: v.left, size: v.width), y = (position: v.top, size: v.height)
        switch attribute {
        case .left: return (x, 1, 0, 0)
        case .right: return (x, 1, 1, 0)
        case .top: return (y, 1, 0, 0)
        case .bottom: return (y, 1, 1, 0)
        case .width: return (x, 0, 1, 0)
        case .height: return (y, 0, 1, 0)
        case .centerX: return (x, 1, 0.5, 0)
        case .centerY: return (y, 1, 0.5, 0)
        case .leading: return (x, 1, nodeDirection == .leftToRight ? 0 : 1, 0)
        case .trailing: return (x, 1, nodeDirection == .leftToRight ? 1 : 0, 0)
        case .leftMargin: return (x, 1, 0, Double(nodeMargins.left))
        case .rightMargin: return (x, 1, 1, 0 - Double(nodeMargins.right))  // +0, not -0, for no margin
        case .topMargin: return (y, 1, 0, Double(nodeMargins.top))
        case .bottomMargin: return (y, 1, 1, 0 - Double(nodeMargins.bottom))
        case .leadingMargin: return linearForm(nodeDirection == .leftToRight ? .leftMargin : .rightMargin)
        case .trailingMargin: return linearForm(nodeDirection == .leftToRight ? .rightMargin : .leftMargin)
        case .centerXWithinMargins:
            let m = nodeMargins
            return (x, 1, 0.5, 0.5 * Double(m.left - m.right))
        case .centerYWithinMargins:
            let m = nodeMargins
            return (y, 1, 0.5, 0.5 * Double(m.top - m.bottom))
        case .firstBaseline:
            if let offsets = baselineOffsets { return (y, 1, 0, Double(offsets.first)) }
            return (y, 1, 1, 0)
        case .lastBaseline:
            if let offsets = baselineOffsets { return (y, 1, 0, Double(offsets.last)) }
            return (y, 1, 1, 0)
        }
    }

    /// The item's type, as diagnostics name it (and as the engine numbers it, for every item
    /// that joins a screen: computed once per type, see ``LayoutTypeNames``).
    var typeName: String { LayoutTypeNames.name(of: type(of: self)) }

    /// How diagnostics and constraints name the item: its identifier when it has one,
    /// otherwise its type and its number in its screen (`TermLabel#3`).
    var debugName: String { nodeIdentifier ?? indexedName }

    /// The type and the number in the screen (`TermLabel#3`), or the type alone outside a screen.
    var indexedName: String { screenIndex.map { "\(typeName)#\($0.index)" } ?? typeName }

    /// How traces and the inspector name the item: `title (TermLabel)` with an identifier,
    /// `TermLabel#3` without.
    var qualifiedName: String { nodeIdentifier.map { "\($0) (\(typeName))" } ?? indexedName }

    /// The screen the item is in, if any.
    var screen: TermScreen? { hostView?.screen }

    /// The active constraints that mention the item, oldest first.
    var constraintsInOrder: [TermLayoutConstraint] {
        attachedConstraints.sorted { $0.sequence < $1.sequence }
    }
}
