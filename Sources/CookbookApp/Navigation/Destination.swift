
/// What is presented over the columns. One optional value in the model, so two can never
/// be open at once, and each can be restored and tested like any other screen.
///
/// Each case is one screen, and everything else about it (its state, its part of the
/// reducer, its keys, its view) lives in its folder under `Screens/`, named after the case;
/// `screen` below and one line of `ScreenRegistry` are all that name it from outside.
public enum Destination: Equatable, Codable, Sendable {
    /// `?`: every command; typing filters them, Enter runs the highlighted one.
    case help(TextEntry)
    /// `:`: a command typed by name, with Tab completion.
    case commandLine(TextEntry)
    /// `!`: the files that could not be read, and why; the highlighted one.
    case fileProblems(TextEntry)
    /// `/`: the search and what it found.
    case recipeSearch(SearchState)
    /// A notice that needs reading ("3 saved recipes no longer exist").
    case alert(String)
    /// "Reset to the first screen?", answered with y or n.
    case confirmReset
    /// Choosing a layout; the highlighted choice.
    case layoutPicker(Layout)
    /// Cooking mode: one step at a time, full screen.
    case cooking(CookingState)
    /// `=`: scale so that an ingredient is an amount.
    case scaleTo(ScalePrompt)
    /// `L`: the basket's ingredients merged; the highlighted line.
    case shoppingList(selected: Int)
    /// `I`: the recipes ranked by what is at home; the highlighted one.
    case pantry(selected: Int)
    /// `P`, `:plan`: the meal plans, or one plan's days and meals.
    case plans(PlansState)
    /// `p` on a recipe, `m` on a plan's meal: which plan and day.
    case planDay(PlanDayPrompt)

    /// The screen that presents this destination: its folder's `PresentedScreen`.
    var screen: any PresentedScreen.Type {
        switch self {
        case .help: HelpScreen.self
        case .commandLine: CommandLineScreen.self
        case .fileProblems: FileProblemsScreen.self
        case .recipeSearch: RecipeSearchScreen.self
        case .alert: AlertScreen.self
        case .confirmReset: ConfirmResetScreen.self
        case .layoutPicker: LayoutPickerScreen.self
        case .cooking: CookingScreen.self
        case .scaleTo: ScaleToScreen.self
        case .shoppingList: ShoppingListScreen.self
        case .pantry: PantryScreen.self
        case .plans: PlansScreen.self
        case .planDay: PlanDayScreen.self
        }
    }
}

extension Destination {
    /// The names the saved place has used for each case since before the screens had
    /// folders: the file keeps them, so a place saved by an older cookbook reads the same.
    enum CodingKeys: String, CodingKey {
        case help, commandLine, fileProblems = "problems", recipeSearch = "search", alert, confirmReset
        case layoutPicker, cooking, scaleTo, shoppingList, pantry, plans, planDay
    }
}
