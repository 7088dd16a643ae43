@testable import Mortar
import MortarTesting
import Testing

/// A focusable view that takes keys but no paste: a paste reaches it typed.
@MainActor private final class KeyRecorder: TermView {
    var keys: [TermKey] = []
    required init() {
        super.init()
        isFocusable = true
    }
    override func handleKey(_ key: TermKey) -> Bool {
        keys.append(key)
        return true
    }
}

@Suite("Bracketed paste") @MainActor
struct PasteTests {
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
        #expect(screen.paste("x\ty\nz\u{7}"))                         // one edit: breaks as spaces, no bell
        #expect(field.text == "x y z" && submitted.isEmpty && bound == 0)
    }

    @Test func aViewThatTakesNoPasteHasItTypedButNeverIntoBindings() {
        let screen = TermScreen(width: 20, height: 3)
        let recorder = KeyRecorder()
        screen.root |+| recorder
        recorder.m_frame |=| (0, 0, 20, 3)
        var bound = 0
        screen.bind(.character("q")) { bound += 1 }
        recorder.becomeFocused()
        #expect(screen.paste("q\t\n\u{7}"))                            // Enter for a break, a space for Tab
        #expect(recorder.keys == [.character("q"), .character(" "), .enter] && bound == 0)
    }
}
