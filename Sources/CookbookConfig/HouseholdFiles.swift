import CookbookModel
import FoundationEssentials
import TOMLKit

/// The household's files beside `config.toml`, in Cooklang's formats: `aisle.conf` (the
/// shop's aisles, see `Aisles`) and `pantry.conf` (what is at home):
///
///     [fridge]
///     milk = "1%l"
///     butter = { quantity = "250%g", expire = "2026-12-01" }
///     [cupboard]
///     salt = "1"          # a quantity with no unit
///     flour = {}          # at home, no amount said
///
/// A file that is not there is no problem; a line that makes no sense is reported with its
/// file and line, and the rest of the file is used.
public enum HouseholdFiles {
    public static func load(folder: String, cups: CupStandard) -> (HouseholdSettings, [String]) {
        var settings = HouseholdSettings(cups: cups)
        var problems: [String] = []
        let aislePath = folder + "/aisle.conf"
        if let text = read(aislePath, problems: &problems) {
            let (aisles, found) = Aisles.parse(text)
            problems += found.map { "\(aislePath):\($0.line): \($0.message)" }
            if !aisles.names.isEmpty { settings.aisles = aisles } else if found.isEmpty {
                problems.append("\(aislePath): no [aisle] in it; the built-in aisles are used")
            }
        }
        let pantryPath = folder + "/pantry.conf"
        if let text = read(pantryPath, problems: &problems) {
            let (pantry, found) = parsePantry(text)
            settings.pantry = pantry
            problems += found.map { "\(pantryPath):\($0)" }
        }
        return (settings, problems)
    }

    /// The folder `config.toml` is in.
    public static func folder(environment: [String: String]) -> String {
        String(Config.path(environment: environment).dropLast("/config.toml".count))
    }

    private static func read(_ path: String, problems: inout [String]) -> String? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            problems.append("\(path): cannot be read as UTF-8 text")
            return nil
        }
        return text
    }

    /// The pantry in TOML text, and its problems as `line: message` (or `: message`).
    static func parsePantry(_ text: String) -> (Pantry, [String]) {
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            return (Pantry(), ["\(error.source.begin.line): \(error.description); no pantry is used"])
        } catch {
            return (Pantry(), [": not TOML; no pantry is used"])
        }
        var items: [Pantry.Item] = []
        var problems: [String] = []
        let lines = KeyLines(text)
        for section in table.keys {
            guard let shelf = table[section]?.table else {
                problems.append("\(lines.line(of: section).map(String.init) ?? ""): '\(section)' is not under a [section]")
                continue
            }
            for name in shelf.keys {
                let value = shelf[name]!
                let said: String?
                if let string = value.string {
                    said = string
                } else if let attributes = value.table {
                    said = attributes["quantity"]?.string
                } else if let number = value.double ?? value.int.map(Double.init) {
                    said = String(number)
                } else {
                    problems.append("\(lines.line(of: name, after: "[\(section)]").map(String.init) ?? ""): '\(name)' is a quantity in quotes (\"500%g\") or a table")
                    continue
                }
                guard let said, !said.isEmpty else {
                    items.append(Pantry.Item(name: name))
                    continue
                }
                let parts = said.split(separator: "%", maxSplits: 1).map { String($0).trimmingCharacters(in: .whitespaces) }
                guard let quantity = Double(parts[0].replacingOccurrences(of: ",", with: ".")), quantity >= 0 else {
                    problems.append("\(lines.line(of: name, after: "[\(section)]").map(String.init) ?? ""): '\(said)' is not a quantity (\"500%g\")")
                    continue
                }
                items.append(Pantry.Item(name: name, quantity: quantity, unit: parts.count > 1 && !parts[1].isEmpty ? parts[1] : nil))
            }
        }
        return (Pantry(items), problems)
    }
}
