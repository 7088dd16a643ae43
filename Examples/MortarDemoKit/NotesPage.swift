import Mortar

/// Notes beside the processes grouped by state, in a split view: type in the text area; Tab
/// moves on to the tree (Right and Left open and close a state), then to the divider (Left and
/// Right move it; the mouse drags it).
@MainActor
final class NotesPage: TermView {
    let split = TermSplitView(.horizontal)
    let notes = TermTextArea(text: "Type here. Tab: on to the tree, then the divider (← → or drag it).")
    let tree = TermTree()
    private let notesBox = TermBox(title: "Notes"), treeBox = TermBox(title: "Processes by state")
    /// The states whose nodes are open, kept across readings.
    private var openStates: Set<String> = ["R"]

    required init() {
        super.init()
        notesBox |+| notes
        treeBox |+| tree
        notes.m_edges |=| notesBox.m_edges ~ (1, 1, 1, 1)
        tree.m_edges |=| treeBox.m_edges ~ (1, 1, 1, 1)
        split.setMinimumSize(12, ofPaneAt: 0)
        split.setMinimumSize(12, ofPaneAt: 1)
        split |+| [notesBox, treeBox]
        self |+| split
        split |=| self
        tree.onToggle = { [weak self] node in
            guard let state = node.title.first.map(String.init) else { return }
            if node.isExpanded { self?.openStates.insert(state) } else { self?.openStates.remove(state) }
        }
    }

    /// Regroups the processes by state, keeping open the states that were.
    func update(_ snapshot: SystemSnapshot) {
        let names = ["R": "running", "S": "sleeping", "D": "waiting", "I": "idle", "Z": "zombie", "T": "stopped"]
        let order = ["R", "S", "D", "I", "Z", "T"]
        let groups = Dictionary(grouping: snapshot.processes, by: \.state)
        let states = groups.keys.sorted { (order.firstIndex(of: $0) ?? 99, $0) < (order.firstIndex(of: $1) ?? 99, $1) }
        let roots = states.map { state in
            TermTreeNode("\(state) \(names[state] ?? "other") (\(groups[state]?.count ?? 0))",
                         children: (groups[state] ?? []).map { TermTreeNode("\($0.pid) \($0.name)") })
        }
        let selected = tree.selectedIndex
        tree.roots = roots
        tree.setExpanded(zip(states, roots).filter { openStates.contains($0.0) }.map(\.1), true)
        if let selected { tree.select(selected) }
    }
}
