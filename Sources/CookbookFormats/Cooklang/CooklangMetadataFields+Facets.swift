import CookbookModel

extension CooklangMetadataFields {
    /// Cooklang's canonical `cuisine`, `diet`, `author` (`source.author`) and `source`
    /// (`source.name`, else `source.url`): each a list, or text split at commas; a source
    /// that is an address is its site ("cooklang.org").
    var facets: [Facet: [String]] {
        var found: [Facet: [String]] = [:]
        found[.cuisine] = list(["cuisine", "cuisines"])
        found[.diet] = list(["diet", "diets"])
        var authors = list(["author", "authors", "source author"])
        var source = text(["source name", "source url"])
        if case .map(let entries)? = value(["source"]) {
            func entry(_ key: String) -> String? {
                entries.first { Self.normalized($0.key) == key }.flatMap { Self.text($0.value) }
            }
            source = entry("name") ?? entry("url") ?? source
            if authors.isEmpty, let author = entry("author") { authors = [author] }
        } else if let text = text(["source"]) {
            source = text
        }
        found[.author] = authors
        found[.source] = source.flatMap(SourceName.of).map { [$0] } ?? []
        return found
    }
}
