import Foundation

/// Type-checks a Swift file against the modules the running tests were built with, for tests
/// that misuse must not compile (and that the valid forms do): `swiftc -typecheck` on a
/// temporary file, with the build's `Modules` directory and the ncurses shim on the import path.
public enum SwiftTypecheck {
    /// The directory holding the built `.swiftmodule` files: `Modules` beside the test bundle.
    public static var modulesDirectory: String? {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        for _ in 0..<4 {
            url.deleteLastPathComponent()
            let candidate = url.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Mortar.swiftmodule").path) {
                return candidate.path
            }
        }
        return nil
    }

    /// Type-checks `source` in Swift 6 mode; `ok` is whether it compiled, `output` what swiftc said.
    public static func run(_ source: String) throws -> (ok: Bool, output: String) {
        guard let modules = modulesDirectory else { throw SubprocessError(message: "built Mortar module not found") }
        let path = NSTemporaryDirectory() + "mortar-typecheck-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).swift"
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        defer { unlink(path) }
        // Mortar's module records its (internal) ncurses dependency, so the shim's module map
        // must be findable too.
        let shim = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("CNcurses").path
        let result = try Subprocess.run(["swiftc", "-typecheck", "-swift-version", "6", "-I", modules, "-I", shim, path])
        return (result.status == 0, result.output)
    }
}
