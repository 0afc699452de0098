/// Why one part of an export gave no recipe, as one line.
struct ExportProblem: Error, Equatable {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}
