@testable import Mortar

/// A screen of `width` × `height` with `view` filling it.
@MainActor
func filledScreen(with view: TermView, width: Int, height: Int) -> TermScreen {
    let screen = TermScreen(width: width, height: height)
    screen.root |+| view
    view |=| screen.root
    return screen
}

/// A click of the first button at `x, y`.
func click(_ x: Int, _ y: Int, button: Int = 1) -> TermMouseEvent {
    TermMouseEvent(.click(button: button), at: TermPoint(x: x, y: y))
}
