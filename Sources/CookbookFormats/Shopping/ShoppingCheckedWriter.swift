import CookbookModel

/// Writes lines of a `.shopping-checked`: `+ name` or `- name`, each ending its line.
public enum ShoppingCheckedWriter {
    public static func line(_ check: ShoppingCheck) -> String {
        (check.checked ? "+ " : "- ") + oneLine(check.name) + "\n"
    }

    public static func text(_ checks: [ShoppingCheck]) -> String {
        checks.map(line).joined()
    }

    /// A name never breaks its line (one with a line break would read back as two).
    static func oneLine(_ name: String) -> String {
        String(name.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
    }
}
