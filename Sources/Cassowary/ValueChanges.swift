/// The symbols whose value may have moved since the solver last published its solution: what
/// lets ``Solver/updateVariables()`` read only those instead of every variable's row. A label
/// whose text changed moves a handful of values on a screen of thousands of views, and reading
/// all of them, cold, after the app sat idle was half of such a frame (issue 14's grid, N = 40).
///
/// A symbol is listed when its row's constant changes, when it enters or leaves the basis, and
/// when a rollback undoes either: the ``Tableau`` primitives that do those things list it, and
/// they are the only code that can. A new tableau lists nothing and counts as changed
/// everywhere (``all``), and so does one whose list grew past a quarter of its symbols, where
/// reading everything costs less than the list.
struct ValueChanges {
    /// Whether every value may have changed: the next publication reads them all.
    private(set) var all = true
    /// The symbols listed since the last ``reset()``, each once, in the order they were listed.
    private(set) var symbols: [Int32] = []
    /// Whether each symbol (by id) is in ``symbols``.
    private var listed: [Bool] = []

    /// Lists `s` (a row's basic symbol, or -1 for a free row: nothing).
    @inline(__always)
    mutating func note(_ s: Int32) {
        guard !all, s >= 0 else { return }
        let i = Int(s)
        if i >= listed.count { listed.append(contentsOf: repeatElement(false, count: i + 1 - listed.count)) }
        guard !listed[i] else { return }
        listed[i] = true
        symbols.append(s)
        if symbols.count > 256 && symbols.count &* 4 > listed.count { markAll() }
    }

    /// Lists each of `basics` (row basics; -1 for a free row is skipped): a suggestion's rows,
    /// in one pass over the flags. Past a quarter of the tableau's `symbolCount` symbols, counts
    /// every value as changed instead: a suggestion that moves a whole screen is read in one
    /// sequential pass, as cheaply as before there was a list.
    mutating func note(contentsOf basics: UnsafeBufferPointer<Int32>, symbolCount: Int) {
        guard !all else { return }
        guard (symbols.count &+ basics.count) &* 4 <= symbolCount else {
            markAll()
            return
        }
        var largest: Int32 = -1
        for s in basics where s > largest { largest = s }
        if Int(largest) >= listed.count {
            listed.append(contentsOf: repeatElement(false, count: Int(largest) + 1 - listed.count))
        }
        listed.withUnsafeMutableBufferPointer { flags in
            for s in basics where s >= 0 && !flags[Int(s)] {
                flags[Int(s)] = true
                symbols.append(s)
            }
        }
    }

    /// Counts every value as changed.
    mutating func markAll() {
        clearList()
        all = true
    }

    /// Starts listing afresh, after a publication read what was listed.
    mutating func reset() {
        clearList()
        all = false
    }

    /// Empties the list, keeping its storage and the flags' (a suggestion lists symbols on
    /// every call: allocating them again each time cost more than the publication).
    private mutating func clearList() {
        // Most calls find it empty: a small tableau's suggestion counts everything as changed
        // (the list already cleared) and the publication after it starts afresh.
        guard !symbols.isEmpty else { return }
        for i in symbols.indices { listed[Int(symbols[i])] = false }
        symbols.removeAll(keepingCapacity: true)
    }
}
