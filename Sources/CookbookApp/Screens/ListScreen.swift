import CookbookModel

/// A presented screen that is a list with one row highlighted (the shopping list, the pantry,
/// the plans): the highlight's part of the reducer and its validation, said once.
protocol ListScreen: PresentedScreen {
    /// The highlighted row, when the destination is this screen's.
    static func highlighted(_ destination: Destination) -> Int?
    /// The destination with another row highlighted.
    static func highlighting(_ row: Int, in destination: Destination) -> Destination
}

extension ListScreen {
    /// `.moveChoice` moves the highlight among the rows it counts.
    static func reduce(_ action: Action, _ destination: Destination, model: inout NavigationModel, in catalog: Catalog) -> Bool {
        guard let row = highlighted(destination), case .moveChoice(let delta, let count) = action else { return false }
        model.destination = highlighting(NavigationModel.step(row, by: delta, count: count), in: destination)
        return true
    }

    /// The highlight is a row (the rows are counted when a key moves it: a list that got
    /// shorter meanwhile shows its last).
    static func validated(_ destination: Destination, in catalog: Catalog) -> Destination? {
        guard let row = highlighted(destination) else { return destination }
        return highlighting(max(0, row), in: destination)
    }
}
