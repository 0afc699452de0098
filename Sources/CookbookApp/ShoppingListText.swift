import CookbookModel
import CookbookRender

/// The shopping list for a pipe or a file (`cookbook shop`): plain text, or Markdown with task
/// boxes (its JSON is `ShoppingListExport`'s). `missing`: the ids of recipes in the basket
/// that the library does not have now (kept in the basket, left out of the list), named last.
public enum ShoppingListText {
    public static func text(_ list: ShoppingList, ticked: Set<String> = [], missing: [String] = []) -> [String] {
        let width = list.lines.map { TerminalText.width($0.amount) }.max() ?? 0
        var lines: [String] = []
        for aisle in list.aisles {
            if !lines.isEmpty { lines.append("") }
            lines.append(aisle.name)
            for line in aisle.lines {
                let pad = String(repeating: " ", count: max(0, width - TerminalText.width(line.amount)))
                let box = ticked.contains(line.key) ? "[x]" : "[ ]"
                lines.append("  \(box) \(pad)\(line.amount)  \(line.name)" + (line.why.isEmpty ? "" : "  (\(line.why))"))
            }
        }
        if !list.atHome.isEmpty {
            lines += ["", "At home: " + list.atHome.map(\.name).joined(separator: ", ")]
        }
        if !missing.isEmpty {
            lines += (lines.isEmpty ? [] : [""]) + ["Not in the library (kept in the basket): " + missing.joined(separator: ", ")]
        }
        return lines
    }

    public static func markdown(_ list: ShoppingList, ticked: Set<String> = [], missing: [String] = []) -> [String] {
        var lines = ["# Shopping list"]
        for aisle in list.aisles {
            lines += ["", "## " + aisle.name, ""]
            for line in aisle.lines {
                let amount = line.amount.isEmpty ? "" : "**\(line.amount)** "
                lines.append("- [\(ticked.contains(line.key) ? "x" : " ")] \(amount)\(line.name)" + (line.why.isEmpty ? "" : " (\(line.why))"))
            }
        }
        if !list.atHome.isEmpty {
            lines += ["", "## At home", ""] + list.atHome.map { "- \($0.name)" }
        }
        if !missing.isEmpty {
            lines += ["", "## Not in the library (kept in the basket)", ""] + missing.map { "- \($0)" }
        }
        return lines
    }
}
