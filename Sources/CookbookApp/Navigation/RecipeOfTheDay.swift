import CookbookModel
import FoundationEssentials

/// A recipe chosen from the date alone: the same all day, a different one tomorrow.
public enum RecipeOfTheDay {
    public static func recipeID(on date: Date, in catalog: Catalog, calendar: Calendar = .current) -> String? {
        guard !catalog.recipes.isEmpty else { return nil }
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        // The day as a number, scrambled so neighbouring days land far apart in the list.
        var day = UInt64(parts.year ?? 0) &* 10_000 &+ UInt64(parts.month ?? 0) &* 100 &+ UInt64(parts.day ?? 0)
        day = (day ^ (day >> 30)) &* 0xBF58_476D_1CE4_E5B9
        day = (day ^ (day >> 27)) &* 0x94D0_49BB_1331_11EB
        day ^= day >> 31
        return catalog.recipes[Int(day % UInt64(catalog.recipes.count))].id
    }
}
