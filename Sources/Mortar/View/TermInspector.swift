/// The layout inspector: an overlay drawn over a screen's finished picture that outlines one
/// view and shows its name, frame, flags, the constraints that place it (each with its
/// priority and source line) and the recent diagnostics. It adds no view and no constraint, so
/// the app's own layout is exactly what it was.
///
/// While it is up it takes every key: Tab or → goes to the next view in the tree (depth
/// first), Shift-Tab or ← to the previous one, ↑ to the superview, ↓ to the first subview, and
/// Esc closes it (``TermApp`` toggles it with F12). A click picks the view under the pointer.
@MainActor
final class TermInspector {
    /// The view outlined and described.
    weak var selected: TermView?

    /// Handles a key while the inspector is up; every key is used.
    func handle(_ key: TermKey, in screen: TermScreen) {
        let views = screen.allViews
        let index = selected.flatMap { s in views.firstIndex { $0 === s } }
        switch key {
        case .tab, .right:
            selected = views.isEmpty ? nil : views[((index ?? -1) + 1) % views.count]
        case .backTab, .left:
            selected = views.isEmpty ? nil : views[((index ?? 0) - 1 + views.count) % views.count]
        case .up:
            if let parent = selected?.superview { selected = parent }
        case .down:
            if let child = selected?.subviews.first { selected = child }
        case .escape:
            screen.toggleInspector()
        default:
            break
        }
        screen.markNeedsDisplay()   // drawn over the picture at every render: nothing below changed
    }

    /// Draws the outline and the panel over `canvas`.
    func draw(into canvas: inout TermCanvas, screen: TermScreen) {
        if selected?.screen !== screen { selected = screen.root }
        guard let view = selected else { return }
        let frame = view.frameOnScreen
        outline(frame, in: &canvas)
        let lines = panelLines(view, screen: screen, height: max(3, canvas.height * 2 / 3))
        let height = min(lines.count, canvas.height)
        // The panel goes to the half of the screen the view is not in.
        let atTop = frame.y + frame.height / 2 >= canvas.height / 2
        let top = atTop ? 0 : canvas.height - height
        let panel = TermRect(x: 0, y: top, width: canvas.width, height: height)
        let style = TermStyle(foreground: .black, background: .cyan)
        canvas.fill(panel, style: style)
        for (i, line) in lines.prefix(height).enumerated() {
            let fitted = TermText.truncated(line, toWidth: canvas.width)
            _ = canvas.draw(fitted, x: 0, y: top + i, style: i == 0 ? TermStyle(foreground: .black, background: .cyan,
                                                                                  attributes: .bold) : style,
                            clip: panel)
        }
    }

    /// The frame's edge cells in reverse video (the cell at its origin for an empty frame).
    private func outline(_ frame: TermRect, in canvas: inout TermCanvas) {
        guard frame.width > 0, frame.height > 0 else {
            canvas.addAttributes(.reverse, in: TermRect(x: frame.x, y: frame.y, width: 1, height: 1))
            return
        }
        canvas.addAttributes(.reverse, in: TermRect(x: frame.x, y: frame.y, width: frame.width, height: 1))
        canvas.addAttributes(.reverse, in: TermRect(x: frame.x, y: frame.maxY - 1, width: frame.width, height: 1))
        canvas.addAttributes(.reverse, in: TermRect(x: frame.x, y: frame.y, width: 1, height: frame.height))
        canvas.addAttributes(.reverse, in: TermRect(x: frame.maxX - 1, y: frame.y, width: 1, height: frame.height))
    }

    /// What the panel says about `view`, in at most `height` lines: a help line, the view,
    /// its constraints (as many as fit, then how many more), the three newest diagnostics.
    func panelLines(_ view: TermView, screen: TermScreen, height: Int) -> [String] {
        let head = [
            "inspector · Esc closes · Tab/→ next · Shift-Tab/← previous · ↑ superview · ↓ subview · click picks",
            screen.describe(view, clip: nil),
        ]
        let horizontal = view.constraintsAffectingLayout(for: .horizontal)
        let constraints = horizontal + view.constraintsAffectingLayout(for: .vertical).filter { c in
            !horizontal.contains { $0 === c }
        }
        var tail: [String] = []
        let recent = MortarDiagnostics.recent.suffix(3)
        if !recent.isEmpty {
            tail.append("recent diagnostics:")
            tail += recent.map { "  " + ($0.message.split(separator: "\n").first.map(String.init) ?? "") }
        }
        var body = [constraints.isEmpty ? "no constraints mention it" : "constraints:"]
        let room = max(0, height - head.count - tail.count - 1)
        if constraints.count <= room {
            body += constraints.map { "  " + $0.description }
        } else if room > 0 {
            body += constraints.prefix(room - 1).map { "  " + $0.description }
            body.append("  … \(constraints.count - (room - 1)) more")
        }
        return head + body + tail
    }
}

extension TermScreen {
    /// Whether the layout inspector is up (see ``toggleInspector()``).
    public var isInspecting: Bool { inspector != nil }

    /// Shows or hides the layout inspector over the screen: it outlines a view (the root first;
    /// Tab and the arrows walk the tree, a click picks) and lists its frame, its constraints
    /// with their source lines, and the recent diagnostics. It never changes the app's layout.
    public func toggleInspector() {
        inspector = inspector == nil ? TermInspector() : nil
        markNeedsDisplay()   // drawn over the picture at every render: nothing below changed
    }
}
