/// Every screen presented over the columns, one line each. The order is their scopes'
/// (`Scope.slot` is the place here plus one, the columns being 0), the order of the help's
/// sections and of the `[keys.<name>]` tables. Everything the program lists about screens
/// (scopes, key tables, the help's sections, hints, footers, config tables) is read from
/// here and from each screen's folder, never listed again.
enum ScreenRegistry {
    static let all: [any PresentedScreen.Type] = [
        RecipeSearchScreen.self,
        HelpScreen.self,
        CommandLineScreen.self,
        FileProblemsScreen.self,
        LayoutPickerScreen.self,
        ConfirmResetScreen.self,
        AlertScreen.self,
        CookingScreen.self,
        ScaleToScreen.self,
        ShoppingListScreen.self,
        PantryScreen.self,
        PlansScreen.self,
        PlanDayScreen.self,
    ]

    /// A screen's scope: its place in `all`, found once by each screen (`scope`).
    static func scope(of screen: any PresentedScreen.Type) -> Scope {
        let id = ObjectIdentifier(screen)
        guard let index = all.firstIndex(where: { ObjectIdentifier($0) == id }) else {
            fatalError("\(screen) is not in ScreenRegistry.all")
        }
        return Scope(slot: index + 1)
    }
}
