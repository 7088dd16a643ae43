import Mortar
import SnapshotTesting

extension Snapshotting where Value == TermSnapshot, Format == String {
    /// The snapshot as an SVG picture (`TermSnapshot.svg(_:)`), stored as `.svg` so a
    /// recorded or failing snapshot opens in a browser or shows in a README. Compared as text.
    public static var svg: Snapshotting { svg(options: TermSnapshot.SVGOptions()) }

    /// The snapshot as an SVG picture drawn with `options` (cell size, font, default colours).
    public static func svg(options: TermSnapshot.SVGOptions) -> Snapshotting {
        var strategy = Snapshotting<String, String>.lines.pullback { (snapshot: TermSnapshot) in snapshot.svg(options) }
        strategy.pathExtension = "svg"
        return strategy
    }
}

extension Snapshotting where Value == TermScreen, Format == String {
    /// The screen rendered (laid out first if needed) as an SVG picture. Assert from the main actor.
    public static var svg: Snapshotting { svg(options: TermSnapshot.SVGOptions()) }

    /// The screen rendered as an SVG picture drawn with `options`. Assert from the main actor.
    public static func svg(options: TermSnapshot.SVGOptions) -> Snapshotting {
        Snapshotting<TermSnapshot, String>.svg(options: options).pullback { screen in
            MainActor.assumeIsolated { screen.render() }
        }
    }
}

extension Snapshotting where Value: TermView, Format == String {
    /// One view alone on a screen of `width` × `height`, as an SVG picture. Assert from the main actor.
    public static func svg(width: Int, height: Int, options: TermSnapshot.SVGOptions = TermSnapshot.SVGOptions())
        -> Snapshotting {
        Snapshotting<TermSnapshot, String>.svg(options: options).pullback { view in
            MainActor.assumeIsolated { TermSnapshot.rendering(view, width: width, height: height) }
        }
    }
}
