import Foundation
import Mortar
import Strutter
import Testing

/// The README's "Strutter" section: its examples run here, between `README:` markers, and the
/// test checks both that the README's code is this code, line for line, and that the grids the
/// README shows are what it draws.
@Suite("README: Strutter") @MainActor
struct StrutterReadmeTests {
    @Test func theForms() throws {
        // README: forms
        let screen = TermScreen(width: 30, height: 6)
        let title = TermLabel("strutter")
        let left = TermBox(title: "left"), right = TermBox(title: "right")
        screen.root |+| [title, left, right]

        title.centerXAnchor |=| screen.root.centerXAnchor
        title.topAnchor |=| screen.root.topAnchor
        left.leadingAnchor |=| screen.root.leadingAnchor
        left.trailingAnchor |=| right.leadingAnchor          // side by side
        right.trailingAnchor |=| screen.root.trailingAnchor
        let gap = 1                                          // Int or Double, literal or variable
        left.topAnchor |=| (title.bottomAnchor, gap)         // a constant
        right.topAnchor |=| left.topAnchor
        left.widthAnchor |=| 12                              // dimensions take constants alone
        left.heightAnchor |=| 3
        right.heightAnchor |=| (left.heightAnchor, multiplier: 2, constant: -2)
        right.bottomAnchor |<=| screen.root.bottomAnchor
        // README: end

        let grids = try Readme.grids()
        try #require(grids.count == 3)
        #expect(Readme.trimmed(screen.render().text) == grids[0])
        #expect(right.frame == TermRect(x: 12, y: 2, width: 18, height: 4))
    }

    @Test func deactivation() throws {
        // README: deactivation
        let screen = TermScreen(width: 12, height: 1)
        let load = TermLabel("load 0.42")
        screen.root |+| load
        load.leadingAnchor |=| (screen.root.leadingAnchor, 2)
        load.topAnchor |=| screen.root.topAnchor
        let narrow = load.widthAnchor |<=| 4                 // the constraint, already active
        // README: end

        let grids = try Readme.grids()
        try #require(grids.count == 3)
        #expect(Readme.trimmed(screen.render().text) == grids[1])
        // README: deactivation, after
        narrow.isActive = false
        // README: end
        #expect(Readme.trimmed(screen.render().text) == grids[2])
    }

    @Test func theReadmeShowsThisCode() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let marked = Readme.markedBlocks(in: source)
        #expect(marked.count == 3)
        #expect(try Readme.swiftBlocks() == marked)
    }
}

/// Reads the README's "Strutter" section and the marked examples of this file.
enum Readme {
    /// The section: from `## Strutter` to the next `## ` heading.
    static func section() throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        guard let start = text.range(of: "\n## Strutter\n") else { return "" }
        let rest = text[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
    }

    /// The section's fenced blocks, each with the language after its opening fence.
    static func fencedBlocks() throws -> [(language: String, body: [String])] {
        var blocks: [(language: String, body: [String])] = []
        var open: (language: String, body: [String])?
        for line in try section().components(separatedBy: "\n") {
            if var block = open {
                if line == "```" {
                    blocks.append(block)
                    open = nil
                } else {
                    block.body.append(line)
                    open = block
                }
            } else if line.hasPrefix("```") {
                open = (String(line.dropFirst(3)), [])
            }
        }
        return blocks
    }

    /// The grids (fences without a language), each line without its trailing spaces, which a
    /// rendered grid has and a README line should not.
    static func grids() throws -> [String] {
        try fencedBlocks().filter { $0.language.isEmpty }.map { trimmed($0.body.joined(separator: "\n")) }
    }

    /// The Swift blocks without their `import` lines and the blank line after them.
    static func swiftBlocks() throws -> [String] {
        try fencedBlocks().filter { $0.language == "swift" }.map { block in
            let code = block.body.drop { $0.hasPrefix("import ") || $0.isEmpty }
            return code.joined(separator: "\n")
        }
    }

    /// The code between `// README: <name>` and `// README: end` in `source`, dedented.
    static func markedBlocks(in source: String) -> [String] {
        var blocks: [String] = [], current: [String]?, indent = 0
        for line in source.components(separatedBy: "\n") {
            let text = line.drop { $0 == " " }
            if text == "// README: end", let lines = current {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else if text.hasPrefix("// README: ") {
                current = []
                indent = line.count - text.count
            } else if current != nil {
                current?.append(String(line.dropFirst(min(indent, line.count - text.count))))
            }
        }
        return blocks
    }

    /// A grid with each line's trailing spaces removed.
    static func trimmed(_ grid: String) -> String {
        grid.components(separatedBy: "\n").map { String($0.reversed().drop { $0 == " " }.reversed()) }
            .joined(separator: "\n")
    }
}
