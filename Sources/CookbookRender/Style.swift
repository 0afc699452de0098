
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

extension Style {
    /// The style as sixteen bits: the foreground in the low four, the background in the next
    /// four, then bold, dim, reverse and underline. The top of a cell's code (`Canvas.codes`),
    /// and the terminal writer's pen.
    @inlinable
    public var bits: UInt16 {
        var bits = UInt16(foreground.rawValue) | UInt16(background.rawValue) << 4
        if bold { bits |= 1 << 8 }
        if dim { bits |= 1 << 9 }
        if reverse { bits |= 1 << 10 }
        if underline { bits |= 1 << 11 }
        return bits
    }

    /// The style's bits where a cell's code keeps them (`Canvas.codes`): the top sixteen.
    @inlinable
    public var codeBits: UInt64 { UInt64(bits) << 48 }

    /// The style of a cell's code.
    public init(code: UInt64) {
        self.init(bits: Self.bits(ofCode: code))
    }

    /// The bits of a cell's code's style, without making the style (the writer's pens).
    @inlinable
    public static func bits(ofCode code: UInt64) -> UInt16 {
        UInt16(truncatingIfNeeded: code >> 48)
    }

    public init(bits: UInt16) {
        self.init(
            foreground: Color(rawValue: UInt8(bits & 0xF)) ?? .default, background: Color(rawValue: UInt8(bits >> 4 & 0xF)) ?? .default,
            bold: bits & 1 << 8 != 0, dim: bits & 1 << 9 != 0, reverse: bits & 1 << 10 != 0, underline: bits & 1 << 11 != 0)
    }
}
