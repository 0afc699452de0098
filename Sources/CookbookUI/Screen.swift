import CookbookKit

/// Draws a whole frame: a pure function of the model, the cookbook and the size.
public enum Screen {
    public static func render(
        _ model: NavigationModel, _ cookbook: Cookbook,
        width: Int, height: Int, theme: Theme = .monochrome, message: String? = nil
    ) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        guard let layout = Layout(width: width, height: height, model: model) else {
            drawTooSmall(on: &canvas, theme: theme)
            return canvas
        }
        if let rect = layout.categories {
            CategoryListView.draw(model, cookbook, in: rect, on: &canvas, theme: theme)
        }
        switch layout.kind {
        case .threeColumn:
            if let rect = layout.recipes {
                RecipeListView.draw(model, cookbook, in: rect, on: &canvas, theme: theme)
            }
            RecipeDetailView.draw(model, cookbook, in: layout.main, on: &canvas, theme: theme)
        case .twoColumn:
            // The recipe is pushed over the grid, in the same place.
            if model.focus == .detail {
                RecipeDetailView.draw(model, cookbook, back: true, in: layout.main, on: &canvas, theme: theme)
            } else {
                RecipeGridView.draw(model, cookbook, in: layout.main, on: &canvas, theme: theme)
            }
        case .single:
            drawStack(model, cookbook, in: layout.main, on: &canvas, theme: theme)
        }
        for x in layout.separators {
            for y in 0..<layout.main.height {
                canvas.draw([Glyph(text: y == 1 ? "┼" : "│", width: 1)], x: x, y: y, style: theme.separator)
            }
        }
        StatusBar.draw(model, cookbook, layout: layout, message: message, in: layout.status, on: &canvas, theme: theme)
        if let destination = model.destination {
            Overlays.draw(destination, model, cookbook, in: canvas.bounds, on: &canvas, theme: theme)
        }
        return canvas
    }

    /// One column showing the focused level: the same model as the columns, so a resize
    /// between the two never loses the place.
    static func drawStack(_ model: NavigationModel, _ cookbook: Cookbook, in rect: Rect, on canvas: inout Canvas, theme: Theme) {
        switch (model.experience, model.focus) {
        case (_, .detail):
            RecipeDetailView.draw(model, cookbook, back: true, in: rect, on: &canvas, theme: theme)
        case (.stack, _):
            SectionedRecipeListView.draw(model, cookbook, in: rect, on: &canvas, theme: theme)
        case (_, .categories):
            CategoryListView.draw(model, cookbook, in: rect, on: &canvas, theme: theme)
        case (_, .recipes):
            RecipeListView.draw(model, cookbook, back: model.showsCategoryColumn, in: rect, on: &canvas, theme: theme)
        }
    }

    /// One centred notice instead of columns written past the edge: on one line when it
    /// fits, else on two, else cut (a 1×1 terminal shows "…").
    static func drawTooSmall(on canvas: inout Canvas, theme: Theme) {
        let needs = "(needs \(Layout.minimumWidth)×\(Layout.minimumHeight))"
        let oneLine = "terminal too small " + needs
        let lines = TerminalText.width(oneLine) <= canvas.width || canvas.height < 2
            ? [oneLine] : ["terminal too small", needs]
        let top = max(0, (canvas.height - lines.count) / 2)
        for (i, line) in lines.enumerated() where top + i < canvas.height {
            let glyphs = TerminalText.truncate(TerminalText.glyphs(line), to: canvas.width)
            let x = max(0, (canvas.width - TerminalText.width(glyphs)) / 2)
            canvas.draw(glyphs, x: x, y: top + i, style: theme.title)
        }
    }
}
