@testable import Mortar
import Testing

/// How synchronized output and bracketed paste are decided, without a terminal.
@Suite("Terminal features")
struct TerminalFeaturesTests {
    private func detect(_ term: String, _ environment: [String: String] = [:],
                        _ capabilities: [String: String] = [:]) -> TerminalFeatures {
        TerminalFeatures.detect(term: term, environment: environment) { capabilities[$0] }
    }

    @Test func synchronizedOutputFollowsTheTerminalsThatHaveIt() {
        #expect(detect("tmux-256color").beginSynchronizedUpdate == "\u{1B}[?2026h")
        #expect(detect("tmux-256color").endSynchronizedUpdate == "\u{1B}[?2026l")
        #expect(detect("xterm-kitty").beginSynchronizedUpdate != nil)
        #expect(detect("screen-256color", ["TMUX": "/tmp/tmux-0/default,1,0"]).beginSynchronizedUpdate != nil)
        #expect(detect("xterm-256color", ["TERM_PROGRAM": "WezTerm"]).beginSynchronizedUpdate != nil)
        #expect(detect("xterm-256color", [:], ["Sync": "\u{1B}[?2026%?%p1%{1}%-%tl%eh%;"]).beginSynchronizedUpdate != nil)
        #expect(detect("xterm-256color").beginSynchronizedUpdate == nil)
        #expect(detect("linux").beginSynchronizedUpdate == nil)
        #expect(detect("screen-256color", ["TMUX": ""]).beginSynchronizedUpdate == nil)
    }

    @Test func theEnvironmentOverridesTheGuess() {
        #expect(detect("tmux-256color", ["MORTAR_SYNC_OUTPUT": "0"]).beginSynchronizedUpdate == nil)
        #expect(detect("linux", ["MORTAR_SYNC_OUTPUT": "1"]).beginSynchronizedUpdate != nil)
    }

    @Test func bracketedPasteUsesTerminfoWhenItCanAndTheStandardForXtermLikeTerminals() {
        let fromTerminfo = detect("odd", [:], ["BE": "<be>", "BD": "<bd>", "PS": "<ps>", "PE": "<pe>"])
        #expect(fromTerminfo.enableBracketedPaste == "<be>" && fromTerminfo.disableBracketedPaste == "<bd>")
        #expect(fromTerminfo.pasteStart == "<ps>" && fromTerminfo.pasteEnd == "<pe>")
        let xterm = detect("xterm-256color")
        #expect(xterm.enableBracketedPaste == "\u{1B}[?2004h" && xterm.disableBracketedPaste == "\u{1B}[?2004l")
        #expect(xterm.pasteStart == "\u{1B}[200~" && xterm.pasteEnd == "\u{1B}[201~")
        #expect(detect("linux").enableBracketedPaste == nil)
        #expect(detect("dumb").enableBracketedPaste == nil)
    }

    @Test func pastedLineBreaksBecomeNewlines() {
        #expect(TerminalDevice.normalizedPaste("a\rb\r\nc\nd") == "a\nb\nc\nd")
    }
}
