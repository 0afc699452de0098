import CookbookModel
import FoundationEssentials

/// The household's files, in Cooklang's formats: `aisle.conf` (the shop's aisles, see `Aisles`)
/// and `pantry.conf` (what is at home):
///
///     [fridge]
///     milk = "1%l"
///     butter = { quantity = "250%g", expire = "2026-12-01", low = "100%g" }
///     [cupboard]
///     salt = "1"          # a quantity with no unit
///     flour = {}          # at home, no amount said
///
/// Each is read from the first folder of `folders` that has it (the library's own `config/`,
/// then cookbook's config folder): the first found is used, the others not merged in. A file
/// that is not there is no problem; a line that makes no sense is reported with its file and
/// line, and the rest of the file is used.
public enum HouseholdFiles {
    public static func load(folders: [String], cups: CupStandard) -> (HouseholdSettings, [String]) {
        var settings = HouseholdSettings(cups: cups)
        var problems: [String] = []
        if let aislePath = first("aisle.conf", in: folders), let text = read(aislePath, problems: &problems) {
            let (aisles, found) = Aisles.parse(text)
            problems += found.map { "\(aislePath):\($0.line): \($0.message)" }
            if !aisles.names.isEmpty { settings.aisles = aisles } else if found.isEmpty {
                problems.append("\(aislePath): no [aisle] in it; the built-in aisles are used")
            }
        }
        if let pantryPath = first("pantry.conf", in: folders), let text = read(pantryPath, problems: &problems) {
            let (pantry, found) = parsePantry(text)
            settings = HouseholdSettings(cups: settings.cups, aisles: settings.aisles, pantry: pantry)
            problems += found.map { "\(pantryPath):\($0)" }
        }
        return (settings, problems)
    }

    /// The folders to read them from, in order: the `config/` folder of the library's first
    /// folder (`data`: the `--data` folders, else config.toml's), then cookbook's own.
    public static func folders(data: [String], environment: [String: String]) -> [String] {
        var folders: [String] = []
        if let first = data.first {
            var isFolder = false
            if FileManager.default.fileExists(atPath: first, isDirectory: &isFolder), isFolder {
                folders.append((first.hasSuffix("/") ? String(first.dropLast()) : first) + "/config")
            }
        }
        return folders + [folder(environment: environment)]
    }

    /// The folder `config.toml` is in.
    public static func folder(environment: [String: String]) -> String {
        String(Config.path(environment: environment).dropLast("/config.toml".count))
    }

    /// The path of the first of `folders` where `name` is (a file, or something else in its
    /// place: then said when read).
    private static func first(_ name: String, in folders: [String]) -> String? {
        folders.lazy.map { $0 + "/" + name }.first { FileManager.default.fileExists(atPath: $0) }
    }

    private static func read(_ path: String, problems: inout [String]) -> String? {
        var isFolder = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        if isFolder {
            problems.append("\(path): a folder, not a file; not used")
            return nil
        }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            problems.append("\(path): cannot be read as UTF-8 text")
            return nil
        }
        return text
    }

    /// "500%g", "6", "1,5 % kg": the number and its unit as written; nil when it is no number.
    static func measure(_ said: String) -> Measure? {
        let parts = said.split(separator: "%", maxSplits: 1).map { String($0.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()) }
        guard let first = parts.first, let quantity = Double(String(first.map { $0 == "," ? "." : $0 })),
              quantity.isFinite, quantity >= 0 else { return nil }
        let unit = parts.count > 1 && !parts[1].isEmpty ? parts[1] : nil
        return Measure(quantity, unit: unit.flatMap(Units.named), written: unit)
    }

    /// The pantry in its TOML text (`PantryConfReader`), and its problems as `line: message`.
    package static func parsePantry(_ text: String) -> (Pantry, [String]) {
        let (entries, found) = PantryConfReader.read(text)
        var problems = found.map { "\($0.line): \($0.message)" }
        var items: [Pantry.Item] = []
        func said(_ value: PantryConfReader.Value) -> String? {
            switch value {
            case .text(let text): text
            case .number(let number): String(number)
            default: nil
            }
        }
        func shown(_ value: PantryConfReader.Value) -> String {
            switch value {
            case .text(let text): "\"\(text)\""
            case .number(let number): String(number)
            case .date(let date): date
            case .table: "a table"
            case .other(let word): word
            }
        }
        for entry in entries {
            let (line, name) = (entry.line, entry.name)
            guard let section = entry.section else {
                problems.append("\(line): '\(name)' is not under a [section]; left out")
                continue
            }
            // `frozen_peas` is frozen peas (as ItemKey reads it too).
            var item = Pantry.Item(name: String(name.map { $0 == "_" ? " " : $0 }), section: section)
            var quantity: String?
            switch entry.value {
            case .text, .number:
                quantity = said(entry.value)
            case .table(let attributes):
                for (key, attribute) in attributes {
                    switch key {
                    case "quantity":
                        quantity = said(attribute)
                        if quantity == nil { problems.append("\(line): '\(name)': quantity is a text (\"500%g\"), not \(shown(attribute))") }
                    case "low":
                        if let low = said(attribute).flatMap(measure) {
                            item.low = low
                        } else {
                            problems.append("\(line): '\(name)': low is a quantity (\"200%g\"), not \(shown(attribute))")
                        }
                    case "bought", "expire":
                        let written: String? = switch attribute {
                        case .text(let text), .date(let text): text
                        default: nil
                        }
                        guard let date = written.flatMap(CalendarDate.init(either:)) else {
                            problems.append("\(line): '\(name)': \(key) \(shown(attribute)) is no day (2025-06-01 or 01.06.2025)")
                            continue
                        }
                        if key == "bought" { item.bought = date } else { item.expire = date }
                    default:
                        problems.append("\(line): '\(name)': '\(key)' is not a pantry attribute (quantity, low, bought, expire); left out")
                    }
                }
            case .date, .other:
                problems.append("\(line): '\(name)' is a quantity in quotes (\"500%g\") or a table; left out")
                continue
            }
            if let quantity, !quantity.isEmpty {
                guard let amount = measure(quantity) else {
                    problems.append("\(line): '\(quantity)' is not a quantity (\"500%g\")")
                    continue
                }
                item.quantity = amount.value
                item.unit = amount.written
            }
            items.append(item)
        }
        return (Pantry(items), problems)
    }
}
