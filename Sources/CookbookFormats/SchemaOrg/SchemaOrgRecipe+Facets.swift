import CookbookModel

extension SchemaOrgRecipe {
    /// `recipeCuisine` → cuisines; `suitableForDiet` → diets (`https://schema.org/VeganDiet`
    /// → "Vegan"); `author` (names, or Persons' names) → authors; the recipe's page (`url`,
    /// `mainEntityOfPage`, `@id`), else its `publisher`'s name → its source, the site.
    static func facets(_ field: (String) -> JSONValue?) -> [Facet: [String]] {
        var found: [Facet: [String]] = [:]
        found[.cuisine] = list(field("recipeCuisine"))
        found[.diet] = list(field("suitableForDiet")).compactMap(dietName)
        found[.author] = list(field("author"))
        found[.source] = source(field).map { [$0] } ?? []
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

    private static func source(_ field: (String) -> JSONValue?) -> String? {
        for key in ["url", "mainEntityOfPage", "@id"] {
            switch field(key) {
            case .string(let text)? where text.contains("://"):
                if let name = SourceName.of(text) { return name }
            case .object(let object)?:
                if case .string(let text)? = object["@id"] ?? object["url"], text.contains("://"), let name = SourceName.of(text) {
                    return name
                }
            default: break
            }
        }
        return list(field("publisher")).first
    }
}
