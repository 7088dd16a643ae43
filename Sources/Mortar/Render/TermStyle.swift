/// A terminal colour: the terminal's default, one of the 16 ANSI colours, one of the 256-colour
/// palette, or 24-bit RGB. The terminal runtime maps colours down where a terminal has fewer.
public enum TermColor: Hashable, Sendable, CustomStringConvertible {
    /// The terminal's own foreground or background.
    case `default`
    /// ANSI colour 0–15 (8–15 are the bright variants).
    case ansi(UInt8)
    /// Palette entry 0–255 of a 256-colour terminal.
    case palette(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    /// ANSI colour 0, black.
    public static let black = TermColor.ansi(0)
    /// ANSI colour 1, red.
    public static let red = TermColor.ansi(1)
    /// ANSI colour 2, green.
    public static let green = TermColor.ansi(2)
    /// ANSI colour 3, yellow.
    public static let yellow = TermColor.ansi(3)
    /// ANSI colour 4, blue.
    public static let blue = TermColor.ansi(4)
    /// ANSI colour 5, magenta.
    public static let magenta = TermColor.ansi(5)
    /// ANSI colour 6, cyan.
    public static let cyan = TermColor.ansi(6)
    /// ANSI colour 7, white.
    public static let white = TermColor.ansi(7)
    /// ANSI colour 8, bright black.
    public static let brightBlack = TermColor.ansi(8)
    /// ANSI colour 9, bright red.
    public static let brightRed = TermColor.ansi(9)
    /// ANSI colour 10, bright green.
    public static let brightGreen = TermColor.ansi(10)
    /// ANSI colour 11, bright yellow.
    public static let brightYellow = TermColor.ansi(11)
    /// ANSI colour 12, bright blue.
    public static let brightBlue = TermColor.ansi(12)
    /// ANSI colour 13, bright magenta.
    public static let brightMagenta = TermColor.ansi(13)
    /// ANSI colour 14, bright cyan.
    public static let brightCyan = TermColor.ansi(14)
    /// ANSI colour 15, bright white.
    public static let brightWhite = TermColor.ansi(15)

    /// A short readable name, used in styled snapshots: `default`, `red`, `p208`, `#ff8800`.
    public var description: String {
        switch self {
        case .default: return "default"
        case .ansi(let n):
            let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
            return n < 8 ? names[Int(n)] : (n < 16 ? "bright" + names[Int(n) - 8].capitalized : "ansi\(n)")
        case .palette(let n): return "p\(n)"
        case .rgb(let r, let g, let b):
            return "#" + [r, g, b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        }
    }
}

extension String {
    fileprivate var capitalized: String { prefix(1).uppercased() + dropFirst() }
}

/// Text attributes a terminal can show.
public struct TermAttributes: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The attribute bits.
    public let rawValue: UInt8

    /// Attributes from their bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Bold (bright) text.
    public static let bold = TermAttributes(rawValue: 1 << 0)
    /// Dim (faint) text.
    public static let dim = TermAttributes(rawValue: 1 << 1)
    /// Italic text.
    public static let italic = TermAttributes(rawValue: 1 << 2)
    /// Underlined text.
    public static let underline = TermAttributes(rawValue: 1 << 3)
    /// Foreground and background swapped.
    public static let reverse = TermAttributes(rawValue: 1 << 4)
    /// Struck-through text (headless only: ncurses has no such attribute).
    public static let strikethrough = TermAttributes(rawValue: 1 << 5)

    /// The attribute names in a fixed order, joined by "+": `bold+underline`.
    public var description: String {
        let names: [(TermAttributes, String)] = [(.bold, "bold"), (.dim, "dim"), (.italic, "italic"),
                                                 (.underline, "underline"), (.reverse, "reverse"),
                                                 (.strikethrough, "strikethrough")]
        return names.filter { contains($0.0) }.map(\.1).joined(separator: "+")
    }
}

/// How a cell looks: foreground and background colours and attributes.
public struct TermStyle: Hashable, Sendable, CustomStringConvertible {
    /// The text colour.
    public var foreground: TermColor
    /// The cell colour behind the text.
    public var background: TermColor
    /// Bold, dim, italic, underline, reverse, strikethrough.
    public var attributes: TermAttributes

    /// Creates a style; everything defaults to the terminal's own look.
    public init(foreground: TermColor = .default, background: TermColor = .default,
                attributes: TermAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default look.
    public static let plain = TermStyle()
    /// Default colours, bold (bright) text.
    public static let bold = TermStyle(attributes: .bold)
    /// Default colours, dim (faint) text.
    public static let dim = TermStyle(attributes: .dim)
    /// Default colours, italic text.
    public static let italic = TermStyle(attributes: .italic)
    /// Default colours, underlined text.
    public static let underline = TermStyle(attributes: .underline)
    /// Default colours, foreground and background swapped.
    public static let reverse = TermStyle(attributes: .reverse)
    /// Default colours, struck-through text (headless only: ncurses has no such attribute).
    public static let strikethrough = TermStyle(attributes: .strikethrough)

    /// This style with another foreground.
    public func foreground(_ color: TermColor) -> TermStyle {
        var s = self
        s.foreground = color
        return s
    }

    /// This style with another background.
    public func background(_ color: TermColor) -> TermStyle {
        var s = self
        s.background = color
        return s
    }

    /// This style with `attributes` added.
    public func adding(_ attributes: TermAttributes) -> TermStyle {
        var s = self
        s.attributes.formUnion(attributes)
        return s
    }

    /// `fg=red bg=default bold`: what styled snapshots print; empty parts are left out.
    public var description: String {
        var parts: [String] = []
        if foreground != .default { parts.append("fg=\(foreground)") }
        if background != .default { parts.append("bg=\(background)") }
        if !attributes.isEmpty { parts.append(attributes.description) }
        return parts.isEmpty ? "plain" : parts.joined(separator: " ")
    }
}
