import CookbookRender

/// The screens presented over the columns, each drawn by its folder (`PresentedScreen.draw`),
/// and the box and the message they draw in.
enum Overlays {
    static func draw(_ destination: Destination, _ model: NavigationModel, _ data: ScreenData, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        // A click outside a presented screen dismisses it; zones inside it sit on top.
        canvas.zones.append(HotZone(rect: bounds, click: [.dismiss]))
        destination.screen.draw(destination, model, data, in: bounds, on: &canvas, theme: theme)
    }

    /// A centred box on the terminal's background, its border a line; returns its inside
    /// (under the title row) or nil when it cannot fit. A box that grows and shrinks with
    /// what it lists keeps its top row where the tallest it can be would have it (`tallest`),
    /// so that what is typed in it stays in place.
    static func box(
        title: String, width: Int, height: Int, tallest: Int? = nil, footer: String, in bounds: Rect, on canvas: inout Canvas, theme: Theme
    ) -> Rect? {
        let width = min(bounds.width - 2, width), height = min(bounds.height - 2, height)
        guard width >= 12, height >= 3 else { return nil }
        let top = (bounds.height - min(bounds.height - 2, max(height, tallest ?? height))) / 2
        let box = Rect(x: bounds.x + (bounds.width - width) / 2, y: bounds.y + top, width: width, height: height)
        cover(box, in: bounds, on: &canvas, theme: theme)
        Box.draw(box, on: &canvas, style: theme.separator)
        canvas.zones.append(HotZone(rect: box, click: []))
        canvas.text(" \(title) ", x: box.x + 2, y: box.y, width: width - 4, style: theme.overlayTitle)
        let footerGlyphs = TerminalText.truncate(TerminalText.glyphs(" \(footer) "), to: width - 4)
        canvas.draw(footerGlyphs, x: box.maxX - 2 - TerminalText.width(footerGlyphs), y: box.maxY - 1, style: theme.overlay)
        return Rect(x: box.x + 2, y: box.y + 1, width: width - 4, height: height - 2)
    }

    /// Blanks what a box hides, and what beside it would show cut: the box, a cell around it,
    /// and every pane of the columns that these touch, whole, with the separators on either
    /// side of it, so that no word of the columns is cut by the box's border and no line of
    /// them shows above or under it; the panes it does not touch stay as they are. The status
    /// bar is not a pane: it says the box's keys.
    static func cover(_ box: Rect, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        let around = Rect(x: box.x - 1, y: box.y - 1, width: box.width + 2, height: box.height + 2)
        func touches(_ a: Rect, _ b: Rect) -> Bool { a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY }
        // A pane with its separators.
        func withSeparators(_ pane: Rect) -> Rect { Rect(x: pane.x - 1, y: pane.y, width: pane.width + 2, height: pane.height) }
        let touched = canvas.panes.map(withSeparators).filter { touches(around, $0) }
        var area = around
        if let first = touched.first, let last = touched.last {
            let top = touched.map(\.y).min()!, bottom = touched.map(\.maxY).max()!
            area = Rect(x: first.x, y: top, width: last.maxX - first.x, height: bottom - top)
        }
        let left = max(bounds.x, area.x), top = max(bounds.y, area.y)
        canvas.fill(Rect(x: left, y: top, width: min(bounds.maxX, area.maxX) - left, height: min(bounds.maxY, area.maxY) - top),
                    style: theme.overlay)
    }

    static func message(title: String, _ text: String, footer: String, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        // Wrapped at the width the box will have, which a narrow terminal makes smaller.
        let width = min(bounds.width - 2, min(60, max(30, TerminalText.width(text) + 6)))
        let lines = TerminalText.wrap(text, width: width - 4)
        guard let inside = box(title: title, width: width, height: lines.count + 4, footer: footer, in: bounds, on: &canvas, theme: theme) else { return }
        for (i, line) in lines.enumerated() where i + 1 < inside.height {
            canvas.draw(line, x: inside.x, y: inside.y + 1 + i, style: theme.overlay, limit: inside.maxX)
        }
    }
}
