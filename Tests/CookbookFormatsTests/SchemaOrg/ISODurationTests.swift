@testable import CookbookFormats
import Testing

@Suite struct ISODurationTests {
    @Test(arguments: [
        ("PT15M", 15), ("PT1H40M", 100), ("P0DT0H40M0S", 40), ("P0DT20M", 20), ("P1DT0H15M", 1455),
        ("PT0D0H30M", 30), ("PT0D4H45M", 285), ("pt1h", 60), ("PT1.5H", 90), ("PT90S", 2), ("PT00H05M00S", 5),
        ("P20M", 20), ("30", 30), (" PT10M ", 10),
    ])
    func reads(_ text: String, _ minutes: Int) {
        #expect(ISODuration.minutes(text) == minutes)
    }

    @Test(arguments: [
        "PTNaNM", "PTnullM", "PT-476070H19M32S", "", "PT", "P", "PT0S", "PT0H0M", "PT00H00M00S", "P2Y", "P1MT5M",
        "15 minutes", "PT5X", "P99999999DT", "-PT5M",
    ])
    func brokenOrZeroIsNil(_ text: String) {
        #expect(ISODuration.minutes(text) == nil)
    }

    @Test func otherValues() {
        #expect(ISODuration.minutes(.number(25)) == 25)
        #expect(ISODuration.minutes(.null) == nil)
        #expect(ISODuration.minutes(nil) == nil)
        #expect(ISODuration.minutes(.array([.string("PTNaNM"), .string("PT5M")])) == 5)
    }
}
