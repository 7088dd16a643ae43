/// Where a ``TermLayoutConstraint`` is in its life, as ``TermLayoutConstraint/state`` reports
/// it. The layout engine moves constraints between these states; apps change them only by
/// activating and deactivating constraints and by adding and removing views.
public enum TermConstraintState: Sendable, Equatable, CustomStringConvertible {
    /// Not active: it takes no part in layout until ``TermLayoutConstraint/activate()``.
    case inactive
    /// Active, but its items are not in one screen yet (one of them was never added, or was
    /// removed); it is queued as soon as they are.
    case waiting
    /// Active and queued in its screen: it enters the solver at the screen's next layout, in
    /// one batch with the others queued.
    case queued
    /// In its screen's solver, at its own priority.
    case installed
    /// In its screen's solver at priority 999: at required it contradicted other required
    /// constraints (reported once, with those constraints), and it enters every later layout
    /// demoted until it is deactivated.
    case demoted
    /// Active, but the solver refused it even demoted (reported); it is tried again when its
    /// items join a screen again or the constraint is reactivated.
    case refused

    /// The state's name: `installed`, `demoted`, ...
    public var description: String {
        switch self {
        case .inactive: "inactive"
        case .waiting: "waiting"
        case .queued: "queued"
        case .installed: "installed"
        case .demoted: "demoted"
        case .refused: "refused"
        }
    }
}
