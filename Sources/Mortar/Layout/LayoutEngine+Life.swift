import Cassowary

/// A constraint's life as the layout engine keeps it: one value, so that "queued", "installed"
/// and "demoted" cannot disagree. Demotion is remembered while the constraint stays active (a
/// demoted constraint whose view is removed and added back enters demoted, and is not reported
/// again); deactivating forgets it.
enum ConstraintLife {
    case inactive
    case waiting(demoted: Bool)
    case queued(demoted: Bool)
    case installed(Constraint, demoted: Bool)
    case refused

    var isActive: Bool { if case .inactive = self { false } else { true } }

    /// The solver constraint while installed.
    var solverConstraint: Constraint? { if case .installed(let c, _) = self { c } else { nil } }

    var isDemoted: Bool {
        switch self {
        case .waiting(let demoted), .queued(let demoted), .installed(_, let demoted): demoted
        case .inactive, .refused: false
        }
    }

    /// What ``TermLayoutConstraint/state`` reports.
    var state: TermConstraintState {
        switch self {
        case .inactive: .inactive
        case .waiting: .waiting
        case .queued: .queued
        case .installed(_, let demoted): demoted ? .demoted : .installed
        case .refused: .refused
        }
    }
}

/// Every change of a constraint's life happens here: activation, queueing for a screen,
/// installation in its solver, demotion after a conflict, removal.
extension LayoutEngine {
    /// An app activated `constraint`: it waits, or is queued if its items share a screen.
    static func activate(_ constraint: TermLayoutConstraint) {
        constraint.life = .waiting(demoted: false)
        installIfPossible(constraint)
    }

    /// An app deactivated `constraint`: it leaves its solver (or queue) and forgets a demotion.
    static func deactivate(_ constraint: TermLayoutConstraint) {
        uninstall(constraint)
        constraint.life = .inactive
    }

    /// Queues an active constraint for its screen's solver if both items are in that screen,
    /// or notes that it waits. It enters the solver at the next layout, so a statement
    /// deactivated right away (`~~ .deactivated`) never touches the solver, and many statements
    /// are added in one batch.
    static func installIfPossible(_ constraint: TermLayoutConstraint) {
        let demoted: Bool
        switch constraint.life {
        case .inactive, .queued, .installed: return
        case .waiting(let wasDemoted): demoted = wasDemoted
        case .refused: demoted = false
        }
        guard let screen = screenFor(constraint) else {
            constraint.life = .waiting(demoted: demoted)
            noteWaiting(constraint)
            return
        }
        constraint.life = .queued(demoted: demoted)
        screen.engine.pending.append(constraint)
        screen.setNeedsLayout()
    }

    /// The screen both items of a constraint are in.
    static func screenFor(_ constraint: TermLayoutConstraint) -> TermScreen? {
        guard let first = constraint.first, let screen = first.screen else { return nil }
        if constraint.secondAttribute != nil {
            guard let second = constraint.second, second.screen === screen else { return nil }
        }
        return screen
    }

    /// Records that `constraint` is in the solver as `solverConstraint`.
    func install(_ constraint: TermLayoutConstraint, as solverConstraint: Constraint, demoted: Bool) {
        constraint.life = .installed(solverConstraint, demoted: demoted)
        owners[ObjectIdentifier(solverConstraint)] = constraint
        noteChanged(constraint)
    }

    /// Takes a constraint out of whatever solver it is in; it waits (keeping a demotion) until
    /// ``installIfPossible(_:)`` queues it again.
    static func uninstall(_ constraint: TermLayoutConstraint) {
        guard case .installed(let installed, let demoted) = constraint.life else { return }
        constraint.life = .waiting(demoted: demoted)
        guard let screen = constraint.first?.screen ?? constraint.second?.screen else { return }
        screen.engine.owners[ObjectIdentifier(installed)] = nil
        screen.engine.noteChanged(constraint)
        try? screen.engine.solver.removeConstraint(installed)
        screen.setNeedsLayout()
    }

    /// Takes an installed constraint out and queues it again, after something it is made of
    /// changed (its priority, its constant, its items' margins or direction).
    static func reinstall(_ constraint: TermLayoutConstraint) {
        guard constraint.isInstalled else { return }
        uninstall(constraint)
        installIfPossible(constraint)
    }

    /// `constraint`'s constant grew by `delta`. Installed, it moves in its solver in place (its
    /// expression is `first - second * multiplier - constant`, so the solver's constant falls
    /// by `delta`); queued or waiting, it enters with the new constant anyway. Should the solver
    /// refuse the new constant (it contradicts required constraints), the constraint leaves and
    /// is queued again, and the next layout reports and demotes it.
    static func constantChanged(_ constraint: TermLayoutConstraint, by delta: Double) {
        guard case .installed(let installed, _) = constraint.life, let screen = screenFor(constraint) else { return }
        let solver = screen.engine.solver
        if let held = solver.constant(of: installed), (try? solver.changeConstant(of: installed, to: held - delta)) != nil {
            screen.engine.noteChanged(constraint)
            screen.setNeedsLayout()
        } else {
            reinstall(constraint)
        }
    }
}
