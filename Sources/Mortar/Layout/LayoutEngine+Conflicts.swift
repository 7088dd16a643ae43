import Cassowary

/// What the engine does when the solver refuses a statement: report exactly what it conflicts
/// with, in the app's notation and with each statement's source location, then demote it so
/// layout goes on.
extension LayoutEngine {
    /// Reports a constraint the solver refused. A required one that contradicts others is
    /// demoted to 999 and installed again; the report lists the irreducible set of required
    /// constraints the solver found it contradicts (drop any one of them and the others hold),
    /// in the order they were added. It is reported once: a demoted constraint that comes back
    /// (its view re-added) enters demoted.
    /// `demoted` says it was already demoted when it failed (so not by a conflict at required).
    func handleFailure(_ constraint: TermLayoutConstraint, _ error: SolverError, demoted: Bool) {
        constraint.life = .refused
        guard case .unsatisfiableConstraint(_, let conflicting) = error, !demoted else {
            MortarDiagnostics.report(MortarDiagnostic(
                message: "could not add a constraint to the layout: \(error); it was not added",
                location: constraint.location, constraints: [constraint.description]))
            return
        }
        let others = conflicting.map(describe)
        let outcome: String
        if let demoted = constraint.solverConstraint(demoted: true), (try? solver.addConstraint(demoted)) != nil {
            install(constraint, as: demoted, demoted: true)
            outcome = "was demoted to priority 999 so layout can go on"
        } else {
            outcome = "was not added"
        }
        MortarDiagnostics.report(MortarDiagnostic(
            message: "Unable to simultaneously satisfy constraints: `\(constraint.notation)` \(outcome). "
                + "It contradicts exactly the required constraints listed after it (without any one of them "
                + "the rest would hold):",
            location: constraint.location,
            constraints: [constraint.description] + others))
    }

    /// A solver constraint in the app's terms: the statement it came from, or what the engine
    /// added it for.
    func describe(_ c: Constraint) -> String {
        if let owner = owners[ObjectIdentifier(c)] { return owner.description }
        if let index = rootConstraints.firstIndex(where: { $0 === c }) {
            let names = ["root.m_left |=| 0", "root.m_top |=| 0", "root.m_width |=| the screen's width",
                         "root.m_height |=| the screen's height"]
            return names[index] + " (the root covers the screen)"
        }
        for (key, list) in structural {
            guard let index = list.firstIndex(where: { $0 === c }), let node = node(for: key) else { continue }
            switch index {
            case 0: return "\(node.debugName).m_width |>| 0 (a size is never negative)"
            case 1: return "\(node.debugName).m_height |>| 0 (a size is never negative)"
            default: return describeIntrinsic(c, of: node)
            }
        }
        return "\(c)"
    }

    /// An intrinsic size constraint (`width >= w0` at the compression resistance, `width <= w0`
    /// at the hugging priority) as the app would write it, with where it comes from.
    private func describeIntrinsic(_ c: Constraint, of node: any LayoutNode) -> String {
        let isWidth = c.expression.terms.first?.variable === node.layoutVariables.width
        let value = -(solver.constant(of: c) ?? c.expression.constant)
        let number = value == value.rounded() ? String(Int(value)) : String(value)
        let relation = c.relation == .greaterOrEqual ? "|>|" : (c.relation == .lessOrEqual ? "|<|" : "|=|")
        let source = c.relation == .greaterOrEqual ? "compression resistance" : "hugging"
        let priority = c.strength.priority
        let level = priority == priority.rounded() ? String(Int(priority)) : String(priority)
        return "\(node.debugName).\(isWidth ? "m_width" : "m_height") \(relation) \(number) "
            + "(intrinsic \(isWidth ? "width" : "height"), \(source) \(level))"
    }
}
