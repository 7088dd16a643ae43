import MortarTesting
import Testing

/// Misuse that the types rule out must not compile. Each snippet is type-checked with `swiftc`
/// against the `Mortar` module this test run was built with; a valid snippet is checked too,
/// so the test fails if the set-up, not the misuse, is what breaks compilation.
@Suite("Compile-time safety", .serialized)
struct CompileTimeSafetyTests {
    private func typecheck(_ body: String) throws -> (ok: Bool, output: String) {
        try SwiftTypecheck.run("""
            import Mortar
            import MortarVFL
            @MainActor func check() {
                let a = TermView(), b = TermView(), c = TermView()
                _ = (a, b, c)
                \(body)
            }
            """)
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
