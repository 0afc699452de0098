import CookbookModel

/// Writes a `.shopping-list` as cookcli writes one: a line an entry, references as `./path`
/// with `{N}` only when N is not 1, what is nested two spaces a level deeper, items as
/// `name{quantity}`. A line read from the file and not changed since is written as it was
/// (its comment, its spacing), and so are comments and blank lines.
public enum ShoppingListWriter {
    public static func text(_ file: ShoppingListFile) -> String {
        var out = ""
        write(file.entries, depth: 0, into: &out)
        return out
    }

    static func write(_ entries: [ShoppingListEntry], depth: Int, into out: inout String) {
        let indent = String(repeating: "  ", count: depth)
        for entry in entries {
            switch entry {
            case .reference(let reference):
                out += reference.written ?? indent + line(reference)
                out += "\n"
                write(reference.children, depth: depth + 1, into: &out)
            case .item(let item):
                out += item.written ?? indent + line(item)
                out += "\n"
            case .text(let text):
                out += text + "\n"
            }
        }
    }

    /// `./Breakfast/Easy Pancakes.cook{2}`.
    public static func line(_ reference: ShoppingReference) -> String {
        "./" + reference.path + (reference.multiplier.map { "{" + number($0) + "}" } ?? "")
    }

    /// `olive oil{4%l}`.
    public static func line(_ item: ShoppingItem) -> String {
        item.line
    }

    /// `2`, `0.5`: a whole number without its point, as cookcli writes a multiplier.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
