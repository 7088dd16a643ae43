import Mortar
import MortarVFL

/// Every process, busiest first, in a scrollable, selectable table, with the selected one's
/// details underneath.
@MainActor
final class ProcessesPage: TermView {
    let box = TermBox(title: "Processes")
    let table = TermTable(columns: [
        TermTableColumn("PID", width: .fixed(7), alignment: .right),
        TermTableColumn("NAME", width: .flexible(min: 8, weight: 1)),
        TermTableColumn("S", width: .fixed(1)),
        TermTableColumn("CPU%", width: .fixed(6), alignment: .right),
        TermTableColumn("RSS", width: .fixed(9), alignment: .right),
    ])
    private let detail = TermLabel()
    private var processes: [SystemSnapshot.Process] = []

    required init() {
        super.init()
        detail.lineBreakMode = .truncateTail
        detail.style = TermStyle(foreground: .brightBlack)
        table.headerStyle = TermStyle(foreground: .cyan, attributes: .bold)
        table.onSelect = { [weak self] _ in self?.showDetail() }
        self |+| [box |+| [table, detail]]
        box |=| self
        box ||>> table
        box ||>> detail
        box ||^^ table[~~1] | detail[==1]
    }

    func update(_ snapshot: SystemSnapshot) {
        // Keep the selected process selected as the order changes.
        let selectedPID = table.selectedIndex.flatMap { $0 < processes.count ? processes[$0].pid : nil }
        processes = snapshot.processes
        let rows = processes
        table.setRows(count: rows.count) { row, column in
            let process = rows[row]
            switch column {
            case 0: return String(process.pid)
            case 1: return process.name
            case 2: return process.state
            case 3: return Formatting.fixed(process.cpuPercent, 1)
            default: return Formatting.bytes(Double(process.residentBytes))
            }
        }
        if let selectedPID, let row = processes.firstIndex(where: { $0.pid == selectedPID }) { table.select(row) }
        box.title = "Processes (\(processes.count))"
        showDetail()
    }

    private func showDetail() {
        guard let row = table.selectedIndex, row < processes.count else {
            detail.text = "↑↓ select  PgUp/PgDn scroll  Home/End"
            return
        }
        let p = processes[row]
        detail.text = "pid \(p.pid)  \(p.name)  state \(p.state)  cpu \(Formatting.fixed(p.cpuPercent, 1))%  "
            + "rss \(Formatting.bytes(Double(p.residentBytes)))"
    }
}
