/// Mortar's creation helpers: `TermLabel { $0.text = "x" }`, `TermView.create { }`, `.also { }`.
@MainActor
public protocol TermCreatable: AnyObject {
    init()
}

extension TermCreatable {
    /// Creates an instance and configures it with `configure`.
    public init(_ configure: (Self) -> Void) {
        self.init()
        configure(self)
    }

    /// Creates an instance and configures it with `configure`.
    public static func create(_ configure: (Self) -> Void) -> Self {
        let instance = Self()
        configure(instance)
        return instance
    }

    /// Runs `configure` on this instance and returns it, for objects built with parameters.
    @discardableResult
    public func also(_ configure: (Self) -> Void) -> Self {
        configure(self)
        return self
    }
}
