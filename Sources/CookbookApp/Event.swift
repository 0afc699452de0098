import CookbookFormats
import CookbookModel
import CookbookRender
import FoundationEssentials

/// Everything that reaches the program, from the terminal, the clock, the disk or the
/// effects the runtime ran for the app (`Effect`): the app's one input (`App.update`).
public enum Event: Sendable {
    case key(Key)
    /// A mouse button press or wheel step at a cell.
    case mouse(MouseEvent)
    /// The terminal is now this size.
    case resize(width: Int, height: Int)
    /// The session begins, at this time.
    case start(Date)
    /// What the terminal says of its colours as the session begins: whether it shows any
    /// (it has them, and `NO_COLOR` is not set), and its background when it says so
    /// (`COLORFGBG`); when it does not, the app asks (`Effect.askBackground`).
    case terminalColours(colour: Bool, background: TerminalBackground?)
    /// The terminal answered the question about its background.
    case backgroundReported(TerminalBackground)
    /// The time: told at every wake-up before what woke the runtime, and when the wait the
    /// app asked for (`App.wake(at:)`) ran out. The app never reads a clock.
    case tick(Date)
    /// Files under the library were added, changed or removed (inotify).
    case filesChanged
    /// The files read in the background at start, as the status line says how far
    /// ("reading recipes: 40 of 100 files"); nil once they are all read.
    case loading(String?)
    /// The recipes were read (at start, or again), with the files that could not be.
    case libraryChanged(Catalog, problems: [FileProblem])
    /// A terminating signal came (SIGINT, SIGTERM, SIGHUP; the terminal hanging up is SIGHUP).
    case signal(Int32)
    /// `Effect.save` ran: what is on disk now (the change applied to what another browser
    /// may have written meanwhile), or the message why nothing could be written; `note`,
    /// what to say of a file that could not be read and was kept aside. (Boxed, as
    /// `Effect.save`.)
    indirect case saveFinished(NavigationModel, failure: String?, note: String? = nil)
    /// `Effect.write` ran: the file is written, or the message why not.
    case writeFinished(path: String, failure: String?)
    /// The library's shopping files were read or written (`Effect.readShopping`,
    /// `.writeShoppingList`, `.compactShoppingChecks`).
    case shoppingRead(ShoppingRead)
    /// `Effect.edit` ran: the editor ended, or the message why it could not start.
    case editorFinished(failure: String?)
    /// How far the import `Effect.importRecipes` started is ("fetching https://…").
    case importProgress(String)
    /// The import ended: what it did, in a line.
    case importFinished(ImportSummary)
    /// How far the ranking `Effect.rankPantry` asked as `run` is: recipes ranked so far.
    case pantryProgress(run: Int, ranked: Int)
    /// The ranking `Effect.rankPantry` asked as `run` is made: what can be cooked from what is at home.
    indirect case pantryRanked(PantryRanking, run: Int)
    /// `Effect.readPlans` ran: the library's plans as their files are now, and the yields of
    /// the recipes they ask an amount of, by id (`RecipeFiles.scaledByAmount`).
    case plansRead([PlanFile], yields: [String: String] = [:])
    /// `Effect.editPlan` ran: what it did, or why the plan was not changed.
    case planEdited(path: String, failure: String?, said: String)
}
