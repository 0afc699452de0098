/// An amount the user types for an ingredient (`=`: "scale so that the flour is 300 g").
public enum IngredientAmount {
    /// The amount typed ("300", "300 g", "1 1/2 cups", "½"), in the ingredient's own unit:
    /// converted when it measures the same way (grams for kilograms, cups for millilitres);
    /// nil when it is no amount, or its unit can't become the ingredient's (grams for cups).
    public static func typed(_ text: String, for ingredient: Ingredient, cups: CupStandard = .us) -> Double? {
        let bytes = Array(text.utf8)
        var index = 0
        UTF8Scan.skipSpaces(bytes, &index)
        guard let amount = AmountText.read(bytes, at: &index), amount.value > 0, amount.value.isFinite else { return nil }
        let rest = String(decoding: bytes[index...], as: UTF8.self).trimmingSpaces()
        guard !rest.isEmpty else { return amount.value }
        guard let typedUnit = Units.named(String(rest)) else { return nil }
        let own = ingredient.unit.flatMap(Units.named)
        if own == typedUnit { return amount.value }
        guard let own, own.isCompatible(with: typedUnit) else { return nil }
        return amount.value * typedUnit.size(cups) / own.size(cups)
    }
}
