import CookbookRender

/// Draws a whole frame: a pure function of the model, the data and the size (`memo` only
/// saves laying out a recipe again, and drawing panes that did not change).
public enum Screen {
    /// Where the panes go for this model and data at this size (nil below the minimum size).
    public static func panes(_ model: NavigationModel, _ data: ScreenData, width: Int, height: Int) -> PaneGeometry? {
        let groups = model.showsCategoryColumn ? CategoryListView.inputs(model, data, theme: .monochrome) : nil
        return PaneGeometry(width: width, height: height, model: model, firstColumn: groups.map(CategoryListView.widest) ?? 0)
    }

    public static func render(
        _ model: NavigationModel, _ data: consuming ScreenData,
        width: Int, height: Int, theme: Theme = .monochrome, message: String? = nil,
        memo: inout RenderMemo
    ) -> Frame {
        // The data is the frame's own (`consuming`): made for it, not copied to be changed.
        var data = consume data
        data.workedOut = WorkedOut(model, data)
        var canvas = Canvas(width: width, height: height)
        let groups = model.showsCategoryColumn ? CategoryListView.inputs(model, data, theme: theme) : nil
        let firstColumn = groups.map { memo.panes.firstColumn.value(for: $0, CategoryListView.widest) } ?? 0
        guard let panes = PaneGeometry(width: width, height: height, model: model, firstColumn: firstColumn) else {
            drawTooSmall(on: &canvas, theme: theme)
            return Frame(canvas: canvas)
        }
        if let rect = panes.categories, let inputs = groups {
            memo.panes.categories.put(inputs, in: rect, on: &canvas) { CategoryListView.draw(inputs, in: rect, on: &$0) }
        }
        switch panes.layout {
        case .threeColumn:
            if let rect = panes.recipes {
                RecipeListView.draw(model, data, in: rect, on: &canvas, theme: theme)
            }
            RecipeDetailView.draw(model, data, in: panes.main, on: &canvas, theme: theme, documents: &memo.documents)
        case .twoColumn:
            // The recipe is pushed over the grid, in the same place.
            if model.focus == .detail {
                RecipeDetailView.draw(model, data, back: true, in: panes.main, on: &canvas, theme: theme, documents: &memo.documents)
            } else {
                RecipeGridView.draw(model, data, in: panes.main, on: &canvas, theme: theme)
            }
        case .stack:
            drawStack(model, data, in: panes.main, on: &canvas, theme: theme, documents: &memo.documents)
        }
        let line = Glyph(text: "│", width: 1), cross = Glyph(text: "┼", width: 1)
        for x in panes.separators {
            for y in 0..<panes.main.height {
                canvas.draw(y == 1 ? cross : line, x: x, y: y, style: theme.separator)
            }
        }
        let status = StatusBar.inputs(model, data, panes: panes, message: message, theme: theme)
        memo.panes.status.put(status, in: panes.status, on: &canvas) { StatusBar.draw(status, in: panes.status, on: &$0) }
        if let destination = model.destination {
            canvas.panes = [panes.categories, panes.recipes, panes.main].compactMap { $0 }
            Overlays.draw(destination, model, data, in: canvas.bounds, on: &canvas, theme: theme)
        }
        var gridColumns: Int?
        if panes.layout == .twoColumn, model.focus == .recipes, model.destination == nil {
            gridColumns = RecipeGridView.columns(width: panes.main.width)
        }
        return Frame(canvas: canvas, pageSize: panes.pageSize, gridColumns: gridColumns, recipes: data.recipes,
                     workedOut: data.workedOut)
    }

    /// `render` with nothing kept from frame to frame (tests, one-off frames).
    public static func render(
        _ model: NavigationModel, _ data: ScreenData,
        width: Int, height: Int, theme: Theme = .monochrome, message: String? = nil
    ) -> Frame {
        var memo = RenderMemo()
        return render(model, data, width: width, height: height, theme: theme, message: message, memo: &memo)
    }

    /// The whole recipes a frame of this model shows, which the caller reads for
    /// `ScreenData.recipes`: the recipe at the end of the path, and those the presented
    /// screen shows (the search results on screen that matched in an ingredient or a tag,
    /// the recipe cooked or scaled, the basket's).
    public static func recipesShown(_ model: NavigationModel, height: Int) -> [String] {
        var ids = model.shownRecipeID.map { [$0] } ?? []
        if let presented = model.destination { ids += presented.screen.recipesShown(presented, model, height: height) }
        return ids
    }

    /// One column showing the focused level: the same model as the columns, so a resize
    /// between the two never loses the place.
    static func drawStack(
        _ model: NavigationModel, _ data: ScreenData, in rect: Rect, on canvas: inout Canvas, theme: Theme,
        documents: inout DetailDocuments
    ) {
        switch (model.layout, model.focus) {
        case (_, .detail):
            RecipeDetailView.draw(model, data, back: true, in: rect, on: &canvas, theme: theme, documents: &documents)
        case (.stack, _):
            SectionedRecipeListView.draw(model, data, in: rect, on: &canvas, theme: theme)
        case (_, .categories):
            CategoryListView.draw(model, data, in: rect, on: &canvas, theme: theme)
        case (_, .recipes):
            RecipeListView.draw(model, data, back: model.showsCategoryColumn, in: rect, on: &canvas, theme: theme)
        }
    }

    /// One centred notice instead of columns written past the edge: on one line when it
    /// fits, else on two, else cut (a 1×1 terminal shows "…").
    static func drawTooSmall(on canvas: inout Canvas, theme: Theme) {
        let needs = "(needs \(PaneGeometry.minimumWidth)×\(PaneGeometry.minimumHeight))"
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
