import CookbookModel

/// Reads a `.shopping-list` as Cooklang's conventions describe it (and cookcli writes it):
/// one entry a line; a recipe reference starts with `./` and may end in a multiplier
/// (`./Breakfast/Easy Pancakes{2}`); references nested under one (two spaces a level) are
/// its sub-recipes, or a plan's recipes; any other line is a free-hand item, at the top level
/// (`olive oil{4%l}`, `salt`); `--` starts a comment to the end of the line and `[- … -]` one
/// that may span lines. Comments and blank lines are kept as lines of text, and leave the
/// nesting as it was (a blank line between a recipe and its sub-recipe leaves it nested). A line
/// that makes no sense (indentation not by two spaces, deeper than the reference above it
/// allows, a plain item nested, a multiplier that is not a number as cookcli writes one) is
/// kept as it is written and named, with its line, in `problems`; the rest is read. Two more
/// are named and still read as cookcli reads them: a tab in the indentation (only the spaces
/// before it count), and a block comment never closed (the rest of the file is comment).
public enum ShoppingListReader {
    public static func read(_ text: String) -> ShoppingListFile {
        var file = ShoppingListFile()
        // The references open at each level, innermost last, as the lines nest under them.
        var open: [ShoppingReference] = []
        var inBlock = false
        // The line a block comment still open was opened on.
        var blockOpened = 0
        // Blank and comment lines since the last entry: placed with the next line read, where
        // it nests (so they leave the nesting as it was), or at the end.
        var pending: [String] = []
        // Split at LF bytes: "\r\n" is one Character, which a split at "\n" would not see.
        var lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }

        func close(to depth: Int) {
            while open.count > depth {
                let done = open.removeLast()
                if open.isEmpty { file.entries.append(.reference(done)) } else { open[open.count - 1].children.append(.reference(done)) }
            }
        }
        /// Closes the references deeper than `depth` and puts the pending lines there: where
        /// the next entry goes.
        func place(at depth: Int) {
            close(to: depth)
            for line in pending {
                if open.isEmpty { file.entries.append(.text(line)) } else { open[open.count - 1].children.append(.text(line)) }
            }
            pending = []
        }
        /// A line kept as it is, under the reference it is indented under (else at the top).
        func keep(_ line: String, depth: Int) {
            place(at: min(depth, open.count))
            if open.isEmpty { file.entries.append(.text(line)) } else { open[open.count - 1].children.append(.text(line)) }
        }

        for (index, rawLine) in lines.enumerated() {
            // Kept as written (a CR before the LF too, so a CRLF file is written back as one);
            // read without the CR.
            let line = String(decoding: rawLine, as: UTF8.self)
            let wasInBlock = inBlock
            let content = ShoppingListFile.uncommented(
                rawLine.last == 0x0D ? String(decoding: rawLine.dropLast(), as: UTF8.self) : line, inBlock: &inBlock)
            if inBlock, !wasInBlock { blockOpened = index + 1 }
            // As cookcli counts it: the spaces the line begins with (a tab is not one).
            let indent = line.utf8.prefix { $0 == 0x20 }.count
            let body = trimmed(content)
            guard !body.isEmpty else {
                // A comment or a blank line: kept where it is, the nesting left as it was.
                pending.append(line)
                continue
            }
            func bad(_ why: String) {
                file.problems.append(ShoppingListProblem(line: index + 1, message: why))
                keep(line, depth: indent / 2)
            }
            guard indent % 2 == 0 else {
                bad("indented by \(indent) space\(indent == 1 ? "" : "s"): two spaces a level")
                continue
            }
            let depth = indent / 2
            guard depth <= open.count else {
                bad(open.isEmpty ? "indented, but under no recipe reference" : "indented deeper than one level under the line above")
                continue
            }
            /// A tab in the indentation: the line is read as cookcli reads it, by the spaces
            /// before the tab, and named, as it was probably meant otherwise.
            func noteTab() {
                guard content.prefix(while: { $0 == " " || $0 == "\t" }).contains("\t") else { return }
                file.problems.append(ShoppingListProblem(
                    line: index + 1, message: "a tab in the indentation: read by the \(indent) space\(indent == 1 ? "" : "s") before it, two a level"))
            }
            if body.hasPrefix("./") {
                guard let reference = reference(body, written: line) else {
                    bad(multiplierProblem(body))
                    continue
                }
                place(at: depth)
                open.append(reference)
                noteTab()
            } else {
                guard depth == 0 else {
                    bad("only recipe references (./…) can be nested: '\(body)' is an item, written at the top level")
                    continue
                }
                guard let item = item(body, written: line) else {
                    bad("an item with no name")
                    continue
                }
                place(at: 0)
                file.entries.append(.item(item))
                noteTab()
            }
        }
        place(at: 0)
        if inBlock {
            // In the order of the lines, as the others.
            let at = file.problems.firstIndex { $0.line > blockOpened } ?? file.problems.endIndex
            file.problems.insert(ShoppingListProblem(line: blockOpened, message: "a block comment '[-' never closed: the lines after it are comment"), at: at)
        }
        return file
    }

    /// The reference a line's text (comments taken out, trimmed) names; nil when its
    /// multiplier is not a number above 0 as cookcli writes one (digits, a point, an exponent:
    /// `{2}`, `{0.5}`, no spaces), or it names nothing.
    static func reference(_ body: String, written: String) -> ShoppingReference? {
        var path = trimmed(body.dropFirst(2))
        var multiplier: Double?
        if path.hasSuffix("}"), let brace = path.lastIndex(of: "{") {
            let number = path[path.index(after: brace)..<path.index(before: path.endIndex)]
            guard number.allSatisfy({ $0.isASCII && ($0.isNumber || ".eE+-".contains($0)) }),
                  let value = Double(number), value.isFinite, value > 0 else { return nil }
            multiplier = value
            path = trimmed(path[..<brace])
        }
        guard !path.isEmpty else { return nil }
        return ShoppingReference(path: path, multiplier: multiplier, written: written)
    }

    static func multiplierProblem(_ body: String) -> String {
        let path = body.dropFirst(2)
        if path.hasSuffix("}"), let brace = path.lastIndex(of: "{") {
            return "the multiplier {\(path[path.index(after: brace)..<path.index(before: path.endIndex)])} is not a number above 0 as cookcli writes one ({2}, {0.5})"
        }
        return "a reference to no file"
    }

    static func item(_ body: String, written: String) -> ShoppingItem? {
        if body.hasSuffix("}"), let brace = body.lastIndex(of: "{") {
            let name = trimmed(body[..<brace])
            guard !name.isEmpty else { return nil }
            return ShoppingItem(name: name, quantity: String(body[body.index(after: brace)..<body.index(before: body.endIndex)]), written: written)
        }
        return ShoppingItem(name: body, written: written)
    }

    static func trimmed(_ text: some StringProtocol) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(text[first...last])
    }
}
