import Foundation

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

    public var description: String {
        ([("\(location): \(message)")] + constraints.map { "    \($0)" }).joined(separator: "\n")
    }
}

/// Where diagnostics go: to ``handler`` if set, otherwise to standard error. Tests use
/// ``capture(_:)`` to collect what a closure produced.
@MainActor
public enum MortarDiagnostics {
    /// Receives every diagnostic outside ``capture(_:)``; nil writes them to standard error.
    public static var handler: ((MortarDiagnostic) -> Void)?

    private static var captures: [[MortarDiagnostic]] = []

    /// Runs `body` and returns what it produced together with the diagnostics it raised.
    public static func capture<T>(_ body: () throws -> T) rethrows -> (result: T, diagnostics: [MortarDiagnostic]) {
        captures.append([])
        defer { captures.removeLast() }
        let result = try body()
        return (result, captures[captures.count - 1])
    }

    /// Sends a diagnostic where it belongs. Public so DSL extensions (MortarVFL) report the
    /// same way.
    public static func report(_ diagnostic: MortarDiagnostic) {
        if !captures.isEmpty {
            captures[captures.count - 1].append(diagnostic)
        } else if let handler {
            handler(diagnostic)
        } else {
            FileHandle.standardError.write(Data(("mortar: " + diagnostic.description + "\n").utf8))
        }
    }
}
