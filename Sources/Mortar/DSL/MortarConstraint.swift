/// What one Mortar statement made: its primitive constraints, activated together. Keep it to
/// deactivate, reactivate, replace or re-prioritise the statement as a whole.
@MainActor
public final class MortarConstraint {
    /// The primitive constraints, in the order the statement produced them.
    public let layoutConstraints: [TermLayoutConstraint]
    /// Layout guides the statement made (MortarVFL's weighted spacers) with the views that
    /// host them: added while the statement is active, removed once nothing active uses them.
    private let guides: [(guide: TermLayoutGuide, host: TermView)]

    /// Wraps the primitive constraints of one statement and activates them. DSL extensions
    /// (MortarVFL) build their statements with it, passing the guides they made and the view
    /// each belongs to.
    public init(_ constraints: [TermLayoutConstraint], guides: [(guide: TermLayoutGuide, host: TermView)] = []) {
        layoutConstraints = constraints
        self.guides = guides
        activate()
    }

    /// Whether every constraint of the statement is active.
    public var isActive: Bool { layoutConstraints.allSatisfy(\.isActive) }

    /// Activates every constraint of the statement.
    public func activate() {
        for entry in guides where entry.guide.owningView == nil { entry.host.addLayoutGuide(entry.guide) }
        layoutConstraints.forEach { $0.activate() }
    }

    /// Deactivates every constraint of the statement.
    public func deactivate() {
        layoutConstraints.forEach { $0.deactivate() }
        for entry in guides where !entry.guide.hasActiveConstraints {
            entry.guide.owningView?.removeLayoutGuide(entry.guide)
        }
    }

    /// Deactivates this statement, activates `other`, and returns `other`.
    @discardableResult
    public func replace(with other: MortarConstraint) -> MortarConstraint {
        deactivate()
        other.activate()
        return other
    }

    /// Changes every constraint's priority (refused with a diagnostic between required and
    /// optional while active, as Auto Layout refuses it).
    public func changePriority(to priority: TermPriority, file: StaticString = #fileID, line: UInt = #line) {
        layoutConstraints.forEach { $0.changePriority(to: priority, file: file, line: line) }
    }
}

/// Several statements handled together.
public typealias MortarGroup = [MortarConstraint]

@MainActor
extension Array where Element == MortarConstraint {
    /// Every primitive constraint of every statement.
    public var layoutConstraints: [TermLayoutConstraint] { flatMap(\.layoutConstraints) }

    /// Activates every statement.
    public func activate() { forEach { $0.activate() } }

    /// Deactivates every statement.
    public func deactivate() { forEach { $0.deactivate() } }

    /// Deactivates this group, activates `other`, and returns `other`.
    @discardableResult
    public func replace(with other: MortarGroup) -> MortarGroup {
        deactivate()
        other.activate()
        return other
    }

    /// Changes the priority of every statement.
    public func changePriority(to priority: TermPriority, file: StaticString = #fileID, line: UInt = #line) {
        forEach { $0.changePriority(to: priority, file: file, line: line) }
    }
}

/// The state `~~` puts a statement in.
public enum MortarActivationState: Sendable {
    case activated
    case deactivated
}

precedencegroup MortarActivationPrecedence {
    lowerThan: AssignmentPrecedence
}

/// Activates or deactivates a whole statement: `let c = a |=| b ~~ .deactivated`. A statement
/// deactivated this way never reaches the solver.
infix operator ~~ : MortarActivationPrecedence

/// Sets a statement's activation and returns it.
@MainActor @discardableResult
public func ~~ (constraint: MortarConstraint, state: MortarActivationState) -> MortarConstraint {
    state == .activated ? constraint.activate() : constraint.deactivate()
    return constraint
}

/// Sets a group's activation and returns it.
@MainActor @discardableResult
public func ~~ (group: MortarGroup, state: MortarActivationState) -> MortarGroup {
    state == .activated ? group.activate() : group.deactivate()
    return group
}
