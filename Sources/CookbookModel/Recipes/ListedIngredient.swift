/// One line of a recipe's ingredient list as it is shown, on screen and by `cookbook show`.
///
/// A Cooklang recipe's ingredients are what its steps mention, each time they mention it
/// (`@salt` in three steps is three ingredients, as the file and the JSON keep them): the
/// mentions of one ingredient (the same `ItemKey`: case, plurals and words such as "large"
/// aside) are one line, at its first mention, their amounts added up as the shopping list adds
/// them (`AmountSum`): `2 tbsp + pinch`. Any other recipe's list is its author's, a line each.
public struct ListedIngredient: Equatable, Sendable {
    /// The ingredients the line stands for, in the recipe's order: one, or each mention.
    public var mentions: [Ingredient]

    public init(mentions: [Ingredient]) {
        self.mentions = mentions
    }

    /// The recipe's list.
    public static func list(of recipe: Recipe) -> [ListedIngredient] {
        guard recipe.listsMentions else { return recipe.ingredients.map { ListedIngredient(mentions: [$0]) } }
        var lines: [ListedIngredient] = []
        var lineOfKey: [String: Int] = [:]
        for ingredient in recipe.ingredients {
            let key = ItemKey.of(ingredient.item)
            if !key.isEmpty, let line = lineOfKey[key] {
                lines[line].mentions.append(ingredient)
            } else {
                if !key.isEmpty { lineOfKey[key] = lines.count }
                lines.append(ListedIngredient(mentions: [ingredient]))
            }
        }
        return lines
    }

    /// How many lines `list(of:)` makes, without making them: the catalog's count of a
    /// recipe's ingredients (`RecipeOutline`), which the cursor moves over.
    public static func count(of recipe: Recipe) -> Int {
        count(recipe.ingredients, listsMentions: recipe.listsMentions)
    }

    /// How many lines these ingredients make, mentions or not.
    public static func count(_ ingredients: [Ingredient], listsMentions: Bool) -> Int {
        guard listsMentions, ingredients.count > 1 else { return ingredients.count }
        // By the hashes of the keys, made without the keys for ASCII items (a first reading
        // counts every recipe's; making the keys was a sixth of reading a library of files): as
        // many lines as hashes, and one for each item of no key. (Two items of one recipe whose
        // different keys hash the same, 1 in 2^64 a pair, would count one line short.)
        var hashes: [UInt64] = []
        hashes.reserveCapacity(ingredients.count)
        var keyless = 0
        for ingredient in ingredients {
            if let hash = ItemKey.hash(ingredient.item) {
                hashes.append(hash)
                continue
            }
            let key = ItemKey.of(ingredient.item)
            if key.isEmpty { keyless += 1 } else { hashes.append(StableHash.fnv1a(key.utf8)) }
        }
        hashes.sort()
        return keyless + (hashes.isEmpty ? 0 : 1 + zip(hashes, hashes.dropFirst()).count { $0 != $1 })
    }

    /// The amount at a scale, in units (`IngredientFormatter.amount`): one mention's as it
    /// shows it, several added up ("3 tbsp", "1 tbsp + pinch"); "" when none says one.
    public func amount(scale: Double = 1, units: UnitSystem = .asWritten, cups: CupStandard = .us) -> String {
        guard mentions.count > 1 else { return IngredientFormatter.amount(mentions[0], scale: scale, units: units, cups: cups) }
        return sum(scale: scale, cups: cups).text(units: units, cups: cups)
    }

    /// The line without its amount: one mention's as `IngredientFormatter.description`
    /// gives it; for several, the item as first mentioned and each note once ("onion, peeled;
    /// sliced").
    public var description: String {
        guard mentions.count > 1 else { return IngredientFormatter.description(mentions[0]) }
        var notes: [String] = []
        for note in mentions.compactMap(\.note) where !note.isEmpty && !notes.contains(note) { notes.append(note) }
        return notes.isEmpty ? item : item + ", " + notes.joined(separator: "; ")
    }

    /// The item as first mentioned.
    public var item: String { mentions[0].item }

    /// The line as one ingredient, for scaling to an amount of it (`=`): one mention, or
    /// mentions whose amounts add up to one, all fixed or none; nil when they are side by side
    /// ("1 tbsp + pinch") or only some are fixed.
    public func single(cups: CupStandard = .us) -> Ingredient? {
        guard mentions.count > 1 else { return mentions[0] }
        let sum = sum(scale: 1, cups: cups)
        let fixed = mentions.allSatisfy(\.fixed)
        guard sum.sums.count == 1, sum.words.isEmpty, fixed || !mentions.contains(where: \.fixed), let total = sum.sums.first
        else { return nil }
        return Ingredient(
            quantity: total.value, quantityTo: total.upTo, unit: total.written ?? total.unit?.name(for: total.value), item: item,
            fixed: fixed)
    }

    private func sum(scale: Double, cups: CupStandard) -> AmountSum {
        var sum = AmountSum()
        for mention in mentions { sum.add(mention, scale: scale, cups: cups) }
        return sum
    }
}
