import CookbookModel
import CookbookFormats

/// What the app asks of the world after an event (`App.update`): a value, run by the
/// runtime (`Session`), whose result comes back as an event when it has one. The app itself
/// draws nothing, writes no file and reads no clock; a feature that must touch the world
/// adds a case here and the runtime's line that runs it.
public enum Effect: Equatable, Sendable {
    /// Draw the next frame (once, however many events asked).
    case draw
    /// Draw every cell again (^L).
    case repaint
    /// Ring the terminal's bell once (a timer ended), after drawing the frame.
    case bell
    /// End the session with this exit status.
    case quit(Int32)
    /// Write the place to the state folder, as this change applied to the file as it is then
    /// (`.saveFinished` follows). Boxed: the models are large, and every effect and event
    /// would be as large, copied on every key.
    indirect case save(SavedChange)
    /// Read the library's files again (`.libraryChanged` follows).
    case reload
    /// Open this recipe file in the user's editor (`.editorFinished` follows).
    case edit(String)
    /// Write these bytes to this file, atomically (`.writeFinished` follows).
    case write(path: String, bytes: [UInt8])
    /// Ask the terminal the colour of its background, without waiting for the answer
    /// (`.backgroundReported` follows when the terminal answers; many never do).
    case askBackground
    /// Bring recipes into the library from these web addresses or files, in the background
    /// (`.importProgress` while it runs, `.importFinished` when it ends).
    case importRecipes([String])
    /// Stop the import under way (`.importFinished` follows).
    case cancelImport
    /// Rank every recipe of the library by what the household's pantry has, on this day
    /// (the app's, from the tick), in the background: `.pantryProgress` while it runs,
    /// `.pantryRanked` when it is done, both with `run`. A ranking asked before that is not
    /// done is of a library gone since: it says nothing more.
    case rankPantry(today: CalendarDate, run: Int)
    /// Read the library's meal plans (its `.menu` files: `App.planLocations`); `.plansRead` follows.
    case readPlans
    /// Make this change to the plan at `path`, on the file as it is now (read again just
    /// before), written whole or not at all; `creating`: a plan not there is made.
    /// `.planEdited` follows, with `said` or why it could not be made.
    case editPlan(path: String, edit: MenuEdit, creating: Bool, said: String)
    /// Read the library's `.shopping-list` and `.shopping-checked` in this folder
    /// (`.shoppingRead` follows).
    case readShopping(folder: String)
    /// Write the list: the file read again just before, this change applied to it, written
    /// to a temporary file and renamed (`.shoppingRead` follows, with what was written).
    indirect case writeShoppingList(ShoppingListChange)
    /// Append these lines to the log of ticks (`.writeFinished` follows).
    case appendShoppingChecks(path: String, [ShoppingCheck])
    /// Compact the log of ticks, keeping what is ticked of the items with these keys: the
    /// one time it is rewritten, to a temporary file then renamed (`.shoppingRead` follows).
    case compactShoppingChecks(path: String, keeping: Set<String>)
    /// Copy the state file beside itself, before the basket in it moves to the library's
    /// `.shopping-list` (`.writeFinished` follows).
    case keepSavedStateCopy
}
