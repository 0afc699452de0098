import CookbookModel
import Dispatch
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// One recipe, read field by field: what the first screens and search keep, the rest checked.
extension CookbookIndexer {
    enum Field: UInt32 {
        case id = 1, name = 2, category = 4, servings = 8, prepMinutes = 16, cookMinutes = 32
        case tags = 64, ingredients = 128, steps = 256, related = 512, source = 1024
        case yield = 2048, notes = 4096, sections = 8192
        case totalMinutes = 0x4000, author = 0x8000, description = 0x1_0000, sourceName = 0x2_0000, sourceURL = 0x4_0000
        case unknown = 0
    }

    /// The field names the indexer reads (`BundledFormat`'s), packed once.
    struct Names {
        typealias Packed = JSONCursor.PackedName
        typealias R = BundledFormat.RecipeField
        typealias I = BundledFormat.IngredientField
        let id = Packed(R.id.stringValue), name = Packed(R.name.stringValue), category = Packed(R.category.stringValue)
        let servings = Packed(R.servings.stringValue), prepMinutes = Packed(R.prepMinutes.stringValue)
        let cookMinutes = Packed(R.cookMinutes.stringValue)
        let tags = Packed(R.tags.stringValue), ingredients = Packed(R.ingredients.stringValue), steps = Packed(R.steps.stringValue)
        let related = Packed(R.related.stringValue), source = Packed(R.source.stringValue)
        let quantity = Packed(I.quantity.stringValue), unit = Packed(I.unit.stringValue)
        let item = Packed(I.item.stringValue), note = Packed(I.note.stringValue), text = Packed(I.text.stringValue)
        let quantityTo = Packed(I.quantityTo.stringValue), fixed = Packed(I.fixed.stringValue)
        let reference = Packed(I.reference.stringValue)
        let yield = Packed(R.yield.stringValue), notes = Packed(R.notes.stringValue), sections = Packed(R.sections.stringValue)
        let totalMinutes = Packed(R.totalMinutes.stringValue), author = Packed(R.author.stringValue)
        let description = Packed(R.description.stringValue), sourceName = Packed(R.sourceName.stringValue)
        let sourceURL = Packed(R.sourceURL.stringValue)
        let sectionName = Packed(BundledFormat.SectionField.name.stringValue)
        let firstStep = Packed(BundledFormat.SectionField.firstStep.stringValue)
        // A category's fields are a recipe's `id` and `name` (`BundledFormat.CategoryField`).

        @inline(__always) func field(_ key: Packed) -> Field {
            switch key.length {
            case 2: return key == id ? .id : .unknown
            case 4: return key == name ? .name : key == tags ? .tags : .unknown
            case 5: return key == steps ? .steps : key == yield ? .yield : key == notes ? .notes : .unknown
            case 6: return key == source ? .source : key == author ? .author : .unknown
            case 7: return key == related ? .related : .unknown
            case 8: return key == category ? .category : key == servings ? .servings : key == sections ? .sections : .unknown
            case 9: return key == sourceURL ? .sourceURL : .unknown
            case 10: return key == sourceName ? .sourceName : .unknown
            case 11:
                return key == ingredients ? .ingredients : key == prepMinutes ? .prepMinutes
                    : key == cookMinutes ? .cookMinutes : key == description ? .description : .unknown
            case 12: return key == totalMinutes ? .totalMinutes : .unknown
            default: return .unknown
            }
        }

        /// 1 item, 2 unit, 4 note, 8 quantity, 16 text, 32 quantityTo, 64 fixed, 0 anything else.
        @inline(__always) func ingredientField(_ key: Packed) -> UInt8 {
            switch key.length {
            case 4: return key == item ? 1 : key == unit ? 2 : key == note ? 4 : key == text ? 16 : 0
            case 8: return key == quantity ? 8 : 0
            case 10: return key == quantityTo ? 32 : 0
            case 5: return key == fixed ? 64 : 0
            default: return 0
            }
        }
    }

    /// At '{' of a recipe.
    mutating func recipe() throws(JSONSyntaxError) {
        let start = cursor.pos
        let index = summaries.count
        let marks = (related: relatedEnds.count, relatedBytes: relatedBytes.count, empty: emptyItems.count)
        var unusual = false
        var seen: UInt32 = 0
        var id: String?, name: String?, category: Int32?
        var servings: Int?, prep: Int?, cook: Int?, total: Int?, source: String?
        var ingredientCount = 0, stepCount = 0
        tagText.removeAll()
        if !cursor.open(closingWith: 0x7D) {
            repeat {
                let key = try cursor.packedFieldName()
                if key.length < 0 {
                    unusual = true
                    try cursor.skipValue(depth: 3)
                    continue
                }
                let field = fieldNames.field(key)
                if field == .unknown || seen & field.rawValue != 0 {
                    try cursor.skipValue(depth: 3)
                    continue
                }
                seen |= field.rawValue
                switch field {
                case .id: id = try string(&unusual, isID: true)
                case .name: name = try string(&unusual, fold: true)
                case .category: category = try categoryKey(&unusual)
                case .servings: servings = try optionalInt(&unusual)
                case .prepMinutes: prep = try optionalInt(&unusual)
                case .cookMinutes: cook = try optionalInt(&unusual)
                case .tags: try stringList(&unusual, keep: .search)
                case .steps: stepCount = try stringList(&unusual, keep: .nothing)
                case .related: try stringList(&unusual, keep: .related)
                case .ingredients: ingredientCount = try ingredients(&unusual, recipe: index)
                case .source: source = try string(&unusual)
                case .totalMinutes: total = try optionalInt(&unusual)
                case .yield, .author, .description, .sourceName, .sourceURL: try optionalString(&unusual)
                case .notes: try stringList(&unusual, keep: .nothing)
                case .sections: try sections(&unusual)
                case .unknown: break
                }
            } while !(try cursor.nextOrClose(0x7D))
        }
        // A recipe exported from a Cooklang file lists each mention: its count is of the lines
        // they make (`ListedIngredient`), which the plain reading below counts.
        if Recipe.listsMentions(file: source) { unusual = true }
        guard !unusual, let id, let name, let category else {
            relatedEnds.removeSubrange(marks.related...)
            relatedBytes.truncate(to: marks.relatedBytes)
            emptyItems.removeSubrange(marks.empty...)
            names.truncate(toTexts: index)
            others.truncate(toTexts: index)
            decodeRecipe(start..<cursor.pos)
            return
        }
        names.finishText()
        others.bytes.append(tagText.bytes)
        others.finishText()
        if Self.outside(servings) || Self.outside(prep) || Self.outside(cook) || Self.outside(total) {
            outOfRange += Catalog.numbersOutOfRange(recipe: index, servings: servings, prep: prep, cook: cook, total: total)
        }
        addID(UnsafeRawBufferPointer(idScratch.bytes))
        categoryKeys.append(category)
        summaries.append(RecipeSummary(
            id: id, name: name, category: distinctCategories[Int(category)],
            servings: servings, prepMinutes: prep, cookMinutes: cook, totalMinutes: total, source: source))
        ranges.append(UInt32(start))
        ranges.append(UInt32(cursor.pos))
        relatedStarts.append(relatedEnds.count)
        itemCounts.append(Int32(clamping: ingredientCount))
        itemCounts.append(Int32(clamping: stepCount))
    }

    mutating func addID(_ id: UnsafeRawBufferPointer) {
        if let first = ids.append(id) {
            duplicates.append((summaries.count, first))
        }
    }

    /// A required string field. Nil (and `unusual`) when it is not a plain string.
    @inline(__always)
    mutating func string(
        _ unusual: inout Bool, fold: Bool = false, isID: Bool = false
    ) throws(JSONSyntaxError) -> String? {
        guard cursor.byte == 0x22 else {
            unusual = true
            try cursor.skipValue(depth: 3)
            return nil
        }
        scratch.removeAll()
        if try cursor.captureString(into: &scratch) == .surrogate {
            unusual = true
            return nil
        }
        if fold, searchText { TextFolding.append(scratch.bytes, to: &names.bytes) }
        if isID {
            idScratch.removeAll()
            idScratch.append(scratch.bytes)
        }
        return String(decoding: scratch.bytes, as: UTF8.self)
    }

    /// The category field, as a key into `distinctCategories`.
    @inline(__always)
    mutating func categoryKey(_ unusual: inout Bool) throws(JSONSyntaxError) -> Int32? {
        guard cursor.byte == 0x22 else {
            unusual = true
            try cursor.skipValue(depth: 3)
            return nil
        }
        scratch.removeAll()
        if try cursor.captureString(into: &scratch) == .surrogate {
            unusual = true
            return nil
        }
        return intern(UnsafeRawBufferPointer(scratch.bytes))
    }

    mutating func intern(_ category: UnsafeRawBufferPointer) -> Int32 {
        if let existing = categoryTable.index(of: category) { return Int32(existing) }
        _ = categoryTable.append(category)
        distinctCategories.append(String(decoding: category, as: UTF8.self))
        return Int32(distinctCategories.count - 1)
    }

    /// An optional whole number. Nil for null; `unusual` for anything but a plain integer.
    @inline(__always)
    /// An optional string (or null), checked and skipped.
    mutating func optionalString(_ unusual: inout Bool) throws(JSONSyntaxError) {
        let c = cursor.byte
        if c == 0x22 {
            if try cursor.skipString() == .surrogate { unusual = true }
        } else if c == 0x6E, try cursor.literal() == .null {
        } else {
            unusual = true
            try cursor.skipValue(depth: 3)
        }
    }

    /// An optional list of sections, each `{"name": string, "firstStep": whole number}`,
    /// checked and skipped; anything else is JSONDecoder's to say.
    mutating func sections(_ unusual: inout Bool) throws(JSONSyntaxError) {
        guard try openOptionalList(&unusual) else { return }
        repeat {
            guard cursor.byte == 0x7B else {
                unusual = true
                try cursor.skipValue(depth: 4)
                continue
            }
            var seen = 0
            if !cursor.open(closingWith: 0x7D) {
                repeat {
                    let key = try cursor.packedFieldName()
                    let c = cursor.byte
                    if key.length >= 0, key == fieldNames.sectionName, c == 0x22 {
                        if try cursor.skipString() == .surrogate { unusual = true }
                        seen |= 1
                    } else if key.length >= 0, key == fieldNames.firstStep, c == 0x2D || (c >= 0x30 && c <= 0x39) {
                        if case .integer = try cursor.number() { seen |= 2 } else { unusual = true }
                    } else {
                        if key.length < 0 || key == fieldNames.sectionName || key == fieldNames.firstStep { unusual = true }
                        try cursor.skipValue(depth: 5)
                    }
                } while !(try cursor.nextOrClose(0x7D))
            }
            if seen != 3 { unusual = true }
        } while !(try cursor.nextOrClose(0x5D))
    }

    mutating func optionalInt(_ unusual: inout Bool) throws(JSONSyntaxError) -> Int? {
        let c = cursor.byte
        if c == 0x2D || (c >= 0x30 && c <= 0x39) {
            if case .integer(let value) = try cursor.number() { return value }
            unusual = true
            return nil
        }
        if c == 0x6E, try cursor.literal() == .null { return nil }
        unusual = true
        try cursor.skipValue(depth: 3)
        return nil
    }

    enum Keep { case nothing, search, related }

    /// At an optional list: steps in and returns true when it has elements. null is an
    /// empty list; anything else is skipped and marks the recipe unusual.
    mutating func openOptionalList(_ unusual: inout Bool) throws(JSONSyntaxError) -> Bool {
        guard cursor.byte == 0x5B else {
            if cursor.byte == 0x6E {
                if try cursor.literal() != .null { unusual = true }
            } else {
                unusual = true
                try cursor.skipValue(depth: 3)
            }
            return false
        }
        return !cursor.open(closingWith: 0x5D)
    }

    /// An optional list of strings (null is an empty list); returns how many elements it has.
    @discardableResult
    mutating func stringList(_ unusual: inout Bool, keep: Keep) throws(JSONSyntaxError) -> Int {
        guard try openOptionalList(&unusual) else { return 0 }
        var count = 0
        repeat {
            count += 1
            guard cursor.byte == 0x22 else {
                unusual = true
                try cursor.skipValue(depth: 4)
                continue
            }
            switch keep {
            case .nothing:
                if try cursor.skipString() == .surrogate { unusual = true }
            case .search where !searchText:
                if try cursor.skipString() == .surrogate { unusual = true }
            case .search:
                // Tags go after the ingredients whatever the order of the fields.
                let from = tagText.count
                if try cursor.captureString(into: &tagText) == .surrogate { unusual = true }
                TextFolding.foldInPlace(&tagText, from: from, scratch: &foldScratch)
                tagText.append(0)
            case .related:
                if try cursor.captureString(into: &relatedBytes) == .surrogate { unusual = true }
                relatedEnds.append(relatedBytes.count)
            }
        } while !(try cursor.nextOrClose(0x5D))
        return count
    }

    /// Returns how many ingredients there are.
    mutating func ingredients(_ unusual: inout Bool, recipe: Int) throws(JSONSyntaxError) -> Int {
        guard try openOptionalList(&unusual) else { return 0 }
        var j = 0
        repeat {
            if cursor.byte == 0x7B {
                try ingredient(&unusual, recipe: recipe, at: j)
            } else {
                unusual = true
                try cursor.skipValue(depth: 4)
            }
            j += 1
        } while !(try cursor.nextOrClose(0x5D))
        return j
    }

    /// At '{' of an ingredient: quantity and quantityTo (numbers), unit, note and text
    /// (strings), fixed (true or false), all optional and each may be null, and item (a
    /// string, required).
    mutating func ingredient(_ unusual: inout Bool, recipe: Int, at j: Int) throws(JSONSyntaxError) {
        var seen: UInt8 = 0
        if !cursor.open(closingWith: 0x7D) {
            repeat {
                let key = try cursor.packedFieldName()
                if key.length < 0 {
                    unusual = true
                    try cursor.skipValue(depth: 5)
                    continue
                }
                let bit = fieldNames.ingredientField(key)
                if bit == 0 || seen & bit != 0 {
                    try cursor.skipValue(depth: 5)
                    continue
                }
                seen |= bit
                let c = cursor.byte
                switch bit {
                case 1:
                    guard c == 0x22 else {
                        unusual = true
                        try cursor.skipValue(depth: 5)
                        continue
                    }
                    let from = others.bytes.count
                    if try cursor.captureString(into: &others.bytes) == .surrogate { unusual = true }
                    if Self.isBlankText(UnsafeBufferPointer(start: others.bytes.base + from, count: others.bytes.count - from)) {
                        emptyItems.append((recipe, j))
                    }
                    if searchText {
                        TextFolding.foldInPlace(&others.bytes, from: from, scratch: &foldScratch)
                        others.finishPart()
                    } else {
                        others.bytes.truncate(to: from)
                    }
                case 8, 32:
                    if c == 0x2D || (c >= 0x30 && c <= 0x39) {
                        if try cursor.number() == .other { unusual = true }
                    } else if c == 0x6E, try cursor.literal() == .null {
                    } else {
                        unusual = true
                        try cursor.skipValue(depth: 5)
                    }
                case 64:
                    // true, false or null; a literal's misspelling is a syntax error either way.
                    if !(c == 0x74 || c == 0x66 || c == 0x6E) {
                        unusual = true
                        try cursor.skipValue(depth: 5)
                    } else {
                        _ = try cursor.literal()
                    }
                default:
                    if c == 0x22 {
                        if try cursor.skipString() == .surrogate { unusual = true }
                    } else if c == 0x6E, try cursor.literal() == .null {
                    } else {
                        unusual = true
                        try cursor.skipValue(depth: 5)
                    }
                }
            } while !(try cursor.nextOrClose(0x7D))
        }
        if seen & 1 == 0 { unusual = true }
    }

    /// Leaves one recipe to JSONDecoder: its values if it decodes, else the error.
    mutating func decodeRecipe(_ range: Range<Int>) {
        guard recipeFailure == nil else { return }
        let index = summaries.count
        let data = Data(bytes: cursor.base + range.lowerBound, count: range.count)
        do {
            let recipe = try decoder.decode(Recipe.self, from: data)
            var id = recipe.id
            id.withUTF8 { addID(UnsafeRawBufferPointer($0)) }
            var category = recipe.category
            let key = category.withUTF8 { intern(UnsafeRawBufferPointer($0)) }
            categoryKeys.append(key)
            var summary = recipe.summary
            summary.category = distinctCategories[Int(key)]
            summaries.append(summary)
            ranges.append(UInt32(range.lowerBound))
            ranges.append(UInt32(range.upperBound))
            for var id in recipe.related {
                id.withUTF8 { relatedBytes.append($0) }
                relatedEnds.append(relatedBytes.count)
            }
            relatedStarts.append(relatedEnds.count)
            itemCounts.append(Int32(clamping: recipe.outline.ingredients))
            itemCounts.append(Int32(clamping: recipe.steps.count))
            outOfRange += Catalog.numbersOutOfRange(
                recipe: index, servings: recipe.servings, prep: recipe.prepMinutes, cook: recipe.cookMinutes,
                total: recipe.statedTotalMinutes)
            for (j, ingredient) in recipe.ingredients.enumerated() {
                if isBlank(ingredient.item) { emptyItems.append((index, j)) }
            }
            if searchText {
                FoldedTexts.appendSearchText(of: recipe, names: &names, others: &others)
            } else {
                names.finishText()
                others.finishText()
            }
        } catch {
            recipeFailure = (index, error)
        }
    }

    // MARK: Helpers

    @inline(__always)
    static func outside(_ number: Int?) -> Bool {
        number.map { $0 < 0 || $0 > Catalog.largestNumber } ?? false
    }

    static func equals(_ key: UnsafeBufferPointer<UInt8>, _ field: BundledFormat.FileField) -> Bool {
        key.elementsEqual(field.stringValue.utf8)
    }

    /// Whether text is empty or only spaces, as `trimmingSpaces` sees it.
    static func isBlankText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var onlyASCIISpace = true
        for b in bytes {
            if b >= 0x80 {
                onlyASCIISpace = false
            } else if !(b == 0x20 || (b >= 0x09 && b <= 0x0D)) {
                return false
            }
        }
        return onlyASCIISpace || String(decoding: bytes, as: UTF8.self).trimmingSpaces().isEmpty
    }
}

