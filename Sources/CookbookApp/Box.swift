import CookbookRender
/// A single-line box border.
enum Box {
    static func draw(_ rect: Rect, on canvas: inout Canvas, style: Style) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let horizontal = String(repeating: "─", count: rect.width - 2)
        canvas.draw(TerminalText.glyphs("┌" + horizontal + "┐"), x: rect.x, y: rect.y, style: style)
        canvas.draw(TerminalText.glyphs("└" + horizontal + "┘"), x: rect.x, y: rect.maxY - 1, style: style)
        for y in (rect.y + 1)..<(rect.maxY - 1) {
            canvas.draw(Glyph(text: "│", width: 1), x: rect.x, y: y, style: style)
            canvas.draw(Glyph(text: "│", width: 1), x: rect.maxX - 1, y: y, style: style)
        }
    }
}
