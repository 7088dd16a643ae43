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
        let installed = left.life.solverConstraint
        left.constant = 11                                            // in place: it stays in the solver
        #expect(left.state == .installed && left.life.solverConstraint === installed)
        screen.layout()
        #expect(view.frame.x == 11 && screen.layoutPassCount == passes + 1)
        let (_, diagnostics) = MortarDiagnostics.capture { left.changeConstant(to: .infinity) }
        #expect(diagnostics.count == 1 && left.constant == 11)
        screen.layout()
        #expect(view.frame.x == 11)
    }

    @Test func aConstantThatContradictsIsReportedAndDemotedAtTheNextLayout() {
        let screen = TermScreen(width: 20, height: 3)
        let view = TermView()
        view.identifier = "panel"
        screen.root |+| view
        view.m_left |=| screen.root.m_left
        view.m_width |<| 10
        let width = (view.m_width |=| 8).layoutConstraints[0]
        screen.layout()
        #expect(view.frame.width == 8)
        let (_, diagnostics) = MortarDiagnostics.capture {
            width.constant = 30                                       // wider than 10 allows
            screen.layout()
        }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.hasPrefix(
            "Unable to simultaneously satisfy constraints: `panel.m_width |=| 30` was demoted") == true)
        #expect(width.state == .demoted)
        #expect(view.frame.width == 10)
        width.constant = 9                                            // demoted, it still moves in place
        screen.layout()
        #expect(width.state == .demoted && view.frame.width == 9)
    }

    @Test func manyChangesInPlaceEndWhereAFreshScreenEnds() {
        // A divider moved back and forth ends where a screen built at its last position ends.
        func build(_ position: Double) -> (TermScreen, TermLayoutConstraint, TermView, TermView) {
            let screen = TermScreen(width: 40, height: 4)
            let left = TermView(), right = TermView()
            screen.root |+| [left, right]
            left.m_left |=| screen.root.m_left
            right.m_right |=| screen.root.m_right
            right.m_left |=| left.m_right + 1
            [left, right].m_height |=| 2
            let divider = (left.m_width |=| screen.root.m_width * 0.25 + position).layoutConstraints[0]
            screen.layout()
            return (screen, divider, left, right)
        }
        let (screen, divider, left, right) = build(0)
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            divider.constant = Double(Int.random(in: -9...25, using: &rng))
            if Bool.random(using: &rng) { screen.layout() }
        }
        divider.constant = 7
        screen.layout()
        let (fresh, _, freshLeft, freshRight) = build(7)
        #expect(left.frame == freshLeft.frame && right.frame == freshRight.frame)
        #expect(screen.render().text == fresh.render().text)
    }
}
