import Foundation

/// Where diagnostics go: to ``handler`` if set, otherwise to standard error. Tests use
/// ``capture(_:)`` to collect what a closure produced.
@MainActor
public enum MortarDiagnostics {
    /// Receives every diagnostic outside ``capture(_:)``; nil writes them to standard error.
    public static var handler: ((MortarDiagnostic) -> Void)?

    private static var captures: [[MortarDiagnostic]] = []

    /// The last 50 diagnostics reported, wherever they went, oldest first: the inspector's
    /// console shows the newest.
    public private(set) static var recent: [MortarDiagnostic] = []

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
        recent.append(diagnostic)
        if recent.count > 50 { recent.removeFirst(recent.count - 50) }
        if !captures.isEmpty {
            captures[captures.count - 1].append(diagnostic)
        } else if let handler {
            handler(diagnostic)
        } else {
            FileHandle.standardError.write(Data(("mortar: " + diagnostic.description + "\n").utf8))
        }
    }
}
