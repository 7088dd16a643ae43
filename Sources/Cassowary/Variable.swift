/// An unknown of a constraint system, such as the left edge of a view.
///
/// A variable is a reference type: its identity, not its name, tells two variables apart, so
/// two variables may share a debugging name. Its value lives in each ``Solver`` that uses it and
/// is read with ``Solver/value(of:)`` after ``Solver/updateVariables()``.
public final class Variable: Sendable, CustomStringConvertible {
    /// A name used only in descriptions and error messages.
    public var name: String {
        part.utf8CodeUnitCount == 0 ? owner : owner + "." + part.description
    }
    /// The name, or the part of it before the dot (see ``init(_:part:)``).
    private let owner: String
    private let part: StaticString
    /// A process-wide id, which solvers (and the layout engine) use to find the variable
    /// without hashing (see ``IdMap``).
    package let id = Identity.next()

    /// Creates a variable; `name` is for debugging and need not be unique.
    public init(_ name: String = "") {
        owner = name
        part = ""
    }

    /// Creates a variable named `owner.part`, the name formed only when it is asked for: a
    /// layout engine makes four per view, and names them for diagnostics alone.
    package init(_ owner: String, part: StaticString) {
        self.owner = owner
        self.part = part
    }

    public var description: String {
        name.isEmpty ? "<unnamed>" : name
    }

    /// The variable's key: ``SolverValues/subscript(key:)`` reads a value by it without
    /// touching the variable, for a caller that keeps keys next to its own data (a layout
    /// engine placing thousands of views would otherwise miss the cache on every variable).
    public var key: Key { Key(id: id) }

    /// A variable's process-wide identity as a value; see ``Variable/key``.
    public struct Key: Hashable, Sendable {
        let id: Int
    }
}
