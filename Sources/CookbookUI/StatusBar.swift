import CookbookKit

/// The bottom line: the keys that matter now, and a message on the right.
enum StatusBar {
    static func hints(for model: NavigationModel, _ cookbook: Cookbook, layout: Layout) -> [(key: String, label: String)] {
        switch model.destination {
        case .search?: return [("↑↓", "choose"), ("⏎", "open"), ("Esc", "cancel")]
        case .experiencePicker?: return [("↑↓", "choose"), ("⏎", "use"), ("Esc", "cancel")]
        case .confirmReset?: return [("y", "reset"), ("n", "keep")]
        case .help?, .alert?: return [("any key", "closes")]
        case nil: break
        }
        var hints: [(String, String)] = [("↑↓", "move")]
        switch model.focus {
        case .categories:
            hints.append(("→", "recipes"))
        case .recipes:
            hints.append(("→", "read"))
            if model.showsCategoryColumn { hints.append(("←", "categories")) }
        case .detail:
            let recipe = model.shownRecipeID.flatMap(cookbook.recipe(id:))
            var onLink = false
            if let recipe, case .related = DetailItems.item(at: model.detailCursor, of: recipe) { onLink = true }
            if onLink { hints.append(("⏎", "open")) }
            hints.append(("←", model.path.count > 1 ? "back" : "recipes"))
            if !onLink, recipe?.related.isEmpty == false { hints.append(("G", "related")) }
        }
        hints += [("/", "search"), ("?", "help"), ("q", "quit")]
        return hints
    }

    static func draw(_ model: NavigationModel, _ cookbook: Cookbook, layout: Layout, message: String?, in rect: Rect, on canvas: inout Canvas, theme: Theme) {
        canvas.fill(rect, style: theme.statusBar)
        var messageWidth = 0
        if let message, !message.isEmpty {
            let glyphs = TerminalText.truncate(TerminalText.glyphs(message), to: max(0, rect.width - 2))
            messageWidth = TerminalText.width(glyphs) + 2
            canvas.draw(glyphs, x: rect.maxX - messageWidth + 1, y: rect.y, style: theme.statusMessage)
        }
        var x = rect.x + 1
        let limit = rect.maxX - messageWidth
        for hint in hints(for: model, cookbook, layout: layout) {
            let key = TerminalText.glyphs(hint.key), label = TerminalText.glyphs(" " + hint.label)
            let needed = TerminalText.width(key) + TerminalText.width(label)
            if x + needed > limit { break }
            x = canvas.draw(key, x: x, y: rect.y, style: theme.statusKey)
            x = canvas.draw(label, x: x, y: rect.y, style: theme.statusBar) + 2
        }
    }
}
