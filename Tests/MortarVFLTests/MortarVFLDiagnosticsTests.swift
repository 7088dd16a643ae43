import Mortar
import MortarVFL
import Testing

/// Runs a statement, expecting it to be refused with one diagnostic containing `message`, an
/// empty group, and nothing laid out by it.
@MainActor
private func expectRefused(_ message: String, sourceLocation: SourceLocation = #_sourceLocation,
                           _ statement: () -> MortarGroup) {
    let (group, diagnostics) = MortarDiagnostics.capture(statement)
    #expect(group.isEmpty, sourceLocation: sourceLocation)
    #expect(diagnostics.count == 1, sourceLocation: sourceLocation)
    #expect(diagnostics.first?.message.contains(message) == true, "\(diagnostics)", sourceLocation: sourceLocation)
    #expect(diagnostics.first?.message.hasSuffix("the statement is ignored") == true, sourceLocation: sourceLocation)
}

@Suite("MortarVFL diagnostics", .serialized) @MainActor
struct VFLDiagnosticsTests {
    @Test func aViewInTwoNodes() {
        let (screen, v) = stage(2)
        expectRefused("the same view (TermView) cannot appear more than once") { screen.root |>> v[0] | v[1] | v[0] }
        expectRefused("cannot appear more than once") { screen.root |>> [v[0], v[0]][==3] }
    }

    @Test func noViewAtAll() {
        let (screen, _) = stage(0)
        expectRefused("needs at least one view") { screen.root |>> ~~1 | 4 | ~~2 }
    }

    @Test func aReferenceToAViewNotInTheStatement() {
        let (screen, v) = stage(3)
        expectRefused("refers to TermView, which is not a view node of this statement") {
            screen.root |>> v[0][==v[2]] | v[1]
        }
    }

    @Test(arguments: ["self", "two", "tail"])
    func everyReferenceCycle(shape: String) {
        let (screen, v) = stage(3)
        let (a, b, c) = (v[0], v[1], v[2])
        let diagnostics = MortarDiagnostics.capture {
            switch shape {
            case "self": screen.root |>> a[==a] | b
            case "two": screen.root |>> a[==b] | b[~~a] | c
            default: screen.root |>> a[==b] | b[==c] | c[==b]   // Mortar looped forever on this one
            }
        }.diagnostics
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("cyclical sizing references: TermView[==TermView] -> ") == true)
    }

    @Test func weightsInASingleEndedStatement() {
        let (screen, v) = stage(3)
        expectRefused("node 2 (TermView[~~1]) is weighted, and weights need both a leading and a trailing capture "
                      + "(`capture |> ... <| capture`)") { screen.root |> v[0] | v[1][~~1] }
        expectRefused("is weighted") { v[0] | ~~1 | v[1] <! screen.root }
        // a reference that resolves to a weight is a weight too
        expectRefused("is weighted") { screen.root.m_top |^ v[0][==4] | v[1][==v[2]] | v[2][~~2] }
    }

    @Test func aFixedSpacerNextToThePadding() {
        let (screen, v) = stage(2)
        expectRefused("a fixed spacer next to the default padding") { screen.root ||> 20 | v[0] }
        expectRefused("a fixed spacer next to the default padding") { screen.root |>> v[0] | 3 || v[1] }
        expectRefused("two adjacent fixed spacers at nodes 2 and 3; merge them into one: `| 7 |`") {
            screen.root |>> v[0] | 3 | ==4 | v[1]
        }
        expectRefused("use `|` next to a fixed spacer (`| 2 |`, not `|| 2 |`)") { screen.root ||> 20 | v[0] }
    }

    @Test(arguments: [0.0, -2, .nan, .infinity])
    func badSizesAndWeights(value: Double) {
        let (screen, v) = stage(2)
        expectRefused("a size must be a finite number of cells greater than zero, as in `TermView[==10]`; "
                      + "for its natural size write `TermView` alone") { screen.root |>> v[0][==value] | v[1] }
        expectRefused("(for no space, join the nodes with `|` alone)") { screen.root |>> v[0] | value | v[1] }
        expectRefused("a weight must be finite and greater than zero, as in `TermView[~~1]`") {
            screen.root |>> v[0][~~value] | v[1][~~1]
        }
        expectRefused("a weight must be finite") { screen.root |>> v[0] | ~~value | v[1] }
    }

    @Test func unanchoredEndsMustBeViews() {
        let (screen, v) = stage(1)
        expectRefused("without a trailing capture cannot end with a spacer; end it with a view, or capture the end "
                      + "(`... <| capture`)") { screen.root |> v[0] | 4 }
        expectRefused("without a leading capture cannot begin with a spacer; begin it with a view, or capture the "
                      + "start (`capture |> ...`)") { 4 | v[0] <! screen.root }
    }

    @Test func aCaptureThatIsAlsoANode() {
        let (_, v) = stage(2)
        expectRefused("is both the leading capture and a node") { v[0] |>> v[0] || v[1] }
        expectRefused("is both the trailing capture and a node") { v[0] | v[1][==3] <! v[1].m_right }
    }

    @Test func aLoneReferenceHasNoViewToSize() {
        let (screen, v) = stage(2)
        expectRefused("`==TermView` on its own has no view to size") { screen.root |>> v[0] | ==v[1] | v[1] }
    }

    @Test func diagnosticsCarryTheStatementLocationAndNotation() {
        let (screen, v) = stage(2)
        let line: UInt = #line + 2
        let diagnostics = MortarDiagnostics.capture {
            withMortarLocation {
                screen.root |>> v[0][==10] || v[1][~~1]
                screen.root |> v[0] || v[1][~~1]
            }
        }.diagnostics
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.location == MortarSourceLocation(file: #fileID, line: line, statement: 2))
        #expect(diagnostics.first?.constraints == ["TermView || TermView[~~1]"])
    }

    @Test func theDefaultPaddingRefusesBadValues() {
        let saved = MortarDefault.vflPadding
        let diagnostics = MortarDiagnostics.capture {
            MortarDefault.vflPadding = -1
            MortarDefault.vflPadding = .nan
        }.diagnostics
        #expect(diagnostics.count == 2)
        #expect(MortarDefault.vflPadding == saved)
    }
}
