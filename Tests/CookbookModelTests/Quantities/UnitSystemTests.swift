import CookbookModel
import Foundation
import Testing

@Suite struct UnitSystemTests {
    @Test func cyclesAsWrittenMetricUS() {
        #expect(UnitSystem.asWritten.next == .metric)
        #expect(UnitSystem.metric.next == .us)
        #expect(UnitSystem.us.next == .asWritten)
        #expect(UnitSystem.allCases == [.asWritten, .metric, .us])
    }

    @Test func savedByName() throws {
        let data = try JSONEncoder().encode([UnitSystem.asWritten, .metric, .us])
        #expect(String(decoding: data, as: UTF8.self) == #"["as-written","metric","us"]"#)
        #expect(try JSONDecoder().decode(CupStandard.self, from: Data(#""uk""#.utf8)) == .uk)
    }
}
