/// A key press, as the terminal runtime decodes it and as views receive it.
public enum TermKey: Hashable, Sendable, CustomStringConvertible {
    /// A printable character (a letter, a digit, a space, a CJK character ...).
    case character(Character)
    /// A letter with Control held: `.ctrl("c")` is Ctrl-C (only when the runtime does not turn
    /// it into a signal).
    case ctrl(Character)
    /// Editing and navigation keys (`backTab` is Shift-Tab).
    case enter, tab, backTab, escape, backspace, delete, insert
    /// Arrows and paging keys.
    case up, down, left, right, home, end, pageUp, pageDown
    /// F1 ... F63.
    case function(Int)

    public var description: String {
        switch self {
        case .character(let c): return "\"\(c)\""
        case .ctrl(let c): return "Ctrl-\(c.uppercased())"
        case .function(let n): return "F\(n)"
        case .enter: return "Enter"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .escape: return "Esc"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case .insert: return "Insert"
        case .up: return "Up"
        case .down: return "Down"
        case .left: return "Left"
        case .right: return "Right"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PageUp"
        case .pageDown: return "PageDown"
        }
    }
}

/// A mouse event at a screen cell.
public struct TermMouseEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A click of button 1, 2 or 3 (the terminal reports it when the button goes down).
        case click(button: Int)
        /// The pointer moved with the button held after a click: a drag. It goes to the view
        /// that used the click, wherever the pointer is.
        case drag(button: Int)
        /// The button came up after a click (and perhaps a drag); it goes to the view that used
        /// the click.
        case release(button: Int)
        /// The wheel turned up (content should scroll towards its start).
        case wheelUp
        /// The wheel turned down.
        case wheelDown
    }

    /// What happened.
    public var kind: Kind
    /// Where, in screen cells.
    public var position: TermPoint

    /// Creates an event.
    public init(_ kind: Kind, at position: TermPoint) {
        self.kind = kind
        self.position = position
    }
}
