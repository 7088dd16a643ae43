import Cassowary

/// The constraints of `constraints` that the solver's published values do not hold to a
/// millionth of their magnitudes (1 plus the constant plus each |coefficient × value|): the
/// operation fuzz's test of a required constraint, for tests that build their systems by hand.
/// Publishes the solver's values first.
func unheld(_ constraints: [Constraint], in solver: Solver) -> [Constraint] {
    solver.updateVariables()
    return constraints.filter { c in
        var value = c.expression.constant, magnitude = 1 + abs(c.expression.constant)
        for term in c.expression.terms {
            let v = term.coefficient * solver.value(of: term.variable)
            value += v
            magnitude += abs(v)
        }
        let tolerance = 1e-6 * magnitude
        // Written so that a value that is not a number (an overflow) counts as not held.
        switch c.relation {
        case .equal: return !(abs(value) <= tolerance)
        case .lessOrEqual: return !(value <= tolerance)
        case .greaterOrEqual: return !(value >= -tolerance)
        }
    }
}
