/// The location scopes in force, innermost last, and the statement counter of each.
@MainActor
enum MortarLocationScopes {
    static var stack: [(file: String, line: UInt, statements: Int)] = []
    /// The location of the statement being built, set by ``MortarSourceLocation/beginStatement()``.
    static var current: MortarSourceLocation = .unknown
}

extension MortarSourceLocation {
    /// The location of the statement being built right now (``unknown`` outside a scope).
    @MainActor public static var current: MortarSourceLocation { MortarLocationScopes.current }

    /// Marks the start of a new DSL statement and returns its location: the innermost
    /// ``withMortarLocation(file:line:_:)`` scope, with the next statement number. Operators
    /// call it once per statement; DSL extensions such as MortarVFL do the same.
    @MainActor @discardableResult
    public static func beginStatement() -> MortarSourceLocation {
        guard let top = MortarLocationScopes.stack.indices.last else {
            MortarLocationScopes.current = .unknown
            return .unknown
        }
        MortarLocationScopes.stack[top].statements += 1
        let scope = MortarLocationScopes.stack[top]
        let location = MortarSourceLocation(file: scope.file, line: scope.line, statement: scope.statements)
        MortarLocationScopes.current = location
        return location
    }
}

/// Runs `body`, stamping this call's file and line, and each statement's number inside the
/// block, on the constraints and diagnostics of the DSL statements written in it:
///
/// ```swift
/// withMortarLocation {
///     title.m_top |=| screen.root      // statement 1
///     title.m_left |=| title.m_right  // statement 2: reported as "Dashboard.swift:7, statement 2"
/// }
/// ```
@MainActor @discardableResult
public func withMortarLocation<T>(file: StaticString = #fileID, line: UInt = #line,
                                  _ body: () throws -> T) rethrows -> T {
    let saved = MortarLocationScopes.current
    MortarLocationScopes.stack.append(("\(file)", line, 0))
    defer {
        MortarLocationScopes.stack.removeLast()
        MortarLocationScopes.current = saved
    }
    return try body()
}
