import ArgumentParser
@testable import cookbook
import CookbookRender
import Testing

/// The command lines made without ArgumentParser's parse: the same commands as its parse
/// makes, and every other command line left to it.
@Suite struct FastArgumentsTests {
    /// What ArgumentParser's parse makes, as the fast path says it (nil for another command).
    func fast(_ command: any ParsableCommand) -> FastArguments.Command? {
        switch command {
        case let browse as Browse: .browse(browse.options)
        case let list as ListCommand: .list(json: list.json, data: list.source.data)
        default: nil
        }
    }

    @Test(arguments: [
        [],
        ["apple-pie"],
        ["Apple Pie"],
        ["cookbook://recipe/apple-pie?servings=6"],
        ["dessert", "--data", "/tmp/x.json"],
        ["--data", "/tmp/x.json", "dessert"],
        ["--data", "a", "--data", "b c"],
        ["--data", "~/recipes"],
        ["crème-brûlée"],
        ["\u{1B}]0;x\u{07}"],
        ["list"],
        ["list", "--json"],
        ["list", "--data", "/tmp/x.json"],
        ["list", "--data", "a", "--json", "--data", "b"],
        ["list", "--json", "--data", "Data/recipes.json"],
    ])
    func theCommonLinesMakeWhatArgumentParserMakes(_ arguments: [String]) throws {
        let made = try #require(FastArguments.command(arguments), "\(arguments) is a fast line")
        let parsed = try CookbookCommand.parseAsRoot(arguments)
        #expect(made == fast(parsed), "\(arguments)")
    }

    @Test(arguments: [
        ["--help"], ["-h"], ["help"], ["help", "list"], ["--version"], ["list", "--help"], ["browse"], ["browse", "apple-pie"],
        ["show", "apple-pie"], ["search", "salad"], ["link", "apple-pie"], ["validate", "x"], ["import", "x"], ["shop"],
        ["apple-pie", "tiramisu"], ["--data"], ["--data", "--json"], ["--data", "-x"], ["--data", ""], ["--data", "list"],
        ["--data=/tmp/x.json"], ["--json"], ["--today"], ["--fresh"], ["--no-mouse"], ["--ascii"], ["--recipe", "x"],
        ["--layout", "stack"], ["-"], ["--"], ["", "x"], [""], ["-x"], ["list", "x"], ["list", "--json", "--json"],
        ["list", "--data"], ["list", "--data=x"], ["list", "--"], ["list", "-h"], ["list", "--data", "help"],
        ["--generate-completion-script", "bash"], ["---completion", "--", "x"], ["--experimental-dump-help"],
    ])
    func everythingElseIsArgumentParsers(_ arguments: [String]) {
        #expect(FastArguments.command(arguments) == nil, "\(arguments)")
    }

    /// `--experience`, the older name of `--layout`, is still read (hidden from the help).
    @Test func theOlderLayoutFlagStillReads() throws {
        for (arguments, layout) in [(["--layout", "stack"], LayoutOption.stack), (["--experience", "stack"], .stack),
                                    (["browse", "--experience", "two-column"], .twoColumn),
                                    (["--layout", "three-column", "--experience", "stack"], .threeColumn)] {
            let browse = try #require(try CookbookCommand.parseAsRoot(arguments) as? Browse, "\(arguments)")
            #expect(browse.options.layout == layout, "\(arguments)")
        }
        #expect(!Browse.helpMessage().contains("experience"))
    }

    @Test func theThemeIsAnOptionOfTheBrowser() throws {
        for (arguments, theme) in [([String](), String?.none), (["--theme", "light"], "light"), (["apple-pie", "--theme", "Mono"], "Mono")] {
            let browse = try #require(try CookbookCommand.parseAsRoot(["browse"] + arguments) as? Browse, "\(arguments)")
            #expect(browse.options.theme == theme, "\(arguments)")
        }
        #expect(throws: (any Error).self) { try CookbookCommand.parseAsRoot(["--theme", "purple"]) }
        do {
            _ = try CookbookCommand.parseAsRoot(["--theme", "purple"])
        } catch {
            #expect(CookbookCommand.message(for: error) == "--theme is one of auto, dark, light, mono, not 'purple'")
        }
        #expect(Browse.helpMessage().contains("--theme <theme>"))
        #expect(Browse.helpMessage().contains("mono: no colour, as"))
    }

    @Test func noSubcommandIsTakenForAPlace() {
        let names = CookbookCommand.configuration.subcommands.map { $0._commandName } + ["help"]
        #expect(Set(FastArguments.subcommandNames) == Set(names))
    }
}
