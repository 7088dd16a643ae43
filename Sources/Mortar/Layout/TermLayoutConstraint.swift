import Cassowary

/// One primitive layout constraint, what every Mortar and MortarVFL statement expands to:
/// `first.attribute (== | >= | <=) multiplier × second.attribute + constant @ priority`, or,
/// without a second item, `first.attribute (relation) constant`.
///
/// An active constraint takes part in layout once both items are in the same ``TermScreen``;
/// until then it waits, which is never an error. Removing a view from its superview takes the
/// constraints that tie its subtree to the outside out of the solver, and adding it back
/// returns them.
@MainActor
public final class TermLayoutConstraint {
    /// The first item; nil once it is gone.
    var first: (any LayoutNode)? { firstLink?.node }
    private let firstLink: NodeLink?
    /// The constrained attribute of the first item.
    public let firstAttribute: TermLayoutAttribute
    /// `==`, `>=` or `<=`.
    public let relation: TermLayoutRelation
    /// The second item; nil without one, or once it is gone.
    var second: (any LayoutNode)? { secondLink?.node }
    private let secondLink: NodeLink?
    /// The second item's attribute; nil for a constant.
    public let secondAttribute: TermLayoutAttribute?
    /// Times the second attribute.
    public let multiplier: Double
    /// Added to the right side (the whole right side without a second item). Settable, as
    /// `NSLayoutConstraint.constant` is: an installed constraint moves in its screen's solver
    /// in place (a split view's divider, an animation), without leaving it; see
    /// ``changeConstant(to:file:line:)``.
    public var constant: Double {
        get { storedConstant }
        set { changeConstant(to: newValue) }
    }
    private var storedConstant: Double
    /// Where the DSL statement that made this constraint was written.
    public let location: MortarSourceLocation
    /// The priority; a change between required and optional on an active constraint is
    /// refused with a diagnostic, as Auto Layout refuses it.
    public private(set) var priority: TermPriority
    /// Whether the constraint is meant to take part in layout (it may still wait for its items
    /// to share a screen; see ``state``). Setting it is ``activate()`` or ``deactivate()``,
    /// as on Auto Layout's constraints: `constraint.isActive = false` takes it out of layout.
    public var isActive: Bool {
        get { life.isActive }
        set { newValue ? activate() : deactivate() }
    }

    /// Where the constraint is in its life: inactive, waiting for its items to share a screen,
    /// queued for the next layout, or in the screen's solver (at its priority, or demoted).
    public var state: TermConstraintState { life.state }

    /// The constraint's life, with the solver constraint while installed. Only the layout
    /// engine changes it (`LayoutEngine+Life.swift`).
    var life: ConstraintLife = .inactive
    /// Creation order: constraints are always visited in this order, never in hash order, so
    /// the solver sees the same sequence in every run.
    let sequence: UInt64

    private static var nextSequence: UInt64 = 0

    /// Creates an inactive constraint written at `file`:`line`; call ``activate()``.
    public convenience init(_ first: TermLayoutItem, _ firstAttribute: TermLayoutAttribute,
                            _ relation: TermLayoutRelation, _ second: TermLayoutItem?,
                            _ secondAttribute: TermLayoutAttribute?, multiplier: Double = 1, constant: Double = 0,
                            priority: TermPriority = .required, file: StaticString = #fileID, line: UInt = #line) {
        self.init(first, firstAttribute, relation, second, secondAttribute, multiplier: multiplier,
                  constant: constant, priority: priority, location: MortarSourceLocation(file: "\(file)", line: line))
    }

    /// Creates an inactive constraint made by the DSL statement at `location`; call ``activate()``.
    public init(_ first: TermLayoutItem, _ firstAttribute: TermLayoutAttribute, _ relation: TermLayoutRelation,
                _ second: TermLayoutItem?, _ secondAttribute: TermLayoutAttribute?,
                multiplier: Double = 1, constant: Double = 0, priority: TermPriority = .required,
                location: MortarSourceLocation) {
        firstLink = first.layoutNode?.link
        self.firstAttribute = firstAttribute
        self.relation = relation
        secondLink = second?.layoutNode?.link
        self.secondAttribute = second == nil ? nil : (secondAttribute ?? firstAttribute)
        self.multiplier = multiplier
        storedConstant = constant
        self.priority = priority
        self.location = location
        TermLayoutConstraint.nextSequence &+= 1
        sequence = TermLayoutConstraint.nextSequence
    }

    /// Whether the constraint is in a screen's solver right now (activation queues it; the
    /// screen's next layout installs it).
    public var isInstalled: Bool { life.solverConstraint != nil }

    /// Makes the constraint take part in layout (now, or once its items share a screen). A
    /// non-finite multiplier or constant (from an anchor method or a DSL extension; Mortar's
    /// statements skip those components already) is reported and the constraint stays inactive.
    public func activate() {
        guard !isActive, let first else { return }
        guard multiplier.isFinite, constant.isFinite else {
            MortarDiagnostics.report(MortarDiagnostic(
                message: "non-finite multiplier or constant (\(multiplier), \(constant)); the constraint is "
                    + "not activated",
                location: location, constraints: [description]))
            return
        }
        attachedSlots.first = Self.attach(self, to: first)
        if let second, secondLink !== firstLink { attachedSlots.second = Self.attach(self, to: second) }
        LayoutEngine.activate(self)
    }

    /// Where the constraint is in its first and second item's ``LayoutNode/attachedConstraints``
    /// while active; -1 for a side it is not listed on (no second item, or the same item twice).
    private var attachedSlots: (first: Int, second: Int) = (-1, -1)

    /// Appends `constraint` to `item`'s attached constraints and returns its position. An
    /// array, not a set: a screen's build attaches every statement twice, and hashing was a
    /// tenth of it; a removal moves the last entry into the gap and tells that constraint.
    private static func attach(_ constraint: TermLayoutConstraint, to item: any LayoutNode) -> Int {
        if item.attachedConstraints.isEmpty { item.attachedConstraints.reserveCapacity(4) }
        item.attachedConstraints.append(constraint)
        return item.attachedConstraints.count - 1
    }

    /// Removes the entry at `slot` of `item`'s attached constraints (see ``attach(_:to:)``).
    private static func detach(at slot: Int, from item: any LayoutNode) {
        let last = item.attachedConstraints.removeLast()
        guard slot < item.attachedConstraints.count else { return }
        item.attachedConstraints[slot] = last
        if last.firstLink === item.link { last.attachedSlots.first = slot } else { last.attachedSlots.second = slot }
    }

    /// Takes the constraint out of layout.
    public func deactivate() {
        guard isActive else { return }
        if let first, attachedSlots.first >= 0 { Self.detach(at: attachedSlots.first, from: first) }
        if let second, attachedSlots.second >= 0 { Self.detach(at: attachedSlots.second, from: second) }
        attachedSlots = (-1, -1)
        LayoutEngine.deactivate(self)
    }

    /// Activates each constraint, as `NSLayoutConstraint.activate(_:)` does; they enter the
    /// solver together at the next layout.
    public static func activate(_ constraints: [TermLayoutConstraint]) {
        for constraint in constraints { constraint.activate() }
    }

    /// Deactivates each constraint, as `NSLayoutConstraint.deactivate(_:)` does.
    public static func deactivate(_ constraints: [TermLayoutConstraint]) {
        for constraint in constraints { constraint.deactivate() }
    }

    /// Changes the priority. Moving between required and optional while active is refused
    /// with a diagnostic (Auto Layout's rule) and changes nothing.
    public func changePriority(to newPriority: TermPriority, file: StaticString = #fileID, line: UInt = #line) {
        if isActive && newPriority.isRequired != priority.isRequired {
            MortarDiagnostics.report(MortarDiagnostic(
                message: "cannot change the priority of an active constraint between required and optional "
                    + "(\(priority) to \(newPriority)); deactivate it first",
                file: file, line: line, constraints: [description]))
            return
        }
        priority = newPriority
        LayoutEngine.reinstall(self)
    }

    /// Changes the constant, as setting `NSLayoutConstraint.constant` does, and says where the
    /// change was made for a diagnostic. An installed constraint changes in its solver in place,
    /// in time proportional to the rows that depend on it, and the next layout shows it; should
    /// the new constant contradict required constraints, it is reported at that layout and
    /// demoted like any conflicting constraint. A constant that is not finite is reported and
    /// changes nothing.
    public func changeConstant(to newConstant: Double, file: StaticString = #fileID, line: UInt = #line) {
        guard newConstant.isFinite else {
            MortarDiagnostics.report(MortarDiagnostic(
                message: "non-finite constant (\(newConstant)); the constraint keeps \(format(constant))",
                file: file, line: line, constraints: [description]))
            return
        }
        guard newConstant != storedConstant else { return }
        let delta = newConstant - storedConstant
        storedConstant = newConstant
        LayoutEngine.constantChanged(self, by: delta)
    }

    /// The constraint as you would write it, then where it was written:
    /// `title.m_width |=| box.m_width - 2 ! 500 (Dashboard.swift:42)`. Items are named by their
    /// ``TermView/identifier``, or by type and number in their screen (`TermLabel#3`). The
    /// location is left out when it is unknown (see ``withMortarLocation(file:line:_:)``); a
    /// constraint demoted after a conflict says so.
    public var description: String {
        var text = notation
        if life.isDemoted { text += " (demoted to 999)" }
        if location.isKnown { text += " (\(location))" }
        return text
    }

    /// The constraint in Mortar notation alone: `label.m_left |=| box.m_right * 2 + 1 ! 750`.
    public var notation: String {
        var text = "\(first?.debugName ?? "<gone>").\(firstAttribute.mortarName) \(relation) "
        if let secondAttribute {
            text += "\(second?.debugName ?? "<gone>").\(secondAttribute.mortarName)"
            if multiplier != 1 { text += " * \(format(multiplier))" }
            if constant != 0 { text += constant > 0 ? " + \(format(constant))" : " - \(format(-constant))" }
        } else {
            text += format(constant)
        }
        if !priority.isRequired { text += " ! \(priority)" }
        return text
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e12 ? String(Int(value)) : String(value)
    }

    /// The solver constraint for this one, at its priority or `demoted` to 999.
    func solverConstraint(demoted: Bool) -> Constraint? {
        guard let first else { return nil }
        var terms: [Term] = []
        terms.reserveCapacity(4)
        var sum = first.appendTerms(for: firstAttribute, scaledBy: 1, to: &terms)
        if let secondAttribute {
            guard let second else { return nil }
            sum += second.appendTerms(for: secondAttribute, scaledBy: -multiplier, to: &terms)
        }
        let expression = Expression(terms, constant: sum - constant)
        let relation: Relation
        switch self.relation {
        case .equal: relation = .equal
        case .greaterOrEqual: relation = .greaterOrEqual
        case .lessOrEqual: relation = .lessOrEqual
        }
        let level = demoted ? min(priority.value, 999) : priority.value
        return Constraint(expression, relation, strength: Strength(priority: level))
    }
}
