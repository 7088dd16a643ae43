import Foundation
import MortarTesting
import Testing

/// Misuse that the types rule out must not compile. Each snippet is type-checked with `swiftc`
/// against the `Mortar` module this test run was built with; a valid snippet is checked too,
/// so the test fails if the set-up, not the misuse, is what breaks compilation.
@Suite("Compile-time safety", .serialized)
struct CompileTimeSafetyTests {
    /// The directory holding the built `.swiftmodule` files: `Modules` beside the test bundle.
    private static var modulesDirectory: String? {
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

    private func typecheck(_ body: String) throws -> (ok: Bool, output: String) {
        let modules = try #require(Self.modulesDirectory, "built Mortar module not found")
        let path = NSTemporaryDirectory() + "mortar-compile-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).swift"
        let source = """
            import Mortar
            import MortarVFL
            @MainActor func check() {
                let a = TermView(), b = TermView(), c = TermView()
                _ = (a, b, c)
                \(body)
            }
            """
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        defer { unlink(path) }
        // Mortar's module records its (internal) ncurses dependency, so the shim's module map
        // must be findable too.
        let shim = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/CNcurses").path
        let result = try Subprocess.run(["swiftc", "-typecheck", "-swift-version", "6", "-I", modules, "-I", shim, path])
        return (result.status == 0, result.output)
    }

    @Test func validStatementsCompile() throws {
        let result = try typecheck("a.m_top |=| b.m_bottom + 1; a.m_width |=| b.m_height; a.m_size |=| (1, 2); a |=| b")
        #expect(result.ok, "\(result.output)")
    }

    @Test func validVFLStatementsCompile() throws {
        let result = try typecheck("""
            a.m_right |> b[~~1] | c[~~1] <| a.m_left; a ||^^ [b, c][==2] || 3 | ~~1
            b[==4] || c <! a.m_left; a.m_bottom |^ b[==c] ^| a.m_top
            """)
        #expect(result.ok, "\(result.output)")
    }

    @Test(arguments: [
        "a.m_top |> b[~~1] <| c",        // a vertical attribute on a horizontal capture
        "a |^ b[~~1] <| c",              // a vertical operator with a horizontal one
        "a |> b[~~1] ^| c",              // and the other way round
        "b ^! a.m_left",                 // a horizontal attribute ending a vertical statement
        "a.m_width |> b",                // a size is no capture
        "a.m_left |>> b",                // a surround needs a view or guide
    ])
    func vflMisuseDoesNotCompile(statement: String) throws {
        let result = try typecheck(statement)
        #expect(!result.ok, "compiled: \(statement)")
        #expect(result.output.contains("error"), "\(result.output)")
    }

    @Test(arguments: [
        "a.m_top |=| b.m_left",          // vertical against horizontal
        "a.m_size |=| b.m_edges",        // a size against an edge list
        "a.m_size |=| (1, 2, 3, 4)",     // a tuple of the wrong arity
        "a.m_edges |=| (1, 2)",          // the other way round
        "a |=| (1, 2)",                  // a tuple on a bare view
        "a.m_width |=| b.m_left",        // a size against a position
        "a.m_center |=| b.m_size",       // positions against sizes
    ])
    func misuseDoesNotCompile(statement: String) throws {
        let result = try typecheck(statement)
        #expect(!result.ok, "compiled: \(statement)")
        #expect(result.output.contains("error"), "\(result.output)")
    }
}
