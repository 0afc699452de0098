import CookbookModel
import FoundationEssentials

/// Everything that can change a `NavigationModel`. Keys, deep links, mouse clicks and
/// tests all speak this language.
public enum Action: Equatable, Sendable {
    // Moving
    /// Move the selection in the focused column by this many rows (negative is up).
    case move(Int)
    case moveToFirst
    case moveToLast
    /// Tab / Shift-Tab: focus the next / previous column, wrapping around.
    case focusNext
    case focusPrevious
    /// → l Enter: focus the next column, or open the related recipe under the cursor.
    case forward
    /// ← h Backspace Esc: pop the path, or focus the previous column.
    case back
    case focus(Focus)

    // Going somewhere directly
    case selectCategory(String)
    /// Select a recipe in the recipe column (its category is selected too).
    case selectRecipe(String)
    /// Select a recipe and show it, the detail focused (search, recipe of the day, links).
    case openRecipe(String)
    /// Push a related recipe of the shown one.
    case openRelated(String)
    /// Put the detail cursor on an item of the shown recipe.
    case setDetailCursor(Int)
    /// Select the category at this position (jump keys).
    case jumpToCategory(Int)

    // How it is shown
    case setLayout(Layout)
    case toggleCategoryColumn

    // Presented screens
    case present(Destination)
    case dismiss
    /// Text typed into the search, the help filter or the command line.
    case input(String)
    case deleteBackward
    /// Replaces the command line's text and the completions it lists (Tab).
    case setEntry(TextEntry)
    /// Moves the highlight among the `count` choices the screen lists.
    case moveChoice(Int, count: Int)
    /// Cooking mode: to the next (1) or previous (-1) line of the step, on to the step after
    /// (before) past its last (first); `stepLines` is how many lines each step has.
    case moveLine(Int, stepLines: [Int])
    /// Enter on the search (open the highlighted recipe) or the layout picker (use it).
    case choose
    /// `n` / `N`: go to the next / previous result of the last search.
    case searchRepeat(forward: Bool)
    /// Yes to the confirmation on screen.
    case confirm

    // In the kitchen (on the shown recipe, or the one being cooked)
    /// `+` / `-`: one serving more or fewer.
    case scaleServings(Int)
    /// `*`: ½× 1× 2× 3×.
    case cycleScale
    /// A recipe made at this factor of what it is written for (`=`, links, `--servings`).
    case setScale(String, Double)
    /// `u`: as written → metric → US customary.
    case cycleUnits
    case setUnits(UnitSystem)
    /// `Space`: the recipe into the basket, or out of it.
    case toggleBasket
    /// `:basket ID`: that recipe into the basket, or out of it (one the catalog no longer
    /// has can only be taken out).
    case toggleInBasket(String)
    /// Space on the Plans screen: a plan (`plan`: its path in the library, `./Plans/Week.menu`)
    /// onto the shopping list with its recipes under it; or, with no plan, each recipe (a day's
    /// meals, one meal) put on it at its scale, those already there left as they are.
    case putOnList([BasketEntry], plan: String?)
    /// `c`, or Enter on a step: cooking mode, at the step under the cursor.
    case cook
    /// Starts the timer, or stops it when it is already running.
    case toggleTimer(KitchenTimer)
    /// The clock: timers that ended now ring.
    case tick(Date)
    /// A key after a timer rang: the ended timers are put away.
    case acknowledgeTimers
    /// A line of the shopping list ticked off (its item's key), or not.
    case toggleTicked(String)
    /// The same, in a library of folders, with the line's name (the log of ticks keeps names).
    case toggleTickedLine(key: String, name: String)
    case clearTicked
    /// `:add 2 lemons`: a free-hand item on the list.
    case addItem(ShoppingItem)
    /// `d` on the list: the entry (a recipe, a plan, an item) at this place among them taken off.
    case removeEntry(Int)
    /// `D` on the list: everything to buy taken off (comments stay), and the ticks compacted
    /// against what is left (the item keys kept).
    case clearList(keeping: Set<String>)
    /// The library's shopping files as the session read or wrote them (the first time, a
    /// basket from the state file moves onto the list).
    case shoppingFilesRead(ShoppingRead, moving: Bool)
    /// The app asked the session to write what the list's change needs.
    case shoppingWritesAsked
}
