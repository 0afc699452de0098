import CookbookFormats

/// What an import says: each recipe written, each failure, and a summary (`cookbook import`
/// prints it; the browser says it in a line).
public struct ImportReport: Sendable {
    public var done: [String] = []
    public var problems: [String] = []
    /// Recipes written (or to be), found there already, and failed; sources that gave none.
    public var written = 0, skipped = 0, failedRecipes = 0, failedSources = 0
    /// Where the recipes went, and their names.
    public var writtenPaths: [String] = [], writtenNames: [String] = []

    public var failures: Int { failedRecipes + failedSources }

    public mutating func failed(_ failure: ImportFailure) {
        problems.append("\(failure.origin): \(failure.reason)")
        failedSources += 1
    }

    /// What a source gave besides its recipes: the parts that gave none (failures), and what
    /// went wrong without losing a recipe (notes).
    public mutating func noted(_ reading: ImportReading) {
        for failure in reading.failures { failed(failure) }
        problems += reading.notes.map { "\($0.origin): \($0.reason)" }
    }

    public mutating func add(_ outcomes: [ImportOutcome]) {
        for outcome in outcomes {
            switch outcome.kind {
            case .written(let path, let picture):
                written += 1
                writtenPaths.append(path)
                writtenNames.append(outcome.name)
                done.append("\(outcome.origin) → \(path)" + (picture.map { " (and \($0.split(separator: "/").last ?? ""))" } ?? ""))
            case .wouldWrite(let path, let picture):
                written += 1
                done.append("\(outcome.origin) → \(path)" + (picture.map { " (and \($0.split(separator: "/").last ?? ""))" } ?? "")
                            + ": not written (--dry-run)")
            case .alreadyThere(let place):
                skipped += 1
                done.append("\(outcome.origin): \(outcome.name) is in the library already (\(place)); --force imports it again")
            case .failed(let why):
                failedRecipes += 1
                problems.append("\(outcome.origin): \(why)")
            }
        }
    }

    /// "3 imported, 1 already there, 1 failed", when more than one recipe or source was involved.
    public func summary(dryRun: Bool = false) -> String? {
        guard written + skipped + failedRecipes + failedSources > 1 else { return nil }
        var parts = ["\(written) \(dryRun ? "would be imported" : "imported")"]
        if skipped > 0 { parts.append("\(skipped) already there") }
        if failures > 0 { parts.append("\(failures) failed") }
        return parts.joined(separator: ", ")
    }

    /// An empty report.
    public init() {}

    /// The report in one line, for the status line: the one recipe's fate, or the summary
    /// and the first failure.
    public var line: String {
        if written == 1, skipped + failures == 0, let path = writtenPaths.first {
            let folder = path.split(separator: "/").dropLast().last.map(String.init) ?? path
            return "imported \(writtenNames.first ?? "") into \(folder)"
        }
        if written + skipped + failures == 1, skipped == 1 { return done.first ?? "" }
        if written + skipped + failures == 1, let problem = problems.first { return problem }
        return (summary() ?? "nothing imported") + (problems.first.map { ": " + $0 } ?? "")
    }
}
