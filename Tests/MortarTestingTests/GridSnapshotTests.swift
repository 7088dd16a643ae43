import InlineSnapshotTesting
import Mortar
import MortarTesting
import SnapshotTesting
import Testing

/// A small dashboard laid out with primitive constraints: a titled box holding a label.
@MainActor
private func dashboard(width: Int, height: Int) -> TermScreen {
    let screen = TermScreen(width: width, height: height)
    let box = TermBox(title: "CPU 使用率")
    box.lineStyle = TermStyle(foreground: .cyan)
    let label = TermLabel("load 0.42 😀\nlog: \u{1B}]0;owned\u{07}\u{1B}[2J", style: .bold)
    screen.root.addSubview(box)
    box.addSubview(label)
    for (a, b) in [(TermLayoutAttribute.left, TermLayoutAttribute.left), (.top, .top), (.right, .right), (.bottom, .bottom)] {
        TermLayoutConstraint(box, a, .equal, screen.root, b).activate()
    }
    TermLayoutConstraint(label, .leading, .equal, box, .leadingMargin).activate()
    TermLayoutConstraint(label, .top, .equal, box, .topMargin).activate()
    TermLayoutConstraint(label, .trailing, .lessOrEqual, box, .trailingMargin).activate()
    TermLayoutConstraint(label, .bottom, .lessOrEqual, box, .bottomMargin).activate()
    return screen
}

@Suite("MortarTesting strategies") @MainActor
struct GridSnapshotTests {
    @Test(arguments: [(40, 5), (24, 4), (12, 3)])
    func dashboardAtSeveralSizes(width: Int, height: Int) {
        let screen = dashboard(width: width, height: height)
        assertSnapshot(of: screen, as: .grid, named: "\(width)x\(height)")
        assertSnapshot(of: screen, as: .styledGrid, named: "\(width)x\(height)-styled")
    }

    @Test func inlineSnapshotOfAViewAtAGivenSize() {
        let box = TermBox(title: "mem").also { $0.borderStyle = .rounded }
        assertInlineSnapshot(of: box, as: .grid(width: 9, height: 3)) {
            """
            ╭ mem ──╮
            │       │
            ╰───────╯
            """
        }
        assertInlineSnapshot(of: TermLabel("hi", style: TermStyle(foreground: .red)), as: .styledGrid(width: 3, height: 1)) {
            """
            hi
            AA.
            A: fg=red
            """
        }
    }

    @Test func snapshotsDropTheBlanksAtTheEndOfEachRowButTheGridKeepsThem() {
        let screen = TermScreen(width: 6, height: 3)
        let label = TermLabel("a b", style: .bold)
        screen.root |+| label
        label.m_origin |=| (1, 1)
        let snapshot = screen.render()
        #expect(snapshot.text == "      \n a b  \n      ")
        #expect(snapshot.gridText == "\n a b\n")
        #expect(!snapshot.styledGridText.split(separator: "\n").contains { $0.hasSuffix(" ") })
        #expect(snapshot.styledGridText.hasPrefix("\n......\n a b\n.AAA..\n\n......\n"))   // text and style rows alternate
    }

    @Test func svgSnapshotsAreStoredAsSVGFiles() {
        #expect(Snapshotting<TermScreen, String>.svg.pathExtension == "svg")
        #expect(Snapshotting<TermLabel, String>.svg(width: 3, height: 1).pathExtension == "svg")
        assertSnapshot(of: dashboard(width: 24, height: 4), as: .svg, named: "24x4")
        assertInlineSnapshot(of: TermLabel("hi", style: TermStyle(foreground: .red)), as: .svg(width: 3, height: 1)) {
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="30" height="20" viewBox="0 0 30 20" font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" font-size="16">
            <rect width="30" height="20" fill="#101010"/>
            <text x="0" y="15" textLength="20" lengthAdjust="spacingAndGlyphs" fill="#cd0000" xml:space="preserve">hi</text>
            </svg>

            """
        }
    }

    @Test func aBorrowedViewGoesBackWhereItWas() {
        let screen = TermScreen(width: 10, height: 2)
        let a = TermLabel("a"), b = TermLabel("b")
        screen.root.addSubview(a)
        screen.root.addSubview(b)
        _ = TermSnapshot.rendering(a, width: 4, height: 1)
        #expect(screen.root.subviews.map { ($0 as? TermLabel)?.text } == ["a", "b"])
        #expect(a.screen === screen)
    }
}
