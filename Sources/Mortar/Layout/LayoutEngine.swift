import Cassowary

/// One incremental solver per screen. Every view and layout guide in the screen owns four
/// variables; the screen size enters as two edit variables, so a resize is a suggestion, not a
/// rebuild. Intrinsic sizes enter as `width >= w0 @ compression resistance` and
/// `width <= w0 @ hugging` per axis.
@MainActor
final class LayoutEngine {
    let solver = Solver()
    let screenWidth = Variable("screen.width")
    let screenHeight = Variable("screen.height")
    // The engine's own tables are exempt from the runtime's exclusivity check
    // (`@exclusivity(unchecked)`, see `TermView.subviews`): every item that joins touches a
    // dozen of them, and only the engine's own methods do, never `inout`.

    /// Per item: the constraints the engine itself adds: non-negative width and height, then
    /// a view's intrinsic size constraints.
    @exclusivity(unchecked)
    private(set) var structural: [ObjectIdentifier: [Constraint]] = [:]
    /// Per item: its four tie-breaking preferences (left, top, width, height; see `TieBreak`),
    /// made the first time one is needed (``preferences(for:)``): a screen whose constraints
    /// decide every frame never makes them (issue 14's grid: 3,200 constraints fewer to build at
    /// N = 20). One enters the solver only once its variable is left free by the app's
    /// constraints (``preferWhereUndetermined()``), and stays until the item leaves.
    @exclusivity(unchecked)
    private(set) var preferences: [ObjectIdentifier: [Constraint]] = [:]
    /// Whether every preference enters the solver with its item, whether it can decide
    /// anything or not: the reference the lazy way is tested against.
    var addsEveryPreference = false
    /// Items that joined since the last ``preferWhereUndetermined()``, whose variables may be
    /// unknown to the solver (mentioned by no constraint).
    @exclusivity(unchecked)
    private var joinedSincePreferring: [ObjectIdentifier] = []
    /// Per item: the order in which it joined this screen, which its tie-breaking weights come from.
    @exclusivity(unchecked)
    private var joinOrder: [ObjectIdentifier: Int] = [:]
    /// How many items have joined this screen.
    @exclusivity(unchecked)
    private var joinCount = 0
    /// The item each layout variable belongs to (by identity), for placing only the items
    /// whose variables changed (see `TermScreen+Placement.swift`).
    @exclusivity(unchecked)
    private(set) var variableOwners = VariableOwners()
    /// A mark of the solution the frames were last set from (a mark, not the solution: holding
    /// the solution would make the solver's next publication copy all its values), and whether
    /// items joined or left the screen since (the tree changed: every frame is set again).
    var placedMark: SolverValues.Mark?
    @exclusivity(unchecked)
    var membershipChanged = true
    /// Active constraints waiting for an item that has never joined a screen, reported at the
    /// next layout (see `LayoutEngine+Mistakes.swift`).
    var waiting: [ObjectIdentifier: TermLayoutConstraint] = [:]
    /// The items already reported as never added, so each is reported once.
    var reportedNeverAdded: Set<ObjectIdentifier> = []
    /// Whether each layout checks the views whose constraints changed for ambiguity and
    /// reports those it finds (see `LayoutEngine+Ambiguity.swift`); on in debug builds.
    var checksAmbiguity = LayoutEngine.checksAmbiguityByDefault
    /// Views to check for ambiguity at the next layout: joined, or a constraint on them changed.
    @exclusivity(unchecked)
    var ambiguityCandidates: Set<ObjectIdentifier> = []
    /// Views already reported as ambiguous, so each is reported once.
    var reportedAmbiguous: Set<ObjectIdentifier> = []
    /// The items in this screen, by identity.
    @exclusivity(unchecked)
    private var members: [ObjectIdentifier: NodeLink] = [:]
    /// The item in this screen with identity `key`.
    func node(for key: ObjectIdentifier) -> (any LayoutNode)? { members[key]?.node }
    /// How many items are in the screen, each with its four variables in ``variableOwners``.
    var memberCount: Int { members.count }
    /// How many items of each type name have joined this screen (items are named
    /// `TermLabel#3`), by the name's slot in `typeSlotsByName`; types are told apart by name
    /// (two `Card` types from two modules count together, so each name stays unique).
    @exclusivity(unchecked)
    private var typeCounts: [Int] = []
    /// Each type name's slot in `typeCounts`.
    private var typeSlotsByName: [String: Int] = [:]
    /// Each joined type's slot in `typeCounts`: one lookup by identity per joining item instead
    /// of making its type's name and hashing it (a tenth of building a screen of labels).
    @exclusivity(unchecked)
    private var typeSlots: [ObjectIdentifier: Int] = [:]

    init(root: TermView) {
        // Fresh variables on an empty solver: none of these can fail.
        try? solver.addEditVariable(screenWidth, strength: Strength(priority: 999.5))
        try? solver.addEditVariable(screenHeight, strength: Strength(priority: 999.5))
        let v = root.layoutVariables
        rootConstraints = [v.left == 0, v.top == 0, v.width == screenWidth, v.height == screenHeight]
        for c in rootConstraints { try? solver.addConstraint(c) }
    }

    /// The root's `left == 0`, `top == 0`, `width == screen width`, `height == screen height`.
    private(set) var rootConstraints: [Constraint] = []

    // MARK: Items joining and leaving

    /// The engine's own constraints waiting for the next layout, with the item they belong to.
    @exclusivity(unchecked)
    private var pendingStructural: [(item: ObjectIdentifier, constraint: Constraint)] = []
    /// Whether some of the engine's own constraints were dropped or replaced since the last
    /// layout, so that some queued ones may be stale (the next layout skips those). A screen
    /// built in one go never sets it, and its first layout takes the queue as it is.
    private var structuralReplaced = false

    /// Queues the engine's own constraints for an item that joined the screen.
    func attach(_ node: any LayoutNode) {
        let key = ObjectIdentifier(node)
        guard structural[key] == nil else { return }
        if node.screenIndex?.engine != ObjectIdentifier(self) {
            let slot = typeSlot(of: node)
            typeCounts[slot] += 1
            node.screenIndex = (ObjectIdentifier(self), typeCounts[slot])
        }
        let v = node.layoutVariables
        let order = joinCount
        joinCount += 1
        joinOrder[key] = order
        members[key] = node.link
        variableOwners.insert(key, v)
        membershipChanged = true
        if checksAmbiguity, node is TermView { ambiguityCandidates.insert(key) }
        var list = [Self.bound(v.width, .greaterOrEqual, 0), Self.bound(v.height, .greaterOrEqual, 0)]
        var size = TermIntrinsicSize(width: nil, height: nil)
        if let view = node as? TermView {
            let inputs = IntrinsicInputs(view)
            list += intrinsicConstraints(view, inputs)
            size = inputs.size
        }
        structural[key] = list
        for constraint in list { pendingStructural.append((key, constraint)) }
        joinedSincePreferring.append(key)
        if addsEveryPreference {
            for constraint in preferences(for: key, variables: v, size: size) { pendingStructural.append((key, constraint)) }
        }
    }

    /// The slot in `typeCounts` of `node`'s type name, made on the type's first join.
    private func typeSlot(of node: any LayoutNode) -> Int {
        let type = ObjectIdentifier(Swift.type(of: node))
        if let slot = typeSlots[type] { return slot }
        let name = node.typeName
        let slot = typeSlotsByName[name] ?? typeCounts.count
        if slot == typeCounts.count {
            typeCounts.append(0)
            typeSlotsByName[name] = slot
        }
        typeSlots[type] = slot
        return slot
    }

    /// The tie-breaking preferences of the item with identity `key`, made now if they were not
    /// yet, at its order of joining and its current intrinsic size; none for an item that is
    /// not in this screen.
    func preferences(for key: ObjectIdentifier) -> [Constraint] {
        if let made = preferences[key] { return made }
        guard structural[key] != nil, let node = members[key]?.node else { return [] }
        return preferences(for: key, variables: node.layoutVariables,
                           size: intrinsicInputs[key]?.size ?? TermIntrinsicSize(width: nil, height: nil))
    }

    private func preferences(for key: ObjectIdentifier, variables v: LayoutVariables, size: TermIntrinsicSize) -> [Constraint] {
        if let made = preferences[key] { return made }
        let order = joinOrder[key] ?? 0
        let made = TieBreak.positionPreferences(v, order: order)
            + TieBreak.sizePreferences(v, order: order, width: size.width, height: size.height)
        preferences[key] = made
        return made
    }

    /// Removes the engine's own constraints for an item that left the screen.
    func detach(_ node: any LayoutNode) {
        guard var list = structural.removeValue(forKey: ObjectIdentifier(node)) else { return }
        list += preferences.removeValue(forKey: ObjectIdentifier(node)) ?? []
        structuralReplaced = true
        intrinsicInputs[ObjectIdentifier(node)] = nil
        joinOrder[ObjectIdentifier(node)] = nil
        members[ObjectIdentifier(node)] = nil
        let v = node.layoutVariables
        variableOwners.remove(v)
        membershipChanged = true
        for c in list where solver.hasConstraint(c) { try? solver.removeConstraint(c) }
    }

    /// What a view's intrinsic constraints were derived from, per view: when a refresh finds
    /// the same, the constraints stay as they are.
    @exclusivity(unchecked)
    private var intrinsicInputs: [ObjectIdentifier: IntrinsicInputs] = [:]
    /// How many times a view's intrinsic size constraints were replaced (tests count on it: an
    /// unchanged intrinsic size replaces nothing).
    private(set) var intrinsicRefreshCount = 0
    /// How many times the screen size was suggested to the solver (only when it changed).
    private(set) var sizeSuggestionCount = 0
    /// The size last suggested to the solver.
    var suggestedSize: TermSize?
    /// The minimum size last reported as not fitting the screen, so a report is made once per
    /// situation, not once per frame.
    var reportedOverflow: TermSize?

    /// Re-derives a view's intrinsic size constraints (after its intrinsic size, hugging or
    /// compression resistance changed). Returns false, and touches nothing, when the intrinsic
    /// size and both priorities are what the current constraints were made from.
    @discardableResult
    func refreshIntrinsicSize(_ view: TermView) -> Bool {
        let key = ObjectIdentifier(view)
        guard var list = structural[key] else { return true }
        let inputs = IntrinsicInputs(view)
        let old = intrinsicInputs[key]
        guard old != inputs else { return false }
        intrinsicRefreshCount += 1
        refreshSizePreferences(view, inputs)
        let fresh = intrinsicConstraints(view, inputs)
        if let old, old.hasTheShape(of: inputs), changeInPlace(Array(list.dropFirst(2)), to: fresh) { return true }
        for c in list.dropFirst(2) where solver.hasConstraint(c) { try? solver.removeConstraint(c) }
        list.removeSubrange(2...)
        structuralReplaced = true
        structural[key] = list + fresh
        for constraint in fresh { pendingStructural.append((key, constraint)) }
        return true
    }

    /// Points a view's size preferences at its new intrinsic size: in place for one in the
    /// solver, by a new constraint for one that is not (no solver work). Preferences not made
    /// yet are made from the size current when they are.
    private func refreshSizePreferences(_ view: TermView, _ inputs: IntrinsicInputs) {
        let key = ObjectIdentifier(view)
        guard var list = preferences[key] else { return }
        let fresh = TieBreak.sizePreferences(view.layoutVariables, order: joinOrder[key] ?? 0,
                                             width: inputs.size.width, height: inputs.size.height)
        for (slot, f) in zip(2..., fresh) {
            let current = list[slot]
            let held = solver.constant(of: current)
            if let held {
                guard held != f.expression.constant else { continue }
                if (try? solver.changeConstant(of: current, to: f.expression.constant)) != nil { continue }
                try? solver.removeConstraint(current)
            } else if current.expression.constant == f.expression.constant {
                continue
            }
            list[slot] = f
            if held != nil || addsEveryPreference {
                // It replaces one in the solver or in the queue (which the next layout skips).
                structuralReplaced = true
                pendingStructural.append((key, f))
            }
        }
        preferences[key] = list
    }

    /// Moves the constants of `current` (in the solver) to those of `fresh` (the same
    /// constraints made from a new intrinsic size) in place; false, with some perhaps moved,
    /// when one is not in the solver yet or the solver refuses (the caller then replaces them).
    ///
    /// The constraints that the new constants relax go first: a label that grows first lets
    /// its hugging go, then asks for its compression resistance, so at no step does the old
    /// width violate a constraint, and the solver moves the width without a pivot (a pivot
    /// would also make the next layout look for variables left free again, over the whole
    /// tableau: issue 14's one-label change measured 0.2 -> 0.5 ms that way).
    private func changeInPlace(_ current: [Constraint], to fresh: [Constraint]) -> Bool {
        guard current.count == fresh.count, current.allSatisfy(solver.hasConstraint) else { return false }
        var changes: [(constraint: Constraint, constant: Double, relaxes: Bool)] = []
        for (c, f) in zip(current, fresh) {
            guard let old = solver.constant(of: c), old != f.expression.constant else { continue }
            let new = f.expression.constant
            // `expr + k >= 0` is relaxed by a larger k, `expr + k <= 0` by a smaller one.
            let relaxes = c.relation == .greaterOrEqual ? new > old : c.relation == .lessOrEqual && new < old
            changes.append((c, new, relaxes))
        }
        for change in changes where change.relaxes {
            guard (try? solver.changeConstant(of: change.constraint, to: change.constant)) != nil else { return false }
        }
        for change in changes where !change.relaxes {
            guard (try? solver.changeConstant(of: change.constraint, to: change.constant)) != nil else { return false }
        }
        return true
    }

    private func intrinsicConstraints(_ view: TermView, _ inputs: IntrinsicInputs) -> [Constraint] {
        intrinsicInputs[ObjectIdentifier(view)] = inputs
        let size = inputs.size
        let v = view.layoutVariables
        var list: [Constraint] = []
        list.reserveCapacity(4)
        if let w = size.width {
            list.append(Self.bound(v.width, .greaterOrEqual, Double(w), priority: inputs.compressionResistance.horizontal.value))
            list.append(Self.bound(v.width, .lessOrEqual, Double(w), priority: inputs.hugging.horizontal.value))
        }
        if let h = size.height {
            list.append(Self.bound(v.height, .greaterOrEqual, Double(h), priority: inputs.compressionResistance.vertical.value))
            list.append(Self.bound(v.height, .lessOrEqual, Double(h), priority: inputs.hugging.vertical.value))
        }
        return list
    }

    /// `variable relation value` at `priority`: what `(variable >= value) | strength` makes,
    /// as one constraint and one array (the operators make a constraint, then a second one for
    /// the strength; every view that joins has two to six of these).
    static func bound(_ variable: Variable, _ relation: Relation, _ value: Double, priority: Double = 1000) -> Constraint {
        // `0 - value`, as the operators compute `variable + (-value)`: +0, never -0, for 0.
        Constraint(Expression([Term(variable)], constant: 0 - value), relation, strength: Strength(priority: priority))
    }

    // MARK: Constraints

    /// Constraints queued for the next layout to enter the solver, in the order they came
    /// (those deactivated or moved since are skipped; see `LayoutEngine+Life.swift`).
    var pending: [TermLayoutConstraint] = []

    /// Installs the queued constraints that are still active and still share a screen, in one
    /// batch: the solver optimises once for all of them instead of after each.
    func flushPending() {
        // The engine's own constraints first, those of items still here and not replaced since.
        // Loops rather than `filter` closures: a closure written here is main-actor isolated,
        // and Swift checks the executor on every call of it (2% of a large screen's build).
        var own: [(item: ObjectIdentifier, constraint: Constraint)] = []
        own.reserveCapacity(pendingStructural.count)
        for entry in pendingStructural {
            if structuralReplaced {
                let isCurrent = structural[entry.item]?.contains { $0 === entry.constraint } == true
                    || preferences[entry.item]?.contains { $0 === entry.constraint } == true
                guard isCurrent else { continue }
            }
            own.append(entry)
        }
        pendingStructural = []
        structuralReplaced = false
        let queue = pending
        pending = []
        var batch: [(layout: TermLayoutConstraint, solver: Constraint, demoted: Bool)] = []
        for constraint in queue {
            guard case .queued(let demoted) = constraint.life else { continue } // deactivated since
            let screen = LayoutEngine.screenFor(constraint)
            if screen?.engine !== self {
                // Its items left this screen since: it waits, or is queued in their new one.
                constraint.life = .waiting(demoted: demoted)
                LayoutEngine.installIfPossible(constraint)
            } else if let c = constraint.solverConstraint(demoted: demoted) {
                batch.append((constraint, c, demoted))
            }
        }
        guard !batch.isEmpty || !own.isEmpty else { return }
        // One batch, one optimisation: the engine's own constraints (which cannot conflict:
        // sizes >= 0 and optional intrinsic sizes), then the statements in the order they came,
        // then any tie-breaking preferences queued (replacements, or all of them with
        // `addsEveryPreference`). Those go last so that the statements find the
        // variables still free to solve for; a preference added first would make each variable
        // basic in terms of its preference's error symbols, and the statements would need the
        // solver's slower artificial-variable path.
        var ordered: [Constraint] = []
        ordered.reserveCapacity(own.count + batch.count)
        for entry in own where !TieBreak.isPreference(entry.constraint) { ordered.append(entry.constraint) }
        for entry in batch { ordered.append(entry.solver) }
        for entry in own where TieBreak.isPreference(entry.constraint) { ordered.append(entry.constraint) }
        let failures: [(constraint: Constraint, error: SolverError)]
        do {
            failures = try solver.addConstraints(ordered)
        } catch {
            reportSolverFailure(error)
            failures = []
        }
        // Room for the batch's owners at once: grown entry by entry, a screen's first layout
        // rehashed them a dozen times.
        owners.reserveCapacity(owners.count + batch.count)
        // Nearly every batch is accepted whole: then no look-up per statement (two hashes each).
        guard !failures.isEmpty else {
            for entry in batch { install(entry.layout, as: entry.solver, demoted: entry.demoted) }
            return
        }
        var failed: [ObjectIdentifier: SolverError] = [:]
        for failure in failures { failed[ObjectIdentifier(failure.constraint)] = failure.error }
        // Every accepted statement is installed before a refusal is reported, so that the
        // report can name the statements of this batch it conflicts with.
        for entry in batch where failed[ObjectIdentifier(entry.solver)] == nil {
            install(entry.layout, as: entry.solver, demoted: entry.demoted)
        }
        for entry in batch {
            if let error = failed[ObjectIdentifier(entry.solver)] {
                handleFailure(entry.layout, error, demoted: entry.demoted)
            }
        }
    }

    /// The statement each installed solver constraint came from, so that a conflict the solver
    /// explains in its own constraints is reported in the app's.
    var owners: [ObjectIdentifier: TermLayoutConstraint] = [:]

    // MARK: Solving

    /// Installs what is queued, solves for a screen of `size` and publishes the values.
    /// The size is suggested only when it differs from the last one suggested: a suggestion
    /// that changes nothing still costs the solver a pass over its edit rows. It is suggested
    /// before the queue enters: on a screen's first layout the solver then holds little more
    /// than the root, and the batch is optimised at the real size, instead of being optimised
    /// at 0 × 0 and moved to the real size after (a third fewer pivots for issue 14's grid).
    func solve(_ size: TermSize) {
        if suggestedSize != size {
            suggest(size)
            sizeSuggestionCount += 1
        }
        flushPending()
        if !addsEveryPreference { preferWhereUndetermined() }
        reportNeverAdded()
        defer { if checksAmbiguity { reportAmbiguity() } }
        solver.updateVariables()
    }

    /// Adds the tie-breaking preference of every layout variable that the app's constraints
    /// (every priority above the preferences') leave free at this optimum and that has none in
    /// the solver yet.
    ///
    /// This gives the frames that every preference in the solver would give, at a fraction of
    /// the cost. The optimum over the preferences is taken on the set of points that are optimal
    /// for the app's constraints; a variable that is constant on that set adds a constant to the
    /// preferences' sum there, so leaving its preference out moves nothing. The solver's list
    /// errs on the side of too many, never too few, and is the same set whatever the history
    /// (see `Solver.undeterminedVariables(above:)`). A preference stays once added: with those
    /// of variables that were free at other sizes in the solver, the optimum is still the same
    /// point. A grid whose constraints decide every frame, issue 14's, gets none.
    func preferWhereUndetermined() {
        var batch: [Constraint] = []
        // A variable no constraint mentions is free, and unknown to the solver (a view whose
        // statements say nothing of its top): such variables only come with items that joined.
        // An item that left and joined again before a layout is listed twice: once is enough.
        var seen = Set<ObjectIdentifier>()
        for key in joinedSincePreferring where seen.insert(key).inserted {
            guard let v = members[key]?.node?.layoutVariables else { continue }
            // The preferences (left, top, width, height) are made only for an item that has
            // one to add. Loops, not closures: see `flushPending()`.
            let free = (left: !solver.hasVariable(v.left), top: !solver.hasVariable(v.top),
                        width: !solver.hasVariable(v.width), height: !solver.hasVariable(v.height))
            guard free.left || free.top || free.width || free.height else { continue }
            let made = preferences(for: key)
            for (slot, isFree) in [free.left, free.top, free.width, free.height].enumerated() where isFree {
                batch.append(made[slot])
            }
        }
        joinedSincePreferring = []
        for variable in solver.undeterminedVariables(above: TieBreak.priority) {
            guard let key = variableOwners[variable] else { continue }
            for preference in preferences(for: key)
                where TieBreak.variable(of: preference) === variable && !solver.hasConstraint(preference) {
                batch.append(preference)
            }
        }
        guard !batch.isEmpty else { return }
        do {
            let failures = try solver.addConstraints(batch)
            if let failure = failures.first {
                MortarDiagnostics.report(MortarDiagnostic(
                    message: "the layout solver refused a tie-breaking preference (\(failure.error)); "
                        + "the layout may depend on the sizes the screen went through",
                    file: #fileID, line: #line))
            }
        } catch {
            reportSolverFailure(error)
        }
    }

    /// Reports a batch the solver threw on (it throws only for a broken invariant).
    private func reportSolverFailure(_ error: SolverError, file: StaticString = #fileID, line: UInt = #line) {
        MortarDiagnostics.report(MortarDiagnostic(
            message: "the layout solver failed: \(error); the layout may be incomplete", file: file, line: line))
    }

    /// Hands `size` to the solver as the screen's two edit values and records it; returns
    /// whether it took. A suggestion that throws (which fresh edit variables never do) leaves
    /// no size recorded, so the next solve tries again.
    @discardableResult
    func suggest(_ size: TermSize) -> Bool {
        suggestedSize = nil
        do {
            try solver.suggestValue(screenWidth, Double(size.width))
            try solver.suggestValue(screenHeight, Double(size.height))
        } catch {
            return false
        }
        suggestedSize = size
        return true
    }

    /// The item's rectangle on screen, each edge rounded independently (`floor(x + 0.5)`), so
    /// items that share an edge in the solution share it on the grid.
    func frameOnScreen(_ node: any LayoutNode) -> TermRect {
        frameOnScreen(node, in: solver.values)
    }

    /// ``frameOnScreen(_:)`` read from `values`, the solver's published solution taken once
    /// for a whole placement (no solver call per variable).
    func frameOnScreen(_ node: any LayoutNode, in values: SolverValues) -> TermRect {
        let k = node.layoutKeys
        return Self.rect(left: values[key: k.left], top: values[key: k.top],
                         width: values[key: k.width], height: values[key: k.height])
    }

    /// The cells a solved rectangle covers, each edge rounded on its own (``cell(_:)``).
    static func rect(left: Double, top: Double, width: Double, height: Double) -> TermRect {
        let x0 = cell(left), y0 = cell(top)
        let x1 = cell(left + width), y1 = cell(top + height)
        return TermRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// `floor(value + 0.5)`, after snapping the value to a grid of 2^-20 cells: a value that
    /// is mathematically a half (a 25-cell row split in two) comes out of the solver a few ulps
    /// above or below it depending on the pivots that led there, and would round one way after
    /// some resize histories and the other way after others.
    ///
    /// Computed in integers after one rounding of `value · 2^20` (ties away from zero, as
    /// `rounded()` does): `floor(k / 2^20 + 0.5)` is `(k + 2^19) >> 20` exactly. Four of these per
    /// view per frame went through libm's `round` and `floor` (an eighth of a resize).
    @inline(__always) nonisolated static func cell(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        let scaled = max(-1e9, min(1e9, value)) * 1_048_576   // below 2^51 in magnitude
        // Adding and taking away 1.5 · 2^52 rounds to the nearest integer, ties to even...
        var k = (scaled + 6_755_399_441_055_744) - 6_755_399_441_055_744
        // ...and a tie (exactly half way, so `scaled ± 0.5` is exact) goes away from zero.
        if abs(scaled - k) == 0.5 { k = scaled + (scaled > 0 ? 0.5 : -0.5) }
        return (Int(k) + 524_288) >> 20
    }
}

/// What a view's intrinsic size constraints are made of: the size and the two priorities per
/// axis. Equal inputs give equal constraints.
struct IntrinsicInputs: Equatable {
    let size: TermIntrinsicSize
    let hugging: (horizontal: TermPriority, vertical: TermPriority)
    let compressionResistance: (horizontal: TermPriority, vertical: TermPriority)

    @MainActor init(_ view: TermView) {
        size = view.intrinsicContentSize
        hugging = view.contentHugging
        compressionResistance = view.compressionResistance
    }

    /// Whether constraints made from `other` differ from those made from these only in their
    /// constants: the same priorities, and a size on the same axes.
    func hasTheShape(of other: IntrinsicInputs) -> Bool {
        (size.width == nil) == (other.size.width == nil) && (size.height == nil) == (other.size.height == nil)
            && hugging == other.hugging && compressionResistance == other.compressionResistance
    }

    static func == (a: IntrinsicInputs, b: IntrinsicInputs) -> Bool {
        a.size == b.size && a.hugging == b.hugging && a.compressionResistance == b.compressionResistance
    }
}
