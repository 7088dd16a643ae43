import Mortar
import MortarVFL

/// CPU per core (gauge and history) over a line chart of the total's and each core's history, memory and disks
/// as bars, network rates, load and uptime, and the log, laid out with MortarVFL and Mortar
/// operators.
@MainActor
final class OverviewPage: TermView {
    /// The readings the CPU chart keeps (a minute at the default interval), about one per
    /// column of braille dots at 80 × 24.
    static let historyLength = 60
    /// The most cores the CPU chart draws a line each for.
    static let maximumCoreLines = 4

    let cpuBox = TermBox(title: "CPU"), memoryBox = TermBox(title: "Memory · disks")
    let networkBox = TermBox(title: "Network")
    let logBox = TermBox(title: "Log")
    let log = TermList()
    private var coreRows: [(label: TermLabel, gauge: TermGauge, history: TermSparkline)] = []
    /// The history of all cores together and of each core, filling the CPU box under the
    /// per-core rows: the last ``historyLength`` readings, the newest on the right (it starts
    /// empty, gaps on the left).
    let cpuChart = TermLineChart(series: [TermChartSeries("all", values: Array(repeating: .nan, count: historyLength),
                                                          color: .green)],
                                 yBounds: 0...100)
    /// Memory used, cached, free and swap used, then each disk's use, as shares of their whole.
    let memoryChart = TermBarChart(groups: MemoryBars.groups(SystemSnapshot()), orientation: .horizontal)
    private let receiveText = TermLabel(), transmitText = TermLabel()
    private let receiveHistory = TermSparkline(), transmitHistory = TermSparkline()
    private let loadText = TermLabel(), uptimeText = TermLabel()
    private var rowConstraints: MortarGroup = []

    required init() {
        super.init()
        log.followsTail = true
        log.style = TermStyle(foreground: .brightBlack)
        for label in [receiveText, transmitText, loadText, uptimeText] {
            label.lineBreakMode = .truncateTail
        }
        receiveHistory.style = TermStyle(foreground: .green)
        transmitHistory.style = TermStyle(foreground: .magenta)
        let receiveLabel = TermLabel("rx", style: .bold), transmitLabel = TermLabel("tx", style: .bold)

        cpuChart.xBounds = 0...Double(Self.historyLength - 1)
        cpuChart.showsLegend = false
        cpuChart.showsXAxis = false
        cpuChart.yLabel = { "\(Int($0.rounded()))%" }
        cpuChart.minimumPlotSize = TermSize(width: 10, height: 2)
        cpuChart.m_compResist = .low                            // the first to give way in the box
        cpuChart.isHidden = true                                // until the first reading places it
        memoryChart.maximum = 1
        memoryChart.labelStyle = .bold
        memoryChart.m_compResist = .medium                      // before the boxes' edges
        memoryChart.m_huggingV = .medium                        // the network box takes the rest
        self |+| [
            cpuBox |+| cpuChart,
            memoryBox |+| memoryChart,
            networkBox |+| [receiveLabel, receiveText, receiveHistory, transmitLabel, transmitText, transmitHistory,
                            loadText, uptimeText],
            logBox |+| log,
        ]

        // Two columns: CPU takes 3/5 of the width; memory over network on the right.
        self |>> cpuBox[~~3] | memoryBox[~~2]
        self |>> logBox
        networkBox.m_sides |=| memoryBox.m_sides
        self |^^ cpuBox[~~2] | logBox[~~1]
        log.m_edges |=| logBox.m_edges ~ (1, 1, 1, 1) ! .high
        // What is inside the boxes gives way (priority 750) when the terminal is too small for
        // it, so the boxes themselves always fit and their content is clipped instead.
        MortarDefault.priority.with(.high) {
            self.m_top |^ memoryBox | networkBox[~~1] ^| cpuBox.m_bottom
            // The memory box is as tall as its bars.
            memoryBox ||>> memoryChart
            memoryBox ||^^ memoryChart

            // Network: rates with their history, then load and uptime.
            for (label, text, history) in [(receiveLabel, receiveText, receiveHistory),
                                           (transmitLabel, transmitText, transmitHistory)] {
                networkBox.m_leftMargin |> label[==3] | text[==11] || history[~~1] <| networkBox.m_rightMargin
            }
            [loadText, uptimeText].m_sides |=| networkBox.m_sides ~ (1, 1)
            networkBox.m_topMargin |^ [receiveLabel, receiveText, receiveHistory][==1]
                | [transmitLabel, transmitText, transmitHistory][==1] | loadText[==1] | uptimeText[==1]
        }
    }

    /// Makes one row per core (plus "all"), laid out with one VFL statement per row and one
    /// for the column.
    private func makeCoreRows(_ count: Int) {
        MortarDefault.priority.with(.high) { makeCoreRowsInside(count) }
    }

    private func makeCoreRowsInside(_ count: Int) {
        rowConstraints.deactivate()
        coreRows.forEach { $0.label.removeFromSuperview(); $0.gauge.removeFromSuperview(); $0.history.removeFromSuperview() }
        coreRows = (0...count).map { i in
            (TermLabel(i == 0 ? "all" : "cpu\(i - 1)", style: i == 0 ? .bold : .plain), TermGauge(), TermSparkline())
        }
        var column: MortarVFLList?
        for row in coreRows {
            cpuBox |+| [row.label, row.gauge, row.history]
            row.history.maximum = 1
            rowConstraints += cpuBox.m_leftMargin |> row.label[==5] | row.gauge[~~1] || row.history[~~1]
                <| cpuBox.m_rightMargin
            let node = [row.label, row.gauge, row.history][==1]
            column = column.map { $0 | node } ?? node.mortarVFLList
        }
        // One line per core beside the total, each keeping its history when the rows are remade;
        // beyond four cores the lines are a tangle (and every frame repaints them all), so the
        // chart keeps the total and the rows above show each core.
        let colors: [TermColor] = [.cyan, .magenta, .yellow, .blue]
        let lines = count <= Self.maximumCoreLines ? count : 0
        cpuChart.series = (0...lines).map { i in
            let name = i == 0 ? "all" : "cpu\(i - 1)"
            let values = cpuChart.series.first { $0.name == name }?.values
                ?? Array(repeating: .nan, count: Self.historyLength)
            return TermChartSeries(name, values: values, color: i == 0 ? .green : colors[(i - 1) % colors.count])
        }
        cpuChart.showsLegend = lines > 0
        rowConstraints += cpuBox ||>> cpuChart
        cpuChart.isHidden = false                               // placed now, under the rows
        if let column, let last = coreRows.last {
            rowConstraints += cpuBox.m_topMargin |^ column
            // The chart takes what the rows leave and gives way first (priority 500).
            rowConstraints += MortarDefault.priority.with(.medium) {
                last.label.m_bottom |^ 1 | cpuChart[~~1] ^| cpuBox.m_bottomMargin
            }
        }
    }

    func update(_ snapshot: SystemSnapshot) {
        if coreRows.count != snapshot.cores.count + 1 { makeCoreRows(snapshot.cores.count) }
        for (i, row) in coreRows.enumerated() {
            let value = i == 0 ? snapshot.totalCPU : snapshot.cores[i - 1]
            row.gauge.fraction = value
            row.gauge.barColor = value > 0.85 ? .red : (value > 0.6 ? .yellow : .green)
            row.history.append(value)
        }
        // A reading without rates is a gap, not a dive to 0 %.
        for i in 0..<min(cpuChart.series.count, snapshot.cores.count + 1) {
            let value = i == 0 ? snapshot.totalCPU : snapshot.cores[i - 1]
            cpuChart.append(snapshot.hasRates ? value * 100 : .nan, toSeries: i, limit: Self.historyLength)
        }
        memoryChart.groups = MemoryBars.groups(snapshot)
        receiveText.text = Formatting.bytes(snapshot.receiveRate) + "/s"
        transmitText.text = Formatting.bytes(snapshot.transmitRate) + "/s"
        receiveHistory.append(snapshot.receiveRate)
        transmitHistory.append(snapshot.transmitRate)
        loadText.text = "load " + snapshot.load.map { Formatting.fixed($0, 2) }.joined(separator: " ")
        uptimeText.text = "up " + Formatting.duration(snapshot.uptime)
    }
}
