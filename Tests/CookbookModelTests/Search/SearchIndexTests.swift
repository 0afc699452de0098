import CookbookFixtures
@testable import CookbookModel
@testable import CookbookFormats
import Foundation
import Testing

@Suite struct SearchIndexTests {
    let index = Fixtures.library.catalog.searchIndex

    func ids(_ query: String, limit: Int = 50) -> [String] {
        index.search(query, limit: limit).map(\.id)
    }

    @Test func diacriticsAndCaseDoNotMatter() {
        #expect(index.search("creme", limit: 5) == [
            RecipeHit(id: "creme-brulee", name: "Crème Brûlée", category: "dessert", match: .namePrefix),
        ])
        #expect(ids("coban") == ["coban-salatasi"])
        #expect(ids("CRÈME brûlée") == ["creme-brulee"])
        #expect(index.search("salatasi", limit: 5).first?.match == .wordPrefix)
        #expect(index.search("BRULEE", limit: 5).first?.match == .wordPrefix)
    }

    @Test func namePrefixesComeFirstThenWordsThenSubstringsThenIngredients() {
        let hits = index.search("pie", limit: 10)
        #expect(hits.map(\.id) == ["pie-crust", "apple-pie", "fruit-pie-filling"])
        #expect(hits.map(\.match) == [.namePrefix, .wordPrefix, .wordPrefix])
        #expect(index.search("rust", limit: 10).map(\.match) == [.nameSubstring, .ingredientOrTag], "Apple Pie has pie crust")
        // Both in a name and in an ingredient: the name decides.
        let crust = index.search("crust", limit: 10)
        #expect(crust.map(\.id) == ["pie-crust", "apple-pie"])
        #expect(crust.map(\.match) == [.wordPrefix, .ingredientOrTag])
    }

    @Test func ingredientsAndTagsAreSearchedToo() {
        #expect(index.search("cinnamon", limit: 10).map(\.id) == ["apple-pie"])
        #expect(index.search("cinnamon", limit: 10).first?.match == .ingredientOrTag)
        #expect(ids("japanese") == ["okonomiyaki"])
        #expect(ids("お好み") == ["okonomiyaki"])
        #expect(ids("キャベツ") == [], "steps are not searched")
    }

    @Test func spacesAreTrimmedAndEmptyFindsNothing() {
        #expect(ids("  apple   pie ") == ["apple-pie"])
        #expect(ids("") == [])
        #expect(ids("   ") == [])
        #expect(ids("e", limit: 0) == [])
        #expect(ids("e", limit: 2).count == 2)
        #expect(ids("zzz") == [])
    }

    /// Every code point folds as the table of `foldRanges` says, read the plain way (split at
    /// the spaces into a dictionary, as the folding was once built).
    @Test func everyCodePointFoldsAsTheTableSays() {
        var table: [UInt32: [UInt8]] = [:]
        for (start, folds) in TextFolding.foldRanges {
            for (offset, fold) in folds.split(separator: " ").enumerated() {
                table[start + UInt32(offset)] = Array(fold.utf8)
            }
        }
        for value in UInt32(0xFF01)...0xFF5E {
            let ascii = UInt8(value - 0xFF01 + 0x21)
            table[value] = [ascii >= 0x41 && ascii <= 0x5A ? ascii | 0x20 : ascii]
        }
        var differ: [UInt32] = []
        for value in UInt32(0x80)...0x2FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            let expected = table[value] ?? (TextFolding.isCombiningMark(value) ? [] : Array(text.utf8))
            if TextFolding.fold(text) != expected { differ.append(value) }
        }
        #expect(differ.isEmpty, "\(differ.prefix(10).map { String($0, radix: 16) })")
    }

    @Test func foldingIsLowercaseWithoutMarks() {
        func folded(_ s: String) -> String { String(decoding: TextFolding.fold(s), as: UTF8.self) }
        #expect(folded("Crème Brûlée") == "creme brulee")
        #expect(folded("Çoban Salatası") == "coban salatasi")
        #expect(folded("Straße ÆRØ Łódź") == "strasse aero lodz")
        #expect(folded("İSTANBUL") == "istanbul")
        #expect(folded("Cre\u{0300}me") == "creme", "decomposed accents too")
        #expect(folded("tab\there\u{1B}") == "tab here ")
        #expect(folded("ＡＢＣ") == "abc")
        #expect(folded("お好み焼き") == "お好み焼き")
    }

    /// A plain implementation to compare with: every recipe, Swift string search, sorted.
    static func reference(_ recipes: [Recipe], _ query: String, limit: Int) -> [RecipeHit] {
        let q = String(decoding: TextFolding.foldQuery(query), as: UTF8.self)
        guard !q.isEmpty else { return [] }
        var found: [(hit: RecipeHit, name: [UInt8])] = []
        for recipe in recipes {
            let folded = TextFolding.fold(recipe.name)
            let name = String(decoding: folded, as: UTF8.self)
            var match: RecipeHit.Match?
            var part: Int?
            if name.utf8.starts(with: q.utf8) {
                match = .namePrefix
            } else if name.utf8.count >= q.utf8.count {
                let bytes = Array(name.utf8), needle = Array(q.utf8)
                for i in 1...(bytes.count - needle.count) where Array(bytes[i..<(i + needle.count)]) == needle {
                    let before = bytes[i - 1]
                    let boundary = before < 0x80 && !((before >= 0x61 && before <= 0x7A) || (before >= 0x30 && before <= 0x39))
                    if boundary { match = .wordPrefix; break }
                    if match == nil { match = .nameSubstring }
                }
            }
            if match == nil {
                let texts = (recipe.ingredients.map(\.item) + recipe.tags).map { String(decoding: TextFolding.fold($0), as: UTF8.self) }
                if let first = texts.firstIndex(where: { $0.utf8.count >= q.utf8.count && $0.contains(q) }) {
                    match = .ingredientOrTag
                    part = first
                }
            }
            if let match {
                found.append((RecipeHit(id: recipe.id, name: recipe.name, category: recipe.category, match: match, part: part), folded))
            }
        }
        found.sort { a, b in
            if a.hit.match != b.hit.match { return a.hit.match < b.hit.match }
            if a.name != b.name { return a.name.lexicographicallyPrecedes(b.name) }
            return a.hit.id < b.hit.id
        }
        return Array(found.prefix(limit).map(\.hit))
    }

    /// Equal, or a short account of the first difference.
    static func expectSame(_ a: [RecipeHit], _ b: [RecipeHit], _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard a != b else { return }
        let at = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
        let left = a.indices.contains(at) ? "\(a[at])" : "none", right = b.indices.contains(at) ? "\(b[at])" : "none"
        Issue.record("\(what): \(a.count) and \(b.count) hits, first difference at \(at): \(left) vs \(right)",
                     sourceLocation: sourceLocation)
    }

    @Test func typingAndErasingGiveWhatAFreshSearchGives() throws {
        let data = Data(SyntheticCookbook.json(recipes: 800, seed: 9))
        let cookbook = try BundledReader.decode(data, file: "generated.json")
        let recipes = cookbook.catalog.recipes.compactMap { cookbook.recipe(id: $0.id) }
        let typed = ["s", "sa", "sal", "sala", "salad", "salads", "salad", "sal", "c", "cr", "cré", "crèm", "creme f",
                     "p", "ph", "phở", "o", "ok", "お", "お好", "t", "to", "tom", "toma", "tomato", "tomatoes", "x"]
        for query in typed {
            let expected = Self.reference(recipes, query, limit: 2_000)
            for limit in [2_000, 20] {
                let hits = cookbook.catalog.searchIndex.search(query, limit: limit)
                Self.expectSame(hits, Array(expected.prefix(limit)), "\(query) against the plain search")
            }
            Self.expectSame(
                cookbook.catalog.searchIndex.search(query, limit: 2_000), SearchIndex(recipes: recipes).search(query, limit: 2_000),
                "\(query) against a fresh index")
        }
    }

    @Test func theIndexFromAFileIsTheIndexFromRecipes() throws {
        let data = Data(SyntheticCookbook.json(recipes: 800, seed: 4))
        let fast = try BundledReader.decode(data, file: "generated.json")
        let plain = try BundledReader.decodeFully(data, file: "generated.json")
        for query in ["a", "e", "pie", "jalapeño", "CRÈME FRAÎCHE", "vegan", "smørrebrød", "pha"] {
            Self.expectSame(fast.catalog.searchIndex.search(query, limit: 100), plain.catalog.searchIndex.search(query, limit: 100), query)
        }
    }
}
