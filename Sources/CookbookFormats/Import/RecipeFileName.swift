import CookbookModel

/// A file or folder name made from a recipe's or a category's name, that never leaves the
/// folder it is made for: no `/` (nor `\`), no NUL or control characters, not `.` or `..`
/// nor hidden (no leading dot), at most 120 bytes of UTF-8 (cut between characters), and
/// never empty. Otherwise as the name is written: "Apple Pie" is `Apple Pie.cook`.
public enum RecipeFileName {
    public static let maximumBytes = 120

    public static func make(_ name: String, otherwise fallback: String = "Recipe") -> String {
        var made = ""
        var lastWasSpace = false
        for scalar in name.unicodeScalars {
            var scalar = scalar
            if scalar == "/" || scalar == "\\" { scalar = "-" }
            let isSpace = scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
                || scalar.properties.generalCategory == .format || scalar == "\u{FFFD}"
            if isSpace {
                if !made.isEmpty, !lastWasSpace { made.append(" ") }
                lastWasSpace = true
                continue
            }
            lastWasSpace = false
            made.unicodeScalars.append(scalar)
        }
        // No hidden file, no `.` or `..`: leading dots go, and so do trailing ones and spaces
        // (which some systems drop).
        while made.first == "." || made.first == " " || made.first == "-" { made.removeFirst() }
        while made.last == "." || made.last == " " { made.removeLast() }
        made = cut(made, to: maximumBytes)
        while made.last == "." || made.last == " " { made.removeLast() }
        return made.isEmpty ? fallback : made
    }

    /// `name` with a number when it is not the first of its name: "Apple Pie (2)".
    public static func numbered(_ name: String, _ n: Int) -> String {
        n <= 1 ? name : cut(name, to: maximumBytes - " (\(n))".utf8.count) + " (\(n))"
    }

    /// The longest start of `text` of at most `bytes` bytes of UTF-8, whole characters only.
    static func cut(_ text: String, to bytes: Int) -> String {
        guard text.utf8.count > bytes else { return text }
        var kept = ""
        var used = 0
        for character in text {
            let size = character.utf8.count
            if used + size > bytes { break }
            kept.append(character)
            used += size
        }
        return kept
    }
}
