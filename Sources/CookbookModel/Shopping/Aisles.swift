/// Which aisle of the shop each ingredient is found in, in the order the user walks them:
/// Cooklang's `aisle.conf`, or the built-in table.
///
///     [produce]
///     potatoes
///     spring onions|scallions|green onions
///
/// A `[name]` line starts an aisle (one named again adds to the first); each line after it is
/// an item, with other names for it after `|`. `//` starts a comment to the end of the line,
/// as cookcli reads one; blank lines and lines starting with `#` are skipped. A name an item
/// of another line already has stays that item's (the first), and is named.
public struct Aisles: Equatable, Sendable {
    public struct Problem: Equatable, Sendable {
        public var line: Int
        public var message: String

        public init(line: Int, message: String) {
            self.line = line
            self.message = message
        }
    }

    /// Aisle names in order.
    public private(set) var names: [String] = []
    /// Every spelling (as an item key) → (aisle position, the item's first name).
    private var items: [String: (aisle: Int, name: String)] = [:]

    public init() {}

    public static func == (a: Aisles, b: Aisles) -> Bool {
        a.names == b.names && a.items.mapValues(\.aisle) == b.items.mapValues(\.aisle)
            && a.items.mapValues(\.name) == b.items.mapValues(\.name)
    }

    /// Reads an aisle file; lines that make no sense are reported and skipped.
    public static func parse(_ text: String) -> (aisles: Aisles, problems: [Problem]) {
        var aisles = Aisles()
        var problems: [Problem] = []
        // By bytes: "\r\n" is one Character, which a split at "\n" would not split at.
        // The aisle the items read belong to; the line each spelling (in lower case) was read on.
        var current: Int?
        var spelled: [String: Int] = [:]
        for (number, raw) in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            var line = String(decoding: raw, as: UTF8.self)
            if let comment = line.firstRange(of: "//") { line = String(line[..<comment.lowerBound]) }
            line = String(line.trimmingSpaces())
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("[") {
                guard line.hasSuffix("]"), line.count > 2 else {
                    problems.append(Problem(line: number + 1, message: "an aisle is written [name]"))
                    continue
                }
                let name = String(String(line.dropFirst().dropLast()).trimmingSpaces())
                if let again = aisles.names.firstIndex(of: name) {
                    problems.append(Problem(line: number + 1, message: "[\(name)] again: its items join the first [\(name)]"))
                    current = again
                } else {
                    aisles.names.append(name)
                    current = aisles.names.count - 1
                }
                continue
            }
            guard let aisle = current else {
                problems.append(Problem(line: number + 1, message: "an item before any [aisle]"))
                continue
            }
            let spellings = line.split(separator: "|").map { String(String($0).trimmingSpaces()) }.filter { !$0.isEmpty }
            guard let first = spellings.first else {
                problems.append(Problem(line: number + 1, message: "an empty item"))
                continue
            }
            for spelling in spellings {
                if let earlier = spelled[spelling.lowercased()], earlier != number + 1 {
                    problems.append(Problem(line: number + 1, message: "'\(spelling)' is already an item on line \(earlier): that one is used"))
                    continue
                }
                spelled[spelling.lowercased()] = number + 1
                if aisles.items[ItemKey.of(spelling)] == nil { aisles.items[ItemKey.of(spelling)] = (aisle, first) }
            }
        }
        return (aisles, problems)
    }

    /// The aisle of an item key and the name the aisle file gives it; nil when not listed.
    public func find(_ key: String) -> (aisle: String, name: String)? {
        guard let found = items[key] else { return nil }
        return (names[found.aisle], found.name)
    }

    /// The key of the item's first name when the file names it with others (`tomato|tomatoes`,
    /// `tuna|chicken of the sea`): one item, whichever is written; else `key` as it is.
    public func canonical(_ key: String) -> String {
        guard let found = items[key] else { return key }
        return ItemKey.of(found.name)
    }

    /// The position of an aisle in the walk.
    func position(of aisle: String) -> Int {
        names.firstIndex(of: aisle) ?? names.count
    }

    /// Common ingredients (with their names in German, French, Spanish and Italian), for a
    /// list without an aisle file of the user's.
    public static let standard: Aisles = parse("""
        [Produce]
        onion|red onion|yellow onion|shallot|zwiebel|zwiebeln|rote zwiebeln|oignon|cebolla|cipolla|cipolle
        garlic|knoblauch|knoblauchzehe|knoblauchzehen|ail|ajo|aglio
        potato|sweet potato|kartoffel|kartoffeln|pomme de terre|pommes de terre|patata|patatas
        tomato|cherry tomato|tomate|tomaten|pomodoro|pomodori
        carrot|karotte|karotten|möhre|möhren|carotte|zanahoria|carota|carote
        celery
        lemon|lemon juice|lemon zest|zitrone|zitronensaft|citron|limón|limone
        lime|lime juice
        apple|tart apple
        orange|orange zest|orange juice
        banana
        berry|strawberry|blueberry|raspberry
        mango
        spinach
        lettuce
        cucumber
        bell pepper|red pepper|green pepper
        zucchini|courgette
        mushroom
        avocado
        ginger
        parsley|basil|cilantro|coriander|mint|thyme|rosemary|dill|chive|petersilie|schnittlauch|basilikum|persil|perejil|prezzemolo|basilico
        [Meat and fish]
        chicken|chicken breast|chicken thigh
        beef|ground beef|minced beef
        pork|bacon|sausage|ham
        salmon|tuna|shrimp|prawn|fish
        [Dairy and eggs]
        egg|ei|eier|œuf|oeuf|œufs|oeufs|huevo|huevos|uovo|uova
        milk|whole milk|milch|lait|leche|latte
        butter|unsalted butter|salted butter|beurre|mantequilla|burro
        cream|heavy cream|double cream|sour cream|creme fraiche|sahne|schlagsahne|crème fraîche|nata|panna
        yogurt|greek yogurt
        cheese|parmesan|cheddar|mozzarella|feta|ricotta|mascarpone|gruyere|käse|quark|fromage|queso|formaggio
        [Bakery]
        bread|baguette|tortilla|pita|ladyfinger|savoiardi
        [Baking]
        flour|all-purpose flour|plain flour|bread flour|self-raising flour|mehl|farine|harina|farina
        sugar|brown sugar|caster sugar|granulated sugar|icing sugar|powdered sugar|zucker|rohrzucker|sucre|azúcar|zucchero
        baking powder
        baking soda|bicarbonate of soda
        yeast|dry yeast|instant yeast
        vanilla|vanilla extract
        cocoa|cocoa powder|chocolate|dark chocolate
        honey|maple syrup
        [Pantry]
        rice|reis|riz|arroz|riso
        pasta|spaghetti|penne|noodle
        oats|rolled oats
        lentil|chickpea|bean|black bean|kidney bean
        stock|chicken stock|vegetable stock|broth
        tomato paste|canned tomato|passata
        olive oil|vegetable oil|oil|sunflower oil|öl|olivenöl|rapsöl|huile|huile d'olive|aceite|aceite de oliva|olio|olio d'oliva
        vinegar|balsamic vinegar|red wine vinegar
        soy sauce
        coffee|espresso
        coconut milk
        wine|white wine|red wine|marsala|brandy|rum
        mustard|dijon mustard
        [Spices]
        salt|sea salt|kosher salt|salz|sel|sal|sale
        pepper|black pepper|pfeffer|poivre|pimienta|pepe
        paprika|cumin|cinnamon|nutmeg|oregano|chili flakes|chili powder|turmeric|bay leaf
        """).aisles
}
