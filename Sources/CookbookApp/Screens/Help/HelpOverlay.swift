import CookbookRender

/// `?`: every command of the browsing screen with its keys, from the command table. Typing
/// filters the list; Enter runs the highlighted command.
enum HelpOverlay {
    struct Row: Equatable {
        var keys: String
        var command: CommandName
        var summary: String
        /// The screen the keys work on: browsing, or (after it) a screen with a help section.
        var scope: Scope = .browse
    }

    /// The rows whose keys, name or summary hold `filter` (any case), in table order: the
    /// browsing screen's commands, then those only a screen with a help section has
    /// (cooking mode, the list: `PresentedScreen.helpSection`), named by their screen.
    static func rows(filter: String, keymap: Keymap) -> [Row] {
        let wanted = filter.lowercased().split(separator: " ").joined(separator: " ")
        var all = CommandTable.entries.filter(\.onColumns).map { entry in
            Row(keys: keysLabel(keymap.keys(for: entry.name, in: .browse)), command: entry.name, summary: entry.summary)
        }
        for screen in ScreenRegistry.all {
            guard let section = screen.helpSection else { continue }
            let scope = screen.scope
            for entry in CommandTable.entries where entry.scopes.contains(scope) && !entry.onColumns {
                all.append(Row(keys: keysLabel(keymap.keys(for: entry.name, in: scope)), command: entry.name,
                               summary: section + ": " + entry.summary, scope: scope))
            }
        }
        return all.compactMap { row in
            guard wanted.isEmpty || row.command.rawValue.contains(wanted) || row.summary.lowercased().contains(wanted)
                || row.keys.lowercased().contains(wanted) else { return nil }
            return row
        }
    }

    /// `↑ k ^P`; the digits one to nine as `1–9`.
    static func keysLabel(_ keys: [Key]) -> String {
        var labels = keys.map(KeyNames.label)
        let digits = (1...9).map(String.init)
        if let first = labels.firstIndex(of: "1"), labels.count >= first + 9, Array(labels[first..<first + 9]) == digits {
            labels.replaceSubrange(first..<first + 9, with: ["1–9"])
        }
        return labels.joined(separator: " ")
    }

    static func draw(_ entry: TextEntry, _ data: ScreenData, footer: String, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        let shown = rows(filter: entry.text, keymap: data.keymap)
        let all = rows(filter: "", keymap: data.keymap)
        let keyWidth = min(18, all.map { TerminalText.width($0.keys) }.max() ?? 0)
        let nameWidth = all.map { $0.command.rawValue.count }.max() ?? 0
        let summaryWidth = all.map { TerminalText.width($0.summary) }.max() ?? 0
        guard let inside = Overlays.box(
            title: "Keys and commands", width: keyWidth + summaryWidth + nameWidth + 9, height: all.count + 6,
            footer: footer, in: bounds, on: &canvas, theme: theme) else { return }
        let prompt = TerminalText.glyphs("filter: ") + TerminalText.truncateLeading(TerminalText.glyphs(entry.text), to: max(0, inside.width - 10))
        let end = canvas.draw(prompt, x: inside.x, y: inside.y, style: theme.overlayTitle, limit: inside.maxX)
        canvas.draw(Glyph(text: "█", width: 1), x: end, y: inside.y, style: theme.overlay, limit: inside.maxX)

        let list = Rect(x: inside.x, y: inside.y + 2, width: inside.width, height: inside.height - 2)
        let rows = shown
        guard !rows.isEmpty else {
            canvas.text("No command matches.", x: list.x, y: list.y, width: list.width, style: theme.overlay)
            return
        }
        let selected = min(entry.selected, rows.count - 1)
        let offset = PaneGeometry.scrollOffset(selected: selected, count: rows.count, rows: list.height)
        for (i, index) in (offset..<min(rows.count, offset + list.height)).enumerated() {
            let row = rows[index], y = list.y + i
            let style = index == selected ? theme.selection : theme.overlay
            canvas.fill(Rect(x: list.x, y: y, width: list.width, height: 1), style: style)
            canvas.text(row.keys, x: list.x, y: y, width: keyWidth, style: index == selected ? style : theme.overlayTitle)
            // The command's name for `:` on the right, when the summary still fits beside it.
            let nameX = list.maxX - nameWidth
            let showsName = nameX - (list.x + keyWidth + 2) > summaryWidth
            canvas.text(row.summary, x: list.x + keyWidth + 2, y: y,
                        width: (showsName ? nameX - 1 : list.maxX) - (list.x + keyWidth + 2), style: style)
            if showsName { canvas.text(row.command.rawValue, x: nameX, y: y, width: nameWidth, style: style) }
            canvas.zones.append(HotZone(rect: Rect(x: list.x, y: y, width: list.width, height: 1),
                                        click: [.moveChoice(index - selected, count: rows.count)]))
        }
    }
}
