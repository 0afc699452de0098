
/// Every command the program has, by the name `:` and the config file use. The order of
/// the cases is the table's: the help, the hints, `:`'s completion and each screen's keys
/// list commands in it, wherever a command's row is written (here, or in a screen's folder).
public enum CommandName: String, CaseIterable, Sendable {
    case up, down, right, left, open, back
    case nextColumn = "next-column", previousColumn = "previous-column"
    case top, bottom, pageUp = "page-up", pageDown = "page-down"
    case halfPageUp = "half-page-up", halfPageDown = "half-page-down"
    case search, searchNext = "search-next", searchPrevious = "search-previous"
    case category, group, today, random, importRecipes = "import", link, layout, theme, edit, toggleCategories = "toggle-categories", reset
    // In the kitchen.
    case fewerServings = "fewer-servings", moreServings = "more-servings", scale, scaleTo = "scale-to"
    case units, basket, add, shoppingList = "shopping-list", pantry, plans = "plan", addToPlan = "add-to-plan", cook
    case nextStep = "next-step", nextLine = "next-line", previousLine = "previous-line", timer, nextTimer = "next-timer", tick, clearTicks = "clear-ticks"
    case removeEntry = "remove-entry", clearList = "clear-list", removeMeal = "remove-meal", moveMeal = "move-meal"
    case commandLine = "command-line", help, problems, redraw, quit
    // On presented screens.
    case accept, complete, deleteBackward = "delete-backward", yes, cancel
}

extension CommandName {
    /// The command a name typed after `:` or in config.toml stands for: its name, or a name
    /// it had before (`experience`, now `layout`).
    public init?(named name: String) {
        if let command = CommandName(rawValue: name) {
            self = command
        } else if name == "experience" {
            self = .layout
        } else {
            return nil
        }
    }
}
