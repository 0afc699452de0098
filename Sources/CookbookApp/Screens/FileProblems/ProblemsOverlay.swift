import CookbookModel
import CookbookRender

/// `!`: every file of the library that could not be read, with where and why, as a
/// compiler says it (`path:line:column: reason`). Notices (a menu skipped) are marked.
enum ProblemsOverlay {
    static func draw(_ entry: TextEntry, _ data: ScreenData, footer: String, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        let problems = data.problems
        let errors = problems.filter { !$0.isNotice }.count
        let skipped = problems.count - errors
        let title = skipped == 0 ? "\(errors) file\(errors == 1 ? "" : "s") not read"
            : errors == 0 ? "\(skipped) file\(skipped == 1 ? "" : "s") skipped"
            : "\(errors) not read, \(skipped) skipped"
        let lines = problems.map(\.listed)
        let width = (lines.map(TerminalText.width).max() ?? 0) + 6
        guard let inside = Overlays.box(title: title, width: max(40, width), height: lines.count + 4,
                                        footer: footer, in: bounds, on: &canvas, theme: theme) else { return }
        let list = Rect(x: inside.x, y: inside.y + 1, width: inside.width, height: inside.height - 1)
        guard !lines.isEmpty else { return }
        let selected = min(max(0, entry.selected), lines.count - 1)
        let offset = PaneGeometry.scrollOffset(selected: selected, count: lines.count, rows: list.height)
        for (row, index) in (offset..<min(lines.count, offset + list.height)).enumerated() {
            let y = list.y + row
            let style = index == selected ? theme.selection : theme.overlay
            canvas.fill(Rect(x: list.x, y: y, width: list.width, height: 1), style: style)
            // Long paths keep their end: the file's name and the reason matter most.
            let glyphs = TerminalText.truncateLeading(TerminalText.glyphs(lines[index]), to: list.width)
            canvas.draw(glyphs, x: list.x, y: y, style: style, limit: list.maxX)
            canvas.zones.append(HotZone(rect: Rect(x: list.x, y: y, width: list.width, height: 1),
                                        click: [.moveChoice(index - selected, count: lines.count)]))
        }
    }

    /// What the status line says while nothing else is said: `2 files not read — ! to see`.
    static func notice(_ problems: [FileProblem], key: String?) -> String? {
        let errors = problems.filter { !$0.isNotice }.count
        guard errors > 0 else { return nil }
        let see = key.map { " — \($0) to see" } ?? ""
        return "\(errors) file\(errors == 1 ? "" : "s") not read\(see)"
    }
}
