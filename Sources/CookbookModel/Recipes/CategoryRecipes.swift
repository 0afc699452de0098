/// The recipes of one category, in file order: views of the catalog's summaries by their
/// positions.
public struct CategoryRecipes: RandomAccessCollection, Sendable {
    let all: RecipeSummaries
    let positions: [Int32]

    public var startIndex: Int { 0 }
    public var endIndex: Int { positions.count }
    public subscript(i: Int) -> RecipeSummary { all[Int(positions[i])] }

    /// The id of the recipe at `i`.
    public func id(at i: Int) -> String { all.id(at: Int(positions[i])) }
    /// What a list row shows of the recipe at `i`, without making its summary.
    public func name(at i: Int) -> String { all.name(at: Int(positions[i])) }
    public func totalMinutes(at i: Int) -> Int? { all.totalMinutes(at: Int(positions[i])) }
}

extension CategoryRecipes: Equatable {
    public static func == (a: CategoryRecipes, b: CategoryRecipes) -> Bool { a.elementsEqual(b) }
}
