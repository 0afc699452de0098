import Foundation
import Testing

/// `cookbook --generate-completion-script bash`, sourced in a real bash and called as
/// bash calls it on Tab: COMP_WORDS, COMP_CWORD, COMP_LINE and COMP_POINT set, the
/// completion function run, COMPREPLY printed. The script runs the binary under test for
/// the ids, so they come from the cookbook the line names.
@Suite(.serialized) struct CompletionTests {
    let script: String
    let fixture: String

    init() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-completion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let generated = try run(cookbookBinary, ["--generate-completion-script", "bash"])
        guard generated.status == 0 else { throw Failure("--generate-completion-script bash: \(generated.status) \(generated.stderr)") }
        script = directory.appendingPathComponent("cookbook.bash").path
        try generated.stdout.write(toFile: script, atomically: true, encoding: .utf8)
        fixture = try writeFixtureCookbook(in: directory)
    }

    /// What bash offers for the line `words` when Tab is pressed after its last word.
    func complete(_ words: String...) throws -> [String] {
        let driver = """
            source \(shellQuote(script)) || exit 3
            COMP_WORDS=(\(([cookbookBinary] + words).map(shellQuote).joined(separator: " ")))
            COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
            COMP_LINE="${COMP_WORDS[*]}"
            COMP_POINT=${#COMP_LINE}
            COMPREPLY=()
            _cookbook cookbook "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try run("/usr/bin/env", ["bash", "--norc", "--noprofile", "-c", driver])
        #expect(result.status == 0, "bash: \(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test func aRecipeIdCompletesFromTheBundledCookbook() throws {
        #expect(try complete("apple-p") == ["apple-pie"])
        #expect(try complete("browse", "apple-p") == ["apple-pie"])
    }

    @Test func flagsOfTheDefaultSubcommandCompleteWithoutNamingIt() throws {
        #expect(try complete("--lay") == ["--layout"])
        #expect(try complete("apple-pie", "--fr") == ["--fresh"])
        #expect(try Set(complete("--today", "--no")) == ["--no-mouse", "--no-ascii"])
        #expect(try complete("--today", "--no-m") == ["--no-mouse"])
    }

    @Test func theFirstWordOffersSubcommandsAndIdsTogether() throws {
        #expect(Set(try complete("li")) == ["link", "list", "limonada-suica"])
    }

    @Test func linkCompletesRecipesAndCategories() throws {
        #expect(try complete("link", "dess") == ["dessert"])
    }

    @Test func recipeAndCategoryOptionsCompleteTheirOwnKindOnly() throws {
        #expect(try complete("--category", "d") == ["dessert", "drink"])
        #expect(try complete("--recipe", "d") == ["dutch-baby", "dashi"])
    }

    @Test func layoutCompletesItsValues() throws {
        #expect(Set(try complete("--layout", "")) == ["three-column", "two-column", "stack"])
    }

    @Test func idsComeFromTheDataFileOnTheLineRecipesFirst() throws {
        #expect(try complete("--data", fixture, "") == ["apple-pie", "pie-crust", "okonomiyaki", "buttermilk-pancakes", "dessert", "pancake"])
        #expect(try complete("link", "--data", fixture, "p") == ["pie-crust", "pancake"])
        #expect(try complete("--data", fixture, "dutch").isEmpty, "not the bundled cookbook's ids")
    }

    @Test func anUnreadableDataFileGivesNoIdsAndNoMessage() throws {
        #expect(try complete("--data", "/nonexistent/recipes.json", "a").isEmpty)
    }

    @Test func subcommandsComplete() throws {
        #expect(try complete("val") == ["validate"])
    }
}

/// zsh and fish are not installed for the tests; their scripts are checked for the same
/// addition, so a change of ArgumentParser's scripts that it no longer finds fails here.
@Suite struct CompletionScriptTests {
    @Test(arguments: [("bash", 1), ("zsh", 2), ("fish", 2)])
    func everyShellsScriptCompletesTheDefaultSubcommand(shell: String, additions: Int) throws {
        let result = try run(cookbookBinary, ["--generate-completion-script", shell])
        #expect(result.status == 0)
        #expect(result.stdout.components(separatedBy: "(cookbook's addition)").count - 1 == additions, "\(shell)")
        #expect(result.stdout.contains("---completion browse -- positional@0"), "the start argument completes ids")
        #expect(result.stdout.contains("---completion link -- positional@0"), "and link's")
    }
}
