import CookbookModel

/// Reads the `recipes.html` of a Copy Me That export (beside it, `images/`): one
/// `<div class="recipe">` per recipe, its parts marked by ids and classes (its version 2:
/// `<meta name="copymethat_class_id_version" content="2">`). Pure: the page's bytes in, the
/// recipes or why there are none out; pictures come through `picture`, given the path the
/// page names (`images/classic_stuffed_shells_f89m7.jpg`).
///
/// - `#name` → name; `a#original_link`'s href → source address; `#description` → description;
/// - `#recipeYield` → servings and yield (`RecipeYield`);
/// - `.recipeCategory` (shown as "Tags:") → tags;
/// - `.recipeIngredient` → one ingredient each (`IngredientLine`); `.recipeIngredient_subheader`
///   and `.recipeIngredient_note` lines are kept as lines of the list, as written;
/// - `.instruction` → one step each; `.instruction_subheader` starts a named section;
/// - `.recipeNote` → notes;
/// - `img.recipeImage`'s src → the image, and the picture `picture` gives for it.
///
/// What the export says of the user (made it, starred, a rating) is not the recipe's.
public enum CopyMeThatReader {
    /// How messages name the page.
    public static let fileName = "recipes.html"

    public static func read(html bytes: [UInt8], picture: (String) -> RecipePicture?) -> ImportReading {
        let found: [CopyMeThatRecipe] = bytes.withUnsafeBufferPointer { page in
            switch PageEncoding.decode(page) {
            case .utf8: return recipes(in: page)
            case .transcoded(let utf8): return utf8.withUnsafeBufferPointer { recipes(in: $0) }
            case .binary: return []
            }
        }
        guard !found.isEmpty else {
            return ImportReading(failures: [ImportFailure(origin: fileName, reason: "no Copy Me That recipe in it (no <div class=\"recipe\">)")])
        }
        var reading = ImportReading()
        for (index, recipe) in found.enumerated() {
            guard !recipe.name.isEmpty else {
                reading.failures.append(ImportFailure(origin: "\(fileName) › recipe \(index + 1)", reason: "a recipe with no name"))
                continue
            }
            let read = recipe.read
            let picture = read.image.flatMap(picture)
            reading.recipes.append(ImportedRecipe(read: read, picture: picture, origin: "\(fileName) › \(recipe.name)"))
        }
        return reading
    }

    private static func recipes(in page: UnsafeBufferPointer<UInt8>) -> [CopyMeThatRecipe] {
        var walk = CopyMeThatWalk(page: page)
        HTMLElements.walk(page, &walk)
        return walk.recipes
    }
}

/// One recipe's parts as the page gives them.
private struct CopyMeThatRecipe {
    var name = ""
    var sourceURL: String?
    var description: [String] = []
    var yield: String?
    var tags: [String] = []
    var ingredients: [String] = []
    var steps: [String] = []
    var sections: [StepSection] = []
    var notes: [String] = []
    var image: String?

    var read: ReadRecipe {
        let (servings, yield) = RecipeYield.read(yield.map(JSONValue.string))
        let recipe = Recipe(
            id: "", name: name, category: "", servings: servings, tags: tags,
            ingredients: ingredients.map(IngredientLine.parse), steps: steps, yield: yield, notes: notes, sections: sections,
            description: description.isEmpty ? nil : description.joined(separator: "\n"),
            sourceURL: sourceURL)
        let source = sourceURL.flatMap(SourceName.of).map { [$0] } ?? []
        return ReadRecipe(recipe: recipe, facets: source.isEmpty ? [:] : [.source: source], image: image)
    }
}

private struct CopyMeThatWalk: HTMLElementReader {
    enum Part {
        case recipe, name, description, yield, tag, ingredient, step, section, note
    }

    struct Open {
        var part: Part
        var text = HTMLTextBuffer()
    }

    let page: UnsafeBufferPointer<UInt8>
    var recipes: [CopyMeThatRecipe] = []
    var current: CopyMeThatRecipe?
    var open: [Open] = []

    mutating func start(_ tag: HTMLToken, key: UInt64, isVoid: Bool, in tokenizer: HTMLTokenizer) -> Bool {
        let id = tokenizer.attribute("id").map { tokenizer.text($0) } ?? ""
        let classes = tokenizer.attribute("class").map { tokenizer.text($0).split(separator: " ") } ?? []
        if classes.contains("recipe") {
            finishRecipe()
            current = CopyMeThatRecipe()
            guard !isVoid else { return false }
            open.append(Open(part: .recipe))
            return true
        }
        guard current != nil else { return false }
        if key == HTMLName.a, id == "original_link", let href = tokenizer.attribute("href") {
            current?.sourceURL = HTMLText.line(tokenizer.text(href))
        }
        if key == HTMLName.img, classes.contains("recipeImage"), let source = tokenizer.attribute("src") {
            let path = HTMLText.line(tokenizer.text(source))
            if current?.image == nil, !path.isEmpty { current?.image = path }
        }
        let part: Part
        switch id {
        case "name": part = .name
        case "description": part = .description
        case "recipeYield": part = .yield
        default:
            if classes.contains("recipeCategory") {
                part = .tag
            } else if classes.contains("recipeIngredient") || classes.contains("recipeIngredient_subheader")
                || classes.contains("recipeIngredient_note")
            {
                part = .ingredient
            } else if classes.contains("instruction") {
                part = .step
            } else if classes.contains("instruction_subheader") {
                part = .section
            } else if classes.contains("recipeNote") {
                part = .note
            } else {
                return false
            }
        }
        guard !isVoid, open.count < HTMLTextBuffer.mostAtOnce else { return false }
        open.append(Open(part: part))
        return true
    }

    mutating func end() {
        let element = open.removeLast()
        let text = element.text.string
        switch element.part {
        case .recipe: finishRecipe()
        case .name: if current?.name.isEmpty == true { current?.name = HTMLText.line(text) }
        case .description: current?.description.append(contentsOf: HTMLText.lines(text))
        case .yield: current?.yield = HTMLText.line(text)
        case .tag: append(HTMLText.line(text), to: \.tags)
        case .ingredient: current?.ingredients.append(contentsOf: HTMLText.lines(text))
        case .step: current?.steps.append(contentsOf: HTMLText.lines(text))
        case .note: current?.notes.append(contentsOf: HTMLText.lines(text))
        case .section:
            let name = HTMLText.line(text)
            if let steps = current?.steps.count, !name.isEmpty { current?.sections.append(StepSection(name: name, firstStep: steps)) }
        }
    }

    private mutating func append(_ value: String, to list: WritableKeyPath<CopyMeThatRecipe, [String]>) {
        guard !value.isEmpty, current?[keyPath: list].contains(value) == false else { return }
        current?[keyPath: list].append(value)
    }

    private mutating func finishRecipe() {
        guard var recipe = current else { return }
        // A heading after the last step, or followed at once by another, names no steps.
        let steps = recipe.steps.count
        recipe.sections = recipe.sections.enumerated().filter { index, section in
            section.firstStep < steps
                && (index + 1 == recipe.sections.count || recipe.sections[index + 1].firstStep != section.firstStep)
        }.map(\.element)
        recipes.append(recipe)
        current = nil
    }

    mutating func text(_ range: Range<Int>, in tokenizer: HTMLTokenizer) {
        for index in open.indices where open[index].part != .recipe { open[index].text.append(range, of: page) }
    }

    mutating func lineBreak() {
        for index in open.indices where open[index].part != .recipe { open[index].text.lineBreak() }
    }

    mutating func cell() {
        for index in open.indices where open[index].part != .recipe { open[index].text.space() }
    }
}
