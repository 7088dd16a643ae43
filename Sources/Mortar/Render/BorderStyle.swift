/// The line set a border is drawn with.
public enum BorderStyle: Sendable, Hashable, CaseIterable {
    /// `┌─┐ │ └─┘`
    case single
    /// `╔═╗ ║ ╚═╝`
    case double
    /// `╭─╮ │ ╰─╯`
    case rounded
    /// `┏━┓ ┃ ┗━┛`
    case heavy
    /// `+-+ | +-+`, for terminals without line drawing.
    case ascii

    /// The characters: corners top-left, top-right, bottom-left, bottom-right, then the
    /// horizontal and vertical lines.
    public var characters: (topLeft: Character, topRight: Character, bottomLeft: Character,
                            bottomRight: Character, horizontal: Character, vertical: Character) {
        switch self {
        case .single: return ("┌", "┐", "└", "┘", "─", "│")
        case .double: return ("╔", "╗", "╚", "╝", "═", "║")
        case .rounded: return ("╭", "╮", "╰", "╯", "─", "│")
        case .heavy: return ("┏", "┓", "┗", "┛", "━", "┃")
        case .ascii: return ("+", "+", "+", "+", "-", "|")
        }
    }
}
