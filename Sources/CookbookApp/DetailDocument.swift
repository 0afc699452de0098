import CookbookModel
import CookbookRender

/// A recipe laid out as lines for a given width.
struct DetailDocument: Sendable {
    struct Span: Sendable {
        var x: Int
        var glyphs: [Glyph]
        var style: Style
        /// The cells the glyphs take, in the style (`Canvas.put`): a frame copies them
        /// instead of drawing the glyphs one by one.
        var cells: [UInt64]

        init(x: Int, glyphs: [Glyph], style: Style) {
            self.x = x
            self.glyphs = glyphs
            self.style = style
            cells = Canvas.cells(of: glyphs, style: style)
        }
    }

    struct Line: Sendable {
        var spans: [Span] = []
        /// The detail item (see `DetailItems`) this line belongs to.
        var item: Int?
        var firstOfItem = false
        var isLink = false
    }

    /// How the recipe is made and shown: its scale, the units, and whether it is in the basket.
    struct Kitchen: Equatable, Sendable {
        var scale: Double = 1
        var units: UnitSystem = .asWritten
        var cups: CupStandard = .us
        var inBasket = false
    }

    private(set) var lines: [Line] = []
    /// The first line of each item, by item index.
    private(set) var itemLines: [Range<Int>] = []

    init(recipe: Recipe, data: ScreenData, width: Int, kitchen: Kitchen = Kitchen(), theme: Theme) {
        guard width > 0 else { return }
        let scaled = abs(kitchen.scale - 1) > 1e-9
        var notes: [String] = []
        if scaled {
            notes.append(recipe.servings.map { "Scaled from \($0) to \(Scale.describe(kitchen.scale, base: $0))" }
                         ?? "Scaled \(Scale.describe(kitchen.scale, base: nil))")
        }
        if kitchen.units != .asWritten { notes.append("amounts in \(kitchen.units.title) units") }
        if kitchen.inBasket { notes.append("in the basket") }
        for glyphs in Self.joinFitting(notes, separator: " · ", width: width) {
            lines.append(Line(spans: [Span(x: 0, glyphs: glyphs, style: theme.amount)]))
        }
        for glyphs in Self.joinFitting(Self.facts(of: recipe, scale: kitchen.scale), separator: " · ", width: width) {
            lines.append(Line(spans: [Span(x: 0, glyphs: glyphs, style: theme.text)]))
        }
        for glyphs in Self.joinFitting(Self.credit(of: recipe), separator: " · ", width: width) {
            lines.append(Line(spans: [Span(x: 0, glyphs: glyphs, style: theme.muted)]))
        }
        if !recipe.tags.isEmpty {
            for glyphs in TerminalText.wrap(recipe.tags.map { "#" + $0 }.joined(separator: " "), width: width) {
                lines.append(Line(spans: [Span(x: 0, glyphs: glyphs, style: theme.muted)]))
            }
        }
        for paragraph in TextLines.of(recipe.description ?? "") {
            for glyphs in TerminalText.wrap(paragraph, width: width) {
                lines.append(Line(spans: [Span(x: 0, glyphs: glyphs, style: theme.text)]))
            }
        }

        let ingredients = ListedIngredient.list(of: recipe)
        if !ingredients.isEmpty {
            heading("Ingredients", theme: theme)
            let amounts = ingredients.map { $0.amount(scale: kitchen.scale, units: kitchen.units, cups: kitchen.cups) }
            let amountWidth = min(amounts.map { TerminalText.width(TerminalText.glyphs($0)) }.max() ?? 0, max(0, width / 3))
            let indent = amountWidth == 0 ? 0 : amountWidth + 2
            for (i, ingredient) in ingredients.enumerated() {
                // An amount wider than its column (a sum: "1 tbsp + pinch") wraps in it,
                // each line to the right: nothing of it is cut.
                let amount = amounts[i].isEmpty ? [] : TerminalText.wrap(amounts[i], width: amountWidth)
                let wrapped = TerminalText.wrap(ingredient.description, width: width - indent)
                addItem((0..<max(amount.count, wrapped.count)).map { n in
                    var line = Line()
                    if n < amount.count {
                        line.spans.append(Span(x: amountWidth - TerminalText.width(amount[n]), glyphs: amount[n], style: theme.amount))
                    }
                    if n < wrapped.count { line.spans.append(Span(x: indent, glyphs: wrapped[n], style: theme.text)) }
                    return line
                })
            }
        }

        if !recipe.steps.isEmpty {
            heading("Steps", theme: theme)
            let numberWidth = String(recipe.steps.count).count + 1
            for (i, step) in recipe.steps.enumerated() {
                // A named part of the steps begins: its name above them, not a cursor stop.
                for section in recipe.sections where section.firstStep == i && !section.name.isEmpty {
                    for glyphs in TerminalText.wrap(section.name, width: width) {
                        lines.append(Line(spans: [Span(x: 0, glyphs: glyphs, style: theme.muted)]))
                    }
                }
                let number = String(i + 1) + "."
                // Each of its lines (a step written one instruction a line) wraps on its own.
                let stepLines = TextLines.of(StepText.converted(step, to: kitchen.units))
                let wrapped = stepLines.isEmpty ? [[]] : stepLines.flatMap { TerminalText.wrap($0, width: width - numberWidth - 1) }
                addItem(wrapped.enumerated().map { n, glyphs in
                    var line = Line()
                    if n == 0 {
                        line.spans.append(Span(x: numberWidth - number.count, glyphs: TerminalText.glyphs(number), style: theme.heading))
                    }
                    line.spans.append(Span(x: numberWidth + 1, glyphs: glyphs, style: theme.text))
                    return line
                })
            }
        }

        if !recipe.notes.isEmpty {
            heading("Notes", theme: theme)
            for (i, note) in recipe.notes.enumerated() {
                if i > 0 { lines.append(Line()) }
                for glyphs in TerminalText.wrap(note, width: width) {
                    lines.append(Line(spans: [Span(x: 0, glyphs: glyphs, style: theme.text)]))
                }
            }
        }

        if !recipe.related.isEmpty {
            heading("Related", theme: theme)
            for id in recipe.related {
                let name = data.summary(id: id)?.name ?? id
                let glyphs = TerminalText.truncate(TerminalText.glyphs("→ " + name), to: width)
                addItem([Line(spans: [Span(x: 0, glyphs: glyphs, style: theme.link)], isLink: true)])
            }
        }
    }

    /// Joins short phrases into lines, breaking only between phrases ("Cook 10 min" stays
    /// whole); a phrase longer than a line wraps on lines of its own.
    static func joinFitting(_ parts: [String], separator: String, width: Int) -> [[Glyph]] {
        let separatorGlyphs = TerminalText.glyphs(separator)
        var lines: [[Glyph]] = []
        var line: [Glyph] = []
        for part in parts where !part.isEmpty {
            let glyphs = TerminalText.glyphs(part)
            if !line.isEmpty, TerminalText.width(line) + TerminalText.width(separatorGlyphs) + TerminalText.width(glyphs) <= width {
                line += separatorGlyphs + glyphs
            } else {
                if !line.isEmpty { lines.append(line) }
                let wrapped = TerminalText.wrap(part, width: width)
                lines += wrapped.dropLast()
                line = wrapped.last ?? []
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// "Serves 4", "Prep 10 min", "Cook 20 min", "Total 30 min", as far as the recipe says
    /// (the total it states, else prep and cook added; a total alone is a total, never a
    /// cooking time); what it makes at the scale it is made at.
    static func facts(of recipe: Recipe, scale: Double = 1) -> [String] {
        var parts: [String] = []
        if let made = recipe.yield, !made.isEmpty {
            parts.append("Makes \(Scale.yield(made, by: scale))")
        } else if let servings = recipe.servings {
            parts.append("Serves \(Scale.number(Double(servings) * scale))")
        }
        if let prep = recipe.prepMinutes, prep > 0 { parts.append("Prep \(Durations.long(prep))") }
        if let cook = recipe.cookMinutes, cook > 0 { parts.append("Cook \(Durations.long(cook))") }
        if let total = recipe.statedTotalMinutes, total > 0 {
            parts.append("Total \(Durations.long(total))")
        } else if let prep = recipe.prepMinutes, let cook = recipe.cookMinutes, prep > 0, cook > 0 {
            parts.append("Total \(Durations.long(prep + cook))")
        }
        return parts
    }

    /// "By Jamie Oliver", "from BBC Good Food", "https://…", as far as the recipe says: who
    /// wrote it and where it comes from (an address alone: "from https://…").
    static func credit(of recipe: Recipe) -> [String] {
        var parts: [String] = []
        if let author = recipe.author, !author.isEmpty { parts.append("By " + author) }
        let name = recipe.sourceName.flatMap { $0.isEmpty ? nil : $0 }
        let address = recipe.sourceURL.flatMap { $0.isEmpty ? nil : $0 }
        if let name { parts.append("from " + name) }
        if let address { parts.append(name == nil ? "from " + address : address) }
        return parts
    }

    /// The document as plain text, each span at its column (for `cookbook show`).
    var plainText: [String] {
        lines.map { line in
            var text = ""
            var column = 0
            for span in line.spans {
                if span.x > column {
                    text += String(repeating: " ", count: span.x - column)
                    column = span.x
                }
                text += span.glyphs.map(\.text).joined()
                column += TerminalText.width(span.glyphs)
            }
            return text
        }
    }

    private mutating func heading(_ title: String, theme: Theme) {
        if !lines.isEmpty { lines.append(Line()) }
        lines.append(Line(spans: [Span(x: 0, glyphs: TerminalText.glyphs(title), style: theme.heading)]))
    }

    /// Adds the lines of the next cursor item.
    private mutating func addItem(_ new: [Line]) {
        let index = itemLines.count
        let start = lines.count
        for (n, var line) in new.enumerated() {
            line.item = index
            line.firstOfItem = n == 0
            lines.append(line)
        }
        itemLines.append(start..<lines.count)
    }

    /// The first line to show so the cursor's item is visible: stateless, like the lists.
    /// The top of the recipe shows until the cursor moves past the first screen.
    func scrollOffset(cursor: Int, rows: Int) -> Int {
        guard lines.count > rows, rows > 0, itemLines.indices.contains(cursor) else { return 0 }
        let range = itemLines[cursor]
        if range.upperBound <= rows { return 0 }
        var offset = min(max(range.lowerBound - rows / 3, 0), lines.count - rows)
        if range.upperBound - offset > rows { offset = range.lowerBound }
        return min(offset, lines.count - rows)
    }
}
