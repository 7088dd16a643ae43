/// A screen smaller than its layout needs: measured, reported, and shown as a notice or clipped.
extension TermScreen {
    /// What ``render()`` shows while the screen is smaller than ``minimumSize``.
    public enum TooSmallBehavior: Sendable, Equatable {
        /// The layout as solved, cut off at the screen's edges (headless default).
        case clip
        /// A centred "terminal too small (needs 52x14, now 40x12)" notice instead of a cut-off
        /// layout (``TermApp``'s default).
        case notice
    }

    /// The smallest screen on which every required constraint holds, for the current tree and
    /// content. Measuring it costs two suggestions to the solver; the frames are unchanged.
    public var minimumSize: TermSize {
        layout()
        return engine.minimumSize(root: root)
    }

    /// The notice drawn instead of the layout: the words wrapped to the screen and centred.
    func tooSmallNotice(needs minimum: TermSize) -> TermCanvas {
        var canvas = TermCanvas(width: size.width, height: size.height)
        let text = "terminal too small (needs \(minimum.width)x\(minimum.height), now \(size.width)x\(size.height))"
        let lines = Array(TermText.wrapped(text, toWidth: max(1, size.width)).prefix(size.height))
        let top = (size.height - lines.count) / 2
        for (i, line) in lines.enumerated() {
            let x = max(0, (size.width - TermText.displayWidth(line)) / 2)
            _ = canvas.draw(line, x: x, y: top + i, style: TermStyle(foreground: .yellow, attributes: .bold), clip: canvas.bounds)
        }
        return canvas
    }
}
