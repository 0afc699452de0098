@testable import CookbookFormats
import Testing

@Suite struct RecipeInstructionsTests {
    func steps(_ value: JSONValue) -> [String] {
        RecipeInstructions(value, nodes: RecipeNodes(documents: [])).steps
    }

    @Test func numberedInline() {
        #expect(steps(.string("1. Mix the flour. 2. Add 2 eggs. 3. Bake at 180. 4. Cool.")) == [
            "Mix the flour.", "Add 2 eggs.", "Bake at 180.", "Cool.",
        ])
        #expect(steps(.string("1) Mix! 2) Bake.")) == ["Mix!", "Bake."])
        // Without a 1. first, or with numbers out of turn, the line stays whole.
        #expect(steps(.string("Bake at 180. 2. Cool.")) == ["Bake at 180. 2. Cool."])
        #expect(steps(.string("1. Add 3 eggs. 3. Bake.")) == ["Add 3 eggs. 3. Bake."])
    }

    @Test func numbersAndStepWords() {
        #expect(steps(.array([.string("Step 1: Mix."), .string("Step 2 Bake."), .string("12. Serve."), .string("1.5 kg is plenty.")])) == [
            "Mix.", "Bake.", "Serve.", "1.5 kg is plenty.",
        ])
        #expect(steps(.string("<p>1:</p><p>Mix.</p>\n, <p>!</p>")) == ["Mix."], "number-only and punctuation-only lines go")
    }

    @Test func nestedSectionsAndLoopingReferences() {
        let step = JSONValue.object(JSONObject(keys: ["@type", "text"], values: [.string("HowToStep"), .string("Boil.")]))
        let inner = JSONValue.object(JSONObject(keys: ["@type", "name", "itemListElement"], values: [.string("HowToSection"), .string("Inner"), .array([step])]))
        let outer = JSONValue.object(JSONObject(keys: ["@type", "name", "itemListElement"], values: [.string("HowToSection"), .string("Outer"), .array([step, inner])]))
        let read = RecipeInstructions(.array([outer]), nodes: RecipeNodes(documents: []))
        #expect(read.steps == ["Boil.", "Boil."])
        #expect(read.sections.map(\.name) == ["Outer", "Inner"])
        #expect(read.sections.map(\.firstStep) == [0, 1])

        // A section whose items refer back to it twice: bounded, not exponential forever.
        let looping = JSONValue.object(JSONObject(
            keys: ["@type", "@id", "name", "itemListElement"],
            values: [.string("HowToSection"), .string("#s"), .string("Loop"), .array([step, .object(JSONObject(keys: ["@id"], values: [.string("#s")])), .object(JSONObject(keys: ["@id"], values: [.string("#s")]))])]))
        let nodes = RecipeNodes(documents: [.object(JSONObject(keys: ["@graph"], values: [.array([looping])]))])
        let loop = RecipeInstructions(.array([.object(JSONObject(keys: ["@id"], values: [.string("#s")]))]), nodes: nodes)
        #expect(loop.steps.count < 2_000)
    }
}
