@testable import Mortar
import MortarTesting
import Testing

@Suite("Widgets: TermTree") @MainActor
struct TreeWidgetTests {
    /// `/` with `etc` (two files) and `usr` (whose `bin` loads lazily), counting the loads.
    static func files() -> (tree: TermTree, loads: Counter) {
        let loads = Counter()
        let bin = TermTreeNode("bin") {
            loads.count += 1
            return [TermTreeNode("ls"), TermTreeNode("sh")]
        }
        let usr = TermTreeNode("usr", children: [bin, TermTreeNode("lib")])
        let etc = TermTreeNode("etc", children: [TermTreeNode("hosts"), TermTreeNode("passwd")])
        let root = TermTreeNode("/", children: [etc, usr])
        let tree = TermTree([root])
        tree.setExpanded(root, true)
        tree.setExpanded(usr, true)
        return (tree, loads)
    }

    final class Counter { var count = 0 }

    @Test func severalSizesAndTooSmall() {
        let (tree, loads) = Self.files()
        #expect(tree.intrinsicContentSize == TermIntrinsicSize(width: 9, height: nil))
        #expect(TermSnapshot.rendering(tree, width: 16, height: 5).rows.map { $0.trimmingSuffixSpaces } == [
            "▾ /", "  ▸ etc", "  ▾ usr", "    ▸ bin", "      lib",
        ])
        #expect(TermSnapshot.rendering(tree, width: 6, height: 2).rows == ["▾ /   ", "  ▸ e…"])
        #expect(TermSnapshot.rendering(tree, width: 2, height: 1).rows == ["▾…"])
        #expect(loads.count == 0)                                     // bin was never opened
    }

    @Test func keysExpandCollapseAndLoadLazily() {
        let (tree, loads) = Self.files()
        let screen = filledScreen(with: tree, width: 16, height: 8)
        tree.becomeFocused()
        screen.send(.down)
        #expect(tree.selectedNode?.title == "/")                      // the first row
        screen.send(.end)
        screen.send(.up)
        #expect(tree.selectedNode?.title == "bin")
        screen.send(.right)                                           // expands, loading its children once
        #expect(loads.count == 1 && tree.visibleNodes.count == 7)
        screen.send(.right)                                           // into its first child
        #expect(tree.selectedNode?.title == "ls")
        #expect(!screen.send(.right))                                 // a leaf: nothing to open
        screen.send(.left)                                            // to its parent
        #expect(tree.selectedNode?.title == "bin")
        screen.send(.left)                                            // collapses it
        screen.send(.enter)                                           // and Enter opens it again
        #expect(loads.count == 1 && tree.visibleNodes.count == 7)
        tree.select(2)                                                // usr
        screen.send(.character(" "))                                  // collapses usr with bin inside
        #expect(tree.visibleNodes.map(\.node.title) == ["/", "etc", "usr"] && tree.selectedNode?.title == "usr")
        #expect(screen.render().rows[2].hasPrefix("  ▸ usr"))
        screen.send(.left)
        screen.send(.left)
        #expect(tree.selectedNode?.title == "/" && tree.visibleNodes.count == 1)   // to the parent, then closes it
    }

    @Test func newNodesOfTheSameWidthDoNotLayOutAgain() {
        let tree = TermTree([TermTreeNode("cpu 10%")])
        let screen = filledScreen(with: tree, width: 12, height: 3)
        screen.layout()
        let passes = screen.layoutPassCount
        tree.roots = [TermTreeNode("cpu 12%")]
        _ = screen.render()
        #expect(screen.layoutPassCount == passes && screen.render().rows[0] == "  cpu 12%   ")
        tree.roots = [TermTreeNode("cpu 100%")]                       // wider: its intrinsic size changed
        screen.layout()
        #expect(screen.layoutPassCount == passes + 1 && tree.intrinsicContentSize.width == 10)
    }

    @Test func clicksSelectAndToggleOnTheMark() {
        let (tree, _) = Self.files()
        let screen = filledScreen(with: tree, width: 16, height: 8)
        var toggled: [String] = []
        tree.onToggle = { toggled.append($0.title) }
        screen.send(click(6, 1))                                      // on "etc": selects
        #expect(tree.isFocused && tree.selectedNode?.title == "etc" && toggled.isEmpty)
        screen.send(click(2, 1))                                      // on its mark: opens it
        #expect(toggled == ["etc"] && tree.visibleNodes.count == 7)
        #expect(screen.render().rows[2].hasPrefix("      hosts"))
        screen.send(click(0, 0))                                      // the root's mark: closes all
        #expect(tree.visibleNodes.count == 1 && tree.selectedNode?.title == "/")
        screen.send(click(0, 5))                                      // below the rows: nothing
        #expect(tree.selectedNode?.title == "/")
    }
}

extension String {
    /// The string without its trailing spaces.
    fileprivate var trimmingSuffixSpaces: String { String(reversed().drop { $0 == " " }.reversed()) }
}
