import Testing
@testable import Mortar

/// A random screen: a tree of views (labels with text, so intrinsic sizes compete) and
/// constraints at a few shared priorities, so that equal-priority constraints compete when the
/// screen is small. Written as data so a failure can print it and shrink it.
struct RandomLayoutCase: CustomStringConvertible {
    struct Node {
        var parent: Int   // -1: the screen's root
        var text: String?
        /// The text a label changes to at every other step of ``PathIndependenceTests/textChangesToo``.
        var otherText: String? = nil
    }
    struct Rule {
        var first: Int, a: TermLayoutAttribute, relation: TermLayoutRelation
        var second: Int?, b: TermLayoutAttribute?   // second -1: the root
        var multiplier: Double, constant: Double, priority: Double
    }
    var nodes: [Node] = []
    var rules: [Rule] = []
    var sizes: [TermSize] = []

    static let priorities: [Double] = [250, 500, 750, 750, 1000]
    static let positions: [TermLayoutAttribute] = [.left, .right, .top, .bottom, .centerX, .centerY]
    static let dimensions: [TermLayoutAttribute] = [.width, .height]

    init(seed: UInt64) {
        var rng = SplitMix(seed)
        let count = 2 + rng.below(8)
        for i in 0..<count {
            let parent = i == 0 ? -1 : rng.below(i + 1) - 1
            let text: String? = rng.below(3) == 0 ? nil
                : String(repeating: "x", count: 1 + rng.below(12)) + (rng.below(3) == 0 ? "\nyy" : "")
            nodes.append(Node(parent: parent, text: text,
                              otherText: text.map { _ in String(repeating: "z", count: 1 + rng.below(16)) }))
        }
        for _ in 0..<(count * 3 + rng.below(count * 3)) {
            let first = rng.below(count)
            let priority = Self.priorities[rng.below(Self.priorities.count)]
            // A rule ties an item to its parent or to a sibling (both under one view), so it
            // can be satisfied by moving things around; required ones are few and simple.
            let siblings = nodes.indices.filter { nodes[$0].parent == nodes[first].parent && $0 != first }
            let second = rng.below(2) == 0 || siblings.isEmpty ? nodes[first].parent : siblings[rng.below(siblings.count)]
            if rng.below(3) == 0 {
                let a = Self.dimensions[rng.below(2)]
                let relation: TermLayoutRelation = [.equal, .greaterOrEqual, .lessOrEqual][rng.below(3)]
                if rng.below(2) == 0 {
                    rules.append(Rule(first: first, a: a, relation: relation, second: nil, b: nil, multiplier: 1,
                                      constant: Double(rng.below(30)), priority: priority))
                } else {
                    rules.append(Rule(first: first, a: a, relation: relation, second: second, b: a,
                                      multiplier: [1, 0.5, 1.0 / 3][rng.below(3)], constant: Double(rng.below(5)) - 2,
                                      priority: priority))
                }
            } else {
                let horizontal = rng.below(2) == 0
                let choices: [TermLayoutAttribute] = horizontal ? [.left, .right, .centerX] : [.top, .bottom, .centerY]
                let a = choices[rng.below(3)], b = choices[rng.below(3)]
                let relation: TermLayoutRelation = [.equal, .equal, .greaterOrEqual, .lessOrEqual][rng.below(4)]
                rules.append(Rule(first: first, a: a, relation: relation, second: second, b: b, multiplier: 1,
                                  constant: Double(rng.below(9)) - 4, priority: priority == 1000 ? 750 : priority))
            }
        }
        let pool = [TermSize(width: 1, height: 1), TermSize(width: 100, height: 30), TermSize(width: 40, height: 12),
                    TermSize(width: 20, height: 6), TermSize(width: 33, height: 9), TermSize(width: 7, height: 3)]
        for _ in 0..<(2 + rng.below(5)) {
            sizes.append(rng.below(2) == 0 ? pool[rng.below(pool.count)]
                         : TermSize(width: 1 + rng.below(120), height: 1 + rng.below(40)))
        }
    }

    /// Builds the case on a new screen of `size` and lays it out; returns every view's frame.
    /// With `everyPreference`, every tie-breaking preference enters the solver with its item
    /// (the reference for the engine's way of adding only those that decide something).
    @MainActor func build(_ size: TermSize, otherTexts: Bool = false, everyPreference: Bool = false) -> (TermScreen, [TermView]) {
        let screen = TermScreen(width: size.width, height: size.height)
        screen.engine.addsEveryPreference = everyPreference
        screen.checksAmbiguityAtLayout = false   // random trees are ambiguous on purpose
        var views: [TermView] = []
        for node in nodes {
            let view: TermView = (otherTexts ? node.otherText : node.text).map { TermLabel($0) } ?? TermView()
            (node.parent < 0 ? screen.root : views[node.parent]).addSubview(view)
            views.append(view)
        }
        func item(_ i: Int?) -> TermView? { i.map { $0 < 0 ? screen.root : views[$0] } }
        for r in rules {
            TermLayoutConstraint(views[r.first], r.a, r.relation, item(r.second), r.b, multiplier: r.multiplier,
                                 constant: r.constant, priority: TermPriority(r.priority)).activate()
        }
        screen.layout()
        return (screen, views)
    }

    var description: String {
        var lines = ["sizes: " + sizes.map { "\($0.width)x\($0.height)" }.joined(separator: " -> ")]
        for (i, n) in nodes.enumerated() {
            lines.append("v\(i) = \(n.text.map { "TermLabel(\($0.debugDescription))" } ?? "TermView()") in "
                         + (n.parent < 0 ? "root" : "v\(n.parent)"))
        }
        func name(_ i: Int?) -> String { i.map { $0 < 0 ? "root" : "v\($0)" } ?? "" }
        for r in rules {
            let rel = r.relation == .equal ? "|=|" : (r.relation == .greaterOrEqual ? "|>|" : "|<|")
            let rhs = r.second == nil ? "\(Int(r.constant))"
                : "\(name(r.second)).\(r.b!) * \(r.multiplier) + \(r.constant)"
            lines.append("v\(r.first).\(r.a) \(rel) \(rhs) ! \(Int(r.priority))")
        }
        return lines.joined(separator: "\n")
    }
}

/// A small deterministic generator (SplitMix64), so a seed means the same case everywhere.
struct SplitMix {
    var state: UInt64
    init(_ seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

/// Serialized: hundreds of main-actor cases queued at once kept the main actor from the
/// terminal tests' apps for over a minute under `make test`; one case at a time lets them in.
@Suite("Path independence: frames depend on the constraints and the size, not on the resizes before", .serialized)
@MainActor
struct PathIndependenceTests {
    /// The first size at which the resized screen differs from a fresh one, with both frame lists.
    func firstDifference(_ c: RandomLayoutCase) -> String? {
        guard let first = c.sizes.first else { return nil }
        let (screen, views) = c.build(first)
        for size in c.sizes.dropFirst() {
            screen.resize(width: size.width, height: size.height)
            screen.layout()
            let (_, fresh) = c.build(size)
            let resized = views.map(\.frameOnScreen), expected = fresh.map(\.frameOnScreen)
            if resized != expected {
                let lines = zip(resized, expected).enumerated().filter { $0.element.0 != $0.element.1 }
                    .map { "v\($0.offset): after resizes \($0.element.0), fresh \($0.element.1)" }
                return "at \(size.width)x\(size.height):\n" + lines.joined(separator: "\n")
            }
        }
        return nil
    }

    /// The same with the labels' texts (so their intrinsic sizes) switching at every step.
    func firstDifferenceWithTextChanges(_ c: RandomLayoutCase) -> String? {
        guard let first = c.sizes.first else { return nil }
        let (screen, views) = c.build(first)
        for (step, size) in c.sizes.enumerated().dropFirst() {
            let other = step % 2 == 1
            for (node, view) in zip(c.nodes, views) {
                if let label = view as? TermLabel, let text = other ? node.otherText : node.text { label.text = text }
            }
            screen.resize(width: size.width, height: size.height)
            screen.layout()
            let (_, fresh) = c.build(size, otherTexts: other)
            if views.map(\.frameOnScreen) != fresh.map(\.frameOnScreen) {
                return "at step \(step), \(size.width)x\(size.height), texts \(other ? "changed" : "back"): "
                    + "\(views.map(\.frameOnScreen)) against fresh \(fresh.map(\.frameOnScreen))"
            }
        }
        return nil
    }

    @Test(arguments: 0..<150)
    func textChangesToo(seed: Int) {
        let c = RandomLayoutCase(seed: UInt64(seed) &+ 10_000)
        if let difference = firstDifferenceWithTextChanges(c) {
            Issue.record("seed \(seed + 10_000): the layout depends on the history of texts and sizes \(difference)\n\(c)")
        }
    }

    /// Drops resize steps, rules and leaf nodes while the difference stays.
    func minimise(_ c: RandomLayoutCase) -> RandomLayoutCase {
        var best = c
        var progress = true
        while progress {
            progress = false
            for i in best.sizes.indices.reversed() where best.sizes.count > 2 {
                var t = best
                t.sizes.remove(at: i)
                if firstDifference(t) != nil { best = t; progress = true }
            }
            for i in best.rules.indices.reversed() {
                var t = best
                t.rules.remove(at: i)
                if firstDifference(t) != nil { best = t; progress = true }
            }
        }
        return best
    }

    @Test(arguments: 0..<400)
    func randomTreesMatchAFreshScreenAfterEveryResize(seed: Int) {
        let c = RandomLayoutCase(seed: UInt64(seed))
        if let difference = firstDifference(c) {
            let small = minimise(c)
            Issue.record("""
                seed \(seed): the layout depends on the resize history \(difference)
                minimised case (\(firstDifference(small) ?? "")):
                \(small)
                """)
        }
    }
}
