@testable import Mortar
import Testing

@Suite("TermLayoutConstraint.changeConstant(to:)") @MainActor
struct ConstraintConstantTests {
    @Test func theNextLayoutUsesTheNewConstant() {
        let screen = TermScreen(width: 20, height: 3)
        let view = TermView()
        screen.root |+| view
        let left = TermLayoutConstraint(view, .left, .equal, screen.root, .left, constant: 2)
        let width = TermLayoutConstraint(view, .width, .equal, nil, nil, constant: 4)
        left.changeConstant(to: 5)                                    // before activation: just the value
        TermLayoutConstraint.activate([left, width])
        left.changeConstant(to: 6)                                    // queued, not yet installed
        screen.layout()
        #expect(view.frame.x == 6 && left.constant == 6)
        let passes = screen.layoutPassCount
        left.changeConstant(to: 6)                                    // the same value: nothing to do
        screen.layout()
        #expect(screen.layoutPassCount == passes)
        left.changeConstant(to: 11)
        #expect(!left.isInstalled && left.state == .queued)                    // out of the solver, queued for the next layout
        screen.layout()
        #expect(view.frame.x == 11 && screen.layoutPassCount == passes + 1)
        let (_, diagnostics) = MortarDiagnostics.capture { left.changeConstant(to: .infinity) }
        #expect(diagnostics.count == 1 && left.constant == 11)
        screen.layout()
        #expect(view.frame.x == 11)
    }
}
