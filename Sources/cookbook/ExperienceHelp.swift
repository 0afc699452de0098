import ArgumentParser

/// What each layout is, for `--help` and the man page, which list the values with these
/// (ArgumentParser lists an option's values only when they have descriptions).
extension ExperienceOption {
    var defaultValueDescription: String {
        switch self {
        case .threeColumn: "categories | recipes | the recipe (the default)"
        case .twoColumn: "categories | the recipes as a grid; a recipe opens over the grid"
        case .stack: "one list with a section per category; a recipe opens over it"
        }
    }
}
