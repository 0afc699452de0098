@testable import CookbookRender
import Testing

@Suite struct DurationsTests {
    @Test(arguments: [
        (nil, ""), (0, ""), (-5, ""), (1, "1m"), (45, "45m"), (59, "59m"), (60, "1h"), (65, "1h05"), (80, "1h20"),
        (600, "10h"), (5999, "99h59"), (6000, "100h"), (6030, "100h"),
    ] as [(Int?, String)])
    func aListRowsTimeIsShort(minutes: Int?, shown: String) {
        #expect(Durations.short(minutes) == shown)
    }
}
