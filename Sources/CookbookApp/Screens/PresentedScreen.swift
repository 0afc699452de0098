import CookbookModel
import CookbookRender

/// A screen presented over the columns: everything the program knows of it besides its
/// `Destination` case, kept in its folder under `Screens/` (named after the case) and
/// listed once in `ScreenRegistry`. The functions are handed the destination and take
/// their own case out of it; given another screen's, they do nothing.
protocol PresentedScreen: SendableMetatype {
    /// Its place among the scopes: `ScreenRegistry.scope(of: Self.self)`, kept by each
    /// screen in a `static let` so it is found once.
    static var scope: Scope { get }
    /// Its key table in config.toml: `[keys.<name>]`.
    static var name: String { get }
    /// Names its key table had before, still read (`[keys.experience-picker]`).
    static var olderNames: [String] { get }
    /// The title of its section in the help, where the commands only it has are listed
    /// after the columns' (nil: not listed).
    static var helpSection: String? { get }
    /// Its rows of the command table: the command that opens it from the columns, and the
    /// commands only it has (`CommandTable.entries` gathers them).
    static var commands: [CommandInfo] { get }
    /// The commands that work on it, in the order its keys are bound and its hints shown,
    /// each with its hint on this screen.
    static var keys: [ScreenKey] { get }
    /// What the footer of its box says, the keys read from the key map.
    static var footer: [FooterPart] { get }
    /// A printable key not bound to a command types itself.
    static var takesText: Bool { get }
    /// A key with no command of its own closes it (the questions and notices).
    static var anyKeyCancels: Bool { get }
    /// It is shown again when the saved place is restored (a notice or a question is not).
    static var isRestored: Bool { get }

    /// Its part of the reducer: an action while it is up. Returns true when the action was
    /// the screen's; any other closes it and then applies as usual (see `reducePresented`).
    static func reduce(_ action: Action, _ destination: Destination, model: inout NavigationModel, in catalog: Catalog) -> Bool
    /// The destination made valid for a catalog, or nil when it can no longer be shown.
    static func validated(_ destination: Destination, in catalog: Catalog) -> Destination?
    /// The recipe the kitchen's keys act on while it is up (nil: the one shown).
    static func kitchenRecipe(_ destination: Destination) -> String?
    /// Where a link to it leads, and the recipe whose scale the link carries.
    static func linkPlace(_ destination: Destination, _ model: NavigationModel, in catalog: Catalog) -> (place: Link.Place, scaled: String?)?

    /// A command run on it (a key, or the help's Enter).
    static func run(_ invocation: Invocation, _ destination: Destination, app: inout App, frame: Frame) -> Effect
    /// One of its `commands` run on the columns (the one that opens it); nil for any other.
    static func runOnColumns(_ invocation: Invocation, app: inout App, frame: Frame) -> Effect?

    /// Draws it over the frame.
    static func draw(_ destination: Destination, _ model: NavigationModel, _ data: ScreenData, in bounds: Rect, on canvas: inout Canvas, theme: Theme)
    /// The whole recipes it shows, besides the one on the path (see `Screen.recipesShown`).
    static func recipesShown(_ destination: Destination, _ model: NavigationModel, height: Int) -> [String]
    /// What it shows that takes work to find, worked out once a frame.
    static func shown(_ destination: Destination, _ model: NavigationModel, _ data: ScreenData) -> WorkedOut
}

extension PresentedScreen {
    static var olderNames: [String] { [] }
    static var helpSection: String? { nil }
    static var commands: [CommandInfo] { [] }
    static var takesText: Bool { false }
    static var anyKeyCancels: Bool { false }
    static var isRestored: Bool { true }
    static func validated(_ destination: Destination, in catalog: Catalog) -> Destination? { destination }
    static func kitchenRecipe(_ destination: Destination) -> String? { nil }
    static func linkPlace(_ destination: Destination, _ model: NavigationModel, in catalog: Catalog) -> (place: Link.Place, scaled: String?)? { nil }
    static func runOnColumns(_ invocation: Invocation, app: inout App, frame: Frame) -> Effect? { nil }
    static func recipesShown(_ destination: Destination, _ model: NavigationModel, height: Int) -> [String] { [] }
    static func shown(_ destination: Destination, _ model: NavigationModel, _ data: ScreenData) -> WorkedOut { WorkedOut() }
}
