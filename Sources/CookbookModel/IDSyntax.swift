/// What an id looks like (`apple-pie`: lowercase letters, digits and hyphens), for code
/// outside the core that reads ids from text (links), by the same rule the formats check.
public enum IDSyntax {
    public static func isValid(_ id: String) -> Bool {
        Slug.isValid(id)
    }
}
