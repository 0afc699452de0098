/// Cookbooks of any size in the bundled file format, the same for the same seed: for the
/// benchmark (`cookbook-gen`, `make bench`) and for tests that need more than a handful of
/// recipes.
///
/// Each recipe has a name made of a few words (some with diacritics, a few in Japanese), one
/// of 40 categories, servings and times, three tags, 8 ingredients (quantity, unit, item,
/// note as a cook writes them), 5 steps (now and then with an escaped quote) and 2 related
/// ids of other recipes. About 1 KB a recipe: 100,000 recipes make about 100 MB.
public enum SyntheticCookbook {
    public static let categoryNames = [
        "Dessert", "Pancake", "Salad", "Sandwich", "Soup", "Breakfast", "Main", "Side", "Sauce",
        "Bread", "Drink", "Baking Basics", "Pasta", "Rice", "Noodles", "Curry", "Stew", "Grill",
        "Seafood", "Poultry", "Beef", "Pork", "Lamb", "Vegetarian", "Vegan", "Snack", "Appetizer",
        "Dip", "Pickle", "Preserve", "Cake", "Cookie", "Pie", "Tart", "Ice Cream", "Cocktail",
        "Smoothie", "Street Food", "Dumpling", "Festive",
    ]

    static let adjectives = [
        "Smoky", "Spicy", "Creamy", "Crispy", "Golden", "Rustic", "Zesty", "Herbed", "Roasted",
        "Charred", "Sticky", "Tangy", "Velvety", "Garlicky", "Honeyed", "Peppery", "Classic",
        "Summer", "Winter", "Weeknight", "Grandma's", "Brown Butter", "Lemony", "Toasted",
        "Slow-Cooked", "Quick", "Crème", "Piña", "Jalapeño", "Çoban", "Bánh", "Gâteau",
    ]

    static let mains = [
        "Lentil", "Chickpea", "Tomato", "Mushroom", "Pumpkin", "Chicken", "Salmon", "Apple",
        "Pear", "Cabbage", "Potato", "Aubergine", "Courgette", "Spinach", "Coconut", "Mango",
        "Almond", "Walnut", "Rhubarb", "Cherry", "Beetroot", "Fennel", "Leek", "Carrot",
        "Halloumi", "Tofu", "Prawn", "Pork Belly", "Lamb", "Beef", "Oat", "Rice", "Brûlée",
        "Açaí", "Gruyère", "Smørrebrød", "Käse", "Phở", "Salatası", "お好み焼き",
    ]

    static let dishes = [
        "Salad", "Soup", "Stew", "Pie", "Tart", "Curry", "Bake", "Gratin", "Risotto", "Pilaf",
        "Fritters", "Pancakes", "Dumplings", "Noodles", "Skewers", "Flatbread", "Sandwich",
        "Crumble", "Cake", "Cookies", "Sauce", "Dip", "Pickle", "Jam", "Smoothie", "Tacos",
        "Bowl", "Hash", "Frittata", "Galette",
    ]

    static let items = [
        "all-purpose flour", "sugar", "brown sugar", "butter", "eggs", "milk", "cream", "salt",
        "black pepper", "olive oil", "garlic", "onion", "shallots", "lemon juice", "lime zest",
        "ground cumin", "smoked paprika", "chilli flakes", "fresh thyme", "rosemary", "parsley",
        "coriander", "basil", "ginger", "soy sauce", "fish sauce", "rice vinegar", "honey",
        "maple syrup", "vanilla extract", "baking powder", "yeast", "tomatoes", "potatoes",
        "carrots", "celery", "spinach", "mushrooms", "chickpeas", "lentils", "rice", "pasta",
        "chicken thighs", "salmon fillets", "prawns", "tofu", "coconut milk", "stock", "crème fraîche",
        "gruyère", "jalapeño", "feta", "parmesan", "yoghurt", "walnuts", "almonds", "oats",
        "apples", "pears", "cherries", "mango", "cabbage", "leeks", "fennel", "beetroot",
        "sesame seeds", "miso", "tahini", "capers", "olives", "anchovies", "crème de cassis",
    ]

    static let units: [String?] = [nil, nil, "cup", "cup", "tbsp", "tsp", "g", "g", "ml", "clove", "pinch", "can"]
    static let quantities: [Double?] = [nil, 0.25, 0.5, 0.75, 1, 1, 1.5, 2, 2, 3, 4, 6, 100, 200, 250, 400]
    static let notes: [String?] = [
        nil, nil, nil, nil, nil, nil, nil, nil, "finely chopped", "to taste", "at room temperature", "sliced",
        "peeled and diced", "optional", "plus extra to serve", "toasted",
    ]

    static let verbs = ["Stir", "Whisk", "Fold", "Toss", "Simmer", "Roast", "Fry", "Bake", "Blend", "Chill", "Season", "Grill"]
    static let objects = [
        "the onion until soft", "everything together", "the batter gently", "the vegetables with oil",
        "the sauce for ten minutes", "until golden at 200 °C", "on a medium heat", "the dough for an hour",
        "until smooth", "with salt and pepper", "until just set", "over the coals",
    ]
    static let tags = [
        "quick", "vegetarian", "vegan", "baking", "spicy", "summer", "winter", "family", "party",
        "classic", "healthy", "comfort", "make-ahead", "one-pot", "gluten-free", "street-food",
    ]

    /// The deterministic generator the fixtures share.
    public typealias Random = SplitMix64

    /// The name of recipe `i`.
    static func name(_ i: Int, _ random: inout Random) -> String {
        "\(random.pick(adjectives)) \(random.pick(mains)) \(random.pick(dishes))"
    }

    static let ascii: [Character: Character] = [
        "ñ": "n", "ø": "o", "ç": "c", "ä": "a", "ü": "u", "á": "a", "â": "a", "ê": "e", "è": "e",
        "é": "e", "ô": "o", "ở": "o", "ı": "i", "û": "u", "í": "i", "ã": "a", "ò": "o", "à": "a",
        "ạ": "a", "ă": "a", "ơ": "o",
    ]

    /// The id of a recipe with this name at position `i`: a slug of its ASCII letters and `i`.
    static func id(_ name: String, _ i: Int) -> String {
        var slug = ""
        for character in name.lowercased() {
            guard let scalar = (ascii[character] ?? character).unicodeScalars.first else { continue }
            if (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9") {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, slug.last != "-" {
                slug.append("-")
            }
        }
        return slug + "\(slug.last == "-" || slug.isEmpty ? "" : "-")\(i)"
    }

    /// The JSON text of a cookbook of `recipes` recipes in `categories` categories.
    public static func json(recipes count: Int, categories categoryCount: Int = 40, seed: UInt64 = 1) -> [UInt8] {
        var random = Random(state: seed)
        let categoryCount = max(1, min(categoryCount, categoryNames.count))
        let names = (0..<count).map { name($0, &random) }
        let ids = names.enumerated().map { id($1, $0) }

        var out: [UInt8] = []
        out.reserveCapacity(count * 1_100 + 4_096)
        func put(_ s: String) { out.append(contentsOf: s.utf8) }
        func quoted(_ s: String) {
            out.append(0x22)
            for byte in s.utf8 {
                switch byte {
                case 0x22: put("\\\"")
                case 0x5C: put("\\\\")
                case 0x0A: put("\\n")
                default: out.append(byte)
                }
            }
            out.append(0x22)
        }
        func number(_ value: Double) {
            put(value == value.rounded() ? String(Int(value)) : String(value))
        }

        put("{\n  \"version\": 1,\n  \"categories\": [\n")
        for c in 0..<categoryCount {
            put("    {\"id\": ")
            quoted(categoryID(c))
            put(", \"name\": ")
            quoted(categoryNames[c])
            put(c + 1 < categoryCount ? "},\n" : "}\n")
        }
        put("  ],\n  \"recipes\": [\n")
        for i in 0..<count {
            put("  {\n    \"id\": ")
            quoted(ids[i])
            put(",\n    \"name\": ")
            quoted(names[i])
            put(",\n    \"category\": ")
            quoted(categoryID(random.below(categoryCount)))
            put(",\n    \"servings\": \(1 + random.below(8)),\n")
            put("    \"prepMinutes\": \(5 * (1 + random.below(12))),\n")
            put("    \"cookMinutes\": \(5 * random.below(24)),\n")
            put("    \"tags\": [")
            for t in 0..<3 {
                if t > 0 { put(", ") }
                quoted(random.pick(tags))
            }
            put("],\n    \"ingredients\": [\n")
            for k in 0..<8 {
                put("      {")
                var fields = 0
                if let quantity = random.pick(quantities) {
                    put("\"quantity\": ")
                    number(quantity)
                    fields += 1
                }
                if let unit = random.pick(units) {
                    put(fields > 0 ? ", \"unit\": " : "\"unit\": ")
                    quoted(unit)
                    fields += 1
                }
                put(fields > 0 ? ", \"item\": " : "\"item\": ")
                quoted(random.pick(items))
                if let note = random.pick(notes) {
                    put(", \"note\": ")
                    quoted(note)
                }
                put(k < 7 ? "},\n" : "}\n")
            }
            put("    ],\n    \"steps\": [\n")
            for k in 0..<5 {
                put("      ")
                let quote = random.below(20) == 0
                quoted("\(random.pick(verbs)) \(random.pick(objects))\(quote ? ", \"just so\"" : "").")
                put(k < 4 ? ",\n" : "\n")
            }
            put("    ],\n    \"related\": [")
            for k in 0..<2 {
                if k > 0 { put(", ") }
                var other = random.below(count)
                if other == i { other = (i + 1) % count }
                quoted(ids[other])
            }
            put(i + 1 < count ? "]\n  },\n" : "]\n  }\n")
        }
        put("  ]\n}\n")
        return out
    }

    public static func categoryID(_ c: Int) -> String {
        var slug = ""
        for character in categoryNames[c].lowercased() {
            slug.append(character == " " ? "-" : character)
        }
        return slug
    }
}

extension SplitMix64 {
    public init(state: UInt64) { self.init(seed: state) }

    public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    public mutating func pick<T>(_ list: [T]) -> T { list[below(list.count)] }
}
