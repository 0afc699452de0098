/// The `?` screen: every key.
enum HelpOverlay {
    static let keys: [(keys: String, action: String)] = [
        ("↑ ↓  k j", "move in the focused column"),
        ("→ l Enter", "next column; open a related recipe"),
        ("← h  Bksp Esc", "previous column; back along the path"),
        ("Tab  Shift-Tab", "next / previous column"),
        ("g Home  G End", "first / last"),
        ("PgUp PgDn ^U ^D", "page up / down"),
        ("/   n N", "search; next / previous result"),
        ("1–9", "jump to a category"),
        ("t", "recipe of the day"),
        ("y", "show the link to this screen"),
        ("e   c", "choose the layout; hide the categories"),
        ("R", "reset to the first screen"),
        ("^L  ?  q", "redraw; this help; quit"),
    ]

    static func draw(in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        let keyWidth = keys.map { TerminalText.width($0.keys) }.max()!
        let actionWidth = keys.map { TerminalText.width($0.action) }.max()!
        guard let inside = Overlays.box(title: "Keys", width: keyWidth + actionWidth + 7, height: keys.count + 4,
                                        footer: "any key closes", in: bounds, on: &canvas, theme: theme) else { return }
        for (i, entry) in keys.enumerated() where i + 1 < inside.height {
            let y = inside.y + 1 + i
            canvas.text(entry.keys, x: inside.x, y: y, width: keyWidth, style: theme.overlayTitle)
            canvas.text(entry.action, x: inside.x + keyWidth + 2, y: y, width: inside.width - keyWidth - 2, style: theme.overlay)
        }
    }
}
