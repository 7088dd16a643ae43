import Foundation
import MortarTesting
import Testing

/// The demo's frames in tmux arrive as synchronized updates: the demo runs under `script` in a
/// tmux pane, and the typescript holds the raw bytes it wrote.
@Suite("mortar-demo output in tmux", .serialized)
struct SynchronizedOutputInTmuxTests {
    @Test func everyFrameArrivesInsideASynchronizedUpdatePair() throws {
        let demo = try #require(DemoBinary.path, "mortar-demo was not built beside the tests")
        let typescript = FileManager.default.temporaryDirectory
            .appendingPathComponent("mortar-sync-\(getpid()).typescript").path
        defer { try? FileManager.default.removeItem(atPath: typescript) }
        let command = "env SWIFT_BACKTRACE=enable=no TERM=tmux-256color script -q -f -e "
            + "-c '\(demo) --interval 0.2' \(typescript); sleep 600"
        let tmux = try TmuxSession(name: "mortar-e2e-sync-\(getpid())", width: 80, height: 24, command: command)
        defer { tmux.kill() }
        try tmux.waitForScreen { $0.contains("┌ CPU") && $0.contains("q quit") }
        try tmux.sendKeys("2")                                   // another page: a frame from a key
        try tmux.waitForScreen { $0.contains("┌ Processes (") }
        try tmux.sendKeys("q")
        let deadline = Date().addingTimeInterval(30)
        while !((try? String(contentsOfFile: typescript, encoding: .utf8)) ?? "").contains("\u{1B}[?2004l"),
              Date() < deadline {
            usleep(50_000)
        }
        let bytes = try String(contentsOfFile: typescript, encoding: .utf8)
        let begin = "\u{1B}[?2026h", end = "\u{1B}[?2026l"
        let pieces = bytes.components(separatedBy: begin)
        #expect(pieces.count >= 3, "frames: \(pieces.count - 1)")   // the first frame, page 2, ...
        // Every pair closes before the next opens, and the frames' text is inside a pair.
        for piece in pieces.dropFirst() {
            #expect(piece.components(separatedBy: end).count == 2, "\(piece.prefix(200).debugDescription)")
        }
        let inside = pieces.dropFirst().map { $0.components(separatedBy: end)[0] }
        #expect(inside.contains { $0.contains("CPU") })
        #expect(inside.contains { $0.contains("Processes (") })
        #expect(!pieces[0].contains("CPU"))                        // nothing drawn before the first pair
        #expect(bytes.contains("\u{1B}[?2004h"))                    // bracketed paste on, then off
    }
}
