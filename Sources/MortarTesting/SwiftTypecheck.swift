import Foundation

/// Type-checks a Swift file against the modules the running tests were built with, for tests
/// that misuse must not compile (and that the valid forms do): `swiftc -typecheck` on a
/// temporary file, with the build's `Modules` directory and the C modules' headers on the import path.
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
        // Mortar's module records its (internal) C dependencies, the ncurses shim and the
        // prefetch hint, so their module maps must be findable too.
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let shim = sources.appendingPathComponent("CNcurses").path
        let prefetch = sources.appendingPathComponent("CPrefetch/include").path
        let result = try Subprocess.run(["swiftc", "-typecheck", "-swift-version", "6", "-I", modules, "-I", shim,
                                         "-I", prefetch, path])
        return (result.status == 0, result.output)
    }
}
