import Foundation
@testable import Mortar
import MortarTesting
import Testing

/// The pictures in the widgets' doc comments are what the widgets draw: each fenced block of a
/// source file's `///` comments, in order, against renderings made here.
@Suite("Widgets: doc comment pictures") @MainActor
struct DocCommentPictureTests {
    /// The fenced blocks of the `///` comments in `Sources/Mortar/Widgets/<name>.swift`, lines
    /// without their trailing spaces.
    private func pictures(in name: String) throws -> [String] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Mortar/Widgets/\(name).swift")
        var blocks: [String] = [], open: [String]?
        for line in try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("///") else { continue }
            let text = trimmed.dropFirst(3).hasPrefix(" ") ? String(trimmed.dropFirst(4)) : String(trimmed.dropFirst(3))
            if text == "```" {
                if let lines = open { blocks.append(lines.joined(separator: "\n")) }
                open = open == nil ? [] : nil
            } else {
                open?.append(text)
            }
        }
        return blocks.map(ReadmeSection.trimmed)
    }

    /// `views` each rendered at its size, the grids stacked into one picture.
    private func render(_ views: [(TermView, Int, Int)]) -> String {
        ReadmeSection.trimmed(views.map { TermSnapshot.rendering($0.0, width: $0.1, height: $0.2).text }
            .joined(separator: "\n"))
    }

    @Test func charts() throws {
        #expect(try pictures(in: "TermLineChart") == [render([(LineChartWidgetTests.cpuAndMemory(), 30, 9)])])
        #expect(try pictures(in: "TermBarChart") == [render([(BarChartWidgetTests.cpuGroups(), 24, 7)]),
                                                     render([(BarChartWidgetTests.diskAndNetwork(), 24, 6)])])
    }

    @Test func controls() throws {
        let save = TermButton("Save") {}
        #expect(try pictures(in: "TermButton") == [render([(save, 8, 1), (save, 12, 1), (save, 7, 1), (save, 3, 1)])])
        let on = TermCheckbox("Show swap", isOn: true), off = TermCheckbox("Show swap")
        #expect(try pictures(in: "TermCheckbox") == [render([(on, 13, 1), (off, 13, 1), (on, 9, 1)])])
        #expect(try pictures(in: "TermRadioGroup") == [
            render([(RadioGroupWidgetTests.intervals(), 13, 3)]),
            render([(TermRadioGroup(["1s", "2s", "5s"], selectedIndex: 1, axis: .horizontal), 22, 1)]),
        ])
        #expect(try pictures(in: "TermTabs") == [render([(TabsWidgetTests.dashboard().tabs, 36, 4)])])
    }

    @Test func scrolling() throws {
        let scroll = ScrollViewWidgetTests.lines().scroll
        scroll.contentOffset = TermPoint(x: 0, y: 5)
        #expect(try pictures(in: "TermScrollView") == [render([(scroll, 14, 4)])])
        let part = TermScrollbar(), all = TermScrollbar(), across = TermScrollbar(axis: .horizontal)
        part.contentLength = 10
        part.visibleLength = 3
        part.offset = 4
        all.contentLength = 10
        all.visibleLength = 10
        across.contentLength = 12
        across.visibleLength = 6
        across.offset = 6
        #expect(try pictures(in: "TermScrollbar") == [render([(part, 1, 5), (all, 1, 5), (across, 6, 1)])])
    }

    @Test func editing() throws {
        #expect(try pictures(in: "TermTextArea") == [render([(TextAreaWidgetTests.notes(), 12, 4)])])
    }

    @Test func outlining() throws {
        #expect(try pictures(in: "TermTree") == [render([(TreeWidgetTests.files().tree, 16, 5)])])
    }

    @Test func splitting() throws {
        let split = SplitViewWidgetTests.twoBoxes().split
        let wide = render([(split, 20, 3)])
        let screen = filledScreen(with: split, width: 14, height: 3)
        split.setPosition(6, ofDividerAt: 0)
        let moved = screen.render().text
        screen.resize(width: 20, height: 3)
        let widened = screen.render().text
        #expect(try pictures(in: "TermSplitView") == [ReadmeSection.trimmed([wide, moved, widened].joined(separator: "\n"))])
    }
}
