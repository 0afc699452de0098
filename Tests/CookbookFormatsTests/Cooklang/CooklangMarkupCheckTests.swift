import CookbookModel
@testable import CookbookFormats
import Testing

/// What `cookbook validate` warns of in a Cooklang file: markup the grammar does not take,
/// which the reader keeps as text, with its line and column and what was probably meant;
/// and nothing for markup the grammar takes, or text in comments, notes and metadata.
@Suite struct CooklangMarkupCheckTests {
    private func warnings(_ text: String) -> [String] {
        CooklangMarkupCheck.warnings(text).map(\.description)
    }

    @Test func cookwareWithNoName() {
        #expect(warnings("Grease a tin.\n\nBake in a #{22cm x 33cm} tin.\n") == [
            "3:11: `#{22cm x 33cm}` is read as text: cookware needs a name before its `{`, as in `#tin{}(22cm x 33cm)` or `#tin{22cm x 33cm}`",
        ])
        #expect(warnings("Add @{2%cups}.") == ["1:5: `@{2%cups}` is read as text: an ingredient needs a name before its `{`, as in `@name{2%cups}`"])
        #expect(warnings("Wait ~{}.") == ["1:6: `~{}` is read as text: a timer needs a duration, as in `~{10%minutes}`"])
    }

    @Test func aNameThatBeginsWithPunctuation() {
        #expect(warnings("Grate @?appelsinskal over it.") == [
            "1:7: `@?appelsinskal` is read as text: a name begins with a letter or a digit; did you mean `@appelsinskal`?",
        ])
        #expect(warnings("Serve with @?queso cotija{} and @&onion{1}.") == [
            "1:12: `@?queso cotija{}` is read as text: a name begins with a letter or a digit; did you mean `@queso cotija{}`?",
            "1:33: `@&onion{1}` is read as text: a name begins with a letter or a digit; did you mean `@onion{1}`?",
        ])
        #expect(warnings("Layer @&(=1)salsa on top.") == [
            "1:7: `@&(=1)salsa` is read as text: a name begins with a letter or a digit; did you mean `@salsa`?",
        ])
        #expect(warnings("Tag #.5, say @, or ~...").isEmpty, "marks with no name after them are text as meant")
    }

    @Test func aBraceOrAParenthesisNeverClosed() {
        #expect(warnings("Add @sugar{2 and stir.\n\nBake.") == [
            "1:11: `@sugar{2 and stir.`: the `{` is never closed in its step, so `@sugar` is read as one word and the rest as text; close it with `}`",
        ])
        #expect(warnings("Add @onion{1}(chopped and stir.") == [
            "1:14: `@onion{1}(chopped and stir.`: the `(` after `@onion{1}` is never closed in its step, so the note is read as text; close it with `)`",
        ])
        // Closed on the next line of the same step: the grammar takes it.
        #expect(warnings("Add @baby corn{100%g}(halved\nlengthways) and @sugar{2\n%tbsp}.").isEmpty)
    }

    @Test func aReferenceWithoutBraces() {
        #expect(warnings("Serve with @./Sauces/Pesto and bread.") == [
            "1:12: `@./Sauces/Pesto` is read as text: a recipe reference needs braces, as in `@./Sauces/Pesto{}`",
        ])
        #expect(warnings("Serve with @./Sauces/Pesto{} and @../Bread{1%loaf}.").isEmpty)
    }

    @Test func metadataWithoutAKey() {
        #expect(warnings(">> servings 4\n>> time: 1 hour\n\nMix.") == ["1:1: `>> servings 4` is read as a step's text: metadata is `>> key: value`"])
    }

    /// Lines are counted as the reader counts them (any line break; the front matter and
    /// block comments of several lines too), columns in characters.
    @Test func linesAndColumnsAreTheReaders() {
        let text = "---\ntitle: Cake\n---\n[- a comment\nof two lines -]\r\nMix the flour.\rAdd crème @?fraîche.\u{2028}\nBake."
        #expect(warnings(text) == [
            "7:11: `@?fraîche` is read as text: a name begins with a letter or a digit; did you mean `@fraîche`?",
        ])
        // And as `FormatProblem`s: a line and a column each.
        let problem = CooklangMarkupCheck.warnings(text)[0]
        #expect(problem.line == 7 && problem.column == 11 && problem.severity == .error)
    }

    @Test func whatTheGrammarTakesSaysNothing() {
        let text = """
            ---
            note: "@{not a step} #{nor this}"
            ---
            >> source: @{metadata}
            > A note with #{22cm} and @?x in it.

            == Dough ==

            Mix @flour{500%g}, @water{300%ml}(warm) and @salt.
            Knead for ~{10%minutes} in the #stand mixer{}, then rest ~rest{1%hour}.
            Email me @ home, # 5, ~ {5}, C# and @ example stay text as the spec says.
            -- a comment with @?x and #{y}
            Add @eggs{2} [- and @?cream{} -] and stir.
            """
        #expect(warnings(text).isEmpty, "\(warnings(text))")
    }

    @Test func aFileTheReaderRefusesGivesNone() {
        #expect(warnings("---\ntitle: x\n#{y}").isEmpty, "front matter never closed")
        #expect(warnings("[- open\n#{y}").isEmpty, "a block comment never closed")
        #expect(warnings("").isEmpty)
    }

    /// Each warning is about text the reader keeps as text: the step says what the markup
    /// would have hidden.
    @Test func whatIsWarnedOfIsTextToTheReader() throws {
        for (source, kept) in [
            ("Bake in a #{22cm x 33cm} tin.", "#{22cm x 33cm}"), ("Grate @?appelsinskal over it.", "@?appelsinskal"),
            ("Add @sugar{2 and stir.", "{2 and stir."), ("Serve with @./Sauces/Pesto now.", "@./Sauces/Pesto"),
        ] {
            #expect(!warnings(source).isEmpty)
            let recipe = try CooklangParser.parse(source).get()
            #expect(recipe.steps.map(CooklangReader.text(of:)).joined().contains(kept), "\(source)")
        }
    }
}
