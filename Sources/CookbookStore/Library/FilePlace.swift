import CookbookModel
/// What a file's place below its root gives its recipes, worked out once a file: the place
/// itself without the extension (`Sauces/Pesto`; a Nextcloud `Pesto/recipe.json` is `Pesto`),
/// which Cooklang references name; the id its recipe gets from it (`sauces-pesto`); and the
/// category its folders make (`Baking › Bread`; nil at the top of the root). Kept with the
/// file's row in the library's database, so opening the library again works none out.
struct FilePlace: Equatable, Sendable {
    var place: String
    var base: String
    var folderCategory: String?

    init(place: String, base: String, folderCategory: String?) {
        self.place = place
        self.base = base
        self.folderCategory = folderCategory
    }

    init(_ file: ScannedFile) {
        let name = file.name
        let folders = file.folders
        // (Its length first: lowercasing every name cost more than the rest together.)
        let nextcloud = name.utf8.count == 11 && name.lowercased() == "recipe.json" && !folders.isEmpty
        let parts = nextcloud ? folders : folders + [file.nameWithoutExtension]
        let categoryFolders = nextcloud ? Array(folders.dropLast()) : folders
        place = parts.joined(separator: "/")
        base = Slug.make(parts.joined(separator: "-"))
        folderCategory = categoryFolders.isEmpty ? nil : categoryFolders.joined(separator: " › ")
    }
}
