internal import CPrefetch

/// Prefetching for the two walks that visit every view of a tree in order: placement after a
/// resize and drawing a whole frame.
///
/// Between two frames the terminal is painted and the app waits for input; tens of
/// milliseconds later this machine's caches no longer hold the views. Each view's first read
/// then waits for memory, one after another: the first is the reference count that passing
/// the view along increments, an atomic instruction that lets no later load start before it
/// completes. On the 40 × 40 boxed-label grid (3,200 views) a resize after such a wait took
/// about three times as long as one straight after another.
///
/// While a walk handles subview `i`, this asks for what it will read a few steps on, in stages
/// whose addresses come from lines asked for a step earlier: subview `i + 4`'s object, the
/// subviews array of `i + 3`, the first subview of `i + 2`. A step, a view and its subtree,
/// takes longer than a trip to memory, so each line is in when a later stage or the walk reads
/// it. In a probe resizing that grid after a 40 ms sleep each time, the resize went from
/// 1.4–1.9 ms to 0.7–1.0 ms (0.45–0.6 ms back to back). Asking for the views' solved values
/// too, or for the solver's rows a resize shifts, measured no faster.
@MainActor
enum ViewTreePrefetch {
    /// The lines asked for per view: a whole `TermView`, `TermBox` or `TermLabel` (312–376
    /// bytes), whose drawing reads its own fields after the frames (four lines measured a
    /// little slower). A line past a smaller object is harmless: a prefetch never faults.
    private static let objectLines = 6

    /// Asks for what a walk over `subviews` reads after subview `i`.
    ///
    /// Views and arrays are turned into addresses where they are read (`address(of:)`), never
    /// held as references across a call: a held reference is retained, and that retain, an
    /// atomic write to a cold line, is the very wait this is here to avoid.
    @inline(__always)
    static func ahead(of i: Int, in subviews: borrowing [TermView]) {
        let count = subviews.count
        if i + 4 < count { prefetchLines(of: address(of: subviews[i + 4]), count: objectLines) }
        // Its object was asked for a step ago: its subviews array, for the step below.
        if i + 3 < count { prefetchLines(of: address(of: subviews[i + 3].subviews), count: 1) }
        if i + 2 < count, !subviews[i + 2].subviews.isEmpty {
            prefetchLines(of: address(of: subviews[i + 2].subviews[0]), count: objectLines)
        }
    }

    /// Where `view`'s object starts.
    @inline(__always)
    private static func address(of view: TermView) -> UnsafeRawPointer {
        unsafeBitCast(view, to: UnsafeRawPointer.self)
    }

    /// Where the storage of `array` starts (its count, then its elements): an array is one
    /// reference to its storage, in the standard library's layout on every platform (the
    /// bit cast checks the sizes agree).
    @inline(__always)
    private static func address(of array: [TermView]) -> UnsafeRawPointer {
        unsafeBitCast(array, to: UnsafeRawPointer.self)
    }

    /// The first `count` lines from `start`, for writing: a view's reference count and frames
    /// change.
    @inline(__always)
    private static func prefetchLines(of start: UnsafeRawPointer, count: Int) {
        for line in 0..<count { cprefetch_write(start + 64 * line) }
    }
}
