import Testing
@testable import Mortar

/// The damage-only redraw's one rule, checked on random histories: after every operation, what
/// ``TermScreen/render()`` gives (drawn over the last render where something was marked) is
/// identical, cell for cell and style for style, to the whole tree drawn from scratch on a new
/// canvas (``TermScreen/renderFromScratch()``, which reads no damage and no earlier canvas).
///
/// A history is a list of ``DamageStep``s over a fixed start (a scroll view with a column of
/// labels, a box that holds the screen open at 12 columns, a modal box with a button waiting
/// to be presented, a split view of a list beside tabs holding a text field and a gauge):
/// labels and bordered boxes added anywhere (the root, a box, the scroll view's content, the
/// modal), text, style, background, title and border changes, views hidden, removed, put back
/// at any z-index, moved by new constraints, clipping and margins switched, the focus moved,
/// the modal presented and dismissed, scrolling, resizes (down to sizes that show the "too
/// small" notice), the theme, the inspector, keys to the focused widget (the list, the tabs,
/// the text field, the split view), list items, the divider, the gauge. On a failure the test
/// prints the seed and the shortest list of steps it could find that still fails, and both
/// pictures.
@Suite("Damage-only redraw: random histories") @MainActor
struct DamagePropertyTests {
    /// Seeds and steps per seed; `make test` runs these.
    static let seeds: ClosedRange<UInt64> = 1...150
    static let steps = 60

    @Test func damageOnlyFramesEqualAFullRedraw() {
        var failures = 0
        var renders = DamageWorld.Counts()
        _ = MortarDiagnostics.capture {
            for seed in Self.seeds {
                let steps = DamageStep.random(seed: seed, count: Self.steps)
                guard let failure = DamageWorld.firstFailure(steps, counts: &renders) else { continue }
                failures += 1
                let minimal = DamageWorld.minimise(steps)
                let shown = DamageWorld.firstFailure(minimal) ?? failure
                Issue.record("""
                    seed \(seed): after step \(failure.step), a damage-only frame differs from a full redraw, or a frame from placing every view.
                    Minimised to \(minimal.count) steps (fails after step \(shown.step)):
                    \(minimal.enumerated().map { "  \($0.offset): \($0.element)" }.joined(separator: "\n"))
                    damage-only render:
                    \(shown.got)
                    full redraw:
                    \(shown.want)
                    """)
                if failures >= 3 { break }
            }
        }
        // Most frames must really be damage-only, or the test would prove nothing.
        print("damage property: \(renders.partial) damage-only frames (\(renders.rows) rows drawn again, "
              + "\(renders.unchanged) with nothing to draw), \(renders.full) full, \(renders.seeds) seeds")
        #expect(renders.partial > renders.full)
    }

    /// The property holds for the fixed start too, and a history with every kind of step runs.
    @Test func everyKindOfStepRuns() {
        let steps = DamageStep.allKinds
        var counts = DamageWorld.Counts()
        let failure = MortarDiagnostics.capture { DamageWorld.firstFailure(steps, counts: &counts) }.result
        #expect(failure == nil)
        #expect(counts.partial > 5)
    }
}

/// One operation on the tree, as data. Picks are taken modulo what exists when the step runs,
/// so any sub-list of a history still runs: that is how a failure is minimised.
enum DamageStep: CustomStringConvertible, Sendable {
    case addLabel(parent: Int, text: Int, x: Int, y: Int)
    case addBox(parent: Int, x: Int, y: Int, width: Int, height: Int, background: Int)
    case text(view: Int, text: Int)
    case style(view: Int, style: Int)
    case background(view: Int, style: Int)
    case title(view: Int, text: Int)
    case border(view: Int, style: Int)
    case hide(view: Int)
    case remove(view: Int)
    case putBack(view: Int, parent: Int, index: Int, x: Int, y: Int)
    case move(view: Int, x: Int, y: Int)
    case clips(view: Int)
    case margins(view: Int, size: Int)
    case focus(view: Int)
    case present
    case dismiss
    case scroll(dx: Int, dy: Int)
    case resize(width: Int, height: Int)
    case tooSmall
    case theme
    case inspector
    case inspectorKey
    case key(Int)
    case listItems(count: Int, text: Int)
    case divider(position: Int)
    case gauge(percent: Int)

    var description: String {
        switch self {
        case let .addLabel(p, t, x, y): "addLabel(parent: \(p), text: \(DamageWorld.texts[t].debugDescription), x: \(x), y: \(y))"
        case let .addBox(p, x, y, w, h, b): "addBox(parent: \(p), x: \(x), y: \(y), width: \(w), height: \(h), background: \(b))"
        case let .text(v, t): "text(view: \(v), \(DamageWorld.texts[t].debugDescription))"
        case let .style(v, s): "style(view: \(v), \(s))"
        case let .background(v, s): "background(view: \(v), \(s))"
        case let .title(v, t): "title(view: \(v), \(DamageWorld.texts[t].debugDescription))"
        case let .border(v, s): "border(view: \(v), \(s))"
        case let .hide(v): "hide(view: \(v))"
        case let .remove(v): "remove(view: \(v))"
        case let .putBack(v, p, i, x, y): "putBack(view: \(v), parent: \(p), index: \(i), x: \(x), y: \(y))"
        case let .move(v, x, y): "move(view: \(v), x: \(x), y: \(y))"
        case let .clips(v): "clips(view: \(v))"
        case let .margins(v, m): "margins(view: \(v), \(m))"
        case let .focus(v): "focus(view: \(v))"
        case .present: "present"
        case .dismiss: "dismiss"
        case let .scroll(dx, dy): "scroll(dx: \(dx), dy: \(dy))"
        case let .resize(w, h): "resize(\(w)x\(h))"
        case .tooSmall: "tooSmall (toggle notice)"
        case .theme: "theme (toggle)"
        case .inspector: "inspector (toggle)"
        case .inspectorKey: "inspectorKey (Tab)"
        case let .key(k): "key(\(DamageWorld.keys[k]))"
        case let .listItems(n, t): "listItems(count: \(n), text: \(DamageWorld.texts[t].debugDescription))"
        case let .divider(p): "divider(position: \(p))"
        case let .gauge(p): "gauge(\(p) %)"
        }
    }

    /// A history of `count` steps from `seed`.
    static func random(seed: UInt64, count: Int) -> [DamageStep] {
        var rng = DamageRNG(seed)
        func n(_ bound: Int) -> Int { rng.below(bound) }
        return (0..<count).map { _ in
            let texts = DamageWorld.texts.count
            switch n(112) {
            case 0..<10: return .addLabel(parent: n(1000), text: n(texts), x: n(30), y: n(12))
            case 10..<17: return .addBox(parent: n(1000), x: n(30), y: n(12), width: 2 + n(20), height: 2 + n(8), background: n(4))
            case 17..<29: return .text(view: n(1000), text: n(texts))
            case 29..<34: return .style(view: n(1000), style: n(4))
            case 34..<40: return .background(view: n(1000), style: n(4))
            case 40..<43: return .title(view: n(1000), text: n(texts))
            case 43..<45: return .border(view: n(1000), style: n(5))
            case 45..<50: return .hide(view: n(1000))
            case 50..<54: return .remove(view: n(1000))
            case 54..<58: return .putBack(view: n(1000), parent: n(1000), index: n(6), x: n(30), y: n(12))
            case 58..<66: return .move(view: n(1000), x: n(30), y: n(12))
            case 66..<70: return .clips(view: n(1000))
            case 70..<72: return .margins(view: n(1000), size: n(3))
            case 72..<76: return .focus(view: n(1000))
            case 76..<79: return .present
            case 79..<81: return .dismiss
            case 81..<88: return .scroll(dx: n(5) - 2, dy: n(9) - 4)
            case 88..<93: return .resize(width: 4 + n(57), height: 3 + n(18))
            case 93..<95: return .tooSmall
            case 95..<97: return .theme
            case 97..<98: return .inspector
            case 98..<99: return .inspectorKey
            case 99..<106: return .key(n(DamageWorld.keys.count))
            case 106..<108: return .listItems(count: n(12), text: n(texts))
            case 108..<110: return .divider(position: n(22))
            default: return .gauge(percent: n(101))
            }
        }
    }

    /// One step of every kind, in an order where each does something.
    static let allKinds: [DamageStep] = [
        .addLabel(parent: 0, text: 1, x: 3, y: 1), .addBox(parent: 0, x: 20, y: 2, width: 10, height: 4, background: 1),
        .addLabel(parent: 7, text: 3, x: 1, y: 1), .text(view: 5, text: 2), .style(view: 5, style: 1),
        .background(view: 0, style: 2), .title(view: 7, text: 4), .border(view: 7, style: 2), .hide(view: 7),
        .hide(view: 7), .remove(view: 5), .putBack(view: 0, parent: 0, index: 0, x: 2, y: 2), .move(view: 7, x: 5, y: 5),
        .clips(view: 7), .margins(view: 7, size: 2), .focus(view: 7), .scroll(dx: 0, dy: 3), .present,
        .focus(view: 7), .dismiss, .resize(width: 8, height: 5), .tooSmall, .resize(width: 50, height: 16),
        .tooSmall, .theme, .inspector, .inspectorKey, .inspector, .listItems(count: 9, text: 3), .divider(position: 6),
        .gauge(percent: 40), .focus(view: 20), .key(0), .key(1), .key(4), .key(5),
    ]
}

/// The tree a history runs on, and the check after every step.
@MainActor
final class DamageWorld {
    nonisolated static let keys: [TermKey] = [.up, .down, .tab, .right, .character("z"), .backspace, .pageDown,
                                              .left, .character("漢"), .enter]
    nonisolated static let texts = ["a", "漢字", "😀x", "wide 世界 text", "", "e\u{301}", "long label text", "ab", "x漢"]
    static let styles: [TermStyle] = [.plain, .bold, TermStyle(foreground: .red), TermStyle(background: .yellow)]
    static let backgrounds: [TermStyle?] = [nil, TermStyle(background: .blue), TermStyle(background: .green),
                                           TermStyle(foreground: .red)]

    let screen = TermScreen(width: 40, height: 14)
    let scroll = TermScrollView()
    let modal = TermBox(title: "modal")
    let list = TermList(items: (0..<8).map { "item \($0) 漢" })
    let gauge = TermGauge(fraction: 0.3)
    let split: TermSplitView
    /// Every view made so far, in the order made (the start's first): picks index into it.
    private(set) var views: [TermView] = []
    /// The constraints that place each view in its parent (replaced when it moves).
    private var placement: [ObjectIdentifier: [TermLayoutConstraint]] = [:]

    init() {
        let field = TermTextField(text: "type 漢字", placeholder: "name")
        let tabs = TermTabs([("field", field), ("gauge", gauge)])
        split = TermSplitView(.horizontal, panes: [list, tabs])
        screen.checksAmbiguityAtLayout = false
        screen.damage.wholeScreenAbove = 1   // large damage is drawn as damage too
        screen.checksDamageAtRender = false  // it would put the full redraw in place of a wrong frame
        views.append(screen.root)
        // The scroll view: 14 x 6 at (2, 3), a content of 12 lines, 20 wide.
        screen.root.addSubview(scroll)
        pin(scroll, in: screen.root, x: 2, y: 3, width: 14, height: 6)
        views.append(scroll)
        for i in 0..<12 {
            let line = TermLabel("line \(i) " + (i % 3 == 0 ? "漢字" : "text"))
            scroll.addFromHierarchyOperator(line)
            pin(line, in: scroll, x: 0, y: i)
            views.append(line)
        }
        TermLayoutConstraint.activate([
            TermLayoutConstraint(scroll.contentLayoutGuide, .width, .equal, nil, nil, constant: 20),
            TermLayoutConstraint(scroll.contentLayoutGuide, .height, .equal, nil, nil, constant: 12),
        ])
        // A box that holds the screen open: 12 columns from the left, the right edge inside.
        let holder = TermBox(title: "hold")
        holder.isFocusable = true
        screen.root.addSubview(holder)
        pin(holder, in: screen.root, x: 0, y: 0, width: 12, height: 3)
        TermLayoutConstraint(holder, .right, .lessOrEqual, screen.root, .right).activate()
        views.append(holder)
        // The modal, not yet presented: a box with a label and a button.
        modal.backgroundStyle = TermStyle(background: .magenta)
        pin(modal, width: 16, height: 5)
        let message = TermLabel("sure? 漢字")
        modal.addSubview(message)
        pin(message, in: modal, x: 1, y: 1)
        let button = TermButton("OK") {}
        modal.addSubview(button)
        pin(button, in: modal, x: 1, y: 2, width: 6, height: 1)
        views += [modal, message, button]
        // A split view: a list beside tabs (a text field, a gauge), 22 x 8 at (17, 4).
        screen.root.addSubview(split)
        pin(split, in: screen.root, x: 17, y: 4, width: 22, height: 8)
        views += [split, list, tabs, field, gauge]
    }

    /// Places `view` at `x, y` in `parent` (in a scroll view: in its content), with a fixed
    /// size if given (else its intrinsic size), replacing where it was placed before.
    private func pin(_ view: TermView, in parent: TermView? = nil, x: Int = 0, y: Int = 0,
                     width: Int? = nil, height: Int? = nil) {
        placement[ObjectIdentifier(view)]?.forEach { $0.deactivate() }
        var constraints: [TermLayoutConstraint] = []
        if let parent {
            let anchor: TermLayoutItem = (parent as? TermScrollView)?.contentLayoutGuide ?? parent
            constraints += [TermLayoutConstraint(view, .left, .equal, anchor, .left, constant: Double(x)),
                            TermLayoutConstraint(view, .top, .equal, anchor, .top, constant: Double(y))]
        }
        if let width { constraints.append(TermLayoutConstraint(view, .width, .equal, nil, nil, constant: Double(width))) }
        if let height { constraints.append(TermLayoutConstraint(view, .height, .equal, nil, nil, constant: Double(height))) }
        TermLayoutConstraint.activate(constraints)
        placement[ObjectIdentifier(view)] = constraints
    }

    /// The views in the screen (the modal's too while it is up), in the order made.
    private var onScreen: [TermView] { views.filter { $0.screen === screen } }
    /// Views a step may remove, move or hide: not the root, the modal or the scroll bars.
    private var movable: [TermView] {
        onScreen.filter { $0 !== screen.root && $0 !== modal && !($0 is TermScrollbar) }
    }
    /// Views things are added to.
    private var containers: [TermView] {
        onScreen.filter { $0 === screen.root || $0 is TermBox || $0 is TermScrollView }
    }
    private func pick<T>(_ list: [T], _ i: Int) -> T? { list.isEmpty ? nil : list[i % list.count] }

    func apply(_ step: DamageStep) {
        switch step {
        case let .addLabel(p, t, x, y):
            guard let parent = pick(containers, p) else { return }
            let label = TermLabel(Self.texts[t])
            label.isFocusable = t % 2 == 0
            parent.addFromHierarchyOperator(label)
            pin(label, in: parent, x: x, y: y)
            views.append(label)
        case let .addBox(p, x, y, w, h, b):
            guard let parent = pick(containers, p) else { return }
            let box = TermBox(title: "b\(views.count)")
            box.backgroundStyle = Self.backgrounds[b]
            box.clipsToBounds = b != 3   // some boxes let their content out
            box.isFocusable = true
            parent.addFromHierarchyOperator(box)
            pin(box, in: parent, x: x, y: y, width: w, height: h)
            views.append(box)
        case let .text(v, t):
            guard let label = pick(onScreen.compactMap { $0 as? TermLabel }, v) else { return }
            label.text = Self.texts[t]
        case let .style(v, s):
            guard let label = pick(onScreen.compactMap { $0 as? TermLabel }, v) else { return }
            label.style = Self.styles[s]
        case let .background(v, s):
            pick(onScreen, v)?.backgroundStyle = Self.backgrounds[s]
        case let .title(v, t):
            pick(onScreen.compactMap { $0 as? TermBox }, v)?.title = Self.texts[t]
        case let .border(v, s):
            pick(onScreen.compactMap { $0 as? TermBox }, v)?.borderStyle = BorderStyle.allCases[s % BorderStyle.allCases.count]
        case let .hide(v):
            pick(movable, v)?.isHidden.toggle()
        case let .remove(v):
            pick(movable, v)?.removeFromSuperview()
        case let .putBack(v, p, i, x, y):
            let removed = views.filter { $0.superview == nil && $0 !== screen.root && $0 !== modal }
            guard let view = pick(removed, v), let parent = pick(containers, p), !parent.isDescendant(of: view) else { return }
            if parent is TermScrollView { parent.addFromHierarchyOperator(view) } else { parent.insertSubview(view, at: i) }
            pin(view, in: parent, x: x, y: y, width: view is TermBox ? 8 + i : nil, height: view is TermBox ? 3 + i % 3 : nil)
        case let .move(v, x, y):
            guard let view = pick(movable, v), let parent = view.superview, !(view is TermModalLayer) else { return }
            let size = placement[ObjectIdentifier(view)]?.count == 4 ? view.frame.size : nil
            pin(view, in: parent, x: x, y: y, width: size?.width, height: size?.height)
        case let .clips(v):
            pick(onScreen, v).map { $0.clipsToBounds.toggle() }
        case let .margins(v, m):
            pick(onScreen.compactMap { $0 as? TermBox }, v)?.layoutMargins = TermInsets(all: m)
        case let .focus(v):
            screen.focus(pick(onScreen, v))
        case .present:
            if modal.superview == nil { screen.present(modal) }
        case .dismiss:
            screen.dismiss()
        case let .scroll(dx, dy):
            if scroll.screen === screen { scroll.scroll(by: TermPoint(x: dx, y: dy)) }
        case let .resize(w, h):
            screen.resize(width: w, height: h)
        case .tooSmall:
            screen.whenTooSmall = screen.whenTooSmall == .clip ? .notice : .clip
        case .theme:
            screen.theme = screen.theme == .standard ? TermTheme(focusMark: .underline, dimmed: [.dim, .italic]) : .standard
        case .inspector:
            screen.toggleInspector()
        case .inspectorKey:
            if screen.isInspecting { screen.send(.tab) }
        case let .key(k):
            screen.send(Self.keys[k])
        case let .listItems(count, t):
            list.items = (0..<count).map { "\($0) " + Self.texts[t] }
        case let .divider(position):
            if split.screen === screen { split.setPosition(position, ofDividerAt: 0) }
        case let .gauge(percent):
            gauge.fraction = Double(percent) / 100
        }
    }

    /// Where a history first breaks the rule, with both pictures; nil when it never does.
    struct Failure: Equatable {
        let step: Int
        let got: String
        let want: String
    }

    /// How many frames were drawn whole, damage-only (and how many rows those drew), or
    /// damage-only with nothing to draw.
    struct Counts {
        var full = 0, partial = 0, unchanged = 0, rows = 0, seeds = 0
    }

    /// Runs `steps` on a new world, rendering after each and comparing with a full redraw.
    static func firstFailure(_ steps: [DamageStep]) -> Failure? {
        var counts = Counts()
        return firstFailure(steps, counts: &counts)
    }

    /// Runs `steps` on a new world, rendering after each and comparing with a full redraw;
    /// adds what kind of frames were drawn to `counts`.
    static func firstFailure(_ steps: [DamageStep], counts: inout Counts) -> Failure? {
        let world = DamageWorld()
        counts.seeds += 1
        func check(_ step: Int) -> Failure? {
            let got = world.screen.render().canvas
            switch world.screen.lastRedrawnRows {
            case nil: counts.full += 1
            case 0?: counts.unchanged += 1
            case let rows?: counts.partial += 1; counts.rows += rows
            }
            // Layout placed only the items whose variables changed: every frame must be what
            // placing every view gives.
            if let mismatch = world.screen.placementMismatch() {
                return Failure(step: step, got: mismatch, want: "every frame as placing every view sets it")
            }
            let want = world.screen.renderFromScratch()
            guard got != want else { return nil }
            return Failure(step: step, got: Self.picture(got), want: Self.picture(want))
        }
        if let failure = check(-1) { return failure }
        for (i, step) in steps.enumerated() {
            world.apply(step)
            if let failure = check(i) { return failure }
        }
        return nil
    }

    /// The shortest failing sub-list found by dropping chunks, then single steps, while it fails.
    static func minimise(_ steps: [DamageStep]) -> [DamageStep] {
        guard let first = firstFailure(steps) else { return steps }
        var current = Array(steps.prefix(first.step + 1))
        var chunk = max(1, current.count / 2)
        while chunk >= 1 {
            var i = 0
            var removedAny = false
            while i < current.count {
                var candidate = current
                candidate.removeSubrange(i..<min(current.count, i + chunk))
                if firstFailure(candidate) != nil {
                    current = candidate
                    removedAny = true
                } else {
                    i += chunk
                }
            }
            if !removedAny { chunk /= 2 }
        }
        return current
    }

    /// A canvas as text, with a row of style marks under each row that has styled cells
    /// (`.` plain, `*` any other style), so a style-only difference shows.
    static func picture(_ canvas: TermCanvas) -> String {
        var lines: [String] = []
        for y in 0..<canvas.height {
            var text = "", marks = ""
            for x in 0..<canvas.width {
                let cell = canvas[x, y]
                if cell.width != 0 { text.append(cell.character) }
                marks.append(cell.style == .plain ? "." : "*")
            }
            lines.append("|" + text + "|")
            lines.append(" " + marks)
        }
        return lines.joined(separator: "\n")
    }
}

/// SplitMix64, so a seed means the same history everywhere.
struct DamageRNG: RandomNumberGenerator {
    var state: UInt64
    init(_ seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}
