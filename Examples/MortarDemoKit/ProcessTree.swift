/// Processes arranged by parent, as `pstree` shows them: each process under its parent; a
/// process whose parent is not in the list (pid 1's parent 0, a parent gone since) is a root.
struct ProcessTree: Equatable {
    /// The top-level processes' pids, in ascending order.
    var roots: [Int] = []
    /// Each parent's children's pids, in ascending order (parents without children left out).
    var children: [Int: [Int]] = [:]

    /// Arranges `processes` by their ``SystemSnapshot/Process/parentPID``. A process listed as
    /// its own ancestor (a loop, as a list read while pids were being reused could show) is a
    /// root too, so every process shows exactly once.
    init(_ processes: [SystemSnapshot.Process]) {
        let pids = Set(processes.map(\.pid))
        for process in processes.sorted(by: { $0.pid < $1.pid }) {
            if process.parentPID != process.pid, pids.contains(process.parentPID) {
                children[process.parentPID, default: []].append(process.pid)
            } else {
                roots.append(process.pid)
            }
        }
        // Whatever the roots do not reach is in a loop: its smallest pid becomes a root, once
        // cut from the parent that closed the loop.
        var reached = Set<Int>()
        func reach(_ start: Int) {
            var stack = [start]
            while let pid = stack.popLast() {
                guard reached.insert(pid).inserted else { continue }
                stack += children[pid] ?? []
            }
        }
        roots.forEach(reach)
        for process in processes.sorted(by: { $0.pid < $1.pid }) where !reached.contains(process.pid) {
            children[process.parentPID]?.removeAll { $0 == process.pid }
            if children[process.parentPID]?.isEmpty == true { children[process.parentPID] = nil }
            roots.append(process.pid)
            reach(process.pid)
        }
        roots.sort()
    }
}
