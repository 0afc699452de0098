import CookbookModel
import Testing

@Suite struct FormatProblemTests {
    @Test func saysWhereWhenItKnows() {
        #expect(FormatProblem(line: 12, column: 5, message: "x").description == "12:5: x")
        #expect(FormatProblem(line: 12, message: "x").description == "12: x")
        #expect(FormatProblem(message: "x").description == "x")
    }
}
