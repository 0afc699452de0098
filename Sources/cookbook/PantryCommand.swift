import ArgumentParser
import CookbookFormats
import CookbookModel
import CookbookApp
import FoundationEssentials

/// `cookbook pantry`: what can be cooked from what pantry.conf says is at home.
struct PantryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pantry",
        abstract: "Print the recipes you can cook from what is at home (pantry.conf).",
        discussion: """
            Recipes are ranked by how much of what they need is at home: by amount where the recipe \
            and pantry.conf both give one (units converted: 1 kg of rice at home covers 500 g), else by \
            being there. Without --partial only the recipes with everything at home are listed; each \
            with what is missing. First come the items that expire within a week, and the recipes \
            that use them. pantry.conf is read from the library's config/ folder, else beside the \
            config file.
            """
    )

    @Option(name: .long, help: ArgumentHelp("Also list recipes with at least this much at home.", valueName: "percent"))
    var partial: Int?

    @Flag(name: .long, help: "Print JSON, for other programs.")
    var json = false

    @OptionGroup var source: DataOptions

    func validate() throws {
        if let partial, !(0...100).contains(partial) { throw ValidationError("--partial is a percentage, from 0 to 100") }
    }

    func run() throws {
        let config = Startup.loadConfigSayingProblems(data: source.data)
        Startup.printSafely(config.householdProblems.map { "cookbook: " + $0 }, to: .standardError)
        let opened = Startup.loadLibraryToPrint(source.data, config: config)
        let library = opened.library
        // The day is read here, at the edge (in the local time zone, as cookcli's `pantry
        // expiring` reads it): the ranking is given it.
        let today = CalendarDay.of(Date())
        let recipes = library.catalog.recipes.lazy.compactMap { library.recipe(id: $0.id) }
        let ranking = PantryRanking(recipes, settings: config.household, today: today)
        let shown = ranking.atLeast(partial ?? 100)
        if json {
            Startup.printRaw(Self.json(ranking, shown: shown) + "\n")
            return
        }
        Startup.printSafely(Self.text(ranking, shown: shown, partial: partial), to: .standardOutput)
    }

    static func text(_ ranking: PantryRanking, shown: [PantryRanking.Entry], partial: Int?) -> [String] {
        var lines: [String] = []
        if !ranking.expiring.isEmpty {
            lines.append("Expiring within a week")
            for item in ranking.expiring {
                let uses = item.recipes.isEmpty ? "" : "  (" + item.recipes.prefix(5).joined(separator: ", ")
                    + (item.recipes.count > 5 ? ", and \(item.recipes.count - 5) more" : "") + ")"
                lines.append("  \(item.expire)  \(item.name)\(uses)")
            }
            lines.append("")
        }
        lines.append(partial == nil ? "With everything at home" : "With \(partial!)% or more at home")
        if shown.isEmpty { lines.append("  none" + (partial == nil ? " (--partial 75 lists near misses)" : "")) }
        for entry in shown {
            let missing = entry.missing.isEmpty ? "" : "  missing: " + entry.missing.joined(separator: ", ")
            let percent = String(entry.percent)
            lines.append("  " + String(repeating: " ", count: max(0, 3 - percent.count)) + percent + "%  \(entry.name)\(missing)")
        }
        return lines
    }

    static func json(_ ranking: PantryRanking, shown: [PantryRanking.Entry]) -> String {
        JSONWriter.printed { json in
            json.objects("expiring", ranking.expiring) { json, item in
                json.field("item", item.name)
                json.field("expire", item.expire.description)
                json.field("recipes", item.recipes)
            }
            json.objects("recipes", shown) { json, entry in
                json.field("id", entry.id)
                json.field("name", entry.name)
                json.field("percent", entry.percent)
                json.field("missing", entry.missing)
                json.field("usesExpiring", entry.usesExpiring)
            }
        }
    }
}
