import Mortar
import MortarVFL

/// A screen with `count` plain views (no intrinsic size) added to its root.
@MainActor
func stage(width: Int = 100, height: Int = 40, _ count: Int) -> (TermScreen, [TermView]) {
    let screen = TermScreen(width: width, height: height)
    let views = (0..<count).map { _ in TermView() }
    screen.root |+| views
    return (screen, views)
}

/// Lays the screen out and returns the views' frames.
@MainActor
func frames(_ screen: TermScreen, _ views: [TermView]) -> [TermRect] {
    screen.layout()
    return views.map(\.frame)
}

/// The horizontal spans (x, width) of the views, after layout.
@MainActor
func spans(_ screen: TermScreen, _ views: [TermView]) -> [[Int]] {
    frames(screen, views).map { [$0.x, $0.width] }
}

/// The vertical spans (y, height) of the views, after layout.
@MainActor
func rows(_ screen: TermScreen, _ views: [TermView]) -> [[Int]] {
    frames(screen, views).map { [$0.y, $0.height] }
}

/// Runs `body` with ``MortarDefault/vflPadding`` set to `padding`, restoring it afterwards.
@MainActor
func withPadding<T>(_ padding: Double, _ body: () throws -> T) rethrows -> T {
    let saved = MortarDefault.vflPadding
    MortarDefault.vflPadding = padding
    defer { MortarDefault.vflPadding = saved }
    return try body()
}

/// The VFL spacer guides an item hosts (the screen's safe region is not one).
@MainActor
func spacerGuides(_ view: TermView) -> [TermLayoutGuide] {
    view.layoutGuides.filter { $0.identifier?.hasPrefix("MortarVFL") == true }
}
