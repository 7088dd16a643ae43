import Cassowary

/// The constraints of `constraints` that the solver's published values do not hold to a
/// millionth of their magnitudes (1 plus the constant plus each |coefficient × value|): the
/// operation fuzz's test of a required constraint, for tests that build their systems by hand.
/// Publishes the solver's values first.
func unheld(_ constraints: [Constraint], in solver: Solver) -> [Constraint] {
    solver.updateVariables()
    // Written so that a value that is not a number (an overflow) counts as not held.
    return constraints.filter { c in
        let (off, magnitude) = offFromHolding(c, in: solver)
        return !(off <= 1e-6 * (1 + magnitude))
    }
}

/// How far the solver's published values leave `c` from holding (0 when it holds; NaN when a
/// value overflowed), and the magnitude its value is summed from (|constant| plus each
/// |coefficient × value|).
func offFromHolding(_ c: Constraint, in solver: Solver) -> (off: Double, magnitude: Double) {
    var value = c.expression.constant, magnitude = abs(c.expression.constant)
    for term in c.expression.terms {
        let v = term.coefficient * solver.value(of: term.variable)
        value += v
        magnitude += abs(v)
    }
    let off = switch c.relation {
    case .equal: abs(value)
    case .lessOrEqual: value.isNaN ? value : max(0, value)
    case .greaterOrEqual: value.isNaN ? value : max(0, -value)
    }
    return (off, magnitude)
}
