import CNcurses
import Foundation
import MortarTesting
import Testing
@testable import Mortar

@Suite("Text widths and clusters", .serialized)
struct TermTextTests {
    @Test func clustersAndTheirDrawnForms() {
        func drawn(_ s: String) -> [String] { TermText.clusters(s).map { "\($0.character)/\($0.width)" } }
        #expect(drawn("e\u{301}x") == ["e\u{301}/1", "x/1"])          // combining mark stays attached
        #expect(drawn("❤\u{FE0F}") == ["❤/1"])                        // VS16 dropped: tmux counts 1
        #expect(drawn("👍\u{1F3FD}") == ["👍/2"])                      // skin tone dropped
        #expect(drawn("👨\u{200D}👩\u{200D}👧") == ["👨/2"])            // ZWJ sequence: first emoji
        #expect(drawn("🇯🇵") == ["🇯🇵/2"])                              // flag: two width-1 indicators
        #expect(drawn("\u{301}a") == ["a/1"])                          // a leading lone mark is dropped
        #expect(drawn("漢😀") == ["漢/2", "😀/2"])
        #expect(drawn("\u{E000}") == ["\u{E000}/1"])                   // private use: one cell
        #expect(drawn("\u{0378}") == ["\u{FFFD}/1"])                   // unassigned: replacement
        #expect(TermText.displayWidth("a漢🇯🇵👨\u{200D}👩") == 7)
    }

    @Test func truncationEndsInAnEllipsisAndCountsColumns() {
        #expect(TermText.truncated("hello", toWidth: 5) == "hello")
        #expect(TermText.truncated("hello world", toWidth: 6) == "hello…")
        #expect(TermText.truncated("漢字漢字", toWidth: 4) == "漢…")
        #expect(TermText.truncated("abc", toWidth: 0) == "")
        // Printable ASCII is cut by bytes (a box's title, every frame): the same columns.
        #expect(TermText.truncated("1234", toWidth: 1) == "…")
        #expect(TermText.truncated("1234", toWidth: 3) == "12…")
        #expect(TermText.truncated("hello world", toWidth: 6, ellipsis: "...") == "hel...")
        #expect(TermText.truncated("hello", toWidth: 2, ellipsis: "...") == "he")
        #expect(TermText.truncated("e\u{301}e\u{301}e\u{301}", toWidth: 2) == "e\u{301}…")
    }

    /// Text made of printable ASCII and the one-cell scalars of Latin-1, punctuation, arrows,
    /// operators, box drawing, blocks, shapes and braille is measured and drawn scalar by scalar,
    /// without forming clusters. Each such scalar must then be a cluster of its own (by the
    /// standard library's grapheme breaking) one cell wide, and the canvas must hold what drawing
    /// cluster by cluster puts there. Seeded strings, with anything else (a combining mark, a
    /// joiner, a wide character) taking the general path.
    @Test func singleCellTextIsOneClusterPerScalar() {
        let blocks: [ClosedRange<UInt32>] = [0xA0...0xFF, 0x2010...0x205E, 0x2190...0x22FF, 0x2500...0x25FF,
                                             0x2800...0x28FF]
        let simple: [Unicode.Scalar] = (0x20..<0x7F).compactMap(Unicode.Scalar.init)
            + blocks.flatMap { $0.compactMap(Unicode.Scalar.init) }
        let others: [Unicode.Scalar] = ["\u{301}", "\u{200D}", "\u{FE0F}", "漢", "\u{1B}", "\t", "😀"]
        for seed in UInt64(1)...300 {
            var rng = DamageRNG(seed)
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...12, using: &rng) {
                scalars.append(Bool.random(using: &rng) || seed % 3 != 0
                    ? simple.randomElement(using: &rng)! : others.randomElement(using: &rng)!)
            }
            let text = String(scalars)
            let characters = Array(text)
            if TermText.singleCellScalars(text) != nil {
                let expected = characters.map { "\($0)/1" }
                let cells = TermText.clusters(text).map { "\($0.character)/\($0.width)" }
                #expect(characters.count == text.unicodeScalars.count, "seed \(seed): \(text.debugDescription)")
                #expect(characters.allSatisfy { TermText.width(of: $0.unicodeScalars.first!) == 1 },
                        "seed \(seed): \(text.debugDescription)")
                #expect(cells == expected, "seed \(seed): \(text.debugDescription)")
                #expect(TermText.displayWidth(text) == characters.count, "seed \(seed)")
            }
            var fast = TermCanvas(width: 16, height: 1), general = TermCanvas(width: 16, height: 1)
            fast.draw(text, x: 1, y: 0, clip: TermRect(x: 0, y: 0, width: 9, height: 1))
            var x = 1
            for cluster in TermText.clusters(text) {
                x = general.put(cluster.character, width: cluster.width, style: .plain, x: x, y: 0,
                                clip: TermRect(x: 0, y: 0, width: 9, height: 1))
            }
            #expect(fast == general, "seed \(seed): \(text.debugDescription)")
        }
        // A mark after the ellipsis joins it; a joiner keeps the text on the general path.
        #expect(TermText.singleCellScalars("…\u{301}") == nil)
        #expect(TermText.clusters("…\u{301}").count == 1)
        #expect(TermText.singleCellScalars("─\u{200D}─") == nil)
        #expect(TermText.displayWidth("┌─…█┐") == 5)
        #expect(TermText.width(of: "…") == 1)
        // A soft hyphen is a format control, a joiner joins and a wide shape takes two cells:
        // each keeps the text on the general path.
        #expect(TermText.singleCellScalars("a\u{AD}b") == nil)
        #expect(TermText.singleCellScalars("→\u{2060}←") == nil)
        #expect(TermText.singleCellScalars("◾") == nil)
        #expect(TermText.singleCellScalars("Memory · disks ↑↓ ⠋ °C ≤ ■") == 26)
    }

    /// Every scalar the scalar-by-scalar path accepts stands alone next to every other it
    /// accepts, by the standard library's grapheme breaking: two of them never form one
    /// cluster, whichever comes first. Checked exhaustively pair by pair against a sample of
    /// partners (ASCII and each block's first and last scalars), and each scalar against itself.
    @Test func acceptedScalarsNeverJoinANeighbour() {
        let candidates = ((0x20..<0x7F).map { UInt32($0) } + Array(0xA0...0x28FF))
            .compactMap(Unicode.Scalar.init).filter { TermText.singleCellScalars(String($0)) != nil }
        #expect(candidates.count > 1_000)
        let partners: [Unicode.Scalar] = ["a", " ", "\u{A0}", "\u{FF}", "\u{2010}", "\u{205E}", "\u{2190}", "\u{22FF}",
                                          "\u{2500}", "\u{25FF}", "\u{2800}", "\u{28FF}", "…", "·"]
        for scalar in candidates {
            for other in partners + [scalar] {
                var pair = String.UnicodeScalarView()
                pair.append(scalar)
                pair.append(other)
                #expect(String(pair).count == 2, "U+\(String(scalar.value, radix: 16)) joins U+\(String(other.value, radix: 16))")
                var reversed = String.UnicodeScalarView()
                reversed.append(other)
                reversed.append(scalar)
                #expect(String(reversed).count == 2, "U+\(String(other.value, radix: 16)) joins U+\(String(scalar.value, radix: 16))")
            }
        }
    }

    /// The width table is glibc's wcwidth, scalar for scalar: that is what ncurses and tmux use.
    @Test func widthTableMatchesGlibcForEveryScalar() async throws {
        // The locale is per process: hold the lock the tests that change it take.
        try await TerminalTestLock.withLock { try compareWidthTableWithGlibc() }
    }

    private func compareWidthTableWithGlibc() throws {
        try #require(setlocale(LC_ALL, "C.UTF-8") != nil)
        var mismatches: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected = Int(wcwidth(wchar_t(bitPattern: value)))
            let actual = TermText.width(of: scalar)
            if expected != actual && mismatches.count < 10 {
                mismatches.append(String(format: "U+%04X glibc %d table %d", value, expected, actual))
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    /// What tmux itself does with each drawn cluster: the cursor advances by exactly the width
    /// the grid gives it.
    @Test func drawnClustersAdvanceTmuxsCursorByTheirWidth() throws {
        let samples = ["a", "é", "e\u{301}", "漢", "😀", "❤\u{FE0F}", "👍\u{1F3FD}", "👨\u{200D}👩\u{200D}👧",
                       "🇯🇵", "\u{1B}", "ｱ", "가", "\u{0E01}\u{0E31}", "☃", "⌚"]
        let tmux = try TmuxSession(name: "mortar-width-\(getpid())", width: 40, height: 3)
        defer { tmux.kill() }
        for sample in samples {
            let cells = TermText.clusters(sample)
            let drawn = String(cells.map(\.character))
            let width = cells.reduce(0) { $0 + $1.width }
            let advance = try cursorAdvance(tmux, printing: drawn)
            #expect(advance == width, "\(sample.unicodeScalars.map { String($0.value, radix: 16) }): grid \(width), tmux \(advance)")
        }
    }
}

/// Starts a fresh window that prints `text` after one column of padding and reports how many
/// columns tmux's cursor moved for `text`.
private func cursorAdvance(_ tmux: TmuxSession, printing text: String) throws -> Int {
    let hex = text.utf8.map { String(format: "\\x%02x", $0) }.joined()
    try tmux.run(["respawn-pane", "-k", "-t", tmux.session, "printf 'X\(hex)'; sleep 60"])
    var column = 0
    _ = try tmux.waitForScreen { screen in
        guard screen.hasPrefix("X"), let x = try? Int(tmux.display("#{cursor_x}")), x > 0 else { return false }
        column = x - 1
        return true
    }
    return column
}
