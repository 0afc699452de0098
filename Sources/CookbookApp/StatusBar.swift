import CookbookModel
import CookbookRender
import FoundationEssentials

/// The bottom line: the keys that matter now (the command table's hints, with the keys in
/// use), and a message on the right.
enum StatusBar {
    /// What the bar is drawn from, all of it (see `PaneMemo`).
    struct Inputs: Equatable, Sendable {
        var context: HintContext
        var keymap: Keymap
        /// The app's message, on the right; without one, the notice of files not read.
        var message: String?
        var problems: [FileProblem]
        /// The timers and the basket, each its text and style.
        var kitchen: [KitchenPart]
        var theme: Theme
    }

    struct KitchenPart: Equatable, Sendable {
        var text: String
        var style: Style
    }

    static func inputs(_ model: NavigationModel, _ data: ScreenData, panes: PaneGeometry, message: String?, theme: Theme) -> Inputs {
        Inputs(
            context: context(for: model, data, panes: panes), keymap: data.keymap, message: message, problems: data.problems,
            kitchen: kitchen(model, now: data.now, theme: theme), theme: theme)
    }

    static func hints(for model: NavigationModel, _ data: ScreenData, panes: PaneGeometry) -> [(key: String, label: String)] {
        hints(context(for: model, data, panes: panes), keymap: data.keymap)
    }

    /// Which hints show, and how they read.
    static func context(for model: NavigationModel, _ data: ScreenData, panes: PaneGeometry) -> HintContext {
        let scope = Scope(model.destination)
        var onLink = false
        var outline: RecipeOutline?
        if model.focus == .detail, let shown = model.shownRecipeID.flatMap({ data.outline(id: $0) }) {
            outline = shown
            if case .related = DetailItems.item(at: model.detailCursor, of: shown) { onLink = true }
        }
        var onStep = false
        if let outline, case .step? = DetailItems.item(at: model.detailCursor, of: outline) { onStep = true }
        let durations = data.workedOut.durations.count
        let stepLines = CookingScreen.stepLines(model, data)
        let kitchenRecipe = model.kitchenRecipeID
        var branch = HintContext.Branch.none
        if model.focus == .categories, let id = model.selectedCategory, let at = data.categoryPosition(of: id) {
            let groups = data.catalog.groups
            branch = groups.hasBranches(at: at) ? (model.collapsed.contains(id) ? .closed : .open) : groups.parent(of: at) != nil ? .inside : .none
        }
        return HintContext(
            scope: scope, focus: model.focus, onLink: onLink, followed: model.path.count > 1,
            hasRelated: outline?.related.isEmpty == false, showsCategoryColumn: model.showsCategoryColumn,
            inGrid: panes.layout == .twoColumn && model.focus == .recipes, hasRecipe: kitchenRecipe != nil,
            inBasket: kitchenRecipe.map(model.inBasket) ?? false, basketCount: model.basket.count,
            onShoppingEntry: ShoppingListScreen.onEntry(model), onPlanMeal: PlansScreen.onMeal(model, data),
            durations: durations, stepLines: stepLines, onStep: onStep, branch: branch,
            firstColumn: data.catalog.groupsTitle.lowercased())
    }

    static func hints(_ context: HintContext, keymap: Keymap) -> [(key: String, label: String)] {
        let scope = context.scope
        // The rows with a hint in this scope, found once (`CommandTable.hintRows`), not the
        // table's rows each copied whole with every one of its strings and arrays.
        var hints: [(key: String, label: String)] = []
        hints.reserveCapacity(16)
        for row in CommandTable.hintRows[scope.slot] {
            guard let label = row.hint.label(context) else { continue }
            let paired = row.hint.pairedWith.flatMap { keymap.firstKey(for: $0, in: scope) }.map(KeyNames.label) ?? ""
            if let text = row.hint.keyText {
                hints.append((key: paired + text, label: label))
            } else if let key = keymap.firstKey(for: row.command, in: scope) {
                hints.append((key: paired.isEmpty ? shortLabel(key) : paired + KeyNames.label(key), label: label))
            }
        }
        return hints
    }

    /// What the kitchen has going, in the order shown: each timer (an ended one flashes:
    /// its style changes every second until a key acknowledges it), then the basket.
    static func kitchen(_ model: NavigationModel, now: Date, theme: Theme) -> [KitchenPart] {
        var parts: [KitchenPart] = []
        let running = model.timers.sorted { $0.ends < $1.ends }
        let shown = running.prefix(3)
        for timer in shown {
            if timer.rang {
                let flash = Int(now.timeIntervalSinceReferenceDate.rounded(.down)) % 2 == 0
                parts.append(KitchenPart(text: "DONE " + TimerLabel.short(timer.label), style: flash ? theme.selection : theme.statusMessage))
            } else {
                parts.append(KitchenPart(text: "timer " + KitchenTimer.clock(timer.remaining(at: now)), style: theme.statusKey))
            }
        }
        if running.count > shown.count { parts.append(KitchenPart(text: "+\(running.count - shown.count) timers", style: theme.statusBar)) }
        if !model.basket.isEmpty { parts.append(KitchenPart(text: "basket \(model.basket.count)", style: theme.statusBar)) }
        return parts
    }

    /// `Enter` and `Space` are long for a hint of their own; the status bar says `⏎` and `␣`.
    private static func shortLabel(_ key: Key) -> String {
        switch key {
        case .enter: "⏎"
        case .character(" "): "␣"
        default: KeyNames.label(key)
        }
    }

    static func draw(_ inputs: Inputs, in rect: Rect, on canvas: inout Canvas) {
        let theme = inputs.theme
        canvas.fill(rect, style: theme.statusBar)
        var messageWidth = 0
        if let message = inputs.message ?? FileProblemsScreen.notice(inputs.problems, keymap: inputs.keymap), !message.isEmpty {
            let glyphs = TerminalText.truncate(TerminalText.glyphs(message), to: max(0, rect.width - 2))
            messageWidth = TerminalText.width(glyphs) + 2
            canvas.draw(glyphs, x: rect.maxX - messageWidth + 1, y: rect.y, style: theme.statusMessage)
        }
        // The timers and the basket, left of the message, as far as there is room.
        for part in inputs.kitchen.reversed() {
            let glyphs = TerminalText.glyphs(part.text)
            let width = TerminalText.width(glyphs) + 2
            guard rect.width - messageWidth - width >= 24 else { break }
            messageWidth += width
            canvas.draw(glyphs, x: rect.maxX - messageWidth + 1, y: rect.y, style: part.style)
        }
        var x = rect.x + 1
        let limit = rect.maxX - messageWidth
        var hints = hints(inputs.context, keymap: inputs.keymap)
        func width(_ hint: (key: String, label: String)) -> Int {
            TerminalText.width(hint.key) + 1 + TerminalText.width(hint.label) + 2
        }
        // The last hint (how to quit, or to close) is the one a narrow screen keeps longest.
        let last = hints.popLast()
        var room = limit - x - (last.map(width) ?? 0) + 2
        for hint in hints {
            room -= width(hint)
            if room < 0 { break }
            x = drawHint(hint, x: x)
        }
        if let last, x + width(last) - 2 <= limit { x = drawHint(last, x: x) }

        func drawHint(_ hint: (key: String, label: String), x: Int) -> Int {
            let end = canvas.draw(hint.key, x: x, y: rect.y, style: theme.statusKey)
            return canvas.draw(hint.label, x: end + 1, y: rect.y, style: theme.statusBar) + 2
        }
    }
}
