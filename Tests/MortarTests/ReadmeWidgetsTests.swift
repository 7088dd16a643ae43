import Foundation
import Mortar
import MortarTesting
import Testing

/// The README's "Widgets" section: each example is marked here, the README's Swift blocks must
/// be this code line for line, and its pictures must be what the code draws, in order.
@Suite("README: widgets") @MainActor
struct ReadmeWidgetsTests {
    /// What each example draws, in the order of the README's pictures.
    private func pictures() -> [String] {
        var pictures: [String] = []
        func show(_ view: TermView, width: Int, height: Int) {
            pictures.append(ReadmeSection.trimmed(TermSnapshot.rendering(view, width: width, height: height).text))
        }

        // README: line chart
        let cpu = TermLineChart(series: [
            TermChartSeries("cpu", values: [2, 10, 30, 45, 55, 60, 60, 60, 62, 70, 95, 100, 98, 92, 90, 90]),
            TermChartSeries("mem", values: [0, 0, 5, 20, 30, .nan, .nan, 32, 31, 30, 28, 25, 22, 20, 20, 20],
                            color: .magenta),
        ], yBounds: 0...100)
        cpu.append(85, toSeries: 0, limit: 16) // the newest value; the oldest goes
        cpu.xLabel = { "\(Int($0))s" }
        // README: end
        show(cpu, width: 32, height: 9)

        // README: bar chart
        let load = TermBarChart(groups: [
            TermBarGroup("cpu0", bars: [TermBar("usr", value: 3), TermBar("sys", value: 5), TermBar("irq", value: 7)]),
            TermBarGroup("cpu1", bars: [TermBar("usr", value: 2, color: .yellow), TermBar("sys", value: 4)]),
        ])
        let disks = TermBarChart(bars: [TermBar("/", value: 62), TermBar("/var", value: 25)], orientation: .horizontal)
        disks.maximum = 100
        // README: end
        show(load, width: 24, height: 7)
        show(disks, width: 20, height: 2)
        return pictures
    }

    @Test func thePicturesAreWhatTheCodeDraws() throws {
        let section = try ReadmeSection("Widgets")
        #expect(section.grids == pictures())
    }

    @Test func theReadmeShowsThisCode() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let marked = ReadmeSection.markedBlocks(in: source)
        #expect(marked.count == 2)
        #expect(try ReadmeSection("Widgets").swiftBlocks == marked)
    }
}
