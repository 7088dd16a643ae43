import Testing
@testable import Mortar

/// The pure diff from one canvas to the next, without a terminal: which cells are written, in
/// which runs, where the cursor moves and when the style changes.
@Suite("TermCanvas diff")
struct CanvasDiffTests {
    private func canvas(_ rows: [String], style: TermStyle = .plain) -> TermCanvas {
        var canvas = TermCanvas(width: TermText.displayWidth(rows[0]), height: rows.count)
        for (y, row) in rows.enumerated() { canvas.draw(row, x: 0, y: y, style: style) }
        return canvas
    }

    private func text(_ operations: [TermOutputOperation]) -> [String] { operations.map(\.description) }

    @Test func anUnchangedCanvasGivesNoOperation() {
        let a = canvas(["abc", "漢字x"])
        #expect(a.operations(since: a).isEmpty)
    }

    @Test func withoutAPreviousCanvasEveryCellIsWrittenOneRunPerRow() {
        let a = canvas(["abc", "de "])
        #expect(text(a.operations(since: nil)) == [
            "move 0,0", "style plain", "write \"abc\" (3)", "move 0,1", "write \"de \" (3)",
        ])
        // Another size counts as no previous canvas.
        #expect(a.operations(since: TermCanvas(width: 2, height: 2)) == a.operations(since: nil))
    }

    @Test func onlyChangedCellsAreWrittenAndTheCursorMovesOnlyOverGaps() {
        let a = canvas(["abcdef", "ghijkl"])
        let b = canvas(["aXYdeZ", "ghijkW"])
        #expect(text(b.operations(since: a)) == [
            "move 1,0", "style plain", "write \"XY\" (2)", "move 5,0", "write \"Z\" (1)",
            "move 5,1", "write \"W\" (1)",
        ])
    }

    @Test func aRunAtTheRightEdgeLeavesTheCursorUnknown() {
        let a = canvas(["ab", "cd"])
        let b = canvas(["aX", "Yd"])
        // The cursor after column 1 of row 0 is not taken to be column 0 of row 1.
        #expect(text(b.operations(since: a)) == [
            "move 1,0", "style plain", "write \"X\" (1)", "move 0,1", "write \"Y\" (1)",
        ])
    }

    @Test func stylesAreSetOnlyWhenTheyChange() {
        let red = TermStyle(foreground: .red), bold = TermStyle.bold
        var a = TermCanvas(width: 6, height: 1)
        var b = a
        b.draw("ab", x: 0, y: 0, style: red)
        b.draw("cd", x: 2, y: 0, style: bold)
        b.draw("e", x: 4, y: 0, style: red)
        #expect(text(b.operations(since: a)) == [
            "move 0,0", "style fg=red", "write \"ab\" (2)", "style bold", "write \"cd\" (2)",
            "style fg=red", "write \"e\" (1)",
        ])
        // A change of style alone rewrites the cell.
        a = b
        b.draw("c", x: 2, y: 0, style: red)
        #expect(text(b.operations(since: a)) == ["move 2,0", "style fg=red", "write \"c\" (1)"])
    }

    @Test func wideCharactersAreWrittenWholeAndAdvanceTheCursorByTwo() {
        let a = canvas(["ab  cd"])
        let b = canvas(["a漢字d"])
        let operations = b.operations(since: a)
        #expect(text(operations) == ["move 1,0", "style plain", "write \"漢字\" (4)"])
        // No continuation cell is ever written.
        for case .write(let cells) in operations { #expect(cells.allSatisfy { !$0.isContinuation }) }
        // Back to narrow: the wide cells' places are written again, both halves.
        #expect(text(a.operations(since: b)) == ["move 1,0", "style plain", "write \"b  c\" (4)"])
    }

    @Test func wideCellsShiftedByOneAreRewrittenFromTheFirstChange() {
        let wideThenNarrow = canvas(["漢字"])
        let shifted = canvas(["x漢y"])
        #expect(text(shifted.operations(since: wideThenNarrow)) == [
            "move 0,0", "style plain", "write \"x漢y\" (4)",
        ])
    }

    @Test func applyingTheOperationsToThePreviousCanvasGivesTheNewOne() {
        // A model terminal: apply the diff to the old canvas, compare with the new one.
        let frames = [
            canvas(["hello world ", "漢字 and 😀 "]),
            canvas(["hello 世界  ", "x 漢字 y    "]),
            canvas(["            ", "            "]),
            canvas(["a😀b漢c字d e", "ab cd ef gh "]),
        ]
        for (before, after) in zip(frames, frames.dropFirst()) {
            #expect(applied(after.operations(since: before), to: before).screen == after)
        }
    }

    /// A model terminal: `operations` applied to a terminal showing `canvas`, and the cells
    /// written, as "x,y", in order.
    private func applied(_ operations: [TermOutputOperation], to canvas: TermCanvas) -> (screen: TermCanvas, written: [String]) {
        var screen = canvas
        var written: [String] = []
        var x = 0, y = 0
        var style = TermStyle.plain
        for operation in operations {
            switch operation {
            case .moveCursor(let nx, let ny): x = nx; y = ny
            case .setStyle(let s): style = s
            case .write(let cells):
                for cell in cells {
                    written.append("\(x),\(y)")
                    x = screen.put(cell.character, width: Int(cell.width), style: style, x: x, y: y)
                }
            }
        }
        return (screen, written)
    }

    @Test func rowsLeftAsTheyWereAreSkippedAndAChangeInAnyRowIsFound() {
        // A frame redraws a few rows over a copy of the last canvas: the unchanged rows are
        // skipped whole, and a change anywhere (first cell, a style alone, the last cell) shows.
        let rows = (0..<40).map { "row \($0)".padding(toLength: 30, withPad: ".", startingAt: 0) }
        let before = canvas(rows)
        var after = before
        after.draw("X", x: 0, y: 0, style: .plain)
        after.draw("w", x: 12, y: 17, style: .bold)  // row 17 holds "row 17......": a dot there
        after.draw("Z", x: 29, y: 39, style: .plain)
        #expect(text(after.operations(since: before)) == [
            "move 0,0", "style plain", "write \"X\" (1)",
            "move 12,17", "style bold", "write \"w\" (1)",
            "move 29,39", "style plain", "write \"Z\" (1)",
        ])
        var restyled = before
        restyled.draw(".", x: 12, y: 17, style: .bold)   // the same character in another style
        #expect(text(restyled.operations(since: before)) == ["move 12,17", "style bold", "write \".\" (1)"])
        #expect(before.operations(since: before).isEmpty)
        // A canvas with rows but no columns (a terminal squeezed to nothing) has nothing to write.
        let empty = TermCanvas(width: 0, height: 3)
        #expect(empty.operations(since: empty).isEmpty)
        #expect(empty.operations(since: nil).isEmpty)
    }

    /// Seeded random frames in every kind of colour and attribute, with wide characters: the
    /// cells the diff writes are exactly those a naive reference finds changed (a cell that
    /// differs by `==`, or a wide cell whose right half does), and applying the operations to
    /// the old canvas gives the new one. The diff compares cells by their bytes first; this
    /// pins that the shortcut never changes which cells are written.
    @Test func writtenCellsAreExactlyTheChangedOnes() {
        let colors: [TermColor] = [.default, .red, .brightCyan, .palette(208), .palette(3), .rgb(1, 2, 3), .rgb(255, 0, 3)]
        let characters: [(Character, Int)] = [("a", 1), ("b", 1), (".", 1), ("─", 1), ("漢", 2), ("😀", 2), (" ", 1)]
        for seed in UInt64(1)...300 {
            var rng = DamageRNG(seed)
            func style() -> TermStyle {
                TermStyle(foreground: colors[rng.below(colors.count)], background: colors[rng.below(colors.count)],
                          attributes: TermAttributes(rawValue: UInt8(rng.below(64))))
            }
            func scribble(_ canvas: inout TermCanvas, _ count: Int) {
                for _ in 0..<count {
                    let (character, width) = characters[rng.below(characters.count)]
                    canvas.put(character, width: width, style: style(), x: rng.below(canvas.width), y: rng.below(canvas.height))
                }
            }
            var before = TermCanvas(width: 9, height: 4)
            scribble(&before, 30)
            var after = before
            scribble(&after, rng.below(8))
            var changed: [String] = []
            for y in 0..<after.height {
                for x in 0..<after.width where !after[x, y].isContinuation {
                    let wide = after[x, y].width == 2 && x + 1 < after.width
                    if before[x, y] != after[x, y] || (wide && before[x + 1, y] != after[x + 1, y]) { changed.append("\(x),\(y)") }
                }
            }
            let (model, written) = applied(after.operations(since: before), to: before)
            #expect(written == changed, "seed \(seed)")
            #expect(model == after, "seed \(seed)")
        }
    }
}
