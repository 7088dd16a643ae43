@testable import Mortar
import MortarTesting
import Testing

@Suite("Bracketed paste") @MainActor
struct PasteTests {
    /// Feeds `text`'s scalars to a decoder in pieces cut at `cuts`, flushing after each piece,
    /// and returns what came out.
    private func decode(_ text: String, cuts: [Int] = []) -> [TerminalPasteDecoder.Output] {
        var decoder = TerminalPasteDecoder()
        let scalars = text.unicodeScalars.map(\.value)
        var output: [TerminalPasteDecoder.Output] = [], start = 0
        for end in cuts + [scalars.count] {
            for c in scalars[start..<end] { output += decoder.feed(c) }
            let rest = decoder.flush()
            if !rest.isEmpty { output.append(.keys(rest)) }
            start = end
        }
        // Keys come one output each or together: compare them joined.
        var joined: [TerminalPasteDecoder.Output] = []
        for item in output {
            if case .keys(let more) = item, case .keys(let keys)? = joined.last {
                joined[joined.count - 1] = .keys(keys + more)
            } else {
                joined.append(item)
            }
        }
        return joined
    }

    private func keys(_ text: String) -> TerminalPasteDecoder.Output { .keys(text.unicodeScalars.map(\.value)) }

    @Test func pastesComeWholeAndKeysStayKeys() {
        #expect(decode("ab") == [keys("ab")])
        #expect(decode("x\u{1B}[200~one\ttwo\r\nthree\u{1B}[201~y") == [keys("x"), .paste("one\ttwo\r\nthree"), keys("y")])
        #expect(decode("\u{1B}") == [keys("\u{1B}")])                            // Esc pressed alone
        #expect(decode("\u{1B}[20x") == [keys("\u{1B}[20x")])                     // not a marker after all
        #expect(decode("\u{1B}\u{1B}[200~a\u{1B}[201~") == [keys("\u{1B}"), .paste("a")])
        #expect(decode("\u{1B}[200~a\u{1B}[20b\u{1B}\u{1B}[201~") == [.paste("a\u{1B}[20b\u{1B}")])
        // A paste that spans several reads stays one paste, even with its end marker cut in two.
        #expect(decode("\u{1B}[200~hello world\u{1B}[201~", cuts: [8, 15, 20]) == [.paste("hello world")])
    }

    @Test func theFocusedViewTakesAPasteWholeOrTypedButBindingsNever() {
        let screen = TermScreen(width: 20, height: 3)
        let area = TermTextArea(), field = TermTextField()
        screen.root |+| [area, field]
        area.m_frame |=| (0, 0, 20, 2)
        field.m_frame |=| (0, 2, 20, 1)
        var bound = 0, submitted: [String] = []
        screen.bind(.character("q")) { bound += 1 }
        field.onSubmit = { submitted.append($0) }
        #expect(!screen.paste("q"))                                   // nothing focused: nothing happens
        area.becomeFocused()
        #expect(screen.paste("a\tb\r\nq"))                            // whole, a tab as a space
        #expect(area.text == "a b\nq" && bound == 0)
        field.becomeFocused()
        #expect(screen.paste("x\ty\nz\u{7}"))                         // typed: Enter submits, the bell is left out
        #expect(field.text == "x yz" && submitted == ["x y"] && bound == 0)
    }
}
