// Arithmetic and relation operators for building constraints in their written form:
// `x + 2 * y >= 10`, `(left == 0) | .weak`. Any mix of Variable, Term, Expression and Double.

// MARK: Arithmetic

/// The sum of two linear expressions.
public func + <L: LinearExpression, R: LinearExpression>(lhs: L, rhs: R) -> Expression {
    let l = lhs.expression, r = rhs.expression
    return Expression(l.terms + r.terms, constant: l.constant + r.constant)
}

/// A linear expression plus a constant.
public func + <L: LinearExpression>(lhs: L, rhs: Double) -> Expression {
    var e = lhs.expression
    e.constant += rhs
    return e
}

/// A constant plus a linear expression.
public func + <R: LinearExpression>(lhs: Double, rhs: R) -> Expression {
    rhs + lhs
}

/// The difference of two linear expressions.
public func - <L: LinearExpression, R: LinearExpression>(lhs: L, rhs: R) -> Expression {
    lhs + rhs.expression.scaled(by: -1)
}

/// A linear expression minus a constant.
public func - <L: LinearExpression>(lhs: L, rhs: Double) -> Expression {
    lhs + (-rhs)
}

/// A constant minus a linear expression.
public func - <R: LinearExpression>(lhs: Double, rhs: R) -> Expression {
    rhs.expression.scaled(by: -1) + lhs
}

/// The negation of a linear expression.
public prefix func - <E: LinearExpression>(operand: E) -> Expression {
    operand.expression.scaled(by: -1)
}

/// A linear expression scaled by a constant.
public func * <L: LinearExpression>(lhs: L, rhs: Double) -> Expression {
    lhs.expression.scaled(by: rhs)
}

/// A constant times a linear expression.
public func * <R: LinearExpression>(lhs: Double, rhs: R) -> Expression {
    rhs.expression.scaled(by: lhs)
}

/// A linear expression divided by a constant. Division by zero gives non-finite coefficients,
/// which the solver rejects with ``SolverError/nonFiniteValue(_:)``.
public func / <L: LinearExpression>(lhs: L, rhs: Double) -> Expression {
    lhs.expression.scaled(by: 1 / rhs)
}

// MARK: Relations

/// `lhs == rhs`, required.
public func == <L: LinearExpression, R: LinearExpression>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

/// `lhs == rhs`, required.
public func == <L: LinearExpression>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

/// `lhs == rhs`, required.
public func == <R: LinearExpression>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

/// `lhs >= rhs`, required.
public func >= <L: LinearExpression, R: LinearExpression>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterOrEqual)
}

/// `lhs >= rhs`, required.
public func >= <L: LinearExpression>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .greaterOrEqual)
}

/// `lhs >= rhs`, required.
public func >= <R: LinearExpression>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterOrEqual)
}

/// `lhs <= rhs`, required.
public func <= <L: LinearExpression, R: LinearExpression>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessOrEqual)
}

/// `lhs <= rhs`, required.
public func <= <L: LinearExpression>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .lessOrEqual)
}

/// `lhs <= rhs`, required.
public func <= <R: LinearExpression>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessOrEqual)
}

/// The constraint at another strength: `(x == 10) | .weak`.
public func | (constraint: Constraint, strength: Strength) -> Constraint {
    constraint.withStrength(strength)
}
