import CookbookRender

/// What a terminal says of its background, in the two ways terminals say it.
///
/// - `COLORFGBG`, set by rxvt, Konsole and others for the programs they start: the
///   default foreground and background as colour numbers, `15;0` (white on black) or
///   `0;default;15`; the background is the last field.
/// - The answer to xterm's question, OSC 11 with `?` (`ESC ] 11 ; ? BEL`):
///   `ESC ] 11 ; rgb:RRRR/GGGG/BBBB` then BEL or ST (`ESC \`), one to four hex digits a
///   part. Terminals that do not know the question (the Linux console, tmux without
///   passthrough, screen) say nothing.
enum BackgroundReport {
    /// The question, ended by BEL: xterm ends its answer as the question was ended, and
    /// BEL is one byte to read.
    static let query: [UInt8] = Array("\u{1B}]11;?\u{07}".utf8)

    /// What comes before the answer's colour: the terminal layer reads from there.
    static let answerPrefix = "\u{1B}]11;"

    /// The background `COLORFGBG` says, nil when it says none (unset, `default`, garbled).
    static func colorFGBG(_ value: String?) -> TerminalBackground? {
        guard let value, let last = value.split(separator: ";", omittingEmptySubsequences: false).last,
              let colour = Int(last), (0...15).contains(colour) else { return nil }
        // The ANSI numbers: 0–6 and 8 are dark (black, the colours, bright black), 7 and
        // 9–15 light (white, grey and the bright colours), as vim and others read them.
        return colour <= 6 || colour == 8 ? .dark : .light
    }

    /// The background an answer's colour says (what follows `ESC ] 11 ;`, without its end):
    /// `rgb:RRRR/GGGG/BBBB`, `rgba:…/AAAA` or `#RRGGBB`; nil for anything else.
    static func answer(_ text: String) -> TerminalBackground? {
        let parts: [Substring]
        if text.hasPrefix("rgb:") || text.hasPrefix("rgba:") {
            parts = text.drop { $0 != ":" }.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == (text.hasPrefix("rgba:") ? 4 : 3) else { return nil }
        } else if text.hasPrefix("#"), text.count == 7 {
            let hex = text.dropFirst()
            parts = [hex.prefix(2), hex.dropFirst(2).prefix(2), hex.dropFirst(4)]
        } else {
            return nil
        }
        var rgb: [Double] = []
        for part in parts.prefix(3) {
            guard (1...4).contains(part.count), part.allSatisfy(\.isHexDigit), let value = Int(part, radix: 16) else { return nil }
            rgb.append(Double(value) / Double((1 << (4 * part.count)) - 1))
        }
        return TerminalBackground(red: rgb[0], green: rgb[1], blue: rgb[2])
    }
}
