import Mortar
import MortarVFL
import Testing

/// A weighted view node that has an intrinsic size of its own along the statement's axis (a
/// label, a chart) still hugs it. The README says so: at the same hugging as the intrinsic
/// nodes nothing decides who takes the space left, and the layout is reported ambiguous;
/// a lower hugging on that axis lets the weighted view take the rest.
@Suite("MortarVFL: weighted views with an intrinsic size") @MainActor
struct VFLWeightedIntrinsicTests {
    private func stageLabels() -> (TermScreen, TermLabel, TermLabel, TermLabel) {
        let screen = TermScreen(width: 30, height: 10)
        let chart = TermLabel("weighted"), gauge = TermLabel("gauge"), button = TermLabel("button")
        screen.root |+| [chart, gauge, button]
        [chart, gauge, button].m_left |=| screen.root.m_left
        screen.root.m_top |^ chart[~~1] | gauge | button ^| screen.root.m_bottom
        return (screen, chart, gauge, button)
    }

    @Test func atTheSameHuggingTheLayoutIsReportedAmbiguous() {
        let (screen, _, _, _) = stageLabels()
        screen.layout()
        #expect(!screen.ambiguousViews().isEmpty)
    }

    @Test func aLowerHuggingLetsTheWeightedViewTakeTheRest() {
        let (screen, chart, gauge, button) = stageLabels()
        chart.m_huggingV = 249
        screen.layout()
        #expect([chart.frame.y, chart.frame.height] == [0, 8])
        #expect([gauge.frame.y, gauge.frame.height] == [8, 1])
        #expect([button.frame.y, button.frame.height] == [9, 1])
        #expect(screen.ambiguousViews().isEmpty)
    }
}
