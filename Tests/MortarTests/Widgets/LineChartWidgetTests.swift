import InlineSnapshotTesting
@testable import Mortar
import MortarTesting
import Testing

@Suite("Widgets: TermLineChart") @MainActor
struct LineChartWidgetTests {
    /// The chart of the doc comment and the README: two series of 16 values.
    static func cpuAndMemory() -> TermLineChart {
        TermLineChart(series: [
            TermChartSeries("cpu", values: [2, 10, 30, 45, 55, 60, 60, 60, 62, 70, 95, 100, 98, 92, 90, 90], color: .cyan),
            TermChartSeries("mem", values: [0, 0, 5, 20, 30, 32, 32, 32, 31, 30, 28, 25, 22, 20, 20, 20], color: .magenta),
        ], yBounds: 0...100)
    }

    @Test func severalSizes() {
        let chart = Self.cpuAndMemory()
        assertInlineSnapshot(of: chart, as: .grid(width: 30, height: 9)) {
            """
            ━ cpu  ━ mem
            100┤                ⢀⠖⠉⠉⠉⠒⠤⠤⠤⠤
               │               ⣀⠎
               │      ⣀⠤⠒⠒⠒⠒⠒⠒⠉
             50┤    ⡠⠊
               │  ⢠⠊⢀⠔⠊⠉⠉⠉⠉⠉⠉⠉⠉⠉⠑⠒⠒⠢⠤⠤⠤⠤⠤⠤
              0┤⣠⣔⡡⠤⠊
               └┬───────┬────────┬───────┬
                0       5        10     15
            """
        }
        assertInlineSnapshot(of: chart, as: .grid(width: 20, height: 6)) {
            """
            ━ cpu  ━ mem
            100┤         ⣀⠔⠉⠉⠒⠒⠒
               │  ⢀⠔⢊⣉⣉⣉⠉
              0┤⣠⡴⠕⠊⠁   ⠉⠉⠉⠉⠒⠒⠒⠒
               └┬────┬────┬────┬
                0    5    10  15
            """
        }
        assertInlineSnapshot(of: chart, as: .styledGrid(width: 12, height: 4)) {
            """
             │  ⢀⣀⣀⡠⠊⠉⠒⠒
            .A..BBBBBBBB
            0┤⣠⣒⠕⠒⠒⠒⠒⠒⠤⠤
            .ACCCCCCCCCC
             └┬─────┬───
            .AAAAAAAAAAA
              0     10
            ............
            A: fg=brightBlack
            B: fg=cyan
            C: fg=magenta
            """
        }
    }

    @Test func tooSmallDropsTheLegendThenTheAxes() {
        let chart = Self.cpuAndMemory()
        assertInlineSnapshot(of: chart, as: .grid(width: 8, height: 3)) {
            """
            100┤  ⡸⠓
               │⢠⣋⠁
              0┤⡼⠁⠉⠒
            """
        }
        assertInlineSnapshot(of: chart, as: .grid(width: 3, height: 1)) {
            """
            ⣰⠾⠭
            """
        }
        assertInlineSnapshot(of: chart, as: .grid(width: 1, height: 1)) {
            """
            ⡾
            """
        }
        #expect(TermSnapshot.rendering(chart, width: 0, height: 0).text == "")
        #expect(TermSnapshot.rendering(TermLineChart(), width: 12, height: 6).text.contains("┤"))  // no data: 0...1
    }

    @Test func notFiniteValuesAreGapsAndFixedBoundsClip() {
        let chart = TermLineChart(series: [TermChartSeries("", values: [0, 1, 2, .nan, 4, 5, .infinity, 7, 8, 9])])
        chart.showsXAxis = false
        chart.showsYAxis = false
        assertInlineSnapshot(of: chart, as: .grid(width: 10, height: 2)) {
            """
                 ⣀ ⠠⠒⠉
            ⡠⠔⠂ ⠉
            """
        }
        chart.yBounds = 2...6                  // 0, 1 below and 7, 8, 9 above: clipped at the edges
        chart.series[0].values[9] = 1e300      // far out: still a clipped line, no overflow
        assertInlineSnapshot(of: chart, as: .grid(width: 10, height: 2)) {
            """
                ⢀⡠
              ⡀ ⠁
            """
        }
        #expect(chart.effectiveXBounds == 0...9)
        chart.yBounds = nil
        #expect(chart.effectiveYBounds == 0...1e300)
        chart.series[0].values = [3, 3]
        #expect(chart.effectiveYBounds == 2...4)
    }

    @Test(arguments: [1, 2, 5, 9, 17, 40, 61, 97, 1_234])
    func tickLabelsNeverCollide(count: Int) {
        // One series of `count` values from -7 to a large number, at every width and height.
        let values = (0..<count).map { Double($0) * 37.25 - 7 }
        let chart = TermLineChart(series: [TermChartSeries("v", values: values)])
        var labelRowsChecked = 0
        for width in 1...70 {
            for height in [1, 4, 6, 11, 24] {
                let parts = chart.parts(for: TermSize(width: width, height: height))
                let rows = parts.yTicks.map(\.cell)
                #expect(zip(rows, rows.dropFirst()).allSatisfy { $1 - $0 >= 2 }, "y rows \(rows) at \(width)x\(height)")
                if width >= 12 && height >= 6 {
                    #expect(rows.count >= 2 && parts.xTicks.count >= 2, "too few ticks at \(width)x\(height)")
                }
                guard parts.xAxisRows > 0, !parts.xTicks.isEmpty else { continue }
                labelRowsChecked += 1
                // The label row as drawn reads as the labels, in order, each set apart.
                let grid = TermSnapshot.rendering(chart, width: width, height: height).rows
                let drawn = grid[height - 1].split(separator: " ").map(String.init)
                #expect(drawn == parts.xTicks.map(\.label), "x labels at \(width)x\(height): \(grid[height - 1])")
            }
        }
        #expect(labelRowsChecked > 150)
    }

    @Test func tickValuesAndLabels() {
        #expect(TermChartTicks.niceStep(atLeast: 0.3) == 0.5)
        #expect(TermChartTicks.niceStep(atLeast: 7) == 10)
        #expect(TermChartTicks.multiples(of: 0.5, from: -0.7, to: 1.2) == [-0.5, 0, 0.5, 1])
        #expect(TermChartTicks.label(0.5, step: 0.5) == "0.5")
        #expect(TermChartTicks.label(-0.000001, step: 0.1) == "0.0")
        #expect(TermChartTicks.label(2500, step: 500) == "2500")
        #expect(TermChartTicks.label(6000, step: 2000) == "6k")
        #expect(TermChartTicks.label(15_000_000, step: 5_000_000) == "15M")
        #expect(TermChartTicks.label(1.7e308, step: 1) == "1.7e+308")
        #expect(TermChartTicks.label(4e15, step: 1e15) == "4e+15")
        let extreme = TermLineChart(series: [TermChartSeries("", values: [-1.7e308, 0, 1.7e308])])
        assertInlineSnapshot(of: extreme, as: .grid(width: 20, height: 5)) {
            """
             8.99e+307┤     ⢀⠎
                      │    ⠠⠃
            -8.99e+307┤
                      └┬───┬───┬
                       0   1   2
            """
        }
        extreme.yBounds = 0...1                     // neighbours 2e307 apart in dots: a line off the plot, clipped
        extreme.series[0].values = [-1e307, 1e307, 0.5, 0.5]
        assertInlineSnapshot(of: extreme, as: .grid(width: 20, height: 5)) {
            """
            1┤   ⡇       ⢸
             │   ⡇       ⠸⠤⠤⠤⠤⠤⠤
            0┤   ⡇
             └┬─────┬────┬─────┬
              0     1    2     3
            """
        }
        let chart = Self.cpuAndMemory()
        chart.yLabel = { "\(Int($0))%" }
        chart.xLabel = { $0 == 15 ? "now" : "-\(15 - Int($0))s" }
        assertInlineSnapshot(of: chart, as: .grid(width: 30, height: 9)) {
            """
            ━ cpu  ━ mem
            100%┤                ⡔⠊⠉⠉⠒⠤⠤⠤⠤
                │              ⢀⠎
                │      ⡠⠔⠒⠒⠒⠒⠒⠊⠁
             50%┤    ⡠⠊
                │  ⢠⠊⢀⠔⠊⠉⠉⠉⠉⠉⠉⠉⠉⠑⠒⠒⠒⠤⠤⠤⠤⠤⠤
              0%┤⣠⣔⡡⠤⠊
                └┬───────┬───────┬───────┬
                 -15s   -10s    -5s    now
            """
        }
    }

    @Test func whereTwoNiceTicksDoNotFitTheBoundsAreLabelled() {
        let chart = TermLineChart(series: [TermChartSeries("", values: [-7, 3569, 1200])])
        // 3 rows: 0 and 2000 would fall on neighbouring rows, 5000 is out of range.
        #expect(chart.yTicks(rows: 3).map(\.label) == ["3569", "-7"])
        assertInlineSnapshot(of: chart, as: .grid(width: 16, height: 5)) {
            """
            3569┤    ⡠⠊⠒⢄
                │  ⡠⠊    ⠉⠢⢄
              -7┤⡠⠊
                └┬────┬────┬
                 0    1    2
            """
        }
    }

    @Test func newDataRedrawsWithoutALayout() {
        let screen = TermScreen(width: 40, height: 10)
        let chart = TermLineChart(series: [TermChartSeries("cpu"), TermChartSeries("mem")])
        let label = TermLabel("cpu")
        screen.root |+| [label, chart]
        label.m_origin |=| (0, 0)
        chart.m_top |=| label.m_bottom
        chart.m_left |=| screen.root
        chart.append(0, toSeries: 1)
        chart.append(90, toSeries: 0)                              // the first data sets the y labels' width
        _ = screen.render()
        let passes = screen.layoutPassCount
        var frames = Set<String>()
        for tick in 0..<60 {                                       // a second of data at 60 Hz
            chart.append(50 + 40 * Double((tick * 7) % 11) / 10, toSeries: 0)
            chart.append(Double(tick % 9) * 10, toSeries: 1)
            frames.insert(screen.render().text)
        }
        #expect(screen.layoutPassCount == passes)                  // redrawn, never laid out again
        #expect(frames.count > 30)                                 // and the frames did change
        chart.append(125_000, toSeries: 0)                         // wider y labels: a new intrinsic size
        _ = screen.render()
        #expect(screen.layoutPassCount == passes + 1)
        #expect(chart.frame.size == TermSize(width: 15, height: 6))
    }

    @Test func itsIntrinsicSizeIsTheAxesAroundTheMinimumPlot() {
        let chart = Self.cpuAndMemory()
        #expect(chart.intrinsicContentSize == TermIntrinsicSize(width: 14, height: 6))   // "100┤" + 10, 1 + 3 + 2
        chart.showsLegend = false
        chart.showsYAxis = false
        chart.minimumPlotSize = TermSize(width: 20, height: 5)
        #expect(chart.intrinsicContentSize == TermIntrinsicSize(width: 20, height: 7))
        chart.minimumPlotSize = TermSize(width: -3, height: -1)
        #expect(chart.intrinsicContentSize == TermIntrinsicSize(width: 0, height: 2))
    }

    @Test func itTakesNoFocusAndLetsKeysAndClicksThrough() {
        let screen = TermScreen(width: 20, height: 8)
        let chart = Self.cpuAndMemory()
        screen.root |+| chart
        chart |=| screen.root
        #expect(!screen.focus(chart))
        #expect(!screen.send(.enter))
        #expect(!screen.send(TermMouseEvent(.click(button: 1), at: TermPoint(x: 5, y: 3))))
        #expect(screen.hitTest(TermPoint(x: 5, y: 3)) === chart)
    }
}
