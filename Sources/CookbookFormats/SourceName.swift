/// What a recipe's source is called as a group: an address is its site without `www.`
/// (`https://www.bbcgoodfood.com/recipes/x` → "bbcgoodfood.com"); text is itself, without an
/// address in angle brackets after it ("The Palomar Cookbook <urn:isbn:…>" → "The Palomar
/// Cookbook").
enum SourceName {
    /// A recipe's source group, the one rule for every reader: the name the source goes by,
    /// else its address's site. (Cooklang's `source.name`, schema.org's `isBasedOn` name or
    /// publisher: "BBC Good Food" for the recipe imported as Cooklang or as JSON alike.)
    static func group(name: String?, url: String?) -> [String] {
        (name.flatMap(of) ?? url.flatMap(of)).map { [$0] } ?? []
    }

    static func of(_ text: String) -> String? {
        var text = text.trimmingWhitespace
        if let scheme = text.range(of: "://") {
            var host = text[scheme.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
            if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
            if host.lowercased().hasPrefix("www.") { host = host.dropFirst(4) }
            let name = host.lowercased()
            return name.isEmpty ? nil : name
        }
        if text.hasSuffix(">"), let open = text.lastIndex(of: "<"), open != text.startIndex {
            text = String(text[..<open]).trimmingWhitespace
        }
        return text.isEmpty ? nil : text
    }
}
