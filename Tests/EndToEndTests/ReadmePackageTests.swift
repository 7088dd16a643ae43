import Foundation
import MortarTesting
import Testing

/// The README's "Use Mortar in your package", followed the way a new user would: its files,
/// copied verbatim into a fresh package beside a copy of this repository, build and their test
/// passes under `swift test`. Slow (it builds Mortar and swift-snapshot-testing from scratch,
/// about two minutes on two cores), so it holds the terminal-test lock: the timing-sensitive
/// terminal tests wait instead of competing with the build for the CPU.
@Suite("README: Mortar in your own package")
struct ReadmePackageTests {
    /// The repository these tests belong to.
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each ```swift block of `readme` introduced by `<!-- readme-package: PATH -->`, by path.
    static func packageFiles(in readme: String) -> [(path: String, contents: String)] {
        var files: [(String, String)] = []
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        while index < lines.count {
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            index += 1
            guard line.hasPrefix("<!-- readme-package: "), line.hasSuffix(" -->"),
                  index < lines.count, lines[index] == "```swift" else { continue }
            let path = String(line.dropFirst("<!-- readme-package: ".count).dropLast(" -->".count))
            var body: [Substring] = []
            index += 1
            while index < lines.count, lines[index] != "```" {
                body.append(lines[index])
                index += 1
            }
            files.append((path, body.joined(separator: "\n") + "\n"))
        }
        return files
    }

    @Test func theBlocksAreFoundWithTheirPaths() {
        let readme = "x\n<!-- readme-package: A.swift -->\n```swift\nlet a = 1\n\nlet b = 2\n```\n"
            + "<!-- readme-package: B.swift -->\n```\nnot swift\n```\n"
        let files = Self.packageFiles(in: readme)
        #expect(files.map(\.path) == ["A.swift"])
        #expect(files.first?.contents == "let a = 1\n\nlet b = 2\n")
    }

    /// Twenty minutes: beside the rest of `make test` on two cores the build took 550 s (a
    /// fresh CI clone) to 601 s (this machine, busy) of the ten it used to be allowed.
    @Test(.timeLimit(.minutes(20)))
    func theReadmesPackageBuildsAndItsFirstSnapshotTestPasses() async throws {
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let files = Self.packageFiles(in: readme)
        #expect(files.map(\.path)
                == ["Package.swift", "Sources/Dashboard/Dashboard.swift", "Tests/DashboardTests/DashboardTests.swift"])
        let manifest = try #require(files.first { $0.path == "Package.swift" }).contents
        #expect(manifest.contains(#".package(path: "../Mortar")"#))

        let root = NSTemporaryDirectory() + "mortar-readme-package-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let mortar = root + "/Mortar", package = root + "/Dashboard"
        try FileManager.default.createDirectory(atPath: mortar, withIntermediateDirectories: true)
        // The working tree as it is (uncommitted changes included), without build products.
        let copy = try Subprocess.run([
            "sh", "-c", #"tar -C "$1" --exclude=./.git --exclude='./.build*' -cf - . | tar -C "$2" -xf -"#,
            "sh", Self.repository.path, mortar,
        ])
        try #require(copy.status == 0, "\(copy.output)")
        for file in files {
            let url = URL(fileURLWithPath: package + "/" + file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
        }

        // The runner's own variables (test bundle paths, coverage output) are not the user's.
        let environment = ProcessInfo.processInfo.environment.filter { key, _ in
            !key.hasPrefix("SWIFT") && !key.hasPrefix("XCTest") && !key.hasPrefix("LLVM_PROFILE")
        }
        let result = try await TerminalTestLock.withLock {
            try await Self.offThePool {
                // At low priority: the tmux tests running beside it keep their timing.
                try Subprocess.run(["nice", "-n", "15", "timeout", "600", "swift", "test", "--package-path", package],
                                   environment: environment)
            }
        }
        #expect(result.exitCode == 0, "swift test in the README's package:\n\(result.output.suffix(4000))")
        #expect(result.output.contains("Test dashboard() passed"), "\(result.output.suffix(4000))")
    }

    /// Runs `work` on a thread of its own: a build of minutes must not hold one of the few
    /// threads of Swift's cooperative pool.
    private static func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }
}
