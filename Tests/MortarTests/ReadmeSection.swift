import Foundation

/// One `## ` section of the README and the examples a test file marks for it: tests check that
/// the README's Swift blocks are the marked code, line for line, and that its grids are what
/// that code draws.
struct ReadmeSection {
    /// The section's text, from its heading to the next `## ` heading.
    let text: String

    /// Reads the section headed `## heading`; empty if there is none.
    init(_ heading: String) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let readme = try String(contentsOf: url, encoding: .utf8)
        guard let start = readme.range(of: "\n## \(heading)\n") else {
            text = ""
            return
        }
        let rest = readme[start.upperBound...]
        text = String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
    }

    /// The fenced blocks, each with the language after its opening fence.
    var fencedBlocks: [(language: String, body: [String])] {
        var blocks: [(language: String, body: [String])] = []
        var open: (language: String, body: [String])?
        for line in text.components(separatedBy: "\n") {
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

    /// The grids (fences without a language), each line without its trailing spaces.
    var grids: [String] {
        fencedBlocks.filter { $0.language.isEmpty }.map { Self.trimmed($0.body.joined(separator: "\n")) }
    }

    /// The Swift blocks.
    var swiftBlocks: [String] {
        fencedBlocks.filter { $0.language == "swift" }.map { $0.body.joined(separator: "\n") }
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

    /// A grid with each line's trailing spaces removed (a README line should have none).
    static func trimmed(_ grid: String) -> String {
        grid.components(separatedBy: "\n").map { String($0.reversed().drop { $0 == " " }.reversed()) }
            .joined(separator: "\n")
    }
}
