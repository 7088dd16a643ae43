import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Mortar
import Testing

/// `TermSnapshot.svg()`: what a picture of the grid holds, cell by cell.
@Suite("SVG snapshots") @MainActor
struct TermSnapshotSVGTests {
    /// The `<text>` and `<rect>` elements of `svg`, one per line, without the frame.
    private func elements(_ svg: String) -> [String] {
        svg.split(separator: "\n").map(String.init).filter { $0.hasPrefix("<text") || $0.hasPrefix("<rect x=") }
    }

    @Test func textColoursAndAttributesArePlacedOnTheGrid() {
        var canvas = TermCanvas(width: 8, height: 2)
        _ = canvas.draw("ok", x: 1, y: 0, style: TermStyle(foreground: .red, attributes: .bold))
        _ = canvas.draw("<&>", x: 4, y: 0, style: TermStyle(foreground: .rgb(255, 136, 0), attributes: .underline))
        _ = canvas.draw("hi", x: 0, y: 1, style: TermStyle(foreground: .palette(46), background: .blue))
        let svg = TermSnapshot(canvas: canvas).svg()
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"80\" height=\"40\" viewBox=\"0 0 80 40\""))
        #expect(svg.contains("<rect width=\"80\" height=\"40\" fill=\"#101010\"/>"))   // the page
        #expect(elements(svg) == [
            "<rect x=\"0\" y=\"20\" width=\"20\" height=\"20\" fill=\"#0000ee\"/>",       // blue behind "hi" only
            "<text x=\"10\" y=\"15\" textLength=\"20\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#cd0000\" "
                + "font-weight=\"bold\" xml:space=\"preserve\">ok</text>",
            "<text x=\"40\" y=\"15\" textLength=\"30\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#ff8800\" "
                + "text-decoration=\"underline\" xml:space=\"preserve\">&lt;&amp;&gt;</text>",
            "<text x=\"0\" y=\"35\" textLength=\"20\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#00ff00\" "
                + "xml:space=\"preserve\">hi</text>",
        ])
    }

    @Test func aWideCharacterSpansTwoCellsAndTheNextOneFollowsIt() {
        var canvas = TermCanvas(width: 6, height: 1)
        _ = canvas.draw("漢字a", x: 0, y: 0)
        let texts = elements(TermSnapshot(canvas: canvas).svg())
        #expect(texts.count == 3)
        #expect(texts[0].hasPrefix("<text x=\"0\" y=\"15\" textLength=\"20\" ") && texts[0].hasSuffix(">漢</text>"))
        #expect(texts[1].hasPrefix("<text x=\"20\" y=\"15\" textLength=\"20\" ") && texts[1].hasSuffix(">字</text>"))
        #expect(texts[2].hasPrefix("<text x=\"40\" y=\"15\" textLength=\"10\" ") && texts[2].hasSuffix(">a</text>"))
    }

    @Test func reverseSwapsTheColoursAndDefaultsUseTheOptions() {
        var canvas = TermCanvas(width: 3, height: 1)
        _ = canvas.draw("R", x: 0, y: 0, style: .reverse)
        _ = canvas.draw("d", x: 2, y: 0, style: TermStyle(attributes: [.dim, .italic, .strikethrough]))
        let options = TermSnapshot.SVGOptions(cellWidth: 8, cellHeight: 16, defaultForeground: "#eeeeee",
                                              defaultBackground: "#000000")
        #expect(elements(TermSnapshot(canvas: canvas).svg(options)) == [
            "<rect x=\"0\" y=\"0\" width=\"8\" height=\"16\" fill=\"#eeeeee\"/>",
            "<text x=\"0\" y=\"12\" textLength=\"8\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#000000\" "
                + "xml:space=\"preserve\">R</text>",
            "<text x=\"16\" y=\"12\" textLength=\"8\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#eeeeee\" "
                + "fill-opacity=\"0.6\" font-style=\"italic\" text-decoration=\"line-through\" "
                + "xml:space=\"preserve\">d</text>",
        ])
    }

    @Test func aRenderedScreenIsWellFormedXML() throws {
        let screen = TermScreen(width: 24, height: 4)
        let box = TermBox(title: "CPU 使用率")
        let label = TermLabel("a < b & \"c\"", style: TermStyle(foreground: .green))
        screen.root |+| [box |+| label]
        box |=| screen.root
        label.m_origin |=| (1, 1)
        let svg = screen.render().svg()
        #expect(svg.contains(">CPU</text>") == false)   // the title is one run with its border
        #expect(svg.contains("使") && svg.contains("a &lt; b &amp; &quot;c&quot;"))
        #if canImport(FoundationXML) || canImport(Darwin)
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #endif
    }
}
