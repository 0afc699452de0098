/// Everything that can change a `NavigationModel`. Keys, deep links, mouse clicks and
/// tests all speak this language.
public enum Action: Equatable, Sendable {
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
    case selectCategory(String)
    /// Select a recipe in the recipe column (its category is selected too).
    case selectRecipe(String)
    /// Push a related recipe of the shown one.
    case openRelated(String)
    case present(Destination)
    case dismiss
}
