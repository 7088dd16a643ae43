internal import CNcurses

/// Input read from the terminal.
enum TerminalInput: Sendable, Equatable {
    case key(TermKey)
    case mouse(TermMouseEvent)
    case resize
    /// Text the user pasted (bracketed paste), whole; line breaks as "\n".
    case paste(String)
}

/// Reading and decoding what the terminal sends.
extension TerminalDevice {
    /// Everything waiting on the input, decoded (never blocks).
    func readInput() -> [TerminalInput] {
        guard let window else { return [] }
        var result: [TerminalInput] = []
        while true {
            var wch: wint_t = 0
            let rc = wget_wch(window, &wch)
            if rc == ERR { break }
            if rc == KEY_CODE_YES {
                let code = Int32(bitPattern: wch)
                if let keys = pasteKeys, code == keys.start || code == keys.end {
                    if code == keys.start {
                        pendingPaste = pendingPaste ?? ""
                    } else if let text = pendingPaste {
                        pendingPaste = nil
                        result.append(.paste(Self.normalizedPaste(text)))
                    }
                } else if pendingPaste != nil {
                    if code == KEY_RESIZE { result.append(.resize) }   // keys inside a paste are text, not keys
                } else if let input = decodeKeyCode(code) {
                    result.append(input)
                }
            } else if pendingPaste != nil {
                // Inside a paste every character is text, controls included (the view decides).
                if let scalar = Unicode.Scalar(UInt32(wch)) { pendingPaste?.unicodeScalars.append(scalar) }
            } else if let key = Self.decodeCharacter(wch) {
                result.append(.key(key))
            }
        }
        return result
    }

    /// A paste's line breaks as "\n" (terminals send a pasted newline as "\r").
    nonisolated static func normalizedPaste(_ text: String) -> String {
        String(text.map { $0 == "\r\n" || $0 == "\r" ? "\n" : $0 })
    }

    func decodeKeyCode(_ code: Int32) -> TerminalInput? {
        switch code {
        case KEY_RESIZE: return .resize
        case KEY_MOUSE:
            var event = MEVENT()
            guard getmouse(&event) == OK else { return nil }
            let at = TermPoint(x: Int(event.x), y: Int(event.y))
            let state = event.bstate
            if state & CNC_BUTTON4_PRESSED != 0 { return .mouse(TermMouseEvent(.wheelUp, at: at)) }
            if state & CNC_BUTTON5_PRESSED != 0 { return .mouse(TermMouseEvent(.wheelDown, at: at)) }
            if state & CNC_REPORT_MOUSE_POSITION != 0 { return .mouse(TermMouseEvent(.drag(button: 1), at: at)) }
            if state & CNC_BUTTON1_RELEASED != 0 { return .mouse(TermMouseEvent(.release(button: 1), at: at)) }
            if state & CNC_BUTTON1_PRESSED != 0 { return .mouse(TermMouseEvent(.click(button: 1), at: at)) }
            if state & CNC_BUTTON2_PRESSED != 0 { return .mouse(TermMouseEvent(.click(button: 2), at: at)) }
            if state & CNC_BUTTON3_PRESSED != 0 { return .mouse(TermMouseEvent(.click(button: 3), at: at)) }
            return nil
        case KEY_UP: return .key(.up)
        case KEY_DOWN: return .key(.down)
        case KEY_LEFT: return .key(.left)
        case KEY_RIGHT: return .key(.right)
        case KEY_HOME: return .key(.home)
        case KEY_END: return .key(.end)
        case KEY_PPAGE: return .key(.pageUp)
        case KEY_NPAGE: return .key(.pageDown)
        case KEY_DC: return .key(.delete)
        case KEY_IC: return .key(.insert)
        case KEY_BACKSPACE: return .key(.backspace)
        case KEY_ENTER: return .key(.enter)
        case KEY_BTAB: return .key(.backTab)
        case cnc_key_f(1)...cnc_key_f(63): return .key(.function(Int(code - cnc_key_f(0))))
        default: return nil
        }
    }

    /// A character from `wget_wch`: controls become keys, the rest characters.
    static func decodeCharacter(_ wch: wint_t) -> TermKey? {
        switch wch {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 1...26: return .ctrl(Character(Unicode.Scalar(UInt8(wch) + 0x60)))
        case 0..<32: return nil
        default:
            guard let scalar = Unicode.Scalar(UInt32(wch)) else { return nil }
            return .character(Character(scalar))
        }
    }
}
