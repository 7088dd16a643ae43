@testable import Mortar
import MortarTesting
import Testing

@Suite("Styled text in labels") @MainActor
struct StyledTextTests {
    static let red = TermStyle(foreground: .red), bold = TermStyle.bold

    /// "cpu 92% hot" with "92%" red and "hot" bold.
    static func alert() -> TermLabel {
        TermLabel {
            $0.styledText = "cpu " + TermStyledText("92%", style: red) + " " + TermStyledText("hot", style: bold)
            $0.style = TermStyle(foreground: .cyan)
        }
    }

    @Test func runsKeepTheirStylesAndTheRestTakesTheLabels() {
        let label = Self.alert()
        #expect(label.text == "cpu 92% hot" && label.intrinsicContentSize == TermIntrinsicSize(width: 11, height: 1))
        #expect(TermSnapshot.rendering(label, width: 12, height: 1).styledText == """
            cpu 92% hot 
            AAAABBBACCC.
            A: fg=cyan
            B: fg=red
            C: bold
            """)
        label.text = "plain"                                           // plain text drops the runs
        #expect(label.styledText == nil)
        #expect(TermSnapshot.rendering(label, width: 5, height: 1).styledText.hasSuffix("A: fg=cyan"))
    }

    @Test func wrappingAndTruncationKeepTheStyles() {
        let label = Self.alert()
        label.lineBreakMode = .wrap
        #expect(TermSnapshot.rendering(label, width: 7, height: 2).styledText == """
            cpu 92%
            AAAABBB
            hot    
            CCC....
            A: fg=cyan
            B: fg=red
            C: bold
            """)
        label.lineBreakMode = .truncateTail
        #expect(TermSnapshot.rendering(label, width: 6, height: 1).styledText == """
            cpu 9…
            AAAABB
            A: fg=cyan
            B: fg=red
            """)
        #expect(TermSnapshot.rendering(label, width: 0, height: 0).rows.isEmpty)
    }

    @Test func linesWrapAndTruncateAsPlainTextDoes() {
        let texts = ["", " lead", "a b  c", "世界 wide 😀 text that is long", "x\ny z\r\nw", "supercalifragilistic word"]
        for text in texts {
            // Every character in a run of its own: styles must not change where lines break.
            let styled = TermStyledText(text.map { TermSpan(String($0), style: .bold) })
            for width in 1...12 {
                let wrapped = styled.wrappedLines(toWidth: width).map { String($0.map(\.character)) }
                // Compared as drawn: plain rows are sanitised when drawn, styled ones when made.
                #expect(wrapped == TermText.wrapped(text, toWidth: width).map(TermText.sanitized), "\(text) at \(width)")
                for (line, plain) in zip(styled.truncatedLines(toWidth: width), text.split(separator: "\n", omittingEmptySubsequences: false)) {
                    let trimmed = plain.hasSuffix("\r") ? String(plain.dropLast()) : String(plain)
                    #expect(String(line.map(\.character)) == TermText.sanitized(TermText.truncated(trimmed, toWidth: width)), "\(text) at \(width)")
                }
            }
        }
    }
}

@Suite("Row, cell and inherited backgrounds") @MainActor
struct RowStyleTests {
    @Test func aViewWithoutABackgroundShowsItsParents() {
        let screen = TermScreen(width: 8, height: 3)
        let panel = TermBox(), label = TermLabel("hi"), plain = TermLabel("no")
        panel.backgroundStyle = TermStyle(background: .blue)
        let hole = TermView()
        hole.backgroundStyle = .plain                                 // a background of its own: the default
        screen.root |+| [panel |+| [label, hole |+| plain]]
        panel |=| screen.root
        label.m_origin |=| (1, 1)
        hole.m_frame |=| (4, 1, 3, 1)
        plain.m_origin |=| hole.m_origin
        let canvas = screen.render().canvas
        #expect(canvas[1, 1].style == TermStyle(background: .blue))       // the label's text on the panel's blue
        #expect(canvas[0, 0].style == TermStyle(background: .blue))       // so is the box's border
        #expect(canvas[4, 1].style == .plain && canvas[6, 1].style == .plain)
        label.style = TermStyle(foreground: .red, background: .yellow)    // a background of its own wins
        #expect(screen.render().canvas[1, 1].style == TermStyle(foreground: .red, background: .yellow))
    }

    @Test func rowsAndCellsHaveTheirOwnStyles() {
        let table = TermTable(columns: [TermTableColumn("pid", width: .fixed(3)), TermTableColumn("cpu", width: .fixed(3))])
        table.rows = [["1", "99"], ["2", "5"], ["3", "1"]]
        table.rowStyle = { $0 == 2 ? .dim : nil }
        table.cellStyle = { row, column in column == 1 && row == 0 ? TermStyle(foreground: .red) : nil }
        let screen = filledScreen(with: table, width: 7, height: 4)
        table.select(1)
        #expect(screen.render().styledText == """
            pid cpu
            AAA.AAA
            1   99 
            ....BB.
            2   5  
            CCCCCCC
            3   1  
            DDDDDDD
            A: bold+underline
            B: fg=red
            C: bold
            D: dim
            """)
        let list = TermList(items: ["ok", "failed"])
        list.rowStyle = { list.items[$0] == "failed" ? TermStyle(foreground: .red) : nil }
        #expect(TermSnapshot.rendering(list, width: 6, height: 2).styledText == """
            ok    
            ......
            failed
            AAAAAA
            A: fg=red
            """)
    }
}
