/// The amounts of one item added up, as a cook reads them: those that measure the same way
/// summed (2 cups and 100 ml are one volume), the others side by side (`2 cups + 100 g`),
/// and amounts that are no number ("pinch", "knob") once each. What the shopping list
/// shows for an item across recipes and a recipe's ingredient line for an ingredient its
/// steps mention several times (`IngredientLine`): one decision for both.
public struct AmountSum: Equatable, Sendable {
    /// Sums of the amounts that measure the same way, in the order first met.
    public private(set) var sums: [Measure] = []
    /// Amounts that are no number, once each, in the order first met.
    public private(set) var words: [String] = []

    public init() {}

    /// Adds the ingredient's amount, times `scale` unless it is fixed.
    public mutating func add(_ ingredient: Ingredient, scale: Double = 1, cups: CupStandard = .us) {
        guard let measure = Measure(ingredient, scale: scale) else {
            if let said = ingredient.amountInWords, !words.contains(said) { words.append(said) }
            return
        }
        if let index = sums.firstIndex(where: { $0.isCompatible(with: measure) }), let sum = sums[index].adding(measure, cups: cups) {
            sums[index] = sum
        } else {
            sums.append(measure)
        }
    }

    /// Takes away what is at home (`home`, the pantry's amount); false when nothing is left
    /// to buy. An amount that measures another way than any of these takes nothing away; one
    /// said in words is covered.
    public mutating func subtract(_ home: Measure, cups: CupStandard = .us) -> Bool {
        // An amount said in words (a knob, a pinch, to taste) is covered by any of it at home.
        words = []
        if let index = sums.firstIndex(where: { $0.isCompatible(with: home) }),
           let left = sums[index].adding(Measure(-home.value, unit: home.unit, written: home.written), cups: cups) {
            if left.value <= 1e-9 { sums.remove(at: index) } else { sums[index] = Measure(left.value, unit: left.unit, written: left.written) }
        }
        return !sums.isEmpty
    }

    /// "2 cups + 100 g + pinch"; "" when no amount was said. Sums are shown in the unit that
    /// reads best: as written, a metric sum in metric terms (1000 g + 500 g is 1.5 kg);
    /// otherwise converted to `units`.
    public func text(units: UnitSystem = .asWritten, cups: CupStandard = .us) -> String {
        let amounts = sums.map { sum in
            let system = units == .asWritten && sum.unit?.system == .metric ? .metric : units
            return IngredientFormatter.amount(sum, in: system, cups: cups)
        }
        return (amounts + words).joined(separator: " + ")
    }
}
