import CookbookModel
import Testing

@Suite struct TextLinesTests {
    @Test(arguments: [
        ("Boil the eggs.", ["Boil the eggs."]), ("  Boil.  ", ["Boil."]), ("", []), (" \n\t", []),
        ("Chop.\nFry.", ["Chop.", "Fry."]), ("Chop.\r\n\r\n  Fry. \rServe.", ["Chop.", "Fry.", "Serve."]),
        // Only LF, CR and CR LF break a line.
        ("a\u{2028}b", ["a\u{2028}b"]),
    ] as [(String, [String])])
    func linesAreSplitAtLineBreaksTrimmedAndNeverBlank(_ text: String, _ lines: [String]) {
        #expect(TextLines.of(text) == lines)
    }
}
