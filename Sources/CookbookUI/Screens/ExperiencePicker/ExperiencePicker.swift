import CookbookKit

/// `e`: the three experiences.
enum ExperiencePicker {
    static let descriptions: [Experience: String] = [
        .threeColumn: "categories | recipes | recipe",
        .twoColumn: "categories | grid of recipes",
        .stack: "one list; recipes pushed on top",
    ]

    static func draw(highlighted: Experience, current: Experience, footer: String, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        guard let inside = Overlays.box(title: "Layout", width: 58, height: Experience.allCases.count + 4,
                                        footer: footer, in: bounds, on: &canvas, theme: theme) else { return }
        for (i, experience) in Experience.allCases.enumerated() where i + 1 < inside.height {
            let y = inside.y + 1 + i
            let style = experience == highlighted ? theme.selection : theme.overlay
            canvas.fill(Rect(x: inside.x, y: y, width: inside.width, height: 1), style: style)
            // › marks the highlighted choice, ● the one in use.
            let mark = (experience == highlighted ? "›" : " ") + (experience == current ? "● " : "  ")
            canvas.text(mark + experience.title, x: inside.x, y: y, width: 19, style: style)
            canvas.text(descriptions[experience] ?? "", x: inside.x + 20, y: y, width: inside.width - 20, style: style)
            let delta = Experience.allCases.firstIndex(of: experience)! - Experience.allCases.firstIndex(of: highlighted)!
            canvas.zones.append(HotZone(rect: Rect(x: inside.x, y: y, width: inside.width, height: 1), click: [.moveChoice(delta, count: Experience.allCases.count), .choose]))
        }
    }
}
