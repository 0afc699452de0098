import CookbookFormats
import CookbookModel
import FoundationEssentials

/// What a frame is drawn from besides the model: the catalog, and the whole recipes the
/// frame shows (read by the session before drawing: see `Screen.recipesShown`).
public struct ScreenData: Sendable {
    public var catalog: Catalog
    public var recipes: [String: Recipe]
    /// The keys in use, for the help screen and the status bar.
    public var keymap: Keymap
    /// The files of the library that could not be read (`!`).
    public var problems: [FileProblem]
    /// The time the frame shows (timers count down from it).
    public var now: Date
    /// The cup, the aisles and the pantry, from the config folder.
    public var household: HouseholdSettings
    /// What can be cooked from what is at home, for the pantry screen: made, or how far it is.
    public var pantryRun: PantryRankingRun?
    /// The pantry's ranking, once made.
    public var pantryRanking: PantryRanking? { pantryRun?.ranking }
    /// The library's meal plans, once read.
    public var mealPlans: LibraryPlans?
    /// What the presented screen shows that takes work to find (see `WorkedOut`), worked out
    /// by `Screen.render` for this frame.
    var workedOut = WorkedOut()

    public init(
        catalog: Catalog, recipes: [String: Recipe] = [:], keymap: Keymap = .standard, problems: [FileProblem] = [],
        now: Date = Date(timeIntervalSinceReferenceDate: 0), household: HouseholdSettings = HouseholdSettings(),
        pantryRun: PantryRankingRun? = nil,
        mealPlans: LibraryPlans? = nil
    ) {
        self.pantryRun = pantryRun
        self.mealPlans = mealPlans
        self.catalog = catalog
        self.recipes = recipes
        self.keymap = keymap
        self.problems = problems
        self.now = now
        self.household = household
    }

    /// The plans' files, once read.
    var planFiles: [PlanFile]? { mealPlans?.files }

    /// A recipe the frame shows; nil for one the session did not read.
    func recipe(id: String) -> Recipe? { recipes[id] }

    var categories: [Category] { catalog.categories }
    var allRecipes: RecipeSummaries { catalog.recipes }
    func summary(id: String) -> RecipeSummary? { catalog.summary(id: id) }
    func outline(id: String) -> RecipeOutline? { catalog.outline(id: id) }
    func category(id: String) -> Category? { catalog.category(id: id) }
    func recipes(in category: String) -> CategoryRecipes { catalog.recipes(in: category) }
    func index(of id: String, inCategory category: String) -> Int? { catalog.index(of: id, inCategory: category) }
    func recipeCount(in category: String) -> Int { catalog.recipeCount(in: category) }
    func recipeCount(atCategory position: Int) -> Int { catalog.recipeCount(atCategory: position) }
    func categoryPosition(of id: String) -> Int? { catalog.categoryPosition(of: id) }
}
