/// Bracketed paste (xterm's mode 2004): the terminal sends pasted text between `ESC [ 200 ~`
/// and `ESC [ 201 ~`. This sorts the characters ncurses returns (ncurses knows neither marker,
/// so they come as plain characters) into characters to decode as keys and whole pastes, which
/// reach views as one piece instead of as typing (a pasted Tab does not move the focus).
struct TerminalPasteDecoder {
    /// What the characters fed so far turned into.
    enum Output: Equatable {
        /// Characters to decode as keys, in order.
        case keys([UInt32])
        /// A whole paste.
        case paste(String)
    }

    private static let start: [UInt32] = [27, 91, 50, 48, 48, 126]   // ESC [ 2 0 0 ~
    private static let end: [UInt32] = [27, 91, 50, 48, 49, 126]     // ESC [ 2 0 1 ~

    /// The part of a marker matched so far.
    private var matched: [UInt32] = []
    /// The paste being collected, nil outside one.
    private var text: String.UnicodeScalarView?

    /// Whether a paste has started and not ended.
    var isInPaste: Bool { text != nil }

    /// Takes one character from the terminal.
    mutating func feed(_ character: UInt32) -> [Output] {
        let marker = text == nil ? Self.start : Self.end
        if character == marker[matched.count] {
            matched.append(character)
            guard matched.count == marker.count else { return [] }
            matched = []
            if let pasted = text {
                text = nil
                return [.paste(String(pasted))]
            }
            text = String.UnicodeScalarView()
            return []
        }
        // Not a marker after all: what was held back is ordinary input, and so may be this
        // character (or the start of a new marker).
        let held = matched
        matched = []
        var output: [Output] = []
        if text != nil {
            for c in held { append(c) }
        } else if !held.isEmpty {
            output.append(.keys(held))
        }
        if character == marker[0] {
            matched = [character]
        } else if text != nil {
            append(character)
        } else {
            output.append(.keys([character]))
        }
        return output
    }

    /// The end of what the terminal sent for now: outside a paste, a start marker begun but not
    /// finished was ordinary input (Esc pressed alone; a terminal writes the marker in one
    /// piece, and ncurses has waited its escape delay for what follows an Esc); inside one,
    /// the paste goes on, whatever the reads cut.
    mutating func flush() -> [UInt32] {
        guard text == nil else { return [] }
        defer { matched = [] }
        return matched
    }

    private mutating func append(_ character: UInt32) {
        if let scalar = Unicode.Scalar(character) { text?.append(scalar) }
    }
}
