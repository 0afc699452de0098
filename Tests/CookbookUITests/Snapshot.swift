import CookbookFixtures
import CookbookKit
@testable import CookbookUI
import Testing

/// Draws a model into a canvas and returns it as text, one string per row, trailing
/// spaces trimmed.
func snapshot(_ model: NavigationModel, width: Int, height: Int, message: String? = nil) -> [String] {
    Screen.render(model, Fixtures.cookbook, width: width, height: height, message: message).text
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

/// Compares line by line, so a failure names the row that differs.
func expectLines(_ actual: [String], _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(actual.count == expectedLines.count, "row count", sourceLocation: sourceLocation)
    for (i, (a, e)) in zip(actual, expectedLines).enumerated() where a != e {
        Issue.record("row \(i):\n  got      |\(a)|\n  expected |\(e)|", sourceLocation: sourceLocation)
    }
}
