import CookbookRender

/// The screens presented over the columns, each drawn by its folder (`PresentedScreen.draw`),
/// and the box and the message they draw in.
enum Overlays {
    static func draw(_ destination: Destination, _ model: NavigationModel, _ data: ScreenData, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        // A click outside a presented screen dismisses it; zones inside it sit on top.
        canvas.zones.append(HotZone(rect: bounds, click: [.dismiss]))
        destination.screen.draw(destination, model, data, in: bounds, on: &canvas, theme: theme)
    }

    /// A centred box; returns its inside (under the title row) or nil when it cannot fit.
    static func box(title: String, width: Int, height: Int, footer: String, in bounds: Rect, on canvas: inout Canvas, theme: Theme) -> Rect? {
        let width = min(bounds.width - 2, width), height = min(bounds.height - 2, height)
        guard width >= 12, height >= 3 else { return nil }
        let box = Rect(x: bounds.x + (bounds.width - width) / 2, y: bounds.y + (bounds.height - height) / 2, width: width, height: height)
        canvas.fill(box, style: theme.overlay)
        Box.draw(box, on: &canvas, style: theme.overlay)
        canvas.zones.append(HotZone(rect: box, click: []))
        canvas.text(" \(title) ", x: box.x + 2, y: box.y, width: width - 4, style: theme.overlayTitle)
        let footerGlyphs = TerminalText.truncate(TerminalText.glyphs(" \(footer) "), to: width - 4)
        canvas.draw(footerGlyphs, x: box.maxX - 2 - TerminalText.width(footerGlyphs), y: box.maxY - 1, style: theme.overlay)
        return Rect(x: box.x + 2, y: box.y + 1, width: width - 4, height: height - 2)
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
