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
        // From the components as the file keeps them, joined by `/` ("Baking/Bread/Rye.cook"),
        // without splitting them into strings: this was 22 thousand instructions a file of a
        // first reading.
        let relative = file.relativePath
        let slash = relative.utf8.lastIndex(of: UInt8(ascii: "/"))
        // The folders joined by `/`, and the file's name (the path when there are no components).
        let folders = slash.map { relative[..<$0] }
        let name = relative.isEmpty ? file.path : String(slash.map { relative[relative.utf8.index(after: $0)...] } ?? relative)
        // (Its length first: lowercasing every name cost more than the rest together.)
        let nextcloud = name.utf8.count == 11 && name.lowercased() == "recipe.json" && folders != nil
        let stem = ScannedFile.nameWithoutExtension(of: name)
        place = nextcloud ? String(folders!) : folders.map { $0 + "/" + stem } ?? stem
        // The slug treats `/` as it treats `-`: a break between words.
        base = Slug.make(place)
        let categoryFolders = nextcloud ? folders.flatMap { all in all.utf8.lastIndex(of: UInt8(ascii: "/")).map { all[..<$0] } } : folders
        folderCategory = categoryFolders.map { Self.joined($0, by: " › ") }
    }

    /// `/` between folders made `separator`.
    private static func joined(_ folders: Substring, by separator: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(folders.utf8.count + 8)
        for byte in folders.utf8 {
            if byte == UInt8(ascii: "/") { bytes += separator.utf8 } else { bytes.append(byte) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
