import Testing
@testable import Mortar

/// Damage-only redraw: after a change only the rows of what changed or moved are drawn again,
/// counted by ``TermScreen/drawnViewCount``, and the result is always the full drawing.
@Suite("Damage-only redraw") @MainActor
struct DamageRedrawTests {
    /// A 4 × 4 grid of boxed labels on 40 × 12: 1 root + 16 boxes + 16 labels.
    private func makeGrid() -> (TermScreen, [TermBox], [TermLabel]) {
        let screen = TermScreen(width: 40, height: 12)
        screen.checksDamageAtRender = false   // the tests compare with a full redraw themselves
        var boxes: [TermBox] = [], labels: [TermLabel] = []
        for i in 0..<16 {
            let label = TermLabel("b\(i)")
            let box = TermBox(title: "\(i)") |+| label
            screen.root |+| box
            label.m_leading |=| box.m_leadingMargin
            label.m_top |=| box.m_topMargin
            box.m_frame |=| ((i % 4) * 10, (i / 4) * 3, 10, 3)
            boxes.append(box)
            labels.append(label)
        }
        return (screen, boxes, labels)
    }

    /// Renders and checks the result against drawing everything from scratch.
    private func renderChecked(_ screen: TermScreen, _ comment: String = "",
                               sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        let partial = screen.render().canvas
        let drawn = screen.drawnViewCount
        let full = screen.renderFromScratch()
        let same = partial == full
        let shown = TermSnapshot(canvas: partial).text, expected = TermSnapshot(canvas: full).text
        #expect(same, "\(comment): partial\n\(shown)\nfull\n\(expected)", sourceLocation: sourceLocation)
        return drawn
    }

    @Test func oneLabelRedrawsOnlyItsRowOfBoxes() {
        let (screen, _, labels) = makeGrid()
        #expect(renderChecked(screen) == 33)                 // the first render draws everything
        labels[5].text = "x5"                                // same length: no layout ...
        #expect(renderChecked(screen) == 9)                  // ... root, 4 boxes and 4 labels of row 1
        #expect(screen.render().text.contains("x5"))
        labels[5].text = "longer5"                           // new length: a layout pass, one frame moves
        #expect(renderChecked(screen) == 9)
        #expect(renderChecked(screen) == 0)                  // nothing changed: nothing drawn
    }

    /// A damage-only render draws from the draw index (the views crossing the damaged rows,
    /// found without walking the tree): frames that move are taken into it in place, a change
    /// to the tree drops it until a render passes without one; every way the picture is the
    /// full drawing.
    @Test func theDrawIndexServesDamageOnlyRenders() {
        let (screen, boxes, labels) = makeGrid()
        _ = renderChecked(screen)
        labels[5].text = "x5"
        #expect(renderChecked(screen) == 9)
        #expect(screen.drawIndex != nil)                     // built and used
        labels[6].text = "longer6"                           // a frame moves: taken in place
        #expect(renderChecked(screen) == 9)
        #expect(screen.drawIndex != nil)
        boxes[0].isHidden = true                             // the tree changes: the index goes
        #expect(screen.drawIndex == nil)
        #expect(renderChecked(screen) == 7)                  // root, 3 boxes, 3 labels of row 0
        #expect(screen.drawIndex == nil)                     // not rebuilt in that render
        labels[1].text = "w1"
        #expect(renderChecked(screen) == 7)
        #expect(screen.drawIndex != nil)
        boxes[0].isHidden = false
        labels[0].text = "b0 again"                          // it shows, and its label moves
        #expect(renderChecked(screen) == 9)
    }

    @Test func aMovedViewRedrawsWhereItWasAndWhereItIs() {
        let (screen, boxes, _) = makeGrid()
        _ = renderChecked(screen)
        let floating = TermLabel("float")
        screen.root |+| floating
        let top = floating.m_origin |=| (30, 0)
        // A new view draws the rows it lands on: row 0 (the root, boxes 0–3 and the label).
        #expect(renderChecked(screen) == 6)
        top.deactivate()
        floating.m_origin |=| (30, 9)                        // from row 0 to row 9
        // Row 0 (root, boxes 0–3) and row 9 (root, boxes 12–15, the floating label); the
        // labels of those boxes sit on rows 1 and 10.
        #expect(renderChecked(screen) == 11)
        boxes[0].backgroundStyle = TermStyle(background: .blue)
        #expect(renderChecked(screen) == 9)
    }

    @Test func everyKindOfChangeGivesTheFullDrawing() {
        let (screen, boxes, labels) = makeGrid()
        _ = renderChecked(screen)
        var rng = DamageRNG(14)
        let texts = ["a", "漢字", "😀x", "wide 世界 text", "", "e\u{301}", "long label text"]
        for step in 0..<200 {
            let i = Int.random(in: 0..<16, using: &rng)
            switch step % 7 {
            case 0, 1: labels[i].text = texts.randomElement(using: &rng)!
            case 2: labels[i].style = Bool.random(using: &rng) ? .bold : TermStyle(foreground: .red)
            case 3: boxes[i].isHidden.toggle()
            case 4: boxes[i].backgroundStyle = Bool.random(using: &rng) ? nil : TermStyle(background: .green)
            case 5: boxes[i].title = texts.randomElement(using: &rng)!
            default:
                if step % 21 == 6 { screen.resize(width: Int.random(in: 20...50, using: &rng), height: 12) }
                labels[i].alignment = .right
            }
            _ = renderChecked(screen, "step \(step)")
        }
    }

    /// A custom view whose property does not ask to be drawn again: the check at render finds
    /// the stale frame, names the view, and shows the full redraw.
    @Test func aForgottenSetNeedsDisplayIsReportedAndRepaired() {
        final class Forgetful: TermView {
            var mark: Character = "a"   // no didSet: the mistake
            override func draw(in context: inout TermDrawingContext) { context.put(mark, x: 0, y: 0) }
        }
        let screen = TermScreen(width: 10, height: 4)
        screen.checksDamageAtRender = true
        let view = Forgetful()
        view.identifier = "forgetful"
        let other = TermLabel("x")
        screen.root |+| [view, other]
        view.m_frame |=| (0, 0, 3, 1)
        other.m_origin |=| (0, 3)
        _ = screen.render()
        view.mark = "b"
        other.text = "y"   // something else is drawn, damage-only
        let (snapshot, diagnostics) = MortarDiagnostics.capture { screen.render() }
        #expect(snapshot.rows[0].hasPrefix("b"))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("`forgetful (Forgetful)`") == true)
        #expect(diagnostics.first?.message.contains("column 0, row 0") == true)
    }
}
