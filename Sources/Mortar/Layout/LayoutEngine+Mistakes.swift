/// Mistakes the engine catches at layout and reports once each, as diagnostics.
extension LayoutEngine {
    /// Notes an active constraint that cannot be installed because one of its items is in a
    /// screen and the other has never joined one: the usual sign of a forgotten `|+|`. The next
    /// layout of that screen reports it unless the item has joined by then.
    static func noteWaiting(_ constraint: TermLayoutConstraint) {
        guard case .waiting = constraint.life, constraint.secondAttribute != nil,
              let first = constraint.first, let second = constraint.second else { return }
        let (present, missing) = first.screen != nil ? (first, second) : (second, first)
        guard let screen = present.screen, missing.screen == nil, missing.screenIndex == nil else { return }
        screen.engine.waiting[ObjectIdentifier(constraint)] = constraint
    }

    /// Reports, once per item, the constraints still waiting for an item that was never added
    /// to a view of this screen.
    func reportNeverAdded() {
        guard !waiting.isEmpty else { return }
        let list = waiting.values.sorted { $0.sequence < $1.sequence }
        waiting = [:]
        var order: [ObjectIdentifier] = []
        var groups: [ObjectIdentifier: (item: any LayoutNode, constraints: [TermLayoutConstraint])] = [:]
        for constraint in list where constraint.state == .waiting {
            guard let first = constraint.first, let second = constraint.second else { continue }
            let missing = first.screen == nil ? first : second
            guard missing.screen == nil, missing.screenIndex == nil else { continue }
            let key = ObjectIdentifier(missing)
            guard !reportedNeverAdded.contains(key) else { continue }
            if groups[key] == nil { order.append(key) }
            groups[key, default: (missing, [])].constraints.append(constraint)
        }
        for key in order {
            guard let group = groups[key] else { continue }
            reportedNeverAdded.insert(key)
            let name = group.item.qualifiedName
            MortarDiagnostics.report(MortarDiagnostic(
                message: "`\(name)` was never added to a view in this screen; did you forget `|+|`? "
                    + "\(group.constraints.count == 1 ? "This constraint waits" : "These constraints wait") for it:",
                location: group.constraints[0].location,
                constraints: group.constraints.map(\.description)))
        }
    }
}
