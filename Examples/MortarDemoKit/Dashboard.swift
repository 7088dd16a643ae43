import Foundation
import Mortar
import MortarVFL

/// The demo's screens: Overview, Processes, Layout and Notes, a help modal, a header with the pages
/// and a footer with the keys. It lives on a ``TermScreen``, so it runs in the terminal (through
/// `TermApp`) and headless (`--once`, tests, benchmarks) alike.
@MainActor
public final class Dashboard {
    /// The pages, switched with 1, 2, 3, 4 (or F1 to F4, or a click on their tab).
    public enum Page: Int, CaseIterable, Sendable {
        case overview, processes, layout, notes

        var title: String {
            switch self {
            case .overview: return "Overview"
            case .processes: return "Processes"
            case .layout: return "Layout"
            case .notes: return "Notes"
            }
        }
    }

    /// The screen the dashboard lives on.
    public let screen: TermScreen
    /// The page shown.
    public private(set) var page: Page = .overview
    /// Whether the help is shown (a modal: keys and clicks go nowhere else while it is up).
    public var isShowingHelp: Bool { screen.presentedView === help }
    /// Whether the settings are shown (a modal, opened with `s`).
    public var isShowingSettings: Bool { screen.presentedView === settings }
    /// Called when the user asks to quit (`q`).
    public var onQuit: (() -> Void)?
    /// Called with the new number of seconds between readings when the user picks one in the
    /// settings; the app reschedules its reading timer.
    public var onRefreshIntervalChange: ((Double) -> Void)?
    /// The seconds between readings, as the settings show them (an interval they do not offer
    /// leaves none of theirs selected). Setting it calls nothing.
    public var refreshInterval: Double = 1 {
        didSet { settings.interval.selectedIndex = SettingsBox.intervals.firstIndex(of: refreshInterval) }
    }

    private let header = HeaderBar()
    private let footer = TermLabel()
    private let overview = OverviewPage()
    private let processes = ProcessesPage()
    private let layoutPage = LayoutPage()
    private let notesPage = NotesPage()
    private let help = HelpBox()
    private let settings = SettingsBox()
    private let helpText = TermLabel()
    private var spinnerFrame = 0
    private var lastSnapshot = SystemSnapshot()
    private var lastSize: TermSize?

    /// Builds the dashboard on `screen`; `usesColor: false` draws without colours.
    public init(screen: TermScreen, usesColor: Bool = true) {
        self.screen = screen
        header.setPages(Page.allCases.map { "\($0.rawValue + 1) \($0.title)" })
        header.usesColor = usesColor
        header.onSelect = { [weak self] index in
            if let page = Page(rawValue: index) { self?.show(page) }
        }
        footer.text = " q quit  1-4 pages  tab focus  ↑↓ PgUp PgDn scroll  ? help"
        footer.lineBreakMode = .truncateTail
        footer.style = usesColor ? TermStyle(foreground: .brightBlack) : .dim
        screen.header = header
        screen.footer = footer

        helpText.text = """
            1  Overview: CPU history, memory, disks, log
            2  Processes: busiest first, t: tree by parent
            3  Layout: MortarVFL and operators, live
            4  Notes: a text area, processes by state
            Tab / Shift-Tab  move the focus
            ↑ ↓ PgUp PgDn Home End  select and scroll
            mouse: click tabs and panes, wheel to scroll
            s  settings       ?  this help (Esc closes)
            q  quit           Ctrl-L  repaint
            """
        helpText.lineBreakMode = .truncateTail
        let pages: [TermView] = [overview, processes, layoutPage, notesPage]
        screen.root |+| pages
        help |+| helpText
        for view in pages { view |=| screen.m_safeRegion }
        // Presented, the help is kept inside the screen by its modal layer; it needs no
        // constraint to the screen (one made now would wait for a view not yet in it).
        help.m_size |=| (50, 11) ! .high
        helpText.m_edges |=| help.m_edges ~ (1, 2, 1, 1)

        settings.interval.onChange = { [weak self] index in
            guard let self else { return }
            self.refreshInterval = SettingsBox.intervals[index]
            self.onRefreshIntervalChange?(self.refreshInterval)
        }
        settings.followsTail.onChange = { [weak self] on in self?.overview.log.followsTail = on }
        settings.done.action = { [weak self] in self?.screen.dismiss() }

        bindKeys()
        show(.overview)
    }

    private func bindKeys() {
        for page in Page.allCases {
            screen.bind(.character(Character(String(page.rawValue + 1)))) { [weak self] in self?.show(page) }
            screen.bind(.function(page.rawValue + 1)) { [weak self] in self?.show(page) }
        }
        screen.bind(.character("?")) { [weak self] in self?.toggleHelp() }
        screen.bind(.character("h")) { [weak self] in self?.toggleHelp() }
        screen.bind(.character("s")) { [weak self] in self?.showSettings() }
        screen.bind(.character("q")) { [weak self] in self?.onQuit?() }
    }

    /// Shows `page` (and hides the others).
    public func show(_ page: Page) {
        self.page = page
        overview.isHidden = page != .overview
        processes.isHidden = page != .processes
        layoutPage.isHidden = page != .layout
        notesPage.isHidden = page != .notes
        header.current = page.rawValue
        switch page {
        case .overview: screen.focus(nil)
        case .processes: screen.focus(processes.list)
        case .layout: screen.focus(nil)
        case .notes:
            notesPage.update(lastSnapshot)
            screen.focus(notesPage.notes)
        }
    }

    /// Presents the settings as a modal; the focus starts on the refresh interval.
    public func showSettings() {
        guard !isShowingSettings else { return }
        screen.present(settings)
    }

    /// Presents the help as a modal, or dismisses it if it is up.
    public func toggleHelp() {
        if isShowingHelp { screen.dismiss() } else { screen.present(help) }
    }

    /// Adds a line to the log pane (its text is shown as is, control characters made visible).
    public func log(_ line: String, at date: Date = Date()) {
        let seconds = Int(date.timeIntervalSince1970) % 86400
        let time = [seconds / 3600, seconds / 60 % 60, seconds % 60].map { $0 < 10 ? "0\($0)" : "\($0)" }
        overview.log.append(time.joined(separator: ":") + " " + line)
    }

    /// Shows a new reading.
    public func update(_ snapshot: SystemSnapshot) {
        lastSnapshot = snapshot
        overview.update(snapshot)
        processes.update(snapshot)
        if page == .notes { notesPage.update(snapshot) }   // hidden, it waits for show(.notes)
        refreshStatus()
    }

    /// Advances the header's activity indicator.
    public func tick() {
        spinnerFrame += 1
        refreshStatus()
    }

    /// Notes a new screen size in the log.
    public func screenDidResize(_ size: TermSize) {
        guard size != lastSize else { return }
        if lastSize != nil { log("resized to \(size.width)x\(size.height)") }
        lastSize = size
    }

    private func refreshStatus() {
        let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
        let load = lastSnapshot.load.first.map { Formatting.fixed($0, 2) } ?? "-"
        header.status = "\(frames[spinnerFrame % frames.count]) load \(load)  up \(Formatting.duration(lastSnapshot.uptime))"
    }
}
