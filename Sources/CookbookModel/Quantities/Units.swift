/// The one table of units: each unit once, with every way sources spell it. A spelling is
/// looked up in any case, with or without dots (`Tbsp.`, `c. à s.`), singular or plural;
/// only `t` (teaspoon) and `T` (tablespoon) differ by case.
public enum Units {
    // Mass, in grams.
    public static let milligram = MeasureUnit("mg", .mass, .metric, 0.001)
    public static let gram = MeasureUnit("g", .mass, .metric, 1)
    public static let kilogram = MeasureUnit("kg", .mass, .metric, 1000)
    public static let ounce = MeasureUnit("oz", .mass, .usCustomary, 28.349523125)
    public static let pound = MeasureUnit("lb", .mass, .usCustomary, 453.59237)
    // Volume, in millilitres. US and imperial sizes; the US cup and fluid ounce as US food
    // labels count them (240 and 30 ml: the law's 236.6 and 29.6 no cook measures), the UK
    // cup the metric cup of 250 ml that UK (and Australian) recipes use.
    public static let millilitre = MeasureUnit("ml", .volume, .metric, 1)
    public static let centilitre = MeasureUnit("cl", .volume, .metric, 10)
    public static let decilitre = MeasureUnit("dl", .volume, .metric, 100)
    public static let litre = MeasureUnit("l", .volume, .metric, 1000)
    public static let teaspoon = MeasureUnit("tsp", .volume, .neutral, 5)
    public static let tablespoon = MeasureUnit("tbsp", .volume, .neutral, 15)
    public static let fluidOunce = MeasureUnit("fl oz", .volume, .usCustomary, 30, uk: 28.4130625)
    public static let cup = MeasureUnit("cup", .volume, .usCustomary, 240, uk: 250, plural: "cups")
    public static let pint = MeasureUnit("pint", .volume, .usCustomary, 473.176473, uk: 568.26125, plural: "pints")
    public static let quart = MeasureUnit("quart", .volume, .usCustomary, 946.352946, uk: 1136.5225, plural: "quarts")
    public static let gallon = MeasureUnit("gallon", .volume, .usCustomary, 3785.411784, uk: 4546.09, plural: "gallons")
    // Length, in millimetres.
    public static let millimetre = MeasureUnit("mm", .length, .metric, 1)
    public static let centimetre = MeasureUnit("cm", .length, .metric, 10)
    public static let inch = MeasureUnit("inch", .length, .usCustomary, 25.4, plural: "inches")

    private static func count(_ id: String, _ plural: String) -> MeasureUnit {
        MeasureUnit(id, .count, .neutral, 1, plural: plural)
    }

    /// Every unit, each with its spellings (lowercase; dots are spaces, see `normalised`).
    /// The unit's own id and plural are spellings too.
    static let table: [(MeasureUnit, [String])] = [
        (milligram, ["milligram", "milligrams", "milligramme", "milligrammes", "milligramm", "milligrammi"]),
        (gram, [
            "gr", "gm", "gms", "grm", "gram", "grams", "gramme", "grammes", "gramm", "gramos", "gramo", "gramas",
            "grammi", "grammo", "gramů", "gramov", "grammen",
        ]),
        (kilogram, ["kgs", "kilogram", "kilograms", "kilogramme", "kilogrammes", "kilogramm", "kilo", "kilos", "kilogramos", "chilogrammi"]),
        (ounce, ["ounce", "ounces", "onza", "onzas"]),
        (pound, ["lbs", "pound", "pounds"]),
        (millilitre, ["mls", "milliliter", "milliliters", "millilitre", "millilitres", "mililitros", "millilitri"]),
        (centilitre, ["centiliter", "centiliters", "centilitre", "centilitres"]),
        (decilitre, ["deciliter", "deciliters", "decilitre", "decilitres"]),
        (litre, ["lt", "ltr", "liter", "liters", "litre", "litres", "litro", "litros", "litri"]),
        (teaspoon, [
            "tsps", "tspn", "ts", "tsk", "tl", "kl", "teaspoon", "teaspoons", "teelöffel", "theelepel", "theelepels",
            "cuillère à café", "cuillères à café", "cuillere a cafe", "c à café", "c à c", "c c", "cc", "càc", "cac",
            "cucharadita", "cucharaditas", "cucchiaino", "cucchiaini",
            "colher de chá", "colheres de chá", "c chá", "c de chá", "colher de cha", "c cha",
        ]),
        (tablespoon, [
            "tbsps", "tbs", "tbl", "tbls", "tblsp", "tablespoon", "tablespoons", "el", "eßl", "esslöffel", "eßlöffel",
            "msk", "ss", "spsk", "eetlepel", "eetlepels",
            "cuillère à soupe", "cuillères à soupe", "cuillere a soupe", "c à soupe", "c à s", "c s", "cs", "càs", "cas",
            "cucharada", "cucharadas", "cucchiaio", "cucchiai",
            "colher de sopa", "colheres de sopa", "c sopa", "c de sopa",
        ]),
        (fluidOunce, ["floz", "fluid ounce", "fluid ounces", "fl ounce", "fl ounces"]),
        (cup, ["c", "taza", "tazas", "tasse", "tassen", "kopje", "kopjes"]),
        (pint, ["pt", "pts"]),
        (quart, ["qt", "qts"]),
        (gallon, ["gal", "gals"]),
        (millimetre, ["millimeter", "millimeters", "millimetre", "millimetres"]),
        (centimetre, ["centimeter", "centimeters", "centimetre", "centimetres"]),
        (inch, ["\"", "″"]),
        (count("clove", "cloves"), ["zehe", "zehen", "gousse", "gousses", "diente", "dientes", "spicchio", "spicchi", "teen", "teentjes"]),
        (count("can", "cans"), ["tin", "tins", "dose", "dosen", "boîte", "boîtes", "lata", "latas", "blik", "blikken", "blikje"]),
        (count("pinch", "pinches"), ["prise", "prisen", "nypa", "knivspids", "pizzico", "pizzichi", "pincée", "pincées", "pizca", "pizcas", "snufje"]),
        (count("dash", "dashes"), ["schuss", "scheutje"]),
        (count("slice", "slices"), ["scheibe", "scheiben", "tranche", "tranches", "rebanada", "rebanadas", "fetta", "fette", "plak", "plakken"]),
        (count("bunch", "bunches"), ["bund", "bündel", "manojo", "manojos", "mazzo", "mazzetto", "bos", "bosje"]),
        (count("handful", "handfuls"), ["handvoll", "poignée", "poignées", "puñado", "puñados", "manciata", "handje"]),
        (count("sprig", "sprigs"), ["zweig", "zweige", "zweiglein", "brin", "brins", "ramita", "ramitas", "rametto", "rametti", "takje", "takjes"]),
        (count("piece", "pieces"), ["pc", "pcs", "stück", "stk", "st", "pièce", "pièces", "pieza", "piezas", "pezzo", "pezzi", "stuk", "stuks"]),
        (count("stick", "sticks"), ["stange", "stangen"]),
        (count("package", "packages"), [
            "pkg", "pkgs", "pck", "pkt", "pack", "packs", "packet", "packets", "päckchen", "packung", "packungen", "paquet",
            "paquets", "sachet", "sachets", "pacchetto", "bustina", "bustine", "pak", "pakje", "zakje",
        ]),
        (count("sheet", "sheets"), ["blatt", "feuille", "feuilles"]),
        (count("leaf", "leaves"), ["blätter", "hoja", "hojas", "foglia", "foglie"]),
        (count("stalk", "stalks"), ["stängel", "tige", "tiges"]),
        (count("head", "heads"), ["kopf", "köpfe"]),
        (count("jar", "jars"), ["glas", "gläser", "pot", "bocal", "tarro", "vasetto", "potje"]),
        (count("drop", "drops"), ["tropfen", "goutte", "gouttes", "gota", "gotas", "goccia", "gocce", "druppel", "druppels"]),
        (count("fillet", "fillets"), ["filet", "filets", "filete", "filetes", "filetto", "filetti"]),
        (count("glass", "glasses"), ["bicchiere", "bicchieri", "verre", "verres", "vaso", "vasos"]),
        (count("carton", "cartons"), ["becher", "brik"]),
        (count("envelope", "envelopes"), ["enveloppe", "enveloppes"]),
        (count("bag", "bags"), ["beutel", "bolsa", "bolsas", "zak", "zakken"]),
        (count("bottle", "bottles"), ["flasche", "flaschen", "bouteille", "bouteilles", "botella", "botellas", "bottiglia", "fles"]),
        (count("box", "boxes"), ["schachtel", "caja", "cajas", "scatola", "doos"]),
    ]

    /// Every unit of the table, in its order.
    public static let all: [MeasureUnit] = table.map(\.0)

    /// Each spelling's unit, as its place in `all`. Made at the first recipe shown: holding a
    /// unit (about 80 bytes) a spelling, in a dictionary grown as it filled, it took 172 KB
    /// of memory; sized once and holding places, 24 KB (pages first touched, `perf`).
    private static let bySpelling: [String: Int] = {
        var spellings: [String: Int] = Dictionary(minimumCapacity: table.reduce(0) { $0 + $1.1.count + 2 })
        for (place, (unit, names)) in table.enumerated() {
            for name in [unit.id, unit.plural] + names {
                let key = normalised(name)
                if spellings[key] == nil { spellings[key] = place }
            }
        }
        return spellings
    }()

    private static let byID: [String: MeasureUnit] = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// The unit whose id is `id` ("tbsp").
    public static func unit(id: String) -> MeasureUnit? {
        byID[id]
    }

    /// The unit a source means by `spelling` ("Tbsp.", "cuillères à soupe", "EL", "T");
    /// nil when the table does not know it ("large", "gousses d'ail").
    public static func named(_ spelling: String) -> MeasureUnit? {
        let key = normalised(spelling, keepingCase: true)
        if key == "T" { return tablespoon }
        if key == "t" { return teaspoon }
        return bySpelling[key.lowercased()].map { all[$0] }
    }

    /// `written`, a spelling of `unit`, in the number `value` says: "cups" for ½ is "cup",
    /// "tablespoon" for 2 "tablespoons", "Prise" for 3 "Prisen"; the unit's own id in its
    /// display form ("tbsp", "cups"); a spelling with no other number ("EL", "g") as it is.
    public static func spelling(_ written: String, of unit: MeasureUnit, for value: Double) -> String {
        let lower = written.lowercased()
        if lower == unit.id || lower == unit.plural {
            let name = unit.name(for: value)
            return written == lower ? name : (lower == name ? written : String(written.prefix(1)) + String(name.dropFirst()))
        }
        let suffixes = ["s", "es", "n", "en"]
        if value > 1 {
            guard written.count >= 4 else { return written }
            for suffix in suffixes where named(written + suffix) == unit {
                return written + (written.last?.isUppercase == true ? suffix.uppercased() : suffix)
            }
        } else {
            for suffix in suffixes where lower.hasSuffix(suffix) && lower.count > suffix.count + 1 {
                let single = String(written.dropLast(suffix.count))
                if named(single) == unit { return single }
            }
        }
        return written
    }

    /// Lowercase (unless asked not to), each dot a space, one space between words, none at the ends.
    static func normalised(_ spelling: String, keepingCase: Bool = false) -> String {
        var out = ""
        var space = false
        for character in keepingCase ? spelling : spelling.lowercased() {
            if character == "." || character == " " || character == "\t" || character == "\u{A0}" {
                space = !out.isEmpty
            } else {
                if space { out.append(" ") }
                space = false
                out.append(character)
            }
        }
        return out
    }

    /// The longest spelling of a unit (up to three words) that begins `bytes` at `index` and
    /// ends a word, with a plural in brackets after it (`clove(s)`, `Prise(n)`): the unit
    /// and the text read; `index` moved past it. A word is letters (any byte beyond ASCII
    /// counts as one) and dots; words are one space apart.
    public static func read(_ bytes: [UInt8], at index: inout Int) -> (unit: MeasureUnit, written: String)? {
        var ends: [Int] = []
        var position = index
        while ends.count < 3 {
            let start = position
            while position < bytes.count, UTF8Scan.isLetter(bytes[position]) || bytes[position] == UInt8(ascii: ".") { position += 1 }
            guard position > start, position - start <= 20 else { break }
            ends.append(position)
            guard position + 1 < bytes.count, bytes[position] == 0x20, UTF8Scan.isLetter(bytes[position + 1]) else { break }
            position += 1
        }
        for end in ends.reversed() {
            let written = String(decoding: bytes[index..<end], as: UTF8.self)
            guard let unit = named(written) else { continue }
            var after = end
            if after + 2 < bytes.count, bytes[after] == UInt8(ascii: "(") {
                for plural in ["s)", "n)", "en)", "es)", "er)"] where UTF8Scan.starts(bytes, with: plural, at: after + 1) {
                    after += 1 + plural.utf8.count
                    break
                }
            }
            // Not a word that goes on with a digit or another letter: `c` of `c4`.
            if after < bytes.count, UTF8Scan.isDigit(bytes[after]) { continue }
            index = after
            // `tbsp.` is written `tbsp`; `c. à s.` keeps its dots.
            return (unit, written.hasSuffix(".") && !written.dropLast().contains(".") ? String(written.dropLast()) : written)
        }
        return nil
    }
}
