import CookbookFormats
import CookbookModel
import CookbookRender

/// The prompt drawn: what goes where, the plan, its days (the highlighted one marked) and the
/// day typed.
enum PlanDayView {
    static func draw(_ prompt: PlanDayPrompt, _ data: ScreenData, footer: String, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        let days = PlanDayScreen.days(of: prompt.plan, in: data.mealPlans)
        guard let inside = Overlays.box(title: "Plan", width: 60, height: max(8, min(days.count, 8) + 6), footer: footer,
                                        in: bounds, on: &canvas, theme: theme) else { return }
        let what: String
        switch prompt.purpose {
        case .add(let recipe, _): what = "Add " + (data.summary(id: recipe)?.name ?? recipe) + " to"
        case .move(let path, let from, _):
            what = "Move " + MenuReference(path: path).name + " from " + (from.isEmpty ? "the start" : from) + " to"
        }
        canvas.text(what, x: inside.x, y: inside.y, width: inside.width, style: theme.overlay)
        canvas.text("‹ " + (prompt.plan ?? "no plan") + " ›", x: inside.x + 2, y: inside.y + 1, width: inside.width - 2, style: theme.overlayTitle)
        let room = max(1, inside.height - 3)
        let offset = PaneGeometry.scrollOffset(selected: prompt.day, count: days.count, rows: room)
        for (n, day) in days[min(offset, days.count)..<min(days.count, offset + room)].enumerated() {
            let isHighlighted = offset + n == prompt.day && prompt.text.isEmpty
            canvas.text((isHighlighted ? "› " : "  ") + day, x: inside.x + 2, y: inside.y + 2 + n, width: inside.width - 2,
                        style: isHighlighted ? theme.selection : theme.overlay)
        }
        let y = inside.y + 2 + max(1, min(room, days.count))
        let typed = TerminalText.glyphs("day: ") + TerminalText.truncateLeading(TerminalText.glyphs(prompt.text), to: inside.width - 7)
        let end = canvas.draw(typed, x: inside.x, y: min(y, inside.maxY - 1), style: theme.overlay, limit: inside.maxX)
        canvas.draw(Glyph(text: "█", width: 1), x: end, y: min(y, inside.maxY - 1), style: theme.overlay, limit: inside.maxX)
    }
}
