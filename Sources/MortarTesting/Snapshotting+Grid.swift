import Mortar
import SnapshotTesting

extension Snapshotting where Value == TermSnapshot, Format == String {
    /// The grid as text: rows joined by "\n", without the blanks at the end of each row (see
    /// `TermSnapshot.gridText`), so a snapshot has no trailing spaces for an editor
    /// to strip.
    public static var grid: Snapshotting {
        Snapshotting<String, String>.lines.pullback(\.gridText)
    }

    /// The grid plus a style layer (a letter per cell and a legend), so a change of colour or
    /// attribute fails the snapshot too; no line ends in spaces.
    public static var styledGrid: Snapshotting {
        Snapshotting<String, String>.lines.pullback(\.styledGridText)
    }
}

extension Snapshotting where Value == TermScreen, Format == String {
    /// The screen rendered (laid out first if needed) as text. Assert from the main actor, where
    /// screens live.
    public static var grid: Snapshotting {
        Snapshotting<TermSnapshot, String>.grid.pullback { screen in MainActor.assumeIsolated { screen.render() } }
    }

    /// The screen rendered as text plus a style layer. Assert from the main actor.
    public static var styledGrid: Snapshotting {
        Snapshotting<TermSnapshot, String>.styledGrid.pullback { screen in
            MainActor.assumeIsolated { screen.render() }
        }
    }
}

extension Snapshotting where Value: TermView, Format == String {
    /// One view alone on a screen of `width` × `height`, filling it, as text. The view is
    /// borrowed for the rendering and put back where it was. Assert from the main actor.
    public static func grid(width: Int, height: Int) -> Snapshotting {
        Snapshotting<TermSnapshot, String>.grid.pullback { view in
            MainActor.assumeIsolated { TermSnapshot.rendering(view, width: width, height: height) }
        }
    }

    /// One view alone on a screen of `width` × `height`, as text plus a style layer.
    public static func styledGrid(width: Int, height: Int) -> Snapshotting {
        Snapshotting<TermSnapshot, String>.styledGrid.pullback { view in
            MainActor.assumeIsolated { TermSnapshot.rendering(view, width: width, height: height) }
        }
    }
}

extension TermSnapshot {
    /// Renders `view` alone, filling a screen of `width` × `height`, then returns it to its
    /// superview at the same place in the z-order (its constraints to the outside wait while it
    /// is away and come back with it).
    @MainActor
    public static func rendering(_ view: TermView, width: Int, height: Int) -> TermSnapshot {
        let superview = view.superview
        let index = superview?.subviews.firstIndex { $0 === view }
        let screen = TermScreen(width: width, height: height)
        screen.root.addSubview(view)
        let pins = [TermLayoutAttribute.left, .top, .width, .height].map {
            TermLayoutConstraint(view, $0, .equal, screen.root, $0)
        }
        pins.forEach { $0.activate() }
        let snapshot = screen.render()
        pins.forEach { $0.deactivate() }
        view.removeFromSuperview()
        if let superview, let index { superview.insertSubview(view, at: index) }
        return snapshot
    }
}
