/// A linear expression `Σ coefficient·variable + constant`.
///
/// Terms are kept as written (a variable may appear more than once); the solver combines them.
public struct Expression: Sendable, CustomStringConvertible {
    /// The variable terms, in the order they were written.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Creates an expression from terms and a constant.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1 * variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// Creates the expression consisting of one term.
    public init(_ term: Term) {
        self.init([term])
    }

    /// Creates a constant expression.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// Whether every coefficient and the constant are finite (neither NaN nor infinite).
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// This expression multiplied by `factor`.
    public func scaled(by factor: Double) -> Expression {
        Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append(formatNumber(constant)) }
        return parts.joined(separator: " + ")
    }
}

/// Anything that can stand for a linear expression: a ``Variable``, a ``Term`` or an
/// ``Expression``. The arithmetic and relation operators accept any mix of them.
public protocol LinearExpression: Sendable {
    /// This value as an expression.
    var expression: Expression { get }
}

extension Variable: LinearExpression {
    /// The value as an expression.
    public var expression: Expression { Expression(self) }
}

extension Term: LinearExpression {
    /// The value as an expression.
    public var expression: Expression { Expression(self) }
}

extension Expression: LinearExpression {
    /// The expression itself.
    public var expression: Expression { self }
}
