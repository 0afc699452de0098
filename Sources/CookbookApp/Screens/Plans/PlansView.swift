import CookbookFormats
import CookbookModel
import CookbookRender

/// The Plans screen drawn: a box with the plans, or a plan's days as headings (today's marked),
/// meals and the recipes they name (a missing one said so), the highlighted row reversed.
enum PlansView {
    static func draw(_ state: PlansState, _ data: ScreenData, footer: String, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        let plans = data.planFiles ?? []
        let rows = data.workedOut.planRows
        let title = state.plan.map { "Plan · " + $0 } ?? "Plans · \(plans.count)"
        guard let inside = Overlays.box(title: title, width: 80, height: max(8, rows.count + 4), footer: footer,
                                        in: bounds, on: &canvas, theme: theme) else { return }
        guard !rows.isEmpty else {
            let said: String
            if data.planFiles == nil {
                said = "Reading the plans…"
            } else if let plan = state.plan {
                said = plans.contains { $0.name == plan } ? "\(plan) has no day yet: :plan add \(plan) DAY on a recipe"
                    : "No plan \(plan) in the library."
            } else {
                said = "No plan in the library: a .menu file in its folder is one (:plan new NAME DAY on a recipe makes one)."
            }
            canvas.text(said, x: inside.x, y: inside.y + 1, width: inside.width, style: theme.overlay)
            return
        }
        let selected = min(state.selected, rows.count - 1)
        let height = inside.height - 1
        let offset = PaneGeometry.scrollOffset(selected: selected, count: rows.count, rows: height)
        for (n, row) in rows[offset..<min(rows.count, offset + height)].enumerated() {
            let y = inside.y + 1 + n
            let isSelected = offset + n == selected
            var style: Style
            switch row.kind {
            // Days are headings, as the pantry's are; today's says so in words ("· today").
            case .day: style = theme.overlayTitle
            case .plan: style = theme.overlay
            case .label: style = theme.muted
            case .reference(let resolved, _, _): style = resolved.id == nil ? theme.muted : theme.overlay
            case .text: style = theme.muted
            }
            if isSelected { style = theme.selection }
            canvas.fill(Rect(x: inside.x, y: y, width: inside.width, height: 1), style: style)
            canvas.text(row.text, x: inside.x, y: y, width: inside.width, style: style)
        }
    }
}
