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
/// While a walk handles subview `i`, this asks for subview `i + 4`'s object and for the first
/// subview of `i + 2` (whose object was asked for two steps earlier, so reading its subviews
/// does not wait). A step, a view and its subtree, takes longer than a trip to memory, so the
/// lines are in when the walk gets there. Asking for the views' solved values too, or for the
/// solver's rows a resize shifts, measured no faster.
@MainActor
enum ViewTreePrefetch {
    /// The lines asked for per view: a whole `TermView`, `TermBox` or `TermLabel` (312–376
    /// bytes), whose drawing reads its own fields after the frames (four lines measured a
    /// little slower). A line past a smaller object is harmless: a prefetch never faults.
    private static let objectLines = 6

    /// Asks for what a walk over `subviews` reads after subview `i`.
    @inline(__always)
    static func ahead(of i: Int, in subviews: borrowing [TermView]) {
        let count = subviews.count
        if i + 4 < count { prefetchObject(subviews[i + 4]) }
        if i + 2 < count, let first = subviews[i + 2].subviews.first { prefetchObject(first) }
    }

    /// The lines of `view`'s object, for writing: its reference count and frames change.
    @inline(__always)
    private static func prefetchObject(_ view: TermView) {
        let start = UnsafeRawPointer(Unmanaged.passUnretained(view).toOpaque())
        for line in 0..<objectLines { cprefetch_write(start + 64 * line) }
    }
}
