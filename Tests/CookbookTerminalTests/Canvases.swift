@testable import CookbookRender
@testable import CookbookApp

/// A canvas of lines, each glyph in the style `style(x, y)` gives (for the terminal
/// layer's tests).
func canvas(_ lines: [String], width: Int, style: (Int, Int) -> Style = { _, _ in .plain }) -> Canvas {
    var canvas = Canvas(width: width, height: lines.count)
    for (y, line) in lines.enumerated() {
        var x = 0
        for glyph in TerminalText.glyphs(line) {
            canvas.draw([glyph], x: x, y: y, style: style(x, y))
            x += glyph.width
        }
    }
    return canvas
}
