/// The `?` screen: every key, in a box over the columns.
enum HelpOverlay {
    static let keys: [(keys: String, action: String)] = [
        ("↑ ↓  k j", "move in the focused column"),
        ("→ l Enter", "next column; open a related recipe"),
        ("← h", "previous column; back along the path"),
        ("Backspace Esc", "back along the path"),
        ("Tab  Shift-Tab", "next / previous column"),
        ("g Home  G End", "first / last"),
        ("PgUp PgDn ^U ^D", "page up / down"),
        ("?", "this help"),
        ("^L", "redraw the screen"),
        ("q", "quit"),
    ]

    static func draw(in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        let keyWidth = keys.map { TerminalText.width($0.keys) }.max()!
        let actionWidth = keys.map { TerminalText.width($0.action) }.max()!
        let width = min(bounds.width - 2, keyWidth + actionWidth + 7)
        let height = min(bounds.height - 2, keys.count + 4)
        guard width > 10, height > 3 else { return }
        let box = Rect(x: bounds.x + (bounds.width - width) / 2, y: bounds.y + (bounds.height - height) / 2, width: width, height: height)
        canvas.fill(box, style: theme.overlay)
        Box.draw(box, on: &canvas, style: theme.overlay)
        canvas.text(" Keys ", x: box.x + 2, y: box.y, width: width - 4, style: theme.overlayTitle)
        for (i, entry) in keys.prefix(height - 4).enumerated() {
            let y = box.y + 2 + i
            canvas.text(entry.keys, x: box.x + 2, y: y, width: keyWidth, style: theme.overlayTitle)
            canvas.text(entry.action, x: box.x + 4 + keyWidth, y: y, width: width - keyWidth - 6, style: theme.overlay)
        }
        canvas.text(" any key closes ", x: box.maxX - 18, y: box.maxY - 1, width: 16, style: theme.overlay)
    }
}

/// A single-line box border.
enum Box {
    static func draw(_ rect: Rect, on canvas: inout Canvas, style: Style) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let horizontal = String(repeating: "─", count: rect.width - 2)
        canvas.draw(TerminalText.glyphs("┌" + horizontal + "┐"), x: rect.x, y: rect.y, style: style)
        canvas.draw(TerminalText.glyphs("└" + horizontal + "┘"), x: rect.x, y: rect.maxY - 1, style: style)
        for y in (rect.y + 1)..<(rect.maxY - 1) {
            canvas.draw([Glyph(text: "│", width: 1)], x: rect.x, y: y, style: style)
            canvas.draw([Glyph(text: "│", width: 1)], x: rect.maxX - 1, y: y, style: style)
        }
    }
}
