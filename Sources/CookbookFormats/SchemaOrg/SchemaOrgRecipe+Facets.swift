import CookbookModel

extension SchemaOrgRecipe {
    /// `recipeCuisine` → cuisines; `suitableForDiet` → diets (`https://schema.org/VeganDiet`
    /// → "Vegan"); the author's names → authors; where the recipe comes from (its address,
    /// else its publisher's name) → its source, the site ("bbcgoodfood.com").
    static func facets(cuisines: JSONValue?, diets: JSONValue?, authors: [String], source: String?) -> [Facet: [String]] {
        var found: [Facet: [String]] = [:]
        found[.cuisine] = list(cuisines)
        found[.diet] = list(diets).compactMap(dietName)
        found[.author] = authors
        found[.source] = source.flatMap(SourceName.of).map { [$0] } ?? []
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
