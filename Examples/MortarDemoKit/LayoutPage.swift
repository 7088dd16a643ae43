import Mortar
import MortarVFL

/// A box that shows the statement that placed it and its frame, live: the Layout page's way of
/// showing Mortar at work as the window resizes.
@MainActor
final class StatementBox: TermBox {
    var statement = "" { didSet { setNeedsDisplay() } }

    required init() {
        super.init()
        backgroundStyle = .plain   // covers whatever is behind it
    }

    override func draw(in context: inout TermDrawingContext) {
        super.draw(in: &context)
        let inner = context.size.width - 2
        guard inner > 0 else { return }
        let lines = TermText.wrapped(statement, toWidth: inner) + ["", "frame \(frame.x),\(frame.y) \(frame.width)x\(frame.height)"]
        for (i, line) in lines.enumerated() where i + 1 < context.size.height - 1 {
            context.draw(line, x: 1, y: i + 1, style: i >= lines.count - 1 ? TermStyle(foreground: .yellow) : .plain)
        }
    }
}

/// Boxes laid out by the statements they print, so resizing the window shows the solver at
/// work: fixed and weighted VFL nodes, padding, and Mortar operators with multipliers.
@MainActor
final class LayoutPage: TermView {
    private let intro = TermLabel()
    private let sidebar = StatementBox(), main = StatementBox(), wide = StatementBox(), narrow = StatementBox()
    private let bar = StatementBox()

    required init() {
        super.init()
        // The statements run at priority .high, so on a tiny terminal they give way instead of
        // pushing the layout past the terminal's edges.
        intro.text = "Each box shows the statement that placed it (at priority .high) and its live frame. "
            + "Resize the window: every resize is re-solved incrementally."
        intro.lineBreakMode = .truncateTail
        intro.m_compResistH = .low      // it is cut, rather than pushed past the page's edges
        sidebar.title = "sidebar"
        main.title = "main"
        wide.title = "wide"
        narrow.title = "narrow"
        bar.title = "bar"
        sidebar.statement = "self ||>> sidebar[==18] || main[~~1]"
        main.statement = "self ||^^ intro || [sidebar, main][~~1] || bar[==4]"
        wide.statement = "main ||>> wide[~~2] | narrow[~~1]; main |^^ 4 | wide[~~1] | 1"
        narrow.statement = "narrow.m_height |=| wide.m_height / 2"
        bar.statement = "self ||>> bar"
        for box in [sidebar, main, wide, narrow, bar] { box.lineStyle = TermStyle(foreground: .brightBlack) }

        self |+| [intro, sidebar, main |+| [wide, narrow], bar]
        MortarDefault.priority.with(.high) {
            self ||>> sidebar[==18] || main[~~1]
            self ||>> intro
            self ||>> bar
            self ||^^ intro || [sidebar, main][~~1] || bar[==4]
            main ||>> wide[~~2] | narrow[~~1]
            main |^^ 4 | wide[~~1] | 1
            narrow.m_top |=| wide.m_top
            narrow.m_height |=| wide.m_height / 2
        }
    }
}
