/// The eight ANSI colours plus the terminal's own default.
public enum Color: UInt8, Equatable, Hashable, Sendable, CaseIterable {
    case `default`, black, red, green, yellow, blue, magenta, cyan, white
}

/// How a cell looks. The terminal layer maps it to curses attributes and colour pairs.
public struct Style: Equatable, Hashable, Sendable {
    public var foreground: Color = .default
    public var background: Color = .default
    public var bold = false
    public var dim = false
    public var reverse = false
    public var underline = false

    public init(
        foreground: Color = .default, background: Color = .default,
        bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    public static let plain = Style()
}
