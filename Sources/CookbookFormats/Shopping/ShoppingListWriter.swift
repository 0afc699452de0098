import CookbookModel

/// Writes a `.shopping-list` as cookcli writes one: a line an entry, references as `./path`
/// with `{N}` only when N is not 1, what is nested two spaces a level deeper, items as
/// `name{quantity}`. A line read from the file and not changed since is written as it was
/// (its comment, its spacing), and so are comments and blank lines. A line cookbook makes
/// that would fall inside a block comment the file left open (`[-` with no `-]` yet) is
/// written outside it: the comment is closed before it and opened again after.
public enum ShoppingListWriter {
    public static func text(_ file: ShoppingListFile) -> String {
        var out = ""
        var state = BlockState()
        write(file.entries, depth: 0, into: &out, state: &state)
        return out
    }

    /// Whether the lines written so far leave a block comment open, and whether one was closed
    /// for a line cookbook made (to be opened again before the file's next line).
    struct BlockState {
        var open = false
        var closedForNew = false

        mutating func kept(_ line: String, into out: inout String) {
            if closedForNew {
                out += "[-\n"
                closedForNew = false
            }
            out += line + "\n"
            _ = ShoppingListFile.uncommented(line, inBlock: &open)
        }

        mutating func made(_ line: String, into out: inout String) {
            if open {
                out += "-]\n"
                open = false
                closedForNew = true
            }
            out += line + "\n"
        }
    }

    static func write(_ entries: [ShoppingListEntry], depth: Int, into out: inout String, state: inout BlockState) {
        let indent = String(repeating: "  ", count: depth)
        for entry in entries {
            switch entry {
            case .reference(let reference):
                if let written = reference.written { state.kept(written, into: &out) } else { state.made(indent + line(reference), into: &out) }
                write(reference.children, depth: depth + 1, into: &out, state: &state)
            case .item(let item):
                if let written = item.written { state.kept(written, into: &out) } else { state.made(indent + line(item), into: &out) }
            case .text(let text):
                state.kept(text, into: &out)
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
