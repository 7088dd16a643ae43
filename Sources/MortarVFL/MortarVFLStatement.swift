import Mortar

/// One VFL statement: the nodes between its captures, checked and turned into constraints.
/// Every error Mortar's parser raised is a diagnostic here (the statement is then ignored and
/// its group is empty), and reference cycles are found completely.
@MainActor
struct MortarVFLStatement {
    let axis: MortarVFLAxis
    let nodes: [MortarVFLNode]
    let leading: MortarVFLAnchor?
    let trailing: MortarVFLAnchor?
    let location: MortarSourceLocation

    /// Builds the statement `leading (|| if padded) list (|| if padded) trailing` and returns
    /// its constraints as one group (empty when the statement is wrong, after a diagnostic).
    static func build(_ axis: MortarVFLAxis, leading: MortarVFLAnchor?, leadingPadded: Bool = false,
                      _ list: MortarVFLList, trailing: MortarVFLAnchor?, trailingPadded: Bool = false) -> MortarGroup {
        let location = MortarSourceLocation.beginStatement()
        let padding = MortarVFLNode(views: [], sizing: .defaultPadding)
        let nodes = (leadingPadded ? [padding] : []) + list.nodes + (trailingPadded ? [padding] : [])
        let statement = MortarVFLStatement(axis: axis, nodes: nodes, leading: leading, trailing: trailing,
                                           location: location)
        switch statement.resolvedSizings() {
        case .failure(let problem):
            MortarDiagnostics.report(MortarDiagnostic(
                message: "MortarVFL: \(problem.message); the statement is ignored", location: location,
                constraints: [statement.notation]))
            return []
        case .success(let sizings):
            return [statement.generate(sizings)]
        }
    }

    // MARK: Generation

    /// Chains the nodes: each one's leading edge at the previous trailing edge plus the spacer
    /// between them; fixed nodes get their size, weighted ones a multiple of the first weighted
    /// node's size, intrinsic ones nothing; parallel views share the first view's span.
    private func generate(_ sizings: [MortarVFLNode.Sizing]) -> MortarConstraint {
        let priority = MortarDefault.priority.current
        var constraints: [TermLayoutConstraint] = []
        var guides: [(guide: TermLayoutGuide, host: TermView)] = []
        func add(_ item: TermLayoutItem, _ attribute: TermLayoutAttribute, _ other: TermLayoutItem?,
                 _ otherAttribute: TermLayoutAttribute?, times multiplier: Double = 1, plus constant: Double = 0,
                 priority override: TermPriority? = nil) {
            constraints.append(TermLayoutConstraint(item, attribute, .equal, other, otherAttribute, multiplier: multiplier,
                                                    constant: constant, priority: override ?? priority,
                                                    location: location))
        }

        var previous = leading
        var gap = 0.0
        var firstWeighted: (item: TermLayoutItem, weight: Double)?
        for (index, node) in nodes.enumerated() {
            if node.isFixedSpacer {
                gap = spacerSize(node)
                continue
            }
            let current: TermLayoutItem
            if let view = node.views.first {
                current = view
            } else {
                let spacer = guide(at: index, weight: sizings[index])
                guides.append(spacer)
                current = spacer.guide
            }
            if let previous, let item = previous.item {
                add(current, axis.leadingEdge, item, previous.attribute, times: previous.multiplier,
                    plus: previous.constant + gap, priority: previous.priority)
            }
            switch sizings[index] {
            case .equals(let size):
                add(current, axis.size, nil, nil, plus: size)
            case .weight(let weight):
                if let first = firstWeighted {
                    add(current, axis.size, first.item, axis.size, times: weight / first.weight)
                } else {
                    firstWeighted = (current, weight)
                }
            case .intrinsic, .reference, .defaultPadding:
                break
            }
            for other in node.views.dropFirst() {
                add(other, axis.leadingEdge, current, axis.leadingEdge)
                add(other, axis.trailingEdge, current, axis.trailingEdge)
            }
            previous = MortarVFLAnchor(item: current, attribute: axis.trailingEdge)
            gap = 0
        }
        if let trailing, let item = trailing.item, let last = previous?.item, let attribute = previous?.attribute {
            add(last, attribute, item, trailing.attribute, times: trailing.multiplier, plus: trailing.constant - gap,
                priority: trailing.priority)
        }
        return MortarConstraint(constraints, guides: guides)
    }

    private func spacerSize(_ node: MortarVFLNode) -> Double {
        if case .equals(let size) = node.sizing { return size }
        return MortarDefault.vflPadding
    }

    /// The layout guide for the weighted spacer at `index`, owned by the leading capture's view
    /// (else the trailing one's, else the last view node's first view, as Mortar's ghost views).
    /// The same statement run again finds its guide by key instead of piling up a new one.
    private func guide(at index: Int, weight: MortarVFLNode.Sizing) -> (guide: TermLayoutGuide, host: TermView) {
        let host = hostView(leading?.item) ?? hostView(trailing?.item)
            ?? nodes.last { !$0.views.isEmpty }!.views[0]
        let key = GuideKey(statement: signature, index: index)
        if let existing = host.layoutGuides.first(where: { $0.reuseKey == AnyHashable(key) }) {
            return (existing, host)
        }
        let guide = TermLayoutGuide()
        if case .weight(let w) = weight { guide.identifier = "MortarVFL spacer ~~\(Self.format(w))" }
        guide.reuseKey = AnyHashable(key)
        return (guide, host)
    }

    private func hostView(_ item: (any TermLayoutItem)?) -> TermView? {
        (item as? TermView) ?? (item as? TermLayoutGuide)?.owningView
    }

    private struct GuideKey: Hashable {
        let statement: [AnyHashable]
        let index: Int
    }

    /// What identifies the statement: its axis, captures and nodes.
    private var signature: [AnyHashable] {
        var parts: [AnyHashable] = [axis == .horizontal ? "H" : "V"]
        for anchor in [leading, trailing] {
            parts.append(anchor.flatMap { $0.item.map { ObjectIdentifier($0) } })
            parts.append(anchor.map { "\($0.attribute)" })
        }
        for node in nodes {
            parts.append(node.views.map { ObjectIdentifier($0) })
            parts.append(Self.sizingNotation(node.sizing))
        }
        return parts
    }
}

// MARK: Notation

extension MortarVFLStatement {
    /// The statement's nodes in VFL notation, for diagnostics: `TermLabel | TermBox[==4] || ~~1`.
    var notation: String {
        var text = ""
        var afterNode = false
        for node in nodes {
            if node.isDefaultPadding {
                text += text.isEmpty ? "|| " : " || "
                afterNode = false
                continue
            }
            if afterNode { text += " | " }
            text += Self.nodeNotation(node)
            afterNode = true
        }
        return text
    }

    static func nodeNotation(_ node: MortarVFLNode) -> String {
        let sizing = sizingNotation(node.sizing)
        switch node.views.count {
        case 0: return sizing.isEmpty ? "?" : (sizing.hasPrefix("==") ? String(sizing.dropFirst(2)) : sizing)
        case 1: return name(node.views[0]) + (sizing.isEmpty ? "" : "[\(sizing)]")
        default:
            return "[" + node.views.map(name).joined(separator: ", ") + "]" + (sizing.isEmpty ? "" : "[\(sizing)]")
        }
    }

    static func sizingNotation(_ sizing: MortarVFLNode.Sizing) -> String {
        switch sizing {
        case .intrinsic: return ""
        case .equals(let n): return "==" + format(n)
        case .weight(let w): return "~~" + format(w)
        case .reference(let view): return "==" + name(view)
        case .defaultPadding: return "||"
        }
    }

    static func name(_ view: TermView) -> String { "\(type(of: view))" }

    static func format(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e12 ? String(Int(value)) : String(value)
    }
}
