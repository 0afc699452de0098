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
        let nextcloud = file.name.lowercased() == "recipe.json" && !file.folders.isEmpty
        let parts = nextcloud ? Array(file.folders) : file.folders + [file.nameWithoutExtension]
        let folders = nextcloud ? Array(file.folders.dropLast()) : file.folders
        place = parts.joined(separator: "/")
        base = Slug.make(parts.joined(separator: "-"))
        folderCategory = folders.isEmpty ? nil : folders.joined(separator: " › ")
    }
}
