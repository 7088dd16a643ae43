import Cassowary

/// Something constraints can attach to: a ``TermView`` or a ``TermLayoutGuide``.
@MainActor
public protocol TermLayoutItem: AnyObject {}

/// The four solver variables of a layout item, in absolute screen cells: the left and top
/// edges and the size. Every other attribute is a linear expression of them.
@MainActor
final class LayoutVariables {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    init(_ name: String) {
        left = Variable("\(name).left")
        top = Variable("\(name).top")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
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
    var attachedConstraints: [ObjectIdentifier: TermLayoutConstraint] { get set }
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
        let v = layoutVariables
        let m = nodeMargins
        let ltr = nodeDirection == .leftToRight
        switch attribute {
        case .left: return Expression(v.left)
        case .right: return v.left + v.width
        case .top: return Expression(v.top)
        case .bottom: return v.top + v.height
        case .width: return Expression(v.width)
        case .height: return Expression(v.height)
        case .centerX: return v.left + 0.5 * v.width
        case .centerY: return v.top + 0.5 * v.height
        case .leading: return ltr ? Expression(v.left) : v.left + v.width
        case .trailing: return ltr ? v.left + v.width : Expression(v.left)
        case .leftMargin: return v.left + Double(m.left)
        case .rightMargin: return v.left + v.width - Double(m.right)
        case .topMargin: return v.top + Double(m.top)
        case .bottomMargin: return v.top + v.height - Double(m.bottom)
        case .leadingMargin: return expression(for: ltr ? .leftMargin : .rightMargin)
        case .trailingMargin: return expression(for: ltr ? .rightMargin : .leftMargin)
        case .centerXWithinMargins: return v.left + 0.5 * v.width + 0.5 * Double(m.left - m.right)
        case .centerYWithinMargins: return v.top + 0.5 * v.height + 0.5 * Double(m.top - m.bottom)
        case .firstBaseline:
            if let offsets = baselineOffsets { return v.top + Double(offsets.first) }
            return v.top + v.height
        case .lastBaseline:
            if let offsets = baselineOffsets { return v.top + Double(offsets.last) }
            return v.top + v.height
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
        attachedConstraints.values.sorted { $0.sequence < $1.sequence }
    }
}
