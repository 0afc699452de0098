import ArgumentParser
import CookbookFormats
import CookbookModel
import CookbookStore
import CookbookApp
#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials
import Foundation

/// `cookbook plan`: the meal plans of the library (its Cooklang `.menu` files), one printed,
/// and a recipe added to a plan's day or taken out of it.
struct PlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "List the meal plans (.menu files), print one, or add and remove a recipe.",
        discussion: """
            A plan is a Cooklang .menu file in the library: a section a day (= Monday, \
            == Day 1 (2026-03-07) ==), recipes named from the library's folder (@./mains/pasta{2}, \
            {4%servings}). Without a name: every plan, one a line (its name, days and file). With one: \
            its days, meals and free text, each recipe found in the library or marked missing. \
            Changes are made in place: every other byte of the file is kept.
            """,
        subcommands: [Show.self, Add.self, Remove.self],
        defaultSubcommand: Show.self
    )

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show", abstract: "Print the plans, or one plan.")

        @Argument(help: ArgumentHelp("The plan, by its name (Weekly Plan, or Plans/Week 1).", valueName: "plan"))
        var name: String?

        @Flag(name: .long, help: "Only the day dated today.")
        var today = false

        @Flag(name: .long, help: "Only the days dated in this week (Monday to Sunday).")
        var week = false

        @Flag(name: .long, help: "Print JSON.")
        var json = false

        @OptionGroup var source: DataOptions

        func validate() throws {
            if today && week { throw ValidationError("--today or --week, not both") }
            if name == nil && (today || week) { throw ValidationError("--today and --week need a plan's name") }
        }

        func run() throws {
            let shelf = PlanCommand.open(source.data)
            guard let name else {
                PlanCommand.list(shelf.files, json: json)
                PlanCommand.sayProblems(of: shelf.files)
                return
            }
            let plan = PlanCommand.find(name, in: shelf.files)
            let date = PlanCommand.today()
            var days = plan.menu.days
            if today { days = days.filter { $0.date == date } }
            if week { days = plan.week(of: date) }
            let files = RecipeFiles(shelf.library.catalog)
            let printer = PlanPrinter(plan: plan, days: days, today: date, files: files, library: shelf.library)
            if json {
                Startup.printRaw(printer.json() + "\n")
            } else {
                Startup.printSafely(printer.lines(), to: .standardOutput)
                if days.isEmpty, today || week {
                    Startup.printSafely(["cookbook: no day of \(plan.name) is dated \(today ? "today" : "this week") (\(date))"], to: .standardError)
                }
            }
            PlanCommand.sayProblems(of: [plan])
            if let failure = plan.failure { Startup.fail("\(plan.path): \(failure)") }
        }
    }

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add", abstract: "Add a recipe to a plan's day (the day is added when the plan has none of that name).")

        @Argument(help: ArgumentHelp("The plan, by its name.", valueName: "plan")) var plan: String
        @Argument(help: ArgumentHelp("The day: its name (Monday, Day 1) or its date (2026-03-07).", valueName: "day")) var day: String
        @Argument(help: ArgumentHelp("The recipe, by id or name.", valueName: "recipe"), completion: Completion.recipes) var recipe: String

        @Option(name: .long, help: "How many servings to make (else the recipe as written).")
        var servings: Double?

        @Flag(name: .long, help: "Make the plan when there is none of that name: <first --data folder>/<plan>.menu.")
        var new = false

        @OptionGroup var source: DataOptions

        func validate() throws {
            if let servings, !(servings > 0 && servings <= 10_000) { throw ValidationError("--servings must be more than 0") }
        }

        func run() throws {
            let shelf = PlanCommand.open(source.data)
            let catalog = shelf.library.catalog
            guard let summary = DeepLink.findRecipe(recipe, in: catalog) else { Startup.failUnknown(recipe, kind: .recipe, in: catalog) }
            let target: (path: String, root: String, name: String)
            if let plan = shelf.files.first(where: { $0.isNamed(self.plan) }) {
                target = (plan.path, plan.root, plan.name)
            } else if new, let root = shelf.roots.first {
                let path = (root.hasSuffix("/") ? root : root + "/") + self.plan + ".menu"
                target = (path, root, self.plan)
            } else {
                _ = PlanCommand.find(self.plan, in: shelf.files, orNew: true)
                return
            }
            guard let source = summary.source, let relative = RecipeFiles.relativePath(ofSource: source, root: target.root) else {
                Startup.fail("\(summary.name) is not a file below \(target.root): a plan names recipes of its library")
            }
            let reference = MenuReference.written(path: relative, quantity: servings.map { .servings($0) } ?? .asWritten)
            switch PlanShelf.apply(.add(reference: reference, day: day), to: target.path, creating: new) {
            case .success: Startup.printSafely(["added \(summary.name) to \(day) in \(target.name)"], to: .standardOutput)
            case .failure(let why): Startup.fail(why.message)
            }
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "remove", abstract: "Take a recipe out of a plan's day.")

        @Argument(help: ArgumentHelp("The plan, by its name.", valueName: "plan")) var plan: String
        @Argument(help: ArgumentHelp("The day: its name or its date.", valueName: "day")) var day: String
        @Argument(help: ArgumentHelp("The recipe, by id or name, or the path the plan writes (./Risotto).", valueName: "recipe"),
                  completion: Completion.recipes) var recipe: String

        @OptionGroup var source: DataOptions

        func run() throws {
            let shelf = PlanCommand.open(source.data)
            let plan = PlanCommand.find(self.plan, in: shelf.files)
            guard let found = plan.menu.day(named: day) else {
                let days = plan.menu.days.filter { !$0.header.isEmpty }.map(\.name)
                Startup.fail("no day '\(day)' in \(plan.name)", "its days: \(days.isEmpty ? "none" : days.joined(separator: ", "))")
            }
            let files = RecipeFiles(shelf.library.catalog)
            let id = DeepLink.findRecipe(recipe, in: shelf.library.catalog)?.id
            let reference = found.references.first { $0.path == recipe || (id != nil && files.id(of: $0, in: plan) == id) }
            guard let reference else {
                let named = found.references.map(\.path)
                Startup.fail("no \(recipe) on \(found.name) in \(plan.name)", "its recipes: \(named.isEmpty ? "none" : named.joined(separator: ", "))")
            }
            switch PlanShelf.apply(.remove(path: reference.path, day: day), to: plan.path) {
            case .success: Startup.printSafely(["removed \(reference.path) from \(found.name) in \(plan.name)"], to: .standardOutput)
            case .failure(let why): Startup.fail(why.message)
            }
        }
    }

    /// The library and its plans.
    struct Shelf {
        var library: Library
        var files: [PlanFile]
        var roots: [String]
    }

    static func open(_ data: [String]) -> Shelf {
        let config = Startup.loadConfig().0
        let opened = Startup.loadLibraryToPrint(data, config: config)
        let roots = opened.source ?? []
        return Shelf(library: opened.library, files: PlanShelf.readAll(problems: opened.problems, roots: roots), roots: roots)
    }

    /// The plan of that name, else the program ends naming the close ones.
    static func find(_ name: String, in plans: [PlanFile], orNew: Bool = false) -> PlanFile {
        if let plan = plans.first(where: { $0.isNamed(name) }) { return plan }
        let folded = name.lowercased()
        let close = plans.map(\.name).filter { candidate in
            let c = candidate.lowercased()
            let near = max(2, folded.count / 3), nearStart = max(1, folded.count / 4)
            return c.contains(folded) || folded.contains(c) || EditDistance.between(Array(c), Array(folded), limit: near) <= near
                || EditDistance.between(Array(c.prefix(folded.count)), Array(folded), limit: nearStart) <= nearStart
        }
        let more = orNew ? ["--new makes it in the first --data folder"] : []
        if plans.isEmpty { fail("no plan '\(name)': the library has no .menu file", more) }
        if close.isEmpty { fail("no plan '\(name)'", ["the plans: " + plans.map(\.name).joined(separator: ", ")] + more) }
        fail("no plan '\(name)'", ["did you mean: \(close.prefix(3).joined(separator: ", "))?"] + more)
    }

    static func fail(_ message: String, _ more: [String]) -> Never {
        Startup.printSafely(["cookbook: " + message] + more, to: .standardError)
        Glibc.exit(2)
    }

    /// What is wrong in the plans (a date that does not exist, braces that are no amount), on
    /// stderr as `file:line: why`: the rest of each plan is read and used.
    static func sayProblems(of plans: [PlanFile]) {
        let lines = plans.flatMap { plan in plan.menu.problems.map { "cookbook: \(plan.path):\($0.description)" } }
        if !lines.isEmpty { Startup.printSafely(lines, to: .standardError) }
    }

    static func list(_ plans: [PlanFile], json: Bool) {
        if json {
            Startup.printJSONArray(plans.count) { i, json in
                let plan = plans[i]
                json.beginObject()
                json.field("name", plan.name)
                json.field("path", plan.path)
                json.field("days")
                json.strings(plan.menu.days.map(\.name))
                json.endObject()
            }
            return
        }
        Startup.printFields(plans.count) { i in
            let plan = plans[i]
            let days = plan.menu.days.filter { !$0.header.isEmpty }.count
            return [plan.name, plan.failure ?? "\(days) day\(days == 1 ? "" : "s")", plan.path]
        }
    }

    /// Today, as the calendar of where the user is says (as the app's clock does).
    static func today() -> CalendarDate { CalendarDay.of(Date()) }
}

