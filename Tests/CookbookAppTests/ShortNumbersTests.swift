@testable import CookbookRender
import Testing

@Suite struct ShortNumbersTests {
    @Test(arguments: [0, 7, 10, 99, 100, 1_234_567, -5, -10, Int.max, Int.min])
    func aNumberReadsAsStringDoes(n: Int) {
        #expect(ShortNumbers.decimal(n) == String(n))
    }

    @Test func aPositionIsItsNumberSlashTheCount() {
        #expect(ShortNumbers.fraction(3, of: 8) == "3/8")
        #expect(ShortNumbers.fraction(1, of: 100_000) == "1/100000")
        #expect(ShortNumbers.fraction(Int.min, of: Int.max) == "\(Int.min)/\(Int.max)")
    }
}
