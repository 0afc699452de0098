@testable import CookbookModel
import Testing

@Suite struct AmountTextTests {
    @Test(arguments: [
        ("3", 3, nil), ("250", 250, nil), ("1.5", 1.5, nil), ("1,5", 1.5, nil), (".5", 0.5, nil), (" 2 ", 2, nil),
        ("1/2", 0.5, nil), ("3⁄4", 0.75, nil), ("1 1/2", 1.5, nil), ("1-1/2", 1.5, nil), ("1 and 1/2", 1.5, nil),
        ("½", 0.5, nil), ("⅓", 1.0 / 3, nil), ("¼", 0.25, nil), ("¾", 0.75, nil), ("⅔", 2.0 / 3, nil), ("⅛", 0.125, nil),
        ("⅞", 0.875, nil), ("1½", 1.5, nil), ("1 ½", 1.5, nil), ("2¼", 2.25, nil),
        ("2-3", 2, 3), ("2 - 3", 2, 3), ("2–3", 2, 3), ("2—3", 2, 3), ("2 to 3", 2, 3), ("2 or 3", 2, 3),
        ("2 bis 3", 2, 3), ("2 à 3", 2, 3), ("2 a 3", 2, 3), ("1/2-3/4", 0.5, 0.75), ("1 1/2-2", 1.5, 2), ("½-1", 0.5, 1),
        ("1,5-2", 1.5, 2), ("10-15", 10, 15), ("0,125", 0.125, nil), ("1,50", 1.5, nil), ("1000,5", 1000.5, nil),
        ("1,0005", 1.0005, nil),
    ] as [(String, Double, Double?)])
    func reads(_ text: String, _ value: Double, _ upTo: Double?) throws {
        let amount = try #require(AmountText.amount(text))
        #expect(abs(amount.value - value) < 1e-9)
        #expect(amount.upTo == upTo)
    }

    /// Not an amount as a whole: words, what is left after a number, a range that goes down,
    /// a zero denominator.
    @Test(arguments: ["", "few", "a pinch", "1,1/2cups", "2 cups", "3-1", "1/0", "-1", "1e3", "1.", "x2"])
    func refuses(_ text: String) {
        #expect(AmountText.amount(text) == nil)
    }

    /// A comma and three digits after one to three digits is a thousands separator (or three
    /// decimals): never read as a number, so never as the smaller one (`1,000` as 1).
    @Test(arguments: ["1,000", "12,500", "250,000", "1,000,000", "1,000.5", "1,000-2,000", " 1,000 "])
    func aThousandsSeparatorIsNoNumber(_ text: String) {
        #expect(AmountText.amount(text) == nil)
        var index = 0
        #expect(AmountText.read(Array(text.utf8), at: &index) == nil || text.hasPrefix(" "))
    }

    @Test func aLineThatBeginsWithAThousandsSeparatorHasNoAmount() {
        var index = 0
        #expect(AmountText.read(Array("1,000 g flour".utf8), at: &index) == nil && index == 0)
    }

    /// At the start of a line: where the amount ends.
    @Test(arguments: [
        ("2-inch piece", 1, 2.0), ("1 1/2 cups flour", 5, 1.5), ("2 to 3 eggs", 6, 2.0), ("500g flour", 3, 500.0),
        ("1 tomato", 1, 1.0), ("3 tot 4 el", 7, 3.0), ("½ TL", 2, 0.5), ("2 a day", 1, 2.0),
    ])
    func readsAtTheStart(_ line: String, _ end: Int, _ value: Double) throws {
        var index = 0
        let amount = try #require(AmountText.read(Array(line.utf8), at: &index))
        #expect(index == end)
        #expect(amount.value == value)
    }

    @Test func nothingToReadLeavesTheIndex() {
        var index = 2
        #expect(AmountText.read(Array("a pinch".utf8), at: &index) == nil)
        #expect(index == 2)
    }

    @Test func aLongNumberStopsAtNineDigits() throws {
        var index = 0
        let amount = try #require(AmountText.read(Array("12345678901".utf8), at: &index))
        #expect(amount.value == 123_456_789 && index == 9)
    }
}
