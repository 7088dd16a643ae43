import Glibc

extension TermCanvas {
    /// The operations that turn a terminal showing `previous` into one showing this canvas:
    /// only the cells that differ are written, in runs of neighbouring cells of one style, with
    /// a cursor move only where a run does not start where the last one left the cursor and a
    /// style change only where the style differs from the last one set. With no `previous`, or
    /// one of another size, every cell is written. An unchanged canvas gives no operation.
    ///
    /// Wide clusters are written whole from their first cell and continuation cells never
    /// appear, so a terminal is never handed half a character: a wide cell counts as changed
    /// when either of its halves changed. The cursor is taken as unknown at the start and after
    /// a run reaches the right edge (terminals differ on where it then is).
    public func operations(since previous: TermCanvas?) -> [TermOutputOperation] {
        let old = previous.flatMap { $0.width == width && $0.height == height ? $0.cells : nil }
        let hasOld = old != nil
        // A value of its own rather than variables captured by a local function: captured
        // variables are boxed, and every append to them checked for exclusive access.
        var out = Operations()
        // The cursor's cell, or -1 for unknown; the style last set, if any.
        var cursorX = -1, cursorY = -1
        var style = TermStyle.plain, styleSet = false
        let rowBytes = width * MemoryLayout<TermCell>.stride
        let oldCells = old ?? []
        cells.withUnsafeBufferPointer { new in oldCells.withUnsafeBufferPointer { old in
            for y in 0..<height {
                // A row whose cells are the same bytes is the same row: a frame redraws a few
                // rows over a copy of the last canvas, so most rows are skipped at memory speed
                // instead of cell by cell. Equal cells that differ in their bytes (padding) take
                // the cell-by-cell path below, which is right either way.
                if hasOld && rowBytes > 0
                    && memcmp(new.baseAddress! + y * width, old.baseAddress! + y * width, rowBytes) == 0 {
                    continue
                }
                var x = 0
                while x < width {
                    let i = y * width + x
                    let cell = new[i]
                    let step = cell.width == 2 ? 2 : 1
                    defer { x += step }
                    if cell.isContinuation { continue }  // only where a wide cell was cut: never written
                    if hasOld && Self.same(old, new, i) && (step == 1 || x + 1 >= width || Self.same(old, new, i + 1)) {
                        continue
                    }
                    if cursorX != x || cursorY != y {
                        out.flush()
                        out.result.append(.moveCursor(x: x, y: y))
                    }
                    if !styleSet || style != cell.style {
                        out.flush()
                        out.result.append(.setStyle(cell.style))
                        style = cell.style
                        styleSet = true
                    }
                    out.run.append(cell)
                    // Past the right edge the cursor is unknown (terminals differ on where it is).
                    if x + step < width { cursorX = x + step; cursorY = y } else { cursorX = -1; cursorY = -1 }
                }
            }
        } }
        out.flush()
        return out.result
    }

    /// The operations so far and the run of cells being gathered.
    private struct Operations {
        var result: [TermOutputOperation] = []
        var run: [TermCell] = []

        /// Ends the run being gathered, if any, as one write.
        mutating func flush() {
            guard !run.isEmpty else { return }
            result.append(.write(run))
            run.removeAll(keepingCapacity: true)
        }
    }

    /// Whether cell `i` is the same in both grids: the same bytes first (a few word compares,
    /// how most cells of a changed row compare), then field by field, since equal cells can
    /// differ in bytes a value does not use (an enum case's unused payload).
    @inline(__always)
    private static func same(_ old: UnsafeBufferPointer<TermCell>, _ new: UnsafeBufferPointer<TermCell>, _ i: Int) -> Bool {
        let a = UnsafeRawPointer(old.baseAddress! + i), b = UnsafeRawPointer(new.baseAddress! + i)
        let size = MemoryLayout<TermCell>.size
        var offset = 0
        var differs = false
        while offset + 8 <= size {
            differs = differs || a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                != b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < size {
            differs = differs || a.load(fromByteOffset: offset, as: UInt8.self) != b.load(fromByteOffset: offset, as: UInt8.self)
            offset += 1
        }
        return !differs || old[i] == new[i]
    }
}
