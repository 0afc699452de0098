import CookbookKit

/// Draws a whole frame: a pure function of the model, the cookbook and the size.
public enum Screen {
    public static func render(
        _ model: NavigationModel, _ cookbook: Cookbook,
        width: Int, height: Int, theme: Theme = .monochrome, message: String? = nil
    ) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        guard let layout = Layout(width: width, height: height) else {
            drawTooSmall(on: &canvas, theme: theme)
            return canvas
        }
        CategoryListView.draw(model, cookbook, in: layout.categories, on: &canvas, theme: theme)
        RecipeListView.draw(model, cookbook, in: layout.recipes, on: &canvas, theme: theme)
        RecipeDetailView.draw(model, cookbook, in: layout.detail, on: &canvas, theme: theme)
        for x in layout.separators {
            for y in 0..<layout.categories.height {
                canvas.draw([Glyph(text: y == 1 ? "┼" : "│", width: 1)], x: x, y: y, style: theme.separator)
            }
        }
        StatusBar.draw(model, cookbook, message: message, in: layout.status, on: &canvas, theme: theme)
        if model.destination == .help {
            HelpOverlay.draw(in: canvas.bounds, on: &canvas, theme: theme)
        }
        return canvas
    }

    /// One centred notice instead of columns written past the edge.
    static func drawTooSmall(on canvas: inout Canvas, theme: Theme) {
        let lines = [
            "terminal too small",
            "(needs \(Layout.minimumWidth)×\(Layout.minimumHeight), has \(canvas.width)×\(canvas.height))",
        ]
        // Too narrow for both lines' full text: cut each; a 1×1 terminal shows "…".
        let top = max(0, (canvas.height - lines.count) / 2)
        for (i, line) in lines.enumerated() where top + i < canvas.height {
            let glyphs = TerminalText.truncate(TerminalText.glyphs(line), to: canvas.width)
            let x = max(0, (canvas.width - TerminalText.width(glyphs)) / 2)
            canvas.draw(glyphs, x: x, y: top + i, style: i == 0 ? theme.title : theme.muted)
        }
    }
}
