/// Why a ``Solver`` call was refused. A call that throws leaves the solver exactly as it was.
public enum SolverError: Error, Sendable, CustomStringConvertible {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// A required constraint contradicts the required constraints already added. `conflicting`
    /// lists those it contradicts, in the order they were added: an irreducible set (the new
    /// constraint plus these cannot all hold; without any one of them they can).
    case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional: a required strength was given.
    case badRequiredStrength(Variable)
    /// A coefficient, a constant or a suggested value is NaN or infinite.
    case nonFiniteValue(String)
    /// The priority is outside `0 < p <= 1000`, or the weight is not positive and finite.
    case invalidStrength(Strength)
    /// The solver reached a state that its invariants rule out; the message says which.
    case internalError(String)

    public var description: String {
        switch self {
        case .duplicateConstraint(let c): "duplicate constraint: \(c) is already in the solver"
        case .unknownConstraint(let c): "unknown constraint: \(c) is not in the solver"
        case .unsatisfiableConstraint(let c, let conflicting):
            conflicting.isEmpty
                ? "unsatisfiable constraint: \(c) contradicts the required constraints already added"
                : "unsatisfiable constraint: \(c) contradicts \(conflicting.count == 1 ? "this required constraint" : "these required constraints"), in the order they were added: "
                    + conflicting.map(\.description).joined(separator: "; ")
        case .duplicateEditVariable(let v): "duplicate edit variable: \(v) is already being edited"
        case .unknownEditVariable(let v): "unknown edit variable: \(v) is not an edit variable"
        case .badRequiredStrength(let v): "bad required strength: edit variable \(v) must have a strength below required"
        case .nonFiniteValue(let what): "non-finite value: \(what)"
        case .invalidStrength(let s): "invalid strength \(s): priority must be in 0 < p <= 1000 and weight positive and finite"
        case .internalError(let what): "internal solver error: \(what)"
        }
    }
}
