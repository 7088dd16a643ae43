import MortarTesting
import Testing

/// Strutter's point: anchors of different kinds cannot be related. Each misuse is type-checked
/// with `swiftc` against the modules this test run was built with and must fail with the
/// diagnostic that names the mismatch; the valid forms, beside Mortar and MortarVFL
/// statements, must compile, so a broken set-up cannot pass for a rejected misuse.
@Suite("Strutter compile-time safety", .serialized)
struct StrutterCompileTimeTests {
    private func typecheck(_ body: String) throws -> (ok: Bool, output: String) {
        try SwiftTypecheck.run("""
            import Mortar
            import MortarVFL
            import Strutter
            @MainActor func check() {
                let a = TermView(), b = TermView(), c = TermView()
                _ = (a, b, c)
                \(body)
            }
            """)
    }

    @Test func everyFormCompilesBesideMortarAndMortarVFL() throws {
        let result = try typecheck("""
            let gap = 2, w: Double = 3.5
            a.trailingAnchor |=| b.leadingAnchor
            let c1 = a.topAnchor |=| (b.topAnchor, 10); c1.isActive = false
            a.topAnchor |>=| (b.bottomAnchor, gap); a.topAnchor |<=| (b.bottomAnchor, constant: w)
            a.heightAnchor |=| (b.heightAnchor, multiplier: 2, constant: -20)
            a.heightAnchor |=| (b.heightAnchor, multiplier: w); a.heightAnchor |<=| b.widthAnchor
            a.heightAnchor |=| 200; a.widthAnchor |>=| w; a.widthAnchor |<=| gap
            a.m_top |=| b.m_bottom + gap; a.m_size |=| (1, 2) ! .low; [a, b].m_size |=| (7, 11) ! .required
            a.m_right |> b[~~1] | c[~~1] <| a.m_left
            """)
        #expect(result.ok, "\(result.output)")
    }

    @Test(arguments: [
        // A horizontal position with a vertical one.
        ("a.leadingAnchor |=| b.topAnchor",
         "cannot convert value of type 'TermLayoutYAxisAnchor' (aka 'TermLayoutAnchor<MortarY>') to expected "
            + "argument type 'TermLayoutAnchor<MortarX>'"),
        ("_ = a.centerYAnchor.constraint(equalTo: b.centerXAnchor)",
         "cannot convert value of type 'TermLayoutXAxisAnchor' (aka 'TermLayoutAnchor<MortarX>') to expected "
            + "argument type 'TermLayoutAnchor<MortarY>'"),
        ("a.topAnchor |<=| (b.leadingAnchor, 2)",
         "cannot convert value of type '(TermLayoutXAxisAnchor, Int)' (aka '(TermLayoutAnchor<MortarX>, Int)') to "
            + "expected argument type '(TermLayoutAnchor<MortarY>, constant: Int)'"),
        ("a.firstBaselineAnchor |>=| (b.trailingAnchor, constant: 1)",
         "cannot convert value of type '(TermLayoutXAxisAnchor, constant: Int)'"),
        // A position with a dimension.
        ("a.leadingAnchor |=| b.widthAnchor",
         "cannot convert value of type 'TermLayoutDimension' (aka 'TermLayoutAnchor<MortarSize>') to expected "
            + "argument type 'TermLayoutAnchor<MortarX>'"),
        ("a.widthAnchor |>=| b.leadingAnchor",
         "binary operator '|>=|' cannot be applied to operands of type 'TermLayoutDimension' "
            + "(aka 'TermLayoutAnchor<MortarSize>') and 'TermLayoutXAxisAnchor' (aka 'TermLayoutAnchor<MortarX>')"),
        ("a.widthAnchor |>=| (b.leftAnchor, multiplier: 2, constant: 1)",
         "binary operator '|>=|' cannot be applied to operands of type 'TermLayoutDimension' "
            + "(aka 'TermLayoutAnchor<MortarSize>') and '(TermLayoutXAxisAnchor, multiplier: Int, constant: Int)'"),
        // Constants alone and multipliers are for dimensions only.
        ("a.topAnchor |=| 200",
         "cannot convert value of type 'TermLayoutYAxisAnchor' (aka 'TermLayoutAnchor<MortarY>') to expected "
            + "argument type 'TermLayoutDimension' (aka 'TermLayoutAnchor<MortarSize>')"),
        ("_ = a.topAnchor.constraint(equalToConstant: 3)",
         "referencing instance method 'constraint(equalToConstant:file:line:)' on 'TermLayoutAnchor' requires the "
            + "types 'MortarY' and 'MortarSize' be equivalent"),
        ("a.leadingAnchor |=| (b.leadingAnchor, multiplier: 2)",
         "cannot convert value of type '(TermLayoutXAxisAnchor, multiplier: Int)'"),
        // An anchor with a Mortar attribute: two DSLs, not one.
        ("a.heightAnchor |=| b.m_height",
         "operator function '|=|' requires that 'MortarAttribute<MortarSize>' conform to 'MortarNumber'"),
    ])
    func misuseDoesNotCompile(statement: String, diagnostic: String) throws {
        let result = try typecheck(statement)
        #expect(!result.ok, "compiled: \(statement)")
        #expect(result.output.contains("error: \(diagnostic)"), "\(statement):\n\(result.output)")
    }
}
