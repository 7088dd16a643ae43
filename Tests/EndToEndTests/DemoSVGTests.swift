import Foundation
import MortarTesting
import Testing

/// `mortar-demo --once --svg FILE`: the frame on standard output and as a picture in FILE.
@Suite("mortar-demo --once --svg")
struct DemoSVGTests {
    @Test func theFrameIsWrittenAsAnSVGPicture() throws {
        let demo = try #require(DemoBinary.path, "mortar-demo was not built beside the tests")
        let file = NSTemporaryDirectory() + "mortar-demo-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).svg"
        defer { unlink(file) }
        let result = try Subprocess.run([demo, "--once", "--size", "60x16", "--svg", file])
        #expect(result.exitCode == 0, "\(result.output)")
        #expect(result.output.contains("┌ CPU"))                        // the text frame still goes to stdout
        let svg = try String(contentsOfFile: file, encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"600\" height=\"320\""))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg.contains(">┌ CPU"))
        #expect(svg.contains("fill=\"#"))
    }

    @Test func svgWithoutOnceAndAnUnwritableFileAreClearErrors() throws {
        let demo = try #require(DemoBinary.path, "mortar-demo was not built beside the tests")
        let withoutOnce = try Subprocess.run([demo, "--svg", "/tmp/never-written.svg"])
        #expect(withoutOnce.exitCode == 64 && withoutOnce.output.contains("--svg writes the --once frame; add --once"),
                "\(withoutOnce.output)")
        let unwritable = try Subprocess.run([demo, "--once", "--size", "20x6", "--svg", "/nonexistent-dir/frame.svg"])
        #expect(unwritable.exitCode == 1 && unwritable.output.contains("mortar-demo: cannot write /nonexistent-dir/frame.svg"),
                "\(unwritable.output)")
    }
}
