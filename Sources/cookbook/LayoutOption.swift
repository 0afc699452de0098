import ArgumentParser
import CookbookApp

/// `--layout`'s values (and `--experience`'s, its older name).
enum LayoutOption: String, ExpressibleByArgument, CaseIterable {
    case threeColumn = "three-column", twoColumn = "two-column", stack

    var value: Layout {
        switch self {
        case .threeColumn: .threeColumn
        case .twoColumn: .twoColumn
        case .stack: .stack
        }
    }
}

/// What each layout is, for `--help` and the man page, which list the values with these
/// (ArgumentParser lists an option's values only when they have descriptions).
extension LayoutOption {
    var defaultValueDescription: String {
        switch self {
        case .threeColumn: "categories | recipes | the recipe (the default)"
        case .twoColumn: "categories | the recipes as a grid; a recipe opens over the grid"
        case .stack: "one list with a section per category; a recipe opens over it"
        }
    }
}
