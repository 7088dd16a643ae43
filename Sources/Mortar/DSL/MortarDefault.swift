/// Defaults for the DSL, as Mortar has them.
@MainActor
public enum MortarDefault {
    /// The priority a statement gets when it names none: 1000 (required) unless changed.
    public static let priority = MortarDefaultPriority()
}

/// The default-priority stack: a base, and pushes that override it until popped.
@MainActor
public final class MortarDefaultPriority {
    private var base: TermPriority = .required
    private var stack: [TermPriority] = []
    private var balanceCheckScheduled = false

    nonisolated init() {}

    /// The priority statements get now: the top of the stack, or the base.
    public var current: TermPriority { stack.last ?? base }

    /// Sets the priority used when nothing is pushed.
    public func set(base: TermPriority) {
        self.base = base
    }

    /// Overrides the default until the matching ``pop(file:line:)``. Pushes left unbalanced
    /// at the next turn of the main actor are reported.
    public func push(_ priority: TermPriority, file: StaticString = #fileID, line: UInt = #line) {
        stack.append(priority)
        guard !balanceCheckScheduled else { return }
        balanceCheckScheduled = true
        Task { @MainActor in
            self.balanceCheckScheduled = false
            if !self.stack.isEmpty {
                MortarDiagnostics.report(MortarDiagnostic(
                    message: "unbalanced MortarDefault.priority push/pop: \(self.stack.count) push(es) still "
                        + "in force after the statement that made them",
                    file: file, line: line))
            }
        }
    }

    /// Ends the latest ``push(_:file:line:)``; with nothing pushed it is reported and ignored.
    public func pop(file: StaticString = #fileID, line: UInt = #line) {
        guard stack.popLast() != nil else {
            MortarDiagnostics.report(MortarDiagnostic(
                message: "MortarDefault.priority.pop() with nothing pushed; ignored", file: file, line: line))
            return
        }
    }

    /// Runs `body` with `priority` pushed, popping it afterwards however `body` ends.
    public func with<T>(_ priority: TermPriority, _ body: () throws -> T) rethrows -> T {
        stack.append(priority)
        defer { stack.removeLast() }
        return try body()
    }
}
