import CookbookFixtures
@testable import CookbookApp
import Foundation
import Testing

/// Draws a model into a canvas and returns it as text, one string per row, trailing
/// spaces trimmed.
func snapshot(_ model: NavigationModel, width: Int, height: Int, message: String? = nil) -> [String] {
    render(model, Fixtures.library, width: width, height: height, message: message).text
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

/// Compares a frame with `Snapshots/<name>.txt`, line by line, so a failure names the row
/// that differs. With RECORD_SNAPSHOTS=1 in the environment it writes the file instead:
/// look at the diff before committing it.
func expectSnapshot(_ frame: [String], named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Snapshots/\(name).txt")
    let text = frame.joined(separator: "\n") + "\n"
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
        try? text.write(to: url, atomically: true, encoding: .utf8)
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("no snapshot \(name).txt: run with RECORD_SNAPSHOTS=1 and review it", sourceLocation: sourceLocation)
        return
    }
    expectLines(frame, String(expected.dropLast()), sourceLocation: sourceLocation)
}

func expectLines(_ actual: [String], _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(actual.count == expectedLines.count, "row count", sourceLocation: sourceLocation)
    for (i, (a, e)) in zip(actual, expectedLines).enumerated() where a != e {
        Issue.record("row \(i):\n  got      |\(a)|\n  expected |\(e)|", sourceLocation: sourceLocation)
    }
}
