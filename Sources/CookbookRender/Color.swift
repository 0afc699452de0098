/// A cell's colour: the terminal's own default, one of the eight ANSI colours (drawn in the
/// terminal's palette, which its user chose), or one of the themes' accents, which have an
/// RGB of their own (`rgb`) and are sent as the terminal can take them (`ColourDepth`): as
/// they are where it takes any colour, as one of xterm's 256 near them (`indexed`) where it
/// has those, else as the ANSI colour they stand for (`ansi`).
public enum Color: UInt8, Equatable, Hashable, Sendable, CaseIterable {
    case `default`, black, red, green, yellow, blue, magenta, cyan, white
    /// A warm yellow, for headings on a dark background (yellow in eight colours).
    case gold
    /// A soft teal, for lines on a dark background (cyan in eight colours).
    case teal
    /// A dark magenta, for headings on a light background (magenta in eight colours).
    case plum
    /// A steel blue, for lines on a light background (blue in eight colours).
    case steel

    /// The colour drawn instead on a terminal of eight or sixteen colours: an ANSI colour
    /// (itself for those) or the default.
    public var ansi: Color {
        switch self {
        case .gold: .yellow
        case .teal: .cyan
        case .plum: .magenta
        case .steel: .blue
        default: self
        }
    }

    /// Its number among xterm's 256 colours: 0–7 for the eight ANSI ones; for an accent, a
    /// colour of the 6×6×6 cube (16–231), whose RGB are the same in xterm, GNOME Terminal,
    /// Konsole and the others, and which profiles such as Solarized leave as they are. Nil
    /// for the default.
    public var indexed: UInt8? {
        switch self {
        case .default: nil
        case .gold: 179  // #d7af5f
        case .teal: 73  // #5fafaf
        case .plum: 90  // #870087
        case .steel: 25  // #005faf
        default: rawValue - 1
        }
    }

    /// An accent's red, green and blue (0xRRGGBB), sent as they are where the terminal takes
    /// any colour (true colour). Nil for the default and the eight, which are the
    /// terminal's own.
    public var rgb: UInt32? {
        switch self {
        case .gold: 0xE8BC62
        case .teal: 0x66A8A8
        case .plum: 0x7A1A82
        case .steel: 0x35669C
        default: nil
        }
    }
}
