import CookbookRender

/// `v`: the three layouts.
enum LayoutPickerView {
    static let descriptions: [Layout: String] = [
        .threeColumn: "categories | recipes | recipe",
        .twoColumn: "categories | grid of recipes",
        .stack: "one list; recipes pushed on top",
    ]

    static func draw(highlighted: Layout, current: Layout, footer: String, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        guard let inside = Overlays.box(title: "Layout", width: 58, height: Layout.allCases.count + 4,
                                        footer: footer, in: bounds, on: &canvas, theme: theme) else { return }
        for (i, layout) in Layout.allCases.enumerated() where i + 1 < inside.height {
            let y = inside.y + 1 + i
            let style = layout == highlighted ? theme.selection : theme.overlay
            canvas.fill(Rect(x: inside.x, y: y, width: inside.width, height: 1), style: style)
            // › marks the highlighted choice, ● the one in use.
            let mark = (layout == highlighted ? "›" : " ") + (layout == current ? "● " : "  ")
            canvas.text(mark + layout.title, x: inside.x, y: y, width: 19, style: style)
            canvas.text(descriptions[layout] ?? "", x: inside.x + 20, y: y, width: inside.width - 20, style: style)
            let delta = Layout.allCases.firstIndex(of: layout)! - Layout.allCases.firstIndex(of: highlighted)!
            canvas.zones.append(HotZone(rect: Rect(x: inside.x, y: y, width: inside.width, height: 1), click: [.moveChoice(delta, count: Layout.allCases.count), .choose]))
        }
    }
}
