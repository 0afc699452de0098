import CookbookModel

extension CooklangMetadataFields {
    /// Cooklang's canonical `cuisine` and `diet` (each a list, or text split at commas), the
    /// `authors`, and the `source` (its name, else its address) as a group names it: an
    /// address is its site ("cooklang.org").
    var facets: [Facet: [String]] {
        var found: [Facet: [String]] = [:]
        found[.cuisine] = list(["cuisine", "cuisines"])
        found[.diet] = list(["diet", "diets"])
        found[.author] = authors
        let source = self.source
        found[.source] = SourceName.group(name: source.name, url: source.url)
        return found
    }
}
