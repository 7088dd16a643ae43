import MortarTesting
import Testing

/// The render types' old names (`Canvas`, `Cell`, `Style`) still compile, each with a
/// deprecation warning that names its `Term`-prefixed replacement.
@Suite("Deprecated render names")
struct DeprecatedRenderNamesTests {
    @Test func oldNamesCompileWithAFixIt() throws {
        let result = try SwiftTypecheck.run("""
            import Mortar
            let canvas: Canvas = TermCanvas(width: 2, height: 1)
            let cell: Cell = canvas[0, 0]
            let style: Style = TermStyle()
            _ = (cell, style)
            """)
        #expect(result.ok, "\(result.output)")
        #expect(result.output.contains("'Canvas' is deprecated: renamed to 'TermCanvas'"), "\(result.output)")
        #expect(result.output.contains("'Cell' is deprecated: renamed to 'TermCell'"), "\(result.output)")
        #expect(result.output.contains("'Style' is deprecated: renamed to 'TermStyle'"), "\(result.output)")
    }
}
