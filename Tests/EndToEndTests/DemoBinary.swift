import Foundation
import MortarTesting

/// The `mortar-demo` executable of this build: beside the test bundle in `.build/<config>/`.
enum DemoBinary {
    static var path: String? {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        for _ in 0..<5 {
            url.deleteLastPathComponent()
            let candidate = url.appendingPathComponent("mortar-demo")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate.path }
        }
        return nil
    }

    /// The pid of the process whose parent is `parent` (the demo under the pane's shell).
    static func child(of parent: Int32) -> Int32? { Subprocess.children(of: parent).first }
}
