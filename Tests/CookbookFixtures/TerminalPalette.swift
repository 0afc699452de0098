import CookbookRender

/// A colour as a terminal shows it: red, green and blue from 0 to 255.
public struct RGB: Equatable, Sendable, CustomStringConvertible {
    public var red: Double, green: Double, blue: Double

    public init(_ hex: UInt32) {
        red = Double(hex >> 16 & 0xFF)
        green = Double(hex >> 8 & 0xFF)
        blue = Double(hex & 0xFF)
    }

    init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// WCAG's relative luminance.
    public var luminance: Double {
        TerminalBackground.luminance(red: red / 255, green: green / 255, blue: blue / 255)
    }

    /// Half way to another colour, as terminals draw faint text half way to its background.
    public func halfWay(to other: RGB) -> RGB {
        RGB(red: (red + other.red) / 2, green: (green + other.green) / 2, blue: (blue + other.blue) / 2)
    }

    public var description: String {
        "#" + [red, green, blue].map { String(Int($0.rounded()), radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
    }
}

/// A terminal's colours: its sixteen, and the default foreground and background of one of
/// its profiles. The three palettes the contrast goal is held to, each with a dark and a
/// light profile: xterm's own, GNOME's Tango and Solarized.
public struct TerminalPalette: Sendable {
    public var name: String
    /// Colours 0–15: the eight ANSI colours, then their bright twins.
    public var colours: [RGB]
    public var foreground: RGB
    public var background: RGB

    /// The colour a style's colour is drawn in on a terminal of this depth: the default one,
    /// one of the eight (its bright twin when `bright`), or an accent as that terminal is
    /// sent it (`TerminalOutput`): its RGB, the one of xterm's 256 it is given as, or the
    /// ANSI colour it stands for.
    public func colour(_ colour: Color, depth: ColourDepth = .ansi, bright: Bool = false, default fallback: RGB) -> RGB {
        if let rgb = colour.rgb, let index = colour.indexed, depth != .ansi {
            return depth == .direct ? RGB(rgb) : Self.indexed(Int(index))
        }
        guard colour.ansi != .default else { return fallback }
        return colours[Int(colour.ansi.rawValue) - 1 + (bright ? 8 : 0)]
    }

    /// Whether a colour is drawn as one of the eight, which many terminals draw in its bright
    /// twin when bold: an ANSI colour, or an accent on a terminal of eight colours.
    public static func isOneOfTheEight(_ colour: Color, depth: ColourDepth) -> Bool {
        colour != .default && (colour.rgb == nil || depth == .ansi)
    }

    /// xterm's colours 16–255, which terminals' profiles leave as xterm has them: a 6×6×6
    /// cube (levels 0, 95, 135, 175, 215, 255), then 24 greys from 8 to 238.
    public static func indexed(_ n: Int) -> RGB {
        precondition(n >= 16 && n < 256, "the sixteen are the profile's own")
        if n >= 232 {
            let grey = UInt32(8 + 10 * (n - 232))
            return RGB(grey << 16 | grey << 8 | grey)
        }
        let levels: [UInt32] = [0, 95, 135, 175, 215, 255]
        let i = n - 16
        return RGB(levels[i / 36] << 16 | levels[i / 6 % 6] << 8 | levels[i % 6])
    }

    /// The ratio of the profile's own text, its default foreground on its default background.
    public var textRatio: Double { Contrast.ratio(foreground, background) }

    static let xterm: [RGB] = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ].map(RGB.init)
    static let tango: [RGB] = [
        0x2E3436, 0xCC0000, 0x4E9A06, 0xC4A000, 0x3465A4, 0x75507B, 0x06989A, 0xD3D7CF,
        0x555753, 0xEF2929, 0x8AE234, 0xFCE94F, 0x729FCF, 0xAD7FA8, 0x34E2E2, 0xEEEEEC,
    ].map(RGB.init)
    /// As Solarized's terminal themes map it: base02, red, green, yellow, blue, magenta,
    /// cyan, base2; base03, orange, base01, base00, base0, violet, base1, base3.
    static let solarized: [RGB] = [
        0x073642, 0xDC322F, 0x859900, 0xB58900, 0x268BD2, 0xD33682, 0x2AA198, 0xEEE8D5,
        0x002B36, 0xCB4B16, 0x586E75, 0x657B83, 0x839496, 0x6C71C4, 0x93A1A1, 0xFDF6E3,
    ].map(RGB.init)

    /// xterm with `-rv` (white on black), and as it starts (black on white).
    public static let xtermDark = TerminalPalette(name: "xterm dark", colours: xterm, foreground: RGB(0xFFFFFF), background: RGB(0x000000))
    public static let xtermLight = TerminalPalette(name: "xterm light", colours: xterm, foreground: RGB(0x000000), background: RGB(0xFFFFFF))
    /// GNOME Terminal's "Tango dark" and "Tango light".
    public static let tangoDark = TerminalPalette(name: "Tango dark", colours: tango, foreground: RGB(0xD3D7CF), background: RGB(0x2E3436))
    public static let tangoLight = TerminalPalette(name: "Tango light", colours: tango, foreground: RGB(0x2E3436), background: RGB(0xEEEEEC))
    /// Solarized dark (base0 on base03) and light (base00 on base3).
    public static let solarizedDark = TerminalPalette(name: "Solarized dark", colours: solarized, foreground: RGB(0x839496), background: RGB(0x002B36))
    public static let solarizedLight = TerminalPalette(name: "Solarized light", colours: solarized, foreground: RGB(0x657B83), background: RGB(0xFDF6E3))

    public static let dark = [xtermDark, tangoDark, solarizedDark]
    public static let light = [xtermLight, tangoLight, solarizedLight]
}
