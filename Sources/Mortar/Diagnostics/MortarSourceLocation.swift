/// Where a DSL statement was written, for diagnostics.
///
/// Swift gives custom operators no `#fileID`/`#line` defaults, so a bare `a |=| b` cannot know
/// its own line. ``withMortarLocation(file:line:_:)`` stamps its own file and line on every
/// statement written inside it, numbered in order, so a diagnostic reads
/// `Dashboard.swift:12, statement 3`. Outside such a scope the location is unknown and the
/// diagnostic says so; the constraints it lists, in Mortar notation, still name the views.
public struct MortarSourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file (`#fileID` form), or empty when unknown.
    public let file: String
    /// The line, or 0 when unknown.
    public let line: UInt
    /// The statement's position (1-based) inside its ``withMortarLocation(file:line:_:)`` block,
    /// or nil for a location given directly.
    public let statement: Int?

    /// Creates a location.
    public init(file: String, line: UInt, statement: Int? = nil) {
        self.file = file
        self.line = line
        self.statement = statement
    }

    /// A location nothing is known about.
    public static let unknown = MortarSourceLocation(file: "", line: 0)

    /// Whether anything is known.
    public var isKnown: Bool { !file.isEmpty }

    /// `File.swift:12, statement 3`, or a hint to use ``withMortarLocation(file:line:_:)``.
    public var description: String {
        guard isKnown else { return "<unknown location; write the statement inside withMortarLocation { }>" }
        guard line > 0 else { return file }   // not a statement: the layout itself (`TermScreen.layout()`)
        return "\(file):\(line)" + (statement.map { ", statement \($0)" } ?? "")
    }
}
