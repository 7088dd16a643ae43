import Testing
@testable import Mortar

/// Expanding many nodes of a `TermTree` at once, and trees far deeper than a thread's stack.
@Suite("TermTree: many nodes, deep chains") @MainActor
struct TreeExpansionTests {
    @Test func manyNodesExpandInOneCallAndADeepChainDoesNotExhaustTheStack() {
        // A chain 20,000 levels deep (recursion over it would overflow a thread's stack).
        var chain = TermTreeNode("leaf")
        var all = [chain]
        for i in 0..<20_000 {
            chain = TermTreeNode("n\(i)", children: [chain])
            all.append(chain)
        }
        let tree = TermTree([chain])
        tree.setExpanded(all, true)
        #expect(tree.visibleNodes.count == 20_001)
        #expect(tree.visibleNodes.last?.node.title == "leaf" && tree.visibleNodes.last?.depth == 20_000)
    }

    @Test func expandingInOneCallShowsWhatExpandingOneByOneShows() {
        let small = (0..<5).map { TermTreeNode("r\($0)", children: [TermTreeNode("c\($0)")]) }
        let tree = TermTree(small)
        for node in small { tree.setExpanded(node, true) }
        let rows = tree.visibleNodes.map { "\($0.depth) \($0.node.title)" }
        for node in small { tree.setExpanded(node, false) }
        #expect(tree.visibleNodes.count == 5)
        tree.setExpanded(small, true)
        #expect(tree.visibleNodes.map { "\($0.depth) \($0.node.title)" } == rows)
        #expect(rows == ["0 r0", "1 c0", "0 r1", "1 c1", "0 r2", "1 c2", "0 r3", "1 c3", "0 r4", "1 c4"])
    }
}
