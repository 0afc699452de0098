import CookbookModel
import Testing

/// Names sort as the Unicode root collation orders them: letters first, then accents, then
/// case; no language's own order (no Swedish Ö after Z, no Turkish ı before i); ties by id.
/// Each expected order is written out here, not asked of ICU.
@Suite struct CollationKeyTests {
    /// `names` shuffled (every one given its position as id), sorted.
    func sorted(_ names: [String]) -> [String] {
        let items = names.enumerated().reversed().map { (name: $0.element, id: "id\($0.offset)") }
        return CollationKey.sorted(items, name: \.name, id: \.id).map(\.name)
    }

    @Test func accentsAndCaseComeAfterTheLetters() {
        let expected = ["apple", "Apple", "äpple", "Äpple", "Ärtsoppa", "banana"]
        #expect(sorted(expected.reversed()) == expected)
    }

    @Test func frenchNamesSortWithTheirUnaccentedLetters() {
        // Accents compared from the first (the root's way; French of Canada would compare
        // from the last: cote, côte, coté, côté).
        let expected = [
            "Clafoutis", "cote", "coté", "côte", "côté", "Crème brûlée", "Croque-monsieur", "Éclair", "Far breton",
            "Île flottante", "Œufs en cocotte", "Omelette", "Tarte Tatin",
        ]
        #expect(sorted(expected.shuffled()) == expected)
    }

    @Test func germanNamesSortWithTheirUnaccentedLettersAndSharpSAsSS() {
        // A space sorts before any letter; ß is ss with a difference of case's weight.
        let expected = [
            "Äpfel im Schlafrock", "Apfelstrudel", "Käsespätzle", "Knödel", "Ölkuchen", "Rote Grütze", "Strasse",
            "Straße", "Strauss", "Zwetschgenkuchen",
        ]
        #expect(sorted(expected.shuffled()) == expected)
    }

    @Test func swedishNamesSortAmongTheirBaseLettersNotAfterZ() {
        let expected = ["Äggakaka", "Ärtsoppa", "Kanelbullar", "Köttbullar", "Ölbröd", "Ostkaka", "Prinsesstårta", "Våfflor", "Zucchinisoppa"]
        #expect(sorted(expected.shuffled()) == expected)
    }

    @Test func turkishNamesSortDottedIWithIAndDotlessIAfterIt() {
        // The root: İ is I with a dot (an accent), and I is i's capital; ı is a letter of its
        // own after i. Turkish would put ı and I (ı's capital there) before i and İ.
        let expected = [
            "Baklava", "Çılbır", "çorba", "Dolma", "gözleme", "Güveç", "ilk", "Işık tatlısı", "İzmir köftesi", "ılık süt",
            "Şiş kebap", "su böreği",
        ]
        #expect(sorted(expected.shuffled()) == expected)
    }

    @Test func japaneseNamesSortAfterLatinKanaByTheirSoundsThenKanji() {
        // Hiragana before katakana of the same sound; kanji after kana.
        let expected = ["Sushi", "おにぎり", "すし", "スシ", "ラーメン", "天ぷら", "寿司"]
        #expect(sorted(expected.shuffled()) == expected)
    }

    @Test func longNamesSortByEveryCharacter() {
        let stem = "Slow Roasted Tomato and Garlic Soup with Basil"
        let expected = [stem, stem + " oil", stem + " Oil", stem + " Oïl", stem + "s"]
        #expect(sorted(expected.shuffled()) == expected)
        #expect(CollationKey(stem + " a") < CollationKey(stem + " b"))
        #expect(CollationKey(bytes: [1, 2, 3]) < CollationKey(bytes: [1, 2, 3, 4]))
        #expect(CollationKey(bytes: Array(repeating: 9, count: 32)) < CollationKey(bytes: Array(repeating: 9, count: 33)))
        #expect(CollationKey(bytes: Array(repeating: 9, count: 40)) < CollationKey(bytes: Array(repeating: 9, count: 41)))
        #expect(CollationKey(bytes: Array(repeating: 9, count: 40) + [3]) < CollationKey(bytes: Array(repeating: 9, count: 40) + [4]))
    }

    @Test func digitsAndSpacesComeBeforeLetters() {
        let expected = ["", " pie", "10 minute soup", "2 egg omelette", "apple"]
        #expect(sorted(expected.shuffled()) == expected)
    }

    @Test func theSameNameIsOrderedByIDWhateverItsEncoding() {
        // "é" as one character and as "e" and an accent: one key.
        #expect(CollationKey("Caf\u{E9}") == CollationKey("Cafe\u{301}"))
        let items = [(name: "Cafe\u{301}", id: "b"), (name: "Caf\u{E9}", id: "c"), (name: "Caf\u{E9}", id: "a")]
        #expect(CollationKey.sorted(items, name: \.name, id: \.id).map(\.id) == ["a", "b", "c"])
        #expect(CollationKey.sorted(items.reversed(), name: \.name, id: \.id).map(\.id) == ["a", "b", "c"])
    }

    @Test func keysMadeOnManyThreadsAreEachNamesKey() {
        let names = (0..<10_000).map { "Île \($0 * 7919 % 10_000)" }
        let keys = CollationKey.keys(of: names.count) { names[$0] }
        #expect(keys.count == names.count)
        #expect(keys.indices.allSatisfy { keys[$0] == CollationKey(names[$0]) })
    }

    @Test func aKeptKeyComparesAsTheKeyItWasMadeFrom() {
        let key = CollationKey("Ärtsoppa")
        #expect(CollationKey(bytes: key.bytes) == key)
        for name in ["", "a", "Brown Butter Almond Soup", "The Best Ever Double Chocolate Chip Cookies with Sea Salt"] {
            #expect(CollationKey(bytes: CollationKey(name).bytes) == CollationKey(name), "\(name)")
        }
        #expect(CollationKey("apple") < CollationKey(bytes: key.bytes))
        #expect(CollationKey(bytes: key.bytes) < CollationKey("banana"))
    }
}
