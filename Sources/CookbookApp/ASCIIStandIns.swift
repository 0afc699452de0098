import CookbookRender
/// `--ascii`: frames for terminals and fonts without box drawing, arrows or other symbols.
///
/// The views draw as usual; a finished frame has each decorative glyph they draw replaced
/// by an ASCII character of the same width (one cell), so layout, columns and mouse zones
/// are unchanged. Recipe text is content and stays (`½`, `é`, `お好み焼き`), and so does
/// the typography that shows in recipes too and that any font with accented letters has:
/// `—`, `–`, `×`. A recipe whose own text holds one of the glyphs below shows it in ASCII
/// as well, as the frame does not know where a cell came from.
public enum ASCIIStandIns {
    /// Each decorative glyph the views draw, and its ASCII stand-in.
    public static let replacements: [String: String] = [
        // Column separators, the rule under the titles, box borders.
        "│": "|", "─": "-", "┼": "+", "┌": "+", "┐": "+", "└": "+", "┘": "+",
        // The selection and back markers, the breadcrumb, the picker's current layout.
        "›": ">", "‹": "<", "·": "-", "●": "*",
        // A folder of the tree open, closed.
        "▾": "-", "▸": "+",
        // Text cut to fit, the search field's cursor.
        "…": "~", "█": "_",
        // Keys in the status line and the help.
        "↑": "^", "↓": "v", "←": "<", "→": ">", "⏎": ">", "␣": "_",
    ]

    /// `replacements` as glyph codes.
    private static let codes: [UInt64: Glyph] = Dictionary(uniqueKeysWithValues: replacements.map {
        (Glyph(text: $0.key, width: 1).code, Glyph(text: $0.value, width: 1))
    })

    /// The frame with every glyph of `replacements` in ASCII.
    public static func convert(_ canvas: Canvas) -> Canvas {
        var converted = canvas
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let code = canvas.codes[y * canvas.width + x]
                // Every replaced glyph is one scalar of three UTF-8 bytes or two (`·`).
                guard code & Glyph.textBits >= 0x80, let ascii = codes[code & Glyph.textBits] else { continue }
                converted.draw([ascii], x: x, y: y, style: Style(code: code))
            }
        }
        return converted
    }
}
