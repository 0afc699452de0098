import CookbookModel

extension Recipe {
    /// The recipe in the bundled format, compact: its fields in the order `encode(to:)` writes
    /// them, absent where it leaves them out, written field by field without Codable. Every
    /// recipe a library reads from its files is kept so (`LibraryDatabase`'s bodies): through
    /// Codable's containers that was 110 thousand instructions a recipe of a generated library
    /// (a quarter of a first reading), here 26.
    ///
    /// A field added to `Recipe` is written in `write(to:)` too, as in `encode(to:)`, and given
    /// a value in `RecipeCompactJSONTests`' recipe with every field set, which reads it back.
    public func compactJSON() throws(JSONWriter.Failure) -> [UInt8] {
        var json = JSONWriter()
        try write(to: &json)
        return json.bytes
    }

    /// The recipe as one value of `json`, in its layout and key order: the store's bodies
    /// (`compactJSON`) and `show --format json` (`RecipeExport.json`).
    func write(to json: inout JSONWriter) throws(JSONWriter.Failure) {
        typealias Field = BundledFormat.RecipeField
        json.beginObject()
        json.field(Field.id)
        json.string(summary.id)
        json.field(Field.name)
        json.string(summary.name)
        json.field(Field.category)
        json.string(summary.category)
        if let servings = summary.servings {
            json.field(Field.servings)
            json.number(servings)
        }
        if let prepMinutes = summary.prepMinutes {
            json.field(Field.prepMinutes)
            json.number(prepMinutes)
        }
        if let cookMinutes = summary.cookMinutes {
            json.field(Field.cookMinutes)
            json.number(cookMinutes)
        }
        if let totalMinutes = summary.statedTotalMinutes {
            json.field(Field.totalMinutes)
            json.number(totalMinutes)
        }
        if let source = summary.source {
            json.field(Field.source)
            json.string(source)
        }
        json.field(Field.tags)
        json.strings(tags)
        json.field(Field.ingredients)
        json.beginArray()
        for ingredient in ingredients {
            json.element()
            try ingredient.write(to: &json)
        }
        json.endArray()
        json.field(Field.steps)
        json.strings(steps)
        json.field(Field.related)
        json.strings(related)
        if let yield {
            json.field(Field.yield)
            json.string(yield)
        }
        if !notes.isEmpty {
            json.field(Field.notes)
            json.strings(notes)
        }
        if !sections.isEmpty {
            json.field(Field.sections)
            json.beginArray()
            for section in sections {
                json.element()
                json.beginObject()
                json.field(BundledFormat.SectionField.name)
                json.string(section.name)
                json.field(BundledFormat.SectionField.firstStep)
                json.number(section.firstStep)
                json.endObject()
            }
            json.endArray()
        }
        func optional(_ field: Field, _ text: String?) {
            guard let text else { return }
            json.field(field)
            json.string(text)
        }
        optional(Field.author, author)
        optional(Field.description, description)
        optional(Field.sourceName, sourceName)
        optional(Field.sourceURL, sourceURL)
        json.endObject()
    }
}

extension Ingredient {
    /// As `encode(to:)` encodes it.
    fileprivate func write(to json: inout JSONWriter) throws(JSONWriter.Failure) {
        typealias CodingKeys = BundledFormat.IngredientField
        json.beginObject()
        if let quantity {
            json.field(CodingKeys.quantity)
            try json.number(quantity)
        }
        if let quantityTo {
            json.field(CodingKeys.quantityTo)
            try json.number(quantityTo)
        }
        if let unit {
            json.field(CodingKeys.unit)
            json.string(unit)
        }
        json.field(CodingKeys.item)
        json.string(item)
        if let note {
            json.field(CodingKeys.note)
            json.string(note)
        }
        if let text {
            json.field(CodingKeys.text)
            json.string(text)
        }
        if fixed {
            json.field(CodingKeys.fixed)
            json.bool(true)
        }
        if let reference {
            json.field(CodingKeys.reference)
            json.string(reference)
        }
        json.endObject()
    }
}
