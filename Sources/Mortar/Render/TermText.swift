/// How text becomes cells: sanitising, grapheme clusters and their display widths.
///
/// Widths follow glibc's `wcwidth` (`WidthTable`), because ncurses and tmux measure text with
/// it; a grid that disagreed would misalign every row after the first disagreement. Clusters
/// that `wcwidth` cannot fit in one or two cells get a documented fallback, so every cell is
/// one or two columns wide everywhere:
/// - a ZWJ sequence (👨‍👩‍👧) keeps its first emoji;
/// - emoji modifiers (skin tones), variation selectors (VS15/VS16) and tag characters are
///   dropped (❤️ draws as ❤, one cell, as tmux and ncurses count it);
/// - any other cluster wider than two cells keeps its longest prefix that fits in two;
/// - a cluster that takes no cell (a lone combining mark) joins the previous cluster, or is
///   dropped at the start of a text.
///
/// Sanitising: C0 controls, DEL and C1 controls become visible Control Pictures (`ESC` is
/// `␛`, a newline `␊`), C1 controls become `�`, unprintable scalars become `�`, and bidirectional
/// overrides and isolates are removed. No escape sequence from data ever reaches the terminal.
public enum TermText {
    /// The width of one scalar as `wcwidth` gives it: 0, 1, 2, or -1 when unprintable.
    public static func width(of scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v >= 0x20 && v < 0x7F { return 1 }
        if contains(WidthTable.zero, v) { return 0 }
        if contains(WidthTable.wide, v) { return 2 }
        if contains(WidthTable.unprintable, v) { return -1 }
        return 1
    }

    /// The scalar that stands for a control character on screen, or nil if `scalar` is not one.
    public static func controlPicture(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x00...0x1F: return Unicode.Scalar(0x2400 + scalar.value)
        case 0x7F: return Unicode.Scalar(0x2421)
        case 0x80...0x9F: return Unicode.Scalar(0xFFFD)
        default: return nil
        }
    }

    /// `text` with controls made visible and bidirectional controls removed.
    public static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsSanitizing) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let picture = controlPicture(for: scalar) {
                out.append(picture)
            } else if isBidiControl(scalar) {
                continue
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// The cells `text` occupies: each cluster as drawn (after sanitising and the fallbacks
    /// above) with its width, 1 or 2.
    public static func clusters(_ text: String) -> [(character: Character, width: Int)] {
        var result: [(character: Character, width: Int)] = []
        result.reserveCapacity(text.utf8.count)
        if singleCellScalars(text) != nil {
            for scalar in text.unicodeScalars { result.append((Character(scalar), 1)) }
            return result
        }
        for character in sanitized(text) {
            if let cell = displayCluster(character) {
                result.append(cell)
            } else if let last = result.last {
                // A zero-width cluster joins the previous one, whose width it does not change.
                let joined = String(last.character) + String(character)
                if joined.count == 1, let c = joined.first { result[result.count - 1].character = c }
            }
        }
        return result
    }

    /// The display width of `text` in cells.
    public static func displayWidth(_ text: String) -> Int {
        if isPrintableASCII(text) { return text.utf8.count }
        if let cells = singleCellScalars(text) { return cells }
        return clusters(text).reduce(0) { $0 + $1.width }
    }

    /// How many scalars `text` has when each is a cluster of its own, one cell wide: printable
    /// ASCII and the one-cell scalars of the blocks that dashboards write with (see
    /// `standsAlone`), nil for any other text. Those scalars join no neighbour into a cluster
    /// and need no sanitising, so the text is measured and drawn scalar by scalar, without
    /// forming clusters (a truncated title, a label with a `·` or an arrow, every frame).
    static func singleCellScalars(_ text: String) -> Int? {
        var count = 0
        for scalar in text.unicodeScalars {
            let v = scalar.value
            guard (v >= 0x20 && v < 0x7F) || (standsAlone(v) && width(of: scalar) == 1) else { return nil }
            count += 1
        }
        return count
    }

    /// Whether `v` is in a block whose every scalar has the grapheme break property Other
    /// (nothing joins it to a neighbour: no mark, joiner, Hangul jamo or regional indicator)
    /// and is no control: Latin-1's signs and letters (not the soft hyphen, a format control),
    /// General Punctuation's dashes, quotes, bullets and the ellipsis (not its spaces, joiners,
    /// separators or bidirectional controls), arrows, mathematical operators, box drawing,
    /// blocks, geometric shapes and braille. A test checks each against the standard library's
    /// grapheme breaking. The caller still asks the width table: a few of them are wide.
    private static func standsAlone(_ v: UInt32) -> Bool {
        switch v {
        case 0xA0...0xAC, 0xAE...0xFF, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x22FF, 0x2500...0x25FF,
             0x2800...0x28FF:
            return true
        default:
            return false
        }
    }

    /// Whether `text` is printable ASCII only: one cell per byte, nothing to sanitise or join,
    /// the case every fast path tests for.
    static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// One sanitised cluster as drawn, with its width; nil when it takes no cell.
    static func displayCluster(_ character: Character) -> (character: Character, width: Int)? {
        let view = character.unicodeScalars
        guard let base = view.first else { return nil }
        let baseWidth = width(of: base)
        if baseWidth < 0 { return ("\u{FFFD}", 1) }
        if baseWidth == 0 { return nil }
        // Nearly every cluster is one scalar: answered without copying its scalars.
        if view.index(after: view.startIndex) == view.endIndex { return (character, baseWidth) }
        let scalars = Array(view)
        if scalars.contains(where: { $0.value == 0x200D }) { return (Character(base), baseWidth) }
        var kept = String.UnicodeScalarView()
        var total = 0
        for scalar in scalars where !isDropped(scalar) {
            let w = max(0, width(of: scalar))
            if total + w > 2 { break }
            kept.append(scalar)
            total += w
        }
        let drawn = String(kept)
        guard drawn.count == 1, let c = drawn.first else { return (Character(base), baseWidth) }
        return (c, max(1, total))
    }

    // MARK: Private

    private static func needsSanitizing(_ scalar: Unicode.Scalar) -> Bool {
        controlPicture(for: scalar) != nil || isBidiControl(scalar)
    }

    private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// Scalars a cluster loses when drawn: emoji modifiers, variation selectors, tags.
    private static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1F3FB...0x1F3FF, 0xFE00...0xFE0F, 0xE0020...0xE007F: return true
        default: return false
        }
    }

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ v: UInt32) -> Bool {
        var lo = 0, hi = ranges.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if ranges[mid].upperBound < v { lo = mid + 1 } else { hi = mid }
        }
        return lo < ranges.count && ranges[lo].contains(v)
    }
}
