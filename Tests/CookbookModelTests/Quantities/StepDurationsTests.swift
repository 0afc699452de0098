import CookbookModel
import Testing

@Suite struct StepDurationsTests {
    /// (text, what is found, seconds, up to)
    @Test(arguments: [
        ("Bake 25 minutes.", "25 minutes", 1500, nil), ("Rest 25 mins", "25 mins", 1500, nil),
        ("Roast 1 hour 10 min, basting.", "1 hour 10 min", 4200, nil), ("Simmer 1 1/2 hours", "1 1/2 hours", 5400, nil),
        ("Simmer 1½ hours", "1½ hours", 5400, nil), ("Fry 3-4 min per side", "3-4 min", 180, 240),
        ("Fry 3–4 min", "3–4 min", 180, 240), ("Cook 10 to 15 minutes", "10 to 15 minutes", 600, 900),
        ("Whisk 30 seconds", "30 seconds", 30, nil), ("25 Minuten backen", "25 Minuten", 1500, nil),
        ("1 Stunde ruhen lassen", "1 Stunde", 3600, nil), ("Cuocere 25 minuti", "25 minuti", 1500, nil),
        ("Cuire 25 minutes", "25 minutes", 1500, nil), ("Hornear 25 minutos", "25 minutos", 1500, nil),
        ("Proof 2 h", "2 h", 7200, nil), ("Boil 10 min.", "10 min", 600, nil), ("Cuire 1h30", "1h30", 5400, nil),
        ("Braise 1 hour and 30 minutes", "1 hour and 30 minutes", 5400, nil),
        ("Boil 2 minutes 30 seconds", "2 minutes 30 seconds", 150, nil), ("a 25-minute rest", "25-minute", 1500, nil),
        ("Bake 1 hr", "1 hr", 3600, nil), ("Marinate 2 Std. im Kühlschrank", "2 Std", 7200, nil),
        ("Bake 2-2.5 hours", "2-2.5 hours", 7200, 9000), ("Boil 3 minutes.", "3 minutes", 180, nil),
        ("let the bowl sit for ten minutes so", "ten minutes", 600, nil), ("Chill for an hour.", "an hour", 3600, nil),
        ("Rest half an hour", "half an hour", 1800, nil), ("Stir for a minute", "a minute", 60, nil),
        ("Bake forty-five minutes", "forty-five minutes", 2700, nil),
    ] as [(String, String, Int, Int?)])
    func finds(_ text: String, _ matched: String, _ seconds: Int, _ upTo: Int?) throws {
        let found = StepDurations.find(in: text)
        try #require(found.count == 1, "\(found)")
        #expect(found[0].text == matched)
        #expect(String(text[found[0].range]) == matched)
        #expect(found[0].seconds == seconds)
        #expect(found[0].upToSeconds == upTo)
    }

    @Test(arguments: [
        "Heat the oven to 350 degrees.", "Add 2 cups flour.", "Grease a 9-inch pan.", "Use 2 heaped tablespoons.",
        "Add 1.5 kg", "Serves 4", "Bake 1 hour 2 eggs", "Page A4 min", "2 minced cloves",
        "Add a handful of herbs and one egg.", "Half a lemon", "A hot oven",
    ])
    func findsNone(_ text: String) {
        let found = StepDurations.find(in: text)
        #expect(found.allSatisfy { $0.text == "1 hour" }, "\(found)")
        if !text.contains("hour") { #expect(found.isEmpty) }
    }

    @Test func findsEachInOrder() {
        let found = StepDurations.find(in: "Bake 25 minutes, turn, then 5-10 minutes more; rest 1 hour.")
        #expect(found.map(\.text) == ["25 minutes", "5-10 minutes", "1 hour"])
        #expect(found.map(\.seconds) == [1500, 300, 3600])
    }

    /// The Cooklang reader writes `~{25%minutes}` and `~eggs{3%minutes}` into the step as
    /// "25 minutes" and "3 minutes".
    @Test func findsCooklangTimersAsTheReaderWritesThem() {
        let found = StepDurations.find(in: "Boil 25 minutes, then 3 minutes more; rest.")
        #expect(found.map(\.seconds) == [1500, 180])
    }
}
