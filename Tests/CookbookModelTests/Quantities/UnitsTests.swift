@testable import CookbookModel
import Testing

@Suite struct UnitsTests {
    /// Spellings in any case, singular or plural, with or without dots; only t and T differ by case.
    @Test(arguments: [
        ("g", "g"), ("gram", "g"), ("Grams", "g"), ("gr", "g"), ("gramme", "g"), ("Gramm", "g"), ("gramos", "g"),
        ("grammi", "g"), ("kg", "kg"), ("KG", "kg"), ("kilos", "kg"), ("mg", "mg"), ("ml", "ml"), ("mL", "ml"),
        ("l", "l"), ("L", "l"), ("liter", "l"), ("litre", "l"), ("Litres", "l"), ("cl", "cl"), ("dl", "dl"),
        ("tsp", "tsp"), ("tsp.", "tsp"), ("Teaspoons", "tsp"), ("t", "tsp"), ("TL", "tsp"), ("Teelöffel", "tsp"),
        ("cuillère à café", "tsp"), ("c. à c.", "tsp"), ("c.à.c", "tsp"), ("cucharadita", "tsp"), ("cucchiaino", "tsp"),
        ("tbsp", "tbsp"), ("Tbsp.", "tbsp"), ("TBSP", "tbsp"), ("tablespoons", "tbsp"), ("T", "tbsp"), ("T.", "tbsp"),
        ("EL", "tbsp"), ("Esslöffel", "tbsp"), ("cuillères à soupe", "tbsp"), ("c. à s.", "tbsp"), ("c.s.", "tbsp"),
        ("cucharadas", "tbsp"), ("cucchiai", "tbsp"),
        ("cup", "cup"), ("Cups", "cup"), ("c", "cup"), ("C.", "cup"), ("taza", "cup"), ("fl oz", "fl oz"),
        ("fl. oz.", "fl oz"), ("fluid ounces", "fl oz"), ("oz", "oz"), ("ounce", "oz"), ("lb", "lb"), ("lbs", "lb"),
        ("Pound", "lb"), ("pint", "pint"), ("pt", "pint"), ("quart", "quart"), ("qt", "quart"), ("gallon", "gallon"),
        ("stick", "stick"), ("clove", "clove"), ("cloves", "clove"), ("Zehen", "clove"), ("can", "can"), ("tins", "can"),
        ("pinch", "pinch"), ("Prise", "pinch"), ("pizzico", "pinch"), ("dash", "dash"), ("slice", "slice"),
        ("bunch", "bunch"), ("handful", "handful"), ("sprig", "sprig"), ("piece", "piece"), ("Stück", "piece"),
        ("Becher", "carton"), ("bicchiere", "glass"), ("inches", "inch"), ("cm", "cm"),
    ])
    func knows(_ spelling: String, _ id: String) {
        #expect(Units.named(spelling)?.id == id)
    }

    @Test(arguments: ["large", "medium", "cupful of", "tt", "grinds", "", "inch piece"])
    func doesNotKnow(_ spelling: String) {
        #expect(Units.named(spelling) == nil)
    }

    @Test(arguments: [
        ("g", MeasureUnit.Dimension.mass, MeasureUnit.System.metric, 1.0), ("kg", .mass, .metric, 1000),
        ("oz", .mass, .usCustomary, 28.35), ("lb", .mass, .usCustomary, 453.59), ("ml", .volume, .metric, 1),
        ("l", .volume, .metric, 1000), ("tsp", .volume, .neutral, 5), ("tbsp", .volume, .neutral, 15),
        ("cup", .volume, .usCustomary, 240), ("pint", .volume, .usCustomary, 473.18), ("fl oz", .volume, .usCustomary, 30),
        ("inch", .length, .usCustomary, 25.4), ("cm", .length, .metric, 10), ("clove", .count, .neutral, 1),
    ])
    func sizes(_ id: String, _ dimension: MeasureUnit.Dimension, _ system: MeasureUnit.System, _ size: Double) throws {
        let unit = try #require(Units.unit(id: id))
        #expect(unit.dimension == dimension && unit.system == system)
        #expect(abs(unit.size(.us) - size) < 0.01)
    }

    @Test func theUKCupIsTheMetricCupAndThePintImperial() {
        #expect(Units.cup.size(.uk) == 250)
        #expect(abs(Units.pint.size(.uk) - 568.26) < 0.01)
        #expect(abs(Units.fluidOunce.size(.uk) - 28.41) < 0.01)
        #expect(Units.tablespoon.size(.uk) == Units.tablespoon.size(.us))
    }

    @Test func everySpellingBelongsToOneUnit() {
        var seen: [String: String] = [:]
        for (unit, spellings) in Units.table {
            for spelling in [unit.id, unit.plural] + spellings {
                let key = Units.normalised(spelling)
                #expect(seen[key] == nil || seen[key] == unit.id, "\(spelling): \(seen[key] ?? "") and \(unit.id)")
                seen[key] = unit.id
            }
        }
        #expect(Set(Units.all.map(\.id)).count == Units.all.count)
    }

    /// A spelling shown for a number: singular or plural as the source would write it.
    @Test(arguments: [
        ("cups", 0.5, "cup"), ("cup", 2, "cups"), ("Cups", 1, "Cup"), ("tablespoon", 2, "tablespoons"),
        ("tablespoons", 1, "tablespoon"), ("tbsp", 3, "tbsp"), ("Prise", 3, "Prisen"), ("Prisen", 1, "Prise"),
        ("EL", 3, "EL"), ("g", 200, "g"), ("pinch", 2, "pinches"), ("pinches", 0.5, "pinch"), ("leaf", 3, "leaves"),
        ("lbs", 0.5, "lb"), ("clove", 2, "cloves"), ("gr", 200, "gr"),
    ])
    func spellsForANumber(_ written: String, _ value: Double, _ shown: String) throws {
        let unit = try #require(Units.named(written))
        #expect(Units.spelling(written, of: unit, for: value) == shown)
    }

    /// Reading a unit where an ingredient line has it: the longest spelling, up to three words.
    @Test(arguments: [
        ("cups flour", "cups", "cup", 4), ("c. à s. de sucre", "c. à s.", "tbsp", 8), ("fl oz milk", "fl oz", "fl oz", 5),
        ("clove(s) garlic", "clove", "clove", 8), ("gr witte", "gr", "g", 2), ("Tbsp. oil", "Tbsp", "tbsp", 5),
        ("c sugar", "c", "cup", 1),
    ])
    func readsAtTheStartOfText(_ text: String, _ written: String, _ id: String, _ end: Int) throws {
        var index = 0
        let (unit, spelled) = try #require(Units.read(Array(text.utf8), at: &index))
        #expect(unit.id == id && spelled == written && index == end)
    }

    @Test(arguments: ["large eggs", "cupcakes", "c4 sugar", "(14 oz)", ""])
    func readsNoUnit(_ text: String) {
        var index = 0
        #expect(Units.read(Array(text.utf8), at: &index) == nil)
        #expect(index == 0)
    }
}
