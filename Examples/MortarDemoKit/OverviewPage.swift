import Mortar
import MortarVFL

/// CPU per core (gauge and history), memory and swap, network rates, load and uptime, and the
/// log, laid out with MortarVFL and Mortar operators.
@MainActor
final class OverviewPage: TermView {
    let cpuBox = TermBox(title: "CPU"), memoryBox = TermBox(title: "Memory"), networkBox = TermBox(title: "Network")
    let logBox = TermBox(title: "Log")
    let log = TermList()
    private var coreRows: [(label: TermLabel, gauge: TermGauge, history: TermSparkline)] = []
    /// The history of all cores together, filling the CPU box under the per-core rows.
    private let totalHistory = TermSparkline()
    private let memoryGauge = TermGauge(), swapGauge = TermGauge()
    private let memoryText = TermLabel(), swapText = TermLabel()
    private let receiveText = TermLabel(), transmitText = TermLabel()
    private let receiveHistory = TermSparkline(), transmitHistory = TermSparkline()
    private let loadText = TermLabel(), uptimeText = TermLabel()
    private var rowConstraints: MortarGroup = []

    required init() {
        super.init()
        log.followsTail = true
        log.style = TermStyle(foreground: .brightBlack)
        for label in [memoryText, swapText, receiveText, transmitText, loadText, uptimeText] {
            label.lineBreakMode = .truncateTail
        }
        receiveHistory.style = TermStyle(foreground: .green)
        transmitHistory.style = TermStyle(foreground: .magenta)
        swapGauge.barColor = .yellow
        let memoryLabel = TermLabel("mem", style: .bold), swapLabel = TermLabel("swp", style: .bold)
        let receiveLabel = TermLabel("rx", style: .bold), transmitLabel = TermLabel("tx", style: .bold)

        totalHistory.maximum = 1
        totalHistory.style = TermStyle(foreground: .green)
        self |+| [
            cpuBox |+| totalHistory,
            memoryBox |+| [memoryLabel, memoryGauge, memoryText, swapLabel, swapGauge, swapText],
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
            memoryBox.m_height |=| 6 ! .medium                  // gives way before the edges do

            // The memory box: a label and a gauge per line, the numbers under each.
            memoryBox.m_leftMargin |> memoryLabel[==4] | memoryGauge[~~1] <| memoryBox.m_rightMargin
            memoryBox.m_leftMargin |> swapLabel[==4] | swapGauge[~~1] <| memoryBox.m_rightMargin
            [memoryText, swapText].m_sides |=| memoryGauge.m_sides
            // Keeping them under the gauge matters more than showing all of their text.
            for text in [memoryText, swapText] { text.m_compResistH = .medium }
            memoryBox.m_topMargin |^ [memoryLabel, memoryGauge][==1] | memoryText[==1] | [swapLabel, swapGauge][==1]
                | swapText[==1]

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
        rowConstraints += cpuBox ||>> totalHistory
        if let column, let last = coreRows.last {
            rowConstraints += cpuBox.m_topMargin |^ column
            // The history takes what the rows leave and gives way first (priority 500).
            rowConstraints += MortarDefault.priority.with(.medium) {
                last.label.m_bottom |^ 1 | totalHistory[~~1] ^| cpuBox.m_bottomMargin
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
        totalHistory.append(snapshot.totalCPU)
        memoryGauge.fraction = snapshot.memoryTotal > 0 ? Double(snapshot.memoryUsed) / Double(snapshot.memoryTotal) : 0
        memoryText.text = "\(Formatting.bytes(Double(snapshot.memoryUsed))) of \(Formatting.bytes(Double(snapshot.memoryTotal)))"
        swapGauge.fraction = snapshot.swapTotal > 0 ? Double(snapshot.swapUsed) / Double(snapshot.swapTotal) : 0
        swapText.text = snapshot.swapTotal > 0
            ? "\(Formatting.bytes(Double(snapshot.swapUsed))) of \(Formatting.bytes(Double(snapshot.swapTotal)))"
            : "no swap"
        receiveText.text = Formatting.bytes(snapshot.receiveRate) + "/s"
        transmitText.text = Formatting.bytes(snapshot.transmitRate) + "/s"
        receiveHistory.append(snapshot.receiveRate)
        transmitHistory.append(snapshot.transmitRate)
        loadText.text = "load " + snapshot.load.map { Formatting.fixed($0, 2) }.joined(separator: " ")
        uptimeText.text = "up " + Formatting.duration(snapshot.uptime)
    }
}
