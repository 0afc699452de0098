import CookbookRender

/// A scrolling list of rows, each a label and a right-aligned note, one of them selected.
/// A row may be a section heading, which cannot be selected. Rows are asked for by index
/// while the list is drawn, and only the visible ones are, so a list of every recipe costs
/// what one screen costs; the closure that makes them is not kept, so it captures nothing
/// for longer (a captured `ScreenData` would be copied whole).
struct ListRows {
    struct Row {
        var label: String
        var note: String = ""
        var isHeading = false
        /// What a click on the row does.
        var click: HotZone.Click = []
    }

    var count: Int
    var selected: Int?
    var focused: Bool
    /// The column the rows belong to, for the mouse wheel.
    var column: Focus

    func draw(in rect: Rect, on canvas: inout Canvas, theme: Theme, row: (Int) -> Row) {
        let offset = PaneGeometry.scrollOffset(selected: selected, count: count, rows: rect.height)
        for (line, index) in (offset..<min(count, offset + rect.height)).enumerated() {
            let y = rect.y + line
            let row = row(index)
            let rowRect = Rect(x: rect.x, y: y, width: rect.width, height: 1)
            canvas.zones.append(HotZone(rect: rowRect, click: row.click, column: column))
            if row.isHeading {
                canvas.text(row.label, x: rect.x + 1, y: y, width: rect.width - 2, style: theme.heading)
                continue
            }
            let isSelected = index == selected
            let style = isSelected ? (focused ? theme.selection : theme.inactiveSelection) : theme.text
            if isSelected {
                canvas.fill(rowRect, style: style)
                // A marker as well as the colour, so the selection shows without colour too.
                canvas.draw(Glyph(text: focused ? "›" : "·", width: 1), x: rect.x, y: y, style: style)
            }
            let noteWidth = TerminalText.width(row.note)
            let showNote = noteWidth > 0 && rect.width - 2 - noteWidth - 1 >= 8
            let labelRoom = rect.width - 2 - (showNote ? noteWidth + 1 : 0)
            if Self.isFolderPath(row.label) {
                // A folder path (`Baking › Bread`) keeps its end, the part that tells rows apart.
                let shown = TerminalText.truncateLeading(TerminalText.glyphs(row.label), to: labelRoom)
                canvas.draw(shown, x: rect.x + 1, y: y, style: style, limit: rect.x + 1 + labelRoom)
            } else {
                canvas.text(row.label, x: rect.x + 1, y: y, width: labelRoom, style: style)
            }
            if showNote {
                var noteStyle = isSelected ? style : theme.muted
                if isSelected { noteStyle.dim = false }
                canvas.draw(row.note, x: rect.maxX - 1 - noteWidth, y: y, style: noteStyle)
            }
        }
    }

    /// Whether a label is a folder path (`Baking › Bread`): " › " among its bytes. Compared
    /// as bytes: `String.contains` costs more than the rest of a row's drawing.
    static func isFolderPath(_ label: String) -> Bool {
        var label = label
        return label.withUTF8 { bytes in
            guard bytes.count >= 5 else { return false }
            for i in 0...(bytes.count - 5) where bytes[i + 1] == 0xE2 {
                if bytes[i] == 0x20, bytes[i + 2] == 0x80, bytes[i + 3] == 0xBA, bytes[i + 4] == 0x20 { return true }
            }
            return false
        }
    }
}
