import CookbookModel

extension SchemaOrgRecipe {
    /// `recipeCuisine` → cuisines; `suitableForDiet` → diets (`https://schema.org/VeganDiet`
    /// → "Vegan"); the author's names → authors; where the recipe comes from → its source
    /// (`SourceName.group`: the name it goes by, else its site).
    static func facets(cuisines: JSONValue?, diets: JSONValue?, authors: [String], source: (name: String?, url: String?)) -> [Facet: [String]] {
        var found: [Facet: [String]] = [:]
        found[.cuisine] = list(cuisines)
        found[.diet] = list(diets).compactMap(dietName)
        found[.author] = authors
        found[.source] = SourceName.group(name: source.name, url: source.url)
        return found
    }

    /// "Vegan" from `https://schema.org/VeganDiet`, `VeganDiet` or `Vegan`; nil for a bare
    /// address of schema.org.
    static func dietName(_ text: String) -> String? {
        var name = Substring(text)
        if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
        if name.hasSuffix("Diet"), name.count > 4 { name = name.dropLast(4) }
        // "LowLactose" → "Low Lactose"
        var spaced = ""
        for character in name {
            if character.isUppercase, let last = spaced.last, last.isLowercase { spaced.append(" ") }
            spaced.append(character)
        }
        return spaced.isEmpty ? nil : spaced
    }
}
