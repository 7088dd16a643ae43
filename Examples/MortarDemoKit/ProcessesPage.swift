import Mortar
import MortarVFL

/// Every process, busiest first, in a scrollable, selectable table, or (`t`) as a tree by
/// parent, with the selected one's details underneath.
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
    /// The processes by parent, shown instead of the table after `t`.
    let tree = TermTree()
    /// Whether the tree is shown instead of the table.
    private(set) var showsTree = false
    private let detail = TermLabel()
    private var processes: [SystemSnapshot.Process] = []
    /// The pid of each node of the tree.
    private var treePIDs: [ObjectIdentifier: Int] = [:]
    /// The processes whose children the user hid, kept across readings (the rest are open).
    private var collapsedPIDs: Set<Int> = []

    required init() {
        super.init()
        detail.lineBreakMode = .truncateTail
        detail.style = TermStyle(foreground: .brightBlack)
        table.headerStyle = TermStyle(foreground: .cyan, attributes: .bold)
        table.onSelect = { [weak self] _ in self?.showDetail() }
        tree.onSelect = { [weak self] _ in self?.showDetail() }
        tree.onToggle = { [weak self] node in
            guard let self, let pid = self.treePIDs[ObjectIdentifier(node)] else { return }
            if node.isExpanded { self.collapsedPIDs.remove(pid) } else { self.collapsedPIDs.insert(pid) }
        }
        tree.isHidden = true
        self |+| [box |+| [table, tree, detail]]
        box |=| self
        box ||>> table
        box ||>> detail
        box ||^^ table[~~1] | detail[==1]
        tree.m_edges |=| table.m_edges
    }

    /// The list on show, the table or the tree: the one the page focuses.
    var list: TermView { showsTree ? tree : table }

    /// `t` switches between the table and the tree (the focus follows).
    override func handleKey(_ key: TermKey) -> Bool {
        guard key == .character("t") else { return false }
        let selectedPID = selectedProcess?.pid
        showsTree.toggle()
        if showsTree {
            updateTree(keeping: selectedPID)
        } else if let selectedPID, let row = processes.firstIndex(where: { $0.pid == selectedPID }) {
            table.select(row)
        }
        table.isHidden = showsTree
        tree.isHidden = !showsTree
        if screen?.focusedView === table || screen?.focusedView === tree { screen?.focus(list) }
        showTitle()
        showDetail()
        return true
    }

    func update(_ snapshot: SystemSnapshot) {
        // Keep the selected process selected as the order changes.
        let selectedPID = selectedProcess?.pid
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
        if showsTree { updateTree(keeping: selectedPID) }       // hidden, it waits for `t`
        if let selectedPID, let row = processes.firstIndex(where: { $0.pid == selectedPID }) { table.select(row) }
        showTitle()
        showDetail()
    }

    /// Rebuilds the tree by parent, every process open but those the user closed.
    private func updateTree(keeping selectedPID: Int?) {
        let arrangement = ProcessTree(processes)
        let byPID = Dictionary(processes.map { ($0.pid, $0) }, uniquingKeysWith: { first, _ in first })
        var pids: [ObjectIdentifier: Int] = [:], open: [TermTreeNode] = []
        func node(_ pid: Int) -> TermTreeNode {
            let node = TermTreeNode("\(pid) \(byPID[pid]?.name ?? "?")",
                                    children: (arrangement.children[pid] ?? []).map(node))
            pids[ObjectIdentifier(node)] = pid
            if !collapsedPIDs.contains(pid), node.isExpandable { open.append(node) }
            return node
        }
        tree.roots = arrangement.roots.map(node)
        treePIDs = pids
        tree.setExpanded(open, true)   // one flattening for all of them
        collapsedPIDs.formIntersection(Set(pids.values))
        if let selectedPID,
           let row = tree.visibleNodes.firstIndex(where: { pids[ObjectIdentifier($0.node)] == selectedPID }) {
            tree.select(row)
        }
    }

    /// The process selected in the list on show.
    private var selectedProcess: SystemSnapshot.Process? {
        if showsTree {
            guard let pid = tree.selectedNode.flatMap({ treePIDs[ObjectIdentifier($0)] }) else { return nil }
            return processes.first { $0.pid == pid }
        }
        guard let row = table.selectedIndex, row < processes.count else { return nil }
        return processes[row]
    }

    private func showTitle() {
        box.title = showsTree ? "Process tree (\(processes.count))" : "Processes (\(processes.count))"
    }

    private func showDetail() {
        guard let p = selectedProcess else {
            detail.text = "↑↓ select  PgUp/PgDn scroll  Home/End  t " + (showsTree ? "table" : "tree")
            return
        }
        detail.text = "pid \(p.pid)  \(p.name)  state \(p.state)  cpu \(Formatting.fixed(p.cpuPercent, 1))%  "
            + "rss \(Formatting.bytes(Double(p.residentBytes)))"
    }
}
