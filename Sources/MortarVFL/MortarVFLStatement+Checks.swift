import Mortar

/// Why a statement was refused.
struct MortarVFLProblem: Error {
    let message: String
}

extension MortarVFLStatement {
    /// Checks the statement in Mortar's order, then the checks Mortar lacked, and resolves
    /// `[==view]` references. Returns each node's sizing, references replaced by what they
    /// point at.
    func resolvedSizings() -> Result<[MortarVFLNode.Sizing], MortarVFLProblem> {
        Result {
            try checkCaptures()
            try checkValues()
            let owners = try ownerOfEachView()
            let sizings = try resolveReferences(owners)
            try checkSpacers()
            try checkEnds(sizings)
            return sizings
        }.mapError { $0 as! MortarVFLProblem }
    }

    private func fail(_ message: String) -> MortarVFLProblem { MortarVFLProblem(message: message) }

    private func describe(_ index: Int) -> String {
        "node \(index + 1) (\(Self.nodeNotation(nodes[index])))"
    }

    /// Captures must be attributes of items, and an item that captures cannot also be a node
    /// (`a |>> a` would put a inside itself).
    private func checkCaptures() throws(MortarVFLProblem) {
        for (name, anchor) in [("leading", leading), ("trailing", trailing)] {
            guard let anchor else { continue }
            guard let item = anchor.item else { throw fail("the \(name) capture is not an attribute of a view or guide") }
            guard anchor.multiplier.isFinite, anchor.constant.isFinite else {
                throw fail("the \(name) capture has a non-finite multiplier or constant")
            }
            if let view = item as? TermView, nodes.contains(where: { $0.views.contains { $0 === view } }) {
                throw fail("\(Self.name(view)) is both the \(name) capture and a node; a view cannot lie between its own edges")
            }
        }
    }

    /// Sizes and weights must be finite and positive (Mortar 1.2 refused these; 1.3 dropped the
    /// check and divided by a zero weight), and `==view` needs a view to size.
    private func checkValues() throws(MortarVFLProblem) {
        for (index, node) in nodes.enumerated() {
            switch node.sizing {
            case .equals(let n) where !(n.isFinite && n > 0):
                throw fail("\(describe(index)): a size must be a finite number of cells greater than zero"
                           + (node.views.isEmpty ? " (for no space, join the nodes with `|` alone)"
                              : ", as in `\(Self.nodeNotation(node.resized(.equals(10))))`; for its natural size write "
                                + "`\(Self.nodeNotation(node.resized(.intrinsic)))` alone"))
            case .weight(let w) where !(w.isFinite && w > 0):
                throw fail("\(describe(index)): a weight must be finite and greater than zero, as in "
                           + "`\(Self.nodeNotation(node.resized(.weight(1))))`")
            case .reference(let view) where node.views.isEmpty:
                throw fail("`==\(Self.name(view))` on its own has no view to size; write `view[==\(Self.name(view))]`")
            default:
                break
            }
        }
    }

    /// Mortar's checks 1 and 2: each view in one node only, and at least one view.
    private func ownerOfEachView() throws(MortarVFLProblem) -> [ObjectIdentifier: Int] {
        var owners: [ObjectIdentifier: Int] = [:]
        for (index, node) in nodes.enumerated() {
            for view in node.views {
                if let other = owners.updateValue(index, forKey: ObjectIdentifier(view)) {
                    throw fail("the same view (\(Self.name(view))) cannot appear more than once in a statement: "
                               + "\(describe(other)) and \(describe(index))")
                }
            }
        }
        guard !owners.isEmpty else { throw fail("a statement needs at least one view") }
        return owners
    }

    /// Mortar's check 3: a `[==view]` node copies the sizing of the node that holds `view`,
    /// following chains of references. Every cycle is found, including one the chain runs into
    /// without passing back through the node it started from (Mortar looped forever there).
    private func resolveReferences(_ owners: [ObjectIdentifier: Int]) throws(MortarVFLProblem) -> [MortarVFLNode.Sizing] {
        var sizings = nodes.map(\.sizing)
        for start in nodes.indices {
            guard case .reference = sizings[start] else { continue }
            var chain = [start]
            var current = start
            while case .reference(let view) = sizings[current] {
                guard let owner = owners[ObjectIdentifier(view)] else {
                    throw fail("\(describe(current)) refers to \(Self.name(view)), which is not a view node of this "
                               + "statement; a size can only refer to a view in the same statement")
                }
                if let loopStart = chain.firstIndex(of: owner) {
                    let loop = (chain[loopStart...] + [owner]).map { Self.nodeNotation(nodes[$0]) }
                    throw fail("cyclical sizing references: " + loop.joined(separator: " -> "))
                }
                chain.append(owner)
                current = owner
            }
            for index in chain { sizings[index] = sizings[current] }
        }
        return sizings
    }

    /// Mortar's check 4: two fixed spacers in a row must be merged into one.
    private func checkSpacers() throws(MortarVFLProblem) {
        for index in nodes.indices.dropLast() where nodes[index].isFixedSpacer && nodes[index + 1].isFixedSpacer {
            if nodes[index].isDefaultPadding || nodes[index + 1].isDefaultPadding {
                throw fail("a fixed spacer next to the default padding (`||`, `||>`, `<||` ...) at nodes \(index + 1) "
                           + "and \(index + 2); use `|` next to a fixed spacer (`| 2 |`, not `|| 2 |`)")
            }
            var merged = "one"
            if case .equals(let a) = nodes[index].sizing, case .equals(let b) = nodes[index + 1].sizing {
                merged = "one: `| \(Self.format(a + b)) |`"
            }
            throw fail("two adjacent fixed spacers at nodes \(index + 1) and \(index + 2); merge them into \(merged)")
        }
    }

    /// Mortar's checks 5 to 7: weights need both captures (there is no span to share out
    /// otherwise), and an end without a capture must be a view, not a spacer.
    private func checkEnds(_ sizings: [MortarVFLNode.Sizing]) throws(MortarVFLProblem) {
        if leading == nil || trailing == nil {
            if let index = sizings.indices.first(where: { if case .weight = sizings[$0] { true } else { false } }) {
                throw fail("\(describe(index)) is weighted, and weights need both a leading and a trailing "
                           + "capture (`capture |> ... <| capture`); use fixed or intrinsic sizes in a single-ended "
                           + "statement")
            }
        }
        if trailing == nil, nodes.last?.views.isEmpty == true {
            throw fail("a statement without a trailing capture cannot end with a spacer; end it with a view, "
                       + "or capture the end (`... <| capture`)")
        }
        if leading == nil, nodes.first?.views.isEmpty == true {
            throw fail("a statement without a leading capture cannot begin with a spacer; begin it with a view, "
                       + "or capture the start (`capture |> ...`)")
        }
    }
}
