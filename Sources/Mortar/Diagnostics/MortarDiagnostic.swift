/// A problem found at run time in a layout statement: what happened, where the statement was
/// written, and the constraints involved in Mortar notation. Never a trap: layout goes on.
public struct MortarDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// What went wrong and what was done about it.
    public let message: String
    /// Where the DSL statement was written (see ``withMortarLocation(file:line:_:)``).
    public let location: MortarSourceLocation
    /// The constraints involved, in Mortar notation.
    public let constraints: [String]

    /// The file of the DSL statement, or empty when unknown.
    public var file: String { location.file }
    /// The line of the DSL statement, or 0 when unknown.
    public var line: UInt { location.line }

    /// Creates a diagnostic for a statement at `location`.
    public init(message: String, location: MortarSourceLocation, constraints: [String] = []) {
        self.message = message
        self.location = location
        self.constraints = constraints
    }

    /// Creates a diagnostic for a call at `file`:`line` (a method with `#fileID` defaults).
    public init(message: String, file: StaticString, line: UInt, constraints: [String] = []) {
        self.init(message: message, location: MortarSourceLocation(file: "\(file)", line: line),
                  constraints: constraints)
    }

    /// The location, the message, then each constraint involved on its own indented line.
    public var description: String {
        ([("\(location): \(message)")] + constraints.map { "    \($0)" }).joined(separator: "\n")
    }
}
