import CookbookModel
import CookbookRender
import FoundationEssentials

/// Cooking mode: the step, large and centred, with where it is in the recipe, the
/// ingredients it uses at the recipe's scale, and the times it names for the timers. A step
/// written one instruction a line shows its lines, the one the cook is at marked and bold;
/// when they do not fit, the screen keeps that one in view.
enum CookingView {
    static let measure = 64

    static func draw(_ cooking: CookingState, _ model: NavigationModel, _ data: ScreenData, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        let area = Rect(x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height - 1)
        canvas.fill(area, style: theme.text)
        canvas.zones.append(HotZone(rect: area, click: []))
        guard let recipe = data.recipe(id: cooking.recipe), recipe.steps.indices.contains(cooking.step) else {
            canvas.text("Reading the recipe…", x: area.x + 1, y: area.y, width: area.width - 2, style: theme.muted)
            return
        }
        let scale = model.scale(of: recipe.id)
        // The title row: the recipe, and how much of it.
        let amount = abs(scale - 1) < 1e-9 ? "" : Scale.describe(scale, base: recipe.servings)
        let right = TerminalText.glyphs(amount)
        canvas.text(recipe.name, x: area.x + 1, y: area.y, width: area.width - TerminalText.width(right) - 3, style: theme.title)
        canvas.draw(right, x: area.maxX - TerminalText.width(right) - 1, y: area.y, style: theme.amount)
        canvas.draw(Array(repeating: Glyph(text: "─", width: 1), count: area.width), x: area.x, y: area.y + 1, style: theme.separator)

        let width = min(measure, area.width - 4)
        guard width > 8 else { return }
        var lines: [(glyphs: [Glyph], style: Style, centred: Bool)] = []
        let section = recipe.sections.last { $0.firstStep <= cooking.step && !$0.name.isEmpty }?.name
        let stepLines = TextLines.of(StepText.converted(recipe.steps[cooking.step], to: model.units))
        let current = min(cooking.line, max(0, stepLines.count - 1))
        var place = "Step \(cooking.step + 1) of \(recipe.steps.count)" + (section.map { " · " + $0 } ?? "")
        if stepLines.count > 1 { place += " · line \(current + 1) of \(stepLines.count)" }
        lines.append((TerminalText.truncate(TerminalText.glyphs(place), to: width), theme.heading, true))
        lines.append(([], theme.text, false))
        let bold = Style(foreground: theme.text.foreground, bold: true)
        // The rows of the line the cook is at, to keep in view.
        var currentRows = lines.count..<lines.count
        if stepLines.count > 1 {
            for (n, line) in stepLines.enumerated() {
                let start = lines.count
                for (k, glyphs) in TerminalText.wrap(line, width: width - 2).enumerated() {
                    let mark = TerminalText.glyphs(n == current && k == 0 ? "› " : "  ")
                    lines.append((mark + glyphs, n == current ? bold : theme.text, false))
                }
                if n == current { currentRows = start..<lines.count }
            }
        } else {
            for glyphs in TerminalText.wrap(stepLines.first ?? "", width: width) {
                lines.append((glyphs, bold, false))
            }
        }
        let used = StepIngredients.of(recipe, step: cooking.step)
        if !used.isEmpty {
            lines.append(([], theme.text, false))
            for index in used {
                let ingredient = recipe.ingredients[index]
                let amount = IngredientFormatter.amount(ingredient, scale: scale, units: model.units, cups: data.household.cups)
                let line = (amount.isEmpty ? "" : amount + "  ") + IngredientFormatter.description(ingredient)
                for (n, glyphs) in TerminalText.wrap(line, width: width - 2).enumerated() {
                    lines.append(((n == 0 ? TerminalText.glyphs("· ") : TerminalText.glyphs("  ")) + glyphs, theme.text, false))
                }
            }
        }
        let durations = data.workedOut.durations
        if !durations.isEmpty {
            lines.append(([], theme.text, false))
            for (i, duration) in durations.enumerated() {
                let chosen = i == min(cooking.timerChoice ?? 0, durations.count - 1)
                let running = model.timers.first {
                    $0.recipeID == recipe.id && $0.step == cooking.step && $0.seconds == duration.seconds
                }
                let state = running.map { $0.rang ? "done" : KitchenTimer.clock($0.remaining(at: data.now)) + " left" }
                    ?? KitchenTimer.clock(duration.seconds)
                let line = (chosen && durations.count > 1 ? "› " : "  ") + "timer " + duration.text + " — " + state
                lines.append((TerminalText.truncate(TerminalText.glyphs(line), to: width), chosen ? theme.heading : theme.muted, false))
            }
        }

        let body = Rect(x: area.x, y: area.y + 2, width: area.width, height: area.height - 2)
        // Centred when it fits; else from where the line the cook is at shows a third down.
        var top = body.y + max(0, (body.height - lines.count) / 2)
        if lines.count > body.height, currentRows.upperBound > body.height {
            let offset = min(max(0, currentRows.lowerBound - body.height / 3), lines.count - body.height)
            top = body.y - max(offset, currentRows.upperBound - body.height)
        }
        let left = area.x + (area.width - width) / 2
        for (row, line) in lines.enumerated() where top + row >= body.y && top + row < body.maxY {
            let x = line.centred ? area.x + (area.width - TerminalText.width(line.glyphs)) / 2 : left
            canvas.draw(line.glyphs, x: x, y: top + row, style: line.style, limit: area.maxX)
        }
        // Halves of the screen are the previous and next step for a mouse or a touch.
        canvas.zones.append(HotZone(rect: Rect(x: body.x, y: body.y, width: body.width / 2, height: body.height), click: [.move(-1)]))
        canvas.zones.append(HotZone(rect: Rect(x: body.x + body.width / 2, y: body.y, width: body.width - body.width / 2, height: body.height),
                                    click: [.move(1)]))
    }
}
