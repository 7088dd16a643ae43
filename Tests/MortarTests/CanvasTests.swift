import Testing
@testable import Mortar

@Suite("TermCanvas")
struct CanvasTests {
    private func snapshot(_ canvas: TermCanvas) -> String { TermSnapshot(canvas: canvas).text }

    @Test func drawsTextClippedToTheCanvasAndTheClip() {
        var canvas = TermCanvas(width: 8, height: 2)
        canvas.draw("hello world", x: 1, y: 0)
        canvas.draw("clipped", x: 0, y: 1, clip: TermRect(x: 2, y: 1, width: 3, height: 1))
        #expect(snapshot(canvas) == " hello w\n  ipp   ")
    }

    @Test func wideCharactersTakeTwoCellsAndRowsKeepTheirWidth() {
        var canvas = TermCanvas(width: 6, height: 1)
        let end = canvas.draw("漢字a", x: 0, y: 0)
        #expect(end == 5)
        #expect(canvas[0, 0].width == 2)
        #expect(canvas[1, 0].isContinuation)
        #expect(snapshot(canvas) == "漢字a ")
        #expect(TermText.displayWidth(snapshot(canvas)) == 6)
    }

    @Test func aWideCharacterCrossingTheClipEdgeBecomesASpace() {
        var canvas = TermCanvas(width: 5, height: 1, fill: TermCell("."))
        canvas.draw("ab漢", x: 0, y: 0, clip: TermRect(x: 0, y: 0, width: 3, height: 1))
        #expect(snapshot(canvas) == "ab ..")
        var edge = TermCanvas(width: 3, height: 1)
        edge.draw("a漢", x: 1, y: 0)
        #expect(snapshot(edge) == " a ")
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var right = TermCanvas(width: 6, height: 1)
        right.draw("漢字ab", x: 0, y: 0)
        right.put("X", width: 1, style: .plain, x: 1, y: 0)   // right half of 漢
        #expect(snapshot(right) == " X字ab")
        var left = TermCanvas(width: 6, height: 1)
        left.draw("漢字ab", x: 0, y: 0)
        left.put("Y", width: 1, style: .plain, x: 2, y: 0)    // left half of 字
        #expect(snapshot(left) == "漢Y ab")
        var straddle = TermCanvas(width: 6, height: 1)
        straddle.draw("漢字ab", x: 0, y: 0)
        straddle.put("中", width: 2, style: .plain, x: 1, y: 0) // over both
        #expect(snapshot(straddle) == " 中 ab")
        for canvas in [right, left, straddle] {
            #expect(TermText.displayWidth(snapshot(canvas)) == 6)
        }
    }

    @Test func escapeSequencesInDataBecomeVisibleAndNeverReachTheGrid() {
        var canvas = TermCanvas(width: 30, height: 1)
        canvas.draw("a\u{1B}]0;pwned\u{07}\u{1B}[2Jb\r\n\u{7F}\u{9B}", x: 0, y: 0)
        let text = snapshot(canvas)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || ($0.value >= 0x7F && $0.value < 0xA0) })
        #expect(text.hasPrefix("a␛]0;pwned␇␛[2Jb␍␊␡�"))
        #expect(TermText.displayWidth(text) == 30)
    }

    @Test func bidirectionalOverridesAreRemoved() {
        #expect(TermText.sanitized("abc\u{202E}def\u{2066}") == "abcdef")
    }

    @Test func bordersInEveryStyle() {
        var expected: [BorderStyle: String] = [:]
        expected[.single] = "┌────┐\n│    │\n└────┘"
        expected[.double] = "╔════╗\n║    ║\n╚════╝"
        expected[.rounded] = "╭────╮\n│    │\n╰────╯"
        expected[.heavy] = "┏━━━━┓\n┃    ┃\n┗━━━━┛"
        expected[.ascii] = "+----+\n|    |\n+----+"
        for style in BorderStyle.allCases {
            var canvas = TermCanvas(width: 6, height: 3)
            canvas.drawBorder(canvas.bounds, style: style)
            #expect(snapshot(canvas) == expected[style], "\(style)")
        }
    }

    @Test func borderTitlesAlignAndTruncate() {
        var canvas = TermCanvas(width: 12, height: 3)
        canvas.drawBorder(canvas.bounds, title: "CPU")
        canvas.drawBorder(TermRect(x: 0, y: 1, width: 12, height: 2), title: "a very long title", titleAlignment: .right)
        #expect(snapshot(canvas) == "┌ CPU ─────┐\n┌ a very … ┐\n└──────────┘")
        var centered = TermCanvas(width: 11, height: 2)
        centered.drawBorder(centered.bounds, title: "mem", titleAlignment: .center)
        #expect(snapshot(centered) == "┌── mem ──┐\n└─────────┘")
        var right = TermCanvas(width: 11, height: 2)
        right.drawBorder(right.bounds, title: "mem", titleAlignment: .right)
        #expect(snapshot(right) == "┌──── mem ┐\n└─────────┘")
    }

    /// An ASCII title (every box's, every frame) is written cell by cell; the cells must be
    /// those of the title's definition: " title " after the corner, cut to the first
    /// `width - 5` characters and "…" when longer than `width - 4`, placed by its alignment,
    /// drawn as text clipped to the top edge between the corners. Seeded random boxes, titles,
    /// alignments and clips.
    @Test func asciiTitlesAreDrawnAsTheirDefinitionSays() {
        let alphabet = Array("abcXYZ0189 -_.:#")
        for seed in UInt64(1)...400 {
            var rng = DamageRNG(seed)
            let rect = TermRect(x: rng.below(6) - 2, y: rng.below(4) - 1, width: 1 + rng.below(13), height: 1 + rng.below(4))
            let title = String((0..<rng.below(15)).map { _ in alphabet[rng.below(alphabet.count)] })
            let alignment = [TermTextAlignment.left, .center, .right][rng.below(3)]
            let clip: TermRect? = rng.below(2) == 0 ? nil
                : TermRect(x: rng.below(8), y: rng.below(3), width: rng.below(10), height: 1 + rng.below(3))
            let style = TermStyle(foreground: .red)
            var drawn = TermCanvas(width: 14, height: 4)
            drawn.drawBorder(rect, title: title, titleStyle: style, titleAlignment: alignment, clip: clip)
            var expected = TermCanvas(width: 14, height: 4)
            expected.drawBorder(rect, clip: clip)
            if rect.width >= 5, rect.height >= 2, !title.isEmpty {
                let room = rect.width - 4
                let text = title.count > room ? String(title.prefix(room - 1)) + "…" : title
                let used = text.count + 2
                let offset = switch alignment {
                case .left: 1
                case .center: 1 + (rect.width - 2 - used) / 2
                case .right: rect.width - 1 - used
                }
                let edge = TermRect(x: rect.x + 1, y: rect.y, width: rect.width - 2, height: 1)
                expected.draw(" \(text) ", x: rect.x + offset, y: rect.y, style: style,
                              clip: edge.intersection(clip ?? expected.bounds))
            }
            let same = drawn == expected  // the canvases themselves would fill the message
            #expect(same, "seed \(seed): \(rect) \(title.debugDescription) \(alignment) clip \(String(describing: clip))\n\(snapshot(drawn))\n\(snapshot(expected))")
        }
    }

    /// A border is its line characters put one cell at a time (top and bottom edges, the
    /// sides, then the corners) where the clip allows, over whatever was there: wide clusters
    /// cut by an edge leave a blank half, as ``TermCanvas/put(_:width:style:x:y:clip:)``
    /// leaves one. Seeded random canvases of narrow and wide clusters, boxes, styles and clips.
    @Test func bordersOverWideClustersAreTheirLinesPutCellByCell() {
        let text = Array("ab界c漢字 xy😀z")
        for seed in UInt64(1)...600 {
            var rng = DamageRNG(seed)
            var canvas = TermCanvas(width: 16, height: 6)
            for y in 0..<6 {
                let line = String((0..<rng.below(12)).map { _ in text[rng.below(text.count)] })
                canvas.draw(line, x: rng.below(4) - 1, y: y, style: TermStyle(foreground: .palette(UInt8(rng.below(8)))))
            }
            let rect = TermRect(x: rng.below(8) - 2, y: rng.below(4) - 1, width: rng.below(14), height: rng.below(6))
            let clip: TermRect? = rng.below(2) == 0 ? nil
                : TermRect(x: rng.below(10) - 1, y: rng.below(4), width: rng.below(14), height: 1 + rng.below(4))
            let border = BorderStyle.allCases[rng.below(BorderStyle.allCases.count)]
            let style = TermStyle(foreground: .blue)
            var drawn = canvas
            drawn.drawBorder(rect, style: border, lineStyle: style, clip: clip)
            var expected = canvas
            if rect.width >= 2, rect.height >= 2 {
                let c = border.characters, right = rect.maxX - 1, bottom = rect.maxY - 1
                for x in (rect.x + 1)..<right {
                    expected.put(c.horizontal, width: 1, style: style, x: x, y: rect.y, clip: clip)
                    expected.put(c.horizontal, width: 1, style: style, x: x, y: bottom, clip: clip)
                }
                for y in (rect.y + 1)..<bottom {
                    expected.put(c.vertical, width: 1, style: style, x: rect.x, y: y, clip: clip)
                    expected.put(c.vertical, width: 1, style: style, x: right, y: y, clip: clip)
                }
                expected.put(c.topLeft, width: 1, style: style, x: rect.x, y: rect.y, clip: clip)
                expected.put(c.topRight, width: 1, style: style, x: right, y: rect.y, clip: clip)
                expected.put(c.bottomLeft, width: 1, style: style, x: rect.x, y: bottom, clip: clip)
                expected.put(c.bottomRight, width: 1, style: style, x: right, y: bottom, clip: clip)
            }
            let same = drawn == expected  // the canvases themselves would fill the message
            #expect(same, "seed \(seed): \(rect) \(border) clip \(String(describing: clip))\n\(snapshot(canvas))\n\(snapshot(drawn))\n\(snapshot(expected))")
        }
    }

    @Test func fillAndTheDrawingContextClipToTheView() {
        var canvas = TermCanvas(width: 8, height: 3, fill: TermCell("."))
        var context = TermDrawingContext(canvas: canvas, frame: TermRect(x: 2, y: 1, width: 4, height: 2),
                                         clip: TermRect(x: 0, y: 0, width: 5, height: 3))
        context.fill(context.bounds, with: "#")
        let end = context.draw("abcdef", x: 1, y: 1)
        #expect(end == 7)
        canvas = context.canvas
        #expect(snapshot(canvas) == "........\n..###...\n..#ab...")
    }

    @Test func styledTextShowsAStyleLayer() {
        var canvas = TermCanvas(width: 7, height: 1)
        canvas.draw("CPU", x: 0, y: 0, style: .bold)
        canvas.draw("42%", x: 4, y: 0, style: TermStyle(foreground: .green))
        #expect(TermSnapshot(canvas: canvas).styledText == "CPU 42%\nAAA.BBB\nA: bold\nB: fg=green")
        #expect(TermStyle(foreground: .rgb(255, 136, 0), background: .palette(17), attributes: [.italic, .underline])
            .description == "fg=#ff8800 bg=p17 italic+underline")
        #expect(TermColor.brightCyan.description == "brightCyan")
    }
}
