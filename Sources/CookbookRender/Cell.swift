
/// A cell as tests and tools read it back from a canvas: its text and its style.
public struct Cell: Equatable, Sendable {
    /// One glyph; "" marks the right half of a wide glyph in the cell to the left.
    public var text: String
    public var style: Style

    public init(text: String, style: Style) {
        self.text = text
        self.style = style
    }

    public static let blank = Cell(text: " ", style: .plain)

    /// A cell's code: its style's bits (`Style.bits`) in the top sixteen, its glyph's code
    /// (`Glyph.code`) in the low 48. Equal codes, the same bytes in the same style.
    public var code: UInt64 { style.codeBits | Glyph(text: text, width: 1).code }

    public init(code: UInt64) {
        self.init(text: Glyph.text(code), style: Style(code: code))
    }
}
