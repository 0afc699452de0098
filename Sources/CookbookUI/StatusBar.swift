import CookbookKit
import FoundationEssentials

/// The bottom line: the keys that matter now (the command table's hints, with the keys in
/// use), and a message on the right.
enum StatusBar {
    static func hints(for model: NavigationModel, _ data: ScreenData, layout: Layout) -> [(key: String, label: String)] {
        let scope = Scope(model.destination)
        var onLink = false
        var outline: RecipeOutline?
        if model.focus == .detail, let shown = model.shownRecipeID.flatMap({ data.outline(id: $0) }) {
            outline = shown
            if case .related = DetailItems.item(at: model.detailCursor, of: shown) { onLink = true }
        }
        var onStep = false
        if let outline, case .step? = DetailItems.item(at: model.detailCursor, of: outline) { onStep = true }
        let durations = data.kitchenShown.durations.count
        let kitchenRecipe = model.kitchenRecipeID
        let context = HintContext(
            scope: scope, focus: model.focus, onLink: onLink, followed: model.path.count > 1,
            hasRelated: outline?.related.isEmpty == false, showsCategoryColumn: model.showsCategoryColumn,
            inGrid: layout.kind == .twoColumn && model.focus == .recipes, hasRecipe: kitchenRecipe != nil,
            inBasket: kitchenRecipe.map(model.inBasket) ?? false, basketCount: model.basket.count,
            durations: durations, onStep: onStep)
        // The table's rows read in place (`entries[i].hint`), not each copied whole with
        // every one of its strings and arrays: a third of the hints' cost.
        var hints: [(key: String, label: String)] = []
        hints.reserveCapacity(16)
        let entries = CommandTable.entries
        for i in CommandTable.hintRows[scope.slot] {
            guard let hint = entries[i].hint, let label = hint.label(context) else { continue }
            let name = entries[i].name
            let paired = hint.pairedWith.flatMap { data.keymap.firstKey(for: $0, in: scope) }.map(KeyNames.label) ?? ""
            if let text = hint.keyText(scope) {
                hints.append((key: paired + text, label: label))
            } else if let key = data.keymap.firstKey(for: name, in: scope) {
                hints.append((key: paired.isEmpty ? shortLabel(key) : paired + KeyNames.label(key), label: label))
            }
        }
        return hints
    }

    /// What the kitchen has going, in the order shown: each timer (an ended one flashes:
    /// its style changes every second until a key acknowledges it), then the basket.
    static func kitchen(_ model: NavigationModel, now: Date, theme: Theme) -> [(String, Style)] {
        var parts: [(String, Style)] = []
        let running = model.timers.sorted { $0.ends < $1.ends }
        let shown = running.prefix(3)
        for timer in shown {
            if timer.rang {
                let flash = Int(now.timeIntervalSinceReferenceDate.rounded(.down)) % 2 == 0
                parts.append(("DONE " + TimerLabel.short(timer.label), flash ? theme.selection : theme.statusMessage))
            } else {
                parts.append(("timer " + KitchenTimer.clock(timer.remaining(at: now)), theme.statusKey))
            }
        }
        if running.count > shown.count { parts.append(("+\(running.count - shown.count) timers", theme.statusBar)) }
        if !model.basket.isEmpty { parts.append(("basket \(model.basket.count)", theme.statusBar)) }
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

    static func draw(_ model: NavigationModel, _ data: ScreenData, layout: Layout, message: String?, in rect: Rect, on canvas: inout Canvas, theme: Theme) {
        canvas.fill(rect, style: theme.statusBar)
        var messageWidth = 0
        let key = data.keymap.firstKey(for: .problems, in: .browse).map(KeyNames.label)
        if let message = message ?? ProblemsOverlay.notice(data.problems, key: key), !message.isEmpty {
            let glyphs = TerminalText.truncate(TerminalText.glyphs(message), to: max(0, rect.width - 2))
            messageWidth = TerminalText.width(glyphs) + 2
            canvas.draw(glyphs, x: rect.maxX - messageWidth + 1, y: rect.y, style: theme.statusMessage)
        }
        // The timers and the basket, left of the message, as far as there is room.
        for (text, style) in kitchen(model, now: data.now, theme: theme).reversed() {
            let glyphs = TerminalText.glyphs(text)
            let width = TerminalText.width(glyphs) + 2
            guard rect.width - messageWidth - width >= 24 else { break }
            messageWidth += width
            canvas.draw(glyphs, x: rect.maxX - messageWidth + 1, y: rect.y, style: style)
        }
        var x = rect.x + 1
        let limit = rect.maxX - messageWidth
        var hints = hints(for: model, data, layout: layout)
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

/// A timer's words cut short enough for the status bar.
enum TimerLabel {
    static func short(_ label: String) -> String {
        label.count <= 16 ? label : String(label.prefix(15)) + "…"
    }
}
