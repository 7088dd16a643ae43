import Mortar

/// The top line: the app's name, the pages with the current one highlighted, and a status
/// text (spinner, uptime) on the right.
@MainActor
final class HeaderBar: TermView {
    var pages: [String] = [] { didSet { setNeedsDisplay() } }
    var current = 0 { didSet { setNeedsDisplay() } }
    var status = "" { didSet { setNeedsDisplay() } }
    var usesColor = true

    required init() {
        super.init()
    }

    override var intrinsicContentSize: TermIntrinsicSize { TermIntrinsicSize(width: nil, height: 1) }

    override func draw(in context: inout TermDrawingContext) {
        let base = usesColor ? TermStyle(background: .palette(236)) : .plain
        context.fill(context.bounds, style: base)
        var x = context.draw(" Mortar ", x: 0, y: 0, style: TermStyle(foreground: usesColor ? .brightCyan : .default,
                                                                     background: base.background, attributes: .bold))
        for (i, page) in pages.enumerated() {
            let selected = usesColor ? TermStyle(foreground: .black, background: .cyan, attributes: .bold)
                                     : TermStyle(attributes: [.bold, .reverse])
            let style = i == current ? selected : base
            x = context.draw(" \(i + 1) \(page) ", x: x + 1, y: 0, style: style)
        }
        let text = TermText.truncated(status, toWidth: max(0, context.size.width - x - 2))
        context.draw(text, x: context.size.width - TermText.displayWidth(text) - 1, y: 0, style: base)
    }
}
