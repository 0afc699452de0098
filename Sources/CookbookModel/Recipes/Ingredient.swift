/// An ingredient keeps quantity, unit and item apart so servings can be scaled.
public struct Ingredient: Equatable, Hashable, Codable, Sendable {
    /// The amount as a number (the lower end of a range); nil when the source gave no number
    /// ("a pinch", "to taste"): such an amount keeps its words in `unit` or `text` and is
    /// never scaled or summed.
    public var quantity: Double?
    /// The upper end of a range: `2-3` is quantity 2, quantityTo 3. Nil for one number.
    public var quantityTo: Double?
    /// As the source wrote it (`cups`, `EL`) or one spelling of `Units` (`cup`); `Units.named`
    /// knows what it measures.
    public var unit: String?
    public var item: String
    public var note: String?
    /// The line as the source wrote it ("1 1/2 cups (190 g) flour, sifted"), shown when the
    /// parts above say less (a Cooklang amount that is no number: "pinch sea salt"); nil when
    /// the parts say it all.
    public var text: String?
    /// A fixed amount (Cooklang `@salt{=1%tsp}`): the same whatever the servings.
    public var fixed: Bool
    /// For a Cooklang recipe reference (`@./Sauces/Pesto{150%g}`), the other recipe's path as
    /// written ("./Sauces/Pesto"): the ingredient is that recipe, made, not bought; `quantity`
    /// and `unit` say how much of it (`ReferenceExpansion`). Nil for an ingredient to buy.
    public var reference: String?

    public init(
        quantity: Double? = nil, quantityTo: Double? = nil, unit: String? = nil, item: String, note: String? = nil,
        text: String? = nil, fixed: Bool = false, reference: String? = nil
    ) {
        self.quantity = quantity
        self.quantityTo = quantityTo
        self.unit = unit
        self.item = item
        self.note = note
        self.text = text
        self.fixed = fixed
        self.reference = reference
    }

    /// An amount said with no number, in words: the unit (`a handful of basil`: "handful"),
    /// else, for an amount with no number, what the line says before the item ("pinch" of
    /// Cooklang's `@sea salt{pinch}`, whose line reads "pinch sea salt"); nil when it says none.
    public var amountInWords: String? {
        if let unit = unit?.trimmingSpaces(), !unit.isEmpty { return String(unit) }
        guard quantity == nil, let text, let item = text.firstRange(of: item), item.lowerBound > text.startIndex else { return nil }
        let said = String(text[..<item.lowerBound]).trimmingWhitespace
        return said.isEmpty ? nil : said
    }

    typealias CodingKeys = BundledFormat.IngredientField

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        quantity = try c.decodeNumberIfPresent(Double.self, forKey: .quantity)
        quantityTo = try c.decodeNumberIfPresent(Double.self, forKey: .quantityTo)
        unit = try c.decodeIfPresent(String.self, forKey: .unit)
        item = try c.decode(String.self, forKey: .item)
        note = try c.decodeIfPresent(String.self, forKey: .note)
        text = try c.decodeIfPresent(String.self, forKey: .text)
        fixed = try c.decodeIfPresent(Bool.self, forKey: .fixed) ?? false
        reference = try c.decodeIfPresent(String.self, forKey: .reference)
    }

    /// Absent fields stay absent: `fixed` only when true.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(quantity, forKey: .quantity)
        try c.encodeIfPresent(quantityTo, forKey: .quantityTo)
        try c.encodeIfPresent(unit, forKey: .unit)
        try c.encode(item, forKey: .item)
        try c.encodeIfPresent(note, forKey: .note)
        try c.encodeIfPresent(text, forKey: .text)
        if fixed { try c.encode(true, forKey: .fixed) }
        try c.encodeIfPresent(reference, forKey: .reference)
    }
}
