import CookbookKit

/// The screens presented over the columns: one for each `Destination`.
enum Overlays {
    static func draw(_ destination: Destination, _ model: NavigationModel, _ cookbook: Cookbook, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        // A click outside a presented screen dismisses it; zones inside it sit on top.
        canvas.zones.append(HotZone(rect: bounds, click: [.dismiss]))
        switch destination {
        case .help:
            HelpOverlay.draw(in: bounds, on: &canvas, theme: theme)
        case .search(let search):
            SearchOverlay.draw(search, cookbook, in: bounds, on: &canvas, theme: theme)
        case .alert(let text):
            message(title: "Note", text, footer: "any key closes", in: bounds, on: &canvas, theme: theme)
        case .confirmReset:
            message(title: "Reset", "Go back to the first screen and forget the saved place?",
                    footer: "y yes · any other key no", in: bounds, on: &canvas, theme: theme)
        case .experiencePicker(let highlighted):
            ExperiencePicker.draw(highlighted: highlighted, current: model.experience, in: bounds, on: &canvas, theme: theme)
        }
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
        let width = min(60, max(30, TerminalText.width(text) + 6))
        let lines = TerminalText.wrap(text, width: width - 4)
        guard let inside = box(title: title, width: width, height: lines.count + 4, footer: footer, in: bounds, on: &canvas, theme: theme) else { return }
        for (i, line) in lines.enumerated() where i + 1 < inside.height {
            canvas.draw(line, x: inside.x, y: inside.y + 1 + i, style: theme.overlay, limit: inside.maxX)
        }
    }
}

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

/// `/`: what was typed, and the results as they are now.
enum SearchOverlay {
    static func draw(_ search: SearchState, _ cookbook: Cookbook, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        guard let inside = Overlays.box(title: "Search", width: 72, height: max(8, bounds.height - 4),
                                        footer: "↑↓ choose · Enter open · Esc cancel", in: bounds, on: &canvas, theme: theme) else { return }
        let prompt = TerminalText.glyphs("/ ") + TerminalText.truncateLeading(TerminalText.glyphs(search.query), to: inside.width - 3)
        let end = canvas.draw(prompt, x: inside.x, y: inside.y, style: theme.overlayTitle, limit: inside.maxX)
        canvas.draw([Glyph(text: "█", width: 1)], x: end, y: inside.y, style: theme.overlay, limit: inside.maxX)

        let list = Rect(x: inside.x, y: inside.y + 2, width: inside.width, height: inside.height - 2)
        let results = RecipeSearch.results(for: search.query, in: cookbook)
        if search.query.allSatisfy(\.isWhitespace) {
            canvas.text("Type to search names, ingredients and tags.", x: list.x, y: list.y, width: list.width, style: theme.overlay)
            return
        }
        if results.isEmpty {
            canvas.text("No recipe matches.", x: list.x, y: list.y, width: list.width, style: theme.overlay)
            return
        }
        let selected = min(search.selected, results.count - 1)
        let offset = Layout.scrollOffset(selected: selected, count: results.count, rows: list.height)
        for (row, index) in (offset..<min(results.count, offset + list.height)).enumerated() {
            let hit = results[index]
            guard let recipe = cookbook.recipe(id: hit.recipeID) else { continue }
            let y = list.y + row
            let style = index == selected ? theme.selection : theme.overlay
            canvas.fill(Rect(x: list.x, y: y, width: list.width, height: 1), style: style)
            if index == selected { canvas.draw([Glyph(text: "›", width: 1)], x: list.x, y: y, style: style) }
            let category = cookbook.category(id: recipe.category)?.name ?? ""
            let why = hit.matched.map { " — \($0)" } ?? ""
            let right = TerminalText.truncate(TerminalText.glyphs(category), to: 16)
            let rightWidth = TerminalText.width(right)
            canvas.text(recipe.name + why, x: list.x + 1, y: y, width: list.width - rightWidth - 3, style: style)
            canvas.draw(right, x: list.maxX - rightWidth - 1, y: y, style: style)
            canvas.zones.append(HotZone(rect: Rect(x: list.x, y: y, width: list.width, height: 1),
                                        click: [.searchMove(index - selected), .searchSubmit]))
        }
    }
}

/// `e`: the three experiences.
enum ExperiencePicker {
    static let descriptions: [Experience: String] = [
        .threeColumn: "categories | recipes | recipe",
        .twoColumn: "categories | grid of recipes",
        .stack: "one list; recipes pushed on top",
    ]

    static func draw(highlighted: Experience, current: Experience, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        guard let inside = Overlays.box(title: "Layout", width: 58, height: Experience.allCases.count + 4,
                                        footer: "Enter choose · Esc cancel", in: bounds, on: &canvas, theme: theme) else { return }
        for (i, experience) in Experience.allCases.enumerated() where i + 1 < inside.height {
            let y = inside.y + 1 + i
            let style = experience == highlighted ? theme.selection : theme.overlay
            canvas.fill(Rect(x: inside.x, y: y, width: inside.width, height: 1), style: style)
            // › marks the highlighted choice, ● the one in use.
            let mark = (experience == highlighted ? "›" : " ") + (experience == current ? "● " : "  ")
            canvas.text(mark + experience.title, x: inside.x, y: y, width: 19, style: style)
            canvas.text(descriptions[experience] ?? "", x: inside.x + 20, y: y, width: inside.width - 20, style: style)
            let delta = Experience.allCases.firstIndex(of: experience)! - Experience.allCases.firstIndex(of: highlighted)!
            canvas.zones.append(HotZone(rect: Rect(x: inside.x, y: y, width: inside.width, height: 1), click: [.pickerMove(delta), .pickerChoose]))
        }
    }
}

/// A single-line box border.
enum Box {
    static func draw(_ rect: Rect, on canvas: inout Canvas, style: Style) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let horizontal = String(repeating: "─", count: rect.width - 2)
        canvas.draw(TerminalText.glyphs("┌" + horizontal + "┐"), x: rect.x, y: rect.y, style: style)
        canvas.draw(TerminalText.glyphs("└" + horizontal + "┘"), x: rect.x, y: rect.maxY - 1, style: style)
        for y in (rect.y + 1)..<(rect.maxY - 1) {
            canvas.draw([Glyph(text: "│", width: 1)], x: rect.x, y: y, style: style)
            canvas.draw([Glyph(text: "│", width: 1)], x: rect.maxX - 1, y: y, style: style)
        }
    }
}
