/// Bars in groups, vertical (growing up) or horizontal (growing right), with eighth-of-a-cell
/// precision (`▁▂▃▄▅▆▇█`, `▏▎▍▌▋▊▉█`), a label per bar, a label per group and each bar's value.
/// Vertical, at 24 × 7:
///
/// ```
///         ███
///     ▅▅▅ ███
/// ▁▁▁ ███ ███      ▇▇▇
/// ███ ███ ███  ▃▃▃ ███
/// █3█ █5█ █7█  █2█ █4█
/// usr sys irq  usr sys
///    cpu0       cpu1
/// ```
///
/// Horizontal (`orientation = .horizontal`, `maximum = 100`), at 24 × 6:
///
/// ```
/// disk
/// /    █████████▉ 62
/// /var ████ 25
///
/// net
/// rx   █████████████▉ 87
/// ```
///
/// Bars are scaled to ``maximum`` (the largest value by default). Only whole bars are drawn: a
/// chart too small for all of them shows those that fit. The intrinsic size is the bars'
/// breadth by ``preferredBarLength`` plus the labels; values never change it, so new data at
/// 60 Hz redraws without a layout.
@MainActor
open class TermBarChart: TermView {
    /// The groups of bars, in order.
    public var groups: [TermBarGroup] = [] { didSet { contentChanged() } }
    /// All bars as one unlabelled group (setting it replaces the groups).
    public var bars: [TermBar] {
        get { groups.flatMap(\.bars) }
        set { groups = [TermBarGroup(bars: newValue)] }
    }
    /// Which way bars grow: `.vertical` (up, the default) or `.horizontal` (right).
    public var orientation: TermAxis = .vertical { didSet { contentChanged() } }
    /// Cells across each bar; nil takes 3 columns for vertical bars, 1 row for horizontal ones.
    public var barWidth: Int? { didSet { contentChanged() } }
    /// Cells between the bars of a group; nil takes 1 for vertical bars, 0 for horizontal ones.
    public var barGap: Int? { didSet { contentChanged() } }
    /// Cells between groups; nil takes 2 for vertical bars, 1 for horizontal ones.
    public var groupGap: Int? { didSet { contentChanged() } }
    /// The value of a full-length bar; nil takes the largest value shown.
    public var maximum: Double? { didSet { setNeedsDisplay() } }
    /// Whether each bar shows its value (in its bottom cell when vertical, after its end when
    /// horizontal).
    public var showsValues = true { didSet { setNeedsDisplay() } }
    /// The colour of bars that have none of their own.
    public var barColor: TermColor = .green { didSet { setNeedsDisplay() } }
    /// How bar labels look.
    public var labelStyle: TermStyle = .plain { didSet { setNeedsDisplay() } }
    /// How group labels look.
    public var groupLabelStyle: TermStyle = .bold { didSet { setNeedsDisplay() } }
    /// The length of a full bar in the intrinsic size, in cells.
    public var preferredBarLength = 8 { didSet { contentChanged() } }

    /// The intrinsic size layout last read, to tell whether new data changes it.
    private var reportedSize: TermIntrinsicSize?

    /// Creates an empty chart.
    public required init() { super.init() }

    /// Creates a chart of one unlabelled group.
    public convenience init(bars: [TermBar], orientation: TermAxis = .vertical) {
        self.init()
        self.groups = [TermBarGroup(bars: bars)]
        self.orientation = orientation
    }

    /// Creates a chart of groups.
    public convenience init(groups: [TermBarGroup], orientation: TermAxis = .vertical) {
        self.init()
        self.groups = groups
        self.orientation = orientation
    }

    // MARK: Geometry

    /// The bar width, bar gap and group gap in use (the defaults of the orientation where nil).
    var metrics: (width: Int, gap: Int, groupGap: Int) {
        let vertical = orientation == .vertical
        return (max(1, barWidth ?? (vertical ? 3 : 1)), max(0, barGap ?? (vertical ? 1 : 0)),
                max(0, groupGap ?? (vertical ? 2 : 1)))
    }

    /// Whether any group has a label.
    var hasGroupLabels: Bool { groups.contains { !$0.label.isEmpty } }
    /// Whether any bar has a label.
    var hasBarLabels: Bool { groups.contains { $0.bars.contains { !$0.label.isEmpty } } }

    /// A bar and where it starts across the bars' direction.
    struct Slot {
        var bar: TermBar
        var offset: Int
    }

    /// A group's label and the cells it spans across the bars' direction (horizontal charts:
    /// `header` is the row of its label, nil for a group without one).
    struct Span {
        var label: String
        var start: Int, end: Int
        var header: Int?
    }

    /// Where every bar and group goes across the bars' direction, and the total breadth.
    func arrangement() -> (slots: [Slot], spans: [Span], breadth: Int) {
        let m = metrics
        let headers = orientation == .horizontal && hasGroupLabels
        var slots: [Slot] = [], spans: [Span] = []
        var offset = 0
        for (g, group) in groups.enumerated() {
            if g > 0 { offset += m.groupGap }
            // A header row for a group with a label; an unlabelled one starts with its bars.
            let header: Int? = headers && !group.label.isEmpty ? offset : nil
            if header != nil { offset += 1 }
            let start = offset
            for (b, bar) in group.bars.enumerated() {
                if b > 0 { offset += m.gap }
                slots.append(Slot(bar: bar, offset: offset))
                offset += m.width
            }
            spans.append(Span(label: group.label, start: start, end: offset, header: header))
        }
        return (slots, spans, offset)
    }

    /// The width of the label column of a horizontal chart, its gap included.
    var labelColumnWidth: Int {
        let widest = groups.flatMap(\.bars).map { TermText.displayWidth($0.label) }.max() ?? 0
        return widest > 0 ? widest + 1 : 0
    }

    /// The value of a full bar: ``maximum`` if positive and finite, else the largest value.
    var scaleMaximum: Double {
        if let maximum, maximum.isFinite, maximum > 0 { return maximum }
        let largest = groups.flatMap(\.bars).map(\.value).filter(\.isFinite).max() ?? 0
        return largest > 0 ? largest : 1
    }

    /// A bar's length in eighths of a cell, for bars at most `cells` long.
    func eighths(of bar: TermBar, cells: Int) -> Int {
        guard bar.value.isFinite, bar.value > 0, cells > 0 else { return 0 }
        // Both are positive and finite, so the fraction is too, or +infinity (a tiny maximum).
        let fraction = min(1, bar.value / scaleMaximum)
        return Int((fraction * Double(cells * 8)).rounded())
    }

    /// Vertical: the bars' breadth by ``preferredBarLength`` and the label rows. Horizontal: the
    /// label column and ``preferredBarLength`` by the bars' rows. Values are not counted.
    open override var intrinsicContentSize: TermIntrinsicSize {
        let size = measuredSize()
        reportedSize = size
        return size
    }

    private func measuredSize() -> TermIntrinsicSize {
        let breadth = arrangement().breadth, length = max(0, preferredBarLength)
        switch orientation {
        case .vertical:
            return TermIntrinsicSize(width: breadth,
                                     height: length + (hasBarLabels ? 1 : 0) + (hasGroupLabels ? 1 : 0))
        case .horizontal:
            return TermIntrinsicSize(width: labelColumnWidth + length, height: breadth)
        }
    }

    /// Redraws, and asks for a layout only if the intrinsic size changed.
    private func contentChanged() {
        setNeedsDisplay()
        if measuredSize() != reportedSize { invalidateIntrinsicContentSize() }
    }

    open override func draw(in context: inout TermDrawingContext) {
        switch orientation {
        case .vertical: drawVertical(in: &context)
        case .horizontal: drawHorizontal(in: &context)
        }
    }

    /// The style of a bar's cells.
    func style(of bar: TermBar) -> TermStyle { TermStyle(foreground: bar.color ?? barColor) }
}
