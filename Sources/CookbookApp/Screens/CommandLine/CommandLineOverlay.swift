import CookbookRender

/// `:`: the command being typed on the bottom line, as in vim, and the completions Tab
/// offers in a box above it.
enum CommandLineOverlay {
    static func draw(_ entry: TextEntry, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        let line = Rect(x: bounds.x, y: bounds.maxY - 1, width: bounds.width, height: 1)
        canvas.fill(line, style: theme.text)
        let text = TerminalText.glyphs(":") + TerminalText.truncateLeading(TerminalText.glyphs(entry.text), to: max(0, line.width - 2))
        let end = canvas.draw(text, x: line.x, y: line.y, style: theme.text, limit: line.maxX)
        canvas.draw(Glyph(text: "█", width: 1), x: end, y: line.y, style: theme.text, limit: line.maxX)

        guard !entry.choices.isEmpty else { return }
        let rows = min(entry.choices.count, max(0, bounds.height - 4), 10)
        let width = min(bounds.width, (entry.choices.map(TerminalText.width).max() ?? 0) + 4)
        guard rows > 0, width >= 6 else { return }
        let box = Rect(x: bounds.x, y: line.y - rows - 2, width: width, height: rows + 2)
        Overlays.cover(box, in: Rect(x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height - 1), on: &canvas, theme: theme)
        Box.draw(box, on: &canvas, style: theme.separator)
        let selected = min(max(0, entry.selected), entry.choices.count - 1)
        let offset = PaneGeometry.scrollOffset(selected: selected, count: entry.choices.count, rows: rows)
        for (i, index) in (offset..<min(entry.choices.count, offset + rows)).enumerated() {
            let style = index == selected ? theme.selection : theme.overlay
            let y = box.y + 1 + i
            canvas.fill(Rect(x: box.x + 1, y: y, width: box.width - 2, height: 1), style: style)
            canvas.text(entry.choices[index], x: box.x + 2, y: y, width: box.width - 4, style: style)
        }
    }
}
