import Testing
@testable import Mortar

@Suite("Hierarchy operators and builders") @MainActor
struct HierarchyDSLTests {
    private func names(_ view: TermView) -> [String] {
        view.subviews.map { ($0 as? TermLabel)?.text ?? "?" }
    }

    @Test func addSubviewsInOrderOrReversed() {
        let a = TermLabel("a"), b = TermLabel("b"), c = TermLabel("c")
        let parent = (TermView() |+| [a, b]) |+| c
        #expect(names(parent) == ["a", "b", "c"])
        let reversed = TermView() |^| [a, b, c]
        #expect(names(reversed) == ["c", "b", "a"])   // a, listed first, is on top
        #expect(names(parent).isEmpty)                 // views moved to their new parent
        let box: TermBox = TermBox() |+| a             // the parent's type is kept
        #expect(box.subviews.first === a)
    }

    @Test func builderSupportsControlFlowOptionalsAndArrays() {
        let maybe: TermLabel? = TermLabel("maybe")
        let nothing: TermLabel? = nil
        let mode = 2
        var seenParent: TermView?
        let parent = TermView() |+| { parent in
            TermLabel("first")
            if mode > 1 { TermLabel("if") } else { TermLabel("else") }
            if let maybe { maybe }
            nothing
            switch mode {
            case 1: TermLabel("one")
            default: TermLabel("other")
            }
            for i in 0..<2 { TermLabel("for\(i)") }
            [TermLabel("array"), TermLabel("of")]
            [TermLabel("optional"), nil]
            let _ = { seenParent = parent }()
        }
        #expect(names(parent) == ["first", "if", "maybe", "other", "for0", "for1", "array", "of", "optional"])
        #expect(seenParent === parent)
        let reversed = TermView() |^| { _ in
            TermLabel("top")
            TermLabel("bottom")
        }
        #expect(names(reversed) == ["bottom", "top"])
    }

    @Test func defaultPriorityStack() {
        let defaults = MortarDefault.priority
        #expect(defaults.current == .required)
        defaults.set(base: .medium)
        #expect(defaults.current == .medium)
        defaults.push(.high)
        defaults.push(300)
        #expect(defaults.current == 300)
        defaults.pop()
        #expect(defaults.current == .high)
        defaults.pop()
        #expect(defaults.current == .medium)
        let (_, diagnostics) = MortarDiagnostics.capture { defaults.pop() }
        #expect(diagnostics.map(\.message) == ["MortarDefault.priority.pop() with nothing pushed; ignored"])
        #expect(defaults.with(.low) { defaults.current } == .low)
        defaults.set(base: .required)
        #expect(defaults.current == .required)
    }

    @Test func huggingAndCompressionResistanceDecideWhoGrowsAndWhoShrinks() {
        let screen = TermScreen(width: 12, height: 1)
        let a = TermLabel("aaa"), b = TermLabel("bbb")
        screen.root |+| [a, b]
        constrain(a, .left, .equal, screen.root, .left)
        constrain(b, .left, .equal, a, .right)
        constrain(b, .right, .equal, screen.root, .right)
        for v in [a, b] { constrain(v, .top, .equal, screen.root, .top) }
        a.m_huggingH = 300          // a hugs harder, so b takes the slack
        screen.layout()
        #expect(a.frame.width == 3 && b.frame.width == 9)
        a.m_huggingH = 250
        b.m_hugging = 400
        screen.layout()
        #expect(a.frame.width == 9 && b.frame.width == 3)
        screen.resize(width: 4, height: 1)
        b.m_compResistH = 800       // b resists shrinking harder, so a gives way
        screen.layout()
        #expect(a.frame.width == 1 && b.frame.width == 3)
        #expect(b.m_compResistV == .high && b.m_huggingV == 400)
        let (value, diagnostics) = MortarDiagnostics.capture { b.m_compResist }
        #expect(value == 800 && diagnostics.count == 1)
        let (_, hugging) = MortarDiagnostics.capture { _ = b.m_hugging }
        #expect(hugging.first?.message.contains("m_huggingH and m_huggingV") == true)
    }
}
