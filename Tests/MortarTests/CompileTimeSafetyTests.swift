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

    // Each case with the diagnostic swiftc gives for it: the misuse itself must be what fails,
    // not a typo in the snippet or an unrelated error elsewhere.
    // VFL misuse names what was expected and shows the fix (MortarVFLMisuse.swift).
    private static let horizontalCapture = "needs a horizontal capture: a view, a guide or m_left, m_right, m_leading, "
        + "m_trailing, m_centerX or their margin forms (not a size or a position on the other axis); "
        + "for a vertical statement write `|^ ... ^|`"
    private static let verticalCapture = "needs a vertical capture: a view, a guide or m_top, m_bottom, m_centerY, "
        + "m_firstBaseline, m_baseline or their margin forms (not a size or a position on the other axis); "
        + "for a horizontal statement write `|> ... <|`"

    @Test(arguments: [
        // a vertical attribute on a horizontal capture
        ("a.m_top |> b[~~1] <| c", "'|>' is unavailable: `|>` " + horizontalCapture),
        ("a.m_left |> b <| c.m_top", "'<|' is unavailable: `<|` " + horizontalCapture),
        // a vertical operator with a horizontal one
        ("a |^ b[~~1] <| c",
         "'|^' is unavailable: a statement that starts with `|^` ends with `^|` or `^||`, not `<|`; "
            + "for the other axis start it with `|>`"),
        // and the other way round
        ("a |> b[~~1] ^| c",
         "'|>' is unavailable: a statement that starts with `|>` ends with `<|` or `<||`, not `^|`; "
            + "for the other axis start it with `|^`"),
        // a horizontal attribute ending a vertical statement
        ("b ^! a.m_left", "'^!' is unavailable: `^!` " + verticalCapture),
        // a size or a composite is no capture
        ("a.m_width |> b", "'|>' is unavailable: `|>` " + horizontalCapture),
        ("a.m_size ||^ b", "'||^' is unavailable: `||^` " + verticalCapture),
        // a surround needs a view or guide
        ("a.m_left |>> b",
         "'|>>' is unavailable: `|>>` lays the list out across a view or guide, left to right; "
            + "between two attributes write `attribute |> list <| attribute`"),
        // a size without its kind
        ("a |>> b[10] | c",
         "'subscript(_:)' is unavailable: a VFL size says what it is: write `view[==10]` for a fixed size "
            + "or `view[~~10]` for a weight"),
    ])
    func vflMisuseDoesNotCompile(statement: String, diagnostic: String) throws {
        let result = try typecheck(statement)
        #expect(!result.ok, "compiled: \(statement)")
        #expect(result.output.contains("error: \(diagnostic)"), "\(statement):\n\(result.output)")
    }

    @Test(arguments: [
        // vertical against horizontal
        ("a.m_top |=| b.m_left",
         "binary operator '|=|' cannot be applied to operands of type 'MortarAttribute<MortarY>' and 'MortarAttribute<MortarX>'"),
        // a size against an edge list
        ("a.m_size |=| b.m_edges",
         "binary operator '|=|' cannot be applied to operands of type 'MortarAttribute<MortarPair<MortarSize, MortarSize>>' "
            + "and 'MortarAttribute<MortarQuad<MortarY, MortarX, MortarY, MortarX>>'"),
        // a tuple of the wrong arity: an unavailable overload says what the left side takes
        ("a.m_size |=| (1, 2, 3, 4)", "'|=|' is unavailable: a two-component attribute (m_sides, m_caps, m_size, m_center, "
            + "m_origin, m_cornerTL ...) takes a tuple of two: `v.m_size |=| (10, 4)`"),
        // the other way round
        ("a.m_edges |=| (1, 2)", "'|=|' is unavailable: m_edges (top, leading, bottom, trailing) and m_frame (leading, top, "
            + "width, height) take a tuple of four: `v.m_frame |=| (0, 0, 10, 4)`"),
        // a tuple on a bare view
        ("a |=| (1, 2)", "'|=|' is unavailable: a tuple pairs with the components of the attribute on the left; name it: "
            + "`v.m_size |=| (10, 4)`"),
        // a size against a position
        ("a.m_width |=| b.m_left",
         "binary operator '|=|' cannot be applied to operands of type 'MortarAttribute<MortarSize>' and 'MortarAttribute<MortarX>'"),
        // positions against sizes
        ("a.m_center |=| b.m_size",
         "binary operator '|=|' cannot be applied to operands of type 'MortarAttribute<MortarPair<MortarX, MortarY>>' "
            + "and 'MortarAttribute<MortarPair<MortarSize, MortarSize>>'"),
    ])
    func misuseDoesNotCompile(statement: String, diagnostic: String) throws {
        let result = try typecheck(statement)
        #expect(!result.ok, "compiled: \(statement)")
        #expect(result.output.contains("error: \(diagnostic)"), "\(statement):\n\(result.output)")
    }
}
