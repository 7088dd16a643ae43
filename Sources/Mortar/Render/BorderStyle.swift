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
        let s = scalars
        return (Character(s.topLeft), Character(s.topRight), Character(s.bottomLeft),
                Character(s.bottomRight), Character(s.horizontal), Character(s.vertical))
    }

    /// ``characters`` as the scalars they are (each one cell wide): what drawing a border
    /// writes into cells, without taking a `Character` apart for every box of every frame.
    var scalars: (topLeft: Unicode.Scalar, topRight: Unicode.Scalar, bottomLeft: Unicode.Scalar,
                  bottomRight: Unicode.Scalar, horizontal: Unicode.Scalar, vertical: Unicode.Scalar) {
        switch self {
        case .single: return ("┌", "┐", "└", "┘", "─", "│")
        case .double: return ("╔", "╗", "╚", "╝", "═", "║")
        case .rounded: return ("╭", "╮", "╰", "╯", "─", "│")
        case .heavy: return ("┏", "┓", "┗", "┛", "━", "┃")
        case .ascii: return ("+", "+", "+", "+", "-", "|")
        }
    }
}
