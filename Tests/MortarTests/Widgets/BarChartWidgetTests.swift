import InlineSnapshotTesting
@testable import Mortar
import MortarTesting
import Testing

@Suite("Widgets: TermBarChart") @MainActor
struct BarChartWidgetTests {
    /// The vertical chart of the doc comment and the README: two groups of bars.
    static func cpuGroups() -> TermBarChart {
        TermBarChart(groups: [
            TermBarGroup("cpu0", bars: [TermBar("usr", value: 3), TermBar("sys", value: 5), TermBar("irq", value: 7)]),
            TermBarGroup("cpu1", bars: [TermBar("usr", value: 2, color: .yellow), TermBar("sys", value: 4)]),
        ])
    }

    /// The horizontal chart of the doc comment and the README.
    static func diskAndNetwork() -> TermBarChart {
        TermBarChart(groups: [
            TermBarGroup("disk", bars: [TermBar("/", value: 62), TermBar("/var", value: 25)]),
            TermBarGroup("net", bars: [TermBar("rx", value: 87, color: .cyan)]),
        ], orientation: .horizontal).also { $0.maximum = 100 }
    }

    @Test func verticalGroupsAtSeveralSizes() {
        let chart = Self.cpuGroups()
        assertInlineSnapshot(of: chart, as: .grid(width: 24, height: 7)) {
            """
                    ███
                ▅▅▅ ███
            ▁▁▁ ███ ███      ▇▇▇
            ███ ███ ███  ▃▃▃ ███
            █3█ █5█ █7█  █2█ █4█
            usr sys irq  usr sys
               cpu0       cpu1
            """
        }
        assertInlineSnapshot(of: chart, as: .styledGrid(width: 20, height: 4)) {
            """
                ▃▃▃ ███      ▁▁▁
            ....AAA.AAA......AAA
            ▇3▇ █5█ █7█  ▅2▅ █4█
            ABA.ACA.ACA..DED.ACA
            usr sys irq  usr sys
            ....................
               cpu0       cpu1
            ...FFFF.......FFFF..
            A: fg=green
            B: fg=green bold
            C: fg=black bg=green bold
            D: fg=yellow
            E: fg=yellow bold
            F: bold
            """
        }
        chart.barWidth = 1
        chart.barGap = 0
        chart.groupGap = 1
        assertInlineSnapshot(of: chart, as: .grid(width: 8, height: 5)) {
            """
             ▁█
            ▂██  ▆
            357 24
            usi us
            cp… cp
            """
        }
    }

    @Test func horizontalGroupsAtSeveralSizes() {
        let chart = Self.diskAndNetwork()
        assertInlineSnapshot(of: chart, as: .grid(width: 24, height: 6)) {
            """
            disk
            /    █████████▉ 62
            /var ████ 25

            net
            rx   █████████████▉ 87
            """
        }
        assertInlineSnapshot(of: chart, as: .styledGrid(width: 12, height: 5)) {
            """
            disk
            AAAA........
            /    ██▌ 62
            .....BBB.CC.
            /var █ 25
            .....B.CC...

            ............
            net
            AAA.........
            A: bold
            B: fg=green
            C: fg=green bold
            """
        }
    }

    @Test func onlyLabelledGroupsGetAHeaderRow() {
        // Memory without a group label, then the disks under theirs: no empty row on top.
        let chart = TermBarChart(groups: [
            TermBarGroup("", bars: [TermBar("used", value: 40), TermBar("free", value: 60)]),
            TermBarGroup("disks", bars: [TermBar("/", value: 70)]),
        ], orientation: .horizontal)
        chart.maximum = 100
        #expect(chart.intrinsicContentSize.height == 5)       // two bars, a gap, a header, a bar
        // 8 cells for the bars (16 less "used " and " 40"): 40 % is 25.6 eighths, so 3 cells and
        // a quarter; 60 % is 4 cells and 6 eighths; 70 % is 5 cells and 5 eighths.
        assertInlineSnapshot(of: chart, as: .grid(width: 16, height: 5)) {
            """
            used ███▎ 40
            free ████▊ 60

            disks
            /    █████▋ 70
            """
        }
    }

    @Test func eighthsOfACell() {
        let up = TermBarChart(bars: (1...8).map { TermBar(value: Double($0)) })
        up.barWidth = 1
        up.barGap = 0
        up.showsValues = false
        assertInlineSnapshot(of: up, as: .grid(width: 8, height: 1)) {
            """
            ▁▂▃▄▅▆▇█
            """
        }
        assertInlineSnapshot(of: up, as: .grid(width: 8, height: 2)) {
            """
                ▂▄▆█
            ▂▄▆█████
            """
        }
        let right = TermBarChart(bars: (1...8).map { TermBar(value: Double($0)) }, orientation: .horizontal)
        right.showsValues = false
        assertInlineSnapshot(of: right, as: .grid(width: 1, height: 8)) {
            """
            ▏
            ▎
            ▍
            ▌
            ▋
            ▊
            ▉
            █
            """
        }
        right.maximum = 4                                       // longer than the maximum: a full bar
        right.showsValues = true
        assertInlineSnapshot(of: right, as: .grid(width: 4, height: 8)) {
            """
            ▌ 1
            █ 2
            █▌ 3
            ██ 4
            ██ 5
            ██ 6
            ██ 7
            ██ 8
            """
        }
    }

    @Test func tooSmallShowsTheWholeBarsThatFit() {
        let vertical = Self.cpuGroups()
        assertInlineSnapshot(of: vertical, as: .grid(width: 10, height: 2)) {
            """
            ▃3▃ ▆5▆
            usr sys
            """
        }
        assertInlineSnapshot(of: vertical, as: .grid(width: 2, height: 1)) {
            """

            """
        }
        #expect(TermSnapshot.rendering(vertical, width: 0, height: 0).text == "")
        let horizontal = Self.diskAndNetwork()
        assertInlineSnapshot(of: horizontal, as: .grid(width: 6, height: 3)) {
            """
            disk
            /    ▋
            /var ▎
            """
        }
        assertInlineSnapshot(of: horizontal, as: .grid(width: 1, height: 2)) {
            """
            d
            ▋
            """
        }
        #expect(TermSnapshot.rendering(TermBarChart(), width: 5, height: 2).text == "     \n     ")
    }

    @Test func valuesThatAreNotPositiveOrFiniteDrawEmptyBars() {
        let chart = TermBarChart(bars: [TermBar("a", value: -3), TermBar("b", value: .nan), TermBar("c", value: 2.25),
                                        TermBar("d", value: .infinity)])
        assertInlineSnapshot(of: chart, as: .grid(width: 15, height: 3)) {
            """
                    ███
            -3      2.3
             a   b   c   d
            """
        }
        chart.maximum = 1e-300                                     // the fractions overflow: full bars
        chart.bars = [TermBar("big", value: 1.7e308), TermBar("tiny", value: 3e-301)]
        assertInlineSnapshot(of: chart, as: .grid(width: 8, height: 3)) {
            """
            ███
            ███ 0.0
            big ti…
            """
        }
        #expect(TermBar(value: 1.7e308).displayedValue == "1.7e+308")
        #expect(TermBar(value: -0.25).displayedValue == "-0.3")
        #expect(TermBar(value: -0.04).displayedValue == "0.0")
        #expect(TermBar(value: 12.5, valueText: "12½").displayedValue == "12½")
    }

    @Test func intrinsicSizes() {
        let vertical = Self.cpuGroups()
        // 5 bars of 3, 3 gaps of 1, a group gap of 2; 8 rows of bars, the bar and group labels.
        #expect(vertical.intrinsicContentSize == TermIntrinsicSize(width: 20, height: 10))
        let horizontal = Self.diskAndNetwork()
        // "/var" and a space, 8 cells of bar; 2 group labels, 3 bars, a group gap.
        #expect(horizontal.intrinsicContentSize == TermIntrinsicSize(width: 13, height: 6))
        let screen = TermScreen(width: 40, height: 20)
        screen.root |+| [vertical, horizontal]
        vertical.m_origin |=| (0, 0)
        horizontal.m_left |=| vertical.m_right + 2
        horizontal.m_top |=| screen.root
        screen.layout()
        #expect(vertical.frame == TermRect(x: 0, y: 0, width: 20, height: 10))
        #expect(horizontal.frame == TermRect(x: 22, y: 0, width: 13, height: 6))
    }

    @Test func newDataRedrawsWithoutALayout() {
        let screen = TermScreen(width: 30, height: 10)
        let chart = Self.cpuGroups()
        screen.root |+| chart
        chart.m_origin |=| (1, 1)
        _ = screen.render()
        let passes = screen.layoutPassCount
        var frames = Set<String>()
        for tick in 0..<60 {
            for g in chart.groups.indices {
                for b in chart.groups[g].bars.indices { chart.groups[g].bars[b].value = Double((tick * (b + 3) + g) % 17) }
            }
            frames.insert(screen.render().text)
        }
        #expect(screen.layoutPassCount == passes)
        #expect(frames.count == 17)                                  // the values repeat every 17 frames
        chart.groups[1].bars.append(TermBar("new", value: 1))        // one more bar: wider
        _ = screen.render()
        #expect(screen.layoutPassCount == passes + 1)
        #expect(chart.frame.width == 24)
    }

    @Test func itTakesNoFocusAndLetsKeysAndClicksThrough() {
        let screen = TermScreen(width: 20, height: 8)
        let chart = Self.cpuGroups()
        screen.root |+| chart
        chart |=| screen.root
        #expect(!screen.focus(chart))
        #expect(!screen.send(.character(" ")))
        #expect(!screen.send(TermMouseEvent(.click(button: 1), at: TermPoint(x: 1, y: 6))))
        #expect(screen.hitTest(TermPoint(x: 1, y: 6)) === chart)
    }
}
