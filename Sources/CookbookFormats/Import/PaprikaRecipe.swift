import CookbookModel
import FoundationEssentials

/// One recipe of a Paprika export (`.paprikarecipe`: gzip-compressed JSON; `.paprikarecipes`:
/// a zip of them). Its fields are text as the user typed them:
///
/// - `name`; `ingredients` one text, a line an ingredient; `directions` one text, a line (a
///   paragraph) a step, numbers dropped; `notes` a note per paragraph; `description`;
/// - `servings` (`4`, `about 20 rolls`) → servings and yield; `prep_time`, `cook_time`,
///   `total_time` (`15 mins`, `1 hr 20 min`) → minutes;
/// - `categories` → categories (the first is where the recipe is filed);
/// - `source_url` → the source's address, `source` its name; `image_url` → the image named;
/// - `photo_data` (base64) → the picture, when its bytes are an image.
enum PaprikaRecipe {
    /// Paprika's fields, when the object has them: a name and its text fields (and none of
    /// schema.org's marks: its legacy `ingredients` is a text too).
    static func fits(_ object: JSONObject) -> Bool {
        object["name"]?.string != nil && (object["ingredients"]?.string != nil || object["directions"]?.string != nil)
            && object["recipe_ingredient"] == nil && object["@type"] == nil && object["@context"] == nil
    }

    static func read(_ object: JSONObject) -> (ReadRecipe, RecipePicture?) {
        func text(_ key: String) -> String? { object[key]?.string }
        let (servings, yield) = ExportText.yield(text("servings"))
        let source = ExportText.source(url: text("source_url"), name: text("source"))
        let categories = ExportText.unique(object["categories"]?.array?.compactMap(\.string) ?? [])
        let recipe = Recipe(
            id: "", name: ExportText.line(text("name") ?? ""), category: "",
            servings: servings, prepMinutes: ExportText.minutes(text("prep_time")), cookMinutes: ExportText.minutes(text("cook_time")),
            totalMinutes: ExportText.minutes(text("total_time")),
            ingredients: ExportText.ingredients(text("ingredients") ?? ""),
            steps: ExportText.steps(text("directions") ?? ""),
            yield: yield,
            notes: ExportText.lines(text("notes") ?? ""),
            description: ExportText.paragraphs(text("description")),
            sourceName: source.name, sourceURL: source.url)
        let read = ReadRecipe(
            recipe: recipe, categories: categories, facets: ExportText.facets(source: source),
            image: ExportText.nonEmpty(text("image_url")))
        return (read, text("photo_data").flatMap(picture))
    }

    /// A base64 photo's bytes, when they are an image.
    static func picture(_ base64: String) -> RecipePicture? {
        guard let data = Data(base64Encoded: base64, options: .ignoreUnknownCharacters) else { return nil }
        return RecipePicture(bytes: [UInt8](data))
    }
}
